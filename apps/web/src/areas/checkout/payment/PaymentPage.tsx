import {
  ACCEPTED_PAYMENTS,
  BANK_TRANSFER_NOTE,
  formatMoney,
  PAYMENT_NO_ORDER,
  PAYMENT_PAGE_ERROR,
  PAYMENT_STEPS,
  type PaymentSettingsResponse,
  type PaymentStatus,
  type StartedPaymentResponse,
} from '@kasuwa/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  CloseButton,
  Container,
  Group,
  Loader,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, apiFetch } from '../../../lib/api';
import { checkCardOptions, loadInlineScript } from './paystack-inline';
import { TransferDetails } from './TransferDetails';

const resultPath = (reference: string, outcome: string) =>
  `/payment/result?reference=${encodeURIComponent(reference)}&outcome=${encodeURIComponent(outcome)}`;

/** The four-step breadcrumb of spec 2.7; `active` is the index of the current step. */
export function PaymentSteps({ active }: { active: number }) {
  return (
    <Stepper active={active} size="sm" allowNextStepsSelect={false} aria-label="Checkout steps">
      {PAYMENT_STEPS.map((label) => (
        <Stepper.Step key={label} label={label} />
      ))}
    </Stepper>
  );
}

function AcceptedPayments() {
  return (
    <Group gap="xs" aria-label="Accepted payments">
      {ACCEPTED_PAYMENTS.map((name) => (
        <Badge key={name} variant="outline" size="lg" radius="sm" color="gray" role="img" aria-label={name}>
          {name}
        </Badge>
      ))}
    </Group>
  );
}

async function startPayment(orderId: string, method: string, channel?: string) {
  return apiFetch<StartedPaymentResponse>('/api/payments', { body: { orderId, method, channel } });
}

/**
 * Spec 2.7, the payment page: query email, channel, domain, amount, phone (and the order being paid).
 * Amounts and references come from the server; the page never sees a secret key or card data.
 */
export function PaymentPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const domain = params.get('domain') ?? '';
  const email = params.get('email') ?? '';
  const amount = params.get('amount') ?? '';
  const channel = params.get('channel') ?? '';
  const orderId = params.get('order') ?? '';
  const currency = params.get('currency') ?? 'NGN';
  const complete = Boolean(domain && email && amount && channel);
  // Spec 2.7's query names a store and an amount; money is taken only against an order the store issued
  // (an invoice's or a checkout's), so without one the page refuses before offering any method.
  const orderless = complete && !orderId;

  const settings = useQuery({
    queryKey: ['payment-settings', domain],
    queryFn: () =>
      apiFetch<PaymentSettingsResponse>(`/api/payment-settings?domain=${encodeURIComponent(domain)}`),
    enabled: complete && !orderless,
    retry: false,
  });

  const [error, setError] = useState<string | null>(null);
  const [cardState, setCardState] = useState<'idle' | 'paying'>('idle');
  const [wallet, setWallet] = useState<{ url: string; reference: string } | null>(null);
  const [transfer, setTransfer] = useState<StartedPaymentResponse | null>(null);

  // While the wallet frame is open, ask the server (which verifies with Paga) whether it was paid.
  const walletStatus = useQuery({
    queryKey: ['payment', wallet?.reference],
    queryFn: () => apiFetch<PaymentStatus>(`/api/payments/${wallet!.reference}/verify`, { method: 'POST' }),
    enabled: Boolean(wallet),
    refetchInterval: 2000,
  });
  useEffect(() => {
    if (wallet && walletStatus.data?.status === 'paid') {
      setWallet(null);
      navigate(resultPath(wallet.reference, 'paid'));
    }
  }, [wallet, walletStatus.data, navigate]);

  if (orderless) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={PAYMENT_PAGE_ERROR} role="alert">
          {PAYMENT_NO_ORDER}
        </Alert>
        {/* The spec's page took a vendor's plan payment (its steps begin with 'Choose a plan'). */}
        <Text mt="md">
          Paying for your Kasuwa plan?{' '}
          <Anchor component={Link} to="/subscription">
            Choose it on the Subscription page
          </Anchor>
          .
        </Text>
      </Container>
    );
  }

  if (!complete || settings.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={PAYMENT_PAGE_ERROR} role="alert">
          {PAYMENT_PAGE_ERROR}
        </Alert>
      </Container>
    );
  }

  const methods = settings.data?.paymentSettings ?? [];
  const paga = methods.find((m) => m.method === 'paga');
  const card = methods.find((m) => m.method === 'paystack');
  const flutterwave = methods.find((m) => m.method === 'flutterwave');
  const bank = methods.find((m) => m.method === 'bank_transfer');
  const minor = Number(amount);
  const shown = Number.isSafeInteger(minor) ? formatMoney(minor, currency, { compact: true }) : amount;
  const fail = (err: unknown) => setError(err instanceof ApiError ? err.message : PAYMENT_PAGE_ERROR);

  async function openWallet() {
    setError(null);
    try {
      const started = await startPayment(orderId, 'paga');
      setWallet({ url: started.checkoutUrl!, reference: started.reference });
    } catch (err) {
      fail(err);
    }
  }

  /**
   * With the provider's inline script the card form opens in its popup; in the sandbox (or if the
   * script cannot load) the plain form submits and the browser goes to the hosted page instead.
   */
  async function payByCard(event: React.FormEvent<HTMLFormElement>) {
    if (!card || card.url.includes('/sandbox/')) return;
    event.preventDefault();
    setError(null);
    setCardState('paying');
    const form = event.currentTarget;
    try {
      const started = await startPayment(orderId, 'paystack', channel);
      const options = {
        key: card.publicKey,
        email,
        amount: started.amount,
        ref: started.reference,
        currency: started.currency,
        callback: (response: { reference: string }) => {
          setCardState('idle');
          void apiFetch<PaymentStatus & { outcome: string }>(`/api/payments/${response.reference}/verify`, {
            method: 'POST',
          })
            .then((s) => navigate(resultPath(s.reference, s.outcome)))
            .catch(fail);
        },
        onClose: () => setCardState('idle'),
      };
      const problem = checkCardOptions(options);
      if (problem) {
        setCardState('idle');
        setError(problem);
        return;
      }
      try {
        (await loadInlineScript(card.url)).setup(options).openIframe();
      } catch {
        window.location.assign(started.authorizationUrl ?? form.action);
      }
    } catch (err) {
      setCardState('idle');
      fail(err);
    }
  }

  async function payByTransfer() {
    setError(null);
    try {
      setTransfer(await startPayment(orderId, 'bank_transfer'));
    } catch (err) {
      fail(err);
    }
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PaymentSteps active={2} />
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Payment</Title>
            <Text c="dimmed">
              {email} · {shown}
            </Text>
          </div>
          <AcceptedPayments />
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {settings.isPending && <Loader aria-label="Loading payment methods" />}
        <Stack gap="md">
          {paga && (
            <Card withBorder>
              <Title order={3}>Wallet</Title>
              <Text size="sm" mb="sm">
                Pay with your Paga wallet, card, transfer or USSD in a secure window.
              </Text>
              <Button onClick={openWallet}>Pay with wallet</Button>
            </Card>
          )}
          {card && (
            <Card withBorder>
              <Title order={3}>Card</Title>
              <Text size="sm" mb="sm">
                Mastercard, Visa or Verve, USSD and bank channels, through Paystack.
              </Text>
              <form method="post" action="/api/payments/redirect" onSubmit={payByCard}>
                <input type="hidden" name="orderId" value={orderId} />
                <input type="hidden" name="method" value="paystack" />
                {['card', 'bank', 'ussd', 'bank_transfer'].includes(channel) && (
                  <input type="hidden" name="channel" value={channel} />
                )}
                <Button type="submit" loading={cardState === 'paying'}>
                  {cardState === 'paying' ? 'Paying…' : `Pay ${shown} by card`}
                </Button>
              </form>
            </Card>
          )}
          {flutterwave && (
            <Card withBorder>
              <Title order={3}>Flutterwave</Title>
              <form method="post" action="/api/payments/redirect">
                <input type="hidden" name="orderId" value={orderId} />
                <input type="hidden" name="method" value="flutterwave" />
                <Button type="submit" variant="light">
                  Pay with Flutterwave
                </Button>
              </form>
            </Card>
          )}
          {bank && (
            <Card withBorder>
              <Title order={3}>Bank transfer</Title>
              <Text size="sm" mb="sm">
                {BANK_TRANSFER_NOTE}
              </Text>
              {transfer?.bankTransfer ? (
                <TransferDetails
                  started={transfer}
                  onSettled={(status) => navigate(resultPath(status.reference, status.status))}
                />
              ) : (
                <Button variant="outline" onClick={payByTransfer}>
                  Pay by bank transfer
                </Button>
              )}
            </Card>
          )}
        </Stack>
      </Stack>
      {wallet && (
        <Box
          role="dialog"
          aria-label="Wallet payment"
          pos="fixed"
          style={{ inset: 0, zIndex: 1000, background: 'white', display: 'flex', flexDirection: 'column' }}
        >
          <Group justify="flex-end" p="xs">
            <CloseButton aria-label="Close" size="lg" onClick={() => setWallet(null)} />
          </Group>
          <iframe title="Paga Checkout" src={wallet.url} style={{ flex: 1, border: 0, width: '100%' }} />
        </Box>
      )}
    </Container>
  );
}

/** Where providers send the customer back: the server already verified; this shows the outcome. */
export function PaymentResultPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const status = useQuery({
    queryKey: ['payment', reference],
    queryFn: () => apiFetch<PaymentStatus>(`/api/payments/${encodeURIComponent(reference)}`),
    enabled: /^KSW-[0-9a-f]{24}$/.test(reference),
    refetchInterval: (q) => (q.state.data?.status === 'initialized' ? 3000 : false),
    retry: false,
  });
  const paid = status.data?.status === 'paid';
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PaymentSteps active={paid ? 4 : 2} />
        {status.isPending && status.fetchStatus !== 'idle' ? (
          <Loader aria-label="Checking your payment" />
        ) : paid ? (
          <Alert color="green" title="Payment received">
            Thank you! Your payment of{' '}
            {formatMoney(status.data!.amount, status.data!.currency, { compact: true })} was received
            (reference {reference}). It is held safely until you receive your order.
          </Alert>
        ) : status.data?.status === 'initialized' ? (
          <Alert color="yellow" title="Waiting for confirmation">
            We are waiting for the payment provider to confirm your payment.
          </Alert>
        ) : (
          <Alert color="red" title={PAYMENT_PAGE_ERROR}>
            Your payment was not completed. You can try again from the payment page.
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
