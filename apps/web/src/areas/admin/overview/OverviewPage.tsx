import { activityTimeLabel, adminMessages, roleLabel } from '@kasuwa/contracts';
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
import { useCan, useDashboardStats, useRecentActivity } from '../api';
import { PlatformPanel } from './PlatformPanel';

const ACTIVITY_ICONS = {
  user_registration: { icon: IconUserPlus, color: 'blue' },
  store_creation: { icon: IconBuildingStore, color: 'kasuwa' },
  admin_change: { icon: IconRefresh, color: 'gold' },
} as const;

/** Spec 2.13: Dashboard Overview. */
export function OverviewPage() {
  const { user } = useAdminSession();
  const stats = useDashboardStats();
  const activity = useRecentActivity();
  const fullRights = useCan('all');

  // Spec 8: a failed call, or an answer whose status is false.
  const failure = stats.isError
    ? adminMessages.dashboardError
    : stats.data && !stats.data.status
      ? adminMessages.dashboardFailed
      : null;

  const cards = stats.data?.stats
    ? [
        {
          label: 'Total Stores',
          value: stats.data.stats.totalStores,
          icon: IconBuildingStore,
          color: 'kasuwa',
        },
        { label: 'Total Users', value: stats.data.stats.totalUsers, icon: IconUsers, color: 'blue' },
        {
          label: 'Active Stores',
          value: stats.data.stats.activeStores,
          icon: IconCircleCheck,
          color: 'teal',
        },
        {
          label: 'Inactive Stores',
          value: stats.data.stats.inactiveStores,
          icon: IconCircleX,
          color: 'gray',
        },
        { label: 'Available Themes', value: stats.data.stats.totalThemes, icon: IconPalette, color: 'gold' },
      ]
    : [];

  return (
    <Stack gap="lg">
      <Title order={1} fz={26}>
        Dashboard Overview
      </Title>
      <Paper radius="md" p="lg" bg="kasuwa.8" c="white">
        <Text fz="xl" fw={700}>
          Welcome back, {user?.firstName}!
        </Text>
        <Text mt={4} opacity={0.9}>
          You are signed in as {roleLabel(user?.role ?? '')}.
        </Text>
        <Group gap={6} mt="sm" aria-label="Your permissions">
          {user?.permissions.map((permission) => (
            <Badge key={permission} color="gold" variant="filled" radius="sm">
              {permission}
            </Badge>
          ))}
        </Group>
      </Paper>

      {stats.isPending && (
        <Text c="dimmed" role="status">
          {adminMessages.dashboardLoading}
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
            Retry
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
                    {card.value.toLocaleString('en-NG')}
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
          Recent Activity
        </Title>
        {activity.isPending ? (
          <Text c="dimmed">Loading…</Text>
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
                    {activityTimeLabel(item.timestamp)}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        ) : (
          <Text c="dimmed">{adminMessages.noActivity}</Text>
        )}
      </Paper>
    </Stack>
  );
}
