import type { MessagingChannels } from '@kasuwa/contracts';
import {
  Badge,
  Button,
  Card,
  Container,
  List,
  SimpleGrid,
  Skeleton,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { apiFetch } from '../../../lib/api';
import { PageHeader } from '../info/InfoPage';
import { useT } from './i18n';
import { CONNECTED_APPS, type MarketedApp, SOLUTIONS } from './solutions';

export const messagingChannelsKey = ['messaging-channels'];

/** Which messaging channels this Kasuwa configured; the server-rendered page has it before rendering. */
function useMessagingChannels() {
  return useQuery({
    queryKey: messagingChannelsKey,
    queryFn: ({ signal }) => apiFetch<MessagingChannels>('/api/messaging/channels', { signal }),
    staleTime: 5 * 60_000,
  });
}

const badges = {
  connected: { label: 'solutions.apps.connected', color: 'kasuwa', variant: 'light' },
  pending: { label: 'solutions.apps.pending', color: 'gray.7', variant: 'filled' },
  'not set up': { label: 'solutions.apps.notSetUp', color: 'gray.7', variant: 'outline' },
} as const;

export function SolutionsPage() {
  const t = useT();
  const channels = useMessagingChannels();
  // A messaging app is connected where its provider is configured; undefined while that is being asked.
  const statusOf = (app: MarketedApp): keyof typeof badges | undefined => {
    if (!app.channel) return app.status;
    if (!channels.data) return channels.isError ? 'not set up' : undefined;
    return channels.data[app.channel].available ? 'connected' : 'not set up';
  };
  return (
    <>
      <PageHeader
        eyebrow={t('solutions.page.eyebrow')}
        title={t('solutions.page.title')}
        intro={t('solutions.page.intro')}
      />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {SOLUTIONS.map((s) =>
            s.comingSoon ? (
              <Card
                key={s.slug}
                withBorder
                radius="md"
                p="lg"
                aria-disabled="true"
                data-testid={`solution-${s.slug}`}
                style={{ opacity: 0.5, filter: 'grayscale(1)', cursor: 'not-allowed' }}
              >
                <Badge color="gray" variant="light" mb="sm">
                  {t('solutions.badge.soon')}
                </Badge>
                <Text fw={700} size="lg">
                  {t(s.title)}
                </Text>
                <Text c="dimmed" size="sm" mt={6}>
                  {t(s.summary)}
                </Text>
              </Card>
            ) : (
              <Card
                key={s.slug}
                component={Link}
                to={`/solutions/${s.slug}`}
                withBorder
                radius="md"
                p="lg"
                data-testid={`solution-${s.slug}`}
              >
                <Badge variant="light" mb="sm">
                  {t('solutions.badge.available')}
                </Badge>
                <Text fw={700} size="lg">
                  {t(s.title)}
                </Text>
                <Text c="dimmed" size="sm" mt={6}>
                  {t(s.summary)}
                </Text>
              </Card>
            ),
          )}
        </SimpleGrid>
      </Container>
      <Container size="lg" pb={{ base: 40, md: 56 }} component="section" aria-labelledby="connected-apps">
        <Title order={2} id="connected-apps" fz={26} mb={6}>
          {t('solutions.apps.title')}
        </Title>
        <Text c="dimmed" mb="lg">
          {t('solutions.apps.intro')}
        </Text>
        {CONNECTED_APPS.map((g) => (
          <div key={g.group}>
            <Title order={3} fz={18} mt="lg" mb="sm">
              {t(g.group)}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {g.apps.map((app) => {
                const status = statusOf(app);
                const badge = status && badges[status];
                return (
                  <Card key={app.name} withBorder radius="md" p="md" data-app-status={status}>
                    {badge ? (
                      <Badge color={badge.color} variant={badge.variant} mb="xs">
                        {t(badge.label)}
                      </Badge>
                    ) : (
                      <Skeleton h={20} w={80} mb="xs" />
                    )}
                    <Text fw={700}>{app.name}</Text>
                    <Text c="dimmed" size="sm" mt={4}>
                      {t(app.summary)}
                    </Text>
                  </Card>
                );
              })}
            </SimpleGrid>
          </div>
        ))}
      </Container>
    </>
  );
}

export function SolutionPage() {
  const t = useT();
  const { slug } = useParams();
  const solution = SOLUTIONS.find((s) => s.slug === slug && !s.comingSoon);
  if (!solution) return <Navigate to="/solutions" replace />;
  return (
    <>
      <PageHeader
        eyebrow={t('solutions.page.eyebrow')}
        title={t(solution.title)}
        intro={t(solution.summary)}
      />
      <Container size="md" py={{ base: 40, md: 56 }}>
        <Title order={2} fz={22} mb="md">
          {t('solutions.detail.what')}
        </Title>
        <List
          spacing="sm"
          size="lg"
          icon={
            <ThemeIcon size={24} radius="xl" color="kasuwa">
              <IconCheck size={15} />
            </ThemeIcon>
          }
        >
          {solution.points?.map((p) => (
            <List.Item key={p}>{t(p)}</List.Item>
          ))}
        </List>
        <Button component={Link} to="/register" size="md" mt="xl">
          {t('solutions.detail.start')}
        </Button>
        <Button component={Link} to="/solutions" variant="subtle" size="md" mt="xl" ml="sm">
          {t('solutions.detail.all')}
        </Button>
      </Container>
    </>
  );
}
