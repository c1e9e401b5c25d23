import type { ErrorCode } from '@kasuwa/contracts';
import { translate } from '../app/i18n';
import { getLocale } from '../i18n/i18n';

/**
 * The error catalogue (codes, statuses and every text: about 5 KB gzip) is read only when a call fails,
 * so it is not part of a page's first load (the dashboard's: issue 32); the service worker keeps its file
 * for offline use like every other.
 */
export function errorCatalogue() {
  return import('@kasuwa/contracts/errors');
}

/**
 * What a failed call is known by: a code of the server's closed catalogue, or NETWORK_ERROR when the
 * server could not be reached at all. Typed, so comparing with a code that does not exist is a type error.
 */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

/** The server's one error shape: `{ error: { code, message, details? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData is sent as multipart/form-data (uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The catalogue's generic code of a status, for an answer that carries no code of its own. */
const genericCodes: Partial<Record<number, ErrorCode>> = {
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
  502: 'UNAVAILABLE',
  503: 'UNAVAILABLE',
  504: 'UNAVAILABLE',
};

function genericCode(status: number): ErrorCode {
  return genericCodes[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}

/**
 * The server's error shape becomes an ApiError with its code and text. An answer without it (a proxy's
 * HTML page when the server is down or restarting) gets the catalogue's generic code and text for its
 * status, so the user reads the same words as for the server's own answer. A code this build does not
 * know (a newer server) keeps the server's text under the generic code of its status.
 */
export async function toApiError(status: number, body: unknown): Promise<ApiError> {
  const { errorMessage, isErrorCode } = await errorCatalogue();
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    const code = isErrorCode(error.code) ? error.code : genericCode(status);
    return new ApiError(status, code, error.message, error.details);
  }
  const code = genericCode(status);
  return new ApiError(status, code, errorMessage(code));
}

/**
 * Calls the Kasuwa API on the same origin. Resolves with the parsed JSON body (undefined when empty);
 * rejects with an ApiError for any non-2xx answer, or with code NETWORK_ERROR (status 0) when the
 * server could not be reached.
 */
export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': getLocale(),
    ...options.headers,
  };
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', translate('app.error.network'));
  }
  const body = await readJson(response);
  if (!response.ok) throw await toApiError(response.status, body);
  return body as T;
}

/**
 * Fetches a file answer (CSV, PDF) with a Bearer token and hands it to the browser as a download. An
 * expired token is renewed once through `refresh`, as the JSON calls do.
 */
export async function downloadFile(
  path: string,
  filename: string,
  token: () => string | null | undefined,
  refresh: () => Promise<unknown>,
): Promise<void> {
  const call = () => {
    const bearer = token();
    return fetch(path, {
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      credentials: 'same-origin',
    });
  };
  let response = await call();
  if (response.status === 401 && (await refresh())) response = await call();
  if (!response.ok) throw await toApiError(response.status, await readJson(response));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL is only needed for that click.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Field messages of a VALIDATION_FAILED answer, keyed by field name ('body.email' → 'email'). */
export function fieldErrors(error: ApiError): Record<string, string> {
  const result: Record<string, string> = {};
  if (!Array.isArray(error.details)) return result;
  for (const item of error.details) {
    if (!isRecord(item) || typeof item.path !== 'string' || typeof item.message !== 'string') continue;
    const field = item.path.replace(/^body\./, '');
    result[field] ??= item.message;
  }
  return result;
}

/** A person-readable message for any failure of a call. */
export function readableError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return translate('app.error.tryAgain');
}
