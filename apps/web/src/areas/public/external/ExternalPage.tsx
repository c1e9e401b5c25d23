import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * Spec 2.8: the external placeholder page, which shows 'external works!'. It has a route of its own
 * (/external) and nothing links to it; the links that leave Kasuwa go through /externalRedirect/…,
 * which the server answers with a page naming the destination (docs/spec-deviations.md). The page says
 * so, so that someone who lands here is not left with a bare placeholder.
 */
export function ExternalPage() {
  return (
    <Container size="sm" py={{ base: 48, md: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          external works!
        </Title>
        <Text c="dimmed" maw={460}>
          This is the placeholder for links to other websites. When a Kasuwa page links outside Kasuwa, you
          first see which website you are going to, and you continue only if you trust it.
        </Text>
        <Text c="dimmed" size="sm">
          Looking for help? Visit the{' '}
          <Anchor component={Link} to="/support">
            support page
          </Anchor>
          .
        </Text>
        <Button component={Link} to="/" leftSection={<IconHome size={18} />}>
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}
