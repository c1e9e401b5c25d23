// Module boundaries of apps/server (docs/architecture.md, Layers). `npm run check` runs it.
//
// A module's public surface is the functions and types its service exports: any `*.service.ts` file of
// `modules/<domain>/` (a large module such as ledger splits its service across several). Its tables,
// queries, jobs and helpers are private. Two exceptions, both narrow:
// - a `*.schema.ts` may import another module's `*.schema.ts`, because a Drizzle foreign key needs the
//   referenced table object; nothing else may import a foreign schema;
// - `*.guard.ts` are Fastify preHandlers other modules' routes use to authorise a request (auth's admin
//   guard).
// Tests (`*.test.ts`) and the composition root (app.ts, jobs.ts, seed, cli, test helpers) may reach
// anything: they wire modules together or set up rows in several of them.
const mod = '^apps/server/src/modules/';
const tests = '\\.test\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-internals',
      comment:
        'A module reaches another only through the functions its service exports (*.service.ts), never its tables, queries or helpers.',
      severity: 'error',
      from: { path: `${mod}([^/]+)/`, pathNot: [tests, '\\.schema\\.ts$'] },
      to: {
        path: mod,
        pathNot: [`${mod}$1/`, `${mod}[^/]+/[^/]+\\.service\\.ts$`, `${mod}[^/]+/[^/]+\\.guard\\.ts$`],
      },
    },
    {
      name: 'schema-references-schema-only',
      comment:
        'A schema may import another module only for the table object of a foreign key (its *.schema.ts).',
      severity: 'error',
      from: { path: `${mod}([^/]+)/[^/]+\\.schema\\.ts$` },
      to: { path: mod, pathNot: [`${mod}$1/`, `${mod}[^/]+/[^/]+\\.schema\\.ts$`] },
    },
    {
      name: 'platform-imports-no-module',
      comment:
        'platform/ is infrastructure every module uses; it must not depend on any module or on the app.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/', pathNot: tests },
      to: { path: ['^apps/server/src/modules/', '^apps/server/src/app\\.ts$'] },
    },
    {
      name: 'no-app-from-modules',
      comment:
        'Modules take App, Deps and Module from platform/http.ts; app.ts is the composition root that imports them.',
      severity: 'error',
      from: { path: mod, pathNot: tests },
      to: { path: '^apps/server/src/app\\.ts$' },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles. Type-only imports are left out: they are erased at compile time, so they cannot change the order modules are evaluated in (what a runtime cycle breaks); a Drizzle relation between two schemas needs them both ways.',
      severity: 'error',
      from: { path: '^apps/server/src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
