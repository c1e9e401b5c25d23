/**
 * Public marketing pages rendered on the server to plain HTML, built by `vite build --ssr` into
 * dist-server/ and called by the API server (apps/server/src/web-pages.ts). The HTML carries Mantine's
 * CSS and the small island.ts, not the React app: a first visit to the landing page costs about a tenth of
 * the app's JavaScript and paints at once (docs/decisions/0002). A link from there into the app (login,
 * register, dashboard) loads the app as any first visit does. The components are the app's own, so a
 * page looks the same whether the server or the app drew it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { plansResponseSchema } from '@kasuwa/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { FloatingActions } from '../app/shells/FloatingActions';
import { FloatingContact } from '../app/shells/FloatingContact';
import { PublicShell } from '../app/shells/PublicShell';
import { cssVariablesResolver, theme } from '../app/theme';
import { LoginPage } from '../areas/auth/login/LoginPage';
import { DashboardSkeleton } from '../areas/dashboard/DashboardSkeleton';
import { CookieBanner } from '../areas/public/cookies/CookieBanner';
import { ContentPage } from '../areas/public/info/Pages';
import { LandingPage } from '../areas/public/landing/LandingPage';
import { SolutionsPage } from '../areas/public/solutions/SolutionsPages';
import { StaticPageContext } from './static-page';

interface StaticRoute {
  /** The source module whose CSS (from the build manifest) the page needs besides the app's own. */
  module: string;
  Component: ComponentType;
  /** The document title, as the app's router names the page (router.tsx); none for the home page. */
  title?: string;
  /** What the page reads from the API: the server fetches it and refuses to render without it. */
  needsPlans?: boolean;
  /** The page's own script beside island.ts (a build entry in vite.config.ts), for a page with a form. */
  script?: string;
}

const landing: StaticRoute = {
  module: 'src/areas/public/landing/LandingPage.tsx',
  Component: LandingPage,
  needsPlans: true,
};
const info = (title: string): StaticRoute => ({
  module: 'src/areas/public/info/Pages.tsx',
  Component: ContentPage,
  title,
});

/**
 * The pages that are text and links only. Pages with a search box, a form, a switch or a scroll area
 * (pricing, contact, FAQ, the hubs, terms) stay in the app until they have a variant that works without it.
 */
const routes: Record<string, StaticRoute> = {
  '/': landing,
  '/home': landing,
  '/solutions': {
    module: 'src/areas/public/solutions/SolutionsPages.tsx',
    Component: SolutionsPage,
    title: 'Solutions',
  },
  // The form is the page's own script (login-island.ts): a first visit to sign in costs no React.
  '/login': {
    module: 'src/areas/auth/login/LoginPage.tsx',
    Component: LoginPage,
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

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface StaticPages {
  /** Paths served as server-rendered pages. */
  paths: readonly string[];
  /** Whether the page at `path` shows the plans (GET /api/plans), which render() then needs. */
  needsPlans(path: string): boolean;
  /** The whole HTML document; undefined for a path that is not a static page. */
  render(path: string, data: { plans?: unknown }): string | undefined;
  /**
   * The vendor dashboard's page at `path` (/dashboard…): its frame and, on the overview, the outline of
   * its cards (DashboardSkeleton) with the cookie banner, and dashboard-boot.ts, which starts the React
   * app once that is painted. The same for every vendor: the server reads no session to draw it.
   */
  renderDashboard(path: string): string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Every CSS file a chunk needs, its imports' first, as Vite's manifest lists them. */
function cssOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((child) => cssOf(manifest, child, seen)), ...(chunk.css ?? [])];
}

function scriptOf(manifest: Manifest, key: string): string {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the web build has no ${key} entry; rebuild with \`npm run build\``);
  return chunk.file;
}

/**
 * Reads the client build (index.html and .vite/manifest.json in `distDir`) once; pages are then rendered
 * into that template: the app's script and preloads are swapped for island.ts, the page's CSS added.
 */
export function loadStaticPages(distDir: string): StaticPages {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const island = manifest['src/static/island.ts'];
  if (!island) throw new Error('the web build has no island.ts entry; rebuild with `npm run build`');
  const appCss = new Set(cssOf(manifest, 'index.html'));
  const template = readFileSync(join(distDir, 'index.html'), 'utf8')
    .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

  const boot = scriptOf(manifest, 'src/static/dashboard-boot.ts');
  // What the app and the dashboard's first load import, for the boot script to fetch side by side once
  // the page is painted, rather than each after the one that imports it.
  const appFiles = new Set<string>();
  const addFiles = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || appFiles.has(chunk.file)) return;
    appFiles.add(chunk.file);
    for (const child of chunk.imports ?? []) addFiles(child);
  };
  addFiles('index.html');
  for (const child of manifest['src/areas/dashboard/first-load.ts']?.imports ?? []) addFiles(child);
  const dashboardPages = new Map<string, string>();

  return {
    paths: Object.keys(routes),
    needsPlans: (path) => routes[path]?.needsPlans ?? false,
    render(path, data) {
      const route = routes[path];
      if (!route) return undefined;
      const queryClient = new QueryClient();
      if (route.needsPlans) {
        queryClient.setQueryData(['plans'], plansResponseSchema.parse(data.plans).plans);
      }
      const body = renderToString(
        <StaticPageContext.Provider value={true}>
          <MantineProvider
            theme={theme}
            cssVariablesResolver={cssVariablesResolver}
            defaultColorScheme="light"
          >
            <QueryClientProvider client={queryClient}>
              <StaticRouter location={path}>
                <Routes>
                  <Route element={<PublicShell />}>
                    <Route path={path} element={<route.Component />} />
                  </Route>
                </Routes>
                <FloatingContact />
                <FloatingActions />
                <CookieBanner />
              </StaticRouter>
            </QueryClientProvider>
          </MantineProvider>
        </StaticPageContext.Provider>,
      );
      // The public frame (navbar, footer) is its own chunk in the app, loaded beside the page.
      const pageCss = [
        ...new Set([...cssOf(manifest, 'src/app/shells/PublicShell.tsx'), ...cssOf(manifest, route.module)]),
      ].filter((file) => !appCss.has(file));
      const scripts = [island.file, ...(route.script ? [scriptOf(manifest, route.script)] : [])];
      const head = [
        ...pageCss.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...scripts.map((file) => `<script type="module" crossorigin src="/${file}"></script>`),
      ].join('\n    ');
      const title = route.title ? `<title>${escapeHtml(route.title)} · Kasuwa</title>` : undefined;
      return (title ? template.replace(/<title>[^<]*<\/title>/, title) : template)
        .replace('</head>', `  ${head}\n  </head>`)
        .replace(/<div id="root">.*<\/div>(?=\s*<\/body>)/s, () => `<div id="root">${body}</div>`);
    },
    renderDashboard(path) {
      const overview = path === '/dashboard' || path === '/dashboard/';
      // The outline differs only by the active section (and the overview's cards): one render of each.
      const key = overview ? '/dashboard' : path.split('/').slice(0, 3).join('/');
      const cached = dashboardPages.get(key);
      if (cached) return cached;
      // The frame goes beside the app's root, not in it (server-frame.ts), and so does the banner, which
      // stays until the app's own replaces it (CookieBanner.tsx).
      const body = renderToString(
        <StaticPageContext.Provider value={true}>
          <MantineProvider
            theme={theme}
            cssVariablesResolver={cssVariablesResolver}
            defaultColorScheme="light"
          >
            <div id="server-frame">
              <DashboardSkeleton pathname={key} label="Loading your dashboard" />
            </div>
            <div data-server-cookie-banner>
              <StaticRouter location={path}>
                <CookieBanner />
              </StaticRouter>
            </div>
          </MantineProvider>
        </StaticPageContext.Provider>,
      );
      const script = `<script type="module" crossorigin src="/${boot}" data-app="/${scriptOf(manifest, 'index.html')}" data-app-files="${[
        ...appFiles,
      ]
        .map((file) => `/${file}`)
        .join(' ')}"></script>`;
      const html = template
        .replace(/<title>[^<]*<\/title>/, `<title>${overview ? 'Overview' : 'Dashboard'} · Kasuwa</title>`)
        .replace('</head>', `  ${script}\n  </head>`)
        .replace(/<div id="root">.*<\/div>(?=\s*<\/body>)/s, () => `${body}\n    <div id="root"></div>`);
      dashboardPages.set(key, html);
      return html;
    },
  };
}
