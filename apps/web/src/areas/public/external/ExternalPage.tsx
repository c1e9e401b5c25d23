import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SLOT, Slotted } from '../../../components/Slotted';
import { useT } from './i18n';

/**
 * Spec 2.8: the external placeholder page, which shows 'external works!'. It has a route of its own
 * (/external) and nothing links to it; the links that leave Kasuwa go through /externalRedirect/…,
 * which the server answers with a page naming the destination (docs/spec-deviations.md). The page says
 * so, so that someone who lands here is not left with a bare placeholder.
 */
export function ExternalPage() {
  const t = useT();
  return (
    <Container size="sm" py={{ base: 48, md: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('external.page.title')}
        </Title>
        <Text c="dimmed" maw={460}>
          {t('external.page.text')}
        </Text>
        <Text c="dimmed" size="sm">
          <Slotted text={t('external.page.help', { support: SLOT })}>
            <Anchor component={Link} to="/support">
              {t('external.page.supportLink')}
            </Anchor>
          </Slotted>
        </Text>
        <Button component={Link} to="/" leftSection={<IconHome size={18} />}>
          {t('external.page.home')}
        </Button>
      </Stack>
    </Container>
  );
}
