import { ActionIcon, Affix, Stack, Transition } from '@mantine/core';
import { useClickOutside, useDisclosure, useWindowEvent } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useStaticPage } from '../../static/static-page';
import classes from './Floating.module.css';
import { QUICK_ACTIONS } from './floating-links';
import { BOTTOM } from './floating-offset';
import { useT } from './i18n';

// The shortcuts (with their tooltips) load when the visitor reaches for the button or opens it.
const loadList = () => import('./FloatingActionsList');
const FloatingActionsList = lazy(async () => ({ default: (await loadList()).FloatingActionsList }));

/** Bottom-right action button, on every page: opens chat group, phone and email shortcuts. */
export function FloatingActions({ inShell = false }: { inShell?: boolean }) {
  return useStaticPage() ? <StaticFloatingActions /> : <LiveFloatingActions inShell={inShell} />;
}

/** The same shortcuts on a server-rendered page, in a disclosure that works without a script. */
function StaticFloatingActions() {
  const t = useT();
  return (
    <Affix position={{ bottom: BOTTOM, right: 20 }} className={classes.floating} withinPortal={false}>
      <details className={classes.staticFloat} data-static-menu>
        <ActionIcon
          component="summary"
          radius="xl"
          aria-label={t('shell.float.quickActions')}
          className={classes.toggle}
        >
          <IconPlus size={28} stroke={2.2} className={classes.icon} />
        </ActionIcon>
        <Stack gap="sm" align="center" className={classes.staticDropdown} data-side="right">
          {QUICK_ACTIONS.map(({ href, label, icon: Icon }) => (
            <ActionIcon
              key={href}
              component="a"
              href={href}
              size={46}
              radius="xl"
              variant="white"
              className={classes.action}
              aria-label={label(t)}
              title={label(t)}
            >
              <Icon size={22} />
            </ActionIcon>
          ))}
        </Stack>
      </details>
    </Affix>
  );
}

function LiveFloatingActions({ inShell }: { inShell: boolean }) {
  const t = useT();
  const [opened, { toggle, close }] = useDisclosure(false);
  const ref = useClickOutside<HTMLDivElement>(close);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  return (
    <Affix
      position={{ bottom: BOTTOM, right: 20 }}
      className={inShell ? `${classes.floating} ${classes.inShell}` : classes.floating}
    >
      <Stack ref={ref} align="center" gap="sm">
        <Transition mounted={opened} transition="pop" duration={160}>
          {(style) => (
            <Suspense fallback={null}>
              <FloatingActionsList style={style} close={close} />
            </Suspense>
          )}
        </Transition>
        <ActionIcon
          radius="xl"
          onClick={toggle}
          onPointerEnter={() => void loadList()}
          onFocus={() => void loadList()}
          aria-label={t('shell.float.quickActions')}
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
