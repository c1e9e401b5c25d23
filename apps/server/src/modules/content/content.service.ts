import {
  type contactSchema,
  contactMessages as contactTexts,
  type ErrorReportRecord,
  type errorReportSchema,
  newsletterMessages,
  type newsletterSubscribeSchema,
  type StatusMessage,
} from '@kasuwa/contracts';
import type { z } from 'zod';
import type { Config } from '../../config';
import { randomToken, sha256 } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { queueEmail } from '../../platform/mail';
import { findLoginCandidates } from '../admin-users';
import { DEFAULT_LOCALE, type Locale, renderActionEmail, renderEmail } from '../messages';
import { entitlementsFor } from '../plans';
import * as queries from './content.queries';

export interface ContentEnv {
  config: Config;
}

/** Public forms record where a message came from. */
type FormContext = RequestContext & { ip: string; userAgent: string };

/**
 * The plan whose priority support the sender's vendor account has, by the address they wrote from, so
 * the support mailbox answers them first; null for anyone else. Claiming a vendor's address only gets
 * the answer sent to that vendor sooner.
 */
async function prioritySupportPlan(ctx: RequestContext, email: string): Promise<string | null> {
  const candidates = await findLoginCandidates(ctx, email);
  const vendor = candidates.find((u) => u.role === 'user' && u.email.toLowerCase() === email.toLowerCase());
  if (!vendor) return null;
  const entitlements = entitlementsFor({ plan: vendor.plan });
  return entitlements.prioritySupport ? entitlements.planName : null;
}

/**
 * Stores the message and emails it to the support mailbox in the same transaction; a vendor whose plan
 * has priority support is marked `[Priority]` in the subject, for the support team to answer first.
 */
export async function sendContactMessage(
  ctx: FormContext,
  env: ContentEnv,
  input: z.output<typeof contactSchema>,
): Promise<StatusMessage> {
  const priority = await prioritySupportPlan(ctx, input.email);
  await ctx.db.transaction(async (tx) => {
    const row = await queries.insertContactMessage(tx, { ...input, ip: ctx.ip });
    const mail = renderEmail('email.contact', {
      priority: priority || null,
      id: row.id,
      subject: input.subject || null,
      name: input.name,
      email: input.email,
      received: row.createdAt.toISOString(),
      message: input.message,
    });
    await queueEmail(tx, { to: env.config.SUPPORT_EMAIL, ...mail, template: 'contact-message' });
    ctx.log.info({ contactMessageId: row.id }, 'contact message received');
  });
  return { status: true, message: contactTexts.success };
}

// ---------------------------------------------------------------- newsletter (double opt-in)

export async function subscribeToNewsletter(
  ctx: FormContext,
  env: ContentEnv,
  input: z.output<typeof newsletterSubscribeSchema>,
  locale: Locale = DEFAULT_LOCALE,
): Promise<StatusMessage> {
  await ctx.db.transaction(async (tx) => {
    const existing = await queries.findSubscription(tx, input.email);
    // A confirmed subscriber is left alone; the answer is the same, so the form reveals nothing.
    if (existing?.status === 'confirmed') return;
    const confirmToken = randomToken();
    const unsubscribeToken = randomToken();
    await queries.savePendingSubscription(tx, existing?.id, {
      email: input.email,
      fullName: input.fullName,
      phone: input.phone,
      confirmTokenHash: sha256(confirmToken),
      unsubscribeTokenHash: sha256(unsubscribeToken),
    });
    const confirmUrl = `${env.config.publicUrl}/subscribe/confirm?token=${confirmToken}`;
    const unsubscribeUrl = `${env.config.publicUrl}/subscribe/unsubscribe?token=${unsubscribeToken}`;
    const mail = renderActionEmail(
      'email.newsletter_confirm',
      { name: input.fullName, unsubscribeUrl },
      confirmUrl,
      locale,
    );
    await queueEmail(tx, { to: input.email, ...mail, template: 'newsletter-confirmation' });
    ctx.log.info('newsletter subscription pending confirmation');
  });
  return { status: true, message: newsletterMessages.pending };
}

export async function confirmNewsletter(ctx: RequestContext, token: string): Promise<StatusMessage> {
  const row = await queries.confirmSubscription(ctx.db, sha256(token));
  if (!row) throw errors.badRequest(newsletterMessages.invalidLink);
  return { status: true, message: newsletterMessages.confirmed };
}

/** Unsubscribing works any number of times with the same link, as mail clients may prefetch it. */
export async function unsubscribeNewsletter(ctx: RequestContext, token: string): Promise<StatusMessage> {
  const row = await queries.unsubscribe(ctx.db, sha256(token));
  if (!row) throw errors.badRequest(newsletterMessages.invalidLink);
  return { status: true, message: newsletterMessages.unsubscribed };
}

// ---------------------------------------------------------------- error reports

export async function reportError(
  ctx: FormContext,
  input: z.output<typeof errorReportSchema>,
): Promise<{ id: number }> {
  const row = await queries.insertErrorReport(ctx.db, {
    errorId: input.errorId,
    error: input.error,
    userMessage: input.userMessage,
    reportedAt: input.timestamp,
    userAgent: ctx.userAgent.slice(0, 500),
    ip: ctx.ip,
  });
  ctx.log.warn(
    { errorReportId: row.id, errorId: input.errorId, code: input.error.code },
    'error reported by a user',
  );
  return row;
}

export async function listErrorReports(
  ctx: RequestContext,
  page: number,
  limit: number,
): Promise<{ reports: ErrorReportRecord[]; total: number }> {
  const { rows, total } = await queries.pageErrorReports(ctx.db, page, limit);
  return {
    total,
    reports: rows.map((r) => ({
      id: r.id,
      errorId: r.errorId,
      error: r.error,
      userMessage: r.userMessage,
      reportedAt: r.reportedAt,
      userAgent: r.userAgent,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
