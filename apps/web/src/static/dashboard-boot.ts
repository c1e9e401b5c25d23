/**
 * The only script of the dashboard's server-rendered page (entry-server.tsx, renderDashboard): the page
 * arrives with the frame and the overview's outline already drawn (DashboardSkeleton), and this starts
 * the React app only after the browser has painted it. Loaded at once, the app's script (about 200 KB on
 * the wire) would run before that first paint, and a slow phone would show a blank page until it had
 * downloaded and run. The app then replaces the outline with the same frame, filled in.
 */
import { CONSENT_KEY } from '../areas/public/cookies/consent';

// The server cannot read the visitor's choice (localStorage): its banner is hidden until asked here.
const banner = document.querySelector<HTMLElement>('[data-cookie-banner]');
const stored = localStorage.getItem(CONSENT_KEY);
if (banner && stored !== 'accepted' && stored !== 'declined') banner.hidden = false;

// A frame's callback runs before that frame is painted; a task queued from it runs after. Then every file
// of the app and of the dashboard's first load is fetched at once (the server lists them), not each
// after the file that imports it has arrived.
requestAnimationFrame(() => {
  setTimeout(() => {
    const files = document.querySelector<HTMLElement>('script[data-app]')?.dataset.appFiles ?? '';
    for (const href of files.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const app = document.querySelector<HTMLElement>('script[data-app]')?.dataset.app;
    // The app's entry by the address the server gave (the build names it): the same file, and so the same
    // modules, as the app's own page loads.
    if (app) void import(/* @vite-ignore */ app);
  }, 0);
});
