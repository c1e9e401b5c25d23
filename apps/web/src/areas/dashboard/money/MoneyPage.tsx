import { formatMoney } from '@kasuwa/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  NumberInput,
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
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/datetime';

/** "Nigerian Naira" rather than the code NGN beside a payout account. */
const currencyNames = new Intl.DisplayNames(['en-NG'], { type: 'currency' });

const MONEY = '/api/vendor/stores/{storeId}/money';
type Balance = Answer<`${typeof MONEY}/balance`, 'get'>['balances'][number];
const ACCOUNT_LABELS: Record<string, string> = {
  store_escrow: 'Escrow',
  store_available: 'Available',
  store_payout_pending: 'Payout pending',
};
const message = (err: unknown) => (err instanceof ApiError ? err.message : 'Something went wrong.');
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
  const [amount, setAmount] = useState<number | string>('');
  const requestPayout = useMutation({
    mutationFn: () =>
      vendor('post', `${MONEY}/payouts`, { path, body: { amount: Math.round(Number(amount) * 100) } }),
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
          Sign in
        </Anchor>
      </Stack>
    );
  }
  const ngn = balance.data?.balances.find((b) => b.currency === 'NGN');

  return (
    <Stack p="md">
      <Title order={1}>Money</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {shownBalances(balance.data?.balances).flatMap((b) => [
          <Card withBorder key={`${b.currency}e`}>
            <Text c="dimmed">In escrow</Text>
            <Title order={2}>{formatMoney(b.escrow, b.currency, { compact: true })}</Title>
          </Card>,
          <Card withBorder key={`${b.currency}a`}>
            <Text c="dimmed">Available</Text>
            <Title order={2} aria-label="Available balance">
              {formatMoney(b.available, b.currency, { compact: true })}
            </Title>
          </Card>,
          <Card withBorder key={`${b.currency}p`}>
            <Text c="dimmed">Paid out</Text>
            <Title order={2}>{formatMoney(b.paidOut, b.currency, { compact: true })}</Title>
          </Card>,
        ])}
      </SimpleGrid>
      <Text size="sm" c="dimmed" data-testid="escrow-explainer">
        Payments stay in escrow until the customer confirms delivery (or 7 days pass without a dispute); then
        the amount less the 1.5% fee becomes available. Naira payouts arrive within 24 hours; USD, GBP and EUR
        within 7 working days.
      </Text>
      <Tabs defaultValue={search.get('tab') === 'bank' ? 'bank' : 'payouts'}>
        <Tabs.List>
          <Tabs.Tab value="payouts">Payouts</Tabs.Tab>
          <Tabs.Tab value="transactions">Transactions</Tabs.Tab>
          <Tabs.Tab value="bank">Bank account</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="payouts" pt="md">
          <Group align="flex-end">
            <NumberInput
              label="Amount"
              prefix="₦"
              thousandSeparator=","
              inputMode="decimal"
              value={amount}
              onChange={setAmount}
              min={0}
              decimalScale={2}
              max={ngn ? ngn.available / 100 : 0}
            />
            <Button
              loading={requestPayout.isPending}
              disabled={!Number(amount)}
              onClick={() => requestPayout.mutate()}
            >
              Request payout
            </Button>
          </Group>
          {requestPayout.isError && (
            <Alert color="red" mt="sm">
              {message(requestPayout.error)}
            </Alert>
          )}
          <Box mt="md">
            <ListTable
              label="Payouts"
              columns={4}
              rows={3}
              loading={payouts.isPending}
              count={payouts.data?.items.length}
              error={payouts.error}
              onRetry={() => payouts.refetch()}
              empty="No payouts yet: request one when money is available."
              head={
                <>
                  <Table.Th>Requested</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>To</Table.Th>
                  <Table.Th>Status</Table.Th>
                </>
              }
            >
              {payouts.data?.items.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{date(p.createdAt)}</Table.Td>
                  <Table.Td>{formatMoney(p.amount, p.currency, { compact: true })}</Table.Td>
                  <Table.Td>{p.destination}</Table.Td>
                  <Table.Td>
                    <Badge color={p.status === 'paid' ? 'green' : p.status === 'failed' ? 'red' : 'blue'}>
                      {p.status}
                    </Badge>
                    {p.failureReason && <Text size="xs">{p.failureReason}: returned to your balance</Text>}
                  </Table.Td>
                </Table.Tr>
              ))}
            </ListTable>
          </Box>
        </Tabs.Panel>
        <Tabs.Panel value="transactions" pt="md">
          <ListTable
            label="Transactions"
            columns={4}
            rows={3}
            loading={lines.isPending}
            count={lines.data?.items.length}
            error={lines.error}
            onRetry={() => lines.refetch()}
            empty="No money has moved yet: your first sale shows here."
            head={
              <>
                <Table.Th>Date</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Account</Table.Th>
                <Table.Th>Amount</Table.Th>
              </>
            }
          >
            {lines.data?.items.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{date(l.createdAt)}</Table.Td>
                <Table.Td>{l.memo}</Table.Td>
                <Table.Td>{ACCOUNT_LABELS[l.account] ?? l.account}</Table.Td>
                <Table.Td c={l.amount < 0 ? 'red' : 'green'}>
                  {formatMoney(l.amount, l.currency, { compact: true })}
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        </Tabs.Panel>
        <Tabs.Panel value="bank" pt="md">
          {(accounts.data?.items ?? []).map((a) => (
            <Text key={a.currency}>
              {a.bankName} {a.accountNumberMasked}: {a.accountName} (
              {currencyNames.of(a.currency) ?? a.currency})
            </Text>
          ))}
          <Group align="flex-end" mt="sm">
            <Select
              label="Bank"
              data={(banks.data?.banks ?? []).map((b) => ({ value: b.code, label: b.name }))}
              value={bank}
              onChange={setBank}
              searchable
            />
            <TextInput
              label="Account number"
              value={accountNumber}
              onChange={(e) => setAccountNumber(e.currentTarget.value)}
              maxLength={10}
            />
            <Button loading={saveAccount.isPending} onClick={() => saveAccount.mutate()}>
              Verify and save
            </Button>
          </Group>
          {saveAccount.isError && (
            <Alert color="red" mt="sm">
              {message(saveAccount.error)}
            </Alert>
          )}
          {saveAccount.isSuccess && (
            <Alert color="green" mt="sm">
              Saved: {saveAccount.data.accountName}
            </Alert>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
