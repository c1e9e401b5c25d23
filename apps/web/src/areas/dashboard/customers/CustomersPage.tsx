import { CUSTOMER_SORTS, type Customer, type CustomerSort, MAX_CUSTOMER_TAGS } from '@kasuwa/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { DownloadButton } from '../../../components/DownloadButton';
import {
  EmptyState,
  ListTable,
  oneOf,
  PageHeader,
  Pager,
  SearchField,
  useListQuery,
} from '../../../components/list';
import { type CustomerFilters, downloadCustomers, useCustomers, useUpdateCustomer } from '../api/customers';
import { errorMessage } from '../api/http';
import { PhoneLinks } from '../components/PhoneLinks';
import { date, money } from '../format';
import { useCurrentStore } from '../store-context';
import { ContactsImportButton } from './ContactsImport';
import { type translate, useT } from './i18n';

type Translate = typeof translate;

const SORT_KEYS: Record<CustomerSort, Parameters<Translate>[0]> = {
  recent: 'customers.list.sort.recent',
  orders: 'customers.list.sort.orders',
  spent: 'customers.list.sort.spent',
  name: 'customers.list.sort.name',
};

/** An imported contact may have no name in the file. */
const nameOf = (t: Translate, c: Customer) => c.name || t('customers.card.noName');

/** One customer as a card: the same on a phone and a desktop, so nothing hides behind a scroll. */
function CustomerCard({ customer, onOpen }: { customer: Customer; onOpen: () => void }) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="sm" data-customer={customer.phone}>
      <UnstyledButton
        onClick={onOpen}
        w="100%"
        aria-label={t('customers.card.open', { name: nameOf(t, customer) })}
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} miw={0}>
            <Text fw={700} truncate>
              {nameOf(t, customer)}
            </Text>
            {customer.email ? (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {customer.email}
              </Text>
            ) : null}
          </Stack>
          <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
            <Text fw={700}>{money(customer.totalSpent, customer.currency)}</Text>
            <Text size="xs" c="dimmed">
              {customer.invoices > 0
                ? t('customers.card.ordersInvoices', { orders: customer.orders, invoices: customer.invoices })
                : t('customers.card.orders', { orders: customer.orders })}
            </Text>
          </Stack>
        </Group>
        <Group gap={6} mt={6}>
          <Text size="xs" c="dimmed">
            {lastSeen(t, customer)}
          </Text>
          {customer.marketingConsent ? (
            <Badge size="sm" color="green" variant="light">
              {t('customers.list.accepts')}
            </Badge>
          ) : null}
          {customer.consent === 'unknown' ? (
            <Badge size="sm" color="gray" variant="light">
              {t('customers.card.notAsked')}
            </Badge>
          ) : null}
          {customer.tags.map((tag) => (
            <Badge key={tag} size="sm" variant="outline" color="gray">
              {tag}
            </Badge>
          ))}
        </Group>
      </UnstyledButton>
      {/* Outside the card's button: a link inside a button is neither valid nor reachable. */}
      <Group mt={6}>
        <PhoneLinks phone={customer.phone} name={customer.name || undefined} />
      </Group>
    </Card>
  );
}

function lastSeen(t: Translate, c: Customer): string {
  if (c.orders === 0 && c.invoices === 0 && c.importedAt)
    return t('customers.card.imported', { date: date(c.importedAt) });
  return c.invoices > 0
    ? t('customers.card.lastOrderOrInvoice', { date: date(c.lastOrderAt) })
    : t('customers.card.lastOrder', { date: date(c.lastOrderAt) });
}

function consentText(t: Translate, c: Customer): string {
  if (c.consent === 'yes')
    return t('customers.drawer.consentYes', { date: date(c.consentUpdatedAt ?? c.lastOrderAt) });
  if (c.consent === 'unknown') return t('customers.drawer.consentUnknown');
  return t('customers.drawer.consentNo');
}

function CustomerDrawer({ customer, onClose }: { customer: Customer | null; onClose: () => void }) {
  const { storeId } = useCurrentStore();
  const update = useUpdateCustomer(storeId);
  const t = useT();
  const [tags, setTags] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  // Fresh fields each time another customer opens.
  if (customer && shown !== customer.phone) {
    setShown(customer.phone);
    setTags(customer.tags);
    setNotes(customer.notes);
    update.reset();
  }
  const save = (patch: Parameters<typeof update.mutate>[0]['patch']) =>
    customer && update.mutate({ phone: customer.phone, patch }, { onSuccess: () => onClose() });

  return (
    <Drawer
      opened={customer !== null}
      onClose={onClose}
      position="right"
      title={customer ? nameOf(t, customer) : undefined}
      padding="md"
    >
      {customer ? (
        <Stack gap="md">
          <Stack gap={2}>
            <PhoneLinks phone={customer.phone} name={customer.name || undefined} />
            {customer.email ? <Anchor href={`mailto:${customer.email}`}>{customer.email}</Anchor> : null}
            <Text size="sm" c="dimmed">
              {t('customers.drawer.summary', {
                orders: customer.orders,
                spent: money(customer.totalSpent, customer.currency),
                date: date(customer.firstOrderAt),
              })}
            </Text>
            {customer.invoices > 0 ? (
              <Text size="xs" c="dimmed">
                {t('customers.drawer.invoices', { count: customer.invoices })}
              </Text>
            ) : null}
          </Stack>
          <TagsInput
            label={t('customers.drawer.tags')}
            description={t('customers.drawer.tagsHint')}
            value={tags}
            onChange={setTags}
            maxTags={MAX_CUSTOMER_TAGS}
            clearable
          />
          <Textarea
            label={t('customers.drawer.notes')}
            autosize
            minRows={3}
            maxLength={2000}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
          <Text size="sm">{consentText(t, customer)}</Text>
          {update.isError ? <Alert color="red">{errorMessage(update.error)}</Alert> : null}
          <Group justify="space-between">
            {customer.consent !== 'no' ? (
              <Button
                variant="subtle"
                color="red"
                onClick={() => save({ marketingConsent: false })}
                loading={update.isPending}
              >
                {t('customers.drawer.stopMarketing')}
              </Button>
            ) : (
              <span />
            )}
            <Button onClick={() => save({ tags, notes })} loading={update.isPending}>
              {t('customers.drawer.save')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Drawer>
  );
}

/** The store's customers from its orders, with what they bought, their tags and marketing consent. */
export function CustomersPage() {
  const { storeId, store } = useCurrentStore();
  const t = useT();
  const list = useListQuery(['search', 'tag', 'consented', 'sort'] as const, 20);
  const sort: CustomerSort = oneOf(CUSTOMER_SORTS, list.filters.sort) || 'recent';
  const consented =
    list.filters.consented === 'true' || list.filters.consented === 'false' ? list.filters.consented : '';
  const filters: CustomerFilters = {
    page: list.page,
    limit: list.limit,
    search: list.filters.search,
    tag: list.filters.tag.trim().toLowerCase(),
    consented,
    sort,
  };
  const customers = useCustomers(storeId, filters);
  const [open, setOpen] = useState<Customer | null>(null);
  const filtered = Boolean(filters.search || filters.tag || filters.consented);

  return (
    <>
      <PageHeader
        title={t('nav.customers')}
        description={t('customers.list.description')}
        actions={
          <>
            <ContactsImportButton storeId={storeId} />
            <DownloadButton
              download={() => downloadCustomers(storeId, store.subdomain, filters)}
              disabled={!customers.data || customers.data.total === 0}
            >
              {t('customers.list.export')}
            </DownloadButton>
          </>
        }
      />
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SearchField
            label={t('customers.list.search')}
            placeholder={t('customers.list.searchHint')}
            value={filters.search}
            onSearch={(v) => list.setFilter('search', v)}
          />
          <Select
            label={t('customers.list.marketing')}
            w={170}
            value={consented}
            onChange={(v) => list.setFilter('consented', v ?? '')}
            data={[
              { value: '', label: t('customers.list.everyone') },
              { value: 'true', label: t('customers.list.accepts') },
              { value: 'false', label: t('customers.list.doesNot') },
            ]}
          />
          <Select
            label={t('customers.list.sortBy')}
            w={150}
            value={sort}
            onChange={(v) => list.setFilter('sort', v === 'recent' ? '' : (v ?? ''))}
            data={CUSTOMER_SORTS.map((s) => ({ value: s, label: t(SORT_KEYS[s]) }))}
          />
          <SearchField
            label={t('customers.list.tag')}
            placeholder={t('customers.list.tagHint')}
            value={filters.tag}
            onSearch={(v) => list.setFilter('tag', v)}
          />
        </Group>
        <ListTable
          layout="cards"
          label={t('nav.customers')}
          loading={!customers.data}
          count={customers.data?.total}
          error={customers.isError ? customers.error : undefined}
          onRetry={() => customers.refetch()}
          emptyPage={
            <EmptyState
              icon={<IconUsers size={30} />}
              title={filtered ? t('customers.list.noMatch') : t('customers.list.none')}
              message={filtered ? t('customers.list.noMatchText') : t('customers.list.noneText')}
            />
          }
          footer={
            customers.data && (
              <Pager
                padded
                page={filters.page}
                limit={filters.limit}
                total={customers.data.total}
                noun="customers"
                summary={(first, last, total) => t('customers.list.summary', { first, last, total })}
                onPage={list.setPage}
                onLimit={list.setLimit}
              />
            )
          }
        >
          {customers.data?.items.map((c) => (
            <CustomerCard key={c.phone} customer={c} onOpen={() => setOpen(c)} />
          ))}
        </ListTable>
      </Stack>
      <CustomerDrawer customer={open} onClose={() => setOpen(null)} />
    </>
  );
}
