import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root folder, found by walking up from this file to the package.json that declares the
 * workspaces. The server runs from its TypeScript sources (tests, `npm run dev`) and from one bundled file
 * in apps/server/dist (`npm start`, production): a path written relative to `import.meta.url` would point
 * somewhere else in each, a path from the root points to the same place in both.
 */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).workspaces) return dir;
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error(
        `No Kasuwa repository (package.json with workspaces) above ${fileURLToPath(import.meta.url)}`,
      );
    dir = parent;
  }
}

export const repoRoot = findRoot();

/** A path inside the repository, e.g. `fromRoot('apps/server/drizzle')`. */
export function fromRoot(...parts: string[]): string {
  return join(repoRoot, ...parts);
}
