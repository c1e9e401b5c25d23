#!/usr/bin/env node
// Compiles the server into plain JavaScript (apps/server/dist/main.js and admin.js) so production starts
// without compiling TypeScript at run time (issue 20; ARCHITECTURE "production runtime"). The workspace
// packages (@kasuwa/contracts, @kasuwa/storefront) are TypeScript and go into the bundle; every other
// package stays an import from node_modules, so native modules, WebAssembly and files packages read from
// their own folders (PGlite, argon2, BullMQ's Lua scripts) load as they do from the sources.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const outdir = `${root}apps/server/dist`;

const keepPackagesOutside = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kasuwa/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'apps/server/src/main.ts', admin: 'apps/server/src/cli/admin.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [keepPackagesOutside],
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, o]) => sum + o.bytes, 0);
console.log(
  `server built: apps/server/dist (${(bytes / 1024).toFixed(0)} KB of JavaScript) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
