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
import { messagingChannelsSchema, plansResponseSchema } from '@kasuwa/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
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
import { messagingChannelsKey, SolutionsPage } from '../areas/public/solutions/SolutionsPages';
import { StaticPageContext } from './static-page';
import { needs, type StaticData, type StaticPageName, staticPaths, staticRoutes } from './static-routes';

/** The component that draws each kind of page of static-routes.ts. */
const components: Record<StaticPageName, ComponentType> = {
  landing: LandingPage,
  solutions: SolutionsPage,
  login: LoginPage,
  info: ContentPage,
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
  /** What of the server's state the page at `path` shows, which render() then needs (web-pages.ts). */
  needs(path: string): readonly StaticData[];
  /** The whole HTML document; undefined for a path that is not a static page. */
  render(path: string, data: Partial<Record<StaticData, unknown>>): string | undefined;
  /**
   * The vendor dashboard's page at `path` (/dashboard…): its frame and, on the overview, the outline of
   * its cards (DashboardSkeleton) with the cookie banner, and dashboard-boot.ts, which starts the React
   * app once that is painted. The same for every vendor: the server reads no session to draw it.
   */
  renderDashboard(path: string): string;
}

/** What every page drawn here sits in: the app's theme, and the flag that makes widgets work without a script. */
function ServerRendered({ children }: { children: ReactNode }) {
  return (
    <StaticPageContext.Provider value={true}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        {children}
      </MantineProvider>
    </StaticPageContext.Provider>
  );
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
    paths: staticPaths,
    needs,
    render(path, data) {
      const route = staticRoutes[path];
      if (!route) return undefined;
      const Page = components[route.page];
      const queryClient = new QueryClient();
      if (route.needs?.includes('plans')) {
        queryClient.setQueryData(['plans'], plansResponseSchema.parse(data.plans).plans);
      }
      if (route.needs?.includes('channels')) {
        queryClient.setQueryData(messagingChannelsKey, messagingChannelsSchema.parse(data.channels));
      }
      const body = renderToString(
        <ServerRendered>
          <QueryClientProvider client={queryClient}>
            <StaticRouter location={path}>
              <Routes>
                <Route element={<PublicShell />}>
                  <Route path={path} element={<Page />} />
                </Route>
              </Routes>
              <FloatingContact />
              <FloatingActions />
              <CookieBanner />
            </StaticRouter>
          </QueryClientProvider>
        </ServerRendered>,
      );
      // The public frame (navbar, footer) is its own chunk in the app, loaded beside the page.
      const pageCss = [
        ...new Set([...cssOf(manifest, 'src/app/shells/PublicShell.tsx'), ...cssOf(manifest, route.module)]),
      ].filter((file) => !appCss.has(file));
      // The island starts the app, by this address, for a reader of another language than English.
      const app = `/${scriptOf(manifest, 'index.html')}`;
      const head = [
        ...pageCss.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        `<script type="module" crossorigin src="/${island.file}" data-app="${app}"></script>`,
        ...(route.script
          ? [`<script type="module" crossorigin src="/${scriptOf(manifest, route.script)}"></script>`]
          : []),
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
        <ServerRendered>
          <div id="server-frame">
            <DashboardSkeleton pathname={key} label="Loading your dashboard" />
          </div>
          <div data-server-cookie-banner>
            <StaticRouter location={path}>
              <CookieBanner />
            </StaticRouter>
          </div>
        </ServerRendered>,
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
