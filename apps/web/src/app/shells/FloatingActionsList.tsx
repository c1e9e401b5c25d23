import { ActionIcon, Stack, Tooltip } from '@mantine/core';
import { IconMail, IconMessages, IconPhone } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { contact } from '../../lib/contact';
import classes from './Floating.module.css';

/**
 * The quick actions behind the floating + button, in a file of their own: their tooltips bring
 * floating-ui, which a page loads when the visitor reaches for the button (FloatingActions.tsx).
 */
export function FloatingActionsList({ style, close }: { style: CSSProperties; close: () => void }) {
  return (
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
  );
}
