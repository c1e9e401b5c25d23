import {
  type AdminUser,
  type AdminUserCreateInput,
  adminUserCreateSchema,
  DEFAULT_COUNTRY,
  ROLES,
  roleLabel,
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
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    try {
      await save.mutateAsync({ ...parsed.data, id: user?.id });
      notifications.show({ color: 'kasuwa', message: user ? 'User updated.' : 'User created.' });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') setErrors({ email: error.message });
      else if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') setErrors(fieldErrors(error));
      else
        notifications.show({
          color: 'red',
          message: error instanceof Error ? error.message : 'Saving failed.',
        });
    }
  };

  return (
    <Modal opened onClose={onClose} title={user ? 'Edit User' : 'Add New User'} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {user && (
            <SimpleGrid cols={3} spacing="sm">
              <TextInput label="ID" value={String(user.id)} readOnly variant="filled" />
              <TextInput label="Created At" value={shortDate(user.createdAt)} readOnly variant="filled" />
              <TextInput label="Updated At" value={shortDate(user.updatedAt)} readOnly variant="filled" />
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {text('firstName', 'First Name', true)}
            {text('lastName', 'Last Name', true)}
          </SimpleGrid>
          {text('email', 'Email', true)}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              label="Role"
              disabled={isSelf}
              description={isSelf ? 'You cannot change your own role.' : undefined}
              data={ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
              value={values.role}
              error={errors.role}
              onChange={(e) => set('role', e.currentTarget.value as Fields['role'])}
            />
            <NativeSelect
              label="Status"
              disabled={isSelf}
              data={[
                { value: 'active', label: 'Active' },
                { value: 'inactive', label: 'Inactive' },
              ]}
              value={values.status}
              error={errors.status}
              onChange={(e) => set('status', e.currentTarget.value as Fields['status'])}
            />
          </SimpleGrid>
          {text('phone', 'Phone')}
          {text('address', 'Address')}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {text('city', 'City')}
            {text('state', 'State')}
            {text('zip', 'ZIP Code')}
            {text('country', 'Country')}
          </SimpleGrid>
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            value={values.notes}
            error={errors.notes}
            onChange={(e) => set('notes', e.currentTarget.value)}
          />
          <PasswordInput
            label={user ? 'New password' : 'Password'}
            description={
              user
                ? 'Leave empty to keep the current password.'
                : 'Optional. Staff accounts need one to sign in.'
            }
            autoComplete="new-password"
            value={values.password}
            error={errors.password}
            onChange={(e) => set('password', e.currentTarget.value)}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {user ? 'Update' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
