import type { SubscriptionOverview } from '@kasuwa/contracts';
import { Badge, Card, Table, Text, Title } from '@mantine/core';
import { DownloadButton } from '../../components/DownloadButton';
import { ListTable } from '../../components/list';
import { downloadFile } from '../../lib/api';
import { formatDate } from '../../lib/datetime';
import { getVendorState, refreshVendorSession } from '../../lib/vendor-session';
import { useT } from './i18n';
import { planMoney } from './money';

function InvoiceButton({ charge }: { charge: SubscriptionOverview['history'][number] }) {
  const t = useT();
  return (
    <DownloadButton
      size="compact-xs"
      variant="subtle"
      label={t('subscription.history.invoice', { reference: charge.reference })}
      download={() =>
        downloadFile(
          `/api/subscription/charges/${charge.id}/invoice.pdf`,
          `kasuwa-invoice-${charge.reference}.pdf`,
          () => getVendorState().token,
          refreshVendorSession,
        )
      }
    >
      PDF
    </DownloadButton>
  );
}

export function History({ data }: { data: SubscriptionOverview }) {
  const t = useT();
  if (data.history.length === 0) return null;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Title order={3} mb="sm">
        {t('subscription.history.title')}
      </Title>
      <ListTable
        label={t('subscription.history.title')}
        columns={6}
        loading={false}
        count={data.history.length}
        minWidth={600}
        head={
          <>
            <Table.Th>{t('subscription.history.date')}</Table.Th>
            <Table.Th>{t('subscription.history.plan')}</Table.Th>
            <Table.Th>{t('subscription.history.amount')}</Table.Th>
            <Table.Th>{t('subscription.history.status')}</Table.Th>
            <Table.Th>{t('subscription.history.reference')}</Table.Th>
            <Table.Th>{t('subscription.history.invoiceCol')}</Table.Th>
          </>
        }
      >
        {data.history.map((c) => (
          <Table.Tr key={c.id}>
            <Table.Td>{formatDate(c.paidAt ?? c.createdAt)}</Table.Td>
            <Table.Td>
              {c.kind === 'card_check'
                ? t('subscription.history.cardCheck')
                : t('subscription.history.charge', { plan: c.plan, interval: c.interval, kind: c.kind })}
            </Table.Td>
            <Table.Td>{planMoney(c.amount, c.currency)}</Table.Td>
            <Table.Td>
              <Badge
                variant="light"
                color={c.status === 'paid' ? 'green' : c.status === 'failed' ? 'red' : 'gray'}
                title={c.failureReason ?? undefined}
              >
                {t('subscription.history.chargeStatus', { status: c.status })}
              </Badge>
              {/* A second payment of a plan already paid: why it was not used and is given back. */}
              {c.kind !== 'card_check' && c.status.startsWith('refund') && c.failureReason ? (
                <Text size="xs" c="dimmed">
                  {c.failureReason}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td style={{ fontFamily: 'monospace', fontSize: 12 }}>{c.reference}</Table.Td>
            <Table.Td>
              {c.status === 'paid' && c.kind !== 'card_check' ? <InvoiceButton charge={c} /> : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Card>
  );
}

/** `/subscription` (spec 2.2): current plan and period, usage against limits, change plan, history. */
