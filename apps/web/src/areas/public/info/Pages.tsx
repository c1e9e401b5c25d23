// Why this file is over 400 lines: it holds the small public information pages (terms, user agreement,
// support and legal hubs, resources, careers, pricing), kept together because they share layout pieces.
import { COMING_SOON_SUFFIX, formatMoneyIn, type Plan, plansResponseSchema } from '@kasuwa/contracts';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  List,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconClock, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { SLOT, Slotted } from '../../../components/Slotted';
import { getLocale } from '../../../i18n/i18n';
import { apiFetch } from '../../../lib/api';
import { formatDate } from '../../../lib/datetime';
import { INFO_PAGES } from './content';
import { type translate, useT } from './i18n';

type InfoKey = Parameters<typeof translate>[0];

import { InfoPage, PageHeader, SectionBody } from './InfoPage';

/** Any page of INFO_PAGES, chosen by the current path. */
export function ContentPage() {
  const t = useT();
  const { pathname } = useLocation();
  const content = INFO_PAGES[pathname.replace(/^\/|\/$/g, '')];
  if (!content) return <Navigate to="/error-page" replace />;

  return (
    <InfoPage
      content={{
        eyebrow: content.eyebrow && t(content.eyebrow),
        title: t(content.title),
        intro: t(content.intro),
        note: content.legal && getLocale() !== 'en-NG' ? t('info.legal.translatedBinding') : undefined,
        sections: content.sections.map((s) => ({
          heading: t(s.heading),
          paragraphs: s.paragraphs?.map((text) => t(text)),
          bullets: s.bullets?.map((text) => t(text)),
          links: s.links?.map((l) => ({ ...l, label: t(l.label) })),
        })),
        updated: content.updated && t('info.page.updated', { date: formatDate(content.updated) }),
      }}
    />
  );
}

const TERMS: { heading: InfoKey; paragraph: InfoKey }[] = [
  {
    heading: 'info.terms.acceptableUse',
    paragraph: 'info.terms.p.acceptableUse',
  },
  {
    heading: 'info.terms.vendors',
    paragraph: 'info.terms.p.vendors',
  },
  {
    heading: 'info.terms.customers',
    paragraph: 'info.terms.p.customers',
  },
  {
    heading: 'info.terms.liability',
    paragraph: 'info.terms.p.liability',
  },
  {
    heading: 'info.terms.disputes',
    paragraph: 'info.terms.p.disputes',
  },
  {
    heading: 'info.terms.changes',
    paragraph: 'info.terms.p.changes',
  },
];

/** Spec 2.8: the sections in a 400px scroll area, with the support address. */
export function TermsPage() {
  const t = useT();
  return (
    <>
      <PageHeader
        eyebrow={t('info.legal.eyebrow')}
        title={t('info.terms.title')}
        intro={t('info.terms.intro')}
      />
      <Container size="md" py={{ base: 40, md: 56 }}>
        <Card withBorder radius="md" p={0}>
          <ScrollArea h={400} p="lg" type="auto" data-testid="terms-scroll">
            <Stack gap="xl" pr="md">
              {/* A translation, the English binding: a reader of another language is told so. */}
              {getLocale() !== 'en-NG' && <Text c="dimmed">{t('info.legal.translatedBinding')}</Text>}
              {TERMS.map((s) => (
                <SectionBody
                  key={s.heading}
                  section={{ heading: t(s.heading), paragraphs: [t(s.paragraph)] }}
                />
              ))}
            </Stack>
          </ScrollArea>
        </Card>
        <Text mt="lg">
          <Email text={t('info.terms.questions', { email: SLOT })} email="support@kasuwa.ng" />
        </Text>
      </Container>
    </>
  );
}

/** A sentence with an e-mail address as a link, where the language puts it. */
function Email({ text, email, strong }: { text: string; email: string; strong?: boolean }) {
  return (
    <Slotted text={text}>
      <Anchor href={`mailto:${email}`} fw={strong ? 700 : undefined}>
        {email}
      </Anchor>
    </Slotted>
  );
}

function LinkCards({ cards }: { cards: { title: string; text: string; to: string }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {cards.map((c) => (
        <Card key={c.title} component={Link} to={c.to} withBorder radius="md" p="lg" className="hover-lift">
          <Text fw={700} size="lg">
            {c.title}
          </Text>
          <Text c="dimmed" size="sm" mt={6}>
            {c.text}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function UserAgreementPage() {
  const t = useT();
  return (
    <>
      <PageHeader
        eyebrow={t('info.legal.eyebrow')}
        title={t('info.agreement.title')}
        intro={t('info.agreement.intro')}
      />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <LinkCards
          cards={[
            { title: t('info.terms.title'), text: t('info.card.terms'), to: '/terms' },
            { title: t('info.card.privacyTitle'), text: t('info.card.privacy'), to: '/privacy' },
            { title: t('info.card.supportTitle'), text: t('info.card.support'), to: '/support' },
            {
              title: t('info.card.disclaimerTitle'),
              text: t('info.card.disclaimer'),
              to: '/legal/disclaimer',
            },
          ]}
        />
      </Container>
    </>
  );
}

function Hub({
  eyebrow,
  title,
  intro,
  cards,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  cards: { title: string; text: string; to: string }[];
}) {
  const t = useT();
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const shown = cards.filter((c) => !q || `${c.title} ${c.text}`.toLowerCase().includes(q));
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} intro={intro} />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <TextInput
          aria-label={t('info.hub.search')}
          placeholder={t('info.hub.searchHint')}
          leftSection={<IconSearch size={18} />}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          maw={480}
          mb="xl"
          size="md"
        />
        {shown.length ? (
          <LinkCards cards={shown} />
        ) : (
          <Text c="dimmed">{t('info.hub.noMatch', { query })}</Text>
        )}
      </Container>
    </>
  );
}

export function SupportHubPage() {
  const t = useT();
  return (
    <Hub
      eyebrow={t('info.support.eyebrow')}
      title={t('info.support.title')}
      intro={t('info.support.intro')}
      cards={[
        { title: t('info.support.helpTitle'), text: t('info.support.help'), to: '/faq' },
        {
          title: t('info.support.contactTitle'),
          text: t('info.support.contact'),
          to: '/support/contact-info',
        },
        { title: t('info.support.docsTitle'), text: t('info.support.docs'), to: '/support/documentation' },
        { title: t('info.support.faqTitle'), text: t('info.support.faq'), to: '/faq' },
        {
          title: t('info.support.communityTitle'),
          text: t('info.support.community'),
          to: '/support/community-forum',
        },
        {
          title: t('info.support.languageTitle'),
          text: t('info.support.language'),
          to: '/support/language-region',
        },
      ]}
    />
  );
}

export function LegalHubPage() {
  const t = useT();
  return (
    <Hub
      eyebrow={t('info.legal.eyebrow')}
      title={t('info.legalHub.title')}
      intro={t('info.legalHub.intro')}
      cards={[
        { title: t('info.terms.title'), text: t('info.legalHub.terms'), to: '/terms' },
        {
          title: t('info.legalHub.refundTitle'),
          text: t('info.legalHub.refund'),
          to: '/legal/refund-policy',
        },
        {
          title: t('info.card.disclaimerTitle'),
          text: t('info.legalHub.disclaimer'),
          to: '/legal/disclaimer',
        },
        {
          title: t('info.legalHub.securityTitle'),
          text: t('info.legalHub.security'),
          to: '/legal/security-payment',
        },
        { title: t('info.card.privacyTitle'), text: t('info.legalHub.privacy'), to: '/privacy' },
        {
          title: t('info.legalHub.complianceTitle'),
          text: t('info.legalHub.compliance'),
          to: '/legal/legal-compliance',
        },
      ]}
    />
  );
}

export function ResourcesPage() {
  const t = useT();
  return (
    <Hub
      eyebrow={t('info.resources.eyebrow')}
      title={t('info.resources.title')}
      intro={t('info.resources.intro')}
      cards={[
        { title: t('info.resources.guideTitle'), text: t('info.resources.guide'), to: '/resources/guide' },
        { title: t('info.resources.newTitle'), text: t('info.resources.new'), to: '/resources/whats-new' },
        { title: t('info.resources.escrowTitle'), text: t('info.resources.escrow'), to: '/resources/escrow' },
        { title: t('info.resources.manualTitle'), text: t('info.resources.manual'), to: '/manual' },
      ]}
    />
  );
}

const ROLES = [
  { title: 'info.role.logistics', text: 'info.role.logisticsText' },
  { title: 'info.role.transport', text: 'info.role.transportText' },
  { title: 'info.role.qc', text: 'info.role.qcText' },
  { title: 'info.role.qa', text: 'info.role.qaText' },
  { title: 'info.role.finance', text: 'info.role.financeText' },
  { title: 'info.role.audit', text: 'info.role.auditText' },
] as const;

export function CareerPage() {
  const t = useT();
  return (
    <>
      <PageHeader
        eyebrow={t('info.careers.eyebrow')}
        title={t('info.careers.title')}
        intro={t('info.careers.intro')}
      />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <Title order={2} mb="lg">
          {t('info.careers.open')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {ROLES.map((r) => (
            <Card key={r.title} withBorder radius="md" p="lg">
              <Badge variant="light" mb="sm">
                {t('info.careers.fullTime')}
              </Badge>
              <Text fw={700} size="lg">
                {t(r.title)}
              </Text>
              <Text c="dimmed" size="sm" mt={6}>
                {t(r.text)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Text mt="xl" size="lg">
          <Email text={t('info.careers.apply', { email: SLOT })} email="careers@kasuwa.ng" strong />
        </Text>
      </Container>
    </>
  );
}

function PlanCard({ plan, period }: { plan: Plan; period: 'monthly' | 'annual' }) {
  const t = useT();
  const price = period === 'monthly' ? plan.monthlyPrice : plan.annualPrice;
  return (
    <Card withBorder radius="lg" p="xl" shadow={plan.code === 'premium' ? 'md' : undefined}>
      <Stack gap="sm" h="100%">
        <Title order={3}>{plan.name}</Title>
        <Text c="dimmed">{plan.tagline}</Text>
        <Text fz={34} fw={800}>
          {price === 0
            ? t('info.pricing.free')
            : formatMoneyIn(price, plan.currency, getLocale(), { compact: true })}
          {price > 0 && (
            <Text span c="dimmed" fz="md" fw={500}>
              {period === 'monthly' ? t('info.pricing.perMonth') : t('info.pricing.perYear')}
            </Text>
          )}
        </Text>
        <List
          spacing={8}
          icon={
            <ThemeIcon size={20} radius="xl" color="kasuwa">
              <IconCheck size={13} />
            </ThemeIcon>
          }
        >
          {plan.features.map((f) =>
            // Not built yet: a clock, never a tick (the words end in "(coming soon)").
            f.endsWith(COMING_SOON_SUFFIX) ? (
              <List.Item
                key={f}
                icon={
                  <ThemeIcon size={20} radius="xl" color="gray" variant="light" aria-hidden>
                    <IconClock size={13} />
                  </ThemeIcon>
                }
              >
                {f}
              </List.Item>
            ) : (
              <List.Item key={f}>{f}</List.Item>
            ),
          )}
        </List>
        {plan.monthlyPrice === 0 ? (
          <Button component={Link} to="/register" mt="auto">
            {t('info.pricing.startFree')}
          </Button>
        ) : (
          // Signed out, the subscription page sends to login and comes back with the plan chosen.
          <Button component={Link} to={`/subscription?plan=${plan.code}`} mt="auto">
            {t('info.pricing.choose', { plan: plan.name })}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

export function PricingPage() {
  const t = useT();
  const [period, setPeriod] = useState<'monthly' | 'annual'>('monthly');
  const plans = useQuery({
    queryKey: ['plans'],
    queryFn: async () => plansResponseSchema.parse(await apiFetch('/api/plans')).plans,
  });
  return (
    <>
      <PageHeader
        eyebrow={t('info.pricing.eyebrow')}
        title={t('info.pricing.title')}
        intro={t('info.pricing.intro')}
      />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <SegmentedControl
          mb="xl"
          value={period}
          onChange={(v) => setPeriod(v === 'annual' ? 'annual' : 'monthly')}
          data={[
            { label: t('info.pricing.monthly'), value: 'monthly' },
            { label: t('info.pricing.annual'), value: 'annual' },
          ]}
        />
        {plans.isError && <Text c="red">{t('info.pricing.failed')}</Text>}
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {plans.data?.map((p) => (
            <PlanCard key={p.code} plan={p} period={period} />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt={48}>
          <SectionBody
            section={{
              heading: t('info.pricing.goodToKnow'),
              bullets: [
                t('info.pricing.know.period'),
                t('info.pricing.know.stores'),
                t('info.pricing.know.domain'),
                t('info.pricing.know.staff'),
                t('info.pricing.know.support'),
              ],
            }}
          />
          <SectionBody
            section={{
              heading: t('info.pricing.fees'),
              bullets: [
                t('info.pricing.fees.transaction'),
                t('info.pricing.fees.naira'),
                t('info.pricing.fees.foreign'),
              ],
            }}
          />
        </SimpleGrid>
      </Container>
    </>
  );
}
