import { type AdminUser, ROLES } from '@kasuwa/contracts';
import { Alert, Badge, Group, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
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
import { useAdminSession } from '../../../lib/admin-session';
import { useCan, useDeleteUser, usePatchUser, useSetPlan, useUserList } from '../api';
import { CopyId } from '../components/CopyId';
import { PlanStatusBadge } from '../components/PlanStatusBadge';
import { StatusBadge, shortDate } from '../components/StatusBadge';
import { useT } from '../i18n';
import { type AdminTranslate, planName, roleName, statusName, statusOptions } from '../labels';
import { UserModal } from './UserModal';

const FILTERS = ['search', 'status', 'role'] as const;
const roleOptions = (t: AdminTranslate) => ROLES.map((role) => ({ value: role, label: roleName(t, role) }));
const planOptions = (t: AdminTranslate) =>
  ['free', 'premium', 'enterprise'].map((plan) => ({ value: plan, label: planName(t, plan) }));

/** Spec 2.16: User Management. */
export function UsersPage() {
  const t = useT();
  const list = useListQuery(FILTERS);
  const { filters } = list;
  const users = useUserList({ page: list.page, limit: list.limit, ...filters });
  const { user: me } = useAdminSession();
  const canEdit = useCan('edit_users');
  const canDelete = useCan('delete_users');
  const patch = usePatchUser();
  const remove = useDeleteUser();
  const [editing, setEditing] = useState<AdminUser | null | undefined>(undefined);
  const [modalKey, setModalKey] = useState(0);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const openModal = (user: AdminUser | null) => {
    setModalKey((k) => k + 1);
    setEditing(user);
  };

  const setPlan = useSetPlan();
  const changePlan = (user: AdminUser, plan: string) =>
    setPlan.mutate(
      { id: user.id, plan },
      {
        onSuccess: () =>
          notifications.show({
            color: 'kasuwa',
            message: t('admin.users.planChanged', {
              name: `${user.firstName} ${user.lastName}`,
              plan: planName(t, plan),
            }),
          }),
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );

  const change = (user: AdminUser, field: 'role' | 'status', value: string) =>
    patch.mutate(
      { id: user.id, [field]: value },
      {
        onSuccess: () =>
          notifications.show({
            color: 'kasuwa',
            message:
              field === 'role'
                ? t('admin.users.roleChanged', {
                    name: `${user.firstName} ${user.lastName}`,
                    role: roleName(t, value),
                  })
                : t('admin.users.statusChanged', {
                    name: `${user.firstName} ${user.lastName}`,
                    status: statusName(t, value),
                  }),
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
          message: t('admin.users.deleted', { email: deleting.email }),
        });
        setDeleting(null);
      },
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  };

  const data = users.data;
  const lastPage = data?.pagination.totalPages ?? 0;
  // A page past the end (after a delete, or an old link) moves to the last page there is.
  useEffect(() => {
    if (lastPage > 0 && list.page > lastPage) list.setPage(lastPage);
  }, [lastPage, list.page, list.setPage]);
  return (
    <Stack gap="md">
      <PageHeader
        level={1}
        title={t('admin.users.title')}
        actions={<AddButton label={t('admin.users.add')} allowed={canEdit} onClick={() => openModal(null)} />}
      />

      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" wrap="wrap">
          <SearchField
            label={t('admin.users.search')}
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
            aria-label={t('admin.col.role')}
            w={180}
            data={[{ value: '', label: t('admin.users.allRoles') }, ...roleOptions(t)]}
            value={filters.role}
            onChange={(e) => list.setFilter('role', e.currentTarget.value)}
          />
        </Group>
      </Paper>

      {users.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          {users.error.message}
        </Alert>
      )}

      <Paper withBorder radius="md" hidden={users.isError}>
        <ListTable
          label={t('admin.nav.users')}
          minWidth={900}
          columns={8}
          loading={users.isPending}
          count={data?.users.length}
          empty={t('admin.users.none')}
          head={
            <>
              <Table.Th>{t('admin.col.id')}</Table.Th>
              <Table.Th>{t('admin.col.name')}</Table.Th>
              <Table.Th>{t('admin.col.email')}</Table.Th>
              <Table.Th>{t('admin.col.role')}</Table.Th>
              <Table.Th>{t('admin.col.plan')}</Table.Th>
              <Table.Th>{t('admin.col.status')}</Table.Th>
              <Table.Th>{t('admin.col.created')}</Table.Th>
              <Table.Th>{t('admin.col.actions')}</Table.Th>
            </>
          }
        >
          {data?.users.map((user) => {
            const self = user.id === me?.id;
            const inline = canEdit && !self;
            return (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <CopyId id={user.id} />
                </Table.Td>
                <Table.Td>{`${user.firstName} ${user.lastName}`}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>
                  {inline ? (
                    <NativeSelect
                      size="xs"
                      w={150}
                      aria-label={t('admin.users.roleOf', { email: user.email })}
                      data={roleOptions(t)}
                      value={user.role}
                      onChange={(e) => change(user, 'role', e.currentTarget.value)}
                    />
                  ) : (
                    <Badge
                      variant="light"
                      color="blue"
                      miw={100}
                      // A long role name (BABBAN MAI GUDANARWA) wraps rather than losing its end.
                      h="auto"
                      styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
                      aria-label={t('admin.users.roleBadge', { role: roleName(t, user.role) })}
                    >
                      {roleName(t, user.role)}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {user.role !== 'user' ? (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  ) : (
                    <>
                      {canEdit ? (
                        <NativeSelect
                          size="xs"
                          w={120}
                          aria-label={t('admin.users.planOf', { email: user.email })}
                          data={planOptions(t)}
                          value={user.plan}
                          onChange={(e) => changePlan(user, e.currentTarget.value)}
                        />
                      ) : (
                        <Badge variant="light" color="grape">
                          {planName(t, user.plan)}
                        </Badge>
                      )}
                      <div>
                        <PlanStatusBadge status={user.planStatus} until={user.planUntil} />
                      </div>
                    </>
                  )}
                </Table.Td>
                <Table.Td>
                  {inline ? (
                    <NativeSelect
                      size="xs"
                      w={110}
                      aria-label={t('admin.users.statusOf', { email: user.email })}
                      data={statusOptions(t)}
                      value={user.status}
                      onChange={(e) => change(user, 'status', e.currentTarget.value)}
                    />
                  ) : (
                    <StatusBadge status={user.status} />
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{shortDate(user.createdAt)}</Table.Td>
                <Table.Td>
                  <RowActions
                    name={user.email}
                    canEdit={canEdit}
                    canDelete={canDelete && !self}
                    onEdit={() => openModal(user)}
                    onDelete={() => setDeleting(user)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </ListTable>
      </Paper>

      {data && (
        <Pager
          page={data.pagination.currentPage}
          totalPages={data.pagination.totalPages}
          total={data.pagination.totalUsers}
          limit={list.limit}
          noun=""
          summary={(first, last, total) => t('admin.users.summary', { first, last, total })}
          onPage={list.setPage}
          onLimit={list.setLimit}
        />
      )}

      {editing !== undefined && (
        <UserModal
          key={modalKey}
          user={editing}
          isSelf={editing?.id === me?.id}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('admin.users.deleteTitle')}
        message={t('admin.users.deleteConfirm')}
        confirmLabel={t('admin.common.delete')}
        cancelLabel={t('admin.common.cancel')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
