import type { Role } from '@kasuwa/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../../platform/jobs';
import { storageFor } from '../../platform/storage';
import { signIn } from '../../test/admin-fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { products } from '../catalog/catalog.schema';
import { createProduct } from '../catalog/catalog.service';
import { stores } from '../stores/stores.schema';
import { createStore } from '../stores/stores.service';
import { deployThemeJob } from './themes.jobs';
import { themes } from './themes.schema';
import { seedThemes } from './themes.service';

let t: TestContext;
const auth = async (role: Role) => (await signIn(t, role)).headers;
const runJobs = () =>
  new JobRunner({ db: t.database.db, config: t.config, log: t.app.log }, [deployThemeJob as never]).drain();

async function makeStores(n: number, themeId: number, prefix: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const store = await createStore(
      { db: t.database.db },
      { userId: null, name: `${prefix} ${i}`, subdomain: `${prefix}-${i}`, themeId },
    );
    ids.push(store.id);
  }
  return ids;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedThemes(t.database.db);
});
afterAll(() => t.close());

describe('themes', () => {
  it('lists the catalogue to admins holding view_stores, and no one else', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/themes' })).statusCode).toBe(401);
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/admin/themes',
      headers: await auth('employee_3'),
    });
    expect(denied.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/themes',
      headers: await auth('employee_2'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().themes).toHaveLength(3);
    expect(res.json().themes[0]).toMatchObject({
      id: 1,
      theme_name: 'soko',
      active: true,
      version: '1.0.0',
    });
  });

  it('deploys to 200 stores, records the version on each and reports every site', async () => {
    const ids = await makeStores(200, 1, 'bulk');
    const other = await makeStores(2, 3, 'other');
    const employee = await t.app.inject({
      method: 'POST',
      url: '/api/admin/themes/1/deploy',
      headers: await auth('employee_2'),
    });
    expect(employee.statusCode).toBe(403);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/themes/1/deploy',
      headers: await auth('super_admin'),
    });
    expect(res.statusCode).toBe(202);
    const { jobId, themeName, siteIds } = res.json();
    expect(themeName).toBe('soko');
    expect(siteIds).toEqual(ids);

    const active = await t.app.inject({
      method: 'GET',
      url: '/api/admin/themes/deployments/active',
      headers: await auth('employee_2'),
    });
    expect(active.json().deployments).toMatchObject([{ jobId, status: 'pending' }]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/themes/1/deploy',
      headers: await auth('admin'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('DEPLOYMENT_IN_PROGRESS');

    await runJobs();
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/themes/deployments/${jobId}`,
      headers: await auth('employee_2'),
    });
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body).toMatchObject({ jobId, status: 'completed', error: null, themeVersion: '1.0.0' });
    expect(body.completedAt).toBeTruthy();
    expect(body.sites).toHaveLength(200);
    expect(body.sites.every((s: { status: string }) => s.status === 'completed')).toBe(true);

    const rows = await t.database.db
      .select()
      .from(stores)
      .where(inArray(stores.id, [...ids, ...other]));
    for (const row of rows) expect(row.themeVersion).toBe(ids.includes(row.id) ? '1.0.0' : null);

    const history = await t.app.inject({
      method: 'GET',
      url: '/api/admin/themes/deployments',
      headers: await auth('employee_1'),
    });
    expect(history.json().deployments[0]).toMatchObject({ jobId, status: 'completed', siteIds: ids });
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/admin/themes/deployments/active',
      headers: await auth('employee_2'),
    });
    expect(none.json().deployments).toEqual([]);
  }, 90_000); // 200 renders and cache writes: well under the limit on a quiet machine

  it('marks the deployment failed with the error of a store whose render fails, and keeps that store as it was', async () => {
    const [good, bad] = await makeStores(2, 2, 'render');
    await t.database.db
      .update(stores)
      .set({ primaryColor: 'green-ish', themeVersion: '0.9.0' })
      .where(eq(stores.id, bad!));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/themes/2/deploy',
      headers: await auth('system_admin'),
    });
    const { jobId } = res.json();
    await runJobs();
    const body = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/themes/deployments/${jobId}`,
        headers: await auth('admin'),
      })
    ).json();
    expect(body.status).toBe('failed');
    expect(body.error).toBe(
      `1 of 2 sites failed: store ${bad}: The primary colour "green-ish" is not a hex colour.`,
    );
    expect(body.sites).toEqual([
      expect.objectContaining({ storeId: good, status: 'completed', error: null }),
      expect.objectContaining({
        storeId: bad,
        status: 'failed',
        error: 'The primary colour "green-ish" is not a hex colour.',
      }),
    ]);
    const [badRow] = await t.database.db.select().from(stores).where(eq(stores.id, bad!));
    const [goodRow] = await t.database.db.select().from(stores).where(eq(stores.id, good!));
    expect(badRow!.themeVersion).toBe('0.9.0');
    expect(goodRow!.themeVersion).toBe('1.0.0');
  });

  it('records the error of a real render failure and serves the new home page from the cache', async () => {
    // The store left broken by the test above is repaired, so only this test's failure shows.
    await t.database.db
      .update(stores)
      .set({ primaryColor: '#1f7a4d' })
      .where(eq(stores.subdomain, 'render-1'));
    const [good, bad] = await makeStores(2, 2, 'real-render');
    const storage = storageFor(t.config);
    for (const storeId of [good!, bad!]) {
      await createProduct(
        { db: t.database.db, storeId },
        { title: 'Ankara tote', status: 'active', price: 1_200_000, options: [], stock: 4 },
        storage,
      );
    }
    // A price the money module refuses to format (beyond 2^53 minor units) makes the theme throw.
    await t.database.db
      .update(products)
      .set({ price: 2 ** 53 + 2 })
      .where(eq(products.storeId, bad!));
    const { jobId } = (
      await t.app.inject({ method: 'POST', url: '/api/admin/themes/2/deploy', headers: await auth('admin') })
    ).json();
    await runJobs();
    const body = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/themes/deployments/${jobId}`,
        headers: await auth('admin'),
      })
    ).json();
    expect(body.status).toBe('failed');
    const message = 'not an integer amount of minor units: 9007199254740994';
    expect(body.error).toContain(`store ${bad}: ${message}`);
    expect(body.sites).toContainEqual(
      expect.objectContaining({ storeId: bad, status: 'failed', error: message }),
    );
    expect(body.sites).toContainEqual(expect.objectContaining({ storeId: good, status: 'completed' }));

    // The deployment rendered the good store's home page for real and left it warm in the cache.
    const home = await t.app.inject({ url: '/', headers: { host: 'real-render-0.localhost:3000' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['x-kasuwa-cache']).toBe('hit');
    expect(home.body).toContain('Ankara tote');
    expect(home.body).toContain('class="theme-2');
  });

  it('finishes a deployment cut short by a crash without redoing the stores already done', async () => {
    const ids = await makeStores(3, 3, 'resume');
    const { jobId } = (
      await t.app.inject({ method: 'POST', url: '/api/admin/themes/3/deploy', headers: await auth('admin') })
    ).json();
    await runJobs();
    const first = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/themes/deployments/${jobId}`,
        headers: await auth('admin'),
      })
    ).json();
    expect(first.status).toBe('completed');
    expect(first.siteIds).toEqual(expect.arrayContaining(ids));
    // Running the job again (a redelivery) changes nothing.
    const { runDeployment } = await import('./themes.service');
    expect(await runDeployment({ db: t.database.db, log: t.app.log }, jobId)).toEqual({
      skipped: 'completed',
    });
  });

  it('refuses unknown, malformed and inactive themes with clear 4xx answers', async () => {
    const h = await auth('super_admin');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/themes/99/deploy', headers: h })).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/themes/abc/deploy', headers: h });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/themes/deployments/999999', headers: h }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/themes/deployments?limit=0', headers: h }))
        .statusCode,
    ).toBe(400);
    await t.database.db.update(themes).set({ active: false }).where(eq(themes.id, 3));
    const inactive = await t.app.inject({ method: 'POST', url: '/api/admin/themes/3/deploy', headers: h });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().error).toMatchObject({
      code: 'THEME_INACTIVE',
      message: 'Theme "eko-night" is inactive and cannot be deployed.',
    });
    await t.database.db.update(themes).set({ active: true }).where(eq(themes.id, 3));
  });
});
