import { Card, Group, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconHistory, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isOwner } from '../access';
import { useCurrentStore } from '../store-context';
import { useT } from './i18n';

const LINKS = [
  {
    to: '/dashboard/settings/staff',
    label: 'settings.team.staff',
    hint: 'settings.team.staffHint',
    icon: IconUsersGroup,
  },
  {
    to: '/dashboard/settings/activity',
    label: 'settings.team.activity',
    hint: 'settings.team.activityHint',
    icon: IconHistory,
  },
] as const;

/** Settings' way to the owner's staff screens (issue 34); a manager with settings sees nothing here. */
export function TeamLinks() {
  const { store } = useCurrentStore();
  const t = useT();
  if (!isOwner(store.access)) return null;
  return (
    <Card withBorder radius="md" padding="lg" mt="lg">
      <Title order={3} fz="md" mb="sm">
        {t('settings.team.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {LINKS.map((link) => (
          <UnstyledButton
            key={link.to}
            component={Link}
            to={link.to}
            p="sm"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          >
            <Group wrap="nowrap">
              <ThemeIcon variant="light" size={40} radius="md">
                <link.icon size={22} />
              </ThemeIcon>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600}>{t(link.label)}</Text>
                <Text size="sm" c="dimmed">
                  {t(link.hint)}
                </Text>
              </div>
              <IconChevronRight size={18} aria-hidden />
            </Group>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Card>
  );
}
