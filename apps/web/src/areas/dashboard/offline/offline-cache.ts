import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { OFFLINE_ANSWERS_KEY } from '../../../lib/offline';

/**
 * The answers the dashboard keeps for opening offline: the stores (the frame needs them), the overview,
 * each store's settings, and the orders and products lists as last shown. Saved in localStorage after
 * each fresh answer, read back only when the dashboard opens without a network (vendor-session.ts,
 * `offline`): online, every screen asks the server as before. Loaded with the dashboard, after its first
 * screen (useOfflineSupport). Only an answer's key, data and time are kept, put back with setQueryData:
 * react-query's dehydrate/hydrate would add their module to every dashboard load for fields unused here.
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

interface Answer {
  key: QueryKey;
  hash: string;
  data: unknown;
  at: number;
}

interface Saved {
  userId: number;
  answers: Answer[];
}

/** At most this many answers are kept (the newest): a few stores' lists, a few pages of each. */
const MOST_KEPT = 40;

function readSaved(): Saved | null {
  try {
    const saved = JSON.parse(localStorage.getItem(OFFLINE_ANSWERS_KEY) ?? 'null') as Saved | null;
    return saved && Array.isArray(saved.answers) ? saved : null;
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
    const fresh: Answer[] = client
      .getQueryCache()
      .getAll()
      .filter(kept)
      .map((q) => ({ key: q.queryKey, hash: q.queryHash, data: q.state.data, at: q.state.dataUpdatedAt }));
    const hashes = new Set(fresh.map((a) => a.hash));
    const before = readSaved();
    const earlier = before?.userId === userId ? before.answers.filter((a) => !hashes.has(a.hash)) : [];
    const answers = [...fresh, ...earlier].sort((a, b) => b.at - a.at).slice(0, MOST_KEPT);
    try {
      localStorage.setItem(OFFLINE_ANSWERS_KEY, JSON.stringify({ userId, answers } satisfies Saved));
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

/** Puts the saved answers of `userId` back into the cache, with their times; false when there are none of hers. */
export function restoreAnswersForOffline(client: QueryClient, userId: number): boolean {
  const saved = readSaved();
  if (!saved || saved.userId !== userId) return false;
  for (const answer of saved.answers) client.setQueryData(answer.key, answer.data, { updatedAt: answer.at });
  return true;
}
