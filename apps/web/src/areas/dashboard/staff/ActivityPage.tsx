import type { StoreAuditEntry } from '@kasuwa/contracts';
import { Badge, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/list/EmptyState';
import { ListTable } from '../../../components/list/ListTable';
import { PageHeader } from '../../../components/list/PageHeader';
import { useVendorSession } from '../../../lib/vendor-session';
import { useAudit, useStaff } from '../api/staff';
import { dateTime } from '../format';
import { useCurrentStore } from '../store-context';
import { translate, useT } from './i18n';
import { ROLE_KEYS } from './staff-words';

/** The people the log can be narrowed to: the owner and every member, by user id. */
export function personChoices(
  owner: { id: number; name: string } | undefined,
  members: { userId: number; name: string }[],
): { value: string; label: string }[] {
  return [
    { value: '', label: translate('staff.activity.everyone') },
    ...(owner
      ? [{ value: String(owner.id), label: translate('staff.activity.you', { name: owner.name }) }]
      : []),
    ...members.map((m) => ({ value: String(m.userId), label: m.name })),
  ];
}

/**
 * The store's activity log (issue 34, owner only): who did what and when, newest first, in the store's
 * time zone, narrowed to one person when asked.
 */
export function ActivityPage() {
  const { store, storeId } = useCurrentStore();
  const user = useVendorSession().user;
  const staff = useStaff(storeId);
  const [actor, setActor] = useState('');
  const t = useT();
  const audit = useAudit(storeId, actor);
  const entries = audit.data?.pages.flatMap((p) => p.entries);
  const owner = user
    ? { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.email }
    : undefined;

  return (
    <>
      <PageHeader
        title={t('staff.activity.title')}
        crumbs={[{ label: t('nav.settings'), to: '/dashboard/settings' }]}
        description={t('staff.activity.description', { store: store.name })}
      />
      <Select
        label={t('staff.activity.person')}
        data={personChoices(owner, staff.data?.members ?? [])}
        value={actor}
        onChange={(value) => setActor(value ?? '')}
        allowDeselect={false}
        maw={320}
        mb="md"
      />
      <ListTable
        label={t('staff.activity.title')}
        layout="cards"
        gap="xs"
        loading={audit.isPending}
        count={entries?.length}
        error={audit.error}
        onRetry={() => audit.refetch()}
        emptyPage={
          <EmptyState
            icon={<IconHistory size={30} />}
            title={t('staff.activity.empty')}
            message={actor ? t('staff.activity.emptyPerson') : t('staff.activity.emptyText')}
          />
        }
        footer={
          audit.hasNextPage && (
            <Group justify="center" mt="md">
              <Button
                variant="default"
                loading={audit.isFetchingNextPage}
                onClick={() => audit.fetchNextPage()}
              >
                {t('staff.activity.older')}
              </Button>
            </Group>
          )
        }
      >
        {entries?.map((e) => (
          <ActivityEntry key={e.id} entry={e} />
        ))}
      </ListTable>
    </>
  );
}

function ActivityEntry({ entry }: { entry: StoreAuditEntry }) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="sm" data-testid="activity-entry">
      <Stack gap={2}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {entry.summary}
        </Text>
        <Group gap="xs">
          <Text size="xs" fw={600}>
            {entry.actorName}
          </Text>
          <Badge size="xs" variant="light" color={entry.actorRole === 'owner' ? 'kasuwa' : 'gray'}>
            {t(ROLE_KEYS[entry.actorRole])}
          </Badge>
          <Text size="xs" c="dimmed">
            {dateTime(entry.at)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
