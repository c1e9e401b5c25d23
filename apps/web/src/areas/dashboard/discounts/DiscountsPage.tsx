import type { Discount } from '@kasuwa/contracts';
import { ActionIcon, Badge, Box, Button, Card, Modal, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDiscount, IconPlayerPause, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteConfirm, EmptyState, ListTable, PageHeader, RowActions } from '../../../components/list';
import { useSubscription } from '../../subscription/subscription-api';
import { UpgradeNotice } from '../../subscription/UpgradeNotice';
import { useDeleteDiscount, useDiscountState, useDiscounts } from '../api/discounts';
import { errorMessage } from '../api/http';
import { useStoreSettings } from '../api/stores';
import { usePhone, useTableMinWidth } from '../components/usePhone';
import { money } from '../format';
import { useCurrentStore } from '../store-context';
import { DiscountForm } from './DiscountForm';

function offerOf(d: Discount): string {
  if (d.type === 'free_delivery') return 'Free delivery';
  if (d.type === 'fixed_amount') return `${money(d.amount ?? 0, d.currency)} off`;
  return `${d.percent}% off`;
}

function conditionOf(d: Discount): string {
  const parts: string[] = [];
  if (d.trigger === 'automatic_quantity') parts.push(`buy ${d.minQuantity}+`);
  if (d.minSubtotal)
    parts.push(`${d.trigger === 'automatic_spend' ? 'spend' : 'min.'} ${money(d.minSubtotal, d.currency)}`);
  if (d.appliesTo !== 'all') parts.push(d.appliesTo === 'products' ? 'some products' : 'some collections');
  if (d.oncePerCustomer) parts.push('once per customer');
  return parts.join(' · ');
}

function statusOf(d: Discount): { label: string; color: string } {
  const now = Date.now();
  if (!d.active) return { label: 'Paused', color: 'gray' };
  if (d.endsAt && Date.parse(d.endsAt) <= now) return { label: 'Ended', color: 'gray' };
  if (d.startsAt && Date.parse(d.startsAt) > now) return { label: 'Scheduled', color: 'blue' };
  if (d.usageLimit !== null && d.uses >= d.usageLimit) return { label: 'Used up', color: 'orange' };
  return { label: 'Active', color: 'green' };
}

export function DiscountsPage() {
  const minWidth = useTableMinWidth(720);
  const phone = usePhone();
  const { storeId } = useCurrentStore();
  const discounts = useDiscounts(storeId);
  const settings = useStoreSettings(storeId);
  const currency = settings.data?.currency ?? discounts.data?.[0]?.currency ?? 'NGN';
  const state = useDiscountState(storeId);
  const remove = useDeleteDiscount(storeId);
  const [editing, setEditing] = useState<Discount | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Discount>();
  const plan = useSubscription();
  const locked = plan.data ? !plan.data.entitlements.discountCodes : false;
  const create = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
      New discount
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Discounts"
        description="Codes customers type at checkout or open from a link you share, and automatic discounts."
        actions={locked ? undefined : create}
      />
      {plan.data && locked && (
        <Box mb="md">
          <UpgradeNotice
            plan="premium"
            message={`Discount codes and automatic discounts are on Premium and Enterprise. On ${plan.data.entitlements.planName}, existing discounts are kept but not given at checkout.`}
          />
        </Box>
      )}
      <Card withBorder radius="md" padding={0}>
        <ListTable
          label="Discounts"
          minWidth={minWidth}
          columns={6}
          rows={4}
          loading={!discounts.data}
          count={discounts.data?.length}
          error={discounts.isError ? discounts.error : undefined}
          onRetry={() => discounts.refetch()}
          emptyPage={
            <EmptyState
              icon={<IconDiscount size={30} />}
              title="No discounts yet"
              message="Create a code to share on WhatsApp or Instagram, or a discount that applies by itself."
              action={create}
            />
          }
          head={
            <>
              <Table.Th>Discount</Table.Th>
              <Table.Th visibleFrom="sm">Status</Table.Th>
              <Table.Th ta="right">Uses</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                Revenue
              </Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                Discount given
              </Table.Th>
              <Table.Th w={phone ? undefined : 120} />
            </>
          }
        >
          {discounts.data?.map((d) => {
            const status = statusOf(d);
            const name = d.code || d.title || 'Automatic discount';
            return (
              <Table.Tr key={d.id} data-discount={d.code}>
                <Table.Td>
                  <Text fw={600} size="sm" ff={d.code ? 'monospace' : undefined}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {offerOf(d)}
                    {d.trigger !== 'code' ? ' · automatic' : ''}
                    {conditionOf(d) ? ` · ${conditionOf(d)}` : ''}
                  </Text>
                  {/* On a phone the status and figures sit under the name instead of in three more columns. */}
                  <Badge color={status.color} variant="light" size="sm" hiddenFrom="sm" mt={4}>
                    {status.label}
                  </Badge>
                  <Text size="xs" hiddenFrom="sm">
                    Revenue {money(d.revenue, d.currency)} · given {money(d.discountGiven, d.currency)}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Badge color={status.color} variant="light">
                    {status.label}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">
                  {d.uses}
                  {d.usageLimit !== null ? ` / ${d.usageLimit}` : ''}
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm">
                  {money(d.revenue, d.currency)}
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm">
                  {money(d.discountGiven, d.currency)}
                </Table.Td>
                <Table.Td>
                  <RowActions name={name} onEdit={() => setEditing(d)} onDelete={() => setDeleting(d)}>
                    <Tooltip label={d.active ? 'Pause' : 'Resume'}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${d.active ? 'Pause' : 'Resume'} ${name}`}
                        loading={state.isPending && state.variables?.id === d.id}
                        onClick={() =>
                          state.mutate(
                            { id: d.id, pause: d.active },
                            {
                              onError: (error) =>
                                notifications.show({ color: 'red', message: errorMessage(error) }),
                            },
                          )
                        }
                      >
                        {d.active ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
                      </ActionIcon>
                    </Tooltip>
                  </RowActions>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </ListTable>
      </Card>
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? 'Edit discount' : 'New discount'}
        centered
        size="lg"
      >
        {editing !== undefined && (
          <DiscountForm
            storeId={storeId}
            currency={currency}
            discount={editing}
            onDone={() => setEditing(undefined)}
          />
        )}
      </Modal>
      <DeleteConfirm
        cancelLabel="Keep it"
        item={deleting}
        onClose={() => setDeleting(undefined)}
        remove={remove}
        title="Delete this discount?"
        message="Customers can no longer use it. Orders that used it keep it, and so do its figures."
        confirmLabel="Delete discount"
      />
    </>
  );
}
