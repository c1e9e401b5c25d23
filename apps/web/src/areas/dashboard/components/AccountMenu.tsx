import { LOCALE_NAMES, LOCALES, type Locale } from '@kasuwa/contracts/locale-tags';
import { Menu, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCheck,
  IconCrown,
  IconLifebuoy,
  IconLogout,
  IconMessages,
  IconPlus,
  IconSettings,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CONTACT_LINKS } from '../../../app/shells/floating-links';
import { type MessageKey, setLocale, type Translate, useLocale, useT } from '../../../i18n/i18n';
import { contact } from '../../../lib/contact';
import { markUserLocale, vendorFetch } from '../../../lib/vendor-session';

/** The contact links' words by their kind of address (floating-links.ts words them with the public frame's part, not loaded here). */
const CONTACT_LABELS: Record<string, MessageKey> = {
  tel: 'account.contactCall',
  sms: 'account.contactMessage',
  mailto: 'account.contactEmail',
};

function contactLabel(t: Translate, href: string): string {
  const key = CONTACT_LABELS[href.slice(0, href.indexOf(':'))];
  return key ? t(key, { phone: contact.phoneDisplay, email: contact.email }) : href;
}

/**
 * Her account's language: saved first (it follows her to any device, and what Kasuwa sends her), then
 * the dashboard switches; a refusal leaves the screen as it was and says so.
 */
async function chooseLanguage(locale: Locale, t: Translate) {
  try {
    await vendorFetch('/api/auth/me/locale', { method: 'PATCH', body: { locale } });
  } catch {
    notifications.show({ color: 'red', message: t('account.languageSaveFailed') });
    return;
  }
  markUserLocale(locale);
  await setLocale(locale);
}

/**
 * The account menu of the dashboard's top bar, in a file of its own: Mantine's Menu brings its popover
 * and floating-ui, which the dashboard loads when the vendor reaches for the menu (DashboardShell).
 */
export function AccountMenu({
  children,
  label,
  onSignOut,
  canAddStore,
  defaultOpened,
}: {
  /** What the button shows (the avatar). */
  children: ReactNode;
  /** The menu's heading: the vendor's name and plan. */
  label: string;
  onSignOut: () => void;
  /** Whether her plan allows another store (undefined while the plans load): New store, else Upgrade. */
  canAddStore?: boolean;
  defaultOpened?: boolean;
}) {
  const target = useRef<HTMLButtonElement>(null);
  const t = useT();
  const current = useLocale();
  // Opened by a press on the stand-in button, which this one replaced: the focus comes here.
  useEffect(() => {
    if (defaultOpened) target.current?.focus();
  }, [defaultOpened]);
  return (
    <Menu position="bottom-end" width={220} shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <UnstyledButton ref={target} aria-label={t('frame.accountMenu')}>
          {children}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        <Menu.Item component={Link} to="/dashboard/settings" leftSection={<IconSettings size={16} />}>
          {t('account.storeSettings')}
        </Menu.Item>
        {canAddStore === true && (
          <Menu.Item component={Link} to="/new-store" leftSection={<IconPlus size={16} />}>
            {t('frame.newStore')}
          </Menu.Item>
        )}
        {canAddStore === false && (
          <Menu.Item component={Link} to="/subscription" leftSection={<IconPlus size={16} />}>
            {t('account.newStoreUpgrade')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/subscription" leftSection={<IconCrown size={16} />}>
          {t('account.plan')}
        </Menu.Item>
        {/* The dashboard has no floating help buttons (they covered its actions): help is here. */}
        <Menu.Divider />
        <Menu.Label>{t('account.talkToKasuwa')}</Menu.Label>
        {CONTACT_LINKS.filter((link) => !('external' in link)).map(({ href, icon: Icon }) => (
          <Menu.Item key={href} component="a" href={href} leftSection={<Icon size={16} />}>
            {contactLabel(t, href)}
          </Menu.Item>
        ))}
        <Menu.Item component={Link} to="/support/community-forum" leftSection={<IconMessages size={16} />}>
          {t('account.community')}
        </Menu.Item>
        <Menu.Item component={Link} to="/support" leftSection={<IconLifebuoy size={16} />}>
          {t('account.support')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label id="account-language">{t('account.language')}</Menu.Label>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            data-locale={locale}
            aria-current={locale === current ? 'true' : undefined}
            rightSection={locale === current ? <IconCheck size={16} aria-hidden /> : undefined}
            onClick={() => void chooseLanguage(locale, t)}
          >
            {LOCALE_NAMES[locale]}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={onSignOut}>
          {t('account.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
