/**
 * Campaigns (issue 18): a message to a segment of a store's customers, only those who agreed to
 * marketing. Every recipient's message is written when the campaign is sent (the vendor sees the
 * counts at once); each goes out at its turn, at the store's rate, after asking again whether the
 * customer still agrees, so a STOP or an unsubscribe is honoured even for messages already waiting.
 */
import {
  type Campaign,
  type CampaignCreate,
  type CampaignDraft,
  type CampaignEstimate,
  fillWhatsAppTemplate,
  normalisePhone,
  WHATSAPP_CAMPAIGN_TEMPLATES,
  type WhatsAppCampaignTemplate,
} from '@kasuwa/contracts';
import type { Config } from '../../config';
import { errors, fail } from '../../platform/errors';
import { enqueue, enqueueMany, type JobDefinition } from '../../platform/jobs';
import { sendEmailJob } from '../../platform/mail';
import { sendSmsJob } from '../../platform/sms/outbox';
import { smsSize } from '../../platform/sms/segments';
import { storefrontUrl } from '../../platform/storefront-url';
import { inTransaction, type StoreScope } from '../../platform/tenant';
import { releaseWhatsApp, templateParam, type WhatsAppTemplate } from '../../platform/whatsapp';
import { productIdsInCollection } from '../catalog';
import { agreesToMarketing, consentingPhones, optOutTokens } from '../customers';
import { type Locale, localeOr, renderCampaignEmail, t } from '../messages';
import { type AudienceMember, campaignAudience } from '../orders';
import { assertFeature } from '../plans';
import { storeCurrency, storeEntitlements, storeOf } from '../stores';
import {
  type CampaignRow,
  campaignById,
  campaignByRequestId,
  campaignPage,
  campaignSmsPagesThisMonth,
  cancelQueuedMessage,
  insertCampaign,
  insertCampaignMessages,
  lockStoreCampaigns,
  messageById,
  messageCountsByStatus,
} from './campaigns.queries';

type CampaignConfig = Pick<Config, 'publicUrl' | 'BASE_DOMAIN' | 'CAMPAIGN_MESSAGES_PER_MINUTE' | 'whatsapp'>;

/** What a recipient's phone shows: the vendor's words, then the opt-out the networks expect, in the store's language. */
export function campaignSmsText(body: string, locale: Locale): string {
  return `${body}\n${t('sms.campaign_opt_out', {}, locale)}`;
}

/** The customers a draft reaches, and how many in its segment the channel cannot reach. */
async function audienceOf(ctx: StoreScope, draft: CampaignDraft) {
  const { segment } = draft;
  let productIds: string[] | undefined;
  if (segment.collectionId) {
    const found = await productIdsInCollection(ctx, segment.collectionId);
    if (!found) {
      throw errors.validation([
        { path: 'segment.collectionId', message: 'This collection is not in the store.' },
      ]);
    }
    productIds = found;
  }
  const [currency, phones] = await Promise.all([storeCurrency(ctx), consentingPhones(ctx, segment.tag)]);
  const members = await campaignAudience(ctx, currency, {
    phones,
    productIds,
    inactiveSince: segment.inactiveDays
      ? new Date(Date.now() - segment.inactiveDays * 24 * 60 * 60 * 1000)
      : undefined,
    minSpent: segment.minSpent,
  });
  const reachable =
    draft.channel === 'email'
      ? members.filter((m) => m.email)
      : draft.channel === 'whatsapp'
        ? members.filter((m) => normalisePhone(m.phone) !== null)
        : members;
  return { reachable, unreachable: members.length - reachable.length };
}

/** SMS pages this store's campaigns took this calendar month (Lagos), against its plan's credits. */
async function smsCredits(ctx: StoreScope) {
  const entitlements = await storeEntitlements(ctx);
  const used = await campaignSmsPagesThisMonth(ctx);
  const monthly = entitlements.smsCreditsPerMonth;
  return { monthly, left: Math.max(0, monthly - used) };
}

async function assertCampaignsAllowed(ctx: StoreScope) {
  assertFeature(await storeEntitlements(ctx), 'campaigns');
}

/**
 * The approved template a WhatsApp campaign goes out as: the store's name, the vendor's words and the
 * store's address, each on one line as the Graph API takes parameters.
 */
async function whatsappTemplateOf(
  ctx: StoreScope,
  draft: CampaignDraft,
  config: Pick<Config, 'publicUrl' | 'BASE_DOMAIN'>,
): Promise<{ template: WhatsAppTemplate; text: string }> {
  const name = draft.template as WhatsAppCampaignTemplate;
  const registered = WHATSAPP_CAMPAIGN_TEMPLATES[name];
  const store = await storeOf(ctx);
  const params = [store.name, draft.body, storefrontUrl(config, store.subdomain)].map(templateParam);
  return {
    template: { name, language: registered.language, params },
    text: fillWhatsAppTemplate(registered.text, params),
  };
}

/** WhatsApp campaigns need the platform's WhatsApp Business number; without it they are refused, clearly. */
function assertChannelAvailable(draft: CampaignDraft, config: Pick<Config, 'whatsapp'>) {
  if (draft.channel === 'whatsapp' && !config.whatsapp.enabled) throw fail('WHATSAPP_UNAVAILABLE');
}

export async function estimateCampaign(
  ctx: StoreScope,
  draft: CampaignDraft,
  config: Pick<Config, 'publicUrl' | 'BASE_DOMAIN' | 'whatsapp'>,
): Promise<CampaignEstimate> {
  await assertCampaignsAllowed(ctx);
  assertChannelAvailable(draft, config);
  const { reachable, unreachable } = await audienceOf(ctx, draft);
  if (draft.channel === 'whatsapp') {
    const { template, text } = await whatsappTemplateOf(ctx, draft, config);
    return {
      recipients: reachable.length,
      unreachable,
      sms: null,
      credits: null,
      whatsapp: { template: template.name, preview: text },
    };
  }
  if (draft.channel !== 'sms')
    return { recipients: reachable.length, unreachable, sms: null, credits: null, whatsapp: null };
  const size = smsSize(campaignSmsText(draft.body, localeOr((await storeOf(ctx)).defaultLocale)));
  const credits = await smsCredits(ctx);
  return {
    recipients: reachable.length,
    unreachable,
    sms: { encoding: size.encoding, characters: size.units, pagesPerMessage: size.pages },
    credits: { needed: reachable.length * size.pages, left: credits.left, monthly: credits.monthly },
    whatsapp: null,
  };
}

/** The e-mail of one recipient: the catalogue renders the words, the headers are the protocol's. */
function emailOf(
  store: { name: string; defaultLocale: string },
  body: string,
  unsubscribeUrl: string,
): { text: string; html: string; headers: Record<string, string> } {
  // The small print in the store's language: a campaign goes to every customer alike.
  const locale = localeOr(store.defaultLocale);
  const { text, html } = renderCampaignEmail({ store: store.name, body, unsubscribeUrl, locale });
  // RFC 8058: mail apps show their own unsubscribe button and post to the link without opening it.
  const headers = {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  return { text, html, headers };
}

const BATCH = 500;

/**
 * Sends a campaign: refused on a plan without campaigns, to an empty audience, or past the month's SMS
 * credits. Sending the same `requestId` again answers the campaign already sent.
 */
export async function sendCampaign(
  ctx: StoreScope,
  input: CampaignCreate,
  config: CampaignConfig,
): Promise<Campaign> {
  await assertCampaignsAllowed(ctx);
  assertChannelAvailable(input, config);
  const existing = await campaignByRequestId(ctx, input.requestId);
  if (existing) return getCampaign(ctx, existing.id);

  const id = await inTransaction(ctx, async (tx) => {
    // One store's campaigns are sent one after another, so two cannot both spend the last credits.
    await lockStoreCampaigns(tx);
    const again = await campaignByRequestId(tx, input.requestId);
    if (again) return again.id;
    const { reachable } = await audienceOf(tx, input);
    if (reachable.length === 0) throw fail('CAMPAIGN_NO_RECIPIENTS');
    const store = await storeOf(tx);
    const smsText = campaignSmsText(input.body, localeOr(store.defaultLocale));
    const pages = smsSize(smsText).pages;
    if (input.channel === 'sms') {
      const credits = await smsCredits(tx);
      const needed = reachable.length * pages;
      if (needed > credits.left) throw fail('SMS_CREDITS_EXCEEDED', { needed, ...credits });
    }
    const whatsapp = input.channel === 'whatsapp' ? await whatsappTemplateOf(tx, input, config) : null;
    const campaignId = await insertCampaign(tx, {
      requestId: input.requestId,
      name: input.name,
      channel: input.channel,
      subject: input.channel === 'email' ? input.subject : '',
      template: whatsapp?.template.name ?? '',
      body: input.body,
      segment: input.segment,
      recipients: reachable.length,
    });
    const base = storefrontUrl(config, store.subdomain);
    const tokens =
      input.channel === 'email'
        ? await optOutTokens(
            tx,
            reachable.map((m) => m.phone),
          )
        : new Map();
    const perMinute = config.CAMPAIGN_MESSAGES_PER_MINUTE;
    const start = Date.now();
    for (let at = 0; at < reachable.length; at += BATCH) {
      const batch = reachable.slice(at, at + BATCH);
      const values = batch.map((m: AudienceMember) => {
        if (input.channel === 'sms') {
          return { channel: 'sms', recipient: m.phone, bodyText: smsText, costUnits: pages };
        }
        if (whatsapp) {
          return {
            channel: 'whatsapp',
            recipient: normalisePhone(m.phone)!,
            bodyText: whatsapp.text,
            costUnits: 1,
          };
        }
        const mail = emailOf(store, input.body, `${base}/unsubscribe/${tokens.get(m.phone)}`);
        return {
          channel: 'email',
          recipient: m.email,
          subject: input.subject,
          bodyText: mail.text,
          bodyHtml: mail.html,
          headers: mail.headers,
          costUnits: 1,
        };
      });
      const written = await insertCampaignMessages(
        tx,
        values.map((v) => ({ ...v, template: whatsapp?.template.name ?? 'campaign', campaignId })),
      );
      await enqueueMany(
        tx.db,
        deliverCampaignMessageJob,
        written.map((message, n) => ({
          payload: {
            messageId: message.id,
            phone: batch[n]!.phone,
            ...(whatsapp ? { whatsapp: whatsapp.template } : {}),
          },
          options: {
            dedupeKey: `campaign:${message.id}`,
            // The store's rate: the i-th message waits i / rate minutes.
            runAt: new Date(start + Math.floor((at + n) / perMinute) * 60_000),
          },
        })),
      );
    }
    return campaignId;
  });
  return getCampaign(ctx, id);
}

/** At its turn: sent if the customer still agrees, else cancelled (they said STOP or unsubscribed). */
export const deliverCampaignMessageJob: JobDefinition<{
  messageId: number;
  phone: string;
  /** WhatsApp campaigns: the approved template, filled in when the vendor sent it. */
  whatsapp?: WhatsAppTemplate;
}> = {
  type: 'campaign.deliver',
  queue: 'campaigns',
  maxAttempts: 5,
  async handle({ messageId, phone, whatsapp }, { db }) {
    const message = await messageById(db, messageId);
    if (!message || message.storeId === null) return { skipped: 'message not found' };
    if (message.status !== 'queued') return { skipped: message.status };
    if (!(await agreesToMarketing({ db, storeId: message.storeId }, phone))) {
      await cancelQueuedMessage(
        { db, storeId: message.storeId },
        messageId,
        'The customer opted out.',
        new Date(),
      );
      return { cancelled: true };
    }
    if (message.channel === 'whatsapp') {
      if (!whatsapp) throw new Error(`campaign WhatsApp message ${messageId} has no template`);
      await releaseWhatsApp(db, messageId, whatsapp);
    } else if (message.channel === 'sms') {
      await enqueue(db, sendSmsJob, { messageId, transactional: false }, { dedupeKey: `sms:${messageId}` });
    } else {
      await enqueue(db, sendEmailJob, { messageId }, { dedupeKey: `email:${messageId}` });
    }
    return { released: true };
  },
};

const STATUS_KEYS = ['queued', 'sent', 'delivered', 'failed', 'cancelled'] as const;

async function countsOf(ctx: StoreScope, ids: number[]) {
  const counts = new Map<number, Campaign['counts'] & { costUnits: number }>();
  for (const id of ids)
    counts.set(id, { queued: 0, sent: 0, delivered: 0, failed: 0, cancelled: 0, costUnits: 0 });
  if (ids.length === 0) return counts;
  const rows = await messageCountsByStatus(ctx, ids);
  for (const row of rows) {
    const c = counts.get(row.campaignId!);
    if (!c) continue;
    // Without a provider (development) a message is printed to the log: sent, as far as Kasuwa can tell.
    // A WhatsApp message read was delivered first.
    const key = row.status === 'logged' ? 'sent' : row.status === 'read' ? 'delivered' : row.status;
    if ((STATUS_KEYS as readonly string[]).includes(key)) c[key as (typeof STATUS_KEYS)[number]] += row.n;
    if (row.status !== 'cancelled') c.costUnits += row.units;
  }
  return counts;
}

function toCampaign(row: CampaignRow, counts: Campaign['counts'] & { costUnits: number }): Campaign {
  const { costUnits, ...byStatus } = counts;
  return {
    id: row.id,
    name: row.name,
    channel: row.channel as Campaign['channel'],
    subject: row.subject,
    template: row.template,
    body: row.body,
    segment: row.segment,
    status: byStatus.queued > 0 ? 'sending' : 'sent',
    recipients: row.recipients,
    costUnits,
    counts: byStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getCampaign(ctx: StoreScope, id: number): Promise<Campaign> {
  const row = await campaignById(ctx, id);
  if (!row) throw errors.notFound('Campaign');
  return toCampaign(row, (await countsOf(ctx, [id])).get(id)!);
}

export async function listCampaigns(ctx: StoreScope, query: { page: number; limit: number }) {
  const { rows, total } = await campaignPage(ctx, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const counts = await countsOf(
    ctx,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => toCampaign(r, counts.get(r.id)!)),
    total,
    page: query.page,
    limit: query.limit,
  };
}
