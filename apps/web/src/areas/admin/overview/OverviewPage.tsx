import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconBuildingStore,
  IconCircleCheck,
  IconCircleX,
  IconPalette,
  IconRefresh,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useAdminSession } from '../../../lib/admin-session';
import { formatDate } from '../../../lib/datetime';
import { useCan, useDashboardStats, useRecentActivity } from '../api';
import { useT } from '../i18n';
import { type AdminTranslate, count, roleName } from '../labels';
import { PlatformPanel } from './PlatformPanel';

const ACTIVITY_ICONS = {
  user_registration: { icon: IconUserPlus, color: 'blue' },
  store_creation: { icon: IconBuildingStore, color: 'kasuwa' },
  admin_change: { icon: IconRefresh, color: 'gold' },
} as const;

/** Spec section 4: under an hour 'Just now', under a day 'N hours ago', else the date. */
function activityTime(t: AdminTranslate, timestamp: string, now = Date.now()): string {
  const hours = Math.floor((now - new Date(timestamp).getTime()) / 3_600_000);
  if (hours < 1) return t('admin.overview.justNow');
  if (hours < 24) return t('admin.overview.hoursAgo', { count: hours });
  return formatDate(timestamp);
}

/** Spec 2.13: Dashboard Overview. */
export function OverviewPage() {
  const t = useT();
  const { user } = useAdminSession();
  const stats = useDashboardStats();
  const activity = useRecentActivity();
  const fullRights = useCan('all');

  // Spec 8: a failed call, or an answer whose status is false.
  const failure = stats.isError
    ? t('admin.overview.error')
    : stats.data && !stats.data.status
      ? t('admin.overview.failed')
      : null;

  const cards = stats.data?.stats
    ? [
        {
          label: t('admin.overview.totalStores'),
          value: stats.data.stats.totalStores,
          icon: IconBuildingStore,
          color: 'kasuwa',
        },
        {
          label: t('admin.overview.totalUsers'),
          value: stats.data.stats.totalUsers,
          icon: IconUsers,
          color: 'blue',
        },
        {
          label: t('admin.overview.activeStores'),
          value: stats.data.stats.activeStores,
          icon: IconCircleCheck,
          color: 'teal',
        },
        {
          label: t('admin.overview.inactiveStores'),
          value: stats.data.stats.inactiveStores,
          icon: IconCircleX,
          color: 'gray',
        },
        {
          label: t('admin.overview.themes'),
          value: stats.data.stats.totalThemes,
          icon: IconPalette,
          color: 'gold',
        },
      ]
    : [];

  return (
    <Stack gap="lg">
      <Title order={1} fz={26}>
        {t('admin.overview.title')}
      </Title>
      <Paper radius="md" p="lg" bg="kasuwa.8" c="white">
        <Text fz="xl" fw={700}>
          {t('admin.overview.welcome', { name: user?.firstName ?? '' })}
        </Text>
        <Text mt={4} opacity={0.9}>
          {t('admin.overview.signedInAs', { role: roleName(t, user?.role ?? '') })}
        </Text>
        <Group gap={6} mt="sm" aria-label={t('admin.overview.permissions')}>
          {user?.permissions.map((permission) => (
            <Badge key={permission} color="gold" variant="filled" radius="sm">
              {permission}
            </Badge>
          ))}
        </Group>
      </Paper>

      {stats.isPending && (
        <Text c="dimmed" role="status">
          {t('admin.overview.loading')}
        </Text>
      )}
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} title={failure} role="alert">
          <Button
            mt="xs"
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} />}
            loading={stats.isFetching}
            onClick={() => stats.refetch()}
          >
            {t('admin.common.retry')}
          </Button>
        </Alert>
      )}
      {cards.length > 0 && (
        <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
          {cards.map((card) => (
            <Card key={card.label} withBorder radius="md" padding="md" aria-label={card.label}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Text size="sm" c="dimmed" fw={600}>
                    {card.label}
                  </Text>
                  <Text fz={28} fw={800} lh={1.2}>
                    {count(card.value)}
                  </Text>
                </div>
                <ThemeIcon variant="light" color={card.color} size="lg" radius="md">
                  <card.icon size={20} />
                </ThemeIcon>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}

      {fullRights && <PlatformPanel />}

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="recent-activity">
        <Title order={2} fz="lg" id="recent-activity" mb="sm">
          {t('admin.overview.recent')}
        </Title>
        {activity.isPending ? (
          <Text c="dimmed">{t('admin.common.loading')}</Text>
        ) : activity.data && activity.data.length > 0 ? (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {activity.data.map((item) => {
              const look = ACTIVITY_ICONS[item.type] ?? ACTIVITY_ICONS.admin_change;
              return (
                <Group
                  key={`${item.type}-${item.timestamp}-${item.message}`}
                  component="li"
                  wrap="nowrap"
                  gap="sm"
                >
                  <ThemeIcon variant="light" color={look.color} radius="xl">
                    <look.icon size={16} />
                  </ThemeIcon>
                  <Text size="sm" style={{ flex: 1 }}>
                    {item.message}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {activityTime(t, item.timestamp)}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        ) : (
          <Text c="dimmed">{t('admin.overview.noActivity')}</Text>
        )}
      </Paper>
    </Stack>
  );
}
