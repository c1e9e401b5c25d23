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
import { setLocale, useLocale } from '../../i18n/i18n';
import { contact } from '../../lib/contact';
import { version } from '../../lib/version';
import { useStaticPage } from '../../static/static-page';
import classes from './Footer.module.css';
import { useT } from './i18n';
import { VERSION_CLICK_THRESHOLD, VERSION_SHOWN_MS } from './version-reveal';

const COLUMNS = [
  {
    title: 'shell.footer.company',
    links: [
      { label: 'shell.footer.about', to: '/about' },
      { label: 'shell.footer.careers', to: '/career' },
      { label: 'shell.nav.pricing', to: '/pricing' },
    ],
  },
  {
    title: 'shell.footer.help',
    links: [
      { label: 'shell.nav.faq', to: '/faq' },
      { label: 'shell.footer.contactUs', to: '/contact-us' },
      { label: 'shell.footer.support', to: '/support' },
    ],
  },
  {
    title: 'shell.footer.legal',
    links: [
      { label: 'shell.footer.terms', to: '/terms' },
      { label: 'shell.footer.privacy', to: '/privacy' },
      { label: 'shell.footer.legal', to: '/legal' },
      { label: 'shell.footer.userAgreement', to: '/user-agreement' },
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
  const t = useT();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py={56}>
        <SimpleGrid cols={{ base: 2, md: 5 }} spacing={{ base: 32, md: 40 }}>
          <Stack gap="md" className={classes.about}>
            <Brand inverted />
            <Text size="sm" c="kasuwa.1" maw={340}>
              {t('shell.footer.blurb')}
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
            <Stack key={column.title} gap="sm" component="nav" aria-label={t(column.title)}>
              <Text fw={700} c="gold.4" tt="uppercase" fz="xs" lts={1}>
                {t(column.title)}
              </Text>
              {column.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} className={classes.link}>
                  {t(link.label)}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Group justify="space-between" mt={48} pt="lg" className={classes.bottom} gap="sm">
          <Text size="sm" c="kasuwa.2">
            {t('shell.footer.rights', { year: String(new Date().getFullYear()) })}
          </Text>
          <Group gap="xs">
            <LanguageSwitcher />
            {isStatic ? (
              <Badge hidden data-version-badge color="gold" variant="filled" radius="sm" aria-live="polite">
                {t('shell.footer.version', { version })}
              </Badge>
            ) : (
              <Transition mounted={reveal.shown} transition="fade" duration={200}>
                {(style) => (
                  <Badge style={style} color="gold" variant="filled" radius="sm" aria-live="polite">
                    {t('shell.footer.version', { version })}
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
              {t('shell.footer.powered')}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
