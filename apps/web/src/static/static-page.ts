import { createContext, useContext } from 'react';

/**
 * True while a page is rendered on the server as plain HTML (see entry-server.tsx): no React runs in the
 * browser afterwards, so components whose behaviour needs it (drawers, menus, the cookie banner) render
 * a variant that works with HTML alone (`<details>`) or with the small script of island.ts.
 */
export const StaticPageContext = createContext(false);

export function useStaticPage(): boolean {
  return useContext(StaticPageContext);
}
