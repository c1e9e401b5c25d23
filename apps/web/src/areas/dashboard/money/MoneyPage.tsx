import { formatMoney, parseMoney } from '@kasuwa/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { type Answer, vendor } from '../../../api';
import { ListTable } from '../../../components/list';
import { getLocale } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/datetime';
import { PriceInput } from '../components/PriceInput';
import { money } from '../format';
import { useT } from './i18n';

/** "Nigerian Naira" rather than the code NGN beside a payout account, in the reader's language. */
const currencyName = (currency: string) =>
  new Intl.DisplayNames([getLocale(), 'en-NG'], { type: 'currency' }).of(currency) ?? currency;

/** Whole amounts without kobo, as the cards show them; French groups its own way (format.ts). */
const shown = (minor: number, currency: string) =>
  getLocale() === 'fr' ? money(minor, currency) : formatMoney(minor, currency, { compact: true });

const MONEY = '/api/vendor/stores/{storeId}/money';
type Balance = Answer<`${typeof MONEY}/balance`, 'get'>['balances'][number];
const ACCOUNT_KEYS = {
  store_escrow: 'money.account.escrow',
  store_available: 'money.account.available',
  store_payout_pending: 'money.account.payoutPending',
} as const;
const PAYOUT_STATUS_KEYS = {
  processing: 'money.payoutStatus.processing',
  paid: 'money.payoutStatus.paid',
  failed: 'money.payoutStatus.failed',
} as const;
const date = (iso: string) => formatDateTime(iso);

const ZERO = { escrow: 0, available: 0, payoutPending: 0, paidOut: 0 };

/**
 * Before the first sale the ledger has no balance yet: the merchant still sees ₦0 in each card (and the
 * escrow explanation below them) rather than an empty page. Nothing is shown while loading.
 */
function shownBalances(balances: Balance[] | undefined): Balance[] {
  if (!balances) return [];
  return balances.length > 0 ? balances : [{ currency: 'NGN', ...ZERO }];
}

/** The vendor's money: balances, ledger lines, payouts and the payout bank account. */
export function MoneyPage() {
  const { storeId } = useParams();
  const t = useT();
  const message = (err: unknown) => (err instanceof ApiError ? err.message : t('money.somethingWrong'));
  // The setup checklist's "Add bank account" opens the bank account tab.
  const [search] = useSearchParams();
  const path = { storeId: Number(storeId) };
  const client = useQueryClient();
  const keys = { all: ['vendor', 'money', storeId] as const };
  const balance = useQuery({
    queryKey: [...keys.all, 'balance'],
    queryFn: () => vendor('get', `${MONEY}/balance`, { path }),
    retry: false,
  });
  const lines = useQuery({
    queryKey: [...keys.all, 'lines'],
    queryFn: () => vendor('get', `${MONEY}/transactions`, { path }),
  });
  const payouts = useQuery({
    queryKey: [...keys.all, 'payouts'],
    queryFn: () => vendor('get', `${MONEY}/payouts`, { path }),
    refetchInterval: (q) => (q.state.data?.items.some((p) => p.status === 'processing') ? 3000 : false),
  });
  const accounts = useQuery({
    queryKey: [...keys.all, 'accounts'],
    queryFn: () => vendor('get', `${MONEY}/bank-accounts`, { path }),
  });
  const banks = useQuery({
    queryKey: ['vendor', 'banks'],
    queryFn: () => vendor('get', `${MONEY}/banks`, { path }),
  });

  const [bank, setBank] = useState<string | null>(null);
  const [accountNumber, setAccountNumber] = useState('');
  const saveAccount = useMutation({
    mutationFn: () =>
      vendor('put', `${MONEY}/bank-accounts`, { path, body: { bankCode: bank ?? '', accountNumber } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.all }),
  });
  const [amount, setAmount] = useState('');
  // From the typed decimal text, never through a float: 0 until it is an amount.
  const minor = parseMoney(amount, 'NGN') ?? 0;
  const requestPayout = useMutation({
    mutationFn: () => vendor('post', `${MONEY}/payouts`, { path, body: { amount: minor } }),
    onSuccess: () => {
      setAmount('');
      void client.invalidateQueries({ queryKey: keys.all });
    },
  });

  if (balance.isError) {
    return (
      <Stack p="md">
        <Alert color="red">{message(balance.error)}</Alert>
        <Anchor component={Link} to="/login">
          {t('money.signIn')}
        </Anchor>
      </Stack>
    );
  }
  const ngn = balance.data?.balances.find((b) => b.currency === 'NGN');

  return (
    <Stack p="md">
      <Title order={1}>{t('nav.money')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {shownBalances(balance.data?.balances).flatMap((b) => [
          <Card withBorder key={`${b.currency}e`}>
            <Text c="dimmed">{t('money.inEscrow')}</Text>
            <Title order={2}>{shown(b.escrow, b.currency)}</Title>
          </Card>,
          <Card withBorder key={`${b.currency}a`}>
            <Text c="dimmed">{t('money.available')}</Text>
            <Title order={2} aria-label={t('money.availableBalance')}>
              {shown(b.available, b.currency)}
            </Title>
          </Card>,
          <Card withBorder key={`${b.currency}p`}>
            <Text c="dimmed">{t('money.paidOut')}</Text>
            <Title order={2}>{shown(b.paidOut, b.currency)}</Title>
          </Card>,
        ])}
      </SimpleGrid>
      <Text size="sm" c="dimmed" data-testid="escrow-explainer">
        {t('money.escrowExplainer')}
      </Text>
      <Tabs defaultValue={search.get('tab') === 'bank' ? 'bank' : 'payouts'}>
        <Tabs.List>
          <Tabs.Tab value="payouts">{t('money.payouts')}</Tabs.Tab>
          <Tabs.Tab value="transactions">{t('money.transactions')}</Tabs.Tab>
          <Tabs.Tab value="bank">{t('money.bankAccount')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="payouts" pt="md">
          <Group align="flex-end">
            <PriceInput
              label={t('money.amount')}
              currency="NGN"
              value={amount}
              onChange={setAmount}
              max={ngn ? ngn.available / 100 : 0}
            />
            <Button
              loading={requestPayout.isPending}
              disabled={minor <= 0}
              onClick={() => requestPayout.mutate()}
            >
              {t('money.requestPayout')}
            </Button>
          </Group>
          {requestPayout.isError && (
            <Alert color="red" mt="sm">
              {message(requestPayout.error)}
            </Alert>
          )}
          <Box mt="md">
            <ListTable
              label={t('money.payouts')}
              columns={4}
              rows={3}
              loading={payouts.isPending}
              count={payouts.data?.items.length}
              error={payouts.error}
              onRetry={() => payouts.refetch()}
              empty={t('money.noPayouts')}
              head={
                <>
                  <Table.Th>{t('money.col.requested')}</Table.Th>
                  <Table.Th>{t('money.amount')}</Table.Th>
                  <Table.Th>{t('money.col.to')}</Table.Th>
                  <Table.Th>{t('money.col.status')}</Table.Th>
                </>
              }
            >
              {payouts.data?.items.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{date(p.createdAt)}</Table.Td>
                  <Table.Td>{shown(p.amount, p.currency)}</Table.Td>
                  <Table.Td>{p.destination}</Table.Td>
                  <Table.Td>
                    <Badge color={p.status === 'paid' ? 'green' : p.status === 'failed' ? 'red' : 'blue'}>
                      {t(PAYOUT_STATUS_KEYS[p.status])}
                    </Badge>
                    {p.failureReason && (
                      <Text size="xs">{t('money.returned', { reason: p.failureReason })}</Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </ListTable>
          </Box>
        </Tabs.Panel>
        <Tabs.Panel value="transactions" pt="md">
          <ListTable
            label={t('money.transactions')}
            columns={4}
            rows={3}
            loading={lines.isPending}
            count={lines.data?.items.length}
            error={lines.error}
            onRetry={() => lines.refetch()}
            empty={t('money.noTransactions')}
            head={
              <>
                <Table.Th>{t('money.col.date')}</Table.Th>
                <Table.Th>{t('money.col.what')}</Table.Th>
                <Table.Th>{t('money.col.account')}</Table.Th>
                <Table.Th>{t('money.amount')}</Table.Th>
              </>
            }
          >
            {lines.data?.items.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{date(l.createdAt)}</Table.Td>
                <Table.Td>{l.memo}</Table.Td>
                <Table.Td>
                  {l.account in ACCOUNT_KEYS
                    ? t(ACCOUNT_KEYS[l.account as keyof typeof ACCOUNT_KEYS])
                    : l.account}
                </Table.Td>
                <Table.Td c={l.amount < 0 ? 'red' : 'green'}>{shown(l.amount, l.currency)}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        </Tabs.Panel>
        <Tabs.Panel value="bank" pt="md">
          {(accounts.data?.items ?? []).map((a) => (
            <Text key={a.currency}>
              {a.bankName} {a.accountNumberMasked}: {a.accountName} ({currencyName(a.currency)})
            </Text>
          ))}
          <Group align="flex-end" mt="sm">
            <Select
              label={t('money.bank')}
              data={(banks.data?.banks ?? []).map((b) => ({ value: b.code, label: b.name }))}
              value={bank}
              onChange={setBank}
              searchable
            />
            <TextInput
              label={t('money.accountNumber')}
              value={accountNumber}
              onChange={(e) => setAccountNumber(e.currentTarget.value)}
              maxLength={10}
            />
            <Button loading={saveAccount.isPending} onClick={() => saveAccount.mutate()}>
              {t('money.verifySave')}
            </Button>
          </Group>
          {saveAccount.isError && (
            <Alert color="red" mt="sm">
              {message(saveAccount.error)}
            </Alert>
          )}
          {saveAccount.isSuccess && (
            <Alert color="green" mt="sm">
              {t('money.saved', { name: saveAccount.data.accountName })}
            </Alert>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
