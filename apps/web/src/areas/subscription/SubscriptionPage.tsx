import {
  isComingSoon,
  PLAN_FEATURE_LABELS,
  type PlanFeature,
  type SubscriptionOverview,
} from '@kasuwa/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Checkbox,
  Container,
  Group,
  List,
  Loader,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconClock, IconLock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { getLocale } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/datetime';
import { restoreVendorSession, useVendorSession, vendorFetch } from '../../lib/vendor-session';
import { PaymentSteps } from '../checkout/payment/PaymentPage';
import { History } from './BillingHistory';
import { ChangePlan } from './ChangePlan';
import { useT } from './i18n';
import { PaymentMethod } from './PaymentMethod';
import { usePlans, useSubscription } from './subscription-api';

const STATUS_COLOUR = { active: 'green', grace: 'orange', cancelled: 'gray' } as const;
const FEATURES = Object.keys(PLAN_FEATURE_LABELS) as PlanFeature[];

/** Each plan feature's words (PLAN_FEATURE_LABELS in the reader's language). */
const FEATURE_KEYS = {
  customisation: 'subscription.feature.customisation',
  multiCurrency: 'subscription.feature.multiCurrency',
  discountCodes: 'subscription.feature.discountCodes',
  campaigns: 'subscription.feature.campaigns',
  customDomain: 'subscription.feature.customDomain',
  prioritySupport: 'subscription.feature.prioritySupport',
} as const satisfies Record<PlanFeature, string>;

/** A limit on the plan: included, locked (a bigger plan unlocks it) or not built yet on any plan. */
function LimitIcon({ state }: { state: 'on' | 'locked' | 'soon' }) {
  const t = useT();
  return (
    <ThemeIcon
      size={18}
      radius="xl"
      color={state === 'on' ? 'kasuwa' : 'gray'}
      variant={state === 'on' ? 'filled' : 'light'}
      role="img"
      aria-label={
        state === 'on'
          ? t('subscription.included')
          : state === 'locked'
            ? t('subscription.locked')
            : t('subscription.comingSoon')
      }
    >
      {state === 'on' ? (
        <IconCheck size={12} />
      ) : state === 'locked' ? (
        <IconLock size={12} />
      ) : (
        <IconClock size={12} />
      )}
    </ThemeIcon>
  );
}

/** The guard of the subscription area (spec 2.2): a signed-in vendor, or the login page and back. */
function useSignedIn() {
  const session = useVendorSession();
  const location = useLocation();
  useEffect(() => {
    if (session.status === 'unknown') void restoreVendorSession();
  }, [session.status]);
  const redirect =
    session.status === 'signed-out' ? (
      <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />
    ) : null;
  return { session, redirect };
}

function Loading() {
  const t = useT();
  return (
    <Center mih="50vh">
      <Loader color="kasuwa" type="dots" aria-label={t('subscription.loading')} />
    </Center>
  );
}

function CurrentPlan({ data }: { data: SubscriptionOverview }) {
  const t = useT();
  const queryClient = useQueryClient();
  const sub = data.subscription;
  const e = data.entitlements;
  const cancel = useMutation({
    mutationFn: (value: boolean) =>
      vendorFetch<SubscriptionOverview>('/api/subscription/cancel', { body: { cancel: value } }),
    onSuccess: (next) => queryClient.setQueryData(['subscription'], next),
  });
  const paying = sub && sub.status !== 'cancelled';
  // Nothing renews it (no saved card, no store balance chosen): the vendor pays each period herself.
  const manual = !!sub && !sub.cardLast4 && sub.renewFromStoreId === null;
  const payAhead =
    !!paying &&
    manual &&
    !sub.pendingPlan &&
    (sub.status === 'grace' || Date.parse(sub.currentPeriodEnd) - Date.now() <= PAY_AHEAD_MS);
  const limit = e.maxStores;
  const soon = (f: PlanFeature | 'staffSeats', words: string) =>
    isComingSoon(f) ? t('subscription.withSoon', { words }) : words;
  const period = paying && (sub.cardLast4 ? 'subscription.periodCard' : 'subscription.period');
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text c="dimmed" size="sm">
              {t('subscription.currentPlan')}
            </Text>
            <Title order={2}>{e.planName}</Title>
          </div>
          <Badge color={STATUS_COLOUR[e.status]} size="lg" variant="light">
            {t('subscription.status', { status: e.status })}
          </Badge>
        </Group>
        {period && (
          <Text size="sm">
            {t(period, {
              interval: t('subscription.interval', { interval: sub.interval }),
              start: formatDate(sub.currentPeriodStart),
              end: formatDate(sub.currentPeriodEnd),
              last4: sub.cardLast4 ?? '',
            })}
          </Text>
        )}
        {!paying && e.plan !== 'free' && <Text size="sm">{t('subscription.granted')}</Text>}
        {sub?.status === 'grace' && sub.graceUntil && !manual && (
          <Alert color="orange" role="alert">
            {t('subscription.graceCard', { date: formatDate(sub.graceUntil), plan: e.planName })}
          </Alert>
        )}
        {sub?.status === 'grace' && sub.graceUntil && manual && (
          <Alert color="orange" role="alert">
            {t('subscription.graceManual', { date: formatDate(sub.graceUntil), plan: e.planName })}
          </Alert>
        )}
        {paying && manual && sub.status === 'active' && !sub.cancelAtPeriodEnd && (
          <Text size="sm" c="dimmed">
            {t('subscription.manualNote', { date: formatDate(sub.currentPeriodEnd) })}
          </Text>
        )}
        {payAhead && (
          <Group>
            <Button component={Link} to="/subscription?pay=next">
              {t('subscription.payNext')}
            </Button>
          </Group>
        )}
        {paying && sub.cancelAtPeriodEnd && (
          <Alert color="gray">{t('subscription.ends', { date: formatDate(sub.currentPeriodEnd) })}</Alert>
        )}
        {paying && sub.pendingPlan && (
          <Alert color="blue">
            {t('subscription.changesTo', {
              plan: sub.pendingPlan,
              interval: t('subscription.interval', { interval: sub.pendingInterval ?? 'monthly' }),
              date: formatDate(sub.currentPeriodEnd),
            })}
          </Alert>
        )}
        <div>
          <Text size="sm" fw={600}>
            {limit === null
              ? t('subscription.storesUnlimited', { used: data.usage.stores })
              : t('subscription.stores', { used: data.usage.stores, limit })}
          </Text>
          {limit !== null && (
            <Progress
              value={Math.min(100, (data.usage.stores / limit) * 100)}
              aria-label={t('subscription.storesUsed')}
              color={data.usage.stores > limit ? 'orange' : 'kasuwa'}
            />
          )}
        </div>
        <List spacing={4} size="sm" center>
          {FEATURES.map((f) => (
            <List.Item key={f} icon={<LimitIcon state={isComingSoon(f) ? 'soon' : e[f] ? 'on' : 'locked'} />}>
              {soon(f, t(FEATURE_KEYS[f]))}
            </List.Item>
          ))}
          <List.Item icon={<LimitIcon state={e.staffSeats !== 0 ? 'on' : 'locked'} />}>
            {soon(
              'staffSeats',
              e.staffSeats === null
                ? t('subscription.seatsUnlimited')
                : t('subscription.seats', { seats: e.staffSeats }),
            )}
          </List.Item>
          <List.Item icon={<LimitIcon state={e.smsCreditsPerMonth > 0 ? 'on' : 'locked'} />}>
            {t('subscription.smsCredits', {
              count: e.smsCreditsPerMonth.toLocaleString(getLocale() === 'fr' ? 'fr' : 'en-NG'),
            })}
          </List.Item>
        </List>
        {paying && (
          <Group>
            <Button
              variant="default"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(!sub.cancelAtPeriodEnd)}
            >
              {sub.cancelAtPeriodEnd ? t('subscription.keepPlan') : t('subscription.cancelAtEnd')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** After a downgrade: the vendor picks which stores stay open for new products and orders. */
function KeepStores({ data }: { data: SubscriptionOverview }) {
  const t = useT();
  const limit = data.entitlements.maxStores;
  const [keep, setKeep] = useState<string[]>(data.stores.filter((s) => !s.readOnly).map((s) => String(s.id)));
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () =>
      vendorFetch<SubscriptionOverview>('/api/subscription/stores', { body: { keep: keep.map(Number) } }),
    onSuccess: (next) => queryClient.setQueryData(['subscription'], next),
  });
  if (data.usage.readOnlyStores === 0 || limit === null) return null;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={3}>{t('subscription.keepTitle')}</Title>
        <Text size="sm">{t('subscription.keepText', { limit })}</Text>
        <Checkbox.Group value={keep} onChange={setKeep}>
          <Stack gap={6}>
            {data.stores.map((s) => (
              <Checkbox
                key={s.id}
                value={String(s.id)}
                label={
                  s.readOnly
                    ? t('subscription.readOnly', { store: `${s.name} (${s.subdomain})` })
                    : `${s.name} (${s.subdomain})`
                }
                disabled={!keep.includes(String(s.id)) && keep.length >= limit}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {save.error && <Alert color="red">{(save.error as Error).message}</Alert>}
        <Group>
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={keep.length === 0}>
            {t('subscription.keepStores')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The next period can be paid from a week before it starts (the server's PAY_AHEAD_DAYS). */
const PAY_AHEAD_MS = 7 * 24 * 60 * 60 * 1000;

export function SubscriptionPage() {
  const t = useT();
  const { session, redirect } = useSignedIn();
  const [params] = useSearchParams();
  const subscription = useSubscription(session.status === 'signed-in');
  const plans = usePlans();
  if (redirect) return redirect;
  if (subscription.isError) {
    return (
      <Container size="md" py="xl">
        <Alert color="red">{(subscription.error as Error).message}</Alert>
      </Container>
    );
  }
  if (!subscription.data || !plans.data || session.status !== 'signed-in') return <Loading />;
  const data = subscription.data;
  const payNext =
    params.get('pay') === 'next' && !!data.subscription && data.subscription.status !== 'cancelled';
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('subscription.title')}
          </Title>
          <Button component={Link} to="/dashboard" variant="subtle">
            {t('subscription.backToDashboard')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <CurrentPlan data={data} />
          <ChangePlan
            key={payNext ? 'next' : 'change'}
            renewal={payNext}
            plans={plans.data}
            current={data}
            initialPlan={params.get('plan')}
            email={data.subscription?.billingEmail || session.user?.email || ''}
            name={[session.user?.firstName, session.user?.lastName].filter(Boolean).join(' ')}
          />
        </SimpleGrid>
        <PaymentMethod data={data} />
        <KeepStores data={data} />
        <History data={data} />
      </Stack>
    </Container>
  );
}

/** Step 4: where the payment page returns; the server verifies the payment with the provider. */
export function SubscriptionConfirmPage() {
  const t = useT();
  const { session, redirect } = useSignedIn();
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const queryClient = useQueryClient();
  const confirm = useQuery({
    queryKey: ['subscription-confirm', reference],
    queryFn: async () => {
      const answer = await vendorFetch<{ outcome: string; subscription: SubscriptionOverview }>(
        '/api/subscription/confirm',
        { body: { reference } },
      );
      queryClient.setQueryData(['subscription'], answer.subscription);
      return answer;
    },
    enabled: session.status === 'signed-in' && Boolean(reference),
    retry: false,
    refetchInterval: (q) => (q.state.data?.outcome === 'pending' ? 2000 : false),
  });
  if (redirect) return redirect;
  const outcome = confirm.data?.outcome;
  const ok = outcome === 'paid' || outcome === 'already_paid';
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <PaymentSteps active={3} />
        {!reference || confirm.isError ? (
          <Alert color="red" role="alert" title={t('subscription.confirm.failedTitle')}>
            {confirm.error instanceof ApiError
              ? confirm.error.message
              : t('subscription.confirm.noReference')}
          </Alert>
        ) : !confirm.data || outcome === 'pending' ? (
          <Loading />
        ) : outcome === 'paid_twice' ? (
          <Alert color="yellow" title={t('subscription.confirm.twiceTitle')} role="status">
            {t('subscription.confirm.twiceText')}
          </Alert>
        ) : ok ? (
          <Alert color="green" title={t('subscription.confirm.okTitle')} role="status">
            {t('subscription.confirm.okText', { plan: confirm.data.subscription.entitlements.planName })}
          </Alert>
        ) : (
          <Alert color="red" role="alert" title={t('subscription.confirm.declinedTitle')}>
            {t('subscription.confirm.declinedText')}
          </Alert>
        )}
        <Group>
          <Button component={Link} to="/subscription">
            {t('subscription.confirm.back')}
          </Button>
          {ok && (
            <Button component={Link} to="/new-store" variant="light">
              {t('subscription.confirm.anotherStore')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
