import {
  type ErrorCode,
  type ErrorParamsArgs,
  errorCatalogue,
  errorMessage,
  errorStatus,
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
  constructor(
    readonly code: C,
    ...args: FailArgs<C>
  ) {
    const takesParams = typeof errorCatalogue[code].message === 'function';
    super(errorMessage(code, ...((takesParams ? [args[0]] : []) as ErrorParamsArgs<C>)));
    this.statusCode = errorStatus(code);
    this.details = takesParams ? args[1] : args[0];
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

export function errorBody(err: AppError): ErrorBody {
  const { code, message, details } = err;
  return { error: details === undefined ? { code, message } : { code, message, details } };
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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send(errorBody(err));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({
        path: [err.validationContext, ...(v.instancePath ? v.instancePath.split('/').filter(Boolean) : [])]
          .filter(Boolean)
          .join('.'),
        message: v.message ?? 'is invalid',
      }));
      return reply.status(400).send(errorBody(errors.validation(details)));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(errorBody(fail('INTERNAL_ERROR')));
    }
    if (isUnstorableText(err)) {
      const refusal = errors.badRequest(
        'The request contains characters that cannot be stored (such as NUL).',
      );
      return reply.status(400).send(errorBody(refusal));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(
          errorBody(errors.unavailable('The service is briefly unavailable. Please try again in a minute.')),
        );
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(status).send(errorBody(fail(status === 503 ? 'UNAVAILABLE' : 'INTERNAL_ERROR')));
    }
    // Fastify's own client errors (bad JSON, body too large, rate limit): keep the status, give a stable code.
    if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
    return reply.status(status).send(errorBody(fastifyClientError(status, err.message)));
  });
}
