import {
  isComingSoon,
  limitWords,
  PLAN_FEATURE_LABELS,
  type PlanFeature,
  type SubscriptionOverview,
  staffSeatsWords,
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
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/datetime';
import { restoreVendorSession, useVendorSession, vendorFetch } from '../../lib/vendor-session';
import { PaymentSteps } from '../checkout/payment/PaymentPage';
import { History } from './BillingHistory';
import { ChangePlan } from './ChangePlan';
import { PaymentMethod } from './PaymentMethod';
import { usePlans, useSubscription } from './subscription-api';

const STATUS_COLOUR = { active: 'green', grace: 'orange', cancelled: 'gray' } as const;
const FEATURES = Object.keys(PLAN_FEATURE_LABELS) as PlanFeature[];

/** A limit on the plan: included, locked (a bigger plan unlocks it) or not built yet on any plan. */
function LimitIcon({ state }: { state: 'on' | 'locked' | 'soon' }) {
  return (
    <ThemeIcon
      size={18}
      radius="xl"
      color={state === 'on' ? 'kasuwa' : 'gray'}
      variant={state === 'on' ? 'filled' : 'light'}
      role="img"
      aria-label={state === 'on' ? 'Included' : state === 'locked' ? 'Locked' : 'Coming soon'}
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
  return (
    <Center mih="50vh">
      <Loader color="kasuwa" type="dots" aria-label="Loading" />
    </Center>
  );
}

function CurrentPlan({ data }: { data: SubscriptionOverview }) {
  const queryClient = useQueryClient();
  const sub = data.subscription;
  const e = data.entitlements;
  const cancel = useMutation({
    mutationFn: (value: boolean) =>
      vendorFetch<SubscriptionOverview>('/api/subscription/cancel', { body: { cancel: value } }),
    onSuccess: (next) => queryClient.setQueryData(['subscription'], next),
  });
  const paying = sub && sub.status !== 'cancelled';
  const limit = e.maxStores;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text c="dimmed" size="sm">
              Current plan
            </Text>
            <Title order={2}>{e.planName}</Title>
          </div>
          <Badge color={STATUS_COLOUR[e.status]} size="lg" variant="light">
            {e.status === 'grace' ? 'Payment overdue' : e.status}
          </Badge>
        </Group>
        {paying && (
          <Text size="sm">
            {sub.interval === 'annual' ? 'Annual' : 'Monthly'} · {formatDate(sub.currentPeriodStart)} to{' '}
            {formatDate(sub.currentPeriodEnd)}
            {sub.cardLast4 ? ` · card ending ${sub.cardLast4}` : ''}
          </Text>
        )}
        {!paying && e.plan !== 'free' && (
          <Text size="sm">
            Granted by Kasuwa: this plan is not billed and does not renew. Choose a plan to pay for it
            yourself.
          </Text>
        )}
        {sub?.status === 'grace' && sub.graceUntil && (
          <Alert color="orange" role="alert">
            Your renewal payment failed. We retry once a day; replace your card below (we then try the new
            card within minutes) before {formatDate(sub.graceUntil)} to keep {e.planName}.
          </Alert>
        )}
        {paying && sub.cancelAtPeriodEnd && (
          <Alert color="gray">Your plan ends on {formatDate(sub.currentPeriodEnd)} and will not renew.</Alert>
        )}
        {paying && sub.pendingPlan && (
          <Alert color="blue">
            Changes to {sub.pendingPlan} ({sub.pendingInterval}) on {formatDate(sub.currentPeriodEnd)}.
          </Alert>
        )}
        <div>
          <Text size="sm" fw={600}>
            Stores: {data.usage.stores} of {limit ?? 'unlimited'}
          </Text>
          {limit !== null && (
            <Progress
              value={Math.min(100, (data.usage.stores / limit) * 100)}
              aria-label="Stores used"
              color={data.usage.stores > limit ? 'orange' : 'kasuwa'}
            />
          )}
        </div>
        <List spacing={4} size="sm" center>
          {FEATURES.map((f) => (
            <List.Item key={f} icon={<LimitIcon state={isComingSoon(f) ? 'soon' : e[f] ? 'on' : 'locked'} />}>
              {limitWords(f, PLAN_FEATURE_LABELS[f])}
            </List.Item>
          ))}
          <List.Item icon={<LimitIcon state={e.staffSeats !== 0 ? 'on' : 'locked'} />}>
            {staffSeatsWords(e.staffSeats)}
          </List.Item>
          <List.Item icon={<LimitIcon state={e.smsCreditsPerMonth > 0 ? 'on' : 'locked'} />}>
            SMS credits: {e.smsCreditsPerMonth.toLocaleString('en-NG')} a month
          </List.Item>
        </List>
        {paying && (
          <Group>
            <Button
              variant="default"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(!sub.cancelAtPeriodEnd)}
            >
              {sub.cancelAtPeriodEnd ? 'Keep my plan' : 'Cancel at period end'}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** After a downgrade: the vendor picks which stores stay open for new products and orders. */
function KeepStores({ data }: { data: SubscriptionOverview }) {
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
        <Title order={3}>Choose the stores to keep</Title>
        <Text size="sm">
          Your plan includes {limit} store{limit === 1 ? '' : 's'}. The others stay online but take no new
          products or orders. Nothing is deleted.
        </Text>
        <Checkbox.Group value={keep} onChange={setKeep}>
          <Stack gap={6}>
            {data.stores.map((s) => (
              <Checkbox
                key={s.id}
                value={String(s.id)}
                label={`${s.name} (${s.subdomain})${s.readOnly ? ' · read-only' : ''}`}
                disabled={!keep.includes(String(s.id)) && keep.length >= limit}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {save.error && <Alert color="red">{(save.error as Error).message}</Alert>}
        <Group>
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={keep.length === 0}>
            Keep these stores
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function SubscriptionPage() {
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
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Subscription
          </Title>
          <Button component={Link} to="/dashboard" variant="subtle">
            Back to dashboard
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <CurrentPlan data={data} />
          <ChangePlan
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
          <Alert color="red" role="alert" title="We could not confirm this payment">
            {confirm.error instanceof ApiError ? confirm.error.message : 'The payment reference is missing.'}
          </Alert>
        ) : !confirm.data || outcome === 'pending' ? (
          <Loading />
        ) : outcome === 'paid_twice' ? (
          <Alert color="yellow" title="This plan was already paid for" role="status">
            This payment was not used: it is being refunded in full to your card. Your plan is not affected.
          </Alert>
        ) : ok ? (
          <Alert color="green" title="Thank you: your plan is active" role="status">
            You are now on {confirm.data.subscription.entitlements.planName}. A receipt is on its way by
            e-mail.
          </Alert>
        ) : (
          <Alert color="red" role="alert" title="The payment did not go through">
            Nothing was charged for your plan. You can try again with another card.
          </Alert>
        )}
        <Group>
          <Button component={Link} to="/subscription">
            Back to subscription
          </Button>
          {ok && (
            <Button component={Link} to="/new-store" variant="light">
              Open another store
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
