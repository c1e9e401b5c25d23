import type { AdminStore } from '@kasuwa/contracts';
import { Alert, Badge, Group, NativeSelect, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  AddButton,
  ConfirmDialog,
  ListTable,
  PageHeader,
  Pager,
  RowActions,
  SearchField,
  useListQuery,
} from '../../../components/list';
import { useCan, useDeleteStore, usePatchStore, useStoreList, useStoreOwners } from '../api';
import { CopyId } from '../components/CopyId';
import { PlanStatusBadge } from '../components/PlanStatusBadge';
import { StatusBadge, shortDate } from '../components/StatusBadge';
import { useT } from '../i18n';
import { planName, statusOptions } from '../labels';
import { StoreDialog } from './StoreDialog';
import { StoreNotesModal } from './StoreNotesModal';

const FILTERS = ['search', 'status', 'user'] as const;

/** Spec 2.14: Store Management. */
export function StoresPage() {
  const t = useT();
  const list = useListQuery(FILTERS);
  const { filters } = list;
  const stores = useStoreList({ page: list.page, limit: list.limit, ...filters });
  const owners = useStoreOwners();
  const canEdit = useCan('edit_stores');
  const canDelete = useCan('delete_stores');
  const patch = usePatchStore();
  const remove = useDeleteStore();
  // undefined: closed; null: adding; a store: editing.
  const [editing, setEditing] = useState<AdminStore | null | undefined>(undefined);
  const [dialogKey, setDialogKey] = useState(0);
  const [notesOf, setNotesOf] = useState<AdminStore | null>(null);
  const [deleting, setDeleting] = useState<AdminStore | null>(null);

  const openDialog = (store: AdminStore | null) => {
    setDialogKey((k) => k + 1);
    setEditing(store);
  };

  const changeStatus = (store: AdminStore, status: string) =>
    patch.mutate(
      { id: store.id, status },
      {
        onSuccess: () =>
          notifications.show({
            color: 'kasuwa',
            message: t('admin.stores.statusChanged', { store: store.subDomain, status }),
          }),
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({
          color: 'kasuwa',
          message: t('admin.stores.deleted', { store: deleting.subDomain }),
        });
        setDeleting(null);
      },
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  };

  const data = stores.data;
  const lastPage = data?.pagination.totalPages ?? 0;
  // A page past the end (after a delete, or an old link) moves to the last page there is.
  useEffect(() => {
    if (lastPage > 0 && list.page > lastPage) list.setPage(lastPage);
  }, [lastPage, list.page, list.setPage]);
  return (
    <Stack gap="md">
      <PageHeader
        level={1}
        title={t('admin.stores.title')}
        actions={
          <AddButton label={t('admin.stores.add')} allowed={canEdit} onClick={() => openDialog(null)} />
        }
      />

      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" wrap="wrap">
          <SearchField
            label={t('admin.stores.search')}
            value={filters.search}
            onSearch={(v) => list.setFilter('search', v)}
          />
          <NativeSelect
            aria-label={t('admin.col.status')}
            w={160}
            data={[{ value: '', label: t('admin.common.allStatuses') }, ...statusOptions(t)]}
            value={filters.status}
            onChange={(e) => list.setFilter('status', e.currentTarget.value)}
          />
          <NativeSelect
            aria-label={t('admin.col.user')}
            w={220}
            data={[
              { value: '', label: t('admin.stores.allUsers') },
              ...(owners.data ?? []).map((o) => ({
                value: String(o.id),
                label: `${o.firstName} ${o.lastName}`,
              })),
            ]}
            value={filters.user}
            onChange={(e) => list.setFilter('user', e.currentTarget.value)}
          />
        </Group>
      </Paper>

      {stores.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          {stores.error.message}
        </Alert>
      )}

      <Paper withBorder radius="md" hidden={stores.isError}>
        <ListTable
          label={t('admin.nav.stores')}
          minWidth={1000}
          columns={10}
          loading={stores.isPending}
          count={data?.stores.length}
          empty={t('admin.stores.none')}
          head={
            <>
              <Table.Th>{t('admin.col.id')}</Table.Th>
              <Table.Th>{t('admin.col.username')}</Table.Th>
              <Table.Th>{t('admin.col.subdomain')}</Table.Th>
              <Table.Th>{t('admin.col.description')}</Table.Th>
              <Table.Th>{t('admin.col.themeId')}</Table.Th>
              <Table.Th>{t('admin.col.user')}</Table.Th>
              <Table.Th>{t('admin.col.status')}</Table.Th>
              <Table.Th>{t('admin.col.notes')}</Table.Th>
              <Table.Th>{t('admin.col.created')}</Table.Th>
              <Table.Th>{t('admin.col.actions')}</Table.Th>
            </>
          }
        >
          {data?.stores.map((store) => (
            <Table.Tr
              key={store.id}
              style={{ cursor: canEdit ? 'pointer' : undefined }}
              onClick={() => canEdit && openDialog(store)}
            >
              <Table.Td>
                <CopyId id={store.id} />
              </Table.Td>
              <Table.Td>{store.username}</Table.Td>
              <Table.Td>{store.subDomain}</Table.Td>
              <Table.Td maw={240}>
                <Text size="sm" lineClamp={2}>
                  {store.description}
                </Text>
              </Table.Td>
              <Table.Td>{store.theme_id}</Table.Td>
              <Table.Td>
                {store.user ? (
                  <>
                    <Text size="sm">{`${store.user.firstName} ${store.user.lastName}`}</Text>
                    <Text size="xs" c="dimmed">
                      {store.user.email}
                    </Text>
                    <Badge
                      size="xs"
                      variant="light"
                      color={store.user.plan === 'free' ? 'gray' : 'kasuwa'}
                      mt={2}
                    >
                      {planName(t, store.user.plan)}
                    </Badge>
                    <div>
                      <PlanStatusBadge status={store.user.planStatus} until={store.user.planUntil} />
                    </div>
                  </>
                ) : (
                  '-'
                )}
              </Table.Td>
              <Table.Td onClick={(e) => e.stopPropagation()}>
                {canEdit ? (
                  <NativeSelect
                    size="xs"
                    w={110}
                    aria-label={t('admin.stores.statusOf', { id: store.id })}
                    data={statusOptions(t)}
                    value={store.status}
                    onChange={(e) => changeStatus(store, e.currentTarget.value)}
                  />
                ) : (
                  <StatusBadge status={store.status} />
                )}
              </Table.Td>
              <Table.Td onClick={(e) => e.stopPropagation()}>
                <UnstyledButton
                  aria-label={t('admin.stores.notesOf', { id: store.id })}
                  onClick={() => setNotesOf(store)}
                >
                  {store.notes_count > 0 ? (
                    <Badge variant="filled" color="gold" circle>
                      {store.notes_count}
                    </Badge>
                  ) : (
                    <Text c="dimmed" span>
                      -
                    </Text>
                  )}
                </UnstyledButton>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{shortDate(store.created_at)}</Table.Td>
              <Table.Td>
                <RowActions
                  name={t('admin.stores.rowName', { id: store.id })}
                  canEdit={canEdit}
                  canDelete={canDelete}
                  onEdit={() => openDialog(store)}
                  onDelete={() => setDeleting(store)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </Paper>

      {data && (
        <Pager
          page={data.pagination.currentPage}
          totalPages={data.pagination.totalPages}
          total={data.pagination.totalStores}
          limit={list.limit}
          noun=""
          summary={(first, last, total) => t('admin.stores.summary', { first, last, total })}
          onPage={list.setPage}
          onLimit={list.setLimit}
        />
      )}

      {editing !== undefined && (
        <StoreDialog key={dialogKey} store={editing} onClose={() => setEditing(undefined)} />
      )}
      {notesOf && <StoreNotesModal store={notesOf} onClose={() => setNotesOf(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('admin.stores.deleteTitle')}
        message={t('admin.stores.deleteConfirm')}
        confirmLabel={t('admin.common.delete')}
        cancelLabel={t('admin.common.cancel')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
