import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffInvite, staffInviteSchema } from '@kasuwa/contracts';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, fieldErrors } from '../../../lib/api';
import { errorMessage } from '../api/http';
import { useInviteStaff } from '../api/staff';
import { useT } from './i18n';
import { RoleFields } from './RoleFields';

type InviteInput = z.input<typeof staffInviteSchema>;

const EMPTY: InviteInput = { name: '', contact: '', role: 'sales', permissions: [] };

/** "Invite someone": their name, how to reach them (e-mail or phone) and their role. */
export function InviteDialog({
  storeId,
  opened,
  onClose,
}: {
  storeId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const invite = useInviteStaff(storeId);
  const t = useT();
  const [failure, setFailure] = useState<string>();
  const form = useForm<InviteInput, unknown, StaffInvite>({
    resolver: zodResolver(staffInviteSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  // The contracts' schema checks in English; its issue codes say which problem, in the reader's words.
  // A message from the server (setError, no type) is already in the reader's language.
  const problem = (error?: { type?: string; message?: string }) =>
    error?.type === 'too_small'
      ? t('staff.error.required')
      : error?.type === 'too_big'
        ? t('staff.error.tooLong')
        : error?.type === 'custom'
          ? t('staff.error.choosePermission')
          : error?.message;

  const close = () => {
    form.reset(EMPTY);
    setFailure(undefined);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const sent = await invite.mutateAsync({
        ...values,
        permissions: values.role === 'custom' ? values.permissions : [],
      });
      notifications.show({
        color: 'green',
        title: t('staff.invite.sent'),
        message: t('staff.invite.sentText', { name: sent.name, channel: sent.channel }),
      });
      close();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(fieldErrors(error))) {
          if (field === 'name' || field === 'contact' || field === 'role' || field === 'permissions') {
            form.setError(field, { message });
          }
        }
      }
      setFailure(errorMessage(error));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t('staff.invite.title')} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert" title={t('staff.notSent')}>
              {failure}
            </Alert>
          )}
          <TextInput
            label={t('staff.invite.name')}
            required
            {...form.register('name')}
            error={problem(errors.name)}
          />
          <TextInput
            label={t('staff.invite.contact')}
            description={t('staff.invite.contactHint')}
            placeholder={t('staff.invite.contactPlaceholder')}
            required
            autoComplete="off"
            {...form.register('contact')}
            error={problem(errors.contact)}
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <RoleFields
                value={{ role: field.value, permissions: form.watch('permissions') ?? [] }}
                onChange={(next) => {
                  field.onChange(next.role);
                  form.setValue('permissions', next.permissions, {
                    shouldValidate: form.formState.isSubmitted,
                  });
                }}
                error={problem(errors.permissions)}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('staff.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('staff.invite.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
