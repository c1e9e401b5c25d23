import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { createTestApp, type TestContext } from './test/harness';

const whoAmI = {
  extend: (app: TestContext['app']) => {
    app.get('/test/ip', async (request) => ({ ip: request.ip, protocol: request.protocol }));
  },
};

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

async function ipSeen(env: Record<string, string>, remoteAddress: string, forwardedFor?: string) {
  ctx ??= await createTestApp({ ...whoAmI, env });
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/test/ip',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' } : {},
  });
  return res.json() as { ip: string; protocol: string };
}

// Each test boots its own app (its environment differs): slow while another file runs beside it.
describe('TRUST_PROXY', { timeout: 120_000 }, () => {
  it('trusts no forwarded header by default, even in production', async () => {
    expect(await ipSeen({}, '203.0.113.9', '1.2.3.4')).toEqual({ ip: '203.0.113.9', protocol: 'http' });
    const production = loadConfig({
      KASUWA_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      COOKIE_SECRET: 'y'.repeat(32),
      DATABASE_URL: 'postgres://db/kasuwa',
      PUBLIC_URL: 'https://kasuwa.ng',
    });
    expect(production.TRUST_PROXY).toBe(false);
  });

  it('does not let a forged X-Forwarded-For escape the sign-in limit in production', async () => {
    // The database URL only satisfies production's configuration check; the harness opens its own.
    ctx = await createTestApp({
      env: {
        KASUWA_ENV: 'production',
        DATABASE_URL: 'postgres://unused/kasuwa',
        PUBLIC_URL: 'https://kasuwa.test',
      },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': `10.9.${i}.1` },
        payload: { email: `nobody${i}@example.com`, password: 'wrong-password-1' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  }, 90_000); // boots a production app and hashes eleven sign-ins: slow on a busy two-core machine

  it('with a hop count, takes the address the trusted hop saw (right-most), not what the client wrote', async () => {
    const seen = await ipSeen({ TRUST_PROXY: '1' }, '10.0.0.2', '6.6.6.6, 198.51.100.23');
    expect(seen).toEqual({ ip: '198.51.100.23', protocol: 'https' });
  });

  it('with a list, trusts only the listed proxies', async () => {
    const env = { TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' };
    expect((await ipSeen(env, '10.1.2.3', '6.6.6.6, 198.51.100.23')).ip).toBe('198.51.100.23');
    // Two listed proxies in a row: the client is the first address neither of them is.
    expect((await ipSeen(env, '192.168.1.7', '6.6.6.6, 198.51.100.23, 10.4.4.4')).ip).toBe('198.51.100.23');
    // A peer that is not a listed proxy is the client, whatever it writes.
    expect(await ipSeen(env, '203.0.113.50', '198.51.100.23')).toEqual({
      ip: '203.0.113.50',
      protocol: 'http',
    });
  });

  it('refuses a value that is neither a hop count nor addresses', () => {
    const base = { JWT_SECRET: 'x'.repeat(32), COOKIE_SECRET: 'y'.repeat(32) };
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: must be a hop count/,
    );
    expect(loadConfig({ ...base, TRUST_PROXY: ' loopback,::1, 10.0.0.0/8 ' }).TRUST_PROXY).toEqual([
      'loopback',
      '::1',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({ ...base, TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
  });
});
