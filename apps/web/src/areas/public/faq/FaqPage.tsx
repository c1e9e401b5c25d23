import {
  Accordion,
  Anchor,
  Container,
  Grid,
  NavLink,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../info/InfoPage';
import { FAQ_CATEGORIES, FAQS, type FaqCategory, filterFaqs } from './faqs';

/** Spec 2.8: keyword filter, categories, and an accordion with one answer open at a time. */
export function FaqPage() {
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<FaqCategory | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const inCategory = category ? FAQS.filter((f) => f.category === category) : FAQS;
  const shown = filterFaqs(inCategory, keyword);

  return (
    <>
      <PageHeader
        eyebrow="Help Center"
        title="Frequently asked questions"
        intro="Quick answers about stores, payments, escrow and your account."
      />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Paper withBorder radius="md" p="sm">
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={6}>
                Categories
              </Text>
              <NavLink
                component="button"
                label="All questions"
                active={category === null}
                onClick={() => setCategory(null)}
              />
              {FAQ_CATEGORIES.map((c) => (
                <NavLink
                  component="button"
                  key={c}
                  label={c}
                  active={category === c}
                  onClick={() => {
                    setCategory(c);
                    setOpen(null);
                  }}
                />
              ))}
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={6}>
                More help
              </Text>
              <NavLink component={Link} to="/faq" label="FAQs" />
              <NavLink component={Link} to="/terms" label="Terms" />
              <NavLink component={Link} to="/privacy" label="Privacy" />
              <NavLink component={Link} to="/legal" label="Legal" />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="lg">
              <TextInput
                aria-label="Search questions"
                placeholder="Search questions, e.g. payout"
                leftSection={<IconSearch size={18} />}
                size="md"
                value={keyword}
                onChange={(e) => setKeyword(e.currentTarget.value)}
              />
              <Title order={2} fz={22}>
                {category ?? 'All questions'}
              </Title>
              {shown.length === 0 ? (
                <Text c="dimmed">
                  No question matches “{keyword}”. Try another word or{' '}
                  <Anchor component={Link} to="/contact-us">
                    ask us directly
                  </Anchor>
                  .
                </Text>
              ) : (
                <Accordion value={open} onChange={setOpen} variant="separated" radius="md">
                  {shown.map((f) => (
                    <Accordion.Item key={f.id} value={String(f.id)}>
                      <Accordion.Control>{f.question}</Accordion.Control>
                      <Accordion.Panel>{f.answer}</Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
