import { createServer } from 'node:net';
import { GRAPHQL_ENDPOINTS } from '@kasuwa/contracts';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_REFRESH_COOKIE } from './modules/auth/auth.admin.routes';
import { VENDOR_REFRESH_COOKIE } from './modules/auth/auth.vendor.routes';
import { cartCookieName } from './modules/carts/carts.service';
import { placeOrder } from './modules/checkout/checkout.service';
import { BOARD_COOKIE } from './modules/monitor/monitor.routes';
import * as storefrontForms from './modules/storefront/storefront.forms';
import { currencyCookieName } from './modules/storefront/storefront.shared';
import { ACCESS_TOKEN_TTL_SECONDS, TokenService } from './platform/auth';
import { makeStore, makeUser, signIn } from './test/admin-fixtures';
import { createProduct, createVendor, customer } from './test/commerce';
import { graphqlBodies, graphqlErrorShape, graphqlSdl, isGraphql, spreadRuns } from './test/fuzz-graphql';
import { type Operation, operations, type Role, rightRole } from './test/fuzz-routes';
import {
  brokenBodies,
  encode,
  hostileMultipart,
  hostileString,
  hostileValue,
  mutated,
  queryValue,
  rawHostileSegment,
  wellFormed,
} from './test/fuzz-values';
import { createTestApp } from './test/harness';

/**
 * The fuzz suite (issue 13): every route of the OpenAPI document, every other route of the app's route
 * table (the storefront's pages and forms among them), fed hostile input as the right role and as the
 * wrong ones, must answer below 500, and a JSON error must be in the catalogue's shape. The routes are
 * read from the running app, so a new route is fuzzed without being listed here; the GraphQL endpoints
 * get operations built from their schemas (test/fuzz-graphql.ts).
 * Seeded: FUZZ_SEED (a number, or `random` for a fresh one) sets the seed; FUZZ_REQUESTS the requests in
 * all (10,000 by default; `npm run fuzz -- <n>`; spread over the routes, GraphQL's several times a
 * route's share), or FUZZ_RUNS the requests per route. A failure prints the request and the seed; replay one
 * route with `FUZZ_SEED=<seed> npx vitest run --root apps/server src/fuzz.test.ts -t '<route>'`.
 */

const SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? 20261123);

/** The providers' sandbox is reached over HTTP, so the app listens on a port of its own. */
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const t = await createTestApp({
  logger: true,
  env: { LOG_LEVEL: 'error', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
});
await t.app.listen({ port, host: '127.0.0.1' });
afterAll(() => t.close());

const a = await createVendor(t);
const b = await createVendor(t);
const admin = await signIn(t, 'super_admin');
// Sees stores but may change nothing: the wrong role for most of the back office.
const staff = await signIn(t, 'employee_2');
const product = await createProduct(t, a);
const foreignProduct = await createProduct(t, b);
const collection = (
  await t.app.inject({
    method: 'POST',
    url: `${a.base}/collections`,
    headers: a.headers,
    payload: { title: 'Adire', productIds: [product.id] },
  })
).json() as { id: string; slug: string };
const order = await placeOrder(
  { db: t.database.db, storeId: a.storeId },
  { id: a.storeId, name: 'Shop', currency: 'NGN', url: `http://${a.subdomain}.localhost:${port}` },
  [{ variantId: product.variants[0]!.id, quantity: 1 }],
  customer,
);
const payment = await t.app.inject({
  method: 'POST',
  url: '/api/payments',
  payload: { orderId: order.orderId, method: 'paystack' },
});
const cartCookie = String(
  (
    await t.app.inject({
      method: 'POST',
      url: `/s/${a.subdomain}/cart`,
      payload: { variantId: product.variants[0]!.id, quantity: '1' },
    })
  ).headers['set-cookie'],
).split(';')[0]!;

/** Real values of path parameters (and a foreign store's), so requests reach past "not found". */
const known: Record<string, string[]> = {
  storeId: [String(a.storeId), String(b.storeId)],
  productId: [product.id, foreignProduct.id],
  variantId: [...product.variants.map((v) => v.id), foreignProduct.variants[0]!.id],
  collectionId: [collection.id],
  orderId: [order.orderId],
  reference: payment.statusCode === 201 ? [payment.json().reference] : [],
  token: [order.trackingToken],
  sub: [a.subdomain, a.subdomain, a.subdomain, b.subdomain],
  slug: [product.slug, collection.slug],
  'admin-stores': [String((await makeStore(t)).id)],
  'admin-users': [String((await makeUser(t, { role: 'employee_1' })).id)],
};

/** Credentials a client may forge: tokens signed with another key or none, cookies of junk. */
const forgedToken = await new TokenService('another-secret-that-is-long-enough-00000').signAccess({
  sub: admin.user.id,
  aud: 'admin',
  role: 'super_admin',
  name: 'Mallory',
});
const forgery = fc.record({
  authorization: fc.constantFrom(
    `Bearer ${forgedToken}`,
    `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(`{"sub":${admin.user.id},"aud":"admin","role":"super_admin"}`).toString('base64url')}.`,
    'Bearer a.b.c',
    'Bearer',
    'Basic YWRtaW46YWRtaW4=',
    `Bearer ${'x'.repeat(8000)}`,
  ),
  cookie: fc
    .dictionary(
      fc.constantFrom(
        ADMIN_REFRESH_COOKIE,
        VENDOR_REFRESH_COOKIE,
        BOARD_COOKIE,
        cartCookieName(a.storeId),
        currencyCookieName(a.storeId),
      ),
      fc.oneof(hostileString.filter((v) => v.length < 4000).map(encode), fc.constant('s:x.y')),
      { maxKeys: 3 },
    )
    .map((jar) =>
      Object.entries(jar)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    ),
});

/**
 * The signed-in roles' tokens last 15 minutes and a long pass outlives them: each is signed again, as a
 * sign-in would, once it is past half its life, so a late request is not refused only for a lapsed token.
 */
const signedAt = { at: Date.now() };
async function renewTokens() {
  if (Date.now() - signedAt.at < (ACCESS_TOKEN_TTL_SECONDS * 1000) / 2) return;
  signedAt.at = Date.now();
  const bearer = async (sub: number, aud: 'vendor' | 'admin', role: string) =>
    `Bearer ${await t.tokens.signAccess({ sub, aud, role, name: 'Fuzz' })}`;
  a.headers.authorization = await bearer(a.userId, 'vendor', 'user');
  b.headers.authorization = await bearer(b.userId, 'vendor', 'user');
  admin.headers.authorization = await bearer(admin.user.id, 'admin', 'super_admin');
  staff.headers.authorization = await bearer(staff.user.id, 'admin', 'employee_2');
}

function headersFor(role: Role): Record<string, string> {
  if (role === 'vendor') return a.headers;
  if (role === 'otherVendor') return b.headers;
  if (role === 'admin') return admin.headers;
  if (role === 'staff') return staff.headers;
  return {};
}

function pathValue(op: Operation, name: string): fc.Arbitrary<string> {
  const key = /^\/api\/admin\/(users|stores)\//.exec(op.path) && name === 'id' ? `admin-${RegExp.$1}` : name;
  const real = known[key]?.length ? known[key] : undefined;
  const schema = op.params.find((p) => p.name === name)?.schema;
  return fc.oneof(
    {
      weight: 8,
      arbitrary: real
        ? fc.constantFrom(...real)
        : wellFormed(schema ?? { type: 'string', minLength: 1 }).map((v) => encode(String(v))),
    },
    { weight: 1, arbitrary: rawHostileSegment },
    { weight: 1, arbitrary: hostileString.filter((s) => s.length < 1000).map(encode) },
  );
}

interface Sent {
  method: string;
  url: string;
  role: Role;
  contentType?: string;
  body?: string;
  cookie?: string;
  forged?: { authorization: string; cookie: string };
}

const json = (value: unknown) => ({ contentType: 'application/json', body: JSON.stringify(value) ?? 'null' });

/** The names of the storefront forms' fields, from their schemas, and one no form has. */
const formFields = [
  ...new Set(
    (Object.values(storefrontForms) as unknown[])
      .filter((v): v is z.ZodType => v instanceof z.ZodType)
      .flatMap((schema) => {
        const shape = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
          properties?: Record<string, unknown>;
        };
        return Object.keys(shape.properties ?? {});
      }),
  ),
  'x',
];
const storefrontQueries = ['currency', 'return', 'placed', 'reported', 'q', 'page'];
const formValue = fc.oneof(hostileString, hostileValue.map(String), fc.uuid({ version: 4 }));
const formBody = fc
  .dictionary(fc.constantFrom(...formFields), fc.oneof(formValue, fc.array(formValue, { maxLength: 2 })), {
    maxKeys: 8,
  })
  .map((fields) => ({
    contentType: 'application/x-www-form-urlencoded',
    body: Object.entries(fields)
      .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((one) => `${k}=${encode(one)}`))
      .join('&'),
  }));

function bodyFor(op: Operation): fc.Arbitrary<{ contentType?: string; body?: string }> {
  if (op.method === 'GET' || op.method === 'DELETE') return fc.constant({});
  if (isGraphql(op)) {
    const ids = Object.values(known).flat();
    return fc.oneof(
      { weight: 8, arbitrary: graphqlBodies(graphqlSdl[op.path]!, ids).map(json) },
      { weight: 1, arbitrary: fc.constantFrom(...brokenBodies) },
    );
  }
  if (op.path.startsWith('/s/')) {
    return fc.oneof(
      { weight: 4, arbitrary: formBody },
      { weight: 1, arbitrary: mutated({ type: 'object' }).map(json) },
      { weight: 1, arbitrary: fc.constantFrom(...brokenBodies) },
    );
  }
  const schema = op.body ?? { type: 'object' };
  return fc.oneof(
    { weight: 1, arbitrary: wellFormed(schema).map(json) },
    { weight: 3, arbitrary: mutated(schema).map(json) },
    { weight: 1, arbitrary: fc.constantFrom(...brokenBodies) },
    // Every route is offered a multipart body; the upload routes get a broken one often.
    { weight: /\/(images|import|settings\/:kind)$/.test(op.path) ? 4 : 1, arbitrary: hostileMultipart },
  );
}

function requestFor(op: Operation): fc.Arbitrary<Sent> {
  const pathParts: Record<string, fc.Arbitrary<string>> = {};
  for (const m of op.path.matchAll(/:(\w+)/g)) pathParts[m[1]!] = pathValue(op, m[1]!);
  const storefront = op.path.startsWith('/s/');
  const query: fc.Arbitrary<Record<string, string | undefined>> = storefront
    ? fc.dictionary(fc.constantFrom(...storefrontQueries), formValue, { maxKeys: 3 })
    : fc.record(
        Object.fromEntries(
          op.params.filter((p) => p.in === 'query').map((p) => [p.name, queryValue(p.schema)]),
        ),
        { requiredKeys: [] },
      );
  const right = rightRole(op.path);
  return fc
    .record({
      path: fc.record(pathParts),
      query,
      // A raw, badly escaped pair now and then: the query parser must refuse it, not crash.
      extra: fc.option(fc.tuple(rawHostileSegment, rawHostileSegment), { freq: 8 }),
      rest: rawHostileSegment,
      role: fc.oneof(
        { weight: 3, arbitrary: fc.constant(right) },
        {
          weight: 2,
          arbitrary: fc.constantFrom<Role>('vendor', 'otherVendor', 'admin', 'staff', 'none', 'forged'),
        },
      ),
      body: bodyFor(op),
      cart: fc.boolean(),
      forged: forgery,
    })
    .map(({ path, query, extra, rest, role, body, cart, forged }) => {
      const filled = op.path
        .replace(/:(\w+)/g, (_, name: string) => path[name] ?? '1')
        .replace(/\*$/, `x/${rest}`);
      const pairs = Object.entries(query).map(([k, v]) => `${k}=${encode(v ?? '')}`);
      if (extra) pairs.push(`${extra[0]}=${extra[1]}`);
      const url = pairs.length ? `${filled}?${pairs.join('&')}` : filled;
      return {
        method: op.method,
        url,
        role,
        ...body,
        ...(storefront && cart ? { cookie: cartCookie } : {}),
        ...(role === 'forged' ? { forged } : {}),
      };
    });
}

const describeSent = (s: Sent) =>
  `${s.method} ${s.url.slice(0, 300)} as ${s.role}${s.cookie ? ' with a cart' : ''}${
    s.forged ? ` (${s.forged.authorization.slice(0, 60)}; cookie ${s.forged.cookie.slice(0, 200)})` : ''
  }${
    s.body === undefined ? '' : ` (${s.contentType}) ${s.body.slice(0, 300)}${s.body.length > 300 ? '…' : ''}`
  }`;

let request = 0;
async function send(s: Sent) {
  request += 1;
  await renewTokens();
  return t.app.inject({
    method: s.method as 'GET',
    url: s.url,
    headers: {
      accept: s.url.startsWith('/s/') ? 'text/html' : 'application/json',
      ...headersFor(s.role),
      ...(s.contentType ? { 'content-type': s.contentType } : {}),
      ...(s.cookie ? { cookie: s.cookie } : {}),
      ...s.forged,
    },
    ...(s.body === undefined ? {} : { payload: s.body }),
    // A fresh address each time, so rate limits do not turn the rest of a route's runs into 429s.
    remoteAddress: `10.${(request >> 16) & 255}.${(request >> 8) & 255}.${request & 255}`,
  });
}

const errorShape = z.object({ error: z.object({ code: z.string().min(1), message: z.string().min(1) }) });
/** Routes whose 404 is an answer in their own protocol, not an API error: the TLS proxy's ask hook says no. */
const ownShapes: Record<string, z.ZodType> = {
  '/internal/tls-ask': errorShape.or(z.object({ ok: z.literal(false) })),
};
async function expectHandled(s: Sent) {
  const res = await send(s);
  const what = `${describeSent(s)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  if (res.statusCode >= 400 && String(res.headers['content-type']).startsWith('application/json')) {
    const path = s.url.split('?')[0]!;
    const shape = ownShapes[path] ?? (path in graphqlSdl ? graphqlErrorShape.or(errorShape) : errorShape);
    expect(shape.safeParse(JSON.parse(res.body)).success, what).toBe(true);
  }
}

/** Each route its own stream from the one seed, so one route replays alone with `-t`. */
const routeSeed = (name: string) => {
  let h = SEED | 0;
  for (const c of name) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
};

const ops = operations(
  t.app.swagger() as unknown as Parameters<typeof operations>[0],
  t.app.printRoutes({ commonPrefix: false }),
);
const runsOf = spreadRuns(ops, process.env);
const total = ops.reduce((sum, op) => sum + runsOf(op), 0);
const began = performance.now();
afterAll(() => {
  console.log(
    `fuzz: ${request} requests (${total} planned) over ${ops.length} routes in ${((performance.now() - began) / 1000).toFixed(1)} s, FUZZ_SEED=${SEED}`,
  );
});

describe(`every route answers hostile input below 500 (FUZZ_SEED=${SEED}, ${total} requests)`, () => {
  it('found the routes', () => {
    expect(ops.filter((op) => op.documented).length).toBeGreaterThan(80);
    expect(ops.filter(isGraphql).map((op) => op.path)).toEqual(
      expect.arrayContaining(Object.values(GRAPHQL_ENDPOINTS)),
    );
    expect(ops.filter((op) => op.path.startsWith('/s/:sub') && op.method === 'POST').length).toBeGreaterThan(
      4,
    );
  });

  for (const op of ops) {
    const name = `${op.method} ${op.path}`;
    const runs = runsOf(op);
    if (runs === 0) continue;
    it(name, { timeout: 60_000 + runs * 500 }, async () => {
      const result = await fc.check(fc.asyncProperty(requestFor(op), expectHandled), {
        seed: routeSeed(name),
        numRuns: runs,
        endOnFailure: true,
      });
      if (result.failed) {
        const error =
          result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        expect.fail(`${name} failed with FUZZ_SEED=${SEED}:\n${error.slice(0, 2000)}`);
      }
    });
  }
});
