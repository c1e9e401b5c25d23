import {
  DEFAULT_LOCALE,
  type ErrorCode,
  type ErrorParamsArgs,
  errorCatalogue,
  errorMessage,
  errorStatus,
  LOCALES,
  type Locale,
  negotiateLocale,
} from '@kasuwa/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isUnstorableText } from './pg-errors';

/** One JSON shape for every 4xx/5xx: `{ error: { code, message, details? } }`. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

/** After the code: the message's parameters when the catalogue's text takes any, then the details. */
export type FailArgs<C extends ErrorCode> = (typeof errorCatalogue)[C]['message'] extends (
  p: infer P,
) => string
  ? [] extends ErrorParamsArgs<C>
    ? [params?: P, details?: unknown]
    : [params: P, details?: unknown]
  : [details?: unknown];

/** An error a client may see: the status and the text come from the catalogue, never from the thrower. */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly statusCode: number;
  readonly details?: unknown;
  /** What the thrower gave the message, kept so the answer can say it in the reader's language. */
  readonly params?: unknown;
  constructor(
    readonly code: C,
    ...args: FailArgs<C>
  ) {
    const takesParams = typeof errorCatalogue[code].message === 'function';
    super(errorMessage(code, ...((takesParams ? [args[0]] : []) as ErrorParamsArgs<C>)));
    this.statusCode = errorStatus(code);
    this.details = takesParams ? args[1] : args[0];
    this.params = takesParams ? args[0] : undefined;
  }
}

/** `throw fail('OUT_OF_STOCK', { name, available }, { variantId })`: an unknown code does not compile. */
export function fail<C extends ErrorCode>(code: C, ...args: FailArgs<C>): AppError<C> {
  return new AppError(code, ...args);
}

/** Shorthands for the generic codes, whose text may be made more precise by a reason. */
export const errors = {
  badRequest: (reason?: string, details?: unknown) => fail('BAD_REQUEST', { reason }, details),
  validation: (details: { path: string; message: string }[]) => fail('VALIDATION_FAILED', details),
  unauthorized: (reason?: string) => fail('UNAUTHORIZED', { reason }),
  forbidden: (reason?: string) => fail('FORBIDDEN', { reason }),
  notFound: (what?: string) => fail('NOT_FOUND', { what }),
  tooMany: (reason?: string, retryAfterSeconds?: number) =>
    fail('RATE_LIMITED', { reason }, retryAfterSeconds ? { retryAfterSeconds } : undefined),
  unavailable: (reason?: string) => fail('UNAVAILABLE', { reason }),
};

/** What a client is told to wait while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

export function errorBody(err: AppError, message = err.message): ErrorBody {
  const { code, details } = err;
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/**
 * How an error answer is put in the reader's language (issue 33). Platform code cannot read the
 * message catalogue or the accounts (modules sit above it), so the composition root hands these in.
 */
export interface ErrorLanguage {
  /** The error's text in `locale`, from the error's code and the parameters its thrower gave. */
  text(code: ErrorCode, params: unknown, locale: Locale): string;
  /** A validation detail's text in `locale` (ours translated, anything else as it came). */
  detail?(message: string, locale: Locale): string;
  /** The signed-in account's chosen language (users.locale), or null. */
  accountLocale(request: FastifyRequest): Promise<Locale | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How error answers are put in the reader's language (registerErrorHandling); null: English only. */
    errorLanguage: ErrorLanguage | null;
  }
  interface FastifyRequest {
    /**
     * The language a route already knows its reader reads (a storefront's shopper: the page language
     * among those the store offers); an error answer uses it before the account's or the browser's.
     */
    readerLocale: Locale | null;
  }
}

/** The app's error language: a decoration of the root instance, which every plugin's instance inherits. */
const languageOf = (request: FastifyRequest): ErrorLanguage | null => request.server.errorLanguage ?? null;

/**
 * The request's language without asking the database: the route's reader language, else the best of
 * `Accept-Language` among Kasuwa's languages, else en-NG.
 */
export function requestLocale(request: FastifyRequest): Locale {
  if (request.readerLocale) return request.readerLocale;
  const header = request.headers['accept-language'];
  return negotiateLocale(typeof header === 'string' ? header : undefined, LOCALES) ?? DEFAULT_LOCALE;
}

/** The signed-in account's chosen language (users.locale), or null: none signed in, or unreadable. */
export async function signedInLocale(request: FastifyRequest): Promise<Locale | null> {
  const language = languageOf(request);
  if (!request.actor || !language) return null;
  try {
    return await language.accountLocale(request);
  } catch (err) {
    // The account's language is a nicety; an answer must not fail for it (the database may be down).
    request.log.warn({ err }, 'could not read the account language for an error answer');
    return null;
  }
}

/**
 * The language an error answer is written in: the route's reader language, else the signed-in
 * account's, else the best of `Accept-Language` among Kasuwa's languages, else en-NG.
 */
export async function answerLocale(request: FastifyRequest, askAccount = true): Promise<Locale> {
  if (request.readerLocale) return request.readerLocale;
  const chosen = askAccount ? await signedInLocale(request) : null;
  return chosen ?? requestLocale(request);
}

/** An error's answer body in the request's language; the code, status and details' shape stay. */
export async function localizedErrorBody(
  request: FastifyRequest,
  err: AppError,
  askAccount = true,
): Promise<ErrorBody> {
  const language = languageOf(request);
  if (!language) return errorBody(err);
  // A refusal of too many requests, or a failure of ours, costs no database read: a flood of 429s must
  // not become a flood of queries, and a failing database must not be asked again.
  const cheap = err.statusCode === 429 || err.statusCode >= 500;
  const locale = await answerLocale(request, askAccount && !cheap);
  if (locale === DEFAULT_LOCALE && err.code !== 'VALIDATION_FAILED') return errorBody(err);
  const body = errorBody(err, language.text(err.code, err.params, locale));
  const detail = language.detail;
  if (err.code === 'VALIDATION_FAILED' && Array.isArray(err.details) && detail) {
    body.error.details = err.details.map((d: { path: string; message: string }) => ({
      ...d,
      message: detail(d.message, locale),
    }));
  }
  return body;
}

/** Fastify's own errors carry a status and a text of their own; each status gets its stable code. */
const httpCodes = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
} as const;

function fastifyClientError(status: number, reason: string): AppError {
  if (status === 404) return fail('NOT_FOUND');
  const code: (typeof httpCodes)[keyof typeof httpCodes] =
    status in httpCodes ? httpCodes[status as keyof typeof httpCodes] : 'BAD_REQUEST';
  return fail(code, { reason });
}

const PART_TOO_LONG = 'A part of the address is too long.';

/**
 * The router's refusal of a path part past `maxParamLength`, for the not-found handler: with a wildcard
 * route (the web app's files) the router tries that route instead of refusing, and the file lookup
 * then ends here. Undefined when every part is short enough.
 */
export function partTooLong(path: string, maxParamLength: number): AppError | undefined {
  return path.split('/').some((part) => part.length > maxParamLength)
    ? errors.badRequest(PART_TOO_LONG)
    : undefined;
}

/**
 * The answer to an address no route serves, in the reader's language: 404, or 400 for a path part past
 * `maxParamLength` (see partTooLong).
 */
export async function answerNoRoute(request: FastifyRequest, reply: FastifyReply, maxParamLength: number) {
  const path = request.url.split('?')[0] ?? '';
  const refusal =
    partTooLong(path, maxParamLength) ?? fail('NOT_FOUND', { route: `${request.method} ${path}` });
  return reply.status(refusal.statusCode).send(await localizedErrorBody(request, refusal));
}

/**
 * Errors Fastify raises before routing, where no error handler runs: an address that is not valid
 * percent-encoding (`/x/%zz`, bytes that are not UTF-8) or a path part past `maxParamLength`. Without
 * this, Fastify answers them in its own JSON shape, which no client of ours can read.
 */
export function answerFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const reason =
      err.code === 'FST_ERR_BAD_URL'
        ? 'The address is not valid: it has a malformed escape or characters that are not UTF-8.'
        : PART_TOO_LONG;
    return reply.status(400).send(errorBody(errors.badRequest(reason)));
  }
  reply.log.error({ err }, 'routing failed');
  return reply.status(500).send(errorBody(fail('INTERNAL_ERROR')));
}

export function registerErrorHandling(app: FastifyInstance, language?: ErrorLanguage): void {
  if (!app.hasDecorator('errorLanguage')) app.decorate('errorLanguage', language ?? null);
  if (!app.hasRequestDecorator('readerLocale')) app.decorateRequest('readerLocale', null);
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    const errorBody = (e: AppError, askAccount?: boolean) => localizedErrorBody(request, e, askAccount);
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send(await errorBody(err));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({
        path: [err.validationContext, ...(v.instancePath ? v.instancePath.split('/').filter(Boolean) : [])]
          .filter(Boolean)
          .join('.'),
        message: v.message ?? 'is invalid',
      }));
      return reply.status(400).send(await errorBody(errors.validation(details)));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(await errorBody(fail('INTERNAL_ERROR')));
    }
    if (isUnstorableText(err)) {
      const refusal = errors.badRequest(
        'The request contains characters that cannot be stored (such as NUL).',
      );
      return reply.status(400).send(await errorBody(refusal));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(
          // Not the account's language: reading it would wait on the database that is down.
          await errorBody(
            errors.unavailable('The service is briefly unavailable. Please try again in a minute.'),
            false,
          ),
        );
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply
        .status(status)
        .send(await errorBody(fail(status === 503 ? 'UNAVAILABLE' : 'INTERNAL_ERROR')));
    }
    // Fastify's own client errors (bad JSON, body too large, rate limit): keep the status, give a stable code.
    if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
    return reply.status(status).send(await errorBody(fastifyClientError(status, err.message)));
  });
}
