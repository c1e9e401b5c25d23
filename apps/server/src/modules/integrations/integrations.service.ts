import { createHash } from 'node:crypto';
import {
  type ConnectedApp,
  type Ga4ConnectInput,
  ga4ConnectSchema,
  type MetaConnectInput,
  metaConnectSchema,
  purchaseEventId,
  type StoreAppId,
  toDecimalString,
} from '@kasuwa/contracts';
import type { Config } from '../../config';
import { errors } from '../../platform/errors';
import { enqueueMany, type JobDefinition } from '../../platform/jobs';
import { type OutboundResult, postGuarded } from '../../platform/outbound-http';
import { storefrontUrl } from '../../platform/storefront-url';
import { inTransaction, type StoreScope } from '../../platform/tenant';
import { touchStorefront } from '../stores/stores.cache.service';
import { storeOf } from '../stores/stores.tenant.service';
import * as q from './integrations.queries';
import type { StoreAppRow } from './integrations.schema';

/** What the apps' rules need of the configuration. */
export type AppsSettings = Pick<
  Config,
  'apps' | 'sms' | 'whatsapp' | 'webhooks' | 'publicUrl' | 'BASE_DOMAIN'
>;

/** The hint of a secret shown after saving: its last four characters only. */
export function secretHint(secret: string): string {
  return `…${secret.slice(-4)}`;
}

function storeSettings(row: StoreAppRow | undefined): ConnectedApp['settings'] {
  return row
    ? { publicId: row.publicId, secretHint: secretHint(row.secret), connectedAt: row.updatedAt.toISOString() }
    : null;
}

/** Every app of the Apps page, in its groups, with what it is now for this store. */
export async function listApps(ctx: StoreScope, config: AppsSettings): Promise<ConnectedApp[]> {
  const [rows, store] = await Promise.all([q.listStoreApps(ctx), storeOf(ctx)]);
  const byApp = new Map(rows.map((r) => [r.app, r]));
  const meta = byApp.get('meta');
  const ga4 = byApp.get('ga4');
  const origin = storefrontUrl(config, store.subdomain);
  const smsOn = config.sms.order.length > 0;
  const none = { note: null, settings: null, links: [] };
  const pending = (id: string, name: string, group: ConnectedApp['group'], sends: string): ConnectedApp => ({
    id,
    name,
    group,
    sends,
    status: 'pending',
    kind: 'coming_soon',
    ...none,
    note: 'Coming soon: not available yet.',
  });
  return [
    {
      id: 'meta',
      name: 'Meta Pixel and Conversions API',
      group: 'social',
      sends:
        'Page views and purchases from your storefront to your Facebook and Instagram ads, once the shopper accepts cookies; each paid order is also sent from our server, counted once.',
      status: meta ? 'connected' : 'not_connected',
      kind: 'store',
      ...none,
      settings: storeSettings(meta),
    },
    {
      id: 'ga4',
      name: 'Google Analytics 4',
      group: 'analytics',
      sends:
        'Page views from your storefront once the shopper accepts cookies, and each paid order from our server (Measurement Protocol).',
      status: ga4 ? 'connected' : 'not_connected',
      kind: 'store',
      ...none,
      settings: storeSettings(ga4),
    },
    {
      id: 'google-merchant',
      name: 'Google Merchant Center feed',
      group: 'feeds',
      sends:
        'Your active products (title, price in your currency, stock, images, links) as an XML feed Google Shopping reads.',
      status: 'connected',
      kind: 'builtin',
      ...none,
      links: [{ label: 'Google feed (XML)', url: `${origin}/feeds/google.xml` }],
    },
    {
      id: 'meta-catalogue',
      name: 'Meta catalogue feed',
      group: 'feeds',
      sends: 'The same products as a CSV file for your Facebook and Instagram shop catalogue.',
      status: 'connected',
      kind: 'builtin',
      ...none,
      links: [{ label: 'Meta feed (CSV)', url: `${origin}/feeds/meta.csv` }],
    },
    {
      id: 'whatsapp',
      name: 'WhatsApp',
      group: 'messaging',
      sends: 'Order updates to your customers and new-order alerts to you, from the Kasuwa WhatsApp number.',
      status: config.whatsapp.enabled ? 'connected' : 'not_connected',
      kind: 'platform',
      ...none,
      note: config.whatsapp.enabled
        ? null
        : 'WhatsApp is not set up on this Kasuwa yet: the platform has no WhatsApp Business number.',
    },
    {
      id: 'sms',
      name: 'SMS',
      group: 'messaging',
      sends: 'Order updates and alerts by text message, through Termii or Africa’s Talking.',
      status: smsOn ? 'connected' : 'not_connected',
      kind: 'platform',
      ...none,
      note: smsOn ? null : 'SMS is not set up on this Kasuwa yet: no SMS provider is configured.',
    },
    pending(
      'google-business-profile',
      'Google Business Profile',
      'listing',
      'Your shop on Google Search and Maps.',
    ),
    pending('shipbubble', 'Shipbubble', 'logistics', 'Delivery rates and bookings with many carriers.'),
    pending('terminal-africa', 'Terminal Africa', 'logistics', 'Delivery rates, labels and tracking.'),
  ];
}

export async function connectMeta(
  ctx: StoreScope,
  config: AppsSettings,
  raw: MetaConnectInput,
): Promise<ConnectedApp> {
  const input = metaConnectSchema.parse(raw);
  await inTransaction(ctx, async (tx) => {
    await q.upsertStoreApp(tx, { app: 'meta', publicId: input.pixelId, secret: input.accessToken });
    // The storefront's pages carry the tag: they are rendered again.
    await touchStorefront(tx);
  });
  return appOf(ctx, config, 'meta');
}

export async function connectGa4(
  ctx: StoreScope,
  config: AppsSettings,
  raw: Ga4ConnectInput,
): Promise<ConnectedApp> {
  const input = ga4ConnectSchema.parse(raw);
  await inTransaction(ctx, async (tx) => {
    await q.upsertStoreApp(tx, { app: 'ga4', publicId: input.measurementId, secret: input.apiSecret });
    await touchStorefront(tx);
  });
  return appOf(ctx, config, 'ga4');
}

async function appOf(ctx: StoreScope, config: AppsSettings, id: StoreAppId): Promise<ConnectedApp> {
  return (await listApps(ctx, config)).find((a) => a.id === id)!;
}

export async function disconnect(ctx: StoreScope, app: StoreAppId): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    if (!(await q.deleteStoreApp(tx, app))) throw errors.notFound('Connected app');
    await touchStorefront(tx);
  });
}

/** What the storefront's browser tags need: the public ids only. */
export async function storefrontTags(
  ctx: StoreScope,
): Promise<{ metaPixelId: string | null; ga4Id: string | null }> {
  const rows = await q.listStoreApps(ctx);
  return {
    metaPixelId: rows.find((r) => r.app === 'meta')?.publicId ?? null,
    ga4Id: rows.find((r) => r.app === 'ga4')?.publicId ?? null,
  };
}

// ---- The purchase event, sent from the server when a payment is confirmed ----

export interface PurchaseOrder {
  orderId: string;
  total: number;
  currency: string;
  email: string;
  phone: string;
  items: { productId: string | null; title: string; quantity: number; unitPrice: number }[];
}

export interface PurchasePayload {
  storeId: number;
  app: StoreAppId;
  orderId: string;
  eventId: string;
  /** Unix seconds of the payment. */
  eventTime: number;
  value: number;
  currency: string;
  /** SHA-256 of the normalised e-mail and phone (Meta's user_data); the clear values are not kept. */
  emailHash: string;
  phoneHash: string;
  items: PurchaseOrder['items'];
}

export const PURCHASE_JOB: Pick<JobDefinition, 'type' | 'queue' | 'maxAttempts'> = {
  type: 'apps.purchase',
  // Outbound calls to third parties, like webhook deliveries.
  queue: 'webhooks',
  // The runner's backoff (2 s, 4 s … up to 10 min) over eight attempts covers a short outage.
  maxAttempts: 8,
};

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Records one purchase event per app the store connected, in the caller's transaction (the payment's):
 * a job each, keyed on the order so a replayed payment confirmation queues nothing more. A store
 * without apps pays one indexed read.
 */
export async function recordPurchaseEvents(ctx: StoreScope, order: PurchaseOrder): Promise<number> {
  const rows = await q.listStoreApps(ctx);
  if (rows.length === 0) return 0;
  const base = {
    storeId: ctx.storeId,
    orderId: order.orderId,
    eventId: purchaseEventId(order.orderId),
    eventTime: Math.floor(Date.now() / 1000),
    value: order.total,
    currency: order.currency,
    emailHash: order.email ? sha256(order.email.trim().toLowerCase()) : '',
    phoneHash: order.phone ? sha256(order.phone.replace(/\D/g, '')) : '',
    items: order.items.map((i) => ({
      productId: i.productId,
      title: i.title,
      quantity: i.quantity,
      unitPrice: i.unitPrice,
    })),
  };
  await enqueueMany<PurchasePayload>(
    ctx.db,
    PURCHASE_JOB,
    rows.map((r) => ({
      payload: { ...base, app: r.app as StoreAppId },
      options: { dedupeKey: `apps.purchase:${ctx.storeId}:${r.app}:${order.orderId}` },
    })),
  );
  return rows.length;
}

/** The request one app's purchase event is sent as (Meta CAPI, GA4 Measurement Protocol). */
export function purchaseRequest(
  config: Pick<Config, 'apps'>,
  app: StoreAppRow,
  p: PurchasePayload,
): { url: string; body: string } {
  const value = Number(toDecimalString(p.value, p.currency));
  if (app.app === 'meta') {
    const url = new URL(`${config.apps.metaBaseUrl}/${config.apps.metaApiVersion}/${app.publicId}/events`);
    const userData: Record<string, string[]> = {};
    if (p.emailHash) userData.em = [p.emailHash];
    if (p.phoneHash) userData.ph = [p.phoneHash];
    return {
      url: url.toString(),
      // The token goes in the body (Graph API takes it there too), so it is in no URL that could be logged.
      body: JSON.stringify({
        access_token: app.secret,
        data: [
          {
            event_name: 'Purchase',
            event_time: p.eventTime,
            event_id: p.eventId,
            action_source: 'website',
            user_data: userData,
            custom_data: {
              currency: p.currency,
              value,
              order_id: p.orderId,
              content_type: 'product',
              contents: p.items.map((i) => ({
                id: i.productId ?? i.title,
                quantity: i.quantity,
                item_price: Number(toDecimalString(i.unitPrice, p.currency)),
              })),
            },
          },
        ],
      }),
    };
  }
  const url = new URL(`${config.apps.ga4BaseUrl}/mp/collect`);
  url.searchParams.set('measurement_id', app.publicId);
  url.searchParams.set('api_secret', app.secret);
  return {
    url: url.toString(),
    body: JSON.stringify({
      // No browser client id reaches the server; the order stands in for one, as GA4 requires some id.
      client_id: `kasuwa.${p.orderId}`,
      events: [
        {
          name: 'purchase',
          params: {
            transaction_id: p.eventId,
            value,
            currency: p.currency,
            items: p.items.map((i) => ({
              item_id: i.productId ?? i.title,
              item_name: i.title,
              quantity: i.quantity,
              price: Number(toDecimalString(i.unitPrice, p.currency)),
            })),
          },
        },
      ],
    }),
  };
}

/**
 * Sends one purchase event (the `apps.purchase` job). An app disconnected since the payment gets
 * nothing; any answer but 2xx, or no answer, throws so the job runner retries with backoff.
 */
export async function sendPurchase(
  ctx: Pick<StoreScope, 'db'>,
  config: Pick<Config, 'apps' | 'webhooks'>,
  p: PurchasePayload,
  send: (request: Parameters<typeof postGuarded>[0]) => Promise<OutboundResult> = postGuarded,
): Promise<{ skipped: string } | { status: number }> {
  const app = await q.findStoreApp({ db: ctx.db, storeId: p.storeId }, p.app);
  if (!app) return { skipped: 'app disconnected' };
  const request = purchaseRequest(config, app, p);
  const result = await send({
    url: request.url,
    headers: { 'content-type': 'application/json', 'user-agent': 'Kasuwa/1.0' },
    body: request.body,
    timeoutMs: config.webhooks.timeoutMs,
    allowPrivate: config.webhooks.allowPrivateAddresses,
    maxResponseBytes: 1024,
  });
  if (result.kind === 'answered' && result.status >= 200 && result.status < 300) {
    return { status: result.status };
  }
  // The error names the app and the outcome, never the URL (it carries the store's token).
  const outcome = result.kind === 'answered' ? `answered ${result.status}` : result.error;
  throw new Error(`${p.app} purchase event for order ${p.orderId}: ${outcome}`);
}
