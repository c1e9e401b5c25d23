#!/usr/bin/env node
// Runs the compiled server (`npm run serve`, `npm start`) or the admin command (`npm run admin -- …`) from
// apps/server/dist, built by `npm run build`. In a development install the bundle is rebuilt first when a
// source is newer than it (so `npm run admin` never runs yesterday's code); a production install
// (`npm ci --omit=dev`, no esbuild) runs what the build step produced.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const entry = process.argv[2] === 'admin' ? 'admin' : 'main';
if (entry === 'admin') process.argv.splice(2, 1);
const bundle = join(root, 'apps/server/dist', `${entry}.js`);

function newestSource(dir) {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules') continue;
    const path = join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const canBuild = existsSync(join(root, 'node_modules/esbuild'));
if (canBuild) {
  const builtAt = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
  const sources = ['apps/server/src', 'packages/contracts/src', 'packages/storefront/src'].map((d) =>
    join(root, d),
  );
  if (sources.some((d) => existsSync(d) && newestSource(d) > builtAt)) {
    await import('./build-server.mjs');
  }
} else if (!existsSync(bundle)) {
  console.error(
    'apps/server/dist is missing: run `npm run build` (in a full install) before starting the server.',
  );
  process.exit(1);
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
