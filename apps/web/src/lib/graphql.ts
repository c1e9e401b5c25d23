import { translate } from '../app/i18n';
import { getLocale } from '../i18n/i18n';
import { ApiError, errorCatalogue, toApiError } from './api';
import { refuseChangeOffline } from './offline';

/**
 * The web app's GraphQL transport (spec 7.11 and 9): operations asked for within 10 ms of each other go
 * to the server as one POST carrying an array of at most 10 operations, so a screen whose panels each ask
 * for their own data still costs one round trip. Written here rather than taken from Apollo: the batching
 * and the token refresh are about eighty lines, where Apollo's client and batch link weigh ~40 KB gzip on
 * a dashboard whose whole first load is budgeted at 250 KB.
 *
 * Requests carry no cookies (credentials 'omit'): the token is sent as a Bearer header, so a GraphQL
 * endpoint is not reachable by a cross-site form. A 401 or 403 of the whole batch triggers one refresh and
 * one retry of the batch, as the REST calls do.
 */

export interface GraphQLClientOptions {
  endpoint: string;
  /** The token for the Authorization header, read at send time (it may have been refreshed meanwhile). */
  token: () => string | null | undefined;
  /** Renews the token; resolves false (or null) when the session cannot be renewed. */
  refresh: () => Promise<unknown>;
  /** Milliseconds to wait for more operations before sending (spec: 10). */
  batchInterval?: number;
  /** Most operations in one POST (spec: 10; the server refuses more). */
  batchMax?: number;
  /** Called before the first request of each batch, e.g. to restore a session after a reload. */
  before?: () => Promise<unknown>;
}

interface Operation {
  query: string;
  variables?: Record<string, unknown>;
}

interface Pending {
  operation: Operation;
  resolve: (data: unknown) => void;
  reject: (error: unknown) => void;
}

interface GraphQLError {
  message?: unknown;
  extensions?: { code?: unknown; details?: unknown };
}

interface GraphQLResult {
  data?: unknown;
  errors?: GraphQLError[];
}

/**
 * The spec's transport error (section 9) for a file in the variables, thrown before anything is sent:
 * files go to the REST upload routes. (Its GET errors cannot happen: the endpoints take POST only.)
 */
export const uploadWithBatching = 'file upload not available with batching';

function containsFile(value: unknown): boolean {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some(containsFile);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(containsFile);
  return false;
}

/** The first GraphQL error as the same ApiError a REST call gives, with the catalogue's code and status. */
export async function toGraphQLError(errors: GraphQLError[]): Promise<ApiError> {
  const { errorStatus, isErrorCode } = await errorCatalogue();
  const first = errors[0] ?? {};
  const code = typeof first.extensions?.code === 'string' ? first.extensions.code : '';
  const message = typeof first.message === 'string' ? first.message : '';
  if (isErrorCode(code)) return new ApiError(errorStatus(code), code, message, first.extensions?.details);
  return toApiError(400, {
    error: { code: 'BAD_REQUEST', message: message || translate('app.error.badRequest') },
  });
}

export class GraphQLClient {
  private queue: Pending[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly interval: number;
  private readonly max: number;

  constructor(private readonly options: GraphQLClientOptions) {
    this.interval = options.batchInterval ?? 10;
    this.max = options.batchMax ?? 10;
  }

  /** Runs one operation and resolves with its `data`; rejects with an ApiError carrying the catalogue code. */
  request<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const operation: Operation = { query, variables };
    if (containsFile(variables)) return Promise.reject(new Error(uploadWithBatching));
    try {
      // A mutation offline is refused at once, as the REST calls' changes are (lib/offline.ts).
      refuseChangeOffline(/^\s*mutation\b/.test(query) ? 'POST' : 'GET');
    } catch (error) {
      return Promise.reject(error);
    }
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ operation, resolve: resolve as (data: unknown) => void, reject });
      if (this.queue.length >= this.max) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.interval);
    });
  }

  private flush() {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.queue.length > 0) void this.send(this.queue.splice(0, this.max));
  }

  private async post(body: unknown): Promise<Response> {
    const call = () => {
      const token = this.options.token();
      return fetch(this.options.endpoint, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'accept-language': getLocale(),
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
        credentials: 'omit',
      });
    };
    let response = await call();
    if ((response.status === 401 || response.status === 403) && (await this.options.refresh())) {
      response = await call();
    }
    return response;
  }

  private async send(batch: Pending[]) {
    try {
      await this.options.before?.();
      const response = await this.post(batch.map((p) => p.operation));
      const body = await response.json().catch(() => undefined);
      const results = Array.isArray(body) ? (body as GraphQLResult[]) : undefined;
      if (!response.ok && !results) {
        const single = body as GraphQLResult | undefined;
        const error = single?.errors?.length
          ? await toGraphQLError(single.errors)
          : await toApiError(response.status, body);
        for (const p of batch) p.reject(error);
        return;
      }
      for (const [i, p] of batch.entries()) {
        const result = results?.[i];
        if (!result) p.reject(await toApiError(response.status || 500, undefined));
        else if (result.errors?.length) p.reject(await toGraphQLError(result.errors));
        else p.resolve(result.data);
      }
    } catch (cause) {
      const error =
        cause instanceof ApiError ? cause : new ApiError(0, 'NETWORK_ERROR', translate('app.error.network'));
      for (const p of batch) p.reject(error);
    }
  }
}
