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
 * and the orders and products lists as last shown. Saved in localStorage after each fresh answer, read
 * back only when the dashboard opens without a network (vendor-session.ts, `offline`): online, every
 * screen asks the server as before. Loaded with the dashboard, after its first screen (useOfflineSupport).
 */
function kept(query: Query): boolean {
  const key = query.queryKey;
  if (query.state.status !== 'success' || key[0] !== 'vendor') return false;
  if (key[1] === 'stores') return true;
  if (key[1] !== 'store') return false;
  return key[3] === 'overview' || ((key[3] === 'orders' || key[3] === 'products') && key[4] === 'list');
}

interface Saved {
  userId: number;
  savedAt: number;
  state: DehydratedState;
}

/** Saves the kept answers a second after the last of a burst arrives; returns the unsubscribe. */
export function keepAnswersForOffline(client: QueryClient, userId: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    const saved: Saved = {
      userId,
      savedAt: Date.now(),
      state: dehydrate(client, { shouldDehydrateQuery: kept }),
    };
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
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

/** Puts the saved answers of `userId` back into the cache; false when there are none of hers. */
export function restoreAnswersForOffline(client: QueryClient, userId: number): boolean {
  let saved: Saved | null = null;
  try {
    saved = JSON.parse(localStorage.getItem(OFFLINE_ANSWERS_KEY) ?? 'null') as Saved | null;
  } catch {
    return false;
  }
  if (!saved || saved.userId !== userId) return false;
  hydrate(client, saved.state);
  return true;
}
