import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BillingInterval,
  formatMoney,
  type Plan,
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
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/datetime';
import { PaymentSteps } from '../checkout/payment/PaymentPage';
import { fetchQuote, startCheckout } from './subscription-api';

type Output = z.output<typeof subscriptionCheckoutSchema>;

/**
 * Changing plan through the payment page's four steps (spec 2.7): choose a plan → billing information →
 * payment (the provider's hosted page) → confirmation (the page the provider returns to).
 */
export function ChangePlan({
  plans,
  current,
  initialPlan,
  email,
  name,
}: {
  plans: Plan[];
  current: SubscriptionOverview;
  initialPlan: string | null;
  email: string;
  name: string;
}) {
  const paid = plans.filter((p) => p.monthlyPrice > 0);
  const [step, setStep] = useState(0);
  const [interval, setInterval] = useState<BillingInterval>(current.subscription?.interval ?? 'monthly');
  // The plan asked for in the address, else the first paid plan that is not the current one.
  const [plan, setPlan] = useState<string>(
    initialPlan && paid.some((p) => p.code === initialPlan)
      ? initialPlan
      : ((paid.find((p) => p.code !== current.entitlements.plan) ?? paid[0])?.code ?? ''),
  );
  const [quote, setQuote] = useState<SubscriptionQuote>();
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
      setQuote(await fetchQuote(plan, interval));
      form.setValue('plan', plan as Output['plan']);
      form.setValue('interval', interval);
      setStep(1);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Could not price this plan. Try again.');
    }
  }

  const pay = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      setStep(2);
      const started = await startCheckout(values);
      if (started.authorizationUrl) {
        window.location.assign(started.authorizationUrl);
        return;
      }
      // A smaller plan needs no payment now: it starts when the paid period ends.
      await queryClient.invalidateQueries({ queryKey: ['subscription'] });
      setQuote(started.quote);
      setStep(3);
    } catch (error) {
      setStep(1);
      setFailure(error instanceof ApiError ? error.message : 'The payment could not start. Try again.');
    }
  });

  const money = (minor: number) => formatMoney(minor, quote?.currency ?? 'NGN', { compact: true });

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} id="change-plan">
      <Stack gap="lg">
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          Change plan
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
                      Runs until {formatDate(quote.periodEnd)}, then renews automatically.
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
              <Group justify="space-between">
                <Button variant="default" onClick={() => setStep(0)}>
                  Back
                </Button>
                <Button type="submit" loading={isSubmitting}>
                  {quote.kind === 'scheduled' ? 'Schedule the change' : `Pay ${money(quote.amount)}`}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {step === 2 && <Text>Opening the secure payment page…</Text>}
        {step === 3 && quote && (
          <Alert color="green" title="Change scheduled">
            Your plan changes on {formatDate(quote.periodStart)}.
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
