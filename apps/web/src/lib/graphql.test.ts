import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, type SentRequest, serveFetch } from '../test/fetch';
import { ApiError } from './api';
import { GraphQLClient, uploadWithBatching } from './graphql';

interface Op {
  query: string;
  variables?: Record<string, unknown>;
}

/** Answers each operation of a batch with `{ data: { echo: <its variables> } }`. */
function echo(request: SentRequest): Response {
  const operations = request.body as Op[];
  return json(
    200,
    operations.map((op) => ({ data: { echo: op.variables ?? null } })),
  );
}

function client(overrides: Partial<ConstructorParameters<typeof GraphQLClient>[0]> = {}) {
  let token = 'token-1';
  const refresh = vi.fn(async () => {
    token = 'token-2';
    return true;
  });
  const graphql = new GraphQLClient({ endpoint: '/api/graphql', token: () => token, refresh, ...overrides });
  return { graphql, refresh };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('GraphQLClient', () => {
  it('sends operations asked for within 10 ms as one POST without cookies, with the Bearer token', async () => {
    const sent = serveFetch(echo);
    const { graphql } = client();
    const answers = await Promise.all([
      graphql.request('query A($n: Int) { a(n: $n) }', { n: 1 }),
      graphql.request('query B($n: Int) { b(n: $n) }', { n: 2 }),
      graphql.request('query C { c }'),
    ]);
    expect(answers).toEqual([{ echo: { n: 1 } }, { echo: { n: 2 } }, { echo: null }]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/graphql',
      headers: { authorization: 'Bearer token-1', 'content-type': 'application/json' },
    });
    // The query is sent, extensions are not (spec 7.11).
    expect(sent[0]?.body).toEqual([
      { query: 'query A($n: Int) { a(n: $n) }', variables: { n: 1 } },
      { query: 'query B($n: Int) { b(n: $n) }', variables: { n: 2 } },
      { query: 'query C { c }' },
    ]);
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init?.credentials).toBe('omit');
  });

  it('waits the batch interval, and sends operations asked for later in a batch of their own', async () => {
    vi.useFakeTimers();
    const sent = serveFetch(echo);
    const { graphql } = client();
    const first = graphql.request('{ a }', { i: 1 });
    await vi.advanceTimersByTimeAsync(9);
    const second = graphql.request('{ b }', { i: 2 });
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await first;
    await second;
    expect(sent).toHaveLength(1);
    const third = graphql.request('{ c }', { i: 3 });
    await vi.advanceTimersByTimeAsync(10);
    await expect(third).resolves.toEqual({ echo: { i: 3 } });
    expect(sent.map((r) => (r.body as Op[]).length)).toEqual([2, 1]);
  });

  it('sends at most 10 operations in one POST', async () => {
    const sent = serveFetch(echo);
    const { graphql } = client();
    const answers = await Promise.all(Array.from({ length: 23 }, (_, i) => graphql.request('{ a }', { i })));
    expect(answers.map((a) => (a as { echo: { i: number } }).echo.i)).toEqual(
      Array.from({ length: 23 }, (_, i) => i),
    );
    expect(sent.map((r) => (r.body as Op[]).length)).toEqual([10, 10, 3]);
  });

  it('gives each operation its own result: one failing operation does not fail the others', async () => {
    serveFetch(() =>
      json(200, [
        { data: { a: 1 } },
        { data: null, errors: [{ message: 'Product not found.', extensions: { code: 'NOT_FOUND' } }] },
      ]),
    );
    const { graphql } = client();
    const [ok, failed] = await Promise.allSettled([graphql.request('{ a }'), graphql.request('{ b }')]);
    expect(ok).toEqual({ status: 'fulfilled', value: { a: 1 } });
    expect(failed.status).toBe('rejected');
    const error = (failed as PromiseRejectedResult).reason as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'Product not found.' });
  });

  it('keeps the details of a VALIDATION_FAILED error for the form', async () => {
    const details = [{ path: 'body.name', message: 'Name is required' }];
    serveFetch(() =>
      json(200, [
        {
          errors: [
            {
              message: 'Some fields are missing or invalid.',
              extensions: { code: 'VALIDATION_FAILED', details },
            },
          ],
        },
      ]),
    );
    const error = await failure(client().graphql.request('mutation { x }'));
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, details });
  });

  it('refreshes the token once on 401 and sends the batch again with the new token', async () => {
    const sent = serveFetch((request) =>
      request.headers.authorization === 'Bearer token-2'
        ? echo(request)
        : apiError(401, 'UNAUTHORIZED', 'Your session has expired.'),
    );
    const { graphql, refresh } = client();
    await expect(graphql.request('{ a }', { n: 1 })).resolves.toEqual({ echo: { n: 1 } });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sent.map((r) => r.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('refreshes on 403 too, and passes the error on when the refresh fails', async () => {
    const sent = serveFetch(() => apiError(403, 'FORBIDDEN', 'You do not have permission to do this.'));
    const refresh = vi.fn(async () => false);
    const { graphql } = client({ refresh });
    const error = await failure(graphql.request('{ a }'));
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
  });

  it('reads an error answer of the whole batch (too many operations, depth limit) as the catalogue error', async () => {
    serveFetch(() =>
      json(400, { errors: [{ message: 'The query is too deep.', extensions: { code: 'BAD_REQUEST' } }] }),
    );
    const error = await failure(client().graphql.request('{ a }'));
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: 'The query is too deep.' });
  });

  it('fails every operation of the batch with NETWORK_ERROR when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { graphql } = client();
    const results = await Promise.allSettled([graphql.request('{ a }'), graphql.request('{ b }')]);
    for (const result of results) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    }
  });

  it('refuses a file in the variables before sending anything (spec 9)', async () => {
    const sent = serveFetch(echo);
    const file = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    await expect(client().graphql.request('mutation { upload }', { input: { file } })).rejects.toThrow(
      uploadWithBatching,
    );
    expect(sent).toHaveLength(0);
  });

  it('restores the session before the first batch is sent', async () => {
    const order: string[] = [];
    serveFetch((request) => {
      order.push('fetch');
      return echo(request);
    });
    const { graphql } = client({
      before: async () => {
        order.push('before');
      },
    });
    await graphql.request('{ a }');
    expect(order).toEqual(['before', 'fetch']);
  });
});
