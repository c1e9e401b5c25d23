// Module boundaries of apps/server (docs/architecture.md, Layers). `npm run check` runs it and then
// scripts/check-layers.mjs (folder-level loops, the module graph's depth).
//
// One front door per module: `modules/<m>/index.ts` lists what other modules may use (functions and
// types, never tables or query builders); outside a module, import only its index. One exception,
// narrow: a `*.schema.ts` may import another module's `*.schema.ts`, because a Drizzle foreign key needs
// the referenced table object; nothing else may import a foreign schema.
// Tests (`*.test.ts`) and the composition root (app.ts, jobs.ts, seed, cli, test helpers) may reach
// anything: they wire modules together or set up rows in several of them.
//
// Layers: every module folder belongs to one layer, lowest first. A module imports modules of its own
// layer or lower ones, never a higher one (rule `layer-<name>`); inside a layer the folders must not
// import each other in a loop (scripts/check-layers.mjs, which sees the folder graph this file's
// file-level cycle rule cannot). A lower module that needs something from a higher one takes it as an
// argument or a handler from its caller. A foreign key (`*.schema.ts` importing another schema) is left
// out: it names the table it points at, whichever module's service uses the other's.
const layers = [
  // Plan definitions, the audit log and the message catalogue: nothing below them but platform/.
  ['foundation', ['plans', 'audit', 'messages']],
  // Who: admin accounts and sign-in, stores and their settings, themes, the exchange rates stores price in.
  [
    'tenants',
    [
      'admin-users',
      'stores',
      'store-notes',
      'auth',
      'staff',
      'themes',
      'currencies',
      'store-settings',
      'domains',
    ],
  ],
  // What leaves Kasuwa: the message outbox (SMS, WhatsApp, e-mail), webhooks, connected apps and Web Push. Low,
  // because orders, stock, invoices and payouts all send through them.
  ['outbound', ['messaging', 'webhooks', 'integrations', 'push']],
  ['catalogue', ['catalog', 'inventory', 'discounts', 'carts']],
  ['commerce', ['orders', 'invoices', 'customers', 'checkout', 'sales']],
  ['money', ['ledger', 'billing', 'payments']],
  // Screens and APIs that read many domains: nothing imports them but the composition root.
  [
    'edges',
    [
      'analytics',
      'campaigns',
      'content',
      'dashboard',
      'monitor',
      'health',
      'external-redirect',
      'backoffice',
      'storefront',
      'graphql',
    ],
  ],
];
const mod = '^apps/server/src/modules/';
const tests = '\\.test\\.ts$';

const folders = (names) => `${mod}(${names.join('|')})/`;

/** One rule per layer but the top: its modules import no module of a higher layer. */
function layerRules() {
  return layers.slice(0, -1).map(([name, modules], i) => ({
    name: `layer-${name}`,
    comment: `A ${name} module imports only modules of its own or a lower layer (${layers
      .slice(i + 1)
      .map(([higher]) => higher)
      .join(', ')} are higher): take what it needs from the caller instead.`,
    severity: 'error',
    from: { path: folders(modules), pathNot: [tests, '\\.schema\\.ts$'] },
    to: { path: folders(layers.slice(i + 1).flatMap(([, higher]) => higher)) },
  }));
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules(),
    {
      name: 'module-internals',
      comment:
        'A module reaches another only through its front door (modules/<m>/index.ts), never its services, tables, queries or helpers.',
      severity: 'error',
      from: { path: `${mod}([^/]+)/`, pathNot: [tests, '\\.schema\\.ts$'] },
      to: { path: mod, pathNot: [`${mod}$1/`, `${mod}[^/]+/index\\.ts$`] },
    },
    {
      name: 'front-door-lists-services',
      comment:
        "A module's index.ts re-exports what its services and guards offer, never its schema or queries.",
      severity: 'error',
      from: { path: `${mod}[^/]+/index\\.ts$` },
      to: { path: ['\\.schema\\.ts$', '\\.queries\\.ts$'] },
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

// For scripts/check-layers.mjs; not enumerable, so dependency-cruiser's configuration schema (which
// allows no extra keys) does not see it.
Object.defineProperty(module.exports, 'layers', { value: layers, enumerable: false });
