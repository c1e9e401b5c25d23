import {
  type AdminUser,
  type AdminUserCreateInput,
  adminUserCreateSchema,
  DEFAULT_COUNTRY,
  ROLES,
} from '@kasuwa/contracts';
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { ApiError, fieldErrors } from '../../../lib/api';
import { useSaveUser } from '../api';
import { shortDate } from '../components/StatusBadge';
import { useT } from '../i18n';
import { formErrors, roleName, statusOptions } from '../labels';

type Fields = Required<Omit<AdminUserCreateInput, 'username'>>;

/** New-user defaults of spec section 5: role user, status active, country Nigeria, other fields empty. */
function initial(user: AdminUser | null): Fields {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    role: (user?.role as Fields['role']) ?? 'user',
    status: (user?.status as Fields['status']) ?? 'active',
    phone: user?.phone ?? '',
    address: user?.address ?? '',
    city: user?.city ?? '',
    state: user?.state ?? '',
    zip: user?.zip ?? '',
    country: user?.country ?? DEFAULT_COUNTRY,
    notes: user?.notes ?? '',
    password: '',
  };
}

interface UserModalProps {
  /** null: Add New User. */
  user: AdminUser | null;
  /** The signed-in admin may not change their own role or status. */
  isSelf: boolean;
  onClose: () => void;
}

/** Spec 2.17: the user edit modal. */
export function UserModal({ user, isSelf, onClose }: UserModalProps) {
  const t = useT();
  const [values, setValues] = useState<Fields>(() => initial(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveUser();
  const set = <K extends keyof Fields>(name: K, value: Fields[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };
  const text = (name: keyof Fields, label: string, required = false) => (
    <TextInput
      label={label}
      required={required}
      value={String(values[name])}
      error={errors[name]}
      onChange={(e) => set(name, e.currentTarget.value as never)}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminUserCreateSchema.safeParse({
      ...values,
      password: values.password || undefined,
      username: user?.username,
    });
    if (!parsed.success) {
      setErrors(
        formErrors(t, parsed.error.issues, {
          firstName: t('admin.userModal.firstName'),
          lastName: t('admin.userModal.lastName'),
          email: t('admin.col.email'),
          phone: t('admin.col.phone'),
          address: t('admin.userModal.address'),
          city: t('admin.userModal.city'),
          state: t('admin.userModal.state'),
          zip: t('admin.userModal.zip'),
          country: t('admin.userModal.country'),
          notes: t('admin.col.notes'),
          password: t('admin.login.password'),
        }),
      );
      return;
    }
    try {
      await save.mutateAsync({ ...parsed.data, id: user?.id });
      notifications.show({
        color: 'kasuwa',
        message: user ? t('admin.userModal.updated') : t('admin.userModal.created'),
      });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') setErrors({ email: error.message });
      else if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') setErrors(fieldErrors(error));
      else
        notifications.show({
          color: 'red',
          message: error instanceof Error ? error.message : t('admin.common.saveFailed'),
        });
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={user ? t('admin.userModal.edit') : t('admin.userModal.add')}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {user && (
            <SimpleGrid cols={3} spacing="sm">
              <TextInput label={t('admin.col.id')} value={String(user.id)} readOnly variant="filled" />
              <TextInput
                label={t('admin.userModal.createdAt')}
                value={shortDate(user.createdAt)}
                readOnly
                variant="filled"
              />
              <TextInput
                label={t('admin.userModal.updatedAt')}
                value={shortDate(user.updatedAt)}
                readOnly
                variant="filled"
              />
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {text('firstName', t('admin.userModal.firstName'), true)}
            {text('lastName', t('admin.userModal.lastName'), true)}
          </SimpleGrid>
          {text('email', t('admin.col.email'), true)}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              label={t('admin.col.role')}
              disabled={isSelf}
              description={isSelf ? t('admin.userModal.ownRole') : undefined}
              data={ROLES.map((role) => ({ value: role, label: roleName(t, role) }))}
              value={values.role}
              error={errors.role}
              onChange={(e) => set('role', e.currentTarget.value as Fields['role'])}
            />
            <NativeSelect
              label={t('admin.col.status')}
              disabled={isSelf}
              data={statusOptions(t)}
              value={values.status}
              error={errors.status}
              onChange={(e) => set('status', e.currentTarget.value as Fields['status'])}
            />
          </SimpleGrid>
          {text('phone', t('admin.col.phone'))}
          {text('address', t('admin.userModal.address'))}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {text('city', t('admin.userModal.city'))}
            {text('state', t('admin.userModal.state'))}
            {text('zip', t('admin.userModal.zip'))}
            {text('country', t('admin.userModal.country'))}
          </SimpleGrid>
          <Textarea
            label={t('admin.col.notes')}
            autosize
            minRows={2}
            value={values.notes}
            error={errors.notes}
            onChange={(e) => set('notes', e.currentTarget.value)}
          />
          <PasswordInput
            label={user ? t('admin.userModal.newPassword') : t('admin.login.password')}
            description={user ? t('admin.userModal.keepPassword') : t('admin.userModal.passwordOptional')}
            autoComplete="new-password"
            value={values.password}
            error={errors.password}
            onChange={(e) => set('password', e.currentTarget.value)}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('admin.common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {user ? t('admin.common.update') : t('admin.common.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
