import {
  OFF_PLATFORM_METHODS,
  type OffPlatformMethod,
  type Order,
  parseMoney,
  toDecimalString,
} from '@kasuwa/contracts';
import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Image,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCamera, IconCash, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../api/http';
import { useOffPlatformPayment, useOffPlatformProof } from '../api/orders';
import { PriceInput } from '../components/PriceInput';
import { money } from '../format';
import { compressImage } from '../sales/compress-image';
import { useT } from './i18n';

type Kind = 'paid_outside' | 'on_delivery';

const COPY = {
  paid_outside: {
    button: 'orders.offPlatform.outsideButton',
    title: 'order.payment.off_platform',
    done: 'orders.offPlatform.outsideDone',
    help: 'orders.offPlatform.outsideHelp',
  },
  on_delivery: {
    button: 'orders.offPlatform.deliveredButton',
    title: 'orders.offPlatform.deliveredButton',
    done: 'orders.offPlatform.deliveredDone',
    help: 'orders.offPlatform.deliveredHelp',
  },
} as const satisfies Record<Kind, { button: string; title: string; done: string; help: string }>;

const METHOD_KEYS = {
  cash: 'orders.offPlatform.method.cash',
  bank_transfer: 'orders.offPlatform.method.bankTransfer',
  pos: 'orders.offPlatform.method.pos',
  other: 'orders.offPlatform.method.other',
} as const satisfies Record<OffPlatformMethod, string>;

/** The action that records money received outside Kasuwa, when the order's status allows one. */
export function OffPlatformAction({ order, storeId }: { order: Order; storeId: number }) {
  const kind: Kind | null =
    order.status === 'confirmed' ? 'on_delivery' : order.status === 'pending_payment' ? 'paid_outside' : null;
  const [open, setOpen] = useState(false);
  const t = useT();
  if (!kind) return null;
  const copy = COPY[kind];
  return (
    <>
      <Button
        variant={kind === 'on_delivery' ? 'filled' : 'light'}
        leftSection={<IconCash size={16} />}
        onClick={() => setOpen(true)}
      >
        {t(copy.button)}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t(copy.title)} fullScreen={false}>
        {open && <PaymentForm order={order} storeId={storeId} kind={kind} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

function PaymentForm({
  order,
  storeId,
  kind,
  onDone,
}: {
  order: Order;
  storeId: number;
  kind: Kind;
  onDone: () => void;
}) {
  const t = useT();
  const record = useOffPlatformPayment(storeId);
  const attach = useOffPlatformProof(storeId);
  const [proof, setProof] = useState<File | null>(null);
  const [method, setMethod] = useState<OffPlatformMethod>(kind === 'on_delivery' ? 'cash' : 'bank_transfer');
  const [amount, setAmount] = useState(toDecimalString(order.total, order.currency));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const copy = COPY[kind];

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const minor = parseMoney(amount, order.currency);
    if (minor === null || minor <= 0) {
      setError(t('orders.offPlatform.enterAmount'));
      return;
    }
    setError(undefined);
    let saved: Order;
    try {
      saved = await record.mutateAsync({
        orderId: order.id,
        kind,
        body: { method, amount: minor, note, proofUrl: null },
      });
    } catch (e) {
      notifications.show({
        color: 'red',
        title: t('orders.offPlatform.notRecorded'),
        message: errorMessage(e),
      });
      return;
    }
    notifications.show({
      color: 'green',
      title: t(copy.done),
      message: t('orders.detail.title', { number: order.number }),
    });
    if (proof) {
      // The payment is recorded either way; a failed photo is said plainly rather than undoing it.
      try {
        await attach.mutateAsync({ orderId: saved.id, file: await compressImage(proof) });
      } catch (e) {
        notifications.show({
          color: 'orange',
          title: t('orders.offPlatform.proofFailed'),
          message: errorMessage(e),
        });
      }
    }
    onDone();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t(copy.help)}</Text>
        <Select
          label={t('orders.offPlatform.how')}
          data={OFF_PLATFORM_METHODS.map((m) => ({ value: m, label: t(METHOD_KEYS[m]) }))}
          value={method}
          onChange={(v) => v && setMethod(v as OffPlatformMethod)}
          allowDeselect={false}
        />
        <PriceInput
          label={t('orders.offPlatform.amount')}
          currency={order.currency}
          value={amount}
          onChange={setAmount}
          error={error}
          required
        />
        <Textarea
          label={t('orders.offPlatform.note')}
          placeholder={t('orders.offPlatform.noteHint')}
          autosize
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <FileInput
          label={t('orders.offPlatform.proof')}
          placeholder={t('orders.offPlatform.optional')}
          accept="image/*"
          leftSection={<IconCamera size={16} />}
          clearable
          value={proof}
          onChange={setProof}
        />
        <Button type="submit" loading={record.isPending || attach.isPending}>
          {t(copy.button)}
        </Button>
      </Stack>
    </form>
  );
}

/** The money recorded as received outside Kasuwa for this order, if any. */
export function OffPlatformRecords({ order }: { order: Order }) {
  const t = useT();
  if (order.offPlatformPayments.length === 0) return null;
  return (
    <Stack gap="xs">
      {order.offPlatformPayments.map((p) => (
        <Alert
          key={p.id}
          color="gray"
          icon={<IconReceipt size={18} />}
          title={t(
            p.kind === 'on_delivery' ? 'orders.offPlatform.paidOnDelivery' : 'order.payment.off_platform',
          )}
        >
          <Text size="sm">
            {money(p.amount, p.currency)} · {t(METHOD_KEYS[p.method])}
            {p.note ? ` · ${p.note}` : ''}
          </Text>
          {p.proofUrl && (
            <Anchor href={p.proofUrl} target="_blank" rel="noopener" size="sm">
              <Group gap="xs" mt={4}>
                <Image
                  src={p.proofUrl}
                  alt={t('orders.offPlatform.proofAlt')}
                  h={56}
                  w={56}
                  fit="cover"
                  radius="sm"
                />
                {t('orders.offPlatform.viewProof')}
              </Group>
            </Anchor>
          )}
          <Text size="xs" c="dimmed">
            {t('orders.offPlatform.booksOnly')}
          </Text>
        </Alert>
      ))}
    </Stack>
  );
}
