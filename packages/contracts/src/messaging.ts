import { z } from 'zod';
import { normalisePhone, PHONE_HINT } from './phone';

export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/**
 * queued → sent → delivered (→ read, which WhatsApp reports), or failed; `logged` when no provider was
 * configured (development).
 */
export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed', 'logged'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const messageListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  channel: z.enum(MESSAGE_CHANNELS).optional(),
  status: z.enum(MESSAGE_STATUSES).optional(),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messageLogEntrySchema = z.object({
  id: z.number().int(),
  channel: z.enum(MESSAGE_CHANNELS),
  template: z.string(),
  recipient: z.string(),
  subject: z.string(),
  /** The SMS text, or the start of the e-mail's plain-text part. */
  preview: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  provider: z.string().nullable(),
  costUnits: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
});
export type MessageLogEntry = z.infer<typeof messageLogEntrySchema>;

/** What a vendor can be told about; the customer's messages are not optional. */
export const VENDOR_NOTIFICATIONS = [
  'order_placed',
  'order_paid',
  'dispute_opened',
  'payout_paid',
  'payout_failed',
  'low_stock',
  'plan_renewal',
] as const;
export type VendorNotification = (typeof VENDOR_NOTIFICATIONS)[number];

export const VENDOR_NOTIFICATION_LABELS: Record<VendorNotification, string> = {
  order_placed: 'New order placed',
  order_paid: 'Order paid',
  dispute_opened: 'Dispute opened',
  payout_paid: 'Payout paid',
  payout_failed: 'Payout failed',
  low_stock: 'Stock at or below its alert level',
  plan_renewal: 'Plan renewal problems',
};

/** WhatsApp goes as an approved template, and only once the platform has WhatsApp configured. */
const channelsSchema = z.object({ sms: z.boolean(), email: z.boolean(), whatsapp: z.boolean() });
export type NotificationChannels = z.infer<typeof channelsSchema>;

export const notificationPreferencesSchema = z.object({
  events: z.object(
    Object.fromEntries(VENDOR_NOTIFICATIONS.map((e) => [e, channelsSchema])) as Record<
      VendorNotification,
      typeof channelsSchema
    >,
  ),
  /** Where the vendor's SMS go, E.164; empty means the store's phone number, then the owner's. */
  smsPhone: z.string(),
  /**
   * The store's customers hear about their orders (received with the tracking link, shipped, delivered
   * with the confirm-receipt link) on WhatsApp, instead of SMS; e-mail still goes to those who gave one.
   */
  customerWhatsApp: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * SMS and e-mail for paid orders (the moment a vendor acts on), e-mail for the rest, SMS for trouble
 * (a plan renewal problem included). WhatsApp is off until the vendor turns it on.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  events: {
    order_placed: { sms: false, email: true, whatsapp: false },
    order_paid: { sms: true, email: true, whatsapp: false },
    dispute_opened: { sms: true, email: true, whatsapp: false },
    payout_paid: { sms: false, email: true, whatsapp: false },
    payout_failed: { sms: true, email: true, whatsapp: false },
    low_stock: { sms: false, email: true, whatsapp: false },
    plan_renewal: { sms: true, email: true, whatsapp: false },
  },
  smsPhone: '',
  customerWhatsApp: false,
};

export const notificationPreferencesPatchSchema = z
  .object({
    events: z
      .object(
        Object.fromEntries(
          VENDOR_NOTIFICATIONS.map((e) => [e, channelsSchema.partial().strict().optional()]),
        ) as Record<
          VendorNotification,
          z.ZodOptional<
            z.ZodObject<{
              sms: z.ZodOptional<z.ZodBoolean>;
              email: z.ZodOptional<z.ZodBoolean>;
              whatsapp: z.ZodOptional<z.ZodBoolean>;
            }>
          >
        >,
      )
      .strict()
      .optional(),
    smsPhone: z
      .string()
      .trim()
      .max(30, PHONE_HINT)
      .refine((v) => v === '' || normalisePhone(v) !== null, PHONE_HINT)
      .transform((v) => (v === '' ? '' : normalisePhone(v)!))
      .optional(),
    customerWhatsApp: z.boolean().optional(),
  })
  .strict();
export type NotificationPreferencesPatch = z.input<typeof notificationPreferencesPatchSchema>;
