import { type CartLine, cartLineSchema } from '@kasuwa/contracts';
import { z } from 'zod';
import type { ObjectStorage } from '../../platform/storage';
import type { StoreScope } from '../../platform/tenant';
import { firstImageUrls, sellableVariants } from '../catalog';

/**
 * A guest's cart lives in a signed cookie per store: it needs no account, no table and no JavaScript,
 * and survives a server restart. Prices and stock are always read fresh from the catalogue.
 */
export const MAX_CART_LINES = 50;
const cartSchema = z.array(cartLineSchema).max(MAX_CART_LINES);

export function cartCookieName(storeId: number): string {
  return `kcart_${storeId}`;
}

export function parseCart(raw: string | undefined | null): CartLine[] {
  if (!raw) return [];
  try {
    const parsed = cartSchema.safeParse(
      JSON.parse(raw).map(([variantId, quantity]: [string, number]) => ({ variantId, quantity })),
    );
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function serializeCart(lines: CartLine[]): string {
  return JSON.stringify(lines.map((l) => [l.variantId, l.quantity]));
}

export function addToCart(lines: CartLine[], variantId: string, quantity: number): CartLine[] {
  const existing = lines.find((l) => l.variantId === variantId);
  if (existing) {
    return lines.map((l) =>
      l.variantId === variantId ? { ...l, quantity: Math.min(99, l.quantity + quantity) } : l,
    );
  }
  return [...lines, { variantId, quantity: Math.min(99, quantity) }].slice(-MAX_CART_LINES);
}

export function setQuantity(lines: CartLine[], variantId: string, quantity: number): CartLine[] {
  if (quantity <= 0) return lines.filter((l) => l.variantId !== variantId);
  return lines.map((l) => (l.variantId === variantId ? { ...l, quantity: Math.min(99, quantity) } : l));
}

export interface PricedLine {
  productId: string;
  variantId: string;
  productTitle: string;
  productSlug: string;
  variantTitle: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  available: number;
  imageUrl: string | null;
}

/** The cart as it can be bought now: vanished or unpublished items drop out. */
export async function priceCart(
  ctx: StoreScope,
  lines: CartLine[],
  storage: ObjectStorage,
): Promise<{ lines: PricedLine[]; subtotal: number; count: number }> {
  const variants = await sellableVariants(
    ctx,
    lines.map((l) => l.variantId),
  );
  const images = await firstImageUrls(ctx, [...new Set(variants.map((v) => v.productId))], storage);
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const v = variants.find((x) => x.variantId === line.variantId);
    if (!v) continue;
    priced.push({
      variantId: v.variantId,
      productId: v.productId,
      productTitle: v.productTitle,
      productSlug: v.productSlug,
      variantTitle: v.variantTitle,
      unitPrice: v.price,
      quantity: line.quantity,
      lineTotal: v.price * line.quantity,
      available: v.stock,
      imageUrl: images.get(v.productId) ?? null,
    });
  }
  return {
    lines: priced,
    subtotal: priced.reduce((s, l) => s + l.lineTotal, 0),
    count: priced.reduce((s, l) => s + l.quantity, 0),
  };
}
