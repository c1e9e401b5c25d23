import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isUnstorableText } from './pg-errors';

/** One JSON shape for every 4xx/5xx: `{ error: { code, message, details? } }`. */
export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The catalogue: stable codes that clients may branch on. */
export const errors = {
  badRequest: (message: string, details?: unknown) => new AppError(400, 'BAD_REQUEST', message, details),
  validation: (details: { path: string; message: string }[]) =>
    new AppError(400, 'VALIDATION_FAILED', 'Some fields are missing or invalid.', details),
  unauthorized: (message = 'Sign in to continue.') => new AppError(401, 'UNAUTHORIZED', message),
  forbidden: (message = 'You do not have permission to do this.') => new AppError(403, 'FORBIDDEN', message),
  notFound: (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found.`),
  conflict: (code: string, message: string, details?: unknown) => new AppError(409, code, message, details),
  unprocessable: (code: string, message: string, details?: unknown) =>
    new AppError(422, code, message, details),
  tooMany: (message: string, retryAfterSeconds?: number) =>
    new AppError(429, 'RATE_LIMITED', message, retryAfterSeconds ? { retryAfterSeconds } : undefined),
  unavailable: (message: string) => new AppError(503, 'UNAVAILABLE', message),
};

/** What a client is told to wait while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

const httpCodes: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send(errorBody(err.code, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({
        path: [err.validationContext, ...(v.instancePath ? v.instancePath.split('/').filter(Boolean) : [])]
          .filter(Boolean)
          .join('.'),
        message: v.message ?? 'is invalid',
      }));
      return reply
        .status(400)
        .send(errorBody('VALIDATION_FAILED', 'Some fields are missing or invalid.', details));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(errorBody('INTERNAL_ERROR', 'Something went wrong on our side.'));
    }
    if (isUnstorableText(err)) {
      return reply
        .status(400)
        .send(
          errorBody('BAD_REQUEST', 'The request contains characters that cannot be stored (such as NUL).'),
        );
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody('UNAVAILABLE', 'The service is briefly unavailable. Please try again in a minute.'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply
        .status(status)
        .send(errorBody(httpCodes[status] ?? 'INTERNAL_ERROR', 'Something went wrong on our side.'));
    }
    // Fastify's own client errors (bad JSON, body too large, rate limit): keep the status, give a stable code.
    if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
    return reply.status(status).send(errorBody(httpCodes[status] ?? 'BAD_REQUEST', err.message));
  });
}
