import {
  type AdminStore,
  type AdminStoreCreateInput,
  adminStoreCreateSchema,
  THEME_IDS,
} from '@kasuwa/contracts';
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { ApiError, fieldErrors } from '../../../lib/api';
import { useSaveStore } from '../api';

type Fields = Required<Omit<AdminStoreCreateInput, 'name' | 'status'>> & { status: string };

/** New-store defaults of spec section 3; editing copies the store and clears the notes field. */
function initial(store: AdminStore | null): Fields {
  return {
    username: store?.username ?? '',
    subDomain: store?.subDomain ?? '',
    description: store?.description ?? '',
    phone: store?.phone ?? '',
    theme_id: store?.theme_id ?? 1,
    domain_id: store?.domain_id ?? 0,
    sub_domain_id: store?.sub_domain_id ?? 0,
    user_id: store?.user_id ?? 0,
    preview: store?.preview ?? '',
    status: store?.status ?? 'active',
    note: '',
  };
}

interface StoreDialogProps {
  /** null: Add New Store. */
  store: AdminStore | null;
  onClose: () => void;
}

/** Spec 2.15: the store edit dialog, at most 600px wide. Open it with a `key` so each opening starts afresh. */
export function StoreDialog({ store, onClose }: StoreDialogProps) {
  const [values, setValues] = useState<Fields>(() => initial(store));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveStore();
  const set = <K extends keyof Fields>(name: K, value: Fields[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminStoreCreateSchema.safeParse({ ...values, note: values.note || undefined });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    try {
      await save.mutateAsync({ ...parsed.data, id: store?.id });
      notifications.show({ color: 'kasuwa', message: store ? 'Store updated.' : 'Store created.' });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SUBDOMAIN_TAKEN')
        setErrors({ subDomain: error.message });
      else if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') setErrors(fieldErrors(error));
      else
        notifications.show({
          color: 'red',
          message: error instanceof Error ? error.message : 'Saving failed.',
        });
    }
  };

  return (
    <Modal opened onClose={onClose} title={store ? 'Edit Store' : 'Add New Store'} size={600} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="Username"
              required
              data-autofocus
              value={values.username}
              error={errors.username}
              onChange={(e) => set('username', e.currentTarget.value)}
            />
            <TextInput
              label="Subdomain"
              required
              value={values.subDomain}
              error={errors.subDomain}
              onChange={(e) => set('subDomain', e.currentTarget.value)}
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            required
            autosize
            minRows={2}
            value={values.description}
            error={errors.description}
            onChange={(e) => set('description', e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="Phone"
              value={values.phone}
              error={errors.phone}
              onChange={(e) => set('phone', e.currentTarget.value)}
            />
            <NativeSelect
              label="Theme ID"
              data={THEME_IDS.map((id) => ({ value: String(id), label: `Theme ${id}` }))}
              value={String(values.theme_id)}
              error={errors.theme_id}
              onChange={(e) => set('theme_id', Number(e.currentTarget.value))}
            />
            <NumberInput
              label="Domain ID"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              value={values.domain_id}
              error={errors.domain_id}
              onChange={(v) => set('domain_id', typeof v === 'number' ? v : 0)}
            />
            <NumberInput
              label="User ID"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              value={values.user_id}
              error={errors.user_id}
              onChange={(v) => set('user_id', typeof v === 'number' ? v : 0)}
            />
          </SimpleGrid>
          <TextInput
            label="Preview Image"
            placeholder="theme1.png"
            value={values.preview}
            error={errors.preview}
            onChange={(e) => set('preview', e.currentTarget.value)}
          />
          <Textarea
            label="Notes"
            description="Added to the store's internal notes, signed with your name."
            autosize
            minRows={2}
            value={values.note}
            error={errors.note}
            onChange={(e) => set('note', e.currentTarget.value)}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {store ? 'Update' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
