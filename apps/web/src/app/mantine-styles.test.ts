import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Mantine's styles come in two files (docs/performance.md): mantine.css with the first screen, and
 * mantine-more.css, which arrives later. Both must be in Mantine's cascade layer, or the order they arrive
 * in would decide which rule wins, and every component the app draws must have its styles in one of them.
 */
const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const stylesDir = dirname(require.resolve('@mantine/core/styles/baseline.css'));

function imports(file: string): string[] {
  return [...readFileSync(join(here, file), 'utf8').matchAll(/@import "([^"]+)";/g)].map((m) => m[1] ?? '');
}

const first = imports('mantine.css');
const more = imports('mantine-more.css');
const component = (path: string) => path.match(/styles\/(\w[\w-]*)\.layer\.css$/)?.[1];

describe("Mantine's styles", () => {
  it('are all in the cascade layer, each component once', () => {
    for (const path of [...first, ...more]) {
      expect(path, 'a layer file').toMatch(/\.layer\.css$/);
      expect(existsSync(require.resolve(path)), path).toBe(true);
    }
    const names = [...first, ...more].map(component).filter(Boolean);
    expect(new Set(names).size).toBe(names.length);
    expect(first.slice(0, 3).map(component)).toEqual(['baseline', 'default-css-variables', 'global']);
  });

  it('cover every component the app imports from @mantine/core that has styles of its own', () => {
    const listed = new Set([...first, ...more].map(component));
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          for (const m of readFileSync(path, 'utf8').matchAll(
            /import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g,
          )) {
            for (const name of (m[1] ?? '').split(',')) {
              const bare =
                name
                  .replace(/^\s*type\s+/, '')
                  .trim()
                  .split(/\s+as\s+/)[0] ?? '';
              if (existsSync(join(stylesDir, `${bare}.css`))) used.add(bare);
            }
          }
        }
      }
    };
    walk(join(here, '..'));
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((name) => !listed.has(name))).toEqual([]);
  });
});
