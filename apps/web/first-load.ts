import type { Plugin } from 'vite';

/** Libraries go to the framework group; the contracts' barrel would reach every contract. */
const notAppCode = /[\\/]node_modules[\\/]|[\\/]packages[\\/]contracts[\\/]src[\\/]index\.ts$/;

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
} {
  const modules = new Set<string>();
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: 'kasuwa-first-load',
    apply: 'build',
    buildEnd() {
      modules.clear();
      shared.clear();
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
    },
  };
  return { plugin, test: (id) => modules.has(id), shared: (id) => shared.has(id) };
}
