// Why this file is over 400 lines: it holds the small public information pages (terms, user agreement,
// support and legal hubs, resources, careers, pricing), kept together because they share layout pieces.
import { COMING_SOON_SUFFIX, formatMoney, type Plan, plansResponseSchema } from '@kasuwa/contracts';
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
import { apiFetch } from '../../../lib/api';
import { INFO_PAGES } from './content';
import { InfoPage, PageHeader, SectionBody } from './InfoPage';

/** Any page of INFO_PAGES, chosen by the current path. */
export function ContentPage() {
  const { pathname } = useLocation();
  const content = INFO_PAGES[pathname.replace(/^\/|\/$/g, '')];
  if (!content) return <Navigate to="/error-page" replace />;
  return <InfoPage content={content} />;
}

const TERMS = [
  {
    heading: 'Acceptable Use',
    paragraphs: [
      'You may use Kasuwa only for lawful trade. You must not sell prohibited, counterfeit or stolen goods, mislead customers, interfere with the platform or other users, or use another person’s account.',
    ],
  },
  {
    heading: 'Vendor Obligations',
    paragraphs: [
      'Vendors describe products honestly, keep prices and stock up to date, deliver orders within the promised time, handle customer data with care and pay the 1.5% transaction fee on each sale. Vendors are responsible for taxes on their sales.',
    ],
  },
  {
    heading: 'Customer Rights',
    paragraphs: [
      'Customers can buy without an account, receive the goods described or their money back through escrow, and ask Kasuwa to mediate when a vendor does not resolve a problem.',
    ],
  },
  {
    heading: 'Limitation of Liability',
    paragraphs: [
      'Kasuwa provides the platform; vendors are the sellers. To the extent the law allows, Kasuwa is not liable for indirect losses, and its total liability is limited to the fees paid to Kasuwa in the twelve months before the claim.',
    ],
  },
  {
    heading: 'Dispute Resolution',
    paragraphs: [
      'Payments are held in escrow while a dispute is open, and Kasuwa mediates between buyer and vendor. Buyer and vendor first try to resolve the issue directly from the order page. If that fails, either may escalate to Kasuwa support, which reviews the evidence and decides on release or refund. Disputes that cannot be settled this way are, in certain cases, resolved by binding arbitration in Lagos under the Arbitration and Mediation Act 2023.',
    ],
  },
  {
    heading: 'Modifications to Terms',
    paragraphs: [
      'We may update these terms. We announce material changes by email and on this page at least 14 days before they take effect; continuing to use Kasuwa afterwards means you accept them.',
    ],
  },
];

/** Spec 2.8: the sections in a 400px scroll area, with the support address. */
export function TermsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title="Terms and Conditions"
        intro="The rules for vendors and customers using Kasuwa, operated by Kasuwa Technologies Ltd, Lagos."
      />
      <Container size="md" py={{ base: 40, md: 56 }}>
        <Card withBorder radius="md" p={0}>
          <ScrollArea h={400} p="lg" type="auto" data-testid="terms-scroll">
            <Stack gap="xl" pr="md">
              {TERMS.map((s) => (
                <SectionBody key={s.heading} section={s} />
              ))}
            </Stack>
          </ScrollArea>
        </Card>
        <Text mt="lg">
          Questions about these terms? Write to{' '}
          <Anchor href="mailto:support@kasuwa.ng">support@kasuwa.ng</Anchor>.
        </Text>
      </Container>
    </>
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
  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title="User Agreement"
        intro="By using Kasuwa you agree to the documents below. You must be 18 or older, or the age of majority where you live, to open an account or buy."
      />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <LinkCards
          cards={[
            {
              title: 'Terms and Conditions',
              text: 'The rules of the platform for vendors and customers.',
              to: '/terms',
            },
            { title: 'Privacy Policy', text: 'What data we collect and how we protect it.', to: '/privacy' },
            { title: 'Support', text: 'How to reach us, 24/7.', to: '/support' },
            {
              title: 'Disclaimer',
              text: 'What Kasuwa is and is not responsible for.',
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
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const shown = cards.filter((c) => !q || `${c.title} ${c.text}`.toLowerCase().includes(q));
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} intro={intro} />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <TextInput
          aria-label="Search"
          placeholder="Search by keyword"
          leftSection={<IconSearch size={18} />}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          maw={480}
          mb="xl"
          size="md"
        />
        {shown.length ? <LinkCards cards={shown} /> : <Text c="dimmed">Nothing matches “{query}”.</Text>}
      </Container>
    </>
  );
}

export function SupportHubPage() {
  return (
    <Hub
      eyebrow="Support"
      title="How can we help?"
      intro="Our team is here 24/7. Premium and Enterprise vendors get priority support."
      cards={[
        { title: 'Help Center', text: 'Answers to the questions vendors and buyers ask most.', to: '/faq' },
        { title: 'Contact information', text: 'Email, phone and WhatsApp.', to: '/support/contact-info' },
        {
          title: 'Documentation',
          text: 'Guides for every part of your store.',
          to: '/support/documentation',
        },
        { title: 'FAQ', text: 'Search the frequently asked questions.', to: '/faq' },
        { title: 'Community', text: 'Learn from other Kasuwa vendors.', to: '/support/community-forum' },
        {
          title: 'Language and region',
          text: 'Languages, currencies and time zones.',
          to: '/support/language-region',
        },
      ]}
    />
  );
}

export function LegalHubPage() {
  return (
    <Hub
      eyebrow="Legal"
      title="Legal centre"
      intro="The policies that govern Kasuwa, written to be read."
      cards={[
        { title: 'Terms and Conditions', text: 'The rules of the platform.', to: '/terms' },
        { title: 'Refund Policy', text: 'How refunds and escrow disputes work.', to: '/legal/refund-policy' },
        { title: 'Disclaimer', text: 'The limits of our responsibility.', to: '/legal/disclaimer' },
        {
          title: 'Security and Payments',
          text: 'How we keep money and accounts safe.',
          to: '/legal/security-payment',
        },
        { title: 'Privacy Policy', text: 'Your data and your rights.', to: '/privacy' },
        { title: 'Legal Compliance', text: 'The laws we follow.', to: '/legal/legal-compliance' },
      ]}
    />
  );
}

export function ResourcesPage() {
  return (
    <Hub
      eyebrow="Resources"
      title="Resources for vendors"
      intro="Guides and news to help you sell more."
      cards={[
        { title: 'Guide', text: 'From sign-up to your first sale.', to: '/resources/guide' },
        { title: "What's new", text: 'The latest improvements to Kasuwa.', to: '/resources/whats-new' },
        { title: 'Escrow', text: 'How payments are protected.', to: '/resources/escrow' },
        { title: 'Manual', text: 'A reference for your dashboard.', to: '/manual' },
      ]}
    />
  );
}

const ROLES = [
  {
    title: 'Transport and Logistics Manager',
    text: 'Build our delivery partner network across Nigerian cities.',
  },
  { title: 'Transport Supervisors', text: 'Run daily pick-up and delivery operations with our partners.' },
  { title: 'Quality Control Manager', text: 'Set and enforce quality checks for goods sold through Kasuwa.' },
  {
    title: 'Quality Assurance Manager',
    text: 'Own the quality of our platform releases and vendor experience.',
  },
  {
    title: 'Finance and Accounting Specialists',
    text: 'Keep escrow, fees and payouts reconciled to the kobo.',
  },
  { title: 'Finance and Accounting Auditors', text: 'Audit our ledger, controls and financial reporting.' },
];

export function CareerPage() {
  return (
    <>
      <PageHeader
        eyebrow="Careers"
        title="Build the market of the future with us"
        intro="We are a Lagos team helping small businesses across Africa sell online. Join us."
      />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <Title order={2} mb="lg">
          Open roles
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {ROLES.map((r) => (
            <Card key={r.title} withBorder radius="md" p="lg">
              <Badge variant="light" mb="sm">
                Lagos · Full time
              </Badge>
              <Text fw={700} size="lg">
                {r.title}
              </Text>
              <Text c="dimmed" size="sm" mt={6}>
                {r.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Text mt="xl" size="lg">
          To apply, send your CV and a short note about the role to{' '}
          <Anchor href="mailto:careers@kasuwa.ng" fw={700}>
            careers@kasuwa.ng
          </Anchor>
          .
        </Text>
      </Container>
    </>
  );
}

function PlanCard({ plan, period }: { plan: Plan; period: 'monthly' | 'annual' }) {
  const price = period === 'monthly' ? plan.monthlyPrice : plan.annualPrice;
  return (
    <Card withBorder radius="lg" p="xl" shadow={plan.code === 'premium' ? 'md' : undefined}>
      <Stack gap="sm" h="100%">
        <Title order={3}>{plan.name}</Title>
        <Text c="dimmed">{plan.tagline}</Text>
        <Text fz={34} fw={800}>
          {price === 0 ? 'Free' : formatMoney(price, plan.currency, { compact: true })}
          {price > 0 && (
            <Text span c="dimmed" fz="md" fw={500}>
              {period === 'monthly' ? ' / month' : ' / year'}
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
            Start free
          </Button>
        ) : (
          // Signed out, the subscription page sends to login and comes back with the plan chosen.
          <Button component={Link} to={`/subscription?plan=${plan.code}`} mt="auto">
            {`Choose ${plan.name}`}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

export function PricingPage() {
  const [period, setPeriod] = useState<'monthly' | 'annual'>('monthly');
  const plans = useQuery({
    queryKey: ['plans'],
    queryFn: async () => plansResponseSchema.parse(await apiFetch('/api/plans')).plans,
  });
  return (
    <>
      <PageHeader
        eyebrow="Pricing"
        title="Start free. Grow when you are ready."
        intro="Every plan includes escrow-protected payments by card, USSD and bank transfer. A 1.5% transaction fee applies to every product sold."
      />
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <SegmentedControl
          mb="xl"
          value={period}
          onChange={(v) => setPeriod(v === 'annual' ? 'annual' : 'monthly')}
          data={[
            { label: 'Monthly', value: 'monthly' },
            { label: 'Annual (2 months free)', value: 'annual' },
          ]}
        />
        {plans.isError && <Text c="red">The plans could not be loaded. Please reload the page.</Text>}
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {plans.data?.map((p) => (
            <PlanCard key={p.code} plan={p} period={period} />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" mt={48}>
          <SectionBody
            section={{
              heading: 'Good to know',
              bullets: [
                'Pay monthly or yearly (two months free) by card or from your Kasuwa balance; an upgrade costs only the difference for the time left, and you can cancel at the end of a period.',
                'Multiple stores per account are on Premium (up to 5) and Enterprise (unlimited).',
                'Store customisation and your own domain (with automatic HTTPS) are on paid plans only.',
                'Staff accounts are on Premium and Enterprise: invite assistants with a role (Manager, Sales or Stock) so they record sales and keep stock without your password; payouts, bank accounts, the plan and staff stay yours.',
                'Support is available 24/7, with priority support on Premium and Enterprise.',
              ],
            }}
          />
          <SectionBody
            section={{
              heading: 'Fees and payouts',
              bullets: [
                'Transaction fee: 1.5% on every product sold, on every plan.',
                'Naira payouts: within 24 hours of escrow release.',
                'Foreign currency payouts (USD, GBP, EUR): within 7 working days.',
              ],
            }}
          />
        </SimpleGrid>
      </Container>
    </>
  );
}
