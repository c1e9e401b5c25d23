import { Badge, Button, Card, Container, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { PageHeader } from '../info/InfoPage';
import { CONNECTED_APPS, SOLUTIONS } from './solutions';

export function SolutionsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Solutions"
        title="Everything you need to sell online"
        intro="Start with a free storefront and add the tools your business needs as it grows."
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
                  Coming soon
                </Badge>
                <Text fw={700} size="lg">
                  {s.title}
                </Text>
                <Text c="dimmed" size="sm" mt={6}>
                  {s.summary}
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
                  Available
                </Badge>
                <Text fw={700} size="lg">
                  {s.title}
                </Text>
                <Text c="dimmed" size="sm" mt={6}>
                  {s.summary}
                </Text>
              </Card>
            ),
          )}
        </SimpleGrid>
      </Container>
      <Container size="lg" pb={{ base: 40, md: 56 }} component="section" aria-labelledby="connected-apps">
        <Title order={2} id="connected-apps" fz={26} mb={6}>
          Connected apps
        </Title>
        <Text c="dimmed" mb="lg">
          Link your store to the tools you already use. Connect them from Dashboard → Apps.
        </Text>
        {CONNECTED_APPS.map((g) => (
          <div key={g.group}>
            <Title order={3} fz={18} mt="lg" mb="sm">
              {g.group}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {g.apps.map((app) => (
                <Card key={app.name} withBorder radius="md" p="md" data-app-status={app.status}>
                  <Badge
                    color={app.status === 'connected' ? 'kasuwa' : 'gray.7'}
                    variant={app.status === 'connected' ? 'light' : 'filled'}
                    mb="xs"
                  >
                    {app.status === 'connected' ? 'Connected' : 'Pending'}
                  </Badge>
                  <Text fw={700}>{app.name}</Text>
                  <Text c="dimmed" size="sm" mt={4}>
                    {app.summary}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </div>
        ))}
      </Container>
    </>
  );
}

export function SolutionPage() {
  const { slug } = useParams();
  const solution = SOLUTIONS.find((s) => s.slug === slug && !s.comingSoon);
  if (!solution) return <Navigate to="/solutions" replace />;
  return (
    <>
      <PageHeader eyebrow="Solutions" title={solution.title} intro={solution.summary} />
      <Container size="md" py={{ base: 40, md: 56 }}>
        <Title order={2} fz={22} mb="md">
          What you get
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
            <List.Item key={p}>{p}</List.Item>
          ))}
        </List>
        <Button component={Link} to="/register" size="md" mt="xl">
          Get started free
        </Button>
        <Button component={Link} to="/solutions" variant="subtle" size="md" mt="xl" ml="sm">
          All solutions
        </Button>
      </Container>
    </>
  );
}
