import { ActionIcon, Affix, Menu, Tooltip } from '@mantine/core';
import {
  IconHeadset,
  IconLifebuoy,
  IconMail,
  IconMessageCircle,
  IconPhone,
  IconWorld,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { contact } from '../../lib/contact';
import classes from './Floating.module.css';
import { BOTTOM } from './floating-offset';

/**
 * Where the button sits from the left: 20px past the side navigation of the admin and dashboard shells
 * while it is shown beside the page (Mantine's AppShell publishes its width as
 * --app-shell-navbar-offset, 0 on small screens where it is a drawer), 20px from the edge elsewhere.
 */
const LEFT = 'calc(20px + var(--app-shell-navbar-offset, 0px))';

/** Bottom-left contact button, on every page: phone, chat message, email, website, support. */
export function FloatingContact() {
  return (
    <Affix position={{ bottom: BOTTOM, left: LEFT }} className={classes.floating}>
      <Menu position="top-start" offset={12} shadow="lg" width={280} withArrow arrowPosition="center">
        <Menu.Target>
          <Tooltip label="Contact us" position="right" openDelay={300}>
            <ActionIcon radius="xl" color="gold.5" aria-label="Contact us" className={classes.toggle}>
              <IconHeadset size={28} stroke={1.8} color="var(--mantine-color-kasuwa-9)" />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Talk to Kasuwa</Menu.Label>
          <Menu.Item component="a" href={`tel:${contact.phone}`} leftSection={<IconPhone size={18} />}>
            Call {contact.phoneDisplay}
          </Menu.Item>
          <Menu.Item
            component="a"
            href={`sms:${contact.phone}`}
            leftSection={<IconMessageCircle size={18} />}
          >
            Send us a message
          </Menu.Item>
          <Menu.Item component="a" href={`mailto:${contact.email}`} leftSection={<IconMail size={18} />}>
            Email {contact.email}
          </Menu.Item>
          <Menu.Item
            component="a"
            href={contact.website}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconWorld size={18} />}
          >
            Visit our website
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item component={Link} to="/support" leftSection={<IconLifebuoy size={18} />}>
            Support centre
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Affix>
  );
}
