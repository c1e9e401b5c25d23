import { isLocale, LOCALE_NAMES, LOCALES } from '@kasuwa/contracts/locale-tags';
import {
  Anchor,
  Badge,
  Box,
  Container,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Transition,
} from '@mantine/core';
import { IconLanguage, IconMail, IconPhone } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../components/Brand';
import { setLocale, useLocale, useT } from '../../i18n/i18n';
import { contact } from '../../lib/contact';
import { version } from '../../lib/version';
import { useStaticPage } from '../../static/static-page';
import classes from './Footer.module.css';
import { VERSION_CLICK_THRESHOLD, VERSION_SHOWN_MS } from './version-reveal';

const COLUMNS = [
  {
    title: 'Company',
    links: [
      { label: 'About us', to: '/about' },
      { label: 'Careers', to: '/career' },
      { label: 'Pricing', to: '/pricing' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'FAQ', to: '/faq' },
      { label: 'Contact us', to: '/contact-us' },
      { label: 'Support', to: '/support' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of service', to: '/terms' },
      { label: 'Privacy policy', to: '/privacy' },
      { label: 'Legal', to: '/legal' },
      { label: 'User agreement', to: '/user-agreement' },
    ],
  },
] as const;

export { VERSION_CLICK_THRESHOLD };

/** Counts clicks; on the 5th logs the version, shows it briefly and starts counting again. */
function useVersionReveal() {
  const clicks = useRef(0);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(false), VERSION_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  const onClick = () => {
    clicks.current += 1;
    if (clicks.current < VERSION_CLICK_THRESHOLD) return;
    clicks.current = 0;
    console.log('Kasuwa version', version);
    setShown(true);
  };
  return { shown, onClick };
}

/**
 * The public site's language, before anyone signs in: remembered on this browser (i18n.ts), and the app's
 * screens follow it. On a server-rendered page the island keeps the choice (island.ts).
 */
function LanguageSwitcher() {
  const t = useT();
  const locale = useLocale();
  return (
    <NativeSelect
      size="xs"
      aria-label={t('footer.language')}
      leftSection={<IconLanguage size={14} />}
      data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
      value={locale}
      data-locale-switcher=""
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (isLocale(chosen)) void setLocale(chosen);
      }}
      w={170}
    />
  );
}

export function Footer() {
  const reveal = useVersionReveal();
  // A server-rendered page runs no React: island.ts counts the clicks and shows this badge instead.
  const isStatic = useStaticPage();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py={56}>
        <SimpleGrid cols={{ base: 2, md: 5 }} spacing={{ base: 32, md: 40 }}>
          <Stack gap="md" className={classes.about}>
            <Brand inverted />
            <Text size="sm" c="kasuwa.1" maw={340}>
              Online shops for small businesses across Africa: your own storefront, secure payments held in
              escrow until delivery, and everything you need to run the business.
            </Text>
            <Stack gap={6}>
              <Anchor href={`mailto:${contact.email}`} className={classes.contact}>
                <IconMail size={16} stroke={1.8} /> {contact.email}
              </Anchor>
              <Anchor href={`tel:${contact.phone}`} className={classes.contact}>
                <IconPhone size={16} stroke={1.8} /> {contact.phoneDisplay}
              </Anchor>
            </Stack>
          </Stack>
          {COLUMNS.map((column) => (
            <Stack key={column.title} gap="sm" component="nav" aria-label={column.title}>
              <Text fw={700} c="gold.4" tt="uppercase" fz="xs" lts={1}>
                {column.title}
              </Text>
              {column.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} className={classes.link}>
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Group justify="space-between" mt={48} pt="lg" className={classes.bottom} gap="sm">
          <Text size="sm" c="kasuwa.2">
            © {new Date().getFullYear()} Kasuwa. All rights reserved.
          </Text>
          <Group gap="xs">
            <LanguageSwitcher />
            {isStatic ? (
              <Badge hidden data-version-badge color="gold" variant="filled" radius="sm" aria-live="polite">
                Version {version}
              </Badge>
            ) : (
              <Transition mounted={reveal.shown} transition="fade" duration={200}>
                {(style) => (
                  <Badge style={style} color="gold" variant="filled" radius="sm" aria-live="polite">
                    Version {version}
                  </Badge>
                )}
              </Transition>
            )}
            <Anchor
              component="button"
              type="button"
              onClick={reveal.onClick}
              className={classes.powered}
              data-version={isStatic ? version : undefined}
            >
              Powered by Kasuwa
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
