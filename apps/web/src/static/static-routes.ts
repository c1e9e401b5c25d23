/**
 * Which paths are server-rendered public pages and what each needs, without the components that draw
 * them: the API server reads this small module at start (built into dist-server/static-routes.js) to
 * declare its routes, and loads entry-server.js, with React and Mantine, when the first of them is asked
 * for (apps/server/src/web-pages.ts). entry-server.tsx draws each page by its `page`.
 */
export type StaticPageName = 'landing' | 'solutions' | 'login' | 'info';

/** What a page may show of the server's state (apps/server/src/web-pages.ts fetches it). */
export type StaticData = 'plans' | 'channels';

export interface StaticRoute {
  /** Which component draws it (entry-server.tsx). */
  page: StaticPageName;
  /** The source module whose CSS (from the build manifest) the page needs besides the app's own. */
  module: string;
  /** The document title, as the app's router names the page (router.tsx); none for the home page. */
  title?: string;
  /** What the page reads from the API: the server fetches it and refuses to render without it. */
  needs?: readonly StaticData[];
  /** The page's own script beside island.ts (a build entry in vite.config.ts), for a page with a form. */
  script?: string;
}

const landing: StaticRoute = {
  page: 'landing',
  module: 'src/areas/public/landing/LandingPage.tsx',
  needs: ['plans'],
};
const info = (title: string): StaticRoute => ({
  page: 'info',
  module: 'src/areas/public/info/Pages.tsx',
  title,
});

/**
 * The pages that are text and links only. Pages with a search box, a form, a switch or a scroll area
 * (pricing, contact, FAQ, the hubs, terms) stay in the app until they have a variant that works without it.
 */
export const staticRoutes: Record<string, StaticRoute> = {
  '/': landing,
  '/home': landing,
  '/solutions': {
    page: 'solutions',
    module: 'src/areas/public/solutions/SolutionsPages.tsx',
    title: 'Solutions',
    needs: ['channels'],
  },
  // The form is the page's own script (login-island.ts): a first visit to sign in costs no React.
  '/login': {
    page: 'login',
    module: 'src/areas/auth/login/LoginPage.tsx',
    title: 'Log in',
    script: 'src/static/login-island.ts',
  },
  '/about': info('About Kasuwa'),
  '/invoices': info('Invoices'),
  '/privacy': info('Privacy policy'),
  '/manual': info('User manual'),
  '/legal/refund-policy': info('Refund policy'),
  '/legal/disclaimer': info('Disclaimer'),
  '/legal/security-payment': info('Security and payments'),
  '/legal/legal-compliance': info('Legal compliance'),
  '/support/contact-info': info('Contact information'),
  '/support/documentation': info('Documentation'),
  '/support/community-forum': info('Community forum'),
  '/support/language-region': info('Language and region'),
  '/resources/guide': info('Seller guide'),
  '/resources/whats-new': info("What's new"),
  '/resources/escrow': info('How escrow works'),
};

/** Paths served as server-rendered pages. */
export const staticPaths: readonly string[] = Object.keys(staticRoutes);

/** What the page at `path` shows of the server's state, which render() then needs. */
export function needs(path: string): readonly StaticData[] {
  return staticRoutes[path]?.needs ?? [];
}
