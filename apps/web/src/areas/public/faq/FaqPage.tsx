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
import { SLOT, Slotted } from '../../../components/Slotted';
import { PageHeader } from '../info/InfoPage';
import { FAQ_CATEGORIES, FAQS, type FaqCategory, filterFaqs } from './faqs';
import { useT } from './i18n';

/** Spec 2.8: keyword filter, categories, and an accordion with one answer open at a time. */
export function FaqPage() {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<FaqCategory | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const inCategory = category ? FAQS.filter((f) => f.category === category) : FAQS;
  const shown = filterFaqs(
    inCategory.map((f) => ({ id: f.id, question: t(f.question), answer: t(f.answer) })),
    keyword,
  );

  return (
    <>
      <PageHeader eyebrow={t('faq.page.eyebrow')} title={t('faq.page.title')} intro={t('faq.page.intro')} />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Paper withBorder radius="md" p="sm">
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={6}>
                {t('faq.page.categories')}
              </Text>
              <NavLink
                component="button"
                label={t('faq.page.all')}
                active={category === null}
                onClick={() => setCategory(null)}
              />
              {FAQ_CATEGORIES.map((c) => (
                <NavLink
                  component="button"
                  key={c}
                  label={t(c)}
                  active={category === c}
                  onClick={() => {
                    setCategory(c);
                    setOpen(null);
                  }}
                />
              ))}
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={6}>
                {t('faq.page.moreHelp')}
              </Text>
              <NavLink component={Link} to="/faq" label={t('faq.page.faqs')} />
              <NavLink component={Link} to="/terms" label={t('faq.page.terms')} />
              <NavLink component={Link} to="/privacy" label={t('faq.page.privacy')} />
              <NavLink component={Link} to="/legal" label={t('faq.page.legal')} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="lg">
              <TextInput
                aria-label={t('faq.page.search')}
                placeholder={t('faq.page.searchHint')}
                leftSection={<IconSearch size={18} />}
                size="md"
                value={keyword}
                onChange={(e) => setKeyword(e.currentTarget.value)}
              />
              <Title order={2} fz={22}>
                {category ? t(category) : t('faq.page.all')}
              </Title>
              {shown.length === 0 ? (
                <Text c="dimmed">
                  <Slotted text={t('faq.page.noMatch', { keyword, ask: SLOT })}>
                    <Anchor component={Link} to="/contact-us">
                      {t('faq.page.ask')}
                    </Anchor>
                  </Slotted>
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
