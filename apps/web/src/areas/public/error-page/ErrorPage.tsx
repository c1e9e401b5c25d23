import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './ErrorPage.module.css';

/** The 404 page (spec 2.8); every unknown path is redirected here. */
export function ErrorPage() {
  return (
    <Container size="sm" py={{ base: 64, md: 120 }}>
      <Stack align="center" ta="center" gap="md">
        <Text className={classes.code} aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={{ base: 28, sm: 36 }} lts={1}>
          PAGE NOT FOUND
        </Title>
        <Text c="dimmed" fz="lg" maw={440}>
          The page you are looking for does not exist or has moved. Check the address, or start again from the
          home page.
        </Text>
        <Button component={Link} to="/" size="lg" mt="md" leftSection={<IconHome size={20} />}>
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}
