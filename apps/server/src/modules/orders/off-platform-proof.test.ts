// The proof photo of money received outside Kasuwa (issue 30): attached after "Mark as paid outside
// Kasuwa" or "Delivered and paid", stored like the sale proof, audited, and refused everywhere else.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createVendor, customer, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { auditLog } from '../audit/audit.schema';
import { placeOrder } from '../checkout/checkout.service';

let t: TestContext;
let a: TestVendor;
let b: TestVendor;
let variantId: string;
let podOption: string;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  a = await createVendor(t);
  b = await createVendor(t);
  const product = await createProduct(t, a, {
    title: 'Adire scarf',
    status: 'active',
    price: 800_000,
    stock: 50,
  });
  variantId = product.variants[0]!.id;
  const pod = await t.app.inject({
    method: 'POST',
    url: `${a.base}/delivery-options`,
    headers: a.headers,
    payload: { kind: 'flat', name: 'Rider', fee: 100_000, payOnDelivery: true, payOnDeliveryMax: 5_000_000 },
  });
  expect(pod.statusCode, pod.body).toBe(201);
  podOption = pod.json().id;
  const sharp = (await import('sharp')).default;
  png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const place = (payOnDelivery: boolean) =>
  placeOrder(
    { db: t.database.db, storeId: a.storeId },
    { id: a.storeId, name: 'Shop', currency: 'NGN', url: `http://${a.subdomain}.localhost:3000` },
    [{ variantId, quantity: 1 }],
    customer,
    'NGN',
    { deliveryOptionId: podOption, payOnDelivery },
  );

const post = (v: TestVendor, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `${v.base}${path}`, headers: v.headers, payload });

const boundary = 'x-off-platform-proof';
function form(file: Buffer, field = 'file') {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="slip.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}
const upload = (v: TestVendor, orderId: string, body = form(png), headers: object = v.headers) =>
  t.app.inject({
    method: 'POST',
    url: `${v.base}/orders/${orderId}/off-platform/proof`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });

describe('proof of money received outside Kasuwa', () => {
  it('attaches a photo to a delivered-and-paid order, shows it on the order and audits it', async () => {
    const placed = await place(true);
    const paid = await post(a, `/orders/${placed.orderId}/delivered-paid`, {
      method: 'pos',
      amount: 900_000,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().offPlatformPayments[0].proofUrl).toBeNull();

    const res = await upload(a, placed.orderId);
    expect(res.statusCode, res.body).toBe(200);
    const proofUrl = res.json().offPlatformPayments[0].proofUrl as string;
    expect(proofUrl).toMatch(
      new RegExp(`/stores/${a.storeId}/off-platform/${placed.orderId}/.+-\\d+\\.webp$`),
    );
    const shown = await t.app.inject({ url: `${a.base}/orders/${placed.orderId}`, headers: a.headers });
    expect(shown.json().offPlatformPayments[0]).toMatchObject({ kind: 'on_delivery', proofUrl });

    // A second photo replaces the link; the audit keeps both.
    const again = await upload(a, placed.orderId);
    const second = again.json().offPlatformPayments[0].proofUrl as string;
    expect(second).not.toBe(proofUrl);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.off_platform_proof'), eq(auditLog.entityId, placed.orderId)));
    expect(audit.map((e) => (e.after as { proofUrl: string }).proofUrl).sort()).toEqual(
      [proofUrl, second].sort(),
    );
  });

  it('attaches a photo to an order marked paid outside Kasuwa', async () => {
    const placed = await place(false);
    const marked = await post(a, `/orders/${placed.orderId}/paid-outside`, {
      method: 'bank_transfer',
      amount: 900_000,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const res = await upload(a, placed.orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().offPlatformPayments[0]).toMatchObject({
      kind: 'paid_outside',
      method: 'bank_transfer',
    });
    expect(res.json().offPlatformPayments[0].proofUrl).toMatch(/\.webp$/);
  });

  it('refuses strangers, other stores, orders without an off-platform record and files that are not photos', async () => {
    const placed = await place(true);
    const none = await upload(a, placed.orderId);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('NOT_PAID_OUTSIDE');

    expect(
      (await post(a, `/orders/${placed.orderId}/delivered-paid`, { method: 'cash', amount: 900_000 }))
        .statusCode,
    ).toBe(200);
    expect((await upload(a, placed.orderId, form(png), {})).statusCode).toBe(401);
    const otherStore = await upload(b, placed.orderId);
    expect(otherStore.statusCode).toBe(404);
    // a's session on b's store path: the store is not hers.
    const viaOtherStore = await t.app.inject({
      method: 'POST',
      url: `${b.base}/orders/${placed.orderId}/off-platform/proof`,
      headers: { ...a.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: form(png),
    });
    expect(viaOtherStore.statusCode).toBe(404);

    const notImage = await upload(a, placed.orderId, form(Buffer.from('not a picture at all')));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error.code).toBe('BAD_REQUEST');
    const wrongField = await upload(a, placed.orderId, form(png, 'photo'));
    expect(wrongField.statusCode).toBe(400);
    const json = await post(a, `/orders/${placed.orderId}/off-platform/proof`, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe('BAD_REQUEST');
    const shown = await t.app.inject({ url: `${a.base}/orders/${placed.orderId}`, headers: a.headers });
    expect(shown.json().offPlatformPayments[0].proofUrl).toBeNull();
  });
});
