import type { StaffInvitation, StaffMember, StaffOverview } from '@kasuwa/contracts';
import { Alert, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock, IconMailForward, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/list/ConfirmDialog';
import { EmptyState } from '../../../components/list/EmptyState';
import { ListTable } from '../../../components/list/ListTable';
import { PageHeader } from '../../../components/list/PageHeader';
import { QueryError } from '../../../components/list/QueryError';
import { useVendorSession } from '../../../lib/vendor-session';
import { UpgradeNotice } from '../../subscription/UpgradeNotice';
import { errorMessage } from '../api/http';
import { useCancelInvitation, useRemoveMember, useResendInvitation, useStaff } from '../api/staff';
import { dateTime } from '../format';
import { useCurrentStore } from '../store-context';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { InviteDialog } from './InviteDialog';
import { translate, useT } from './i18n';
import { ROLE_KEYS } from './staff-words';

/**
 * "Only you can …": what stays the owner's whatever role she gives (OWNER_ONLY in the contracts), in one
 * sentence of the catalogue rather than a list joined in English.
 */
export function ownerOnlySentence(): string {
  return translate('staff.ownerOnly');
}

/** Whether another person can be invited, and if not, what the owner can do about it. */
export function seatState(
  seats: StaffOverview['seats'],
  plan: string | undefined,
): { canInvite: boolean; message?: string; upgradeTo?: string } {
  if (seats.limit === 0) {
    return {
      canInvite: false,
      message: translate('staff.seats.none'),
      upgradeTo: 'premium',
    };
  }
  if (seats.limit !== null && seats.used >= seats.limit) {
    const upgradeTo = plan === 'enterprise' ? undefined : plan === 'premium' ? 'enterprise' : 'premium';
    return {
      canInvite: false,
      message: translate(upgradeTo ? 'staff.seats.fullUpgrade' : 'staff.seats.full', { count: seats.limit }),
      upgradeTo,
    };
  }
  return { canInvite: true };
}

export function StaffPage() {
  const { store, storeId } = useCurrentStore();
  const staff = useStaff(storeId);
  const plan = useVendorSession().user?.plan;
  const [inviting, setInviting] = useState(false);
  const t = useT();
  const state = staff.data ? seatState(staff.data.seats, plan) : undefined;

  return (
    <>
      <PageHeader
        title={t('staff.title')}
        crumbs={[{ label: t('nav.settings'), to: '/dashboard/settings' }]}
        description={t('staff.description', { store: store.name })}
        actions={
          <Button
            leftSection={<IconUserPlus size={18} />}
            disabled={!state?.canInvite}
            onClick={() => setInviting(true)}
          >
            {t('staff.invite.title')}
          </Button>
        }
      />
      {staff.isError && <QueryError error={staff.error} onRetry={() => staff.refetch()} />}
      {staff.data && state && (
        <Stack gap="lg">
          <Seats seats={staff.data.seats} />
          {state.message &&
            (state.upgradeTo ? (
              <UpgradeNotice plan={state.upgradeTo} message={state.message} />
            ) : (
              <Alert color="yellow" role="status">
                {state.message}
              </Alert>
            ))}
          <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
            {ownerOnlySentence()}
          </Alert>
          <Members members={staff.data.members} />
          <Invitations invitations={staff.data.invitations} />
        </Stack>
      )}
      {staff.isPending && (
        <ListTable label={t('staff.title')} loading count={undefined} layout="cards">
          {null}
        </ListTable>
      )}
      <InviteDialog storeId={storeId} opened={inviting} onClose={() => setInviting(false)} />
    </>
  );
}

function Seats({ seats }: { seats: StaffOverview['seats'] }) {
  const t = useT();
  if (seats.limit === 0) return null;
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" fw={600}>
        {seats.limit === null
          ? t('staff.seats.usedUnlimited', { used: seats.used })
          : t('staff.seats.used', { used: seats.used, limit: seats.limit })}
      </Text>
      {seats.limit !== null && (
        <Progress
          mt={8}
          value={Math.min(100, (seats.used / seats.limit) * 100)}
          aria-label={t('staff.seats.progress')}
        />
      )}
      <Text size="xs" c="dimmed" mt={6}>
        {t('staff.seats.invitations')}
      </Text>
    </Card>
  );
}

function Members({ members }: { members: StaffMember[] }) {
  const { storeId } = useCurrentStore();
  const remove = useRemoveMember(storeId);
  const [removing, setRemoving] = useState<StaffMember>();
  const [changing, setChanging] = useState<StaffMember>();
  const t = useT();
  return (
    <section aria-labelledby="staff-members">
      <Title order={3} fz="md" mb="sm" id="staff-members">
        {t('staff.team')}
      </Title>
      <ListTable
        label={t('staff.team')}
        layout="cards"
        loading={false}
        count={members.length}
        empty={
          <EmptyState
            icon={<IconUsers size={30} />}
            title={t('staff.noOne')}
            message={t('staff.noOneText')}
          />
        }
      >
        {members.map((m) => (
          <Card key={m.id} withBorder radius="md" padding="md" data-testid="staff-member">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2} miw={0}>
                <Group gap="xs">
                  <Text fw={600}>{m.name}</Text>
                  <Badge variant="light">{t(ROLE_KEYS[m.role])}</Badge>
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {m.email ?? m.phone}
                </Text>
                <Text size="xs" c="dimmed">
                  {m.lastActiveAt
                    ? t('staff.lastActive', { when: dateTime(m.lastActiveAt) })
                    : t('staff.notActive')}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => setChanging(m)}>
                  {t('staff.changeRole')}
                </Button>
                <Button size="xs" variant="light" color="red" onClick={() => setRemoving(m)}>
                  {t('staff.remove')}
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </ListTable>
      <ChangeRoleDialog member={changing} onClose={() => setChanging(undefined)} />
      <ConfirmDialog
        opened={removing !== undefined}
        title={t('staff.removeTitle', { name: removing?.name ?? '' })}
        message={t('staff.removeText', { name: removing?.name ?? '' })}
        confirmLabel={t('staff.remove')}
        cancelLabel={t('staff.keepThem')}
        loading={remove.isPending}
        onCancel={() => setRemoving(undefined)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.id);
            notifications.show({ color: 'green', message: t('staff.removed', { name: removing.name }) });
            setRemoving(undefined);
          } catch (error) {
            notifications.show({ color: 'red', title: t('staff.notRemoved'), message: errorMessage(error) });
          }
        }}
      />
    </section>
  );
}

function Invitations({ invitations }: { invitations: StaffInvitation[] }) {
  const { storeId } = useCurrentStore();
  const resend = useResendInvitation(storeId);
  const cancel = useCancelInvitation(storeId);
  const [cancelling, setCancelling] = useState<StaffInvitation>();
  const t = useT();
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="staff-invitations">
      <Title order={3} fz="md" mb="sm" id="staff-invitations">
        {t('staff.invitations')}
      </Title>
      <Stack gap="sm">
        {invitations.map((i) => (
          <Card key={i.id} withBorder radius="md" padding="md" data-testid="staff-invitation">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2} miw={0}>
                <Group gap="xs">
                  <Text fw={600}>{i.name}</Text>
                  <Badge variant="outline">{t(ROLE_KEYS[i.role])}</Badge>
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {i.contact}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('staff.linkValid', { when: dateTime(i.expiresAt) })}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconMailForward size={14} />}
                  loading={resend.isPending && resend.variables === i.id}
                  onClick={async () => {
                    try {
                      await resend.mutateAsync(i.id);
                      notifications.show({
                        color: 'green',
                        message: t('staff.resent', { name: i.name }),
                      });
                    } catch (error) {
                      notifications.show({
                        color: 'red',
                        title: t('staff.notSent'),
                        message: errorMessage(error),
                      });
                    }
                  }}
                >
                  {t('staff.resend')}
                </Button>
                <Button size="xs" variant="light" color="red" onClick={() => setCancelling(i)}>
                  {t('staff.cancel')}
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      <ConfirmDialog
        opened={cancelling !== undefined}
        title={t('staff.cancelTitle')}
        message={t('staff.cancelText', { contact: cancelling?.contact ?? '' })}
        confirmLabel={t('staff.cancelInvitation')}
        cancelLabel={t('staff.keepIt')}
        loading={cancel.isPending}
        onCancel={() => setCancelling(undefined)}
        onConfirm={async () => {
          if (!cancelling) return;
          try {
            await cancel.mutateAsync(cancelling.id);
            setCancelling(undefined);
          } catch (error) {
            notifications.show({
              color: 'red',
              title: t('staff.notCancelled'),
              message: errorMessage(error),
            });
          }
        }}
      />
    </section>
  );
}
