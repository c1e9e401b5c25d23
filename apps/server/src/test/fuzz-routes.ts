import type { JsonSchema } from './fuzz-values';

/**
 * The routes the fuzz suite covers, read from the running app so a new route is fuzzed without
 * anyone listing it: the OpenAPI document gives the API's routes with their schemas, and Fastify's
 * route table gives the ones the document hides (the storefront's pages and forms, a few plain pages).
 */

export type Role = 'vendor' | 'otherVendor' | 'admin' | 'staff' | 'none' | 'forged';

export interface Operation {
  method: string;
  /** In Fastify's notation: `/api/vendor/stores/:storeId/products`. */
  path: string;
  params: { name: string; in: string; schema?: JsonSchema }[];
  body?: JsonSchema;
  /** Listed in the OpenAPI document (with schemas), or only in the route table. */
  documented: boolean;
}

interface OpenApi {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}

/**
 * Not ours to fuzz:
 * - /sandbox/*: the stand-in payment providers, mounted only in development and test, answering in
 *   the providers' shapes rather than ours;
 * - /api/docs, /metrics, the island script: generated or static, no handler of ours reads input.
 */
const foreign = /^\/(sandbox|metrics|api\/docs|_sf)(\/|$)/;

/** The OpenAPI document's operations, then every other route of the table. */
export function operations(doc: OpenApi, table: string): Operation[] {
  const ops: Operation[] = [];
  const seen = new Set<string>();
  for (const [documentedPath, methods] of Object.entries(doc.paths)) {
    const path = documentedPath.replace(/\{(\w+)\}/g, ':$1');
    if (foreign.test(path)) continue;
    for (const [method, op] of Object.entries(methods)) {
      if (method === 'head') continue;
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content;
      seen.add(`${method.toUpperCase()} ${path}`);
      ops.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters as Operation['params'] | undefined) ?? [],
        body: content?.['application/json']?.schema,
        documented: true,
      });
    }
  }
  for (const { method, path } of routeTable(table)) {
    if (method === 'HEAD' || foreign.test(path) || seen.has(`${method} ${path}`)) continue;
    seen.add(`${method} ${path}`);
    const params = [...path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1]!, in: 'path' }));
    ops.push({ method, path, params, documented: false });
  }
  // Deletions last, so they do not take away the rows the other routes are fuzzed against.
  return ops.sort((x, y) => Number(x.method === 'DELETE') - Number(y.method === 'DELETE'));
}

/**
 * Routes from `app.printRoutes({ commonPrefix: false })`: a tree whose nodes each append their text to
 * their parent's path. Routes bound to a store's own host are left out: the same handlers answer
 * under `/s/:sub`, which needs no host header.
 */
export function routeTable(printed: string): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const m = /^(.*?)[├└]── (.+?)(?: \(([A-Z, ]+)\))?(?: (\{.*\}))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2]!;
    stack.push(path);
    if (!m[3] || m[4]) continue;
    for (const method of m[3].split(', ')) routes.push({ method, path });
  }
  return routes;
}

/** The role a route is meant for; every route is also tried with the others. */
export function rightRole(path: string): Role {
  if (/^\/(api\/)?admin\/(login|refresh-token|logout)$/.test(path)) return 'none';
  if (/^\/(api\/admin|admin|monitor)(\/|$)/.test(path)) return 'admin';
  if (/^\/api\/(vendor|auth\/me)(\/|$)/.test(path)) return 'vendor';
  return 'none';
}
