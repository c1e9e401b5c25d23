import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Libraries go to the framework group; the contracts' barrel would reach every contract. */
const notAppCode = /[\\/]node_modules[\\/]|[\\/]packages[\\/]contracts[\\/]src[\\/]index\.ts$/;

/** The packages whose index lists every part of them: Mantine's components, its notifications, the icons. */
const BARRELS = ['@mantine/core', '@mantine/notifications', '@tabler/icons-react'];
/** `import { A, B } from '<a barrel package>'` in a module's source. */
const barrelImport =
  /import\s*\{([^}]*)\}\s*from\s*['"](@mantine\/core|@mantine\/notifications|@tabler\/icons-react)['"]/g;
/** `export { A, default as B } from './a.mjs'` in a package's index. */
const reExport = /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
/** The barrel packages' index files, as their `module` fields name them. */
const barrelIndex =
  /[\\/]node_modules[\\/](@mantine[\\/]core|@mantine[\\/]notifications|@tabler[\\/]icons-react)[\\/](?:esm[\\/]index|dist[\\/]esm[\\/]tabler-icons-react)\.mjs$/;

/**
 * The app code of a page's first load: what the given `roots` (the dashboard's first-load.ts, an
 * entry of the build) import statically, transitively, and no other entry (the app, the islands)
 * already does. Found
 * once the module graph is built, before it is cut into chunks, for a code-splitting group
 * (vite.config.ts) to put it in one file, instead of one small file per set of pages sharing a module,
 * each a round trip and its headers on a phone. What the roots load lazily stays apart. The contracts
 * they import by module (`@kasuwa/contracts/orders`, not the barrel) join them.
 */
export function firstLoad(
  roots: RegExp[],
  /** Entries that only start the app later (dashboard-boot.ts imports main.tsx): no island of their own. */
  starters: RegExp[] = [],
): {
  plugin: Plugin;
  test: (id: string) => boolean;
  shared: (id: string) => boolean;
  /** A module of a library (node_modules) that the app's entry or the first load runs. */
  library: (id: string) => boolean;
} {
  const modules = new Set<string>();
  const shared = new Set<string>();
  const libraries = new Set<string>();
  const plugin: Plugin = {
    name: 'kasuwa-first-load',
    apply: 'build',
    buildEnd() {
      modules.clear();
      shared.clear();
      libraries.clear();
      const ids = [...this.getModuleIds()];
      const reach = (start: string[], lazyToo = false): Set<string> => {
        const seen = new Set<string>();
        const stack = [...start];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id) || notAppCode.test(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          stack.push(...(info?.importedIds ?? []), ...((lazyToo && info?.dynamicallyImportedIds) || []));
        }
        return seen;
      };
      const isRoot = (id: string) => roots.some((root) => root.test(id));
      const isStarter = (id: string) => starters.some((starter) => starter.test(id));
      const others = ids.filter((id) => this.getModuleInfo(id)?.isEntry && !isRoot(id) && !isStarter(id));
      // What the app's entry runs anyway, and all the islands may load (the login form's contracts).
      const app = reach(others.filter((id) => id.endsWith('.html')));
      const islands = reach(
        others.filter((id) => !id.endsWith('.html')),
        true,
      );
      const first = reach(ids.filter(isRoot));
      for (const id of first) {
        if (!app.has(id) && !islands.has(id)) modules.add(id);
        // Both the app's entry and the first load use it: it stays with the entry's code.
        else if (app.has(id) && !islands.has(id) && !this.getModuleInfo(id)?.isEntry) shared.add(id);
      }

      // The libraries the app's entry and the first load run: followed from their imports, except that a
      // barrel package's index counts only for the parts named in the import (the index lists them all,
      // and the lazy pages' ones, or a part the app loads lazily, would ride along).
      // "@mantine/core:Button" → the module its index takes Button from.
      const byName = new Map<string, string>();
      for (const barrel of ids) {
        const pkg = barrelIndex.exec(barrel)?.[1]?.replace(/\\/g, '/');
        if (!pkg || !BARRELS.includes(pkg)) continue;
        const info = this.getModuleInfo(barrel);
        for (const [, list = '', from = ''] of (info?.code ?? '').matchAll(reExport)) {
          const target = from.startsWith('.')
            ? resolve(dirname(barrel), from)
            : info?.importedIds.find((imported) => imported.includes(`/node_modules/${from}/`));
          if (!target) continue;
          for (const name of list.split(',')) {
            const exported = name
              .split(/\s+as\s+/)
              .pop()
              ?.trim();
            if (exported) byName.set(`${pkg}:${exported}`, target);
          }
        }
      }
      const stack = [...first, ...app];
      const seen = new Set<string>();
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (seen.has(id)) continue;
        seen.add(id);
        if (/[\\/]node_modules[\\/]/.test(id)) libraries.add(id);
        const info = this.getModuleInfo(id);
        for (const [, list = '', pkg = ''] of (info?.code ?? '').matchAll(barrelImport)) {
          for (const name of list.split(',')) {
            const target = byName.get(
              `${pkg}:${name
                .replace(/^\s*type\s+/, '')
                .split(/\s+as\s+/)[0]
                ?.trim()}`,
            );
            if (target) stack.push(target);
          }
        }
        stack.push(...(info?.importedIds ?? []).filter((imported) => !barrelIndex.test(imported)));
      }
    },
  };

  return {
    plugin,
    test: (id) => modules.has(id),
    shared: (id) => shared.has(id),
    library: (id) => libraries.has(id),
  };
}
