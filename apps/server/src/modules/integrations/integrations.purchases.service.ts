import { createHash } from 'node:crypto';
import { purchaseEventId, type StoreAppId, toDecimalString } from '@kasuwa/contracts';
import type { Config } from '../../config';
import { enqueueMany, type JobDefinition } from '../../platform/jobs';
import { type OutboundResult, postGuarded } from '../../platform/outbound-http';
import type { StoreScope } from '../../platform/tenant';
import * as q from './integrations.queries';
import type { StoreAppRow } from './integrations.schema';

/*
 * The purchase event, sent from the server to the store's connected ad and analytics apps (Meta
 * Conversions API, GA4 Measurement Protocol) when a payment is confirmed.
 */

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
  /** The shopper's browser at checkout, when they accepted the store's cookies (see orderAttributions). */
  browser?: BrowserFacts;
}

/** What a consenting shopper's browser tells at checkout; every field may be empty. */
export interface BrowserFacts {
  ipAddress: string;
  userAgent: string;
  sourceUrl: string;
  fbp: string;
  fbc: string;
  gaClientId: string;
}

/** How long an unpaid order's attribution is kept (reservations end long before). */
const ATTRIBUTION_DAYS = 7;

/**
 * Keeps what the shopper's browser said at checkout for the purchase events of this order, when the store
 * connected an ad or analytics app (the caller checked the shopper's consent). Also drops the store's
 * attributions of orders never paid, so the table holds a week at most without a sweep of its own.
 */
export async function recordOrderAttribution(
  ctx: StoreScope,
  orderId: string,
  facts: BrowserFacts,
): Promise<boolean> {
  const apps = await q.listStoreApps(ctx);
  if (apps.length === 0) return false;
  const clip = (s: string, n: number) => s.slice(0, n);
  await q.deleteOrderAttributionsBefore(ctx, new Date(Date.now() - ATTRIBUTION_DAYS * 86_400_000));
  await q.insertOrderAttribution(ctx, {
    orderId,
    ipAddress: clip(facts.ipAddress, 64),
    userAgent: clip(facts.userAgent, 512),
    sourceUrl: clip(facts.sourceUrl, 512),
    fbp: clip(facts.fbp, 128),
    fbc: clip(facts.fbc, 256),
    gaClientId: clip(facts.gaClientId, 64),
  });
  return true;
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
  const attribution = await q.takeOrderAttribution(ctx, order.orderId);
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
    ...(attribution && {
      browser: {
        ipAddress: attribution.ipAddress,
        userAgent: attribution.userAgent,
        sourceUrl: attribution.sourceUrl,
        fbp: attribution.fbp,
        fbc: attribution.fbc,
        gaClientId: attribution.gaClientId,
      },
    }),
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
    const userData: Record<string, string[] | string> = {};
    if (p.emailHash) userData.em = [p.emailHash];
    if (p.phoneHash) userData.ph = [p.phoneHash];
    const browser = p.browser;
    if (browser?.ipAddress) userData.client_ip_address = browser.ipAddress;
    if (browser?.userAgent) userData.client_user_agent = browser.userAgent;
    if (browser?.fbp) userData.fbp = browser.fbp;
    if (browser?.fbc) userData.fbc = browser.fbc;
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
            ...(browser?.sourceUrl && { event_source_url: browser.sourceUrl }),
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
      // The visit's `_ga` client id joins the purchase to the session; without consent no browser id
      // reaches the server and the order stands in for one, as GA4 requires some id.
      client_id: p.browser?.gaClientId || `kasuwa.${p.orderId}`,
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
