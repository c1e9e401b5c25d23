import {
  type ConnectedApp,
  type Ga4ConnectInput,
  ga4ConnectSchema,
  type MetaConnectInput,
  metaConnectSchema,
  type StoreAppId,
} from '@kasuwa/contracts';
import type { Config } from '../../config';
import { errors } from '../../platform/errors';
import { storefrontUrl } from '../../platform/storefront-url';
import { inTransaction, type StoreScope } from '../../platform/tenant';
import { storeOf, touchStorefront } from '../stores';
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
