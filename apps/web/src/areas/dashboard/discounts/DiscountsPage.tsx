import type { Discount } from '@kasuwa/contracts';
import { ActionIcon, Badge, Box, Button, Card, Group, Modal, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconDiscount,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteConfirm, EmptyState, ListTable, PageHeader, RowAction } from '../../../components/list';
import { useSubscription } from '../../subscription/subscription-api';
import { UpgradeNotice } from '../../subscription/UpgradeNotice';
import { useDeleteDiscount, useDiscountState, useDiscounts } from '../api/discounts';
import { errorMessage } from '../api/http';
import { useStoreSettings } from '../api/stores';
import { usePhone, useTableMinWidth } from '../components/usePhone';
import { money } from '../format';
import { useCurrentStore } from '../store-context';
import { DiscountForm } from './DiscountForm';
import { type translate, useT } from './i18n';

type Translate = typeof translate;

/** What the discount gives, whether it is automatic, and its conditions: separate facts, one per piece. */
function summaryOf(t: Translate, d: Discount): string {
  const parts: string[] = [
    d.type === 'free_delivery'
      ? t('discounts.offer.freeDelivery')
      : d.type === 'fixed_amount'
        ? t('discounts.offer.amountOff', { amount: money(d.amount ?? 0, d.currency) })
        : t('discounts.offer.percentOff', { percent: d.percent ?? 0 }),
  ];
  if (d.trigger !== 'code') parts.push(t('discounts.offer.automatic'));
  if (d.trigger === 'automatic_quantity')
    parts.push(t('discounts.offer.buyAtLeast', { count: d.minQuantity ?? 0 }));
  if (d.minSubtotal) {
    const amount = money(d.minSubtotal, d.currency);
    parts.push(
      d.trigger === 'automatic_spend'
        ? t('discounts.offer.spend', { amount })
        : t('discounts.offer.minimum', { amount }),
    );
  }
  if (d.appliesTo !== 'all')
    parts.push(
      d.appliesTo === 'products' ? t('discounts.offer.someProducts') : t('discounts.offer.someCollections'),
    );
  if (d.oncePerCustomer) parts.push(t('discounts.offer.oncePerCustomer'));
  return parts.join(' · ');
}

function statusOf(t: Translate, d: Discount): { label: string; color: string } {
  const now = Date.now();
  if (!d.active) return { label: t('discounts.status.paused'), color: 'gray' };
  if (d.endsAt && Date.parse(d.endsAt) <= now) return { label: t('discounts.status.ended'), color: 'gray' };
  if (d.startsAt && Date.parse(d.startsAt) > now)
    return { label: t('discounts.status.scheduled'), color: 'blue' };
  if (d.usageLimit !== null && d.uses >= d.usageLimit)
    return { label: t('discounts.status.usedUp'), color: 'orange' };
  return { label: t('discounts.status.active'), color: 'green' };
}

export function DiscountsPage() {
  const minWidth = useTableMinWidth(720);
  const phone = usePhone();
  const { storeId } = useCurrentStore();
  const t = useT();
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
      {t('discounts.list.new')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('nav.discounts')}
        description={t('discounts.list.description')}
        actions={locked ? undefined : create}
      />
      {plan.data && locked && (
        <Box mb="md">
          <UpgradeNotice
            plan="premium"
            message={t('discounts.list.locked', { plan: plan.data.entitlements.planName })}
          />
        </Box>
      )}
      <Card withBorder radius="md" padding={0}>
        <ListTable
          label={t('nav.discounts')}
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
              title={t('discounts.list.none')}
              message={t('discounts.list.noneText')}
              action={create}
            />
          }
          head={
            <>
              <Table.Th>{t('discounts.list.col.discount')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('discounts.list.col.status')}</Table.Th>
              <Table.Th ta="right">{t('discounts.list.col.uses')}</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                {t('discounts.list.col.revenue')}
              </Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                {t('discounts.list.col.given')}
              </Table.Th>
              <Table.Th w={phone ? undefined : 120} />
            </>
          }
        >
          {discounts.data?.map((d) => {
            const status = statusOf(t, d);
            const name = d.code || d.title || t('discounts.list.automaticName');
            return (
              <Table.Tr key={d.id} data-discount={d.code}>
                <Table.Td>
                  <Text fw={600} size="sm" ff={d.code ? 'monospace' : undefined}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {summaryOf(t, d)}
                  </Text>
                  {/* On a phone the status and figures sit under the name instead of in three more columns. */}
                  <Badge color={status.color} variant="light" size="sm" hiddenFrom="sm" mt={4}>
                    {status.label}
                  </Badge>
                  <Text size="xs" hiddenFrom="sm">
                    {t('discounts.list.figures', {
                      revenue: money(d.revenue, d.currency),
                      given: money(d.discountGiven, d.currency),
                    })}
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
                  {/* The list kit's RowActions speaks English; its RowAction takes the words from here. */}
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label={d.active ? t('discounts.list.pause') : t('discounts.list.resume')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={
                          d.active
                            ? t('discounts.list.pauseNamed', { name })
                            : t('discounts.list.resumeNamed', { name })
                        }
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
                    <RowAction label={t('discounts.list.edit', { name })} onClick={() => setEditing(d)}>
                      <IconPencil size={18} />
                    </RowAction>
                    <RowAction
                      label={t('discounts.list.delete', { name })}
                      color="red"
                      onClick={() => setDeleting(d)}
                    >
                      <IconTrash size={18} />
                    </RowAction>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </ListTable>
      </Card>
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t('discounts.list.editTitle') : t('discounts.list.new')}
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
        cancelLabel={t('discounts.list.keep')}
        failTitle={t('discounts.list.deleteFailed')}
        item={deleting}
        onClose={() => setDeleting(undefined)}
        remove={remove}
        title={t('discounts.list.deleteTitle')}
        message={t('discounts.list.deleteText')}
        confirmLabel={t('discounts.list.deleteAction')}
      />
    </>
  );
}
