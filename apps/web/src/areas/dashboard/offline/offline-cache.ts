import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { OFFLINE_ANSWERS_KEY } from '../../../lib/offline';

/**
 * The answers the dashboard keeps for opening offline: the stores (the frame needs them), the overview,
 * each store's settings, and the orders and products lists as last shown. Saved in localStorage after each fresh answer, read
 * back only when the dashboard opens without a network (vendor-session.ts, `offline`): online, every
 * screen asks the server as before. Loaded with the dashboard, after its first screen (useOfflineSupport).
 */
function kept(query: Query): boolean {
  const key = query.queryKey;
  if (query.state.status !== 'success' || key[0] !== 'vendor') return false;
  if (key[1] === 'stores') return true;
  if (key[1] !== 'store') return false;
  // The store's settings too: the product editor and the settings page draw nothing without them.
  if (key[3] === 'overview' || (key[3] === 'settings' && key.length === 4)) return true;
  return (key[3] === 'orders' || key[3] === 'products') && key[4] === 'list';
}

interface Saved {
  userId: number;
  savedAt: number;
  state: DehydratedState;
}

/** At most this many answers are kept (the newest): a few stores' lists, a few pages of each. */
const MOST_KEPT = 40;

function readSaved(): Saved | null {
  try {
    return JSON.parse(localStorage.getItem(OFFLINE_ANSWERS_KEY) ?? 'null') as Saved | null;
  } catch {
    return null;
  }
}

/**
 * Saves the kept answers a second after the last of a burst arrives, and at once when the page is
 * hidden or left; returns the unsubscribe. Answers saved before (a list seen on an earlier visit) stay
 * beside the new ones: a page load holds only what it showed.
 */
export function keepAnswersForOffline(client: QueryClient, userId: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    const fresh = dehydrate(client, { shouldDehydrateQuery: kept });
    const before = readSaved();
    const hashes = new Set(fresh.queries.map((q) => q.queryHash));
    const earlier =
      before?.userId === userId ? before.state.queries.filter((q) => !hashes.has(q.queryHash)) : [];
    const queries = [...fresh.queries, ...earlier]
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
      .slice(0, MOST_KEPT);
    const saved: Saved = { userId, savedAt: Date.now(), state: { mutations: [], queries } };
    try {
      localStorage.setItem(OFFLINE_ANSWERS_KEY, JSON.stringify(saved));
    } catch {
      // Storage full or refused: the dashboard opens offline with what was saved before, or nothing.
    }
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !kept(event.query)) return;
    clearTimeout(timer);
    timer = setTimeout(save, 1000);
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden') save();
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', save);
  return () => {
    save();
    unsubscribe();
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', save);
  };
}

/** Puts the saved answers of `userId` back into the cache; false when there are none of hers. */
export function restoreAnswersForOffline(client: QueryClient, userId: number): boolean {
  const saved = readSaved();
  if (!saved || saved.userId !== userId) return false;
  hydrate(client, saved.state);
  return true;
}
