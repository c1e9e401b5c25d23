import { ActionIcon, Affix, Stack, Tooltip, Transition } from '@mantine/core';
import { useClickOutside, useDisclosure, useWindowEvent } from '@mantine/hooks';
import { IconMail, IconMessages, IconPhone, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { contact } from '../../lib/contact';
import classes from './Floating.module.css';
import { BOTTOM } from './floating-offset';

/** Bottom-right action button, on every page: opens chat group, phone and email shortcuts. */
export function FloatingActions() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const ref = useClickOutside<HTMLDivElement>(close);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  return (
    <Affix position={{ bottom: BOTTOM, right: 20 }} className={classes.floating}>
      <Stack ref={ref} align="center" gap="sm">
        <Transition mounted={opened} transition="pop" duration={160}>
          {(style) => (
            <Stack id="floating-actions" style={style} gap="sm" align="center">
              <Tooltip label="Join the community chat" position="left">
                <ActionIcon
                  component={Link}
                  to="/support/community-forum"
                  onClick={close}
                  size={46}
                  radius="xl"
                  variant="white"
                  className={classes.action}
                  aria-label="Join the community chat"
                >
                  <IconMessages size={22} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={`Call ${contact.phoneDisplay}`} position="left">
                <ActionIcon
                  component="a"
                  href={`tel:${contact.phone}`}
                  size={46}
                  radius="xl"
                  variant="white"
                  className={classes.action}
                  aria-label="Call us"
                >
                  <IconPhone size={22} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={`Email ${contact.email}`} position="left">
                <ActionIcon
                  component="a"
                  href={`mailto:${contact.email}`}
                  size={46}
                  radius="xl"
                  variant="white"
                  className={classes.action}
                  aria-label="Email us"
                >
                  <IconMail size={22} />
                </ActionIcon>
              </Tooltip>
            </Stack>
          )}
        </Transition>
        <ActionIcon
          radius="xl"
          onClick={toggle}
          aria-label="Quick actions"
          aria-expanded={opened}
          aria-controls={opened ? 'floating-actions' : undefined}
          className={classes.toggle}
          data-open={opened || undefined}
        >
          <IconPlus size={28} stroke={2.2} className={classes.icon} />
        </ActionIcon>
      </Stack>
    </Affix>
  );
}
