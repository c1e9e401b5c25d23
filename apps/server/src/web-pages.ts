import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { App } from './platform/http';

/** What apps/web/src/static/entry-server.tsx exports, built by `npm run build` into apps/web/dist-server. */
interface StaticPages {
  paths: readonly string[];
  needsPlans(path: string): boolean;
  render(path: string, data: { plans?: unknown }): string | undefined;
  renderDashboard(path: string): string;
}

/**
 * Public marketing pages (the landing page) answered as HTML rendered on the server, without the React
 * app (docs/decisions/0002); returns the renderer of the vendor dashboard's page (its frame, before its
 * data; the app takes over in the browser). The page is rendered again only when what it shows changes (the plans
 * answer), so a visit costs one in-process GET /api/plans and a string comparison. When the server
 * bundle is missing (a build without it, or WEB_DIST pointing elsewhere) or a render fails, the path
 * falls back to the React app, which draws the same page in the browser.
 */
export async function registerStaticPages(
  app: App,
  dist: string,
): Promise<((path: string) => string | undefined) | undefined> {
  const bundle = resolve(dist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(bundle)) return undefined;
  const { loadStaticPages } = (await import(pathToFileURL(bundle).href)) as {
    loadStaticPages(distDir: string): StaticPages;
  };
  const pages = loadStaticPages(dist);
  const rendered = new Map<string, { key: string; html: string }>();

  for (const path of pages.paths) {
    app.get(path, async (request, reply) => {
      try {
        let key = '';
        let plans: unknown;
        if (pages.needsPlans(path)) {
          const answer = await app.inject({ method: 'GET', url: '/api/plans' });
          if (answer.statusCode !== 200) throw new Error(`GET /api/plans answered ${answer.statusCode}`);
          key = answer.body;
          plans = answer.json();
        }
        let page = rendered.get(path);
        if (page?.key !== key) {
          const html = pages.render(path, { plans });
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
  return (path) => {
    try {
      return pages.renderDashboard(path);
    } catch (error) {
      app.log.error({ err: error, path }, 'server-rendered dashboard page failed; sending the React app');
      return undefined;
    }
  };
}
