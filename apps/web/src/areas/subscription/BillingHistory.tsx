import { formatMoney, type SubscriptionOverview } from '@kasuwa/contracts';
import { Badge, Card, Table, Text, Title } from '@mantine/core';
import { DownloadButton } from '../../components/DownloadButton';
import { ListTable } from '../../components/list';
import { downloadFile } from '../../lib/api';
import { formatDate } from '../../lib/datetime';
import { getVendorState, refreshVendorSession } from '../../lib/vendor-session';

function InvoiceButton({ charge }: { charge: SubscriptionOverview['history'][number] }) {
  return (
    <DownloadButton
      size="compact-xs"
      variant="subtle"
      label={`Invoice ${charge.reference} (PDF)`}
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
  if (data.history.length === 0) return null;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Title order={3} mb="sm">
        Billing history
      </Title>
      <ListTable
        label="Billing history"
        columns={6}
        loading={false}
        count={data.history.length}
        minWidth={600}
        head={
          <>
            <Table.Th>Date</Table.Th>
            <Table.Th>Plan</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Reference</Table.Th>
            <Table.Th>Invoice</Table.Th>
          </>
        }
      >
        {data.history.map((c) => (
          <Table.Tr key={c.id}>
            <Table.Td>{formatDate(c.paidAt ?? c.createdAt)}</Table.Td>
            <Table.Td>
              {c.kind === 'card_check'
                ? 'Card check (refunded at once)'
                : `${c.plan} · ${c.interval} · ${c.kind}`}
            </Table.Td>
            <Table.Td>{formatMoney(c.amount, c.currency, { compact: true })}</Table.Td>
            <Table.Td>
              <Badge
                variant="light"
                color={c.status === 'paid' ? 'green' : c.status === 'failed' ? 'red' : 'gray'}
                title={c.failureReason ?? undefined}
              >
                {c.status === 'refund_due' ? 'refund due' : c.status}
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
