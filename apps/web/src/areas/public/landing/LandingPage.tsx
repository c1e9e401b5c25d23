// Why this file is over 400 lines: the landing page is one long page of short sections (hero, store
// preview, payments, how it works, features, escrow, pricing, final call) sharing styles and helpers.
import { COMING_SOON_SUFFIX, formatMoneyIn, plansResponseSchema } from '@kasuwa/contracts';
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingBank,
  IconCash,
  IconChartBar,
  IconCheck,
  IconClock,
  IconCreditCard,
  IconDeviceMobile,
  IconDiscount2,
  IconLock,
  IconMessage2,
  IconPackage,
  IconPalette,
  IconReceipt2,
  IconShieldCheck,
  IconTruckDelivery,
  IconUserPlus,
  IconWallet,
  IconWorld,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SLOT, Slotted } from '../../../components/Slotted';
import { getLocale } from '../../../i18n/i18n';
import { apiFetch } from '../../../lib/api';
import { useT } from './i18n';
import classes from './LandingPage.module.css';

export function LandingPage() {
  return (
    <>
      <Hero />
      <PaymentStrip />
      <HowItWorks />
      <Features />
      <Escrow />
      <Pricing />
      <FinalCall />
    </>
  );
}

function SectionHeading({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" align="center" ta="center" maw={680} mx="auto" mb={48}>
      <Text fw={700} c="gold.8" tt="uppercase" fz="sm" lts={1.5}>
        {eyebrow}
      </Text>
      <Title order={2} fz={{ base: 30, sm: 38 }} lh={1.15}>
        {title}
      </Title>
      <Text c="dimmed" fz="lg">
        {children}
      </Text>
    </Stack>
  );
}

function Hero() {
  const t = useT();
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 48, md: 88 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 48, md: 64 }} className={classes.heroGrid}>
          <Stack gap="lg" justify="center">
            {/* Wraps rather than cut: Hausa and French say it in more letters than English. */}
            <Badge
              variant="light"
              color="kasuwa"
              size="lg"
              radius="sm"
              w="fit-content"
              maw="100%"
              h="auto"
              py={4}
              styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
            >
              {t('landing.hero.badge')}
            </Badge>
            <Title order={1} className={classes.heroTitle}>
              <Slotted text={t('landing.hero.title', { online: SLOT })}>
                <span className={classes.highlight}>{t('landing.hero.online')}</span>
              </Slotted>
            </Title>
            <Text fz={{ base: 'lg', sm: 20 }} c="gray.7" maw={540}>
              {t('landing.hero.text')}
            </Text>
            <Group gap="md" mt="xs" className={classes.heroActions}>
              <Button
                component={Link}
                to="/register"
                size="xl"
                radius="md"
                rightSection={<IconArrowRight size={20} />}
                className={classes.cta}
              >
                {t('landing.cta.start')}
              </Button>
              <Button component={Link} to="#how-it-works" size="xl" radius="md" variant="default">
                {t('landing.hero.how')}
              </Button>
            </Group>
            <Group gap="lg" mt="xs">
              {[t('landing.hero.free'), t('landing.hero.fee'), t('landing.hero.payouts')].map((point) => (
                <Group key={point} gap={6} wrap="nowrap">
                  <ThemeIcon size={20} radius="xl" color="kasuwa.6">
                    <IconCheck size={13} stroke={3} />
                  </ThemeIcon>
                  <Text size="sm" fw={600} c="gray.8">
                    {point}
                  </Text>
                </Group>
              ))}
            </Group>
          </Stack>
          <StorePreview />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

const PREVIEW_PRODUCTS = [
  { name: 'Adire indigo wrapper', price: 1_850_000, tone: 'indigo' },
  { name: 'Aso-oke gele set', price: 2_450_000, tone: 'gold' },
  { name: 'Ankara tote bag', price: 950_000, tone: 'orange' },
  { name: 'Kente table runner', price: 1_200_000, tone: 'kasuwa' },
] as const;

/** An illustration of a Kasuwa storefront, drawn with the same components the product uses. */
function StorePreview() {
  const t = useT();
  return (
    <Box className={classes.preview} aria-hidden="true">
      <Paper radius="lg" shadow="xl" className={classes.browser}>
        <Group gap={6} px="md" py={10} className={classes.browserBar}>
          <span className={classes.dot} />
          <span className={classes.dot} />
          <span className={classes.dot} />
          <Group gap={6} className={classes.address} wrap="nowrap">
            <IconLock size={12} />
            <Text size="xs" c="gray.7" truncate>
              adire-house.kasuwa.ng
            </Text>
          </Group>
        </Group>
        <Box p="md" pb={56}>
          <Group justify="space-between" mb="md" wrap="nowrap">
            <Text fw={800} fz="lg" c="kasuwa.9">
              Adire House
            </Text>
            <Badge color="gold" variant="light" radius="sm">
              {t('landing.preview.delivery')}
            </Badge>
          </Group>
          <SimpleGrid cols={2} spacing="sm">
            {PREVIEW_PRODUCTS.map((product) => (
              <Box key={product.name}>
                <Box className={classes.productImage} data-tone={product.tone} />
                <Text size="xs" fw={600} mt={6} truncate>
                  {product.name}
                </Text>
                <Text size="xs" c="kasuwa.8" fw={700}>
                  {formatMoneyIn(product.price, 'NGN', getLocale(), { compact: true })}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      </Paper>
      <Paper radius="md" shadow="lg" p="sm" className={classes.toast}>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={38} radius="md" color="kasuwa.7">
            <IconShieldCheck size={22} />
          </ThemeIcon>
          <Box>
            <Text size="sm" fw={700}>
              {t('landing.preview.received', {
                amount: formatMoneyIn(2_450_000, 'NGN', getLocale(), { compact: true }),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('landing.preview.held')}
            </Text>
          </Box>
        </Group>
      </Paper>
      <Paper radius="md" shadow="lg" p="xs" px="sm" className={classes.orderChip}>
        <Group gap={8} wrap="nowrap">
          <ThemeIcon size={26} radius="xl" color="gold.5">
            <IconPackage size={16} color="var(--mantine-color-kasuwa-9)" />
          </ThemeIcon>
          <Text size="xs" fw={700}>
            {t('landing.preview.order')}
          </Text>
        </Group>
      </Paper>
    </Box>
  );
}

const PAYMENT_METHODS = [
  { label: 'landing.pay.cards', icon: IconCreditCard },
  { label: 'USSD', icon: IconDeviceMobile },
  { label: 'landing.pay.transfer', icon: IconBuildingBank },
  { label: 'landing.pay.paga', icon: IconWallet },
] as const;

function PaymentStrip() {
  const t = useT();
  return (
    <Box className={classes.strip}>
      <Container size="lg" py="lg">
        <Group justify="center" gap="xl" style={{ rowGap: 12 }}>
          <Text fw={700} size="sm" c="gray.7">
            {t('landing.pay.intro')}
          </Text>
          {PAYMENT_METHODS.map(({ label, icon: Icon }) => (
            <Group key={label} gap={8} wrap="nowrap">
              <Icon size={20} color="var(--mantine-color-kasuwa-7)" />
              <Text size="sm" fw={600}>
                {label === 'USSD' ? label : t(label)}
              </Text>
            </Group>
          ))}
        </Group>
      </Container>
    </Box>
  );
}

const STEPS = [
  {
    icon: IconUserPlus,
    title: 'landing.how.signup.title',
    text: 'landing.how.signup.text',
  },
  {
    icon: IconPalette,
    title: 'landing.how.products.title',
    text: 'landing.how.products.text',
  },
  {
    icon: IconCash,
    title: 'landing.how.paid.title',
    text: 'landing.how.paid.text',
  },
] as const;

function HowItWorks() {
  const t = useT();
  return (
    <Box component="section" id="how-it-works" py={{ base: 64, md: 96 }}>
      <Container size="lg">
        <SectionHeading eyebrow={t('landing.how.eyebrow')} title={t('landing.how.title')}>
          {t('landing.how.text')}
        </SectionHeading>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
          {STEPS.map((step, index) => (
            <Card key={step.title} padding="xl" radius="lg" withBorder className={classes.step}>
              <Group justify="space-between" align="flex-start" mb="md">
                <ThemeIcon size={52} radius="md" variant="light" color="kasuwa">
                  <step.icon size={28} stroke={1.6} />
                </ThemeIcon>
                <Text className={classes.stepNumber}>{index + 1}</Text>
              </Group>
              <Title order={3} fz="xl" mb="xs">
                {t(step.title)}
              </Title>
              <Text c="dimmed">{t(step.text)}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

const FEATURES = [
  {
    icon: IconWorld,
    title: 'landing.feature.store.title',
    text: 'landing.feature.store.text',
  },
  {
    icon: IconCreditCard,
    title: 'landing.feature.pay.title',
    text: 'landing.feature.pay.text',
  },
  {
    icon: IconShieldCheck,
    title: 'landing.feature.escrow.title',
    text: 'landing.feature.escrow.text',
  },
  {
    icon: IconReceipt2,
    title: 'landing.feature.invoices.title',
    text: 'landing.feature.invoices.text',
  },
  {
    icon: IconMessage2,
    title: 'landing.feature.sms.title',
    text: 'landing.feature.sms.text',
  },
  {
    icon: IconChartBar,
    title: 'landing.feature.analytics.title',
    text: 'landing.feature.analytics.text',
  },
  {
    icon: IconCash,
    title: 'landing.feature.currency.title',
    text: 'landing.feature.currency.text',
  },
  {
    icon: IconDiscount2,
    title: 'landing.feature.discounts.title',
    text: 'landing.feature.discounts.text',
  },
] as const satisfies readonly { icon: unknown; title: string; text: string; soon?: true }[];

function Features() {
  const t = useT();
  return (
    <Box component="section" id="features" py={{ base: 64, md: 96 }} className={classes.features}>
      <Container size="lg">
        <SectionHeading eyebrow={t('landing.features.eyebrow')} title={t('landing.features.title')}>
          {t('landing.features.text')}
        </SectionHeading>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {FEATURES.map((feature) => (
            <Paper key={feature.title} p="lg" radius="lg" className={classes.feature}>
              <ThemeIcon size={44} radius="md" color="gold.5" mb="md">
                <feature.icon size={24} stroke={1.7} color="var(--mantine-color-kasuwa-9)" />
              </ThemeIcon>
              <Group gap={8} mb={6} wrap="wrap">
                <Text fw={700} fz="lg">
                  {t(feature.title)}
                </Text>
                {'soon' in feature && (
                  <Badge color="gray" variant="light" size="sm">
                    {t('landing.soon')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed" lh={1.6}>
                {t(feature.text)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function Escrow() {
  const t = useT();
  return (
    <Box component="section" id="escrow" py={{ base: 64, md: 96 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 80 }}>
          <Stack gap="md" justify="center">
            <Text fw={700} c="gold.8" tt="uppercase" fz="sm" lts={1.5}>
              {t('landing.feature.escrow.title')}
            </Text>
            <Title order={2} fz={{ base: 30, sm: 38 }} lh={1.15}>
              {t('landing.escrow.title')}
            </Title>
            <Text c="dimmed" fz="lg">
              {t('landing.escrow.text')}
            </Text>
            <List
              spacing="sm"
              mt="sm"
              icon={
                <ThemeIcon size={22} radius="xl" color="kasuwa.6">
                  <IconCheck size={14} stroke={3} />
                </ThemeIcon>
              }
            >
              <List.Item>{t('landing.hero.payouts')}</List.Item>
              <List.Item>{t('landing.escrow.foreign')}</List.Item>
              <List.Item>{t('landing.escrow.disputes')}</List.Item>
            </List>
          </Stack>
          <Paper p={{ base: 'lg', sm: 40 }} radius="lg" className={classes.timelineCard}>
            <Timeline active={3} bulletSize={36} lineWidth={3} color="kasuwa">
              <Timeline.Item bullet={<IconCreditCard size={18} />} title={t('landing.escrow.step.pays')}>
                <Text size="sm" c="dimmed">
                  {t('landing.escrow.step.paysText')}
                </Text>
              </Timeline.Item>
              <Timeline.Item bullet={<IconLock size={18} />} title={t('landing.escrow.step.holds')}>
                <Text size="sm" c="dimmed">
                  {t('landing.escrow.step.holdsText')}
                </Text>
              </Timeline.Item>
              <Timeline.Item
                bullet={<IconTruckDelivery size={18} />}
                title={t('landing.escrow.step.delivered')}
              >
                <Text size="sm" c="dimmed">
                  {t('landing.escrow.step.deliveredText')}
                </Text>
              </Timeline.Item>
              <Timeline.Item bullet={<IconWallet size={18} />} title={t('landing.escrow.step.yours')}>
                <Text size="sm" c="dimmed">
                  {t('landing.escrow.step.yoursText')}
                </Text>
              </Timeline.Item>
            </Timeline>
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function Pricing() {
  const t = useT();
  const plans = useQuery({
    queryKey: ['plans'],
    queryFn: async ({ signal }) => plansResponseSchema.parse(await apiFetch('/api/plans', { signal })).plans,
  });
  return (
    <Box component="section" id="pricing" py={{ base: 64, md: 96 }} className={classes.features}>
      <Container size="lg">
        <SectionHeading eyebrow={t('landing.pricing.eyebrow')} title={t('landing.pricing.title')}>
          {t('landing.pricing.text')}
        </SectionHeading>
        {plans.isPending && (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={420} radius="lg" />
            ))}
          </SimpleGrid>
        )}
        {plans.isError && (
          <Stack align="center" gap="sm">
            <Text c="dimmed">{t('landing.pricing.failed')}</Text>
            <Button variant="light" onClick={() => plans.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </Stack>
        )}
        {plans.isSuccess && (
          <SimpleGrid cols={{ base: 1, md: Math.min(Math.max(plans.data.length, 1), 3) }} spacing="lg">
            {plans.data.map((plan, index) => {
              const featured = index === 1;
              return (
                <Card
                  key={plan.code}
                  padding="xl"
                  radius="lg"
                  withBorder
                  className={classes.plan}
                  data-featured={featured || undefined}
                >
                  {featured && (
                    <Badge color="gold" variant="filled" className={classes.planBadge}>
                      {t('landing.pricing.popular')}
                    </Badge>
                  )}
                  <Text fw={800} fz="xl">
                    {plan.name}
                  </Text>
                  <Text size="sm" c="dimmed" mb="md">
                    {plan.tagline}
                  </Text>
                  <Group gap={6} align="baseline" mb="lg">
                    <Text fw={800} fz={34} lh={1}>
                      {formatMoneyIn(plan.monthlyPrice, plan.currency, getLocale(), { compact: true })}
                    </Text>
                    <Text c="dimmed" size="sm">
                      {t('landing.pricing.perMonth')}
                    </Text>
                  </Group>
                  <Stack gap={10} mb="xl" style={{ flex: 1 }}>
                    {plan.features.map((feature) => (
                      <Group key={feature} gap={10} wrap="nowrap" align="flex-start">
                        {feature.endsWith(COMING_SOON_SUFFIX) ? (
                          <IconClock
                            size={16}
                            stroke={2}
                            color="var(--mantine-color-gray-6)"
                            style={{ flex: 'none', marginTop: 3 }}
                            aria-label={t('landing.soon')}
                          />
                        ) : (
                          <IconCheck
                            size={16}
                            stroke={2.5}
                            color="var(--mantine-color-kasuwa-7)"
                            style={{ flex: 'none', marginTop: 3 }}
                          />
                        )}
                        <Text size="sm">{feature}</Text>
                      </Group>
                    ))}
                  </Stack>
                  {plan.monthlyPrice === 0 ? (
                    <Button
                      component={Link}
                      to="/register"
                      fullWidth
                      size="md"
                      variant={featured ? 'filled' : 'light'}
                    >
                      {t('landing.pricing.choose', { plan: plan.name })}
                    </Button>
                  ) : (
                    // Signed out, the subscription page sends to login and comes back with the plan chosen.
                    <Button
                      component={Link}
                      to={`/subscription?plan=${plan.code}`}
                      fullWidth
                      size="md"
                      variant={featured ? 'filled' : 'light'}
                    >
                      {t('landing.pricing.choose', { plan: plan.name })}
                    </Button>
                  )}
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </Container>
    </Box>
  );
}

function FinalCall() {
  const t = useT();
  return (
    <Box component="section" className={classes.finalCall}>
      <Container size="md" py={{ base: 64, md: 88 }} ta="center">
        <Title order={2} c="white" fz={{ base: 30, sm: 40 }} lh={1.15}>
          {t('landing.final.title')}
        </Title>
        <Text c="kasuwa.1" fz="lg" mt="md" mb="xl" maw={560} mx="auto">
          {t('landing.final.text')}
        </Text>
        <Button
          component={Link}
          to="/register"
          size="xl"
          color="gold.5"
          c="black"
          rightSection={<IconArrowRight size={20} />}
        >
          {t('landing.cta.start')}
        </Button>
      </Container>
    </Box>
  );
}
