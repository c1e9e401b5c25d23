import './app/mantine.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { AppRouter } from './app/routing';
import { isAdminPath, isDashboardPath } from './app/shells/paths';
import { initialLocale, setLocale } from './i18n/i18n';
import { restoreVendorSession } from './lib/vendor-session';

// A first load of the dashboard waits, in turn, for its route's code, its frame's code, the session and
// the stores. The session check and the frame start now, beside the route's code, not after it.
if (isDashboardPath(window.location.pathname)) {
  void restoreVendorSession();
  void import('./areas/dashboard/DashboardShell');
} else if (!isAdminPath(window.location.pathname)) {
  void import('./app/shells/PublicShell');
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// In the language this browser chose before (or speaks): a language other than English waits for its
// catalogue's chunk, fetched beside the route's code, so the first screen is not English for a moment.
const language = setLocale(initialLocale(), { save: false });

// As a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread for the whole tree: on a slow phone the page answers taps while the app draws itself.
void language.then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <AppRouter routes={routes} />
        </Providers>
      </StrictMode>,
    );
  }),
);
