import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness';

// Issue 13, item 5: /externalRedirect/{url} used to send the browser anywhere at once.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    env: { EXTERNAL_REDIRECT_HOSTS: 'docs.kasuwa.ng, *.paystack.com', PUBLIC_URL: 'https://kasuwa.example' },
  });
});
afterAll(() => t.close());

const get = (target: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: `/externalRedirect/${target}` });

describe('/externalRedirect/{url}', () => {
  it('shows an unknown host on a page that continues only on a click', async () => {
    const target = 'https://evil.example.net/login?next=/wallet';
    const res = await get(encodeURIComponent(target));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.body).toContain('<p class="host">evil.example.net</p>');
    expect(res.body).toContain(
      '<a class="button primary" href="https://evil.example.net/login?next=/wallet" rel="noopener noreferrer nofollow">Continue to evil.example.net</a>',
    );
    // Nothing moves the browser by itself: no refresh, no script.
    expect(res.body).not.toMatch(/http-equiv|<script/i);
  });

  it('names the real host of a URL dressed up with credentials', async () => {
    const res = await get(encodeURIComponent('https://kasuwa.ng@evil.example.net/'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p class="host">evil.example.net</p>');
  });

  it('goes straight to hosts on EXTERNAL_REDIRECT_HOSTS and to its own address', async () => {
    const straight = await get(encodeURIComponent('https://docs.kasuwa.ng/guide?a=1'));
    expect(straight.statusCode).toBe(302);
    expect(straight.headers.location).toBe('https://docs.kasuwa.ng/guide?a=1');
    const sub = await get(encodeURIComponent('https://checkout.paystack.com/abc'));
    expect(sub.statusCode).toBe(302);
    expect(sub.headers.location).toBe('https://checkout.paystack.com/abc');
    const own = await get(encodeURIComponent('https://kasuwa.example/pricing'));
    expect(own.statusCode).toBe(302);
    // A look-alike that merely ends with an allowed name is not on the list.
    const lookalike = await get(encodeURIComponent('https://evilpaystack.com/abc'));
    expect(lookalike.statusCode).toBe(200);
    expect(lookalike.body).toContain('<p class="host">evilpaystack.com</p>');
  });

  it('takes an address written out in the path, with its query string', async () => {
    const res = await get('https://docs.kasuwa.ng/a/b?c=d&e=f');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://docs.kasuwa.ng/a/b?c=d&e=f');
  });

  it('refuses javascript:, data: and anything that is not an http(s) address with a clear page', async () => {
    for (const target of [
      encodeURIComponent('javascript:alert(document.cookie)'),
      'javascript:alert(1)',
      encodeURIComponent('data:text/html,<script>alert(1)</script>'),
      encodeURIComponent('JaVaScRiPt:alert(1)'),
      encodeURIComponent('//evil.example.net/'),
      encodeURIComponent('ftp://files.example.net/'),
      'not%20a%20url',
      '',
    ]) {
      const res = await get(target);
      expect(res.statusCode, target).toBe(400);
      expect(res.headers['content-type'], target).toMatch(/^text\/html/);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('<h1>This link cannot be opened</h1>');
      expect(res.body).not.toContain('alert');
    }
  });

  it('answers a broken percent-encoding with a 400, not a 500', async () => {
    expect((await get('https%3A%2F%2Fexample.net%E0%A4%A')).statusCode).toBe(400);
  });

  it('escapes the address it shows', async () => {
    const res = await get(encodeURIComponent('https://evil.example.net/"><script>alert(1)</script>'));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
  });

  it('answers HEAD like GET, for crawlers and link checkers', async () => {
    const res = await get(encodeURIComponent('https://evil.example.net/'), 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect((await get(encodeURIComponent('https://docs.kasuwa.ng/'), 'HEAD')).statusCode).toBe(302);
  });
});

describe('EXTERNAL_REDIRECT_HOSTS', () => {
  it('refuses a value that is not a list of host names, naming the variable', async () => {
    const { loadConfig } = await import('../../config');
    expect(() => loadConfig({ EXTERNAL_REDIRECT_HOSTS: 'https://docs.kasuwa.ng' })).toThrow(
      /EXTERNAL_REDIRECT_HOSTS: must be a comma-separated list of host names/,
    );
  });
});
