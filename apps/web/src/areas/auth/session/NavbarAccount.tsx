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

function displayName(user: { firstName: string; username: string } | undefined): string {
  return user?.firstName || user?.username || 'User';
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
  useEffect(() => {
    if (mayHaveVendorSession()) void restoreVendorSession();
  }, []);

  if (session.status === 'signed-in') {
    const myAccount = session.hasStore ? '/dashboard' : '/new-store';
    const signOut = async () => {
      onNavigate?.();
      await signOutVendor();
      navigate('/');
    };
    if (stacked) {
      return (
        <Stack gap="sm">
          <Text fw={700}>{displayName(session.user)}</Text>
          <Button component={NavLink} to={myAccount} size="md" onClick={onNavigate}>
            My Account
          </Button>
          <Button variant="default" size="md" onClick={signOut}>
            Sign out
          </Button>
        </Stack>
      );
    }
    return (
      <Menu position="bottom-end" width={200} shadow="md">
        <Menu.Target>
          <UnstyledButton aria-label="Account menu" data-testid="account-menu">
            <Group gap={8}>
              <Avatar color="kasuwa" radius="xl" size={32}>
                {displayName(session.user).slice(0, 1).toUpperCase()}
              </Avatar>
              <Text fw={600}>{displayName(session.user)}</Text>
              <IconChevronDown size={16} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={NavLink} to={myAccount} leftSection={<IconUserCircle size={16} />}>
            My Account
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={signOut}>
            Sign out
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
        Login
      </Button>
      <Button component={NavLink} to="/register" size={size} onClick={onNavigate}>
        Signup
      </Button>
    </Wrap>
  );
}
