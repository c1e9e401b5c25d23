import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconBox, IconCash, IconDots, IconHome, IconReceipt } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useT } from '../../../i18n/i18n';

const TABS = [
  { label: 'nav.overview', to: '/dashboard', icon: IconHome },
  { label: 'nav.products', to: '/dashboard/products', icon: IconBox },
  { label: 'nav.orders', to: '/dashboard/orders', icon: IconReceipt },
  { label: 'nav.money', to: '/dashboard/money', icon: IconCash },
] as const satisfies readonly { label: MessageKey; to: string; icon: unknown }[];

interface BottomNavProps {
  /** Whether a tab's section is the current page (the shell's own rule, so both navs agree). */
  isActive: (to: string) => boolean;
  /** "More" opens the full section list (collections, inventory, settings). */
  onMore?: () => void;
  moreOpen: boolean;
  /** Whether the member's role includes a tab's section (issue 34); all of them when not given. */
  allowed?: (to: string) => boolean;
  /** Plain links, for the frame's skeleton (DashboardSkeleton), which is drawn before the app's router runs. */
  plainLinks?: boolean;
}

function Tab({
  label,
  icon: Icon,
  active,
}: {
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  active: boolean;
}) {
  return (
    <>
      <Icon size={22} stroke={active ? 2.2 : 1.6} />
      <Text span size="xs" fw={active ? 700 : 500} lh={1.2}>
        {label}
      </Text>
    </>
  );
}

const tabStyle = (active: boolean) => ({
  flex: 1,
  minHeight: 56,
  display: 'flex',
  flexDirection: 'column' as const,
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  color: active ? 'var(--mantine-color-kasuwa-filled)' : 'var(--mantine-color-gray-7)',
});

/** The phone's thumb-reach navigation: the four sections used daily and the rest behind More. */
export function BottomNav({ isActive, onMore, moreOpen, allowed, plainLinks }: BottomNavProps) {
  const t = useT();
  return (
    <Group component="nav" aria-label={t('nav.main')} gap={0} wrap="nowrap" h="100%">
      {TABS.filter((tab) => !allowed || allowed(tab.to)).map((tab) => {
        const active = !moreOpen && isActive(tab.to);
        return plainLinks ? (
          <UnstyledButton
            key={tab.to}
            component="a"
            href={tab.to}
            aria-current={active ? 'page' : undefined}
            style={tabStyle(active)}
          >
            <Tab label={t(tab.label)} icon={tab.icon} active={active} />
          </UnstyledButton>
        ) : (
          <UnstyledButton
            key={tab.to}
            component={Link}
            to={tab.to}
            aria-current={active ? 'page' : undefined}
            style={tabStyle(active)}
          >
            <Tab label={t(tab.label)} icon={tab.icon} active={active} />
          </UnstyledButton>
        );
      })}
      <UnstyledButton onClick={onMore} aria-expanded={moreOpen} style={tabStyle(moreOpen)}>
        <Tab label={t('nav.more')} icon={IconDots} active={moreOpen} />
      </UnstyledButton>
    </Group>
  );
}
