import { Menu, UnstyledButton } from '@mantine/core';
import {
  IconCrown,
  IconLifebuoy,
  IconLogout,
  IconMessages,
  IconPlus,
  IconSettings,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CONTACT_LINKS } from '../../../app/shells/floating-links';

/**
 * The account menu of the dashboard's top bar, in a file of its own: Mantine's Menu brings its popover
 * and floating-ui, which the dashboard loads when the vendor reaches for the menu (DashboardShell).
 */
export function AccountMenu({
  children,
  label,
  onSignOut,
  canAddStore,
  defaultOpened,
}: {
  /** What the button shows (the avatar). */
  children: ReactNode;
  /** The menu's heading: the vendor's name and plan. */
  label: string;
  onSignOut: () => void;
  /** Whether her plan allows another store (undefined while the plans load): New store, else Upgrade. */
  canAddStore?: boolean;
  defaultOpened?: boolean;
}) {
  const target = useRef<HTMLButtonElement>(null);
  // Opened by a press on the stand-in button, which this one replaced: the focus comes here.
  useEffect(() => {
    if (defaultOpened) target.current?.focus();
  }, [defaultOpened]);
  return (
    <Menu position="bottom-end" width={220} shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <UnstyledButton ref={target} aria-label="Account menu">
          {children}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        <Menu.Item component={Link} to="/dashboard/settings" leftSection={<IconSettings size={16} />}>
          Store settings
        </Menu.Item>
        {canAddStore === true && (
          <Menu.Item component={Link} to="/new-store" leftSection={<IconPlus size={16} />}>
            New store
          </Menu.Item>
        )}
        {canAddStore === false && (
          <Menu.Item component={Link} to="/subscription" leftSection={<IconPlus size={16} />}>
            New store (upgrade your plan)
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/subscription" leftSection={<IconCrown size={16} />}>
          Plan and billing
        </Menu.Item>
        {/* The dashboard has no floating help buttons (they covered its actions): help is here. */}
        <Menu.Divider />
        <Menu.Label>Talk to Kasuwa</Menu.Label>
        {CONTACT_LINKS.filter((link) => !('external' in link)).map(({ href, label, icon: Icon }) => (
          <Menu.Item key={href} component="a" href={href} leftSection={<Icon size={16} />}>
            {label}
          </Menu.Item>
        ))}
        <Menu.Item component={Link} to="/support/community-forum" leftSection={<IconMessages size={16} />}>
          Join the community chat
        </Menu.Item>
        <Menu.Item component={Link} to="/support" leftSection={<IconLifebuoy size={16} />}>
          Support centre
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={onSignOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
