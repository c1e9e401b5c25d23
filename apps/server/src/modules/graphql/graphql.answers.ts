import { DEFAULT_LOCALE, type ErrorCode, errorStatus, isErrorCode, type Locale } from '@kasuwa/contracts';
import type * as GraphQL from 'graphql';
import { AppError, fail } from '../../platform/errors';
import { isDatabaseUnavailable, isUnstorableText } from '../../platform/pg-errors';
import { errorText } from '../messages';
import type { GqlContext } from './graphql.context';

// How an operation's errors are answered: in the catalogue's words and codes, with the HTTP status the
// web client and REST agree on (docs/graphql.md, Errors).

export interface ErrorJson {
  message: string;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
  extensions: { code: ErrorCode; details?: unknown };
}

/** An error's text in the reader's language (the request's, GqlContext.locale). */
function textOf(err: AppError, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? err.message : errorText(err.code, err.params, locale);
}

/** The catalogue error an answer's error was written from, kept out of the JSON, to say it again. */
const SOURCE = Symbol('catalogue error');
type Sourced = ErrorJson & { [SOURCE]?: AppError };
function sourced(json: ErrorJson, err: AppError): ErrorJson {
  Object.defineProperty(json, SOURCE, { value: err, enumerable: false });
  return json;
}

/** One catalogue error as an answer's error, in `locale`. */
export function appErrorJson(err: AppError, locale: Locale): ErrorJson {
  const extensions =
    err.details === undefined ? { code: err.code } : { code: err.code, details: err.details };
  return sourced({ message: textOf(err, locale), extensions }, err);
}

/**
 * An answer's errors said again in the signed-in account's language (users.locale), asked of the
 * database only now that there are errors to say: a signed-in request without errors costs no read.
 */
export async function inAccountLanguage(
  errors: readonly ErrorJson[] | undefined,
  context: Pick<GqlContext, 'locale' | 'accountLocale'>,
): Promise<void> {
  if (!errors?.length || !context.accountLocale) return;
  const chosen = await context.accountLocale();
  if (!chosen || chosen === context.locale) return;
  for (const e of errors as Sourced[]) {
    const source = e[SOURCE];
    if (source) e.message = textOf(source, chosen);
  }
}

/** One GraphQL error as the catalogue says it: its code, its text, its details; nothing internal. */
export function catalogueError(
  error: GraphQL.GraphQLError,
  log: GqlContext['ctx']['log'] | undefined,
  locale: Locale = DEFAULT_LOCALE,
): ErrorJson[] {
  const original = error.originalError as
    | (Error & { errors?: GraphQL.GraphQLError[]; code?: string })
    | undefined;
  const at = { locations: error.locations, path: error.path };
  if (original instanceof AppError) {
    const { message, extensions } = appErrorJson(original, locale);
    return [sourced({ message, ...at, extensions }, original)];
  }
  // Mercurius's own: a query that does not parse or validate, a body that is not a GraphQL request.
  if (original?.errors && Array.isArray(original.errors)) {
    return [
      {
        message: textOf(fail('GRAPHQL_INVALID'), locale),
        extensions: {
          code: 'GRAPHQL_INVALID',
          details: original.errors.map((e) => ({ message: e.message, locations: e.locations })),
        },
      },
    ];
  }
  if (!original) {
    // graphql-js's own: a variable of the wrong type, an argument out of range.
    return [
      {
        message: textOf(fail('GRAPHQL_INVALID'), locale),
        ...at,
        extensions: { code: 'GRAPHQL_INVALID', details: [{ message: error.message }] },
      },
    ];
  }
  if (original.code === 'MER_ERR_GQL_PERSISTED_QUERY_NOT_FOUND' || original.code?.startsWith('FST_ERR_CTP')) {
    return [{ message: textOf(fail('GRAPHQL_INVALID'), locale), extensions: { code: 'GRAPHQL_INVALID' } }];
  }
  if (isUnstorableText(original)) {
    const refusal = fail('BAD_REQUEST', {
      reason: 'The request contains characters that cannot be stored (such as NUL).',
    });
    return [{ message: textOf(refusal, locale), ...at, extensions: { code: 'BAD_REQUEST' } }];
  }
  if (isDatabaseUnavailable(original)) {
    log?.error({ err: original }, 'database unavailable');
    const unavailable = fail('UNAVAILABLE', {
      reason: 'The service is briefly unavailable. Please try again in a minute.',
    });
    return [{ message: textOf(unavailable, locale), ...at, extensions: { code: 'UNAVAILABLE' } }];
  }
  log?.error({ err: original }, 'GraphQL resolver failed');
  return [{ message: textOf(fail('INTERNAL_ERROR'), locale), ...at, extensions: { code: 'INTERNAL_ERROR' } }];
}

/**
 * The HTTP status of one result: 401 when any error is UNAUTHORIZED (the web client refreshes on it,
 * spec 7.11), 403 when any is FORBIDDEN, else, when nothing was answered, the status of the first
 * error's code (400 for bad input, 404, 409, …); 200 when some field was answered.
 */
export function statusOf(result: { data?: unknown; errors?: { extensions?: { code?: string } }[] }): number {
  const codes = (result.errors ?? []).map((e) => e.extensions?.code ?? 'INTERNAL_ERROR');
  if (codes.length === 0) return 200;
  if (codes.includes('UNAUTHORIZED')) return 401;
  if (codes.includes('FORBIDDEN')) return 403;
  const data = result.data as Record<string, unknown> | null | undefined;
  const answered = data && Object.values(data).some((v) => v !== null);
  if (answered) return 200;
  const first = codes[0]!;
  return isErrorCode(first) ? errorStatus(first) : 500;
}
