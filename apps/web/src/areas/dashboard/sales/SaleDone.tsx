import type { NewSaleResult } from '@kasuwa/contracts';
import { Alert, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  IconBrandWhatsapp,
  IconCheck,
  IconCopy,
  IconFileTypePdf,
  IconMail,
  IconMessage,
  IconPlus,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { dateTime, money } from '../format';
import { useT } from './i18n';

/** After saving: the receipt and its share buttons, or the pay link to copy and share. */
export function SaleDone({ result, onAnother }: { result: NewSaleResult; onAnother: () => void }) {
  const { order, receipt, payLink, share, change } = result;
  const t = useT();
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="xs">
            <IconCheck size={22} color="var(--mantine-color-green-7)" aria-hidden />
            <Title order={2} fz="lg">
              {t('sales.done.title', { number: order.number })}
            </Title>
          </Group>
          <Text size="sm">
            {t('sales.done.total', {
              amount: money(order.total, order.currency),
              state: payLink ? 'link' : order.paymentMode === 'on_delivery' ? 'delivery' : 'paid',
            })}
          </Text>
          {change > 0 && (
            <Alert color="yellow" variant="light" title={t('sales.done.change')}>
              {money(change, order.currency)}
            </Alert>
          )}
        </Stack>

        {receipt && (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('sales.done.receipt', { number: receipt.number })}
            </Text>
            <Button
              component="a"
              href={receipt.url}
              target="_blank"
              rel="noopener"
              variant="light"
              leftSection={<IconFileTypePdf size={18} />}
            >
              {t('sales.done.openReceipt')}
            </Button>
          </Stack>
        )}

        {payLink && (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('sales.new.payLink')}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <TextInput
                aria-label={t('sales.new.payLink')}
                value={payLink.url}
                readOnly
                style={{ flex: 1 }}
                onFocus={(e) => e.currentTarget.select()}
              />
              <CopyButton value={payLink.url}>
                {({ copied, copy }) => (
                  <Button
                    onClick={copy}
                    variant="default"
                    leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  >
                    {copied ? t('sales.done.copied') : t('sales.done.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              {t('sales.done.held', { date: dateTime(payLink.expiresAt) })}
              {payLink.sent === 'sms' && ` ${t('sales.done.sentSms')}`}
              {payLink.sent === 'email' && ` ${t('sales.done.sentEmail')}`} {t('sales.done.escrow')}
            </Text>
          </Stack>
        )}

        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {payLink ? t('sales.done.sendLink') : t('sales.done.sendReceipt')}
          </Text>
          <Button
            component="a"
            href={share.whatsapp}
            target="_blank"
            rel="noopener"
            leftSection={<IconBrandWhatsapp size={18} />}
          >
            WhatsApp
          </Button>
          <Group grow gap="xs">
            {share.sms && (
              <Button
                component="a"
                href={share.sms}
                variant="default"
                leftSection={<IconMessage size={18} />}
              >
                SMS
              </Button>
            )}
            {share.email && (
              <Button component="a" href={share.email} variant="default" leftSection={<IconMail size={18} />}>
                {t('sales.done.email')}
              </Button>
            )}
          </Group>
        </Stack>

        <Group grow gap="xs">
          <Button component={Link} to={`/dashboard/orders/${order.id}`} variant="subtle">
            {t('sales.done.viewOrder')}
          </Button>
          <Button onClick={onAnother} leftSection={<IconPlus size={16} />}>
            {t('sales.done.another')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
