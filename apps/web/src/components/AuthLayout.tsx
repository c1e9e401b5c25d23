import { Box, Container, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './AuthLayout.module.css';
import { Brand } from './Brand';

/**
 * The frame of the login and registration pages: a brand panel beside the form. Its words come from the
 * page, in the reader's language (each page's part of the catalogue).
 */
export function AuthLayout({
  children,
  aside,
}: {
  children: ReactNode;
  aside: { title: string; text: string; points: readonly string[] };
}) {
  return (
    <Box className={classes.page}>
      <Box className={classes.aside} visibleFrom="md">
        <Stack gap="xl" maw={420}>
          <Brand inverted size={36} />
          <Title order={2} c="white" fz={34} lh={1.15}>
            {aside.title}
          </Title>
          <Text c="kasuwa.1" fz="lg">
            {aside.text}
          </Text>
          <List
            spacing="md"
            c="white"
            icon={
              <ThemeIcon size={24} radius="xl" color="gold.5">
                <IconCheck size={15} stroke={3} color="var(--mantine-color-kasuwa-9)" />
              </ThemeIcon>
            }
          >
            {aside.points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
        </Stack>
      </Box>
      <Container size={480} w="100%" py={{ base: 32, md: 64 }} px="md" className={classes.main}>
        <Box hiddenFrom="md" mb="xl">
          <Brand />
        </Box>
        <Paper p={{ base: 'lg', sm: 36 }} radius="lg" withBorder shadow="sm">
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
