import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './ErrorPage.module.css';
import { useT } from './i18n';

/** The 404 page (spec 2.8); every unknown path is redirected here. */
export function ErrorPage() {
  const t = useT();
  return (
    <Container size="sm" py={{ base: 64, md: 120 }}>
      <Stack align="center" ta="center" gap="md">
        <Text className={classes.code} aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={{ base: 28, sm: 36 }} lts={1}>
          {t('errorPage.notFound.title')}
        </Title>
        <Text c="dimmed" fz="lg" maw={440}>
          {t('errorPage.notFound.text')}
        </Text>
        <Button component={Link} to="/" size="lg" mt="md" leftSection={<IconHome size={20} />}>
          {t('errorPage.notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
