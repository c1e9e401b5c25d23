import { z } from 'zod';

/** base64url without padding, as `PushSubscription.toJSON()` gives the keys. */
const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');

/**
 * A browser's push subscription, exactly as `PushSubscription.toJSON()` gives it. The key sizes are the
 * ones RFC 8291 fixes (a 65-byte uncompressed P-256 point, a 16-byte secret), so a subscription that
 * could never be encrypted for is refused when it is saved, not when the first order is paid.
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'must be an https:// address' }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url.length(87, 'must be a 65-byte P-256 public key'),
    auth: base64url.length(22, 'must be a 16-byte secret'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/**
 * What the dashboard's service worker sends when the browser replaced its subscription
 * (`pushsubscriptionchange`): the old one's endpoint and auth secret, which only that browser and the
 * server know, stand in for a sign-in the worker does not have, and the device keeps its id and owner.
 */
export const pushSubscriptionChangeSchema = z.object({
  old_endpoint: z.url({ protocol: /^https$/, error: 'must be an https:// address' }).max(2048),
  old_auth: base64url.length(22, 'must be a 16-byte secret'),
  subscription: pushSubscriptionInputSchema,
});
export type PushSubscriptionChange = z.infer<typeof pushSubscriptionChangeSchema>;

/** One device that receives the vendor's order notifications. */
export const pushDeviceSchema = z.object({
  id: z.uuid(),
  /** The browser and system it was turned on from, as its user agent names them. */
  device: z.string(),
  created_at: z.string(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** The server's VAPID public key (base64url), the `applicationServerKey` a browser subscribes with. */
export const pushKeySchema = z.object({ public_key: z.string() });

/** What the service worker receives in a push and shows as a notification. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Where a tap on the notification opens, a path of the dashboard. */
  url: z.string(),
  /** Notifications with the same tag replace each other (a retried send does not stack a second one). */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
