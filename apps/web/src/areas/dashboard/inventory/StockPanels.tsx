import { zodResolver } from '@hookform/resolvers/zod';
import { adjustmentInputSchema, type InventoryItem, MANUAL_ADJUSTMENT_REASONS } from '@kasuwa/contracts';
import {
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  Popover,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Timeline,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { QueryError } from '../../../components/list';
import { ApiError, fieldErrors } from '../../../lib/api';
import { errorMessage } from '../api/http';
import { useAdjustments, useAdjustStock, useSetThreshold } from '../api/inventory';
import { dateTime } from '../format';

export const REASON_LABELS: Record<string, string> = {
  restock: 'Restock',
  correction: 'Correction',
  damaged: 'Damaged',
  lost: 'Lost',
  returned: 'Returned',
  order_reserved: 'Order placed',
  reservation_released: 'Order released',
};

type AdjustInput = z.input<typeof adjustmentInputSchema>;
type AdjustOutput = z.output<typeof adjustmentInputSchema>;

export function AdjustForm({
  storeId,
  item,
  onDone,
}: {
  storeId: number;
  item: InventoryItem;
  onDone: () => void;
}) {
  const adjust = useAdjustStock(storeId);
  const form = useForm<AdjustInput, unknown, AdjustOutput>({
    resolver: zodResolver(adjustmentInputSchema),
    defaultValues: { delta: 0, reason: 'restock', note: '' },
  });
  const [failure, setFailure] = useState<string>();
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const answer = await adjust.mutateAsync({ variantId: item.variantId, body: values });
      notifications.show({
        color: 'green',
        title: 'Stock updated',
        message: `${item.productTitle} · ${item.variantTitle}: ${answer.stock} in stock`,
      });
      onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        const byField = fieldErrors(error);
        if (byField.delta) form.setError('delta', { message: byField.delta });
      }
      setFailure(errorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          <b>{item.productTitle}</b> · {item.variantTitle} — now <b>{item.stock}</b> in stock
        </Text>
        <Controller
          control={form.control}
          name="delta"
          render={({ field, fieldState }) => (
            <NumberInput
              label="Change"
              description="Positive to add (restock, returns), negative to remove (damaged, lost)"
              allowDecimal={false}
              value={field.value}
              onChange={(v) => field.onChange(typeof v === 'number' ? v : 0)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              data-autofocus
            />
          )}
        />
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <Select
              label="Reason"
              allowDeselect={false}
              data={MANUAL_ADJUSTMENT_REASONS.map((r) => ({ value: r, label: REASON_LABELS[r] ?? r }))}
              value={field.value}
              onChange={(v) => v && field.onChange(v)}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Textarea
          label="Note"
          placeholder="Optional, e.g. supplier invoice number"
          {...form.register('note')}
        />
        {failure && (
          <Text c="red" size="sm" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save adjustment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function History({ storeId, item }: { storeId: number; item: InventoryItem }) {
  const history = useAdjustments(storeId, item.variantId);
  if (history.isError) return <QueryError error={history.error} onRetry={() => history.refetch()} />;
  if (!history.data) {
    return (
      <Stack>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={48} />
        ))}
      </Stack>
    );
  }
  if (history.data.length === 0) return <Text c="dimmed">No changes recorded yet.</Text>;
  return (
    <Timeline bulletSize={22} lineWidth={2}>
      {history.data.map((a) => (
        <Timeline.Item
          key={a.id}
          color={a.delta > 0 ? 'green' : 'red'}
          title={
            <Group gap="xs">
              <Text fw={700} c={a.delta > 0 ? 'green.8' : 'red.8'}>
                {a.delta > 0 ? `+${a.delta}` : a.delta}
              </Text>
              <Badge variant="light" color="gray" radius="sm">
                {REASON_LABELS[a.reason] ?? a.reason}
              </Badge>
              <Text size="sm" c="dimmed">
                → {a.stockAfter}
              </Text>
            </Group>
          }
        >
          {a.note && <Text size="sm">{a.note}</Text>}
          <Text size="xs" c="dimmed">
            {dateTime(a.createdAt)} · {a.actorName}
            {a.orderId && (
              <>
                {' · '}
                <Anchor component={Link} to={`/dashboard/orders/${a.orderId}`} size="xs">
                  order
                </Anchor>
              </>
            )}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

export function ThresholdEditor({ storeId, item }: { storeId: number; item: InventoryItem }) {
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState<number>(item.lowStockThreshold);
  const save = useSetThreshold(storeId);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus shadow="md">
      <Popover.Target>
        <Tooltip label="Low-stock alert level">
          <Button
            variant="subtle"
            size="compact-sm"
            color="gray"
            leftSection={<IconBell size={14} />}
            onClick={() => {
              setValue(item.lowStockThreshold);
              setOpened((o) => !o);
            }}
            aria-label={`Alert level of ${item.productTitle} ${item.variantTitle}: ${item.lowStockThreshold}`}
          >
            {item.lowStockThreshold}
          </Button>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={220}>
          <NumberInput
            label="Alert when stock is at or under"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={value}
            onChange={(v) => setValue(typeof v === 'number' ? v : 0)}
          />
          <Button
            size="xs"
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { variantId: item.variantId, lowStockThreshold: value },
                {
                  onSuccess: () => setOpened(false),
                  onError: (error) =>
                    notifications.show({ color: 'red', title: 'Not saved', message: errorMessage(error) }),
                },
              )
            }
          >
            Save
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
