// npm run check:messages: the message catalogues of every set (server, storefront, web) agree across
// the six languages (docs/decisions/0018-languages.md). A set is a directory with one file per
// locale (`en-NG.ts`, `pcm.ts`, …) that `export default`s a flat object of ICU texts and exports
// `reviewed`. Fails on: a key missing or extra in a language, a key no source of the set's package uses,
// arguments (names, kinds, select cases) that differ from en-NG's, an ICU parse error, and an SMS text
// (`sms.*`, `*.sms`) that is not GSM-7 in a language marked GSM-7.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { smsSize } from '../apps/server/src/platform/sms/segments';
import { LOCALES } from '../packages/contracts/src/locales';

const root = resolve(import.meta.dirname, '..');

interface CatalogueSet {
  name: string;
  /** The catalogue directory. */
  dir: string;
  /** The sources in which each key must appear at least once (the storefront's words are also chosen by the server's pages). */
  sources: readonly string[];
  /** Files of the package that list every key by design (types, samples), so they prove no use. */
  ignore: readonly string[];
  /**
   * Keys used only through an id built at run time: each rule names the key pattern and the string the
   * code holds instead (e.g. `renderEmail('email.confirm', …)` reads `email.confirm.subject`).
   */
  dynamic: readonly { pattern: RegExp; usedAs: (m: RegExpMatchArray) => string }[];
}

const SETS: readonly CatalogueSet[] = [
  {
    name: 'server',
    dir: 'apps/server/src/modules/messages/catalog',
    sources: ['apps/server/src'],
    ignore: [
      'apps/server/src/modules/messages/messages.params.ts',
      'apps/server/src/modules/messages/messages.samples.ts',
      'apps/server/src/modules/messages/messages.errors.params.ts',
      'apps/server/src/modules/messages/messages.errors.samples.ts',
    ],
    dynamic: [
      // renderEmail / renderActionEmail(name): `${name}.subject|body|action|footer`.
      { pattern: /^(.+)\.(subject|body|action|footer)$/, usedAs: (m) => `'${m[1]}'` },
      // whatsappMessage(name): `whatsapp.${name}`.
      { pattern: /^whatsapp\.(.+)$/, usedAs: (m) => `'${m[1]}'` },
      // messaging.content.ts: t(`sms.${text.kind}`) for a document's SMS.
      { pattern: /^sms\.(.+)$/, usedAs: (m) => `'${m[1]}'` },
      // An API error's text is read by its code (messages.errors.ts): used where the server throws that code.
      { pattern: /^error\.([A-Z_]+)$/, usedAs: (m) => `'${m[1]}'` },
    ],
  },
  {
    name: 'storefront',
    dir: 'packages/storefront/src/messages',
    sources: ['packages/storefront/src', 'apps/server/src/modules/storefront'],
    ignore: [],
    dynamic: [],
  },
  { name: 'web', dir: 'apps/web/src/i18n/catalog', sources: ['apps/web/src'], ignore: [], dynamic: [] },
  // The web catalogue's area parts: every `i18n/` directory under apps/web/src but the core's (i18n.ts, definePart).
  ...webParts('apps/web/src').map((dir) => ({
    name: `web ${dir.replace(/^apps\/web\/src\//, '').replace(/\/i18n$/, '')}`,
    dir,
    sources: ['apps/web/src'],
    ignore: [],
    dynamic: [],
  })),
];

function webParts(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, dir))) {
    const path = `${dir}/${entry}`;
    if (entry === 'node_modules' || !statSync(join(root, path)).isDirectory()) continue;
    if (entry === 'i18n' && existsSync(join(root, path, 'en-NG.ts'))) out.push(path);
    else out.push(...webParts(path));
  }
  return out;
}

/**
 * Languages whose SMS must be GSM-7: all of them. Where a language's letters are not GSM-7 its SMS use
 * the spelling readers accept on phones (Hausa b d k y for ɓ ɗ ƙ ƴ, Yoruba and Igbo without tone marks
 * and dots, French without ç and circumflexes): a UCS-2 page holds 70 characters instead of 160.
 */
const GSM7_SMS: ReadonlySet<string> = new Set(LOCALES);
const isSms = (key: string) => key.startsWith('sms.') || key.endsWith('.sms');

const catalogueDirs = new Set(SETS.map((set) => join(root, set.dir)));
/** Which web set holds each key: the parts merge into one catalogue at run time, so a key lives in one. */
const webKeyOwner = new Map<string, string>();

const problems: string[] = [];
const problem = (set: CatalogueSet, text: string) => problems.push(`${set.name}: ${text}`);

function sourceFiles(dir: string, skip: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (skip(path)) continue;
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path, skip));
    else if (/\.(ts|tsx|js|jsx|mjs)$/.test(entry) && !/\.(test|e2e)\.[jt]sx?$/.test(entry)) out.push(path);
  }
  return out;
}

/** Arguments as "name:kind", select cases named (plural cases are each language's own). */
function argumentsOf(ast: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of ast) {
    if ('value' in el && typeof el.value === 'string' && el.type !== TYPE.literal) {
      const cases = el.type === TYPE.select ? `[${Object.keys(el.options).sort().join(',')}]` : '';
      out.add(`${el.value}:${TYPE[el.type]}${cases}`);
    }
    if (el.type === TYPE.select || el.type === TYPE.plural) {
      for (const option of Object.values(el.options)) argumentsOf(option.value, out);
    }
  }
  return out;
}

/** The words of a text, without its arguments: what must be GSM-7 in an SMS. */
function literalsOf(ast: MessageFormatElement[]): string {
  return ast
    .map((el) =>
      el.type === TYPE.literal
        ? el.value
        : el.type === TYPE.select || el.type === TYPE.plural
          ? Object.values(el.options)
              .map((o) => literalsOf(o.value))
              .join(' ')
          : '',
    )
    .join('');
}

async function checkSet(set: CatalogueSet) {
  const dir = join(root, set.dir);
  const catalogues = new Map<string, Record<string, string>>();
  for (const locale of LOCALES) {
    const file = join(dir, `${locale}.ts`);
    if (!existsSync(file)) {
      problem(set, `${set.dir}/${locale}.ts is missing`);
      continue;
    }
    const mod = (await import(pathToFileURL(file).href)) as { default?: unknown; reviewed?: unknown };
    if (typeof mod.default !== 'object' || mod.default === null) {
      problem(set, `${locale}.ts has no default export of texts`);
      continue;
    }
    if (!Array.isArray(mod.reviewed)) problem(set, `${locale}.ts does not export its reviewed keys`);
    const texts = mod.default as Record<string, string>;
    for (const key of (mod.reviewed as string[] | undefined) ?? []) {
      if (!(key in texts)) problem(set, `${locale}.ts lists "${key}" as reviewed but has no such key`);
    }
    catalogues.set(locale, texts);
  }
  const base = catalogues.get('en-NG');
  if (!base) return;
  const baseKeys = Object.keys(base);
  if (set.name.startsWith('web')) {
    for (const key of baseKeys) {
      const owner = webKeyOwner.get(key);
      if (owner) problem(set, `"${key}" is also in ${owner}: a key lives in one part of the web catalogue`);
      else webKeyOwner.set(key, set.name);
    }
  }

  const baseArgs = new Map<string, string>();
  for (const [locale, texts] of catalogues) {
    for (const key of baseKeys) if (!(key in texts)) problem(set, `${locale} lacks "${key}"`);
    for (const key of Object.keys(texts))
      if (!(key in base)) problem(set, `${locale} has "${key}", which en-NG lacks`);
    for (const [key, text] of Object.entries(texts)) {
      let ast: MessageFormatElement[];
      try {
        ast = parse(text, { ignoreTag: true });
      } catch (error) {
        problem(set, `${locale} "${key}" is not valid ICU: ${(error as Error).message}`);
        continue;
      }
      const args = [...argumentsOf(ast)].sort().join(' ');
      if (locale === 'en-NG') baseArgs.set(key, args);
      else if (baseArgs.has(key) && baseArgs.get(key) !== args) {
        problem(set, `${locale} "${key}" uses {${args}}, en-NG {${baseArgs.get(key)}}`);
      }
      if (isSms(key) && GSM7_SMS.has(locale)) {
        const words = literalsOf(ast);
        if (smsSize(words).encoding !== 'GSM-7') {
          const bad = [...new Set([...words].filter((ch) => smsSize(ch).encoding !== 'GSM-7'))].join('');
          problem(set, `${locale} "${key}" is an SMS but not GSM-7 (${bad})`);
        }
      }
    }
  }

  const ignored = new Set(set.ignore.map((p) => join(root, p)));
  const files = set.sources.flatMap((source) =>
    sourceFiles(join(root, source), (path) => catalogueDirs.has(path) || ignored.has(path)),
  );
  const code = files.map((f) => readFileSync(f, 'utf8')).join('\n');
  for (const key of baseKeys) {
    if (code.includes(key)) continue;
    const rule = set.dynamic
      .map((d) => key.match(d.pattern) && d.usedAs(key.match(d.pattern)!))
      .find(Boolean);
    if (rule && code.includes(rule)) continue;
    problem(set, `"${key}" is used nowhere in ${set.sources.join(', ')}`);
  }
  return baseKeys.length;
}

let checked = 0;
for (const set of SETS) {
  if (!existsSync(join(root, set.dir))) continue;
  const keys = await checkSet(set);
  checked += 1;
  console.log(`${set.name}: ${keys ?? 0} keys × ${LOCALES.length} languages`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} message catalogue problem(s)`);
  process.exit(1);
}
console.log(`message catalogues: ${checked} set(s) agree`);
