import { useLayoutEffect } from 'react';

/**
 * The dashboard's page arrives with its frame drawn by the server (entry-server.tsx, renderDashboard) in
 * #server-frame, beside the app's root. It stays on screen, untouched, while the app starts, checks the
 * session and loads the stores (the app draws nothing over it meanwhile), and goes in the same commit as
 * the app draws the real frame, or anything else in its place (sign-in, an error): no flash between the
 * two, and no second drawing of the outline by React on a slow phone.
 */
export function serverFrameShown(): boolean {
  return typeof document !== 'undefined' && document.getElementById('server-frame') !== null;
}

/** Removes the server's frame once `done`: before the browser paints what the app drew instead. */
export function useRemoveServerFrame(done = true): void {
  useLayoutEffect(() => {
    if (done) document.getElementById('server-frame')?.remove();
  }, [done]);
}
