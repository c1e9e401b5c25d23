import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * The web app's catalogues: the core's (src/i18n/catalog/<locale>.ts) and each area's part
 * (…/i18n/<locale>.ts beside the area's screens, not its index.ts).
 */
const CATALOGUE = /[\\/]src[\\/](.+[\\/])?i18n[\\/](catalog[\\/])?(en-NG|pcm|ha|yo|ig|fr)\.ts$/;

/**
 * Precompiles the web app's message catalogues at build time, so the browser gets each ICU text already
 * parsed and no ICU parser ships (vite.config.ts points intl-messageformat at the parser-less build): a
 * text without arguments becomes its plain string, one with arguments, plurals or selects its syntax tree.
 * A text that does not parse fails the build with its key, rather than a screen at run time.
 *
 * It runs after the TypeScript transform, on the catalogue's plain JavaScript: a catalogue is data with no
 * imports (type-only ones are gone by then), so the module is evaluated as it stands.
 */
export function i18nCompile(): Plugin {
  return {
    name: 'kasuwa:i18n-compile',
    enforce: 'post',
    async transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0] ?? '')) return null;
      const source = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
      const module = (await import(source)) as {
        default: Record<string, string>;
        reviewed?: readonly string[];
      };
      const compiled: Record<string, unknown> = {};
      for (const [key, text] of Object.entries(module.default)) {
        let ast: ReturnType<typeof parse>;
        try {
          ast = parse(text, { ignoreTag: true });
        } catch (err) {
          throw new Error(`${id}: the text of ${key} is not ICU MessageFormat: ${(err as Error).message}`);
        }
        const [only] = ast;
        compiled[key] = ast.length === 0 ? '' : ast.length === 1 && only?.type === 0 ? only.value : ast;
      }
      return {
        code: `export default ${JSON.stringify(compiled)};\nexport const reviewed = ${JSON.stringify(module.reviewed ?? [])};\n`,
        map: null,
      };
    },
  };
}
