/**
 * The only script of a server-rendered public page (entry-server.tsx). It carries none of React or
 * Mantine: the page is already drawn, its links are plain links and its menus are <details>. What is left
 * needs a few lines of DOM: the cookie banner (the choice lives in localStorage, which the server cannot
 * read), closing menus with Escape or a click elsewhere, and the navbar's account link once a session
 * hint says the visitor is signed in.
 */
import { DEFAULT_LOCALE, isLocale, LOCALES, negotiateLocale } from '@kasuwa/contracts/locale-tags';
import { VERSION_CLICK_THRESHOLD, VERSION_SHOWN_MS } from '../app/shells/version-reveal';
import { CONSENT_KEY } from '../areas/public/cookies/consent';
import { LOCALE_STORAGE_KEY } from '../i18n/storage-key';

function cookieBanner(): void {
  const banner = document.querySelector<HTMLElement>('[data-cookie-banner]');
  if (!banner) return;
  const stored = localStorage.getItem(CONSENT_KEY);
  if (stored === 'accepted' || stored === 'declined') return;
  const root = document.documentElement.style;
  banner.hidden = false;
  // The floating contact button shares the bottom-left corner and reads this height to sit above it.
  const observer = new ResizeObserver(() =>
    root.setProperty('--cookie-banner-h', `${banner.offsetHeight}px`),
  );
  observer.observe(banner);
  banner.addEventListener('click', (event) => {
    const choice = (event.target as Element).closest<HTMLElement>('[data-consent]')?.dataset.consent;
    if (choice !== 'accepted' && choice !== 'declined') return;
    localStorage.setItem(CONSENT_KEY, choice);
    observer.disconnect();
    root.removeProperty('--cookie-banner-h');
    banner.hidden = true;
    window.dispatchEvent(new CustomEvent('kasuwa:cookie-consent', { detail: choice }));
  });
}

/** Menus close like the React app's: Escape (focus back on the toggle) or a click outside them. */
function menus(): void {
  const open = () => [...document.querySelectorAll<HTMLDetailsElement>('details[data-static-menu][open]')];
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of open()) {
      menu.open = false;
      if (menu.contains(document.activeElement)) menu.querySelector('summary')?.focus();
    }
  });
  document.addEventListener('click', (event) => {
    for (const menu of open()) if (!menu.contains(event.target as Node)) menu.open = false;
  });
}

/**
 * The server renders the signed-out navbar (it does not read sessions to draw a public page). A vendor
 * who is signed in (the session-hint cookie the API sets beside the refresh cookie) gets "My Account"
 * instead of Login, pointing at the dashboard, which restores the session itself.
 */
function accountLinks(): void {
  if (!document.cookie.split(';').some((cookie) => cookie.trim().startsWith('kasuwa_signed_in='))) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('header a[href="/login"]')) {
    link.href = '/dashboard';
    const label = link.querySelector('.mantine-Button-label') ?? link;
    label.textContent = 'My Account';
  }
  for (const link of document.querySelectorAll<HTMLAnchorElement>('header a[href="/register"]')) {
    link.remove();
  }
}

/** Clicks on "Powered by Kasuwa" log the version and show it briefly, as the app's Footer does. */
function versionReveal(): void {
  const button = document.querySelector<HTMLElement>('[data-version]');
  const badge = document.querySelector<HTMLElement>('[data-version-badge]');
  if (!button || !badge) return;
  let clicks = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener('click', () => {
    clicks += 1;
    if (clicks < VERSION_CLICK_THRESHOLD) return;
    clicks = 0;
    console.log('Kasuwa version', button.dataset.version);
    badge.hidden = false;
    clearTimeout(timer);
    timer = setTimeout(() => {
      badge.hidden = true;
    }, VERSION_SHOWN_MS);
  });
}

/** The reader's language as the app would choose it (i18n.ts, initialLocale), without loading the app. */
function readerLocale(): string {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // No storage: the browser's languages decide.
  }
  return negotiateLocale(navigator.languages.join(','), LOCALES) ?? DEFAULT_LOCALE;
}

/**
 * These pages are drawn in English once for everyone (the server cannot read the reader's choice): a
 * reader of another language gets the app, which draws the same page in hers. The English page is hidden
 * meanwhile, so it does not flash before her language; if the app cannot load (offline), it shows again.
 */
function startApp(): void {
  const app = document.querySelector<HTMLElement>('script[data-app]')?.dataset.app;
  if (!app) return;
  // The theme's variables and global classes (hiddenFrom, visibleFrom) were drawn inside the root, which
  // the app empties; the app finds them and draws no copy (providers.tsx), so they move out of its way.
  for (const style of document.querySelectorAll('#root style[data-mantine-styles]'))
    document.head.append(style);
  const page = [...(document.getElementById('root')?.children ?? [])] as HTMLElement[];
  for (const node of page) node.style.visibility = 'hidden';
  import(/* @vite-ignore */ app).catch(() => {
    for (const node of page) node.style.visibility = '';
  });
}

/** The footer's language: kept for the app (i18n.ts reads it); any language but English starts the app. */
function languageSwitcher(): void {
  const select = document.querySelector<HTMLSelectElement>('select[data-locale-switcher]');
  if (!select) return;
  select.addEventListener('change', () => {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, select.value);
    } catch {
      // Refused: the app cannot know the choice and starts in the browser's language.
    }
    if (select.value !== DEFAULT_LOCALE) startApp();
  });
}

if (readerLocale() === DEFAULT_LOCALE) {
  cookieBanner();
  languageSwitcher();
  versionReveal();
  menus();
  accountLinks();
} else {
  startApp();
}
