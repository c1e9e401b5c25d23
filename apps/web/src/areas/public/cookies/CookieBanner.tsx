import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

export const CONSENT_KEY = 'kasuwa_cookie_consent';
export type Consent = 'accepted' | 'declined';

/** The visitor's choice; non-essential cookies and scripts may be used only when this is 'accepted'. */
export function cookieConsent(): Consent | null {
  const value = localStorage.getItem(CONSENT_KEY);
  return value === 'accepted' || value === 'declined' ? value : null;
}

/** Bottom-left, edgeless, black with a yellow button (spec section 9). */
export function CookieBanner() {
  const [choice, setChoice] = useState<Consent | null>(() => cookieConsent());
  const ref = useRef<HTMLDivElement>(null);
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
  return (
    <Paper
      ref={ref}
      role="dialog"
      aria-label="Cookie consent"
      bg="black"
      c="white"
      p="md"
      radius={0}
      shadow="xl"
      maw={380}
      style={{ position: 'fixed', left: 0, bottom: 0, zIndex: 300 }}
    >
      <Text size="sm">
        We use essential cookies to keep you signed in. With your consent we also use analytics cookies to
        improve Kasuwa.{' '}
        <Text component={Link} to="/privacy" c="yellow.4" size="sm" td="underline">
          Learn more
        </Text>
      </Text>
      <Group mt="sm" gap="xs">
        <Button color="yellow.5" c="black" size="xs" onClick={() => decide('accepted')}>
          Accept
        </Button>
        <Button variant="subtle" color="gray.3" size="xs" onClick={() => decide('declined')}>
          Decline
        </Button>
      </Group>
    </Paper>
  );
}
