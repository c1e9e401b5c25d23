import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { App } from './platform/http';

/** What apps/web/src/static/static-routes.ts exports, built by `npm run build` into apps/web/dist-server. */
interface StaticRoutes {
  staticPaths: readonly string[];
  needs(path: string): readonly StaticData[];
}

/** What apps/web/src/static/entry-server.tsx exports, built into apps/web/dist-server beside it. */
interface StaticPages {
  render(path: string, data: Partial<Record<StaticData, unknown>>): string | undefined;
  renderDashboard(path: string): string;
}

/** What a page may show of the server's state, and the public API answer it is drawn from. */
type StaticData = 'plans' | 'channels';
const sources: Record<StaticData, string> = { plans: '/api/plans', channels: '/api/messaging/channels' };

/**
 * Public marketing pages (the landing page) answered as HTML rendered on the server, without the React
 * app (docs/decisions/0002); returns the renderer of the vendor dashboard's page (its frame, before its
 * data; the app takes over in the browser). A page is rendered again only when what it shows changes
 * (the plans answer, the messaging channels), so a visit costs an in-process GET or two and a string
 * comparison. When the server bundle is missing (a build without it, or WEB_DIST pointing elsewhere) or
 * a render fails, the path falls back to the React app, which draws the same page in the browser.
 * At start only the list of paths is read (static-routes.js); the renderer, with React and Mantine (a
 * few hundred modules), is loaded when the first of these pages is asked for, so it costs no start-up.
 */
export async function registerStaticPages(
  app: App,
  dist: string,
): Promise<((path: string) => Promise<string | undefined>) | undefined> {
  const bundle = resolve(dist, '..', 'dist-server', 'entry-server.js');
  const routesFile = resolve(dist, '..', 'dist-server', 'static-routes.js');
  if (!existsSync(bundle) || !existsSync(routesFile)) return;
  const { staticPaths, needs } = (await import(pathToFileURL(routesFile).href)) as StaticRoutes;
  let loading: Promise<StaticPages> | undefined;
  const loadPages = (): Promise<StaticPages> => {
    if (!loading) {
      loading = (
        import(pathToFileURL(bundle).href) as Promise<{ loadStaticPages(distDir: string): StaticPages }>
      ).then((m) => m.loadStaticPages(dist));
      // A failed load is tried again on the next visit rather than remembered.
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
  const rendered = new Map<string, { key: string; html: string }>();

  for (const path of staticPaths) {
    app.get(path, async (request, reply) => {
      try {
        let key = '';
        const data: Partial<Record<StaticData, unknown>> = {};
        for (const need of needs(path)) {
          const answer = await app.inject({ method: 'GET', url: sources[need] });
          if (answer.statusCode !== 200)
            throw new Error(`GET ${sources[need]} answered ${answer.statusCode}`);
          key += answer.body;
          data[need] = answer.json();
        }
        let page = rendered.get(path);
        if (page?.key !== key) {
          const html = (await loadPages()).render(path, data);
          if (html === undefined) throw new Error(`no server-rendered page at ${path}`);
          page = { key, html };
          rendered.set(path, page);
        }
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page.html);
      } catch (error) {
        request.log.error({ err: error, path }, 'server-rendered page failed; sending the React app');
        return reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
      }
    });
  }

  // The dashboard's page: its frame drawn on the server, the app started once that is painted. A failed
  // render answers undefined, and the caller sends the app's page instead.
  return async (path) => {
    try {
      return (await loadPages()).renderDashboard(path);
    } catch (error) {
      app.log.error({ err: error, path }, 'server-rendered dashboard page failed; sending the React app');
      return undefined;
    }
  };
}
