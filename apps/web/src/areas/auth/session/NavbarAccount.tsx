import { Avatar, Button, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { NavLink, useNavigate } from 'react-router';
import {
  mayHaveVendorSession,
  restoreVendorSession,
  signOutVendor,
  useVendorSession,
} from '../../../lib/vendor-session';
import { useT } from '../i18n';

function displayName(user: { firstName: string; username: string } | undefined, fallback: string): string {
  return user?.firstName || user?.username || fallback;
}

/**
 * Right side of the public navbar (spec 2.1): Login and Signup when signed out; the first name (or
 * username, else 'User') with My Account and Sign out when signed in.
 */
export function NavbarAccount({
  stacked = false,
  onNavigate,
}: {
  stacked?: boolean;
  onNavigate?: () => void;
}) {
  const session = useVendorSession();
  const navigate = useNavigate();
  const t = useT();
  useEffect(() => {
    if (mayHaveVendorSession()) void restoreVendorSession();
  }, []);

  if (session.status === 'signed-in') {
    const name = displayName(session.user, t('auth.nav.user'));
    const myAccount = session.hasStore ? '/dashboard' : '/new-store';
    const signOut = async () => {
      onNavigate?.();
      await signOutVendor();
      navigate('/');
    };
    if (stacked) {
      return (
        <Stack gap="sm">
          <Text fw={700}>{name}</Text>
          <Button component={NavLink} to={myAccount} size="md" onClick={onNavigate}>
            {t('auth.nav.myAccount')}
          </Button>
          <Button variant="default" size="md" onClick={signOut}>
            {t('account.signOut')}
          </Button>
        </Stack>
      );
    }
    return (
      <Menu position="bottom-end" width={200} shadow="md">
        <Menu.Target>
          <UnstyledButton aria-label={t('frame.accountMenu')} data-testid="account-menu">
            <Group gap={8}>
              <Avatar color="kasuwa" radius="xl" size={32}>
                {name.slice(0, 1).toUpperCase()}
              </Avatar>
              <Text fw={600}>{name}</Text>
              <IconChevronDown size={16} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={NavLink} to={myAccount} leftSection={<IconUserCircle size={16} />}>
            {t('auth.nav.myAccount')}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={signOut}>
            {t('account.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    );
  }

  const size = stacked ? 'md' : 'sm';
  const Wrap = stacked ? Stack : Group;
  return (
    <Wrap gap="sm">
      <Button component={NavLink} to="/login" variant="default" size={size} onClick={onNavigate}>
        {t('auth.nav.login')}
      </Button>
      <Button component={NavLink} to="/register" size={size} onClick={onNavigate}>
        {t('auth.nav.signup')}
      </Button>
    </Wrap>
  );
}
