import { z } from 'zod';
import { customerTagSchema } from './customers';

/**
 * Campaigns (issue 18): one message to a segment of a store's customers, sent only to those who agreed
 * to marketing at checkout, by SMS, e-mail or an approved WhatsApp template.
 */
export const CAMPAIGN_CHANNELS = ['sms', 'email', 'whatsapp'] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

/**
 * The WhatsApp templates Kasuwa has registered (and Meta approved) for campaigns, in the MARKETING
 * category. A business may start a WhatsApp conversation only with an approved template, so a vendor
 * cannot write free text: they choose one of these and fill its message parameter. `{{1}}` is always the
 * store's name and `{{3}}` the store's address on the web, filled by Kasuwa, so a customer can always
 * tell who writes and where a link goes; `{{2}}` is the vendor's words (one line, at most
 * MAX_WHATSAPP_PARAM characters). Each ends with the STOP line: a reply of STOP withdraws consent.
 */
export const WHATSAPP_CAMPAIGN_TEMPLATES = {
  store_promotion: {
    label: 'Promotion or sale',
    language: 'en',
    text: '{{1}} has an offer for you: {{2}}\n\nShop now: {{3}}\n\nReply STOP to opt out.',
  },
  store_new_arrivals: {
    label: 'New arrivals',
    language: 'en',
    text: 'New at {{1}}: {{2}}\n\nSee them: {{3}}\n\nReply STOP to opt out.',
  },
} as const;
export type WhatsAppCampaignTemplate = keyof typeof WHATSAPP_CAMPAIGN_TEMPLATES;
export const WHATSAPP_CAMPAIGN_TEMPLATE_NAMES = Object.keys(WHATSAPP_CAMPAIGN_TEMPLATES) as [
  WhatsAppCampaignTemplate,
  ...WhatsAppCampaignTemplate[],
];
/** The vendor's words in a WhatsApp template: one parameter, kept short so the message stays readable. */
export const MAX_WHATSAPP_PARAM = 500;

/** A template's text as the customer reads it, its `{{n}}` replaced by the parameters in order. */
export function fillWhatsAppTemplate(text: string, params: readonly string[]): string {
  return text.replace(/\{\{(\d+)\}\}/g, (_m, n: string) => params[Number(n) - 1] ?? '');
}

/** What every marketing SMS ends with: networks and the NCC expect an opt-out on promotions. */
export const SMS_OPT_OUT_LINE = 'Reply STOP to opt out.';

/** Longest campaign SMS the vendor may write: six GSM-7 pages (a UCS-2 text of that length takes 14). */
export const MAX_CAMPAIGN_SMS = 900;

/** Who receives a campaign; every condition given must hold. Consent is always required on top. */
export const campaignSegmentSchema = z.object({
  tag: customerTagSchema.optional(),
  /** Spent at least this much (minor units of the store's currency) on orders paid and kept. */
  minSpent: z
    .number('Enter an amount.')
    .int('That amount has too many decimal places.')
    .min(1, 'The amount must be more than zero.')
    .max(1_000_000_000_00, 'That amount is too large.')
    .optional(),
  /** Bought (a paid order) a product of this collection. */
  collectionId: z.uuid('Choose a collection from the list.').optional(),
  /** Placed no order in the last N days. */
  inactiveDays: z
    .number('Enter a number of days.')
    .int('Enter a whole number of days.')
    .min(1, 'At least one day.')
    .max(3650, 'At most 3,650 days.')
    .optional(),
});
export type CampaignSegment = z.infer<typeof campaignSegmentSchema>;

const channel = z.enum(CAMPAIGN_CHANNELS, {
  error: 'Choose SMS, e-mail or WhatsApp.',
});

/** The message and its audience, as the estimate and the send take them. */
export const campaignDraftSchema = z
  .object({
    channel,
    segment: campaignSegmentSchema.default({}),
    /** E-mail only. */
    subject: z.string().trim().max(150, 'A subject has at most 150 characters.').default(''),
    /** WhatsApp only: which approved template carries the message. */
    template: z
      .enum(WHATSAPP_CAMPAIGN_TEMPLATE_NAMES, { error: 'Choose one of the WhatsApp templates.' })
      .optional(),
    body: z.string().trim().min(1, 'Write the message.').max(5000, 'A message has at most 5,000 characters.'),
  })
  .superRefine((v, ctx) => {
    if (v.channel === 'email' && !v.subject)
      ctx.addIssue({ code: 'custom', path: ['subject'], message: 'An e-mail needs a subject.' });
    if (v.channel === 'sms' && v.body.length > MAX_CAMPAIGN_SMS)
      ctx.addIssue({
        code: 'custom',
        path: ['body'],
        message: `An SMS campaign has at most ${MAX_CAMPAIGN_SMS} characters.`,
      });
    if (v.channel === 'whatsapp') {
      if (!v.template)
        ctx.addIssue({ code: 'custom', path: ['template'], message: 'Choose a WhatsApp template.' });
      if (v.body.length > MAX_WHATSAPP_PARAM)
        ctx.addIssue({
          code: 'custom',
          path: ['body'],
          message: `A WhatsApp message has at most ${MAX_WHATSAPP_PARAM} characters.`,
        });
    } else if (v.template !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['template'],
        message: 'Only WhatsApp campaigns use a template.',
      });
  });
export type CampaignDraft = z.infer<typeof campaignDraftSchema>;

export const campaignCreateSchema = z.intersection(
  campaignDraftSchema,
  z.object({
    name: z.string().trim().min(1, 'Name the campaign.').max(80, 'A name has at most 80 characters.'),
    /** Chosen by the screen once per form: sending the same twice (a double tap, a retry) sends once. */
    requestId: z.uuid('requestId must be a UUID.'),
  }),
);
export type CampaignCreate = z.infer<typeof campaignCreateSchema>;

export const campaignEstimateSchema = z.object({
  /** Consenting customers in the segment who can be reached on the channel. */
  recipients: z.number().int(),
  /** Consenting customers in the segment the channel cannot reach (no e-mail address or usable phone). */
  unreachable: z.number().int(),
  /** SMS only: how the text (with the opt-out line) is billed. */
  sms: z
    .object({
      encoding: z.enum(['GSM-7', 'UCS-2']),
      characters: z.number().int(),
      pagesPerMessage: z.number().int(),
    })
    .nullable(),
  /** SMS only: credits this campaign takes and what the plan leaves this month. */
  credits: z
    .object({ needed: z.number().int(), left: z.number().int(), monthly: z.number().int() })
    .nullable(),
  /** WhatsApp only: the template and the message as a customer reads it (store name and link filled in). */
  whatsapp: z.object({ template: z.string(), preview: z.string() }).nullable(),
});
export type CampaignEstimate = z.infer<typeof campaignEstimateSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  channel: z.enum(CAMPAIGN_CHANNELS),
  subject: z.string(),
  /** WhatsApp only: the approved template used; empty for SMS and e-mail. */
  template: z.string(),
  body: z.string(),
  segment: campaignSegmentSchema,
  /** `sending` while messages wait their turn at the store's rate. */
  status: z.enum(['sending', 'sent']),
  recipients: z.number().int(),
  /** SMS pages, e-mails or WhatsApp messages, as sent. */
  costUnits: z.number().int(),
  counts: z.object({
    queued: z.number().int(),
    sent: z.number().int(),
    delivered: z.number().int(),
    failed: z.number().int(),
    /** The customer opted out before their turn came. Sent, delivered (a WhatsApp read counts here) and failed. */
    cancelled: z.number().int(),
  }),
  createdAt: z.iso.datetime(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** Whether a store can use WhatsApp now, and if not why (the screens grey the option out with it). */
const channelStateSchema = z.object({ available: z.boolean(), reason: z.string().nullable() });
/** Which messaging channels this Kasuwa can use now: each needs its provider configured. */
export const messagingChannelsSchema = z.object({ whatsapp: channelStateSchema, sms: channelStateSchema });
export type MessagingChannels = z.infer<typeof messagingChannelsSchema>;
