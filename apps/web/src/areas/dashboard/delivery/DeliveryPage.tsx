import type { DeliveryOption } from '@kasuwa/contracts';
import { Button, Card, Group, Modal, Text } from '@mantine/core';
import { IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteConfirm, EmptyState, ListTable, PageHeader, RowActions } from '../../../components/list';
import { useDeleteDelivery, useDeliveryOptions } from '../api/discounts';
import { useStoreSettings } from '../api/stores';
import { money } from '../format';
import { useCurrentStore } from '../store-context';
import { DeliveryForm } from './DeliveryForm';

function describe(o: DeliveryOption): string {
  const pod = !o.payOnDelivery
    ? ''
    : o.payOnDeliveryMax !== null
      ? ` · pay on delivery up to ${money(o.payOnDeliveryMax, o.currency)}`
      : ' · pay on delivery';
  return describeOption(o) + pod;
}

function describeOption(o: DeliveryOption): string {
  const free = o.freeAbove !== null ? ` · free from ${money(o.freeAbove, o.currency)}` : '';
  if (o.kind === 'pickup') return `Pickup · ${o.address} · ${o.hours}`;
  if (o.kind === 'flat') return `Flat rate ${money(o.fee ?? 0, o.currency)}${free}`;
  return `${o.zones.map((z) => `${z.name} ${money(z.fee, o.currency)}`).join(' · ')}${free}`;
}

export function DeliveryPage() {
  const { storeId } = useCurrentStore();
  const options = useDeliveryOptions(storeId);
  const settings = useStoreSettings(storeId);
  const currency = settings.data?.currency ?? options.data?.[0]?.currency ?? 'NGN';
  const remove = useDeleteDelivery(storeId);
  const [editing, setEditing] = useState<DeliveryOption | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<DeliveryOption>();
  const add = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
      Add delivery option
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Delivery"
        description="How customers get their orders. The fee is added at checkout and paid into escrow with the goods."
        actions={add}
      />
      <ListTable
        layout="cards"
        gap="md"
        label="Delivery options"
        loading={!options.data}
        count={options.data?.length}
        error={options.isError ? options.error : undefined}
        onRetry={() => options.refetch()}
        emptyPage={
          <Card withBorder radius="md">
            <EmptyState
              icon={<IconTruckDelivery size={30} />}
              title="No delivery options yet"
              message="Without one, orders are placed with no delivery fee."
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
                  {describe(o)}
                </Text>
              </div>
              <RowActions
                name={o.name}
                deleteLabel="Remove"
                onEdit={() => setEditing(o)}
                onDelete={() => setDeleting(o)}
              />
            </Group>
          </Card>
        ))}
      </ListTable>
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? 'Edit delivery option' : 'New delivery option'}
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
        cancelLabel="Keep it"
        item={deleting}
        onClose={() => setDeleting(undefined)}
        remove={remove}
        title="Remove this delivery option?"
        message="Customers can no longer choose it. Orders that used it keep it."
        confirmLabel="Remove"
        failTitle="Could not remove"
      />
    </>
  );
}
