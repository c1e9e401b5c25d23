import { Box, Burger, Container, Divider, Drawer, Group, Stack, UnstyledButton } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { NavbarAccount } from '../../areas/auth/session/NavbarAccount';
import { Brand } from '../../components/Brand';
import { useStaticPage } from '../../static/static-page';
import { useT } from './i18n';
import classes from './Navbar.module.css';

export const NAV_LINKS = [
  { label: 'shell.nav.solutions', to: '/solutions' },
  { label: 'shell.nav.pricing', to: '/pricing' },
  { label: 'shell.nav.faq', to: '/faq' },
  { label: 'shell.nav.contact', to: '/contact-us' },
] as const;

/** The public navbar: brand, marketing links, and the account area (Login/Signup or the vendor's menu). */
export function Navbar() {
  const isStatic = useStaticPage();
  const t = useT();
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group
          component="nav"
          aria-label={t('shell.nav.main')}
          h="100%"
          justify="space-between"
          wrap="nowrap"
        >
          <Brand />
          <Group gap={4} visibleFrom="md">
            {NAV_LINKS.map((link) => (
              <UnstyledButton key={link.to} component={NavLink} to={link.to} className={classes.link}>
                {t(link.label)}
              </UnstyledButton>
            ))}
          </Group>
          <Group gap="sm" visibleFrom="md">
            <NavbarAccount />
          </Group>
          {isStatic ? <StaticMenu /> : <MobileMenu />}
        </Group>
      </Container>
    </Box>
  );
}

/** The phone menu of a page rendered without React in the browser: a disclosure that needs no script. */
function StaticMenu() {
  const t = useT();
  return (
    <Box component="details" hiddenFrom="md" className={classes.staticMenu} data-static-menu>
      <Box component="summary" className={classes.staticToggle} aria-label={t('shell.nav.openMenu')}>
        <IconMenu2 size={26} aria-hidden />
      </Box>
      <Stack gap={4} className={classes.staticPanel}>
        {NAV_LINKS.map((link) => (
          <UnstyledButton key={link.to} component={NavLink} to={link.to} className={classes.drawerLink}>
            {t(link.label)}
          </UnstyledButton>
        ))}
        <Divider my="md" />
        <NavbarAccount stacked />
      </Stack>
    </Box>
  );
}

/** The phone menu of the React app: a burger opening a full-screen drawer. */
function MobileMenu() {
  const { pathname } = useLocation();
  const t = useT();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string>();
  const opened = openedOn === pathname;
  const toggle = () => setOpenedOn(opened ? undefined : pathname);
  const close = () => setOpenedOn(undefined);
  return (
    <>
      <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={t('shell.nav.openMenu')} />
      <Drawer opened={opened} onClose={close} size="100%" padding="md" title={<Brand />} hiddenFrom="md">
        <Stack gap={4}>
          {NAV_LINKS.map((link) => (
            <UnstyledButton
              key={link.to}
              component={NavLink}
              to={link.to}
              onClick={close}
              className={classes.drawerLink}
            >
              {t(link.label)}
            </UnstyledButton>
          ))}
          <Divider my="md" />
          <NavbarAccount stacked onNavigate={close} />
        </Stack>
      </Drawer>
    </>
  );
}
