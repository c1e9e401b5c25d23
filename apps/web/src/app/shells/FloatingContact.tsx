import { ActionIcon, Affix, Anchor, Divider, Paper, Text } from '@mantine/core';
import { IconHeadset, IconLifebuoy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { lazyOnIntent } from '../../components/OnIntent';
import { useStaticPage } from '../../static/static-page';
import classes from './Floating.module.css';
import { CONTACT_LINKS } from './floating-links';
import { BOTTOM } from './floating-offset';
import { useT } from './i18n';

/**
 * Where the button sits from the left: 20px past the side navigation of the admin and dashboard shells
 * while it is shown beside the page (Mantine's AppShell publishes its width as
 * --app-shell-navbar-offset, 0 on small screens where it is a drawer), 20px from the edge elsewhere.
 */
const LEFT = 'calc(20px + var(--app-shell-navbar-offset, 0px))';

/** Bottom-left contact button, on every page: phone, chat message, email, website, support. */
export function FloatingContact({ inShell = false }: { inShell?: boolean }) {
  return useStaticPage() ? <StaticFloatingContact /> : <MenuFloatingContact inShell={inShell} />;
}

/** The same choices on a server-rendered page, in a disclosure that works without a script. */
function StaticFloatingContact() {
  const t = useT();
  return (
    <Affix position={{ bottom: BOTTOM, left: LEFT }} className={classes.floating} withinPortal={false}>
      <details className={classes.staticFloat} data-static-menu>
        <ActionIcon
          component="summary"
          radius="xl"
          color="gold.5"
          aria-label={t('shell.float.contactUs')}
          className={classes.toggle}
        >
          <IconHeadset size={28} stroke={1.8} color="var(--mantine-color-kasuwa-9)" />
        </ActionIcon>
        <Paper shadow="lg" withBorder p={6} w={280} className={classes.staticDropdown} data-side="left">
          <Text size="xs" fw={600} c="gray.7" px="sm" py={6}>
            {t('account.talkToKasuwa')}
          </Text>
          {CONTACT_LINKS.map(({ href, label, icon: Icon, ...link }) => (
            <Anchor
              key={href}
              href={href}
              className={classes.staticItem}
              {...('external' in link ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <Icon size={18} aria-hidden />
              {label(t)}
            </Anchor>
          ))}
          <Divider my={4} />
          <Anchor component={Link} to="/support" className={classes.staticItem}>
            <IconLifebuoy size={18} aria-hidden />
            {t('account.support')}
          </Anchor>
        </Paper>
      </details>
    </Affix>
  );
}

// The menu's code (Menu, Tooltip, their popover) loads when the visitor reaches for the button.
const FloatingContactMenu = lazyOnIntent(
  async () => (await import('./FloatingContactMenu')).FloatingContactMenu,
);

function MenuFloatingContact({ inShell }: { inShell: boolean }) {
  const t = useT();
  return (
    <Affix
      position={{ bottom: BOTTOM, left: LEFT }}
      className={inShell ? `${classes.floating} ${classes.inShell}` : classes.floating}
    >
      <FloatingContactMenu
        placeholder={(handlers) => (
          <ActionIcon
            radius="xl"
            color="gold.5"
            aria-label={t('shell.float.contactUs')}
            aria-haspopup="menu"
            className={classes.toggle}
            {...handlers}
          >
            <IconHeadset size={28} stroke={1.8} color="var(--mantine-color-kasuwa-9)" />
          </ActionIcon>
        )}
      />
    </Affix>
  );
}
