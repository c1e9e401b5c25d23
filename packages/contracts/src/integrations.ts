import { z } from 'zod';

/**
 * Connected apps (issue 21): what a store can link its storefront and orders to. Some the store connects
 * with its own ids (ad pixels, analytics), some come with every store (product feeds), some follow the
 * platform's configuration (messaging), and some are not built yet (shown as Pending, never as working).
 */
export const APP_GROUPS = [
  { id: 'social', label: 'Social media and ad pixels' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'feeds', label: 'Product feeds' },
  { id: 'messaging', label: 'Messaging' },
  { id: 'listing', label: 'Business listing' },
  { id: 'logistics', label: 'Logistics' },
] as const;
export type AppGroup = (typeof APP_GROUPS)[number]['id'];

/** Apps a store connects with its own credentials. */
export const STORE_APPS = ['meta', 'ga4'] as const;
export type StoreAppId = (typeof STORE_APPS)[number];

export const APP_STATUSES = ['connected', 'not_connected', 'pending'] as const;
export type AppStatus = (typeof APP_STATUSES)[number];

export const connectedAppSchema = z.object({
  id: z.string(),
  name: z.string(),
  group: z.enum(APP_GROUPS.map((g) => g.id) as [AppGroup, ...AppGroup[]]),
  /** What the app sends or receives, in a sentence for the vendor. */
  sends: z.string(),
  status: z.enum(APP_STATUSES),
  /** `store`: connected with the store's ids; `builtin`: every store has it; `platform`: set up by Kasuwa. */
  kind: z.enum(['store', 'builtin', 'platform', 'coming_soon']),
  /** Why it is not connected (platform apps), or null. */
  note: z.string().nullable(),
  /** The store's public id (pixel id, measurement id) and a hint of its secret, once connected. */
  settings: z
    .object({ publicId: z.string(), secretHint: z.string(), connectedAt: z.iso.datetime() })
    .nullable(),
  /** Addresses the app reads from (product feeds). */
  links: z.array(z.object({ label: z.string(), url: z.string() })),
});
export type ConnectedApp = z.infer<typeof connectedAppSchema>;

export const META_PIXEL_ID = /^\d{8,20}$/;
export const GA4_MEASUREMENT_ID = /^G-[A-Z0-9]{4,16}$/;

export const metaConnectSchema = z.object({
  pixelId: z.string().trim().regex(META_PIXEL_ID, 'A Meta pixel id is 8 to 20 digits'),
  accessToken: z
    .string()
    .trim()
    .min(20, 'Paste the Conversions API access token from Events Manager')
    .max(1000)
    .regex(/^[A-Za-z0-9_-]+$/, 'An access token has letters, digits, _ and - only'),
});
export const ga4ConnectSchema = z.object({
  measurementId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(GA4_MEASUREMENT_ID, 'A GA4 measurement id looks like G-1A2B3C4D5E'),
  apiSecret: z
    .string()
    .trim()
    .min(8, 'Paste the Measurement Protocol API secret from the data stream')
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'An API secret has letters, digits, _ and - only'),
});
export type MetaConnectInput = z.infer<typeof metaConnectSchema>;
export type Ga4ConnectInput = z.infer<typeof ga4ConnectSchema>;

/** The browser and the server name one purchase alike, so Meta counts it once. */
export function purchaseEventId(orderId: string): string {
  return `order_${orderId}`;
}
