import {
  type ErrorCode,
  type errorCatalogue,
  GRAPHQL_LIMITS,
  JSON_MAX_DEPTH,
  type Locale,
} from '@kasuwa/contracts';
import { IntlMessageFormat } from 'intl-messageformat';
import type { ErrorTextParams } from './messages.errors.params';
import { CATALOGUES, tIn } from './messages.format';
import type { MessageId } from './messages.params';

/**
 * An API error's text in the reader's language (issue 33): the code and the status stay the catalogue's
 * (packages/contracts/src/errors.ts), the words come from `error.<CODE>` in the server's catalogue. The
 * error's own parameters are what its thrower passed to `fail()`; this turns them into the catalogue's
 * (messages.errors.params.ts): flags into yes/no, lists into a list in the language and its length,
 * limits the contracts fix into the text.
 */

/** An error's parameters as `fail()` takes them: whatever its English message function accepts. */
type ContractParams<C extends ErrorCode> = (typeof errorCatalogue)[C]['message'] extends (
  p: infer P,
) => string
  ? P
  : undefined;

const yesNo = (flag: boolean | undefined) => (flag ? 'yes' : 'no');
/** `ready_to_ship` → `ready to ship`, as the English catalogue writes a state in a sentence. */
const words = (s: string) => s.replaceAll('_', ' ');

type Converters = {
  [C in ErrorCode]?: (p: NonNullable<ContractParams<C>> | undefined, locale: Locale) => ErrorTextParams<C>;
};

const converters: Converters = {
  JSON_TOO_DEEP: () => ({ depth: String(JSON_MAX_DEPTH) }),
  GRAPHQL_BATCH_TOO_LARGE: () => ({ batch: String(GRAPHQL_LIMITS.batch) }),
  GRAPHQL_TOO_DEEP: () => ({ depth: String(GRAPHQL_LIMITS.depth) }),
  GRAPHQL_TOO_COSTLY: () => ({ cost: String(GRAPHQL_LIMITS.cost) }),
  GRAPHQL_TOO_MANY_FIELDS: () => ({
    fields: String(GRAPHQL_LIMITS.fields),
    lookups: String(GRAPHQL_LIMITS.lookups),
  }),
  GRAPHQL_REQUEST_TOO_LARGE: () => ({
    fields: String(GRAPHQL_LIMITS.requestFields),
    lookups: String(GRAPHQL_LIMITS.requestLookups),
    cost: String(GRAPHQL_LIMITS.requestCost),
  }),
  DEPLOYMENT_IN_PROGRESS: (p) => ({ themeName: p?.themeName ?? '', jobId: String(p?.jobId ?? '') }),
  EXCHANGE_RATE_MISSING: (p, locale) => ({
    base: p?.base ?? '',
    // The English catalogue joins currency codes with commas; other languages with their own "and".
    missing:
      locale === 'en-NG'
        ? (p?.missing ?? []).join(', ')
        : new Intl.ListFormat(locale, { type: 'conjunction' }).format(p?.missing ?? []),
    count: p?.missing.length ?? 0,
  }),
  STAFF_INVITATION_WRONG_ACCOUNT: (p) => ({ signIn: yesNo(p?.signIn) }),
  ITEM_UNAVAILABLE: (p) => ({ adding: yesNo(p?.adding) }),
  OUT_OF_STOCK: (p) => ({ name: p?.name ?? '', available: p?.available ?? 0, adding: yesNo(p?.adding) }),
  ILLEGAL_TRANSITION: (p) => ({ from: words(p?.from ?? ''), action: words(p?.action ?? '') }),
  DISCOUNT_NOT_APPLIED: (p) => ({
    code: p?.code ?? '',
    reason: (p?.reason ?? 'unknown') as ErrorTextParams<'DISCOUNT_NOT_APPLIED'>['reason'],
    minimum: p?.minimum ?? null,
  }),
  CURRENCY_NOT_SUPPORTED: (p) => ({
    method: p?.method ?? 'wallet',
    currency: p && 'currency' in p ? p.currency : null,
  }),
  WEBHOOK_REFUSED: (p) => ({ outcome: words(p?.outcome ?? '') }),
  INVOICE_NOT_SENDABLE: (p) => ({ status: words(p?.status ?? '') }),
  INVOICE_NOT_VOIDABLE: (p) => ({ status: words(p?.status ?? '') }),
};

// The variables each error text takes, read once from the en-NG text: a parameter the thrower left out
// (an optional `reason`, `what`) must still reach ICU, as `none`.
const variables = new Map<ErrorCode, readonly string[]>();
function variablesOf(code: ErrorCode): readonly string[] {
  let names = variables.get(code);
  if (!names) {
    const found = new Set<string>();
    type Node = { type: number; value?: unknown; options?: Record<string, { value: Node[] }> };
    const walk = (nodes: Node[]) => {
      for (const n of nodes) {
        // FormatJS's TYPE: 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural.
        if (n.type >= 1 && n.type <= 6 && typeof n.value === 'string') found.add(n.value);
        for (const option of Object.values(n.options ?? {})) walk(option.value);
      }
    };
    const text = CATALOGUES['en-NG'][`error.${code}`];
    walk(new IntlMessageFormat(text, 'en-NG', undefined, { ignoreTag: true }).getAst() as Node[]);
    names = [...found];
    variables.set(code, names);
  }
  return names;
}

/** The text of an error with the parameters its thrower gave, in `locale`. */
export function errorText(code: ErrorCode, params: unknown, locale: Locale): string {
  const convert = converters[code] as ((p: unknown, l: Locale) => Record<string, unknown>) | undefined;
  const given = (convert ? convert(params, locale) : (params ?? {})) as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const name of variablesOf(code)) {
    const value = given[name];
    values[name] = value === undefined || value === '' ? null : value;
  }
  return (tIn as (l: Locale, id: MessageId, p: unknown) => string)(locale, `error.${code}`, values);
}
