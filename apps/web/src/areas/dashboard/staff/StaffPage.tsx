import {
  OWNER_ONLY,
  OWNER_ONLY_ACTIONS,
  type StaffInvitation,
  type StaffMember,
  type StaffOverview,
} from '@kasuwa/contracts';
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
import { ROLE_LABELS } from '../role-labels';
import { useCurrentStore } from '../store-context';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { InviteDialog } from './InviteDialog';

/** "Only you can …": what stays the owner's whatever role she gives, in one sentence. */
export function ownerOnlySentence(): string {
  const words = OWNER_ONLY.map((k) => OWNER_ONLY_ACTIONS[k]);
  return `Whatever their role, only you can ${words.slice(0, -1).join(', ')} and ${words.at(-1)}.`;
}

/** Whether another person can be invited, and if not, what the owner can do about it. */
export function seatState(
  seats: StaffOverview['seats'],
  plan: string | undefined,
): { canInvite: boolean; message?: string; upgradeTo?: string } {
  if (seats.limit === 0) {
    return {
      canInvite: false,
      message: 'Your plan has no staff seats. Upgrade to let others record sales and look after stock.',
      upgradeTo: 'premium',
    };
  }
  if (seats.limit !== null && seats.used >= seats.limit) {
    const upgradeTo = plan === 'enterprise' ? undefined : plan === 'premium' ? 'enterprise' : 'premium';
    return {
      canInvite: false,
      message: `All ${seats.limit} staff seats are taken. Remove someone or cancel an invitation to free one${
        upgradeTo ? ', or upgrade for more' : ''
      }.`,
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
  const state = staff.data ? seatState(staff.data.seats, plan) : undefined;

  return (
    <>
      <PageHeader
        title="Staff"
        crumbs={[{ label: 'Settings', to: '/dashboard/settings' }]}
        description={`People who help you run ${store.name}, each with their own sign-in.`}
        actions={
          <Button
            leftSection={<IconUserPlus size={18} />}
            disabled={!state?.canInvite}
            onClick={() => setInviting(true)}
          >
            Invite someone
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
        <ListTable label="Staff" loading count={undefined} layout="cards">
          {null}
        </ListTable>
      )}
      <InviteDialog storeId={storeId} opened={inviting} onClose={() => setInviting(false)} />
    </>
  );
}

function Seats({ seats }: { seats: StaffOverview['seats'] }) {
  if (seats.limit === 0) return null;
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" fw={600}>
        Staff seats: {seats.used} of {seats.limit ?? 'unlimited'} used
      </Text>
      {seats.limit !== null && (
        <Progress
          mt={8}
          value={Math.min(100, (seats.used / seats.limit) * 100)}
          aria-label="Staff seats used"
        />
      )}
      <Text size="xs" c="dimmed" mt={6}>
        Open invitations count as seats until they are accepted or cancelled.
      </Text>
    </Card>
  );
}

function Members({ members }: { members: StaffMember[] }) {
  const { storeId } = useCurrentStore();
  const remove = useRemoveMember(storeId);
  const [removing, setRemoving] = useState<StaffMember>();
  const [changing, setChanging] = useState<StaffMember>();
  return (
    <section aria-labelledby="staff-members">
      <Title order={3} fz="md" mb="sm" id="staff-members">
        Team
      </Title>
      <ListTable
        label="Team"
        layout="cards"
        loading={false}
        count={members.length}
        empty={
          <EmptyState
            icon={<IconUsers size={30} />}
            title="No one yet"
            message="Invite someone and they appear here once they have joined."
          />
        }
      >
        {members.map((m) => (
          <Card key={m.id} withBorder radius="md" padding="md" data-testid="staff-member">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2} miw={0}>
                <Group gap="xs">
                  <Text fw={600}>{m.name}</Text>
                  <Badge variant="light">{ROLE_LABELS[m.role]}</Badge>
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {m.email ?? m.phone}
                </Text>
                <Text size="xs" c="dimmed">
                  {m.lastActiveAt ? `Last active ${dateTime(m.lastActiveAt)}` : 'Not active yet'}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => setChanging(m)}>
                  Change role
                </Button>
                <Button size="xs" variant="light" color="red" onClick={() => setRemoving(m)}>
                  Remove
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </ListTable>
      <ChangeRoleDialog member={changing} onClose={() => setChanging(undefined)} />
      <ConfirmDialog
        opened={removing !== undefined}
        title={`Remove ${removing?.name ?? ''}?`}
        message={`${removing?.name ?? 'They'} lose access to the store at once and are signed out on every device. What they did stays in the activity log.`}
        confirmLabel="Remove"
        cancelLabel="Keep them"
        loading={remove.isPending}
        onCancel={() => setRemoving(undefined)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.id);
            notifications.show({ color: 'green', message: `${removing.name} no longer has access.` });
            setRemoving(undefined);
          } catch (error) {
            notifications.show({ color: 'red', title: 'Not removed', message: errorMessage(error) });
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
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="staff-invitations">
      <Title order={3} fz="md" mb="sm" id="staff-invitations">
        Invitations not yet accepted
      </Title>
      <Stack gap="sm">
        {invitations.map((i) => (
          <Card key={i.id} withBorder radius="md" padding="md" data-testid="staff-invitation">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2} miw={0}>
                <Group gap="xs">
                  <Text fw={600}>{i.name}</Text>
                  <Badge variant="outline">{ROLE_LABELS[i.role]}</Badge>
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {i.contact}
                </Text>
                <Text size="xs" c="dimmed">
                  Link valid until {dateTime(i.expiresAt)}
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
                        message: `A new link is on its way to ${i.name}.`,
                      });
                    } catch (error) {
                      notifications.show({ color: 'red', title: 'Not sent', message: errorMessage(error) });
                    }
                  }}
                >
                  Resend
                </Button>
                <Button size="xs" variant="light" color="red" onClick={() => setCancelling(i)}>
                  Cancel
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      <ConfirmDialog
        opened={cancelling !== undefined}
        title="Cancel this invitation?"
        message={`The link sent to ${cancelling?.contact ?? ''} stops working and the seat is free again.`}
        confirmLabel="Cancel invitation"
        cancelLabel="Keep it"
        loading={cancel.isPending}
        onCancel={() => setCancelling(undefined)}
        onConfirm={async () => {
          if (!cancelling) return;
          try {
            await cancel.mutateAsync(cancelling.id);
            setCancelling(undefined);
          } catch (error) {
            notifications.show({ color: 'red', title: 'Not cancelled', message: errorMessage(error) });
          }
        }}
      />
    </section>
  );
}
