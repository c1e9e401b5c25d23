#!/usr/bin/env node
// The server's module graph at folder level, against the layers of .dependency-cruiser.cjs. Part of
// `npm run check` (after dependency-cruiser's file-level rules). Fails when a module folder belongs to
// no layer, imports a module of a higher layer, or when module folders import each other in a loop
// (a loop of files in different folders is no file-level cycle, so dependency-cruiser's rule misses it).
// Prints each layer with its modules and the graph's depth: the longest chain of modules importing
// modules, the number to keep small.
//
// Like the layer rules, it leaves out tests and foreign keys (a `*.schema.ts` importing another's).
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const { layers } = require(join(root, '.dependency-cruiser.cjs'));
const folder = /^apps\/server\/src\/modules\/([^/]+)\//;

/** module folder → the folders it imports, each with one file-level import that shows it. */
export function moduleGraph(cruise) {
  const graph = new Map();
  for (const file of cruise.modules) {
    const from = file.source.match(folder);
    if (!from || file.source.endsWith('.test.ts')) continue;
    if (!graph.has(from[1])) graph.set(from[1], new Map());
    for (const dep of file.dependencies) {
      const to = dep.resolved.match(folder);
      if (!to || to[1] === from[1]) continue;
      if (file.source.endsWith('.schema.ts') && dep.resolved.endsWith('.schema.ts')) continue;
      if (!graph.get(from[1]).has(to[1])) graph.get(from[1]).set(to[1], `${file.source} → ${dep.resolved}`);
    }
  }
  return graph;
}

/** The problems of a module graph against the layers, and the depth of each module (1 = imports none). */
export function checkLayers(graph, layerList) {
  const layerOf = new Map(layerList.flatMap(([name, modules], i) => modules.map((m) => [m, { name, i }])));
  const problems = [];
  const upward = (from, to) => (layerOf.get(to)?.i ?? -1) > (layerOf.get(from)?.i ?? Infinity);
  for (const m of graph.keys()) {
    if (!layerOf.has(m)) problems.push(`modules/${m} belongs to no layer: add it to .dependency-cruiser.cjs`);
  }
  for (const [from, deps] of graph) {
    for (const [to, via] of deps) {
      if (upward(from, to)) {
        problems.push(
          `${from} (${layerOf.get(from).name}) imports ${to} (${layerOf.get(to).name}, higher): ${via}`,
        );
      }
    }
  }
  // Depth-first search over folders; a folder met again while still open closes a loop. Imports reported
  // above as running up are left out, so a loop found lies within one layer.
  const depth = new Map();
  const open = [];
  const visit = (m) => {
    if (depth.has(m)) return depth.get(m);
    const at = open.indexOf(m);
    if (at >= 0) {
      const loop = [...open.slice(at), m];
      const steps = loop.slice(1).map((to, k) => graph.get(loop[k]).get(to));
      problems.push(
        `module folders import each other in a loop: ${loop.join(' → ')}\n    ${steps.join('\n    ')}`,
      );
      return 0;
    }
    open.push(m);
    let d = 1;
    for (const to of graph.get(m)?.keys() ?? []) {
      if (!upward(m, to)) d = Math.max(d, visit(to) + 1);
    }
    open.pop();
    depth.set(m, d);
    return d;
  };
  for (const m of graph.keys()) visit(m);
  return { problems, depth };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const json = execFileSync(
    join(root, 'node_modules/.bin/depcruise'),
    ['apps/server/src/modules', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { cwd: root, maxBuffer: 1 << 28, encoding: 'utf8' },
  );
  const graph = moduleGraph(JSON.parse(json));
  for (const dir of readdirSync(join(root, 'apps/server/src/modules'), { withFileTypes: true })) {
    if (dir.isDirectory() && !graph.has(dir.name)) graph.set(dir.name, new Map());
  }
  const { problems, depth } = checkLayers(graph, layers);
  for (const [name, modules] of layers) {
    const present = modules.filter((m) => graph.has(m)).map((m) => `${m} (${depth.get(m)})`);
    console.log(`  ${name.padEnd(11)} ${present.join(', ')}`);
  }
  const deepest = Math.max(...depth.values());
  console.log(
    `module graph: ${graph.size} modules, depth ${deepest} (the longest chain of modules importing modules)`,
  );
  if (problems.length) {
    console.error(`\n${problems.length} layer problem(s):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
}
