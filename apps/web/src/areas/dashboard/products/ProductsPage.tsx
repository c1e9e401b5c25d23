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
import { PRODUCT_STATUS_LABELS, ProductStatusBadge } from '../components/StatusBadge';
import { useTableMinWidth } from '../components/usePhone';
import { date, money } from '../format';
import { useCurrentStore } from '../store-context';
import { CsvActions } from './CsvActions';

const STATUS_FILTER = [
  { value: '', label: 'All' },
  ...PRODUCT_STATUSES.map((s) => ({ value: s, label: PRODUCT_STATUS_LABELS[s] })),
];

export function ProductsPage() {
  const minWidth = useTableMinWidth(720);
  const { storeId } = useCurrentStore();
  const navigate = useNavigate();
  const list = useListQuery(['q', 'status'] as const, 20);
  const status = oneOf(PRODUCT_STATUSES, list.filters.status);
  const filters = { page: list.page, limit: list.limit, q: list.filters.q, status };
  const products = useProductList(storeId, filters);
  const filtered = Boolean(filters.q || filters.status);

  return (
    <>
      <PageHeader
        title="Products"
        description="Everything your store sells, with prices, variants and stock."
        actions={
          <>
            <CsvActions />
            <Button component={Link} to="/dashboard/products/new" leftSection={<IconPlus size={18} />}>
              Add product
            </Button>
          </>
        }
      />
      <Card withBorder padding={0} radius="md">
        <Group p="sm" gap="sm" wrap="wrap">
          <SearchField
            label="Search products"
            placeholder="Search by title or SKU"
            value={filters.q}
            onSearch={(q) => list.setFilter('q', q)}
          />
          <SegmentedControl
            aria-label="Status"
            data={STATUS_FILTER}
            value={status}
            onChange={(value) => list.setFilter('status', value)}
          />
        </Group>
        <ListTable
          label="Products"
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
                title="No products match"
                message="Try another search or status."
                action={
                  <Button variant="default" onClick={() => navigate('/dashboard/products')}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<IconBox size={32} />}
                title="Add your first product"
                message="Give it a title, a price and a photo; customers can order it as soon as it is active."
                action={
                  <Button component={Link} to="/dashboard/products/new" leftSection={<IconPlus size={18} />}>
                    Add product
                  </Button>
                }
              />
            )
          }
          head={
            <>
              <Table.Th>Product</Table.Th>
              <Table.Th visibleFrom="sm">Status</Table.Th>
              <Table.Th ta="right">Price</Table.Th>
              <Table.Th ta="right">Stock</Table.Th>
              <Table.Th visibleFrom="sm">SKU</Table.Th>
              <Table.Th visibleFrom="sm">Updated</Table.Th>
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
                      {p.variantCount === 1 ? '1 variant' : `${p.variantCount} variants`}
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
                  {p.variantCount > 1 ? 'From ' : ''}
                  {money(p.price, p.currency)}
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
                    Out of stock
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
