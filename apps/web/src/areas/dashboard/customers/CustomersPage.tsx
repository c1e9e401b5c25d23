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

const SORT_LABELS: Record<CustomerSort, string> = {
  recent: 'Latest order',
  orders: 'Most orders',
  spent: 'Most spent',
  name: 'Name',
};

/** An imported contact may have no name in the file: their number stands in for it. */
const nameOf = (c: Customer) => c.name || 'No name';

/** One customer as a card: the same on a phone and a desktop, so nothing hides behind a scroll. */
function CustomerCard({ customer, onOpen }: { customer: Customer; onOpen: () => void }) {
  return (
    <Card withBorder radius="md" padding="sm" data-customer={customer.phone}>
      <UnstyledButton onClick={onOpen} w="100%" aria-label={`Open ${nameOf(customer)}`}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} miw={0}>
            <Text fw={700} truncate>
              {nameOf(customer)}
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
              {customer.orders} {customer.orders === 1 ? 'order' : 'orders'}
              {customer.invoices > 0
                ? ` · ${customer.invoices} ${customer.invoices === 1 ? 'invoice' : 'invoices'}`
                : ''}
            </Text>
          </Stack>
        </Group>
        <Group gap={6} mt={6}>
          <Text size="xs" c="dimmed">
            {lastSeen(customer)}
          </Text>
          {customer.marketingConsent ? (
            <Badge size="sm" color="green" variant="light">
              Accepts marketing
            </Badge>
          ) : null}
          {customer.consent === 'unknown' ? (
            <Badge size="sm" color="gray" variant="light">
              Marketing not asked
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

function lastSeen(c: Customer): string {
  if (c.orders === 0 && c.invoices === 0 && c.importedAt) return `Imported ${date(c.importedAt)}`;
  return `${c.invoices > 0 ? 'Last order or invoice' : 'Last order'} ${date(c.lastOrderAt)}`;
}

function consentText(c: Customer): string {
  if (c.consent === 'yes')
    return `Agreed to marketing messages on ${date(c.consentUpdatedAt ?? c.lastOrderAt)}.`;
  if (c.consent === 'unknown')
    return 'Imported contact: never asked about marketing, so no campaign reaches them until they agree at a checkout.';
  return 'Has not agreed to marketing messages: only order messages reach them.';
}

function CustomerDrawer({ customer, onClose }: { customer: Customer | null; onClose: () => void }) {
  const { storeId } = useCurrentStore();
  const update = useUpdateCustomer(storeId);
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
      title={customer ? nameOf(customer) : undefined}
      padding="md"
    >
      {customer ? (
        <Stack gap="md">
          <Stack gap={2}>
            <PhoneLinks phone={customer.phone} name={customer.name || undefined} />
            {customer.email ? <Anchor href={`mailto:${customer.email}`}>{customer.email}</Anchor> : null}
            <Text size="sm" c="dimmed">
              {customer.orders} {customer.orders === 1 ? 'order' : 'orders'},{' '}
              {money(customer.totalSpent, customer.currency)} · customer since {date(customer.firstOrderAt)}
            </Text>
            {customer.invoices > 0 ? (
              <Text size="xs" c="dimmed">
                {customer.invoices} {customer.invoices === 1 ? 'invoice' : 'invoices'} sent; a paid invoice is
                counted among the orders and the amount spent, once.
              </Text>
            ) : null}
          </Stack>
          <TagsInput
            label="Tags"
            description="For your own groups, e.g. vip or wholesale. Press Enter after each."
            value={tags}
            onChange={setTags}
            maxTags={MAX_CUSTOMER_TAGS}
            clearable
          />
          <Textarea
            label="Notes"
            autosize
            minRows={3}
            maxLength={2000}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
          <Text size="sm">{consentText(customer)}</Text>
          {update.isError ? <Alert color="red">{errorMessage(update.error)}</Alert> : null}
          <Group justify="space-between">
            {customer.consent !== 'no' ? (
              <Button
                variant="subtle"
                color="red"
                onClick={() => save({ marketingConsent: false })}
                loading={update.isPending}
              >
                They asked to stop marketing
              </Button>
            ) : (
              <span />
            )}
            <Button onClick={() => save({ tags, notes })} loading={update.isPending}>
              Save
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
        title="Customers"
        description="Everyone who ordered from your store or whom you imported, by phone number: what they bought, your notes and whether they accept marketing."
        actions={
          <>
            <ContactsImportButton storeId={storeId} />
            <DownloadButton
              download={() => downloadCustomers(storeId, store.subdomain, filters)}
              disabled={!customers.data || customers.data.total === 0}
            >
              Export CSV
            </DownloadButton>
          </>
        }
      />
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SearchField
            label="Search customers"
            placeholder="Name, phone or e-mail"
            value={filters.search}
            onSearch={(v) => list.setFilter('search', v)}
          />
          <Select
            label="Marketing"
            w={170}
            value={consented}
            onChange={(v) => list.setFilter('consented', v ?? '')}
            data={[
              { value: '', label: 'Everyone' },
              { value: 'true', label: 'Accepts marketing' },
              { value: 'false', label: 'Does not' },
            ]}
          />
          <Select
            label="Sort by"
            w={150}
            value={sort}
            onChange={(v) => list.setFilter('sort', v === 'recent' ? '' : (v ?? ''))}
            data={CUSTOMER_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
          />
          <SearchField
            label="Tag"
            placeholder="Tag, e.g. vip"
            value={filters.tag}
            onSearch={(v) => list.setFilter('tag', v)}
          />
        </Group>
        <ListTable
          layout="cards"
          label="Customers"
          loading={!customers.data}
          count={customers.data?.total}
          error={customers.isError ? customers.error : undefined}
          onRetry={() => customers.refetch()}
          emptyPage={
            <EmptyState
              icon={<IconUsers size={30} />}
              title={filtered ? 'No customers match' : 'No customers yet'}
              message={
                filtered
                  ? 'Try another search or filter.'
                  : 'When someone orders from your storefront or you send them an invoice, they appear here with their phone number. You can also import the contacts from your phone.'
              }
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
