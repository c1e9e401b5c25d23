import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BillingInterval,
  formatMoney,
  PLAN_USSD_BANKS,
  type Plan,
  type PlanCheckoutMethod,
  type PlanPaymentStatus,
  type SubscriptionCheckoutInput,
  type SubscriptionOverview,
  type SubscriptionQuote,
  subscriptionCheckoutSchema,
} from '@kasuwa/contracts';
import {
  Alert,
  Button,
  Card,
  Group,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/datetime';
import { PaymentSteps } from '../checkout/payment/PaymentPage';
import { PlanManualPayment } from './PlanManualPayment';
import { fetchQuote, type StartedCheckout, startCheckout } from './subscription-api';

type Output = z.output<typeof subscriptionCheckoutSchema>;

/** A started transfer or USSD payment as the payment screen first shows it (then it asks the server). */
function manualStatus(started: StartedCheckout, method: 'transfer' | 'ussd'): PlanPaymentStatus {
  return {
    reference: started.reference!,
    status: 'pending',
    method,
    plan: started.quote.plan,
    interval: started.quote.interval,
    amount: started.quote.amount,
    currency: started.quote.currency,
    bankTransfer: started.bankTransfer ?? null,
    ussd: started.ussd ?? null,
    rejectedAmount: null,
    returns: [],
  };
}

/**
 * Changing plan through the payment page's four steps (spec 2.7): choose a plan → billing information →
 * payment (the provider's hosted page, a one-off transfer account or a USSD code) → confirmation. With
 * `renewal`, the next period of the current plan is paid ahead (a plan paid without a card does not
 * renew by itself) and the first step is skipped.
 */
export function ChangePlan({
  plans,
  current,
  initialPlan,
  email,
  name,
  renewal = false,
}: {
  plans: Plan[];
  current: SubscriptionOverview;
  initialPlan: string | null;
  email: string;
  name: string;
  renewal?: boolean;
}) {
  const paid = plans.filter((p) => p.monthlyPrice > 0);
  const [step, setStep] = useState(0);
  const [interval, setInterval] = useState<BillingInterval>(current.subscription?.interval ?? 'monthly');
  // The plan asked for in the address, else the first paid plan that is not the current one.
  const [plan, setPlan] = useState<string>(
    renewal && current.subscription
      ? current.subscription.plan
      : initialPlan && paid.some((p) => p.code === initialPlan)
        ? initialPlan
        : ((paid.find((p) => p.code !== current.entitlements.plan) ?? paid[0])?.code ?? ''),
  );
  const [quote, setQuote] = useState<SubscriptionQuote>();
  const [payWith, setPayWith] = useState<PlanCheckoutMethod>('card');
  const [ussdBank, setUssdBank] = useState<string | null>(null);
  const [manual, setManual] = useState<PlanPaymentStatus>();
  const [paidManually, setPaidManually] = useState(false);
  const [paidFromBalance, setPaidFromBalance] = useState(false);
  // The store whose available balance pays; the one with the most money by default.
  const richest = [...current.balances].sort((a, b) => b.available - a.available)[0];
  const [balanceStore, setBalanceStore] = useState<string | null>(richest ? String(richest.storeId) : null);
  const chosenBalance = current.balances.find((b) => String(b.storeId) === balanceStore);
  const balanceShort = !!quote && (!chosenBalance || chosenBalance.available < quote.amount);
  const [failure, setFailure] = useState<string>();
  const queryClient = useQueryClient();
  const form = useForm<SubscriptionCheckoutInput, unknown, Output>({
    resolver: zodResolver(subscriptionCheckoutSchema),
    mode: 'onTouched',
    defaultValues: { plan: plan as Output['plan'], interval, billingName: name, billingEmail: email },
  });
  const { errors, isSubmitting } = form.formState;

  async function toBilling() {
    setFailure(undefined);
    try {
      setQuote(await fetchQuote(plan, interval, renewal));
      form.setValue('plan', plan as Output['plan']);
      form.setValue('interval', interval);
      setStep(1);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Could not price this plan. Try again.');
    }
  }

  // Paying the next period ahead has nothing to choose: straight to the price and the bill.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the renewal screen opens
  useEffect(() => {
    if (renewal) void toBilling();
  }, [renewal]);

  const pay = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const scheduled = quote?.kind === 'scheduled';
      const fromBalance = payWith === 'balance' && !scheduled;
      const method = scheduled ? 'card' : payWith;
      setStep(2);
      const started = await startCheckout({
        ...values,
        payWith: method,
        ...(fromBalance && balanceStore ? { balanceStoreId: Number(balanceStore) } : {}),
        ...(method === 'ussd' && ussdBank ? { ussdBank } : {}),
        ...(renewal ? { renewal: true } : {}),
      });
      if ((method === 'transfer' || method === 'ussd') && started.reference) {
        setQuote(started.quote);
        setManual(manualStatus(started, method));
        return;
      }
      if (started.authorizationUrl) {
        window.location.assign(started.authorizationUrl);
        return;
      }
      // Paid from the balance (done at once), or a smaller plan that starts when the paid period ends.
      await queryClient.invalidateQueries({ queryKey: ['subscription'] });
      setQuote(started.quote);
      setPaidFromBalance(fromBalance);
      setStep(3);
    } catch (error) {
      setStep(1);
      setFailure(error instanceof ApiError ? error.message : 'The payment could not start. Try again.');
    }
  });

  const money = (minor: number) => formatMoney(minor, quote?.currency ?? 'NGN', { compact: true });
  const planName = (code: string | undefined) => plans.find((p) => p.code === code)?.name ?? code;
  const manualMethod = payWith === 'transfer' || payWith === 'ussd';
  const onManualPaid = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['subscription'] });
    setPaidManually(true);
    setStep(3);
  }, [queryClient]);

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} id="change-plan">
      <Stack gap="lg">
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {renewal ? 'Pay for the next period' : 'Change plan'}
        </Title>
        <PaymentSteps active={step} />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {step === 0 && (
          <Stack gap="md">
            <SegmentedControl
              value={interval}
              onChange={(v) => setInterval(v as BillingInterval)}
              data={[
                { value: 'monthly', label: 'Monthly' },
                { value: 'annual', label: 'Annual (2 months free)' },
              ]}
              aria-label="Billing interval"
            />
            <Radio.Group value={plan} onChange={setPlan} name="plan" label="Plan">
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                {paid.map((p) => (
                  <Card key={p.code} withBorder padding="md" component="label" style={{ cursor: 'pointer' }}>
                    <Group wrap="nowrap" align="flex-start">
                      <Radio value={p.code} aria-label={p.name} />
                      <div>
                        <Text fw={700}>{p.name}</Text>
                        <Text size="sm" c="dimmed">
                          {formatMoney(interval === 'monthly' ? p.monthlyPrice : p.annualPrice, p.currency, {
                            compact: true,
                          })}{' '}
                          / {interval === 'monthly' ? 'month' : 'year'}
                        </Text>
                        <Text size="sm">{p.tagline}</Text>
                      </div>
                    </Group>
                  </Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
            <Group justify="flex-end">
              <Button onClick={toBilling} disabled={!plan}>
                Continue
              </Button>
            </Group>
          </Stack>
        )}
        {step === 1 && quote && (
          <form onSubmit={pay} noValidate>
            <Stack gap="md">
              <Card withBorder bg="gray.0" aria-label="Price">
                <Text fw={700}>
                  {plans.find((p) => p.code === quote.plan)?.name} · {quote.interval}
                </Text>
                {quote.kind === 'scheduled' ? (
                  <Text size="sm">
                    Starts on {formatDate(quote.periodStart)}, when your paid period ends. Nothing to pay now.
                  </Text>
                ) : (
                  <>
                    <Text size="sm">Price: {money(quote.price)}</Text>
                    {quote.credit > 0 && (
                      <Text size="sm">Unused part of your current plan: −{money(quote.credit)}</Text>
                    )}
                    <Text fw={700}>To pay now: {money(quote.amount)}</Text>
                    <Text size="sm" c="dimmed">
                      {quote.kind === 'renewal' ? `Starts ${formatDate(quote.periodStart)}. ` : ''}
                      Runs until {formatDate(quote.periodEnd)},{' '}
                      {manualMethod
                        ? 'then you pay the next period (we remind you 7, 3 and 1 days before).'
                        : 'then renews automatically.'}
                    </Text>
                  </>
                )}
              </Card>
              <TextInput
                label="Name on the bill"
                error={errors.billingName?.message}
                {...form.register('billingName')}
              />
              <TextInput
                label="Billing email"
                type="email"
                error={errors.billingEmail?.message}
                {...form.register('billingEmail')}
              />
              {quote.kind !== 'scheduled' && (
                <Radio.Group
                  value={payWith}
                  onChange={(v) => setPayWith(v as PlanCheckoutMethod)}
                  name="payWith"
                  label="Pay with"
                >
                  <Stack gap="xs" mt="xs">
                    <Radio value="card" label="Card (secure payment page)" />
                    <Radio value="transfer" label="Bank transfer (an account number for this payment)" />
                    <Radio value="ussd" label="USSD (dial a code from your bank phone)" />
                    {!renewal && (
                      <Radio
                        value="balance"
                        label="Pay from my Kasuwa balance"
                        disabled={current.balances.length === 0}
                      />
                    )}
                  </Stack>
                </Radio.Group>
              )}
              {quote.kind !== 'scheduled' && manualMethod && (
                <Text size="sm" c="dimmed">
                  A plan paid by transfer or USSD does not renew by itself: we remind you before it ends, and
                  you pay the next period the way you like.
                </Text>
              )}
              {quote.kind !== 'scheduled' && payWith === 'ussd' && (
                <Select
                  label="Your bank"
                  placeholder="Choose your bank"
                  value={ussdBank}
                  onChange={setUssdBank}
                  allowDeselect={false}
                  data={PLAN_USSD_BANKS.map((b) => ({ value: b.id, label: `${b.name} (*${b.code}#)` }))}
                />
              )}
              {quote.kind !== 'scheduled' && payWith === 'balance' && (
                <Stack gap="xs">
                  <Select
                    label="Store balance to pay from"
                    value={balanceStore}
                    onChange={setBalanceStore}
                    allowDeselect={false}
                    data={current.balances.map((b) => ({
                      value: String(b.storeId),
                      label: `${b.name}: ${formatMoney(b.available, b.currency, { compact: true })} available`,
                    }))}
                  />
                  {balanceShort ? (
                    <Text size="sm" c="red" role="alert">
                      This balance does not cover {money(quote.amount)}. Pay by card, or choose another store.
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {money(quote.amount)} is taken from this store's available balance now, and renewals are
                      paid from it too (your saved card, if any, when it is short).
                    </Text>
                  )}
                </Stack>
              )}
              <Group justify="space-between">
                {renewal ? (
                  <span />
                ) : (
                  <Button variant="default" onClick={() => setStep(0)}>
                    Back
                  </Button>
                )}
                <Button
                  type="submit"
                  loading={isSubmitting}
                  disabled={
                    quote.kind !== 'scheduled' &&
                    ((payWith === 'balance' && balanceShort) || (payWith === 'ussd' && !ussdBank))
                  }
                >
                  {quote.kind === 'scheduled'
                    ? 'Schedule the change'
                    : payWith === 'balance'
                      ? `Pay ${money(quote.amount)} from balance`
                      : `Pay ${money(quote.amount)}`}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {step === 2 && manual && <PlanManualPayment initial={manual} onPaid={onManualPaid} />}
        {step === 2 && !manual && (
          <Text>
            {payWith === 'balance'
              ? 'Paying from your balance…'
              : manualMethod
                ? 'Getting your payment details…'
                : 'Opening the secure payment page…'}
          </Text>
        )}
        {step === 3 && quote && paidManually && (
          <Alert color="green" title="Payment received">
            Thank you: {money(quote.amount)} arrived. Your {planName(quote.plan)} plan is active until{' '}
            {formatDate(quote.periodEnd)}.
          </Alert>
        )}
        {step === 3 && quote && paidFromBalance && (
          <Alert color="green" title="Payment successful">
            Paid {money(quote.amount)} from your Kasuwa balance. Your{' '}
            {plans.find((p) => p.code === quote.plan)?.name} plan is active until{' '}
            {formatDate(quote.periodEnd)}.
          </Alert>
        )}
        {step === 3 && quote && !paidFromBalance && !paidManually && (
          <Alert color="green" title="Change scheduled">
            Your plan changes on {formatDate(quote.periodStart)}.
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
