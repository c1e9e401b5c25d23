import { Anchor, Box, Container, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface InfoSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  links?: { label: string; to: string }[];
}

/** A page's words, in the reader's language (Pages.tsx, ContentPage, translates content.ts). */
export interface InfoContent {
  eyebrow?: string;
  title: string;
  intro: string;
  /** Said before the sections: that their words are English (and, on a legal page, binding). */
  note?: string;
  sections: InfoSection[];
  /** "Last updated …", whole. */
  updated?: string;
}

export function PageHeader({ eyebrow, title, intro }: { eyebrow?: string; title: string; intro: ReactNode }) {
  return (
    <Box bg="kasuwa.0" py={{ base: 40, md: 64 }}>
      <Container size="lg">
        {eyebrow && (
          <Text c="kasuwa.8" fw={700} tt="uppercase" size="sm" mb={6}>
            {eyebrow}
          </Text>
        )}
        <Title order={1} fz={{ base: 30, md: 42 }} maw={760}>
          {title}
        </Title>
        <Text size="lg" c="dimmed" mt="sm" maw={720}>
          {intro}
        </Text>
      </Container>
    </Box>
  );
}

export function SectionBody({ section }: { section: InfoSection }) {
  return (
    <Stack gap="xs">
      <Title order={2} fz={{ base: 20, md: 24 }}>
        {section.heading}
      </Title>
      {section.paragraphs?.map((p) => (
        <Text key={p.slice(0, 40)} lh={1.7}>
          {p}
        </Text>
      ))}
      {section.bullets && (
        <List spacing={6} withPadding>
          {section.bullets.map((b) => (
            <List.Item key={b}>{b}</List.Item>
          ))}
        </List>
      )}
      {section.links && (
        <List spacing={6} withPadding>
          {section.links.map((l) => (
            <List.Item key={l.to}>
              <Anchor component={Link} to={l.to}>
                {l.label}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** An informational page: a header band and sections of text. */
export function InfoPage({ content, children }: { content: InfoContent; children?: ReactNode }) {
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <Container size="md" py={{ base: 40, md: 64 }}>
        <Stack gap={36}>
          {content.note && <Text c="dimmed">{content.note}</Text>}
          {content.sections.map((s) => (
            <SectionBody key={s.heading} section={s} />
          ))}
          {children}
          {content.updated && (
            <Text size="sm" c="dimmed">
              {content.updated}
            </Text>
          )}
        </Stack>
      </Container>
    </>
  );
}
