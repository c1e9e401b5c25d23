import { INVOICE_STATUSES, type Invoice, type InvoiceStatus } from '@kasuwa/contracts';
import { Anchor, Badge, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState, ListTable, oneOf, PageHeader } from '../../../components/list';
import { errorMessage, vendorDownload } from '../api/http';
import { useInvoiceAction, useInvoices } from '../api/invoices';
import { storePath } from '../api/keys';
import { useStoreSettings } from '../api/stores';
import { PhoneLinks } from '../components/PhoneLinks';
import { date, money } from '../format';
import { useCurrentStore } from '../store-context';
import { DocumentSettings } from './DocumentSettings';
import { InvoiceForm } from './InvoiceForm';
import { useT } from './i18n';

const STATUS_KEYS = {
  draft: 'invoices.status.draft',
  sent: 'invoices.status.sent',
  paid: 'invoices.status.paid',
  overdue: 'invoices.status.overdue',
  void: 'invoices.status.void',
} as const satisfies Record<InvoiceStatus, string>;

const STATUS_COLORS: Record<InvoiceStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  paid: 'green',
  overdue: 'orange',
  void: 'red',
};

/** How the invoice reached the customer, for the card's small print ('' when it has not been sent). */
function sentBy(invoice: Invoice, t: ReturnType<typeof useT>): string {
  const { email, sms } = invoice.sentBy;
  if (!email && !sms) return '';
  return ` · ${t('invoices.card.sentBy', { by: email && sms ? 'both' : email ? 'email' : 'sms' })}`;
}

function InvoiceCard({ invoice, storeId }: { invoice: Invoice; storeId: number }) {
  const act = useInvoiceAction(storeId);
  const t = useT();
  const run = (action: 'send' | 'void' | 'correct', done: string) =>
    act.mutate(
      { id: invoice.id, action },
      {
        onSuccess: () => notifications.show({ color: 'green', title: done, message: invoice.customer.name }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('invoices.card.notChanged'),
            message: errorMessage(error),
          }),
      },
    );
  const open = invoice.status === 'draft' || invoice.status === 'sent' || invoice.status === 'overdue';
  return (
    <Card withBorder radius="md" padding="md" data-invoice={invoice.number ?? 'draft'}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text fw={700}>{invoice.number ?? t('invoices.status.draft')}</Text>
            <Badge color={STATUS_COLORS[invoice.status]} variant="light" data-status={invoice.status}>
              {t(STATUS_KEYS[invoice.status])}
            </Badge>
          </Group>
          <Text size="sm">{invoice.customer.name}</Text>
          {invoice.customer.phone ? (
            <PhoneLinks phone={invoice.customer.phone} name={invoice.customer.name} size="xs" />
          ) : null}
          <Text size="xs" c="dimmed">
            {t('invoices.card.due', { date: date(`${invoice.dueDate}T12:00:00Z`) })}
            {invoice.vat
              ? ` · ${t('invoices.card.vat', { amount: money(invoice.vatTotal, invoice.currency) })}`
              : ''}
            {sentBy(invoice, t)}
          </Text>
        </Stack>
        <Text fw={700} fz="lg">
          {money(invoice.total, invoice.currency)}
        </Text>
      </Group>
      <Group gap="xs" mt="sm">
        {invoice.status === 'draft' ? (
          <Button size="xs" loading={act.isPending} onClick={() => run('send', t('invoices.card.sent'))}>
            {t('invoices.card.send')}
          </Button>
        ) : null}
        {invoice.status === 'sent' || invoice.status === 'overdue' ? (
          <Button
            size="xs"
            variant="light"
            loading={act.isPending}
            onClick={() => run('send', t('invoices.card.sentAgain'))}
          >
            {t('invoices.card.sendAgain')}
          </Button>
        ) : null}
        {invoice.publicUrl ? (
          <Button
            size="xs"
            variant="default"
            onClick={() =>
              navigator.clipboard?.writeText(invoice.publicUrl ?? '').then(() =>
                notifications.show({
                  color: 'green',
                  title: t('share.copied'),
                  message: invoice.publicUrl,
                }),
              )
            }
          >
            {t('share.copy')}
          </Button>
        ) : null}
        {invoice.pdfUrl ? (
          <Anchor href={invoice.pdfUrl} target="_blank" size="sm">
            PDF
          </Anchor>
        ) : null}
        {open ? (
          <>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => run('void', t('invoices.card.voided'))}
            >
              {t('invoices.card.void')}
            </Button>
            {invoice.status !== 'draft' ? (
              <Button size="xs" variant="subtle" onClick={() => run('correct', t('invoices.card.corrected'))}>
                {t('invoices.card.voidCorrect')}
              </Button>
            ) : null}
          </>
        ) : null}
      </Group>
    </Card>
  );
}

function Export({ storeId, subdomain }: { storeId: number; subdomain: string }) {
  const today = new Date().toISOString().slice(0, 10);
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const download = async () => {
    setBusy(true);
    try {
      await vendorDownload(
        `${storePath(storeId)}/documents/export?from=${from}&to=${to}`,
        `${subdomain}-documents-${from}-${to}.csv`,
      );
    } catch (error) {
      notifications.show({ color: 'red', title: t('invoices.export.failed'), message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="md" padding="md">
      <Text fw={600} mb="xs">
        {t('invoices.export.title')}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('invoices.export.text')}
      </Text>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('range.from')}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          label={t('range.to')}
          type="date"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        <Button leftSection={<IconDownload size={16} />} loading={busy} onClick={download}>
          {t('invoices.export.download')}
        </Button>
      </Group>
    </Card>
  );
}

/** The vendor's invoices (issue 17): write and send one, follow its status, void or correct it. */
export function InvoicesPage() {
  const { storeId, store } = useCurrentStore();
  const t = useT();
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [writing, setWriting] = useState(false);
  const list = useInvoices(storeId, status);
  const settings = useStoreSettings(storeId);
  const currency = settings.data?.currency ?? 'NGN';
  return (
    <>
      <PageHeader
        title={t('nav.invoices')}
        description={t('invoices.description')}
        actions={
          writing ? null : (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setWriting(true)}>
              {t('invoices.new')}
            </Button>
          )
        }
      />
      <Stack gap="lg">
        {writing ? (
          <InvoiceForm storeId={storeId} currency={currency} onDone={() => setWriting(false)} />
        ) : null}
        <Select
          label={t('invoices.filter.status')}
          w={200}
          value={status}
          onChange={(v) => setStatus(oneOf(INVOICE_STATUSES, v ?? ''))}
          data={[
            { value: '', label: t('invoices.filter.all') },
            ...INVOICE_STATUSES.map((s) => ({ value: s, label: t(STATUS_KEYS[s]) })),
          ]}
        />
        <ListTable
          layout="cards"
          gap="sm"
          label={t('nav.invoices')}
          loading={!list.data}
          count={list.data?.length}
          error={list.isError ? list.error : undefined}
          onRetry={() => list.refetch()}
          emptyPage={
            <EmptyState
              icon={<IconFileInvoice size={32} />}
              title={t('invoices.empty')}
              message={t('invoices.emptyText')}
            />
          }
        >
          {list.data?.map((invoice) => (
            <InvoiceCard key={invoice.id} invoice={invoice} storeId={storeId} />
          ))}
        </ListTable>
        <Export storeId={storeId} subdomain={store.subdomain} />
        <DocumentSettings storeId={storeId} />
      </Stack>
    </>
  );
}
