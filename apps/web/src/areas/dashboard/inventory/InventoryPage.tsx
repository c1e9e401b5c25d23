import type { InventoryItem } from '@kasuwa/contracts';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  Modal,
  SegmentedControl,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAdjustments, IconHistory, IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  EmptyState,
  ListTable,
  PageHeader,
  Pager,
  SearchField,
  useListQuery,
} from '../../../components/list';
import { useInventory } from '../api/inventory';
import { useTableMinWidth } from '../components/usePhone';
import { useCurrentStore } from '../store-context';
import { useT } from './i18n';
import { AdjustForm, History, ThresholdEditor } from './StockPanels';

export function InventoryPage() {
  const minWidth = useTableMinWidth(720);
  const { storeId } = useCurrentStore();
  const t = useT();
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
      <PageHeader title={t('nav.inventory')} description={t('inventory.list.description')} />
      <Card withBorder radius="md" padding={0}>
        <Group p="sm" gap="sm">
          <SearchField
            label={t('inventory.list.search')}
            placeholder={t('inventory.list.searchHint')}
            value={filters.q}
            onSearch={(q) => list.setFilter('q', q)}
          />
          <SegmentedControl
            aria-label={t('inventory.list.show')}
            data={[
              { value: '', label: t('inventory.list.allVariants') },
              { value: '1', label: t('inventory.list.lowStock') },
            ]}
            value={filters.lowStock ? '1' : ''}
            onChange={(v) => list.setFilter('low', v)}
          />
        </Group>
        <ListTable
          label={t('nav.inventory')}
          minWidth={minWidth}
          columns={5}
          loading={!inventory.data}
          count={inventory.data?.total}
          error={inventory.isError ? inventory.error : undefined}
          onRetry={() => inventory.refetch()}
          emptyPage={
            filters.lowStock && !filters.q ? (
              <EmptyState
                icon={<IconStack2 size={30} />}
                title={t('inventory.list.noneLow')}
                message={t('inventory.list.noneLowText')}
              />
            ) : filters.q ? (
              <EmptyState
                icon={<IconStack2 size={30} />}
                title={t('inventory.list.noMatch')}
                message={t('inventory.list.noMatchText')}
              />
            ) : (
              <EmptyState
                icon={<IconStack2 size={30} />}
                title={t('inventory.list.none')}
                message={t('inventory.list.noneText')}
                action={
                  <Button component={Link} to="/dashboard/products/new">
                    {t('inventory.list.addProduct')}
                  </Button>
                }
              />
            )
          }
          head={
            <>
              <Table.Th>{t('inventory.list.col.product')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('inventory.list.col.sku')}</Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                {t('inventory.list.col.inStock')}
              </Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                {t('inventory.list.col.alertAt')}
              </Table.Th>
              <Table.Th w={{ base: 0, sm: 200 }} />
            </>
          }
          footer={
            inventory.data && (
              <Pager
                padded
                page={filters.page}
                limit={filters.limit}
                total={inventory.data.total}
                noun="variants"
                summary={(first, last, total) => t('inventory.list.summary', { first, last, total })}
                onPage={list.setPage}
                onLimit={list.setLimit}
              />
            )
          }
        >
          {inventory.data?.items.map((item) => (
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
                      {t('inventory.list.outOfStock')}
                    </Badge>
                  ) : (
                    item.low && (
                      <Badge color="orange" variant="light" radius="sm" style={{ flexShrink: 0 }}>
                        {t('inventory.list.low')}
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
                    aria-label={t('inventory.list.adjustOf', {
                      product: item.productTitle,
                      variant: item.variantTitle,
                    })}
                  >
                    {t('inventory.list.adjust')}
                  </Button>
                  <Tooltip label={t('inventory.list.history')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('inventory.list.historyOf', {
                        product: item.productTitle,
                        variant: item.variantTitle,
                      })}
                      onClick={() => setHistory(item)}
                    >
                      <IconHistory size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </Card>
      <Modal
        opened={Boolean(adjusting)}
        onClose={() => setAdjusting(undefined)}
        title={t('inventory.list.adjustTitle')}
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
        title={
          history ? `${history.productTitle} · ${history.variantTitle}` : t('inventory.list.historyTitle')
        }
        size="md"
      >
        {history && <History storeId={storeId} item={history} />}
      </Drawer>
    </>
  );
}
