import type { AnalyticsOverview } from '@kasuwa/contracts';
import { ORDER_STATUSES } from '@kasuwa/contracts/order-status';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconBox, IconPlus, IconReceipt, IconTruckDelivery } from '@tabler/icons-react';
import {
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useDeferredValue,
  useEffect,
  useState,
} from 'react';
import { Link } from 'react-router';
// The kit's files, not its index: the dashboard's first load must not take the whole list kit (and zod).
import { withMoreStyles } from '../../../app/more-styles';
import { EmptyState } from '../../../components/list/EmptyState';
import { PageHeader } from '../../../components/list/PageHeader';
import { QueryError } from '../../../components/list/QueryError';
import { RangePicker } from '../../../components/RangePicker';
import { useT } from '../../../i18n/i18n';
import { can } from '../access';
import { DEFAULT_OVERVIEW_QUERY, type OverviewQuery } from '../api/graphql';
import { useOverview } from '../api/orders';
import { PlainTable } from '../components/PlainTable';
import { ORDER_COLORS, ORDER_STATUS_KEYS, OrderStatusBadge } from '../components/StatusBadge';
import { dateTime, money, number } from '../format';
import { useCurrentStore } from '../store-context';
import { overviewGreeting } from './greeting';
import { SalesBreakdownCard } from './SalesBreakdown';
import SalesChart from './SalesChart';
import { BestSellersCard, FinancialReportButton, FunnelCard, SalesFigures, SourcesCard } from './SalesPanels';
import { SetupChecklist } from './SetupChecklist';
import { ShareStoreCard } from './ShareStoreCard';

function Stat({
  label,
  value,
  hint,
  icon,
  color,
  to,
}: {
  label: string;
  value: number | undefined;
  hint: ReactNode;
  icon: ReactNode;
  color: string;
  to: string;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component={Link} to={to} style={{ textDecoration: 'none' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton h={30} w={60} mt={6} />
          ) : (
            <Text fz={30} fw={800} c="dark" lh={1.2} mt={4}>
              {value}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={4}>
            {hint}
          </Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

// A member's overview loads only for members: the owner's first load does not carry it.
const MemberOverview = lazy(
  withMoreStyles(async () => ({ default: (await import('./MemberOverview')).MemberOverview })),
);

export function OverviewPage() {
  const { store } = useCurrentStore();
  // The figures are the owner's and of roles that include them; others get their shortcuts (issue 34).
  return can(store.access, 'analytics.read') ? (
    <StoreOverview />
  ) : (
    <Suspense fallback={null}>
      <MemberOverview />
    </Suspense>
  );
}

function StoreOverview() {
  const { store, storeId } = useCurrentStore();
  const t = useT();
  const [query, setQuery] = useState<OverviewQuery>(DEFAULT_OVERVIEW_QUERY);
  const overview = useOverview(storeId, query);
  // Every card redraws when the figures arrive: deferred, in slices that keep a slow phone responsive.
  const data = useDeferredValue(overview.data);
  // The cards under the figures (below the fold on a phone) are drawn in a second pass: the first draw
  // of the dashboard is then two shorter tasks on a slow phone rather than one that holds it longer.
  const [lower, setLower] = useState(false);
  useEffect(() => startTransition(() => setLower(true)), []);

  return (
    <>
      <PageHeader
        {...overviewGreeting(store)}
        actions={
          can(store.access, 'products.write') && (
            <Button component={Link} to="/dashboard/products/new" leftSection={<IconPlus size={18} />}>
              {t('overview.addProduct')}
            </Button>
          )
        }
      />
      {overview.isError && <QueryError error={overview.error} onRetry={() => overview.refetch()} />}
      <SetupChecklist key={storeId} mb="lg" />
      <ShareStoreCard storeName={store.name} storeUrl={store.url} mb="lg" />
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <RangePicker value={query} onChange={setQuery} />
        <FinancialReportButton storeId={storeId} subdomain={store.subdomain} range={data} />
      </Group>
      <SalesFigures data={data} />
      {/* Below the fold on a phone, the browser styles and lays these out only when they come near the
          screen (it remembers their height once drawn; 1400px stands in until then). */}
      <Box style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 1400px' }}>
        {lower && <LowerCards data={data} />}
      </Box>
    </>
  );
}

/** The chart, the panels, the counts and the latest orders: everything under the sales figures. */
function LowerCards({ data }: { data: AnalyticsOverview | undefined }) {
  const { store } = useCurrentStore();
  const t = useT();
  const toFulfil = data ? data.ordersByStatus.paid + data.ordersByStatus.processing : undefined;
  return (
    <>
      <Grid gutter="lg" mb="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Card withBorder radius="md" padding="lg" h="100%">
            <Title order={3} fz="md" mb="sm">
              {t('overview.revenueAndOrders')}
            </Title>
            {data ? (
              <SalesChart
                points={data.series.map((p) => ({
                  period: p.period,
                  amount: p.revenue,
                  count: p.orders,
                  details: [t('overview.visitsDetail', { count: number(p.visits) })],
                }))}
                interval={data.interval}
                currency={data.currency}
                amountLabel={t('overview.revenue')}
                countLabel={t('overview.paidOrders')}
              />
            ) : (
              <Skeleton h={264} />
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <BestSellersCard data={data} />
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mb="lg">
        <FunnelCard data={data} />
        <SourcesCard data={data} />
      </SimpleGrid>
      <SalesBreakdownCard data={data} />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} mb="lg">
        <Stat
          label={t('overview.products')}
          value={data?.products}
          hint={
            data
              ? t('overview.productsActive', { count: number(data.activeProducts) })
              : t('overview.counting')
          }
          icon={<IconBox size={24} />}
          color="kasuwa"
          to="/dashboard/products"
        />
        <Stat
          label={t('overview.lowStock')}
          value={data?.lowStock}
          hint={t('overview.lowStockHint')}
          icon={<IconAlertTriangle size={24} />}
          color={data?.lowStock ? 'orange' : 'gray'}
          to="/dashboard/inventory?low=1"
        />
        <Stat
          label={t('overview.toFulfil')}
          value={toFulfil}
          hint={t('overview.toFulfilHint')}
          icon={<IconTruckDelivery size={24} />}
          color="blue"
          to="/dashboard/orders?status=paid"
        />
        <Stat
          label={t('overview.awaitingPayment')}
          value={data?.ordersByStatus.pending_payment}
          hint={t('overview.awaitingPaymentHint')}
          icon={<IconReceipt size={24} />}
          color="yellow"
          to="/dashboard/orders?status=pending_payment"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <Card withBorder radius="md" padding="lg">
          <Title order={3} fz="md" mb="sm">
            {t('overview.byStatus')}
          </Title>
          <Stack gap={8}>
            {ORDER_STATUSES.map((status) => (
              <Group key={status} justify="space-between">
                <Anchor component={Link} to={`/dashboard/orders?status=${status}`} size="sm" c="dark">
                  {t(ORDER_STATUS_KEYS[status])}
                </Anchor>
                {data ? (
                  <Badge variant="light" color={ORDER_COLORS[status]} radius="sm">
                    {data.ordersByStatus[status]}
                  </Badge>
                ) : (
                  <Skeleton h={18} w={28} />
                )}
              </Group>
            ))}
          </Stack>
        </Card>
        <Card withBorder radius="md" padding={0} style={{ gridColumn: 'span 2' }}>
          <Group justify="space-between" p="lg" pb="xs">
            <Title order={3} fz="md">
              {t('overview.latestOrders')}
            </Title>
            <Anchor component={Link} to="/dashboard/orders" size="sm">
              {t('overview.allOrders')}
            </Anchor>
          </Group>
          {data && data.latestOrders.length === 0 ? (
            <EmptyState
              icon={<IconReceipt size={30} />}
              title={t('overview.noOrders')}
              message={t('overview.noOrdersText')}
              action={
                <Button component="a" href={store.url} target="_blank" rel="noopener" variant="light">
                  {t('overview.openStorefront')}
                </Button>
              }
            />
          ) : (
            <PlainTable minWidth={480} verticalSpacing="sm" highlightOnHover>
              {(data?.latestOrders ?? []).map((o) => (
                <tr key={o.id}>
                  <td>
                    <Anchor component={Link} to={`/dashboard/orders/${o.id}`} fw={600}>
                      #{o.number}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {dateTime(o.createdAt)}
                    </Text>
                  </td>
                  <td>
                    <Text size="sm">{o.customerName}</Text>
                  </td>
                  <td>
                    <OrderStatusBadge status={o.status} />
                  </td>
                  <td style={{ textAlign: 'right' }}>
                    <Text size="sm" fw={600}>
                      {money(o.total, o.currency)}
                    </Text>
                  </td>
                </tr>
              ))}
              {!data &&
                [0, 1, 2].map((i) => (
                  <tr key={i}>
                    <td colSpan={4}>
                      <Skeleton h={28} />
                    </td>
                  </tr>
                ))}
            </PlainTable>
          )}
        </Card>
      </SimpleGrid>
    </>
  );
}
