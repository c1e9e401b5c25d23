import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_SHELL_SCROLL, appShellScroll } from './app-shell-scroll';
import { firstLoad } from './first-load';
import { i18nCompile } from './i18n-compile';
import { precompress } from './precompress';

/** The app version is the root package's date-stamped version, baked in at build time. */
const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const apiServer = 'http://localhost:3000';

/** The dashboard's first load: its frame and overview (see the `dashboard` group below). */
const dashboardFirstLoad = firstLoad(
  [/[\\/]src[\\/]areas[\\/]dashboard[\\/]first-load\.ts$/],
  [/[\\/]src[\\/]static[\\/]dashboard-boot\.ts$/],
);

/**
 * The server-rendered pages' bundle (src/static/entry-server.tsx) runs in Node. static-routes.js is what
 * the API server reads at start; entry-server.js (React, Mantine) it loads when the first server-rendered
 * page is asked for (apps/server/src/web-pages.ts). The libraries go into the bundle (one file to load
 * rather than some 700 modules of Mantine, icons and the router), so a production install needs none of
 * the web app's packages but React, which the storefronts' renderer shares from node_modules.
 */
const ssrBuild: BuildEnvironmentOptions = {
  outDir: 'dist-server',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: {
    input: {
      'entry-server': 'src/static/entry-server.tsx',
      'static-routes': 'src/static/static-routes.ts',
    },
  },
};

/**
 * The dashboard as an installable app (docs/performance.md, Installable dashboard): the manifest, linked
 * from every page the build writes, and the service worker src/sw.ts, given the list of built files to
 * keep. The app registers it itself, after the page has loaded (src/lib/pwa-register.ts).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: null,
  manifest: {
    id: '/dashboard',
    name: 'Kasuwa: your shop',
    short_name: 'Kasuwa',
    description: 'Your orders, products and payments, on your phone.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#0b6b3f',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The app's scripts and styles (every lazy page too: the dashboard must open any of them offline)
    // and the icons. Not the storefront themes' previews, not the pre-compressed copies.
    globPatterns: ['assets/**/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  ssr: { noExternal: true, external: ['react', 'react-dom'] },
  // The server-rendered pages' bundle (src/static/entry-server.tsx) runs in Node: no compressed copies.
  plugins: isSsrBuild
    ? [react(), i18nCompile()]
    : [react(), i18nCompile(), appShellScroll(), precompress(), dashboardFirstLoad.plugin, pwa],
  resolve: {
    // The catalogues arrive precompiled (i18n-compile.ts): the ICU parser stays out (format-message.ts
    // takes only its element types).
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/health', '/metrics', '/monitor', '/admin/queues', '/externalRedirect'].map((path) => [
        path,
        apiServer,
      ]),
    ),
  },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // The server reads it to give its server-rendered pages the right CSS and island.ts (entry-server.tsx).
        manifest: true,
        rolldownOptions: {
          // The dashboard entry's file is also what the lazy routes load; it may export more for them.
          preserveEntrySignatures: 'allow-extension',
          input: {
            index: 'index.html',
            island: 'src/static/island.ts',
            'login-island': 'src/static/login-island.ts',
            // The dashboard's server-rendered page starts the app with it, once the frame is painted.
            'dashboard-boot': 'src/static/dashboard-boot.ts',
            // Not loaded by any page as such: see the file (and `$initial` in the framework group).
            'dashboard-first-load': 'src/areas/dashboard/first-load.ts',
          },
          output: {
            // Mantine attaches sub-components at load time (`Combobox.Target = …`); when grouping puts a
            // module's dependency in a chunk that runs later, the attachment is undefined for good and
            // every page using it fails to render. Wrapping keeps each module's source order.
            strictExecutionOrder: true,
            codeSplitting: {
              groups: [
                // Everything from node_modules that the first page or the dashboard's first load needs, in
                // one file: dozens of tiny Mantine modules as separate chunks cost a round trip and
                // headers each on a slow phone.
                // zod stays out of it: the login page's script (login-island.ts) needs zod and none of React.
                // Of Mantine's components and the icons, only those the first loads' own code names (and what
                // they use): through the packages' index every component counts as statically imported, and
                // the lazy pages' ones (accordions, lists, …) would ride along.
                {
                  name: 'framework',
                  test: (id: string) =>
                    id === APP_SHELL_SCROLL ||
                    (!/[\\/]node_modules[\\/]zod[\\/]/.test(id) && dashboardFirstLoad.library(id)),
                  tags: ['$initial'],
                  priority: 2,
                  // Not what they import in turn: the notifications import Mantine's index, which lists all.
                  includeDependenciesRecursively: false,
                },
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 2 },
                // The rich text editor's style sheet in a file of its own: grouped by the pages that use
                // it, it could be merged into a group the login and landing pages load too.
                {
                  name: 'rich-text',
                  test: /[\\/]node_modules[\\/]@mantine[\\/]tiptap[\\/]styles\.css/,
                  priority: 2,
                },
                // What the app's entry and the dashboard's first load both use (the brand, the session)
                // stays in the entry's file rather than small files of its own.
                {
                  name: 'web',
                  test: dashboardFirstLoad.shared,
                  priority: 2,
                  includeDependenciesRecursively: false,
                },
                // The app code of the dashboard's frame and overview (components, API hooks, formats): one
                // file rather than a dozen of a kilobyte each. Their libraries are in the framework.
                {
                  name: 'dashboard',
                  test: dashboardFirstLoad.test,
                  priority: 2,
                  includeDependenciesRecursively: false,
                },
                // The rest of the libraries, grouped by the set of lazy pages that use them, so a page
                // loads a few shared files rather than one per Mantine component.
                {
                  name: 'lib',
                  test: /[\\/]node_modules[\\/]/,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 16_000,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
