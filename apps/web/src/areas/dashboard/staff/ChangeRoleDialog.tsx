import { type StaffMember, staffMemberUpdateSchema } from '@kasuwa/contracts';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { errorMessage } from '../api/http';
import { useUpdateMember } from '../api/staff';
import { useCurrentStore } from '../store-context';
import { useT } from './i18n';
import { RoleFields, type RoleValue } from './RoleFields';

/** A member's role changed; it applies to their next request, no new sign-in needed. */
export function ChangeRoleDialog({ member, onClose }: { member?: StaffMember; onClose: () => void }) {
  const { storeId } = useCurrentStore();
  const update = useUpdateMember(storeId);
  const t = useT();
  const [value, setValue] = useState<RoleValue>({ role: 'sales', permissions: [] });
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    if (member) setValue({ role: member.role, permissions: member.permissions });
    setProblem(undefined);
  }, [member]);

  const save = async () => {
    const parsed = staffMemberUpdateSchema.safeParse(value);
    if (!parsed.success) {
      // The one rule the update schema has: a custom role needs a permission.
      setProblem(t('staff.error.choosePermission'));
      return;
    }
    if (!member) return;
    try {
      await update.mutateAsync({
        id: member.id,
        update: { ...parsed.data, permissions: parsed.data.role === 'custom' ? parsed.data.permissions : [] },
      });
      notifications.show({ color: 'green', message: t('staff.changeRole.done', { name: member.name }) });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Modal
      opened={member !== undefined}
      onClose={onClose}
      title={t('staff.changeRole.title', { name: member?.name ?? '' })}
      centered
    >
      <Stack>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <RoleFields value={value} onChange={setValue} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('staff.cancel')}
          </Button>
          <Button loading={update.isPending} onClick={save}>
            {t('staff.changeRole.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
