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
import { useT } from '../i18n';
import { formErrors } from '../labels';

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
  const t = useT();
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
      setErrors(
        formErrors(t, parsed.error.issues, {
          username: t('admin.col.username'),
          subDomain: t('admin.col.subdomain'),
          description: t('admin.col.description'),
          phone: t('admin.col.phone'),
          preview: t('admin.storeDialog.preview'),
          note: t('admin.col.notes'),
        }),
      );
      return;
    }
    try {
      await save.mutateAsync({ ...parsed.data, id: store?.id });
      notifications.show({
        color: 'kasuwa',
        message: store ? t('admin.storeDialog.updated') : t('admin.storeDialog.created'),
      });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SUBDOMAIN_TAKEN')
        setErrors({ subDomain: error.message });
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
      title={store ? t('admin.storeDialog.edit') : t('admin.storeDialog.add')}
      size={600}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('admin.col.username')}
              required
              data-autofocus
              value={values.username}
              error={errors.username}
              onChange={(e) => set('username', e.currentTarget.value)}
            />
            <TextInput
              label={t('admin.col.subdomain')}
              required
              value={values.subDomain}
              error={errors.subDomain}
              onChange={(e) => set('subDomain', e.currentTarget.value)}
            />
          </SimpleGrid>
          <Textarea
            label={t('admin.col.description')}
            required
            autosize
            minRows={2}
            value={values.description}
            error={errors.description}
            onChange={(e) => set('description', e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('admin.col.phone')}
              value={values.phone}
              error={errors.phone}
              onChange={(e) => set('phone', e.currentTarget.value)}
            />
            <NativeSelect
              label={t('admin.col.themeId')}
              data={THEME_IDS.map((id) => ({
                value: String(id),
                label: t('admin.storeDialog.theme', { id }),
              }))}
              value={String(values.theme_id)}
              error={errors.theme_id}
              onChange={(e) => set('theme_id', Number(e.currentTarget.value))}
            />
            <NumberInput
              label={t('admin.storeDialog.domainId')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              value={values.domain_id}
              error={errors.domain_id}
              onChange={(v) => set('domain_id', typeof v === 'number' ? v : 0)}
            />
            <NumberInput
              label={t('admin.storeDialog.userId')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              value={values.user_id}
              error={errors.user_id}
              onChange={(v) => set('user_id', typeof v === 'number' ? v : 0)}
            />
          </SimpleGrid>
          <TextInput
            label={t('admin.storeDialog.preview')}
            placeholder="theme1.png"
            value={values.preview}
            error={errors.preview}
            onChange={(e) => set('preview', e.currentTarget.value)}
          />
          <Textarea
            label={t('admin.col.notes')}
            description={t('admin.storeDialog.notesHint')}
            autosize
            minRows={2}
            value={values.note}
            error={errors.note}
            onChange={(e) => set('note', e.currentTarget.value)}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('admin.common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {store ? t('admin.common.update') : t('admin.common.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
