import { errorMessage } from '@kasuwa/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, json, serveFetch } from '../test/fetch';
import { ApiError, apiFetch, fieldErrors } from './api';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch', () => {
  it('sends a body as JSON with POST and resolves with the parsed answer', async () => {
    const sent = serveFetch(() => json(201, { id: 7 }));
    await expect(apiFetch('/api/things', { body: { name: 'Adire' } })).resolves.toEqual({ id: 7 });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/things',
        headers: {
          accept: 'application/json',
          'accept-language': 'en-NG',
          'content-type': 'application/json',
        },
        body: { name: 'Adire' },
      },
    ]);
  });

  it('uses GET without a body and resolves an empty answer with undefined', async () => {
    const sent = serveFetch(() => new Response(null, { status: 204 }));
    await expect(apiFetch('/api/ping')).resolves.toBeUndefined();
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.headers['content-type']).toBeUndefined();
  });

  it('turns the server error shape into an ApiError with its status, code, message and details', async () => {
    const details = [{ path: 'body.email', message: 'Email Required' }];
    serveFetch(() => apiError(422, 'VALIDATION_FAILED', 'Some fields are not valid.', details));
    const error = await failure(apiFetch('/api/auth/register', { body: {} }));
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      details,
    });
  });

  it("gives an answer that is not the server error shape the catalogue's code and text for its status", async () => {
    serveFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const gateway = await failure(apiFetch('/api/ping'));
    expect(gateway).toMatchObject({ status: 502, code: 'UNAVAILABLE', message: errorMessage('UNAVAILABLE') });
    serveFetch(() => new Response('', { status: 500 }));
    const crashed = await failure(apiFetch('/api/ping'));
    expect(crashed).toMatchObject({
      status: 500,
      code: 'INTERNAL_ERROR',
      message: errorMessage('INTERNAL_ERROR'),
    });
    serveFetch(() => new Response('Too Many Requests', { status: 429 }));
    expect(await failure(apiFetch('/api/ping'))).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('keeps the text of a code this build does not know, under the generic code of its status', async () => {
    serveFetch(() => apiError(409, 'SOMETHING_NEWER', 'A newer server says no.'));
    const error = await failure(apiFetch('/api/ping'));
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'A newer server says no.' });
  });

  it('reports an unreachable server as NETWORK_ERROR with status 0', async () => {
    serveFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(apiFetch('/api/ping'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toMatch(/could not reach kasuwa/i);
  });

  it('passes an abort on as is, so a cancelled query is not shown as a failure', async () => {
    serveFetch(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(apiFetch('/api/ping')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends FormData as multipart, leaving the content type to the browser', async () => {
    const sent = serveFetch(() => json(200, {}));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'logo.png');
    await apiFetch('/api/upload', { body: form });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers['content-type']).toBeUndefined();
  });
});

describe('fieldErrors', () => {
  it('keys the first message of each field by its name without the body prefix', () => {
    const error = new ApiError(422, 'VALIDATION_FAILED', 'Some fields are not valid.', [
      { path: 'body.email', message: 'Email Required' },
      { path: 'body.email', message: 'A second message is not shown' },
      { path: 'phone', message: 'Please enter a valid phone number' },
      { path: 42, message: 'ignored: not a field path' },
    ]);
    expect(fieldErrors(error)).toEqual({
      email: 'Email Required',
      phone: 'Please enter a valid phone number',
    });
  });

  it('is empty when the error carries no field details', () => {
    expect(fieldErrors(new ApiError(409, 'CONFLICT', 'Taken', { reason: 'x' }))).toEqual({});
  });
});
