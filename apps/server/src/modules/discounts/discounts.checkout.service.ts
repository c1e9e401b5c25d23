import {
  convertMinor,
  type DeliveryOption,
  type DiscountRefusalReason,
  type ExchangeRate,
  formatMoney,
  type OrderDelivery,
} from '@kasuwa/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { StoreScope } from '../../platform/tenant';
import { collectionsOfProducts } from '../catalog';
import { storeEntitlements } from '../stores';
import { quoteDelivery } from './delivery.service';
import * as q from './discounts.queries';
import { type PricingResult, type PricingRule, priceOrder } from './pricing';

/**
 * Discounts and delivery as checkout and the cart page see them. Rules are read from the store's
 * discounts, fixed amounts converted into the order's currency at the rate the order locks, and the
 * arithmetic left to `priceOrder`. `recordUses` then counts the uses inside the order's transaction.
 */

export interface Pricing {
  storeCurrency: string;
  currency: string;
  /** The order's locked rate when its currency is not the store's. */
  rate: ExchangeRate | null;
}

export interface CodeRefusal {
  code: string;
  reason: DiscountRefusalReason;
  /** The minimum, formatted in the order's currency, when that is the reason. */
  minimum?: string;
}

export interface CheckoutPricing extends PricingResult {
  /** The rules that were applied, for `recordUses`. */
  rules: PricingRule[];
  codeRefusal: CodeRefusal | null;
  delivery: OrderDelivery | null;
  deliveryRefusal: { name: string; state: string } | null;
}

/** A customer's phone and e-mail as the once-per-customer rule compares them: +234 803… is 0803…. */
export function customerKeys(customer: { phone: string; email: string }): string[] {
  let digits = customer.phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('0')) digits = `234${digits.slice(1)}`;
  const keys = digits ? [`phone:${digits}`] : [];
  const email = customer.email.trim().toLowerCase();
  if (email) keys.push(`email:${email}`);
  return keys;
}

function toRule(row: q.DiscountRow, convert: (n: number) => number): PricingRule {
  return {
    id: row.id,
    code: row.code,
    title: row.title || row.code,
    type: row.type as PricingRule['type'],
    percentBps: row.percentBps,
    amount: row.amount === null ? null : convert(row.amount),
    minSubtotal: row.minSubtotal === null ? null : convert(row.minSubtotal),
    minQuantity: row.minQuantity,
    appliesTo: row.appliesTo as PricingRule['appliesTo'],
    collectionIds: row.collectionIds,
    productIds: row.productIds,
    combinable: row.combinable,
  };
}

/** Why a discount cannot be used now, before looking at the cart; null when it can. */
function timingRefusal(row: q.DiscountRow, now: Date): DiscountRefusalReason | null {
  if (!row.active) return 'unknown';
  if (row.startsAt && row.startsAt > now) return 'not_started';
  if (row.endsAt && row.endsAt <= now) return 'expired';
  if (row.usageLimit !== null && row.usesCount >= row.usageLimit) return 'used_up';
  return null;
}

export function normaliseCode(raw: string | null | undefined): string {
  return (raw ?? '').trim().toUpperCase().slice(0, 40);
}

export async function priceCheckout(
  ctx: StoreScope,
  p: Pricing,
  input: {
    lines: { productId: string; quantity: number; lineTotal: number }[];
    code: string;
    /** Known at checkout; on the cart page the once-per-customer rule waits for it. */
    customer: { phone: string; email: string } | null;
    delivery: { option: DeliveryOption; state: string } | null;
    now?: Date;
  },
): Promise<CheckoutPricing> {
  const now = input.now ?? new Date();
  const convert = (n: number) => (p.rate ? convertMinor(n, p.storeCurrency, p.currency, p.rate) : n);
  const collections = await collectionsOfProducts(ctx, [...new Set(input.lines.map((l) => l.productId))]);
  const lines = input.lines.map((l) => ({ ...l, collectionIds: collections.get(l.productId) ?? [] }));

  let codeRule: PricingRule | null = null;
  let codeRefusal: CodeRefusal | null = null;
  const code = normaliseCode(input.code);
  // A store whose plan no longer includes discounts keeps its codes (nothing is deleted on a downgrade)
  // but gives none of them: a shopper's code is simply not valid there.
  const entitled = (await storeEntitlements(ctx)).discountCodes;
  if (code && !entitled) {
    codeRefusal = { code, reason: 'unknown' };
  } else if (code) {
    const row = await q.findDiscountByCode(ctx, code);
    let reason: DiscountRefusalReason | null = row?.trigger !== 'code' ? 'unknown' : timingRefusal(row, now);
    if (!reason && row && row.oncePerCustomer && input.customer) {
      if (await q.customerKeysUsed(ctx, row.id, customerKeys(input.customer))) reason = 'already_used';
    }
    if (reason) codeRefusal = { code, reason };
    else codeRule = toRule(row!, convert);
  }
  const automatic = (entitled ? await q.activeAutomatic(ctx) : [])
    .filter((r) => timingRefusal(r, now) === null)
    .map((r) => toRule(r, convert));

  let delivery: OrderDelivery | null = null;
  let deliveryRefusal: CheckoutPricing['deliveryRefusal'] = null;
  let feeFor: (goods: number) => number | null = () => null;
  if (input.delivery) {
    const { option, state } = input.delivery;
    const quote = quoteDelivery(option, state);
    if (quote.ok) {
      const fee = convert(quote.fee);
      const freeAbove = quote.freeAbove === null ? null : convert(quote.freeAbove);
      feeFor = (goods) => (freeAbove !== null && goods >= freeAbove ? 0 : fee);
      delivery = {
        optionId: option.id,
        kind: option.kind,
        name: option.name,
        fee,
        zone: quote.zone?.name ?? null,
        address: option.address,
        hours: option.hours,
      };
    } else {
      deliveryRefusal = { name: option.name, state };
    }
  }

  const priced = priceOrder({ lines, code: codeRule, automatic, feeFor });
  if (codeRule && priced.code && !priced.code.applied) {
    codeRefusal = {
      code,
      reason: priced.code.reason,
      minimum:
        priced.code.reason === 'minimum_not_met' && codeRule.minSubtotal !== null
          ? formatMoney(codeRule.minSubtotal, p.currency)
          : undefined,
    };
  }
  if (delivery && priced.deliveryFee !== null) delivery.fee = priced.deliveryFee;
  const byId = new Map([...(codeRule ? [codeRule] : []), ...automatic].map((r) => [r.id, r]));
  return {
    ...priced,
    rules: priced.applied.map((a) => byId.get(a.ruleId)!),
    codeRefusal,
    delivery,
    deliveryRefusal,
  };
}

/**
 * Counts the order's uses of its discounts, inside the order's transaction. The usage limit is a
 * conditional update and the once-per-customer rule a unique index, so racing checkouts cannot exceed
 * either: the loser gets the refusal and its transaction rolls back.
 */
export async function recordUses(
  tx: StoreScope,
  p: Pricing,
  orderId: string,
  pricing: CheckoutPricing,
  customer: { phone: string; email: string },
): Promise<{ ok: true } | { ok: false; refusal: CodeRefusal }> {
  const back = (n: number) => (p.rate ? convertMinor(n, p.currency, p.storeCurrency, p.rate) : n);
  const orderTotal = back(pricing.total);
  for (const applied of pricing.applied) {
    const rule = pricing.rules.find((r) => r.id === applied.ruleId)!;
    const label = rule.code || rule.title;
    if (!(await q.claimUse(tx, rule.id))) return { ok: false, refusal: { code: label, reason: 'used_up' } };
    const row = await q.findDiscount(tx, rule.id);
    if (row?.oncePerCustomer && !(await q.claimCustomerKeys(tx, rule.id, orderId, customerKeys(customer))))
      return { ok: false, refusal: { code: label, reason: 'already_used' } };
    await q.insertUse(tx, {
      id: uuidv7(),
      discountId: rule.id,
      orderId,
      currency: p.storeCurrency,
      amount: back(applied.amount),
      orderTotal,
    });
  }
  return { ok: true };
}

/** An unpaid order that expired (or was cancelled unpaid) gives its uses back, once. */
export function releaseUsesOfOrder(tx: StoreScope, orderId: string): Promise<number> {
  return q.releaseUsesOfOrder(tx, orderId);
}
