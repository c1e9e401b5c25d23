import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { App } from './platform/http';

/** What apps/web/src/static/entry-server.tsx exports, built by `npm run build` into apps/web/dist-server. */
interface StaticPages {
  paths: readonly string[];
  needs(path: string): readonly StaticData[];
  render(path: string, data: Partial<Record<StaticData, unknown>>): string | undefined;
}

/** What a page may show of the server's state, and the public API answer it is drawn from. */
type StaticData = 'plans' | 'channels';
const sources: Record<StaticData, string> = { plans: '/api/plans', channels: '/api/messaging/channels' };

/**
 * Public marketing pages (the landing page) answered as HTML rendered on the server, without the React
 * app (docs/decisions/0002). The page is rendered again only when what it shows changes (the plans
 * answer, the messaging channels), so a visit costs an in-process GET or two and a string comparison. When the server
 * bundle is missing (a build without it, or WEB_DIST pointing elsewhere) or a render fails, the path
 * falls back to the React app, which draws the same page in the browser.
 */
export async function registerStaticPages(app: App, dist: string): Promise<void> {
  const bundle = resolve(dist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(bundle)) return;
  const { loadStaticPages } = (await import(pathToFileURL(bundle).href)) as {
    loadStaticPages(distDir: string): StaticPages;
  };
  const pages = loadStaticPages(dist);
  const rendered = new Map<string, { key: string; html: string }>();

  for (const path of pages.paths) {
    app.get(path, async (request, reply) => {
      try {
        let key = '';
        const data: Partial<Record<StaticData, unknown>> = {};
        for (const need of pages.needs(path)) {
          const answer = await app.inject({ method: 'GET', url: sources[need] });
          if (answer.statusCode !== 200)
            throw new Error(`GET ${sources[need]} answered ${answer.statusCode}`);
          key += answer.body;
          data[need] = answer.json();
        }
        let page = rendered.get(path);
        if (page?.key !== key) {
          const html = pages.render(path, data);
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
}
