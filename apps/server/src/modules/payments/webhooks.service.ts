import {
  chargeFromFlutterwave,
  chargeFromPaystack,
  obj,
  ProviderError,
  rejectedTransferFromPaystack,
  str,
  type VerifiedCharge,
  verifyFlutterwaveWebhook,
  verifyPaystackSignature,
} from '../../platform/payments';
import * as q from './payments.queries';
import { confirmCharge, type PaymentsCtx, RETURN_OUTCOMES, settleReturnsQuietly } from './payments.service';
import { noteRejectedTransfer } from './transfers.service';

// Providers' webhooks: authenticated first, then charges go through `confirmCharge` (idempotent by
// event key) and transfer and refund events to the ledger's and refunds' handlers. Every event,
// refused or not, is recorded.

/** 503: not ready for the event yet (a refund still being recorded); the provider sends it again. */
export type WebhookResult = { status: 200 | 401 | 400 | 503; outcome: string };

/** A webhook whose signature does not verify is recorded (for the monitor) and refused. */
async function rejectSignature(
  ctx: PaymentsCtx,
  provider: 'paystack' | 'flutterwave',
  raw: Buffer,
  sourceIp: string,
): Promise<WebhookResult> {
  await q.recordEvent(ctx.db, {
    provider,
    eventType: 'unknown',
    outcome: 'rejected_signature',
    sourceIp,
    detail: `${raw.length} bytes`,
  });
  return { status: 401, outcome: 'rejected_signature' };
}

/** Paystack: the signature is checked over the raw bytes before anything is parsed or changed. */
export async function handlePaystackWebhook(
  ctx: PaymentsCtx,
  raw: Buffer,
  signature: string | undefined,
  sourceIp: string,
  handlers: TransferAndRefundHandlers,
): Promise<WebhookResult> {
  const secret = ctx.config.payments.paystack.secretKey;
  if (!verifyPaystackSignature(raw, signature, secret)) {
    return rejectSignature(ctx, 'paystack', raw, sourceIp);
  }
  const body = parseJson(raw);
  if (!body) return { status: 400, outcome: 'bad_json' };
  const event = str(body.event);
  const data = obj(body.data);
  if (event === 'charge.success') {
    const charge = chargeFromPaystack(data);
    if (!charge) {
      await q.recordEvent(ctx.db, { provider: 'paystack', eventType: event, outcome: 'malformed', sourceIp });
      return { status: 200, outcome: 'malformed' };
    }
    if (handlers.planCharge && charge.reference.startsWith(PLAN_REFERENCE_PREFIX)) {
      const outcome = await handlers.planCharge(ctx, charge, data);
      await q.recordEvent(ctx.db, {
        provider: 'paystack',
        eventType: event,
        reference: charge.reference,
        outcome,
        sourceIp,
        signatureScheme: 'x-paystack-signature',
      });
      return { status: 200, outcome };
    }
    const outcome = await confirmCharge(ctx, 'paystack', charge, {
      eventKey: `paystack:${event}:${str(data.id) || charge.reference}`,
      eventType: event,
      signatureScheme: 'x-paystack-signature',
      sourceIp,
    });
    if (RETURN_OUTCOMES.includes(outcome)) await settleReturnsOf(ctx, charge.reference);
    return { status: 200, outcome };
  }
  if (event === 'bank.transfer.rejected') {
    const rejected = rejectedTransferFromPaystack(data);
    const transactionId = str(obj(data.bank_transfer).transaction_id);
    const outcome = await noteRejectedTransfer(
      ctx,
      { ...rejected, transactionId },
      { sourceIp },
      handlers.planTransferRejected
        ? (email, amount) => handlers.planTransferRejected!(ctx, email, amount)
        : undefined,
    );
    return { status: 200, outcome };
  }
  if (event.startsWith('transfer.')) {
    const outcome = await handlers.transfer(
      ctx,
      str(data.reference),
      event === 'transfer.success'
        ? 'success'
        : event === 'transfer.failed' || event === 'transfer.reversed'
          ? 'failed'
          : 'pending',
    );
    await q.recordEvent(ctx.db, {
      provider: 'paystack',
      eventType: event,
      reference: str(data.reference),
      outcome,
      sourceIp,
      signatureScheme: 'x-paystack-signature',
    });
    return { status: 200, outcome };
  }
  if (event.startsWith('refund.')) {
    const outcome = await handlers.refund(
      ctx,
      str(data.refund_reference),
      event === 'refund.processed' ? 'processed' : event === 'refund.failed' ? 'failed' : 'pending',
      str(data.transaction_reference),
    );
    await q.recordEvent(ctx.db, {
      provider: 'paystack',
      eventType: event,
      reference: str(data.transaction_reference),
      outcome,
      sourceIp,
      signatureScheme: 'x-paystack-signature',
    });
    return { status: outcome === REFUND_NOT_RECORDED_YET ? 503 : 200, outcome };
  }
  await q.recordEvent(ctx.db, {
    provider: 'paystack',
    eventType: event,
    outcome: 'ignored',
    sourceIp,
    signatureScheme: 'x-paystack-signature',
  });
  return { status: 200, outcome: 'ignored' };
}

/**
 * A refund event that arrived before its refund's provider id was written: the provider answered the
 * refund call and sent the event at once. Answered 503 so the provider delivers it again.
 */
export const REFUND_NOT_RECORDED_YET = 'refund_not_recorded_yet';

/** Plan payments (billing) carry references of their own; their charges go to `planCharge`. */
export const PLAN_REFERENCE_PREFIX = 'PLN-';

export interface TransferAndRefundHandlers {
  /** A successful charge of a plan payment, already authenticated; answers the outcome to record. */
  planCharge?(ctx: PaymentsCtx, charge: VerifiedCharge, data: Record<string, unknown>): Promise<string>;
  /**
   * Paystack refused a transfer of the wrong amount into a plan's account (it sends it back itself):
   * the open plan account of this e-mail notes it; answers its reference, or null when there is none.
   */
  planTransferRejected?(ctx: PaymentsCtx, email: string, amount: number | null): Promise<string | null>;
  transfer(ctx: PaymentsCtx, reference: string, status: 'success' | 'failed' | 'pending'): Promise<string>;
  refund(
    ctx: PaymentsCtx,
    providerRefundId: string,
    status: 'processed' | 'failed' | 'pending',
    /** The refunded payment's reference, when the event names it. */
    transactionReference: string,
  ): Promise<string>;
}

/**
 * Flutterwave: `verif-hash` does not bind the body, so an authentic-looking event is only a hint; the
 * charge is fetched again from the API before it counts (reference §2.6).
 */
export async function handleFlutterwaveWebhook(
  ctx: PaymentsCtx,
  raw: Buffer,
  headers: { verifHash?: string; signature?: string },
  sourceIp: string,
  handlers: TransferAndRefundHandlers,
): Promise<WebhookResult> {
  const scheme = verifyFlutterwaveWebhook(raw, headers, ctx.config.payments.flutterwave.webhookHash);
  if (!scheme) {
    return rejectSignature(ctx, 'flutterwave', raw, sourceIp);
  }
  const body = parseJson(raw);
  if (!body) return { status: 400, outcome: 'bad_json' };
  const event = str(body.event) || (body['event.type'] ? 'charge.completed' : '');
  const data = body.data ? obj(body.data) : body;
  if (event === 'charge.completed') {
    const hinted = chargeFromFlutterwave(data);
    const id = str(data.id);
    let charge: VerifiedCharge | null = null;
    try {
      charge = id ? await ctx.providers.flutterwave.verifyById(id) : null;
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      // Not acknowledged: Flutterwave retries, and the reconcile path can verify later.
      return { status: 400, outcome: 'verify_unavailable' };
    }
    if (!charge || (hinted && hinted.reference !== charge.reference)) {
      await q.recordEvent(ctx.db, {
        provider: 'flutterwave',
        eventType: event,
        reference: hinted?.reference,
        outcome: 'unknown_reference',
        sourceIp,
        signatureScheme: scheme,
      });
      return { status: 200, outcome: 'unknown_reference' };
    }
    const outcome = await confirmCharge(ctx, 'flutterwave', charge, {
      eventKey: `flutterwave:${event}:${id}`,
      eventType: event,
      signatureScheme: scheme,
      sourceIp,
    });
    if (RETURN_OUTCOMES.includes(outcome)) await settleReturnsOf(ctx, charge.reference);
    return { status: 200, outcome };
  }
  if (event === 'transfer.completed') {
    const status = str(data.status).toUpperCase();
    const outcome = await handlers.transfer(
      ctx,
      str(data.reference),
      status === 'SUCCESSFUL' ? 'success' : status === 'FAILED' ? 'failed' : 'pending',
    );
    await q.recordEvent(ctx.db, {
      provider: 'flutterwave',
      eventType: event,
      reference: str(data.reference),
      outcome,
      sourceIp,
      signatureScheme: scheme,
    });
    return { status: 200, outcome };
  }
  await q.recordEvent(ctx.db, {
    provider: 'flutterwave',
    eventType: event || 'unknown',
    outcome: 'ignored',
    sourceIp,
    signatureScheme: scheme,
  });
  return { status: 200, outcome: 'ignored' };
}

/** Refunds what this charge's transfer left owed; others wait for the sweep, so an event stays quick. */
async function settleReturnsOf(ctx: PaymentsCtx, reference: string) {
  const attempt = await q.findAttempt(ctx.db, reference);
  if (attempt) await settleReturnsQuietly(ctx, attempt.id);
}

function parseJson(raw: Buffer): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(raw.toString('utf8'));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
