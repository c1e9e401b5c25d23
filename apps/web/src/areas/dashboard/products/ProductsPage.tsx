import { PRODUCT_STATUSES } from '@kasuwa/contracts';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  SegmentedControl,
  Table,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconBox, IconPhoto, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import {
  EmptyState,
  ListTable,
  oneOf,
  PageHeader,
  Pager,
  SearchField,
  useListQuery,
} from '../../../components/list';
import { useProductList } from '../api/products';
import { PRODUCT_STATUS_KEYS, ProductStatusBadge } from '../components/StatusBadge';
import { useTableMinWidth } from '../components/usePhone';
import { date, money } from '../format';
import { useCurrentStore } from '../store-context';
import { CsvActions } from './CsvActions';
import { useT } from './i18n';

export function ProductsPage() {
  const minWidth = useTableMinWidth(720);
  const { storeId } = useCurrentStore();
  const navigate = useNavigate();
  const t = useT();
  const statusFilter = [
    { value: '', label: t('products.list.all') },
    ...PRODUCT_STATUSES.map((s) => ({ value: s, label: t(PRODUCT_STATUS_KEYS[s]) })),
  ];
  const list = useListQuery(['q', 'status'] as const, 20);
  const status = oneOf(PRODUCT_STATUSES, list.filters.status);
  const filters = { page: list.page, limit: list.limit, q: list.filters.q, status };
  const products = useProductList(storeId, filters);
  const filtered = Boolean(filters.q || filters.status);

  return (
    <>
      <PageHeader
        title={t('nav.products')}
        description={t('products.list.description')}
        actions={
          <>
            <CsvActions />
            <Button component={Link} to="/dashboard/products/new" leftSection={<IconPlus size={18} />}>
              {t('products.list.add')}
            </Button>
          </>
        }
      />
      <Card withBorder padding={0} radius="md">
        <Group p="sm" gap="sm" wrap="wrap">
          <SearchField
            label={t('products.list.search')}
            placeholder={t('products.list.searchHint')}
            value={filters.q}
            onSearch={(q) => list.setFilter('q', q)}
          />
          <SegmentedControl
            aria-label={t('products.list.status')}
            data={statusFilter}
            value={status}
            onChange={(value) => list.setFilter('status', value)}
          />
        </Group>
        <ListTable
          label={t('nav.products')}
          minWidth={minWidth}
          columns={6}
          loading={!products.data}
          count={products.data?.total}
          error={products.isError ? products.error : undefined}
          onRetry={() => products.refetch()}
          emptyPage={
            filtered ? (
              <EmptyState
                icon={<IconBox size={32} />}
                title={t('products.list.noMatch')}
                message={t('products.list.noMatchText')}
                action={
                  <Button variant="default" onClick={() => navigate('/dashboard/products')}>
                    {t('products.list.clearFilters')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<IconBox size={32} />}
                title={t('products.list.first')}
                message={t('products.list.firstText')}
                action={
                  <Button component={Link} to="/dashboard/products/new" leftSection={<IconPlus size={18} />}>
                    {t('products.list.add')}
                  </Button>
                }
              />
            )
          }
          head={
            <>
              <Table.Th>{t('products.list.col.product')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('products.list.status')}</Table.Th>
              <Table.Th ta="right">{t('products.list.col.price')}</Table.Th>
              <Table.Th ta="right">{t('products.list.col.stock')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('products.list.col.sku')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('products.list.col.updated')}</Table.Th>
            </>
          }
          footer={
            products.data && (
              <Pager
                padded
                page={filters.page}
                limit={filters.limit}
                total={products.data.total}
                noun="products"
                summary={(first, last, total) => t('products.list.summary', { first, last, total })}
                onPage={list.setPage}
                onLimit={list.setLimit}
              />
            )
          }
        >
          {products.data?.items.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  {p.thumbnailUrl ? (
                    <Image src={p.thumbnailUrl} alt="" w={44} h={44} radius="sm" fit="cover" />
                  ) : (
                    <ThemeIcon variant="light" color="gray" size={44} radius="sm">
                      <IconPhoto size={20} />
                    </ThemeIcon>
                  )}
                  <div>
                    <Anchor component={Link} to={`/dashboard/products/${p.id}`} fw={600} c="dark">
                      {p.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {t('products.list.variants', { count: p.variantCount })}
                      {p.tags.length > 0 && ` · ${p.tags.slice(0, 3).join(', ')}`}
                    </Text>
                    {/* On a phone the status sits under the title, leaving room for price and stock. */}
                    <ProductStatusBadge status={p.status} hiddenFrom="sm" mt={4} />
                  </div>
                </Group>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <ProductStatusBadge status={p.status} />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={500}>
                  {p.variantCount > 1
                    ? t('products.list.from', { price: money(p.price, p.currency) })
                    : money(p.price, p.currency)}
                </Text>
                {p.compareAtPrice !== null && p.compareAtPrice > p.price && (
                  <Text size="xs" c="dimmed" td="line-through">
                    {money(p.compareAtPrice, p.currency)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                {p.totalStock > 0 ? (
                  <Text size="sm">{p.totalStock}</Text>
                ) : (
                  <Badge color="red" variant="light" radius="sm">
                    {t('products.list.outOfStock')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm" c={p.sku ? undefined : 'dimmed'}>
                  {p.sku || '—'}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm" c="dimmed">
                  {date(p.updatedAt)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </Card>
    </>
  );
}
