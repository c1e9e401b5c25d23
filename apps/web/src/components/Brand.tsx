import { Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../app/i18n';

const GREEN = '#0b6b3f';
const GOLD = '#f5b82e';

/** The Kasuwa mark: a market bag in gold on green (green on gold when `inverted`, for dark backgrounds). */
export function LogoMark({ size = 32, inverted = false }: { size?: number; inverted?: boolean }) {
  const [tile, bag] = inverted ? [GOLD, GREEN] : [GREEN, GOLD];
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={tile} />
      <path d="M16 24h32l-3 24a4 4 0 0 1-4 4H23a4 4 0 0 1-4-4z" fill={bag} />
      <path d="M25 24v-4a7 7 0 0 1 14 0v4" fill="none" stroke={bag} strokeWidth="4" strokeLinecap="round" />
      <path
        d="M27 32v12M27 38l8-6M27 38l8 6"
        fill="none"
        stroke={tile}
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Logo and name, linking home. `inverted` for dark backgrounds. */
export function Brand({ inverted = false, size = 32 }: { inverted?: boolean; size?: number }) {
  const t = useT();
  return (
    <UnstyledButton
      component={Link}
      to="/"
      aria-label={t('app.brand.home')}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 10, flexShrink: 0 }}
    >
      <LogoMark size={size} inverted={inverted} />
      <Text
        component="span"
        fw={800}
        fz={size * 0.7}
        lts={-0.5}
        c={inverted ? 'white' : 'kasuwa.9'}
        style={{ lineHeight: 1 }}
      >
        Kasuwa
      </Text>
    </UnstyledButton>
  );
}
