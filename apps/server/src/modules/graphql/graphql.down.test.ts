import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/admin-fixtures';
import { createVendor } from '../../test/commerce';
import { createTestApp } from '../../test/harness';

describe('GraphQL when the database cannot be reached', () => {
  // As database-down.test.ts: on PostgreSQL the harness could not drop a database whose pool was ended here.
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'answers 503 UNAVAILABLE with Retry-After, never a 500',
    async () => {
      const t = await createTestApp();
      try {
        const v = await createVendor(t);
        const admin = await signIn(t, 'super_admin');
        const storefront = { query: `{ products(store: "${v.subdomain}") { total } }` };
        const warm = await t.app.inject({
          method: 'POST',
          url: '/api/storefront/graphql',
          payload: storefront,
        });
        expect(warm.statusCode).toBe(200);

        await t.database.close();

        // The answer already given is kept under the store's cache version, and this process's kept
        // store row is not dropped by the embedded database closing: served from memory, as a cached
        // page is. Anything that reaches the database answers 503.
        const kept = await t.app.inject({
          method: 'POST',
          url: '/api/storefront/graphql',
          payload: storefront,
        });
        expect(kept.statusCode).toBe(200);
        const uncached = { query: `{ products(store: "${v.subdomain}", limit: 3) { total } }` };
        const calls = [
          { url: '/api/storefront/graphql', payload: uncached, headers: {} },
          { url: '/api/graphql', payload: { query: '{ stores { id } }' }, headers: v.headers },
          // The admin guard reads the account before anything runs.
          { url: '/api/admin/graphql', payload: { query: '{ me { id } }' }, headers: admin.headers },
        ];
        for (const call of calls) {
          const res = await t.app.inject({ method: 'POST', ...call });
          expect(res.statusCode, `${call.url} ${res.body}`).toBe(503);
          expect(res.headers['retry-after']).toBe('30');
          expect(res.json().errors[0].extensions.code).toBe('UNAVAILABLE');
        }
      } finally {
        await t.close().catch(() => {});
        rmSync(t.config.dataDir, { recursive: true, force: true });
      }
    },
  );
});
