import { zodResolver } from '@hookform/resolvers/zod';
import { adjustmentInputSchema, type InventoryItem, MANUAL_ADJUSTMENT_REASONS } from '@kasuwa/contracts';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  Modal,
  NumberInput,
  Popover,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Timeline,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAdjustments, IconBell, IconHistory, IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  EmptyState,
  PageHeader,
  Pager,
  QueryError,
  SearchField,
  TableSkeleton,
  useListQuery,
} from '../../../components/list';
import { ApiError, fieldErrors } from '../../../lib/api';
import { errorMessage } from '../api/http';
import { useAdjustments, useAdjustStock, useInventory, useSetThreshold } from '../api/inventory';
import { useTableMinWidth } from '../components/usePhone';
import { dateTime } from '../format';
import { useCurrentStore } from '../store-context';

export const REASON_LABELS: Record<string, string> = {
  restock: 'Restock',
  correction: 'Correction',
  damaged: 'Damaged',
  lost: 'Lost',
  returned: 'Returned',
  order_reserved: 'Order placed',
  reservation_released: 'Order released',
};

type AdjustInput = z.input<typeof adjustmentInputSchema>;
type AdjustOutput = z.output<typeof adjustmentInputSchema>;

function AdjustForm({ storeId, item, onDone }: { storeId: number; item: InventoryItem; onDone: () => void }) {
  const adjust = useAdjustStock(storeId);
  const form = useForm<AdjustInput, unknown, AdjustOutput>({
    resolver: zodResolver(adjustmentInputSchema),
    defaultValues: { delta: 0, reason: 'restock', note: '' },
  });
  const [failure, setFailure] = useState<string>();
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const answer = await adjust.mutateAsync({ variantId: item.variantId, body: values });
      notifications.show({
        color: 'green',
        title: 'Stock updated',
        message: `${item.productTitle} · ${item.variantTitle}: ${answer.stock} in stock`,
      });
      onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        const byField = fieldErrors(error);
        if (byField.delta) form.setError('delta', { message: byField.delta });
      }
      setFailure(errorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          <b>{item.productTitle}</b> · {item.variantTitle} — now <b>{item.stock}</b> in stock
        </Text>
        <Controller
          control={form.control}
          name="delta"
          render={({ field, fieldState }) => (
            <NumberInput
              label="Change"
              description="Positive to add (restock, returns), negative to remove (damaged, lost)"
              allowDecimal={false}
              value={field.value}
              onChange={(v) => field.onChange(typeof v === 'number' ? v : 0)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              data-autofocus
            />
          )}
        />
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <Select
              label="Reason"
              allowDeselect={false}
              data={MANUAL_ADJUSTMENT_REASONS.map((r) => ({ value: r, label: REASON_LABELS[r] ?? r }))}
              value={field.value}
              onChange={(v) => v && field.onChange(v)}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Textarea
          label="Note"
          placeholder="Optional, e.g. supplier invoice number"
          {...form.register('note')}
        />
        {failure && (
          <Text c="red" size="sm" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save adjustment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function History({ storeId, item }: { storeId: number; item: InventoryItem }) {
  const history = useAdjustments(storeId, item.variantId);
  if (history.isError) return <QueryError error={history.error} onRetry={() => history.refetch()} />;
  if (!history.data) {
    return (
      <Stack>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={48} />
        ))}
      </Stack>
    );
  }
  if (history.data.length === 0) return <Text c="dimmed">No changes recorded yet.</Text>;
  return (
    <Timeline bulletSize={22} lineWidth={2}>
      {history.data.map((a) => (
        <Timeline.Item
          key={a.id}
          color={a.delta > 0 ? 'green' : 'red'}
          title={
            <Group gap="xs">
              <Text fw={700} c={a.delta > 0 ? 'green.8' : 'red.8'}>
                {a.delta > 0 ? `+${a.delta}` : a.delta}
              </Text>
              <Badge variant="light" color="gray" radius="sm">
                {REASON_LABELS[a.reason] ?? a.reason}
              </Badge>
              <Text size="sm" c="dimmed">
                → {a.stockAfter}
              </Text>
            </Group>
          }
        >
          {a.note && <Text size="sm">{a.note}</Text>}
          <Text size="xs" c="dimmed">
            {dateTime(a.createdAt)} · {a.actorName}
            {a.orderId && (
              <>
                {' · '}
                <Anchor component={Link} to={`/dashboard/orders/${a.orderId}`} size="xs">
                  order
                </Anchor>
              </>
            )}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function ThresholdEditor({ storeId, item }: { storeId: number; item: InventoryItem }) {
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState<number>(item.lowStockThreshold);
  const save = useSetThreshold(storeId);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus shadow="md">
      <Popover.Target>
        <Tooltip label="Low-stock alert level">
          <Button
            variant="subtle"
            size="compact-sm"
            color="gray"
            leftSection={<IconBell size={14} />}
            onClick={() => {
              setValue(item.lowStockThreshold);
              setOpened((o) => !o);
            }}
            aria-label={`Alert level of ${item.productTitle} ${item.variantTitle}: ${item.lowStockThreshold}`}
          >
            {item.lowStockThreshold}
          </Button>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={220}>
          <NumberInput
            label="Alert when stock is at or under"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={value}
            onChange={(v) => setValue(typeof v === 'number' ? v : 0)}
          />
          <Button
            size="xs"
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { variantId: item.variantId, lowStockThreshold: value },
                {
                  onSuccess: () => setOpened(false),
                  onError: (error) =>
                    notifications.show({ color: 'red', title: 'Not saved', message: errorMessage(error) }),
                },
              )
            }
          >
            Save
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

export function InventoryPage() {
  const minWidth = useTableMinWidth(720);
  const { storeId } = useCurrentStore();
  const list = useListQuery(['q', 'low'] as const, 50);
  const filters = {
    page: list.page,
    limit: list.limit,
    q: list.filters.q,
    lowStock: list.filters.low === '1',
  };
  const inventory = useInventory(storeId, filters);
  const [adjusting, setAdjusting] = useState<InventoryItem>();
  const [history, setHistory] = useState<InventoryItem>();

  return (
    <>
      <PageHeader title="Inventory" description="Stock per variant. Every change is kept with its reason." />
      <Card withBorder radius="md" padding={0}>
        <Group p="sm" gap="sm">
          <SearchField
            label="Search inventory"
            placeholder="Search by product, variant or SKU"
            value={filters.q}
            onSearch={(q) => list.setFilter('q', q)}
          />
          <SegmentedControl
            aria-label="Show"
            data={[
              { value: '', label: 'All variants' },
              { value: '1', label: 'Low stock' },
            ]}
            value={filters.lowStock ? '1' : ''}
            onChange={(v) => list.setFilter('low', v)}
          />
        </Group>
        {inventory.isError ? (
          <Group p="md">
            <QueryError error={inventory.error} onRetry={() => inventory.refetch()} />
          </Group>
        ) : inventory.data?.total === 0 ? (
          filters.lowStock && !filters.q ? (
            <EmptyState
              icon={<IconStack2 size={30} />}
              title="Nothing is running low"
              message="Every variant is above its alert level."
            />
          ) : filters.q ? (
            <EmptyState
              icon={<IconStack2 size={30} />}
              title="No variants match"
              message="Try another search."
            />
          ) : (
            <EmptyState
              icon={<IconStack2 size={30} />}
              title="No stock to track yet"
              message="Add a product; each of its variants gets a line here."
              action={
                <Button component={Link} to="/dashboard/products/new">
                  Add product
                </Button>
              }
            />
          )
        ) : (
          <>
            <Table.ScrollContainer minWidth={minWidth}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead bg="gray.0">
                  <Table.Tr>
                    <Table.Th>Product</Table.Th>
                    <Table.Th visibleFrom="sm">SKU</Table.Th>
                    <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                      In stock
                    </Table.Th>
                    <Table.Th ta="right" visibleFrom="sm">
                      Alert at
                    </Table.Th>
                    <Table.Th w={{ base: 0, sm: 200 }} />
                  </Table.Tr>
                </Table.Thead>
                {!inventory.data ? (
                  <TableSkeleton columns={5} />
                ) : (
                  <Table.Tbody>
                    {inventory.data.items.map((item) => (
                      <Table.Tr key={item.variantId}>
                        <Table.Td>
                          <Anchor
                            component={Link}
                            to={`/dashboard/products/${item.productId}`}
                            fw={600}
                            c="dark"
                            size="sm"
                          >
                            {item.productTitle}
                          </Anchor>
                          <Text size="xs" c="dimmed">
                            {item.variantTitle}
                          </Text>
                        </Table.Td>
                        <Table.Td visibleFrom="sm">
                          <Text size="sm" c={item.sku ? undefined : 'dimmed'}>
                            {item.sku || '—'}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">
                          <Group gap={6} justify="flex-end" wrap="nowrap">
                            {item.stock <= 0 ? (
                              <Badge color="red" variant="light" radius="sm" style={{ flexShrink: 0 }}>
                                Out of stock
                              </Badge>
                            ) : (
                              item.low && (
                                <Badge color="orange" variant="light" radius="sm" style={{ flexShrink: 0 }}>
                                  Low
                                </Badge>
                              )
                            )}
                            <Text fw={700} size="sm">
                              {item.stock}
                            </Text>
                          </Group>
                        </Table.Td>
                        <Table.Td ta="right" visibleFrom="sm">
                          <ThresholdEditor storeId={storeId} item={item} />
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4} justify="flex-end" wrap="nowrap">
                            <Button
                              size="compact-sm"
                              variant="light"
                              leftSection={<IconAdjustments size={14} />}
                              onClick={() => setAdjusting(item)}
                              aria-label={`Adjust stock of ${item.productTitle} ${item.variantTitle}`}
                            >
                              Adjust
                            </Button>
                            <Tooltip label="History">
                              <ActionIcon
                                variant="subtle"
                                color="gray"
                                aria-label={`Stock history of ${item.productTitle} ${item.variantTitle}`}
                                onClick={() => setHistory(item)}
                              >
                                <IconHistory size={18} />
                              </ActionIcon>
                            </Tooltip>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                )}
              </Table>
            </Table.ScrollContainer>
            {inventory.data && (
              <Pager
                padded
                page={filters.page}
                limit={filters.limit}
                total={inventory.data.total}
                noun="variants"
                onPage={list.setPage}
                onLimit={list.setLimit}
              />
            )}
          </>
        )}
      </Card>
      <Modal
        opened={Boolean(adjusting)}
        onClose={() => setAdjusting(undefined)}
        title="Adjust stock"
        centered
      >
        {adjusting && (
          <AdjustForm storeId={storeId} item={adjusting} onDone={() => setAdjusting(undefined)} />
        )}
      </Modal>
      <Drawer
        opened={Boolean(history)}
        onClose={() => setHistory(undefined)}
        position="right"
        title={history ? `${history.productTitle} · ${history.variantTitle}` : 'Stock history'}
        size="md"
      >
        {history && <History storeId={storeId} item={history} />}
      </Drawer>
    </>
  );
}
