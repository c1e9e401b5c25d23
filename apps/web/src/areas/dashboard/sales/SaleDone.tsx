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

/** After saving: the receipt and its share buttons, or the pay link to copy and share. */
export function SaleDone({ result, onAnother }: { result: NewSaleResult; onAnother: () => void }) {
  const { order, receipt, payLink, share, change } = result;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="xs">
            <IconCheck size={22} color="var(--mantine-color-green-7)" aria-hidden />
            <Title order={2} fz="lg">
              Sale #{order.number} recorded
            </Title>
          </Group>
          <Text size="sm">
            Total {money(order.total, order.currency)}
            {payLink
              ? ' · awaiting payment'
              : order.paymentMode === 'on_delivery'
                ? ' · to pay on delivery'
                : ' · paid to you'}
          </Text>
          {change > 0 && (
            <Alert color="yellow" variant="light" title="Change to give back">
              {money(change, order.currency)}
            </Alert>
          )}
        </Stack>

        {receipt && (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              Receipt {receipt.number}
            </Text>
            <Button
              component="a"
              href={receipt.url}
              target="_blank"
              rel="noopener"
              variant="light"
              leftSection={<IconFileTypePdf size={18} />}
            >
              Open receipt (PDF)
            </Button>
          </Stack>
        )}

        {payLink && (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              Pay link
            </Text>
            <Group gap="xs" wrap="nowrap">
              <TextInput
                aria-label="Pay link"
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
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              Items held until {dateTime(payLink.expiresAt)}.
              {payLink.sent === 'sms' && ' Sent to the buyer by SMS.'}
              {payLink.sent === 'email' && ' Sent to the buyer by email.'} The buyer pays on your store’s pay
              page; Kasuwa holds the money in escrow until delivery (fee 1.5%).
            </Text>
          </Stack>
        )}

        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {payLink ? 'Send the link from your phone' : 'Send the receipt from your phone'}
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
                Email
              </Button>
            )}
          </Group>
        </Stack>

        <Group grow gap="xs">
          <Button component={Link} to={`/dashboard/orders/${order.id}`} variant="subtle">
            View order
          </Button>
          <Button onClick={onAnother} leftSection={<IconPlus size={16} />}>
            Another sale
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
