// Why this file is over 400 lines: the landing page is one long page of short sections (hero, store
// preview, payments, how it works, features, escrow, pricing, final call) sharing styles and helpers.
import { COMING_SOON_SUFFIX, formatMoney, plansResponseSchema } from '@kasuwa/contracts';
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
import { apiFetch } from '../../../lib/api';
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
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 48, md: 88 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 48, md: 64 }} className={classes.heroGrid}>
          <Stack gap="lg" justify="center">
            <Badge variant="light" color="kasuwa" size="lg" radius="sm" w="fit-content">
              Built for small businesses in Africa
            </Badge>
            <Title order={1} className={classes.heroTitle}>
              Your shop <span className={classes.highlight}>online</span> in minutes
            </Title>
            <Text fz={{ base: 'lg', sm: 20 }} c="gray.7" maw={540}>
              Kasuwa gives you a storefront on your own web address, takes card, USSD and bank transfer
              payments, and keeps your buyers' money safe in escrow until their order arrives.
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
                Get Started
              </Button>
              <Button component={Link} to="#how-it-works" size="xl" radius="md" variant="default">
                See how it works
              </Button>
            </Group>
            <Group gap="lg" mt="xs">
              {['Free plan, no setup fee', 'Only 1.5% per sale', 'Naira payouts within 24 hours'].map(
                (point) => (
                  <Group key={point} gap={6} wrap="nowrap">
                    <ThemeIcon size={20} radius="xl" color="kasuwa.6">
                      <IconCheck size={13} stroke={3} />
                    </ThemeIcon>
                    <Text size="sm" fw={600} c="gray.8">
                      {point}
                    </Text>
                  </Group>
                ),
              )}
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
              Free delivery in Lagos
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
                  {formatMoney(product.price, 'NGN', { compact: true })}
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
              {formatMoney(2_450_000, 'NGN', { compact: true })} received
            </Text>
            <Text size="xs" c="dimmed">
              Held in escrow until delivery
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
            New order from Abuja
          </Text>
        </Group>
      </Paper>
    </Box>
  );
}

const PAYMENT_METHODS = [
  { label: 'Mastercard, Visa and Verve cards', icon: IconCreditCard },
  { label: 'USSD', icon: IconDeviceMobile },
  { label: 'Bank transfer', icon: IconBuildingBank },
  { label: 'Paga wallet', icon: IconWallet },
] as const;

function PaymentStrip() {
  return (
    <Box className={classes.strip}>
      <Container size="lg" py="lg">
        <Group justify="center" gap="xl" style={{ rowGap: 12 }}>
          <Text fw={700} size="sm" c="gray.7">
            Get paid the way your customers pay:
          </Text>
          {PAYMENT_METHODS.map(({ label, icon: Icon }) => (
            <Group key={label} gap={8} wrap="nowrap">
              <Icon size={20} color="var(--mantine-color-kasuwa-7)" />
              <Text size="sm" fw={600}>
                {label}
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
    title: 'Create your free account',
    text: 'Sign up with your business name and email. Your storefront is ready the moment you confirm your address.',
  },
  {
    icon: IconPalette,
    title: 'Pick a theme, add your products',
    text: 'Choose a theme, upload photos, set prices and stock. Your shop lives at yourname.kasuwa.ng.',
  },
  {
    icon: IconCash,
    title: 'Share your link and get paid',
    text: 'Customers buy without creating an account. You ship, they confirm delivery, the money lands in your balance.',
  },
] as const;

function HowItWorks() {
  return (
    <Box component="section" id="how-it-works" py={{ base: 64, md: 96 }}>
      <Container size="lg">
        <SectionHeading eyebrow="How it works" title="From WhatsApp orders to a real online shop">
          Three steps, no developer, no upfront cost.
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
                {step.title}
              </Title>
              <Text c="dimmed">{step.text}</Text>
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
    title: 'Your own storefront',
    text: 'A shop on your own subdomain with ready-made themes that look good on every phone.',
  },
  {
    icon: IconCreditCard,
    title: 'Every way to pay',
    text: 'Card, USSD, bank transfer and the Paga wallet, all confirmed automatically.',
  },
  {
    icon: IconShieldCheck,
    title: 'Escrow protection',
    text: 'Payments are held safely until the buyer confirms delivery, so both sides can trust the sale.',
  },
  {
    icon: IconReceipt2,
    title: 'Invoices and receipts',
    text: 'A PDF receipt for every payment, and invoices with a pay link that you send in your store’s name.',
  },
  {
    icon: IconMessage2,
    title: 'SMS and email',
    text: 'You hear of every paid order by SMS and email; customers get their order updates by email, or by SMS when they gave no email.',
  },
  {
    icon: IconChartBar,
    title: 'Analytics',
    text: 'See what sells, who buys and how much you earned, with clear sales and financial reports.',
  },
  {
    icon: IconCash,
    title: 'Multi-currency',
    text: 'Sell in naira and in foreign currencies such as US dollars, pounds and euros.',
  },
  {
    icon: IconDiscount2,
    title: 'Discount codes',
    text: 'Run discount codes and coupons for your WhatsApp and Instagram promotions.',
  },
] as const satisfies readonly { icon: unknown; title: string; text: string; soon?: true }[];

function Features() {
  return (
    <Box component="section" id="features" py={{ base: 64, md: 96 }} className={classes.features}>
      <Container size="lg">
        <SectionHeading eyebrow="Features" title="Everything a small business needs to sell online">
          One dashboard for your shop, your payments and your customers.
        </SectionHeading>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {FEATURES.map((feature) => (
            <Paper key={feature.title} p="lg" radius="lg" className={classes.feature}>
              <ThemeIcon size={44} radius="md" color="gold.5" mb="md">
                <feature.icon size={24} stroke={1.7} color="var(--mantine-color-kasuwa-9)" />
              </ThemeIcon>
              <Group gap={8} mb={6} wrap="wrap">
                <Text fw={700} fz="lg">
                  {feature.title}
                </Text>
                {'soon' in feature && (
                  <Badge color="gray" variant="light" size="sm">
                    Coming soon
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed" lh={1.6}>
                {feature.text}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function Escrow() {
  return (
    <Box component="section" id="escrow" py={{ base: 64, md: 96 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 80 }}>
          <Stack gap="md" justify="center">
            <Text fw={700} c="gold.8" tt="uppercase" fz="sm" lts={1.5}>
              Escrow protection
            </Text>
            <Title order={2} fz={{ base: 30, sm: 38 }} lh={1.15}>
              Buyers pay with confidence. You get paid for every delivery.
            </Title>
            <Text c="dimmed" fz="lg">
              A buyer who has never met you is more likely to pay when their money is protected. Kasuwa holds
              each payment until the order is delivered, then releases it to your balance.
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
              <List.Item>Naira payouts within 24 hours</List.Item>
              <List.Item>US dollar, pound and euro payouts within 7 working days</List.Item>
              <List.Item>Refunds and disputes handled through the same escrow</List.Item>
            </List>
          </Stack>
          <Paper p={{ base: 'lg', sm: 40 }} radius="lg" className={classes.timelineCard}>
            <Timeline active={3} bulletSize={36} lineWidth={3} color="kasuwa">
              <Timeline.Item bullet={<IconCreditCard size={18} />} title="The customer pays">
                <Text size="sm" c="dimmed">
                  By card, USSD, bank transfer or Paga wallet.
                </Text>
              </Timeline.Item>
              <Timeline.Item bullet={<IconLock size={18} />} title="Kasuwa holds the money in escrow">
                <Text size="sm" c="dimmed">
                  You see the payment straight away and ship the order.
                </Text>
              </Timeline.Item>
              <Timeline.Item bullet={<IconTruckDelivery size={18} />} title="Delivery is confirmed">
                <Text size="sm" c="dimmed">
                  The buyer confirms receipt, or the holding period ends.
                </Text>
              </Timeline.Item>
              <Timeline.Item bullet={<IconWallet size={18} />} title="The money is yours">
                <Text size="sm" c="dimmed">
                  Released to your balance, less the 1.5% transaction fee.
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
  const plans = useQuery({
    queryKey: ['plans'],
    queryFn: async ({ signal }) => plansResponseSchema.parse(await apiFetch('/api/plans', { signal })).plans,
  });
  return (
    <Box component="section" id="pricing" py={{ base: 64, md: 96 }} className={classes.features}>
      <Container size="lg">
        <SectionHeading eyebrow="Pricing" title="Start free. Pay 1.5% only when you sell.">
          Every plan has the same simple transaction fee of 1.5% on each sale, with no setup fee. Paid plans
          add more stores and tools, monthly or yearly with two months free.
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
            <Text c="dimmed">The plans could not be loaded just now.</Text>
            <Button variant="light" onClick={() => plans.refetch()}>
              Try again
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
                      Most popular
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
                      {formatMoney(plan.monthlyPrice, plan.currency, { compact: true })}
                    </Text>
                    <Text c="dimmed" size="sm">
                      / month
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
                            aria-label="Coming soon"
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
                      {`Choose ${plan.name}`}
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
                      {`Choose ${plan.name}`}
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
  return (
    <Box component="section" className={classes.finalCall}>
      <Container size="md" py={{ base: 64, md: 88 }} ta="center">
        <Title order={2} c="white" fz={{ base: 30, sm: 40 }} lh={1.15}>
          Ready to open your shop?
        </Title>
        <Text c="kasuwa.1" fz="lg" mt="md" mb="xl" maw={560} mx="auto">
          Create your account in a couple of minutes and start taking orders today. It is free to start.
        </Text>
        <Button
          component={Link}
          to="/register"
          size="xl"
          color="gold.5"
          c="black"
          rightSection={<IconArrowRight size={20} />}
        >
          Get Started
        </Button>
      </Container>
    </Box>
  );
}
