import { type DiscountRefusalReason, percentOfBps } from '@kasuwa/contracts';

/**
 * The arithmetic of discounts and delivery on one order, with no database: checkout, the cart page and
 * the ledger's property test all price through here, so what is shown, stored and charged agree.
 * Every amount is in minor units of the order's currency (the caller converted fixed amounts at the
 * order's locked rate).
 */

export interface PricingLine {
  productId: string;
  collectionIds: readonly string[];
  quantity: number;
  lineTotal: number;
}

export interface PricingRule {
  id: string;
  /** Empty for an automatic discount. */
  code: string;
  title: string;
  type: 'percentage' | 'fixed_amount' | 'free_delivery';
  percentBps: number | null;
  amount: number | null;
  minSubtotal: number | null;
  minQuantity: number | null;
  appliesTo: 'all' | 'collections' | 'products';
  collectionIds: readonly string[];
  productIds: readonly string[];
  combinable: boolean;
}

export interface AppliedDiscount {
  ruleId: string;
  code: string;
  title: string;
  /** What it took off, goods and delivery together. */
  amount: number;
}

export interface PricingResult {
  /** Per line, in the order of the input. Never more than the line's total. */
  lineDiscounts: number[];
  subtotal: number;
  goodsDiscount: number;
  /** The delivery fee before a free-delivery discount; null when no delivery was chosen yet. */
  deliveryFee: number | null;
  deliveryDiscount: number;
  /** What the customer pays for delivery. */
  shipping: number;
  total: number;
  applied: AppliedDiscount[];
  /** What became of the code the customer typed: null when none was typed. */
  code: { applied: true } | { applied: false; reason: DiscountRefusalReason } | null;
}

function eligible(rule: PricingRule, line: PricingLine): boolean {
  if (rule.appliesTo === 'products') return rule.productIds.includes(line.productId);
  if (rule.appliesTo === 'collections') return line.collectionIds.some((c) => rule.collectionIds.includes(c));
  return true;
}

/** Why a rule does not apply to these lines at all, or null when it does. */
function refusalOf(rule: PricingRule, lines: readonly PricingLine[], subtotal: number) {
  if (rule.minSubtotal !== null && subtotal < rule.minSubtotal) return 'minimum_not_met' as const;
  const matching = lines.filter((l) => eligible(rule, l));
  if (rule.type !== 'free_delivery' && matching.length === 0) return 'not_applicable' as const;
  if (rule.minQuantity !== null && matching.reduce((n, l) => n + l.quantity, 0) < rule.minQuantity)
    return rule.code ? ('minimum_not_met' as const) : ('not_applicable' as const);
  return null;
}

/**
 * Splits `amount` across `weights` in proportion, by largest remainder, so the parts sum exactly to it
 * and none exceeds its weight (amount ≤ the weights' sum).
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total === 0 || amount === 0) return weights.map(() => 0);
  const big = BigInt(amount);
  const bigTotal = BigInt(total);
  const parts = weights.map((w) => (big * BigInt(w)) / bigTotal);
  const rest = weights.map((w) => (big * BigInt(w)) % bigTotal);
  let left = amount - parts.reduce((s, p) => s + Number(p), 0);
  const order = weights
    .map((_, i) => i)
    .sort((a, b) => (rest[b]! > rest[a]! ? 1 : rest[b]! < rest[a]! ? -1 : a - b));
  const out = parts.map(Number);
  for (const i of order) {
    if (left === 0) break;
    if (out[i]! < weights[i]!) {
      out[i]! += 1;
      left -= 1;
    }
  }
  return out;
}

interface Outcome {
  lineDiscounts: number[];
  deliveryFee: number | null;
  deliveryDiscount: number;
  applied: AppliedDiscount[];
  saving: number;
}

/** Applies `set` one rule after another, each on what the lines still cost after the previous ones. */
function applySet(
  set: readonly PricingRule[],
  lines: readonly PricingLine[],
  subtotal: number,
  feeFor: (goodsAfterDiscount: number) => number | null,
): Outcome {
  const remaining = lines.map((l) => l.lineTotal);
  const lineDiscounts = lines.map(() => 0);
  const goodsOf = new Map<string, number>();
  // Percentages before fixed amounts, so stacking never depends on the order rules were made in.
  const ordered = [...set].sort(
    (x, y) => Number(x.type === 'fixed_amount') - Number(y.type === 'fixed_amount'),
  );
  for (const rule of ordered) {
    if (rule.type === 'free_delivery') continue;
    const idx = lines.flatMap((l, i) => (eligible(rule, l) ? [i] : []));
    let parts: number[];
    if (rule.type === 'percentage') {
      parts = idx.map((i) => Math.min(remaining[i]!, percentOfBps(remaining[i]!, rule.percentBps ?? 0)));
    } else {
      const weights = idx.map((i) => remaining[i]!);
      const cap = weights.reduce((s, w) => s + w, 0);
      parts = allocate(Math.min(rule.amount ?? 0, cap), weights);
    }
    let taken = 0;
    idx.forEach((i, k) => {
      remaining[i]! -= parts[k]!;
      lineDiscounts[i]! += parts[k]!;
      taken += parts[k]!;
    });
    goodsOf.set(rule.id, taken);
  }
  const goods = lineDiscounts.reduce((s, d) => s + d, 0);
  const deliveryFee = feeFor(subtotal - goods);
  const free = set.find((r) => r.type === 'free_delivery');
  const deliveryDiscount = free && deliveryFee ? deliveryFee : 0;
  const applied = set.map((r) => ({
    ruleId: r.id,
    code: r.code,
    title: r.title,
    amount: r === free ? deliveryDiscount : (goodsOf.get(r.id) ?? 0),
  }));
  return { lineDiscounts, deliveryFee, deliveryDiscount, applied, saving: goods + deliveryDiscount };
}

/**
 * Prices an order's discounts and delivery. `code` is the rule of the code the customer typed (already
 * checked for dates, usage and once-per-customer), `automatic` the store's automatic discounts in
 * effect. Discounts marked combinable stack; one that is not stands alone. The customer gets the best
 * of those choices; at equal saving the typed code wins. `feeFor` answers the delivery fee for the
 * goods' amount after discounts (free-above thresholds look at what the customer pays for goods).
 */
export function priceOrder(input: {
  lines: readonly PricingLine[];
  code: PricingRule | null;
  automatic: readonly PricingRule[];
  feeFor: (goodsAfterDiscount: number) => number | null;
}): PricingResult {
  const { lines, feeFor } = input;
  const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
  const codeRefusal = input.code ? refusalOf(input.code, lines, subtotal) : null;
  const candidates = [
    ...(input.code && !codeRefusal ? [input.code] : []),
    ...input.automatic.filter((r) => refusalOf(r, lines, subtotal) === null),
  ];
  const sets: PricingRule[][] = [[]];
  const stackable = candidates.filter((r) => r.combinable);
  if (stackable.length > 0) sets.push(stackable);
  for (const r of candidates) if (!r.combinable) sets.push([r]);
  let best = applySet([], lines, subtotal, feeFor);
  let bestHasCode = false;
  for (const set of sets) {
    const outcome = applySet(set, lines, subtotal, feeFor);
    const hasCode = input.code !== null && set.includes(input.code);
    if (outcome.saving > best.saving || (outcome.saving === best.saving && hasCode && !bestHasCode)) {
      best = outcome;
      bestHasCode = hasCode;
    }
  }
  const applied = best.applied.filter((a) => a.amount > 0 || a.ruleId === input.code?.id);
  const goodsDiscount = best.lineDiscounts.reduce((s, d) => s + d, 0);
  const shipping = (best.deliveryFee ?? 0) - best.deliveryDiscount;
  let code: PricingResult['code'] = null;
  if (input.code) {
    if (codeRefusal) code = { applied: false, reason: codeRefusal };
    else if (!bestHasCode) code = { applied: false, reason: 'not_combinable' };
    else if (input.code.type === 'free_delivery' && best.deliveryFee === 0)
      code = { applied: false, reason: 'not_applicable' };
    else code = { applied: true };
  }
  return {
    lineDiscounts: best.lineDiscounts,
    subtotal,
    goodsDiscount,
    deliveryFee: best.deliveryFee,
    deliveryDiscount: best.deliveryDiscount,
    shipping,
    total: subtotal - goodsDiscount + shipping,
    applied: code && !code.applied ? applied.filter((a) => a.ruleId !== input.code?.id) : applied,
    code,
  };
}
