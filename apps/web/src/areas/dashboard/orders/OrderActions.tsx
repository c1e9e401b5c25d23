import type { Order, VendorOrderAction } from '@kasuwa/contracts';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan, IconCircleCheck, IconPackage, IconPlayerPlay, IconTruck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/list';
import { errorMessage } from '../api/http';
import { useOrderAction } from '../api/orders';
import { ORDER_STATUS_KEYS } from '../components/StatusBadge';
import { useT } from './i18n';
import { OffPlatformAction } from './OffPlatformPayment';

const ACTIONS = {
  start_processing: {
    label: 'orders.action.startProcessing',
    icon: <IconPlayerPlay size={16} />,
    done: 'orders.action.processingDone',
  },
  ship: { label: 'orders.action.ship', icon: <IconTruck size={16} />, done: 'orders.action.shipDone' },
  mark_delivered: {
    label: 'orders.action.deliver',
    icon: <IconPackage size={16} />,
    done: 'orders.action.deliverDone',
  },
  complete: {
    label: 'orders.action.complete',
    icon: <IconCircleCheck size={16} />,
    done: 'orders.action.completeDone',
  },
  cancel: { label: 'orders.action.cancel', icon: <IconBan size={16} />, done: 'orders.action.cancelDone' },
} as const satisfies Record<VendorOrderAction, { label: string; icon: ReactNode; done: string }>;

/** The order's next steps: its forward actions, a note for the history, and cancelling. */
export function OrderActions({ order, storeId }: { order: Order; storeId: number }) {
  const t = useT();
  const act = useOrderAction(storeId);
  const [note, setNote] = useState('');
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const run = (action: VendorOrderAction) =>
    act.mutate(
      { orderId: order.id, action, note, carrier, trackingNumber },
      {
        onSuccess: () => {
          setNote('');
          setCarrier('');
          setTrackingNumber('');
          setConfirmCancel(false);
          notifications.show({
            color: 'green',
            title: t(ACTIONS[action].done),
            message: t('orders.detail.title', { number: order.number }),
          });
        },
        onError: (error) => {
          setConfirmCancel(false);
          notifications.show({
            color: 'red',
            title: t('orders.action.notChanged'),
            message: errorMessage(error),
          });
        },
      },
    );
  if (order.allowedActions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {order.status === 'pending_payment'
          ? t('orders.action.waitingPayment')
          : t('orders.action.noSteps', { status: t(ORDER_STATUS_KEYS[order.status]).toLocaleLowerCase() })}
      </Text>
    );
  }
  const forward = order.allowedActions.filter((a) => a !== 'cancel');
  // A pay-on-delivery order that could not be delivered is cancelled: its stock goes back on sale.
  const failed = order.status === 'confirmed';
  const cancelLabel = t(failed ? 'orders.action.deliveryFailed' : ACTIONS.cancel.label);
  return (
    <Stack gap="sm">
      <Textarea
        label={t('orders.action.note')}
        placeholder={t('orders.action.noteHint')}
        autosize
        minRows={2}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      {order.allowedActions.includes('ship') && (
        <Group gap="xs" grow>
          <TextInput
            label={t('orders.action.carrier')}
            placeholder="GIG Logistics"
            value={carrier}
            onChange={(e) => setCarrier(e.currentTarget.value)}
          />
          <TextInput
            label={t('orders.action.tracking')}
            value={trackingNumber}
            onChange={(e) => setTrackingNumber(e.currentTarget.value)}
          />
        </Group>
      )}
      <Group gap="xs">
        <OffPlatformAction order={order} storeId={storeId} />
        {forward.map((action) => (
          <Button
            key={action}
            leftSection={ACTIONS[action].icon}
            loading={act.isPending && act.variables?.action === action}
            onClick={() => run(action)}
          >
            {t(ACTIONS[action].label)}
          </Button>
        ))}
        {order.allowedActions.includes('cancel') && (
          <Button
            variant="light"
            color="red"
            leftSection={ACTIONS.cancel.icon}
            onClick={() => setConfirmCancel(true)}
          >
            {cancelLabel}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        cancelLabel={t('orders.action.keep')}
        opened={confirmCancel}
        title={t(failed ? 'orders.action.failedTitle' : 'orders.action.cancelTitle', {
          number: order.number,
        })}
        message={t('orders.action.cancelText')}
        confirmLabel={cancelLabel}
        loading={act.isPending && act.variables?.action === 'cancel'}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => run('cancel')}
      />
    </Stack>
  );
}
