import { ActionIcon, Stack, Tooltip } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import classes from './Floating.module.css';
import { QUICK_ACTIONS } from './floating-links';
import { useT } from './i18n';

/**
 * The quick actions behind the floating + button, in a file of their own: their tooltips bring
 * floating-ui, which a page loads when the visitor reaches for the button (FloatingActions.tsx).
 */
export function FloatingActionsList({ style, close }: { style: CSSProperties; close: () => void }) {
  const t = useT();
  return (
    <Stack id="floating-actions" style={style} gap="sm" align="center">
      {QUICK_ACTIONS.map(({ href, label, tooltip, icon: Icon, ...where }) => {
        const look = {
          size: 46,
          radius: 'xl',
          variant: 'white',
          className: classes.action,
          'aria-label': label(t),
          children: <Icon size={22} />,
        } as const;
        return (
          <Tooltip key={href} label={tooltip(t)} position="left">
            {'inApp' in where ? (
              <ActionIcon component={Link} to={href} onClick={close} {...look} />
            ) : (
              <ActionIcon component="a" href={href} {...look} />
            )}
          </Tooltip>
        );
      })}
    </Stack>
  );
}
