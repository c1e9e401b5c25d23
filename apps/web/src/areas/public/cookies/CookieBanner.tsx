import { Button, Group, Paper, Text } from '@mantine/core';
import { type Ref, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useStaticPage } from '../../../static/static-page';

import { CONSENT_KEY, type Consent } from './consent';
import { useT } from './i18n';

export { CONSENT_KEY, type Consent };

/** The visitor's choice; non-essential cookies and scripts may be used only when this is 'accepted'. */
export function cookieConsent(): Consent | null {
  const value = localStorage.getItem(CONSENT_KEY);
  return value === 'accepted' || value === 'declined' ? value : null;
}

/** Bottom-left, edgeless, black with a yellow button (spec section 9). */
export function CookieBanner() {
  return useStaticPage() ? (
    // On a server-rendered page the visitor's choice is unknown until island.ts reads it: hidden until then.
    <BannerFrame hidden onDecide={() => undefined} />
  ) : (
    <LiveCookieBanner />
  );
}

function LiveCookieBanner() {
  const [choice, setChoice] = useState<Consent | null>(() => cookieConsent());
  const ref = useRef<HTMLDivElement>(null);
  // The dashboard's server-rendered page drew the banner outside the app's root: this one takes over.
  useLayoutEffect(() => {
    document.querySelector('[data-server-cookie-banner]')?.remove();
  }, []);
  // The floating contact button shares the bottom-left corner; it reads this height to sit above the banner.
  useEffect(() => {
    const root = document.documentElement.style;
    const node = ref.current;
    if (choice || !node) {
      root.removeProperty('--cookie-banner-h');
      return;
    }
    const observer = new ResizeObserver(() =>
      root.setProperty('--cookie-banner-h', `${node.offsetHeight}px`),
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.removeProperty('--cookie-banner-h');
    };
  }, [choice]);
  if (choice) return null;
  const decide = (value: Consent) => {
    localStorage.setItem(CONSENT_KEY, value);
    setChoice(value);
    window.dispatchEvent(new CustomEvent('kasuwa:cookie-consent', { detail: value }));
  };
  return <BannerFrame ref={ref} onDecide={decide} />;
}

function BannerFrame({
  ref,
  hidden,
  onDecide,
}: {
  ref?: Ref<HTMLDivElement>;
  hidden?: boolean;
  onDecide: (value: Consent) => void;
}) {
  const t = useT();
  return (
    <Paper
      ref={ref}
      hidden={hidden}
      data-cookie-banner
      role="dialog"
      aria-label={t('cookies.banner.label')}
      bg="black"
      c="white"
      p="md"
      radius={0}
      shadow="xl"
      maw={380}
      style={{ position: 'fixed', left: 0, bottom: 0, zIndex: 300 }}
    >
      <Text size="sm">
        {t('cookies.banner.text')}{' '}
        <Text component={Link} to="/privacy" c="yellow.4" size="sm" td="underline">
          {t('cookies.banner.more')}
        </Text>
      </Text>
      <Group mt="sm" gap="xs">
        <Button
          color="yellow.5"
          c="black"
          size="xs"
          data-consent="accepted"
          onClick={() => onDecide('accepted')}
        >
          {t('cookies.banner.accept')}
        </Button>
        <Button
          variant="subtle"
          color="gray.3"
          size="xs"
          data-consent="declined"
          onClick={() => onDecide('declined')}
        >
          {t('cookies.banner.decline')}
        </Button>
      </Group>
    </Paper>
  );
}
