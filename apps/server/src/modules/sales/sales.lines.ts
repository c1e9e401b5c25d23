/** The order lines of a sale, and the lines whose price the vendor changed (for the audit log). */
export interface SaleLines {
  items: {
    productId: string;
    variantId: string;
    title: string;
    variantTitle: string;
    sku: string;
    unitPrice: number;
    quantity: number;
    lineTotal: number;
  }[];
  overrides: {
    variantId: string;
    title: string;
    catalogPrice: number;
    unitPrice: number;
    quantity: number;
    reason: string;
  }[];
}

/**
 * Shares `amount` out over lines in proportion to what is left of each (largest remainders get the odd
 * kobo), so every line carries its part of a manual discount and the parts add up to it exactly.
 */
export function splitDiscount(left: number[], amount: number): number[] {
  const total = left.reduce((s, n) => s + n, 0);
  if (amount <= 0 || total <= 0) return left.map(() => 0);
  // In bigint: a line of ₦10m times a discount of ₦1m is past 2^53 kobo².
  const shares = left.map((n) => {
    const scaled = BigInt(n) * BigInt(amount);
    return { part: Number(scaled / BigInt(total)), remainder: scaled % BigInt(total) };
  });
  let rest = amount - shares.reduce((s, x) => s + x.part, 0);
  const byRemainder = shares
    .map((x, i) => ({ i, r: x.remainder }))
    .sort((a, b) => (a.r === b.r ? 0 : a.r > b.r ? -1 : 1));
  const parts = shares.map((x) => x.part);
  for (const { i } of byRemainder) {
    if (rest <= 0) break;
    parts[i]! += 1;
    rest -= 1;
  }
  return parts;
}
