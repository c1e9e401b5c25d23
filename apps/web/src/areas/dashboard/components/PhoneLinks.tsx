import { displayPhone, normalisePhone } from '@kasuwa/contracts/phone-number';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n';

/** The chat and call addresses of a number in any form people type it; null when it is not one. */
export function phoneLinks(phone: string): { whatsapp: string; call: string; shown: string } | null {
  const e164 = normalisePhone(phone);
  if (!e164) return null;
  // wa.me wants the international number as digits only: no +, spaces or trunk 0.
  return { whatsapp: `https://wa.me/${e164.slice(1)}`, call: `tel:${e164}`, shown: displayPhone(e164) };
}

/**
 * A customer's phone number as the dashboard shows it everywhere: the number, then a WhatsApp chat and
 * a call, each one tap. A number that cannot be dialled is shown as written, without links.
 * `withNumber={false}` keeps only the two buttons (where the number is already on screen).
 */
export function PhoneLinks({
  phone,
  name,
  withNumber = true,
  size = 'sm',
}: {
  phone: string;
  /** Who is called or messaged, for screen readers ("WhatsApp Ada Eze"). */
  name?: string;
  withNumber?: boolean;
  size?: 'xs' | 'sm';
}) {
  const t = useT();
  const links = phoneLinks(phone);
  if (!links) {
    return phone ? (
      <Text size={size} c="dimmed">
        {phone}
      </Text>
    ) : null;
  }
  const who = name ? `${name} (${links.shown})` : links.shown;
  return (
    <Group gap={6} wrap="nowrap" data-phone-links={phone}>
      {withNumber && (
        <Text size={size} style={{ whiteSpace: 'nowrap' }}>
          {links.shown}
        </Text>
      )}
      <Tooltip label="WhatsApp" withArrow>
        <ActionIcon
          component="a"
          href={links.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          color="green"
          size="lg"
          aria-label={t('phone.whatsappWho', { who })}
          data-testid="phone-whatsapp"
        >
          <IconBrandWhatsapp size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('phone.call')} withArrow>
        <ActionIcon
          component="a"
          href={links.call}
          variant="light"
          size="lg"
          aria-label={t('phone.callWho', { who })}
          data-testid="phone-call"
        >
          <IconPhone size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
