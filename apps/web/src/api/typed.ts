import type { ApiOptions } from '../lib/api';
import type { paths } from './schema';

// Requests and answers typed from the server's OpenAPI document (schema.d.ts, generated from the routes by
// scripts/openapi-snapshot.ts). The calls still go through the app's own fetch clients, which carry the
// session's token, renew it once, and turn every failure into an ApiError with a catalogue code; these
// types only replace the answer types each call used to assert by hand.

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The API paths that answer `M`. */
export type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, object> ? P : never;
}[keyof paths];

type Operation<P extends keyof paths, M extends Method> = paths[P][M & keyof paths[P]];
type Json<R> = R extends { content: { 'application/json': infer J } } ? J : undefined;

/** The JSON of an operation's success answer (200 or 201; none for 204). */
export type Answer<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R }
    ? R extends { 200: infer A }
      ? Json<A>
      : R extends { 201: infer A }
        ? Json<A>
        : undefined
    : never;

type Parameters<O> = O extends { parameters: infer X } ? X : never;
type PathParameters<O> = Parameters<O> extends { path: infer X } ? X : never;
type QueryParameters<O> = Parameters<O> extends { query?: infer X } ? NonNullable<X> : never;
type BodyPart<O> = O extends { requestBody?: never }
  ? { body?: never }
  : O extends { requestBody: { content: { 'application/json': infer B } } }
    ? { body: B }
    : O extends { requestBody?: { content: { 'application/json': infer B } } }
      ? { body?: B }
      : { body?: never };

/** What a call sends: the path's parameters, the query, the JSON body, as the operation declares them. */
export type Request<P extends keyof paths, M extends Method> = ([PathParameters<Operation<P, M>>] extends [
  never,
]
  ? { path?: never }
  : { path: PathParameters<Operation<P, M>> }) &
  ([QueryParameters<Operation<P, M>>] extends [never]
    ? { query?: never }
    : {
        query?: { [K in keyof QueryParameters<Operation<P, M>>]?: QueryParameters<Operation<P, M>>[K] | '' };
      }) &
  BodyPart<Operation<P, M>> & { signal?: AbortSignal };

type Arguments<P extends keyof paths, M extends Method> = [PathParameters<Operation<P, M>>] extends [never]
  ? Operation<P, M> extends { requestBody: object }
    ? [request: Request<P, M>]
    : [request?: Request<P, M>]
  : [request: Request<P, M>];

/** The address of a path with its parameters filled in and its query (empty values left out). */
export function apiPath(
  template: string,
  path: Record<string, string | number> | undefined,
  query: Record<string, unknown> | undefined,
): string {
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = path?.[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${template}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

type Fetcher = <T>(path: string, options?: ApiOptions) => Promise<T>;

/** A typed caller over one of the app's fetch clients (vendorFetch, adminApi). */
export function typedApi(fetcher: Fetcher) {
  return <M extends Method, P extends PathOf<M>>(
    method: M,
    path: P,
    ...[request]: Arguments<P, M>
  ): Promise<Answer<P, M>> => {
    const sent = (request ?? {}) as {
      path?: Record<string, string | number>;
      query?: Record<string, unknown>;
      body?: unknown;
      signal?: AbortSignal;
    };
    return fetcher<Answer<P, M>>(apiPath(path, sent.path, sent.query), {
      method: method.toUpperCase() as NonNullable<ApiOptions['method']>,
      body: sent.body,
      signal: sent.signal,
    });
  };
}
