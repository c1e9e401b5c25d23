#!/usr/bin/env node
// Compiles the server into plain JavaScript (apps/server/dist/main.js and admin.js) so production starts
// without compiling TypeScript at run time (issue 20; docs/architecture.md, the stack: "production runtime").
//
// Start-up time is mostly module loading: resolving, reading and parsing some 2,000 files of node_modules
// took about 0.6 s of a 2 s start. So the pure-JavaScript packages go into the bundle too (a few large
// files instead of thousands of small ones), and only what must be loaded from node_modules stays
// outside (`external` below): native modules, WebAssembly, packages that read files of their own folder
// at run time, and packages the web app's server-rendered pages share with the storefront (React), so
// one copy of each is loaded. Code splitting puts what the server loads on first use (`import()` of a
// module: the storefront renderer, BullMQ's queues, the queue dashboard…) in chunks of its own, so a
// start loads only what the first answer needs.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const outdir = `${root}apps/server/dist`;

/** Packages loaded from node_modules at run time, and why. A sub-path (`pkg/x`) follows its package. */
const external = [
  // native modules
  '@node-rs/argon2',
  'sharp',
  'msgpackr-extract',
  // WebAssembly and the extension files next to it
  '@electric-sql/pglite',
  // read files of their own folder at run time
  'bullmq', // Lua scripts
  'ioredis', // bullmq's peer: one copy for both
  '@bull-board/api', // the dashboard's UI files (@bull-board/ui)
  '@bull-board/fastify',
  '@bull-board/ui',
  'pdfkit', // its fonts (.afm files)
  // loaded on the first GraphQL request only; graphql is one copy for mercurius and our schema
  // (graphql-js refuses types from a second copy)
  'mercurius',
  'graphql',
  '@aws-sdk/client-s3', // large, loaded on first use only; left as the SDK ships it
  'pino', // worker-thread transports resolve their own files
  'thread-stream',
  // shared with the web app's server-rendered pages (apps/web/dist-server imports them from node_modules)
  'react',
  'react-dom',
  // optional peers that are not installed
  'pg-native',
];

const packageOf = (path) => {
  const parts = path.split('/');
  return path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

const keepExternal = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || args.path.startsWith('@kasuwa/')) return undefined;
      return external.includes(packageOf(args.path)) ? { path: args.path, external: true } : undefined;
    });
  },
};

/**
 * Bundled packages that read files of their own folder through `__dirname` (Swagger UI's page and
 * assets, @fastify/swagger's package.json): in the bundle `__dirname` names the package's folder in
 * node_modules, found at run time, so the files are read where the install put them (they stay in the
 * server's `dependencies` for that reason, unlike the other bundled packages).
 */
const ownFilesByDirname = ['@fastify/swagger-ui', '@fastify/swagger'];

const packageDirname = {
  name: 'package-dirname',
  setup(b) {
    b.onLoad({ filter: /[\\/]node_modules[\\/]@fastify[\\/]swagger(-ui)?[\\/].*\.js$/ }, (args) => {
      const at = args.path.lastIndexOf('/node_modules/') + '/node_modules/'.length;
      const name = ownFilesByDirname.find((p) => args.path.startsWith(`${p}/`, at));
      if (!name) return undefined;
      const contents = readFileSync(args.path, 'utf8');
      if (!contents.includes('__dirname')) return undefined;
      const sub = relative(args.path.slice(0, at + name.length), dirname(args.path));
      return {
        contents: contents.replaceAll(
          '__dirname',
          `__kasuwaPackageDir(${JSON.stringify(name)}, ${JSON.stringify(sub)})`,
        ),
        loader: 'js',
      };
    });
  },
};

/**
 * @fastify/cookie loads `cookie` with `await import('cookie')` while it registers. Bundled, that became a
 * chunk read from disk in the middle of every start, and with V8 compiling on both cores of a small machine
 * the read waited 50–120 ms before the server could go on. Required instead, `cookie` is bundled with its
 * importer and is there when the plugin registers.
 */
const cookieInBundle = {
  name: 'cookie-in-bundle',
  setup(b) {
    b.onLoad({ filter: /[\\/]node_modules[\\/]@fastify[\\/]cookie[\\/]index\.js$/ }, (args) => {
      const contents = readFileSync(args.path, 'utf8');
      const dynamic = "await import('cookie')";
      if (!contents.includes(dynamic)) {
        console.warn(`@fastify/cookie no longer has ${dynamic}; the build leaves it as it is`);
        return undefined;
      }
      return { contents: contents.replace(dynamic, "require('cookie')"), loader: 'js' };
    });
  },
};

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'apps/server/src/main.ts', admin: 'apps/server/src/cli/admin.ts' },
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Packages written as CommonJS call require() for Node's own modules; an ES module has none of its own.
  banner: {
    js: [
      "import { createRequire as __kasuwaCreateRequire } from 'node:module';",
      "import { dirname as __kasuwaDirname, join as __kasuwaJoin } from 'node:path';",
      'const require = __kasuwaCreateRequire(import.meta.url);',
      "const __kasuwaPackageDir = (name, sub) => __kasuwaJoin(__kasuwaDirname(require.resolve(name + '/package.json')), sub);",
    ].join(' '),
  },
  sourcemap: 'linked',
  legalComments: 'none',
  // Without comments and indentation (names kept, so stack traces read as they are): V8 keeps each
  // loaded file's text in the heap for lazy compilation, and comments with a character past Latin-1
  // (a dash, a §) made a whole chunk a two-byte string: 13 MB of the heap, 4 MB now.
  minifyWhitespace: true,
  logLevel: 'warning',
  metafile: true,
  plugins: [keepExternal, packageDirname, cookieInBundle],
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, o]) => sum + o.bytes, 0);
console.log(
  `server built: apps/server/dist (${(bytes / 1024).toFixed(0)} KB of JavaScript) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
