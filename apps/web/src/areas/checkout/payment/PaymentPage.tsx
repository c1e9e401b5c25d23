import {
  formatMoney,
  type PaymentSettingsResponse,
  type PaymentStatus,
  type StartedPaymentResponse,
} from '@kasuwa/contracts';
import { isLocale } from '@kasuwa/contracts/locale-tags';
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
import { getLocale, setLocale } from '../../../i18n/i18n';
import { ApiError, apiFetch } from '../../../lib/api';
import { useT } from '../i18n';
import { checkCardOptions, loadInlineScript } from './paystack-inline';
import { TransferDetails } from './TransferDetails';

const resultPath = (reference: string, outcome: string) =>
  `/payment/result?reference=${encodeURIComponent(reference)}&outcome=${encodeURIComponent(outcome)}`;

/** The four-step breadcrumb of spec 2.7; `active` is the index of the current step. */
export function PaymentSteps({ active }: { active: number }) {
  const t = useT();
  const steps = [
    t('checkout.step.plan'),
    t('checkout.step.billing'),
    t('checkout.step.payment'),
    t('checkout.step.done'),
  ];
  return (
    <Stepper active={active} size="sm" allowNextStepsSelect={false} aria-label={t('checkout.steps')}>
      {steps.map((label) => (
        <Stepper.Step key={label} label={label} />
      ))}
    </Stepper>
  );
}

/** The amount the shopper pays, in her language's grouping (₦ kept in French: formatMoneyIn's rule). */
function shopperMoney(minor: number, currency: string): string {
  if (getLocale() !== 'fr') return formatMoney(minor, currency, { compact: true });
  const text = formatMoney(minor, currency, { locale: 'fr', compact: true });
  return currency === 'NGN' ? text.replace('NGN', '₦') : text;
}

/**
 * The shopper's language: the storefront passes its own as `?lang=` (its language switch); without it
 * the page keeps what i18n.ts chose at start (this browser's choice, else its languages). Not saved: a
 * shopper paying on a vendor's phone must not change the vendor's dashboard.
 */
function useShopperLanguage() {
  const [params] = useSearchParams();
  const lang = params.get('lang');
  useEffect(() => {
    if (isLocale(lang) && lang !== getLocale()) void setLocale(lang, { save: false });
  }, [lang]);
}

function AcceptedPayments() {
  const t = useT();
  // Card brands and USSD are names; "Bank Transfer" is words.
  const accepted = ['Master Card', 'Visa Card', 'Verve Card', t('checkout.bankTransferBadge'), 'USSD'];
  return (
    <Group gap="xs" aria-label={t('checkout.accepted')}>
      {accepted.map((name) => (
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
  const t = useT();
  useShopperLanguage();
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
        <Alert color="red" title={t('checkout.error')} role="alert">
          {t('checkout.noOrder')}
        </Alert>
        {/* The spec's page took a vendor's plan payment (its steps begin with 'Choose a plan'). */}
        <Text mt="md">
          {t('checkout.planHint')}{' '}
          <Anchor component={Link} to="/subscription">
            {t('checkout.planLink')}
          </Anchor>
        </Text>
      </Container>
    );
  }

  if (!complete || settings.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t('checkout.error')} role="alert">
          {t('checkout.error')}
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
  const shown = Number.isSafeInteger(minor) ? shopperMoney(minor, currency) : amount;
  const fail = (err: unknown) => setError(err instanceof ApiError ? err.message : t('checkout.error'));

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
            <Title order={1}>{t('checkout.title')}</Title>
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
        {settings.isPending && <Loader aria-label={t('checkout.loadingMethods')} />}
        <Stack gap="md">
          {paga && (
            <Card withBorder>
              <Title order={3}>{t('checkout.wallet')}</Title>
              <Text size="sm" mb="sm">
                {t('checkout.walletText')}
              </Text>
              <Button onClick={openWallet}>{t('checkout.payWallet')}</Button>
            </Card>
          )}
          {card && (
            <Card withBorder>
              <Title order={3}>{t('checkout.card')}</Title>
              <Text size="sm" mb="sm">
                {t('checkout.cardText')}
              </Text>
              <form method="post" action="/api/payments/redirect" onSubmit={payByCard}>
                <input type="hidden" name="orderId" value={orderId} />
                <input type="hidden" name="method" value="paystack" />
                {['card', 'bank', 'ussd', 'bank_transfer'].includes(channel) && (
                  <input type="hidden" name="channel" value={channel} />
                )}
                <Button type="submit" loading={cardState === 'paying'}>
                  {cardState === 'paying' ? t('checkout.paying') : t('checkout.payCard', { amount: shown })}
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
                  {t('checkout.payFlutterwave')}
                </Button>
              </form>
            </Card>
          )}
          {bank && (
            <Card withBorder>
              <Title order={3}>{t('checkout.bankTransfer')}</Title>
              <Text size="sm" mb="sm">
                {t('checkout.transferNote')}
              </Text>
              {transfer?.bankTransfer ? (
                <TransferDetails
                  started={transfer}
                  onSettled={(status) => navigate(resultPath(status.reference, status.status))}
                />
              ) : (
                <Button variant="outline" onClick={payByTransfer}>
                  {t('checkout.payTransfer')}
                </Button>
              )}
            </Card>
          )}
        </Stack>
      </Stack>
      {wallet && (
        <Box
          role="dialog"
          aria-label={t('checkout.walletDialog')}
          pos="fixed"
          style={{ inset: 0, zIndex: 1000, background: 'white', display: 'flex', flexDirection: 'column' }}
        >
          <Group justify="flex-end" p="xs">
            <CloseButton aria-label={t('checkout.close')} size="lg" onClick={() => setWallet(null)} />
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
  const t = useT();
  useShopperLanguage();
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
          <Loader aria-label={t('checkout.result.checking')} />
        ) : paid ? (
          <Alert color="green" title={t('checkout.result.paidTitle')}>
            {t('checkout.result.paid', {
              amount: shopperMoney(status.data!.amount, status.data!.currency),
              reference,
            })}
          </Alert>
        ) : status.data?.status === 'initialized' ? (
          <Alert color="yellow" title={t('checkout.result.waitingTitle')}>
            {t('checkout.result.waiting')}
          </Alert>
        ) : (
          <Alert color="red" title={t('checkout.error')}>
            {t('checkout.result.failed')}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
