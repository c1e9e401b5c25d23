import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BillingInterval,
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
import { useT } from './i18n';
import { planMoney } from './money';
import { PlanManualPayment } from './PlanManualPayment';
import { fetchQuote, type StartedCheckout, startCheckout } from './subscription-api';
import { CHECKOUT_FIELD_MESSAGES } from './words';

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
  const t = useT();
  const fieldError = (message: string | undefined) => {
    const key = message === undefined ? undefined : CHECKOUT_FIELD_MESSAGES[message];
    return key ? t(key) : message;
  };
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
      setFailure(error instanceof ApiError ? error.message : t('subscription.change.priceFailed'));
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
      setFailure(error instanceof ApiError ? error.message : t('subscription.change.startFailed'));
    }
  });

  const money = (minor: number) => planMoney(minor, quote?.currency ?? 'NGN');
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
          {renewal ? t('subscription.payNext') : t('subscription.change.title')}
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
                { value: 'monthly', label: t('subscription.change.monthly') },
                { value: 'annual', label: t('subscription.change.annual') },
              ]}
              aria-label={t('subscription.change.interval')}
            />
            <Radio.Group value={plan} onChange={setPlan} name="plan" label={t('subscription.change.plan')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                {paid.map((p) => (
                  <Card key={p.code} withBorder padding="md" component="label" style={{ cursor: 'pointer' }}>
                    <Group wrap="nowrap" align="flex-start">
                      <Radio value={p.code} aria-label={p.name} />
                      <div>
                        <Text fw={700}>{p.name}</Text>
                        <Text size="sm" c="dimmed">
                          {t('subscription.change.perInterval', {
                            price: planMoney(
                              interval === 'monthly' ? p.monthlyPrice : p.annualPrice,
                              p.currency,
                            ),
                            interval,
                          })}
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
                {t('subscription.change.continue')}
              </Button>
            </Group>
          </Stack>
        )}
        {step === 1 && quote && (
          <form onSubmit={pay} noValidate>
            <Stack gap="md">
              <Card withBorder bg="gray.0" aria-label={t('subscription.change.price')}>
                <Text fw={700}>
                  {plans.find((p) => p.code === quote.plan)?.name} ·{' '}
                  {t('subscription.interval', { interval: quote.interval })}
                </Text>
                {quote.kind === 'scheduled' ? (
                  <Text size="sm">
                    {t('subscription.change.scheduled', { date: formatDate(quote.periodStart) })}
                  </Text>
                ) : (
                  <>
                    <Text size="sm">
                      {t('subscription.change.priceLine', { amount: money(quote.price) })}
                    </Text>
                    {quote.credit > 0 && (
                      <Text size="sm">
                        {t('subscription.change.credit', { amount: money(quote.credit) })}
                      </Text>
                    )}
                    <Text fw={700}>{t('subscription.change.toPay', { amount: money(quote.amount) })}</Text>
                    <Text size="sm" c="dimmed">
                      {quote.kind === 'renewal'
                        ? `${t('subscription.change.startsOn', { date: formatDate(quote.periodStart) })} `
                        : ''}
                      {manualMethod
                        ? t('subscription.change.runsManual', { date: formatDate(quote.periodEnd) })
                        : t('subscription.change.runsAuto', { date: formatDate(quote.periodEnd) })}
                    </Text>
                  </>
                )}
              </Card>
              <TextInput
                label={t('subscription.change.billingName')}
                error={fieldError(errors.billingName?.message)}
                {...form.register('billingName')}
              />
              <TextInput
                label={t('subscription.change.billingEmail')}
                type="email"
                error={fieldError(errors.billingEmail?.message)}
                {...form.register('billingEmail')}
              />
              {quote.kind !== 'scheduled' && (
                <Radio.Group
                  value={payWith}
                  onChange={(v) => setPayWith(v as PlanCheckoutMethod)}
                  name="payWith"
                  label={t('subscription.change.payWith')}
                >
                  <Stack gap="xs" mt="xs">
                    <Radio value="card" label={t('subscription.change.card')} />
                    <Radio value="transfer" label={t('subscription.change.transfer')} />
                    <Radio value="ussd" label={t('subscription.change.ussd')} />
                    {!renewal && (
                      <Radio
                        value="balance"
                        label={t('subscription.change.balance')}
                        disabled={current.balances.length === 0}
                      />
                    )}
                  </Stack>
                </Radio.Group>
              )}
              {quote.kind !== 'scheduled' && manualMethod && (
                <Text size="sm" c="dimmed">
                  {t('subscription.change.manualNote')}
                </Text>
              )}
              {quote.kind !== 'scheduled' && payWith === 'ussd' && (
                <Select
                  label={t('subscription.change.bank')}
                  placeholder={t('subscription.change.bankHint')}
                  value={ussdBank}
                  onChange={setUssdBank}
                  allowDeselect={false}
                  data={PLAN_USSD_BANKS.map((b) => ({ value: b.id, label: `${b.name} (*${b.code}#)` }))}
                />
              )}
              {quote.kind !== 'scheduled' && payWith === 'balance' && (
                <Stack gap="xs">
                  <Select
                    label={t('subscription.change.balanceStore')}
                    value={balanceStore}
                    onChange={setBalanceStore}
                    allowDeselect={false}
                    data={current.balances.map((b) => ({
                      value: String(b.storeId),
                      label: t('subscription.change.available', {
                        store: b.name,
                        amount: planMoney(b.available, b.currency),
                      }),
                    }))}
                  />
                  {balanceShort ? (
                    <Text size="sm" c="red" role="alert">
                      {t('subscription.change.short', { amount: money(quote.amount) })}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('subscription.change.fromBalance', { amount: money(quote.amount) })}
                    </Text>
                  )}
                </Stack>
              )}
              <Group justify="space-between">
                {renewal ? (
                  <span />
                ) : (
                  <Button variant="default" onClick={() => setStep(0)}>
                    {t('subscription.change.back')}
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
                    ? t('subscription.change.schedule')
                    : payWith === 'balance'
                      ? t('subscription.change.payFromBalance', { amount: money(quote.amount) })
                      : t('subscription.change.pay', { amount: money(quote.amount) })}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {step === 2 && manual && <PlanManualPayment initial={manual} onPaid={onManualPaid} />}
        {step === 2 && !manual && (
          <Text>
            {payWith === 'balance'
              ? t('subscription.change.payingBalance')
              : manualMethod
                ? t('subscription.change.gettingDetails')
                : t('subscription.change.opening')}
          </Text>
        )}
        {step === 3 && quote && paidManually && (
          <Alert color="green" title={t('subscription.change.receivedTitle')}>
            {t('subscription.change.received', {
              amount: money(quote.amount),
              plan: planName(quote.plan) ?? '',
              date: formatDate(quote.periodEnd),
            })}
          </Alert>
        )}
        {step === 3 && quote && paidFromBalance && (
          <Alert color="green" title={t('subscription.change.balanceTitle')}>
            {t('subscription.change.balancePaid', {
              amount: money(quote.amount),
              plan: planName(quote.plan) ?? '',
              date: formatDate(quote.periodEnd),
            })}
          </Alert>
        )}
        {step === 3 && quote && !paidFromBalance && !paidManually && (
          <Alert color="green" title={t('subscription.change.scheduledTitle')}>
            {t('subscription.change.scheduledText', { date: formatDate(quote.periodStart) })}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
