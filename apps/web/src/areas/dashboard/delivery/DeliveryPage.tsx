import type { DeliveryOption } from '@kasuwa/contracts';
import { Button, Card, Group, Modal, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteConfirm, EmptyState, ListTable, PageHeader, RowAction } from '../../../components/list';
import { useDeleteDelivery, useDeliveryOptions } from '../api/discounts';
import { useStoreSettings } from '../api/stores';
import { money } from '../format';
import { useCurrentStore } from '../store-context';
import { DeliveryForm } from './DeliveryForm';
import { type translate, useT } from './i18n';

/** The option's facts, one per piece: what it costs or where to collect, free delivery, pay on delivery. */
function describe(t: typeof translate, o: DeliveryOption): string {
  const parts: string[] =
    o.kind === 'pickup'
      ? [t('delivery.list.pickup'), o.address, o.hours]
      : o.kind === 'flat'
        ? [t('delivery.list.flat', { amount: money(o.fee ?? 0, o.currency) })]
        : o.zones.map((z) => `${z.name} ${money(z.fee, o.currency)}`);
  if (o.kind !== 'pickup' && o.freeAbove !== null)
    parts.push(t('delivery.list.freeFrom', { amount: money(o.freeAbove, o.currency) }));
  if (o.payOnDelivery)
    parts.push(
      o.payOnDeliveryMax !== null
        ? t('delivery.list.payOnDeliveryUpTo', { amount: money(o.payOnDeliveryMax, o.currency) })
        : t('delivery.list.payOnDelivery'),
    );
  return parts.join(' · ');
}

export function DeliveryPage() {
  const { storeId } = useCurrentStore();
  const t = useT();
  const options = useDeliveryOptions(storeId);
  const settings = useStoreSettings(storeId);
  const currency = settings.data?.currency ?? options.data?.[0]?.currency ?? 'NGN';
  const remove = useDeleteDelivery(storeId);
  const [editing, setEditing] = useState<DeliveryOption | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<DeliveryOption>();
  const add = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
      {t('delivery.list.add')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('nav.delivery')} description={t('delivery.list.description')} actions={add} />
      <ListTable
        layout="cards"
        gap="md"
        label={t('delivery.list.label')}
        loading={!options.data}
        count={options.data?.length}
        error={options.isError ? options.error : undefined}
        onRetry={() => options.refetch()}
        emptyPage={
          <Card withBorder radius="md">
            <EmptyState
              icon={<IconTruckDelivery size={30} />}
              title={t('delivery.list.none')}
              message={t('delivery.list.noneText')}
              action={add}
            />
          </Card>
        }
      >
        {(options.data ?? []).map((o) => (
          <Card key={o.id} withBorder radius="md" data-delivery-option={o.name}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{o.name}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {describe(t, o)}
                </Text>
              </div>
              {/* The list kit's RowActions speaks English; its RowAction takes the words from here. */}
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <RowAction label={t('delivery.list.edit', { name: o.name })} onClick={() => setEditing(o)}>
                  <IconPencil size={18} />
                </RowAction>
                <RowAction
                  label={t('delivery.list.remove', { name: o.name })}
                  color="red"
                  onClick={() => setDeleting(o)}
                >
                  <IconTrash size={18} />
                </RowAction>
              </Group>
            </Group>
          </Card>
        ))}
      </ListTable>
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t('delivery.list.editTitle') : t('delivery.list.newTitle')}
        centered
        size="lg"
      >
        {editing !== undefined && (
          <DeliveryForm
            storeId={storeId}
            currency={currency}
            option={editing}
            onDone={() => setEditing(undefined)}
          />
        )}
      </Modal>
      <DeleteConfirm
        cancelLabel={t('delivery.list.keep')}
        item={deleting}
        onClose={() => setDeleting(undefined)}
        remove={remove}
        title={t('delivery.list.removeTitle')}
        message={t('delivery.list.removeText')}
        confirmLabel={t('delivery.list.removeAction')}
        failTitle={t('delivery.list.removeFailed')}
      />
    </>
  );
}
