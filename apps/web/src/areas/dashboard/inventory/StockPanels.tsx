import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ADJUSTMENT_REASONS,
  adjustmentInputSchema,
  type InventoryItem,
  MANUAL_ADJUSTMENT_REASONS,
} from '@kasuwa/contracts';
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
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { QueryError } from '../../../components/list';
import { ApiError, fieldErrors } from '../../../lib/api';
import { errorMessage } from '../api/http';
import { useAdjustments, useAdjustStock, useSetThreshold } from '../api/inventory';
import { dateTime } from '../format';
import { type translate, useT } from './i18n';

type InventoryKey = Parameters<typeof translate>[0];

const REASON_KEYS: Record<(typeof ADJUSTMENT_REASONS)[number], InventoryKey> = {
  restock: 'inventory.reason.restock',
  correction: 'inventory.reason.correction',
  damaged: 'inventory.reason.damaged',
  lost: 'inventory.reason.lost',
  returned: 'inventory.reason.returned',
  order_reserved: 'inventory.reason.orderReserved',
  reservation_released: 'inventory.reason.reservationReleased',
};

/** The contract's adjustment with messages in the reader's language (the contract's are English). */
function adjustFormSchema(t: typeof translate) {
  const max = 1_000_000;
  return adjustmentInputSchema.extend({
    delta: z
      .number()
      .int(t('inventory.adjust.wholeNumber'))
      .min(-max, t('inventory.adjust.tooBig', { max }))
      .max(max, t('inventory.adjust.tooBig', { max }))
      .refine((d) => d !== 0, t('inventory.adjust.zero')),
    note: z
      .string()
      .trim()
      .max(500, t('inventory.adjust.noteTooLong', { max: 500 }))
      .default(''),
  });
}

type AdjustInput = z.input<ReturnType<typeof adjustFormSchema>>;
type AdjustOutput = z.output<ReturnType<typeof adjustFormSchema>>;

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
  const t = useT();
  const schema = useMemo(() => adjustFormSchema(t), [t]);
  const form = useForm<AdjustInput, unknown, AdjustOutput>({
    resolver: zodResolver(schema),
    defaultValues: { delta: 0, reason: 'restock', note: '' },
  });
  const [failure, setFailure] = useState<string>();
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const answer = await adjust.mutateAsync({ variantId: item.variantId, body: values });
      notifications.show({
        color: 'green',
        title: t('inventory.adjust.updated'),
        message: t('inventory.adjust.updatedText', {
          product: item.productTitle,
          variant: item.variantTitle,
          stock: answer.stock,
        }),
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
        <div>
          <Text size="sm">
            <b>{item.productTitle}</b> · {item.variantTitle}
          </Text>
          <Text size="sm" fw={600}>
            {t('inventory.adjust.now', { stock: item.stock })}
          </Text>
        </div>
        <Controller
          control={form.control}
          name="delta"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('inventory.adjust.change')}
              description={t('inventory.adjust.changeHint')}
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
              label={t('inventory.adjust.reason')}
              allowDeselect={false}
              data={MANUAL_ADJUSTMENT_REASONS.map((r) => ({ value: r, label: t(REASON_KEYS[r]) }))}
              value={field.value}
              onChange={(v) => v && field.onChange(v)}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Textarea
          label={t('inventory.adjust.note')}
          placeholder={t('inventory.adjust.notePlaceholder')}
          {...form.register('note')}
        />
        {failure && (
          <Text c="red" size="sm" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('inventory.adjust.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('inventory.adjust.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function History({ storeId, item }: { storeId: number; item: InventoryItem }) {
  const history = useAdjustments(storeId, item.variantId);
  const t = useT();
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
  if (history.data.length === 0) return <Text c="dimmed">{t('inventory.history.none')}</Text>;
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
                {a.reason in REASON_KEYS ? t(REASON_KEYS[a.reason as keyof typeof REASON_KEYS]) : a.reason}
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
                  {t('inventory.history.order')}
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
  const t = useT();
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus shadow="md">
      <Popover.Target>
        <Tooltip label={t('inventory.threshold.tooltip')}>
          <Button
            variant="subtle"
            size="compact-sm"
            color="gray"
            leftSection={<IconBell size={14} />}
            onClick={() => {
              setValue(item.lowStockThreshold);
              setOpened((o) => !o);
            }}
            aria-label={t('inventory.threshold.of', {
              product: item.productTitle,
              variant: item.variantTitle,
              level: item.lowStockThreshold,
            })}
          >
            {item.lowStockThreshold}
          </Button>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={220}>
          <NumberInput
            label={t('inventory.threshold.label')}
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
                    notifications.show({
                      color: 'red',
                      title: t('inventory.threshold.notSaved'),
                      message: errorMessage(error),
                    }),
                },
              )
            }
          >
            {t('inventory.threshold.save')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
