/**
 * The rest of Mantine's styles (mantine-more.css): not part of the dashboard's first load, which takes
 * only its first screen's (mantine.css; issue 32, docs/performance.md). Whatever draws more after the
 * first screen waits for them with its code, so nothing shows unstyled: the public and back-office frames
 * import them (so the server-rendered pages link them too), the dashboard's frame before any page but the
 * overview (`MoreStyles`), and its lazily loaded parts through `withMoreStyles`.
 */
import { use } from 'react';

let loading: Promise<unknown> | undefined;

export function loadMoreStyles(): Promise<unknown> {
  if (!loading) {
    loading = import('./mantine-more');
    // A failed load (a lost connection) is tried again by the next one who needs them.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** `load`, which resolves once the rest of the styles are in too. */
export function withMoreStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadMoreStyles()]))[0];
}

/** Holds its place in the tree (suspends) until the rest of the styles are in. */
export function MoreStyles(): null {
  use(loadMoreStyles());
  return null;
}
