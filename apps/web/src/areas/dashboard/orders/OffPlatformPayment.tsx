import {
  OFF_PLATFORM_METHOD_LABELS,
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

type Kind = 'paid_outside' | 'on_delivery';

const COPY: Record<Kind, { button: string; title: string; done: string; help: string }> = {
  paid_outside: {
    button: 'Mark as paid outside Kasuwa',
    title: 'Paid outside Kasuwa',
    done: 'Recorded as paid outside Kasuwa',
    help: 'The buyer paid you directly. It is recorded for your books only: no money moves through Kasuwa and no fee is taken. If a payment through Kasuwa still arrives for this order, it is refunded to the buyer.',
  },
  on_delivery: {
    button: 'Delivered and paid',
    title: 'Delivered and paid',
    done: 'Order delivered and paid',
    help: 'The customer paid on delivery. It is recorded for your books only: no money moves through Kasuwa and no fee is taken. The order is then complete.',
  },
};

/** The action that records money received outside Kasuwa, when the order's status allows one. */
export function OffPlatformAction({ order, storeId }: { order: Order; storeId: number }) {
  const kind: Kind | null =
    order.status === 'confirmed' ? 'on_delivery' : order.status === 'pending_payment' ? 'paid_outside' : null;
  const [open, setOpen] = useState(false);
  if (!kind) return null;
  const copy = COPY[kind];
  return (
    <>
      <Button
        variant={kind === 'on_delivery' ? 'filled' : 'light'}
        leftSection={<IconCash size={16} />}
        onClick={() => setOpen(true)}
      >
        {copy.button}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={copy.title} fullScreen={false}>
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
      setError('Enter the amount you received.');
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
      notifications.show({ color: 'red', title: 'Not recorded', message: errorMessage(e) });
      return;
    }
    notifications.show({ color: 'green', title: copy.done, message: `Order #${order.number}` });
    if (proof) {
      // The payment is recorded either way; a failed photo is said plainly rather than undoing it.
      try {
        await attach.mutateAsync({ orderId: saved.id, file: await compressImage(proof) });
      } catch (e) {
        notifications.show({
          color: 'orange',
          title: 'Recorded, but the proof photo was not saved',
          message: errorMessage(e),
        });
      }
    }
    onDone();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{copy.help}</Text>
        <Select
          label="How were you paid?"
          data={OFF_PLATFORM_METHODS.map((m) => ({ value: m, label: OFF_PLATFORM_METHOD_LABELS[m] }))}
          value={method}
          onChange={(v) => v && setMethod(v as OffPlatformMethod)}
          allowDeselect={false}
        />
        <PriceInput
          label="Amount received"
          currency={order.currency}
          value={amount}
          onChange={setAmount}
          error={error}
          required
        />
        <Textarea
          label="Note (optional)"
          placeholder="e.g. transfer from GTBank, rider Musa"
          autosize
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <FileInput
          label="Proof (photo of the transfer or POS slip)"
          placeholder="Optional"
          accept="image/*"
          leftSection={<IconCamera size={16} />}
          clearable
          value={proof}
          onChange={setProof}
        />
        <Button type="submit" loading={record.isPending || attach.isPending}>
          {copy.button}
        </Button>
      </Stack>
    </form>
  );
}

/** The money recorded as received outside Kasuwa for this order, if any. */
export function OffPlatformRecords({ order }: { order: Order }) {
  if (order.offPlatformPayments.length === 0) return null;
  return (
    <Stack gap="xs">
      {order.offPlatformPayments.map((p) => (
        <Alert
          key={p.id}
          color="gray"
          icon={<IconReceipt size={18} />}
          title={p.kind === 'on_delivery' ? 'Paid on delivery' : 'Paid outside Kasuwa'}
        >
          <Text size="sm">
            {money(p.amount, p.currency)} · {OFF_PLATFORM_METHOD_LABELS[p.method]}
            {p.note ? ` · ${p.note}` : ''}
          </Text>
          {p.proofUrl && (
            <Anchor href={p.proofUrl} target="_blank" rel="noopener" size="sm">
              <Group gap="xs" mt={4}>
                <Image src={p.proofUrl} alt="Proof of payment" h={56} w={56} fit="cover" radius="sm" />
                View proof
              </Group>
            </Anchor>
          )}
          <Text size="xs" c="dimmed">
            Recorded for your books: no Kasuwa money, no fee.
          </Text>
        </Alert>
      ))}
    </Stack>
  );
}
