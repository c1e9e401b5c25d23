/**
 * "Order on WhatsApp" (issue 30): the shopper's cart is recorded under a short code and handed to the
 * store's WhatsApp as readable text; the vendor reads the cart back by its code to prefill a sale.
 */
import { randomInt } from 'node:crypto';
import {
  type CartLine,
  normalisePhone,
  WHATSAPP_ORDER_CODE_ALPHABET,
  WHATSAPP_ORDER_CODE_LENGTH,
  WHATSAPP_ORDER_DAYS,
  type WhatsAppOrder,
} from '@kasuwa/contracts';
import { fail } from '../../platform/errors';
import type { ObjectStorage } from '../../platform/storage';
import { inTransaction, type StoreScope } from '../../platform/tenant';
import { t } from '../messages';
import { priceCart } from './carts.service';
import * as q from './whatsapp-carts.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The store's number as wa.me wants it (E.164 digits, no `+`), or null when it cannot open a chat. */
export function whatsAppDigits(number: string): string | null {
  return normalisePhone(number)?.slice(1) ?? null;
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < WHATSAPP_ORDER_CODE_LENGTH; i++) {
    code += WHATSAPP_ORDER_CODE_ALPHABET[randomInt(WHATSAPP_ORDER_CODE_ALPHABET.length)];
  }
  return code;
}

export interface WhatsAppStore {
  name: string;
  whatsapp: string;
  whatsappOrders: boolean;
  currency: string;
}

/**
 * Records the cart and answers the wa.me address that opens the store's chat with it as text. Items no
 * longer sold drop out as they do at checkout; an empty cart is refused. Refused too when the store
 * turned the feature off or has no number WhatsApp can open.
 */
export async function sendCartToWhatsApp(
  ctx: StoreScope,
  store: WhatsAppStore,
  cart: CartLine[],
  storage: ObjectStorage,
  now = new Date(),
): Promise<{ code: string; text: string; url: string }> {
  const digits = whatsAppDigits(store.whatsapp);
  if (!store.whatsappOrders || !digits) throw fail('WHATSAPP_ORDERS_OFF');
  const priced = await priceCart(ctx, cart, storage);
  if (priced.lines.length === 0) throw fail('CART_EMPTY');
  const lines = priced.lines.map((l) => ({
    productId: l.productId,
    variantId: l.variantId,
    title: l.productTitle,
    variantTitle: l.variantTitle,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
  }));
  const expiresAt = new Date(now.getTime() + WHATSAPP_ORDER_DAYS * DAY_MS);
  const code = await inTransaction(ctx, async (tx) => {
    await q.deleteExpiredWhatsAppCarts(tx, now);
    // 31^6 codes per store: a clash is rare, and another fresh code settles it.
    for (let attempt = 0; attempt < 8; attempt++) {
      const candidate = newCode();
      const row = { code: candidate, lines, currency: store.currency, total: priced.subtotal };
      if (await q.insertWhatsAppCart(tx, { ...row, customerPhone: null, expiresAt })) return candidate;
    }
    throw new Error('No free WhatsApp order code after 8 attempts');
  });
  const money = (amount: number) => ({ amount, currency: store.currency });
  const text = [
    t('storefront.whatsapp_order.intro', { store: store.name }),
    ...priced.lines.map((l) =>
      t('storefront.whatsapp_order.line', {
        quantity: l.quantity,
        title: l.productTitle,
        variant: l.variantTitle === 'Default' ? null : l.variantTitle,
        total: money(l.lineTotal),
      }),
    ),
    t('storefront.whatsapp_order.total', { total: money(priced.subtotal) }),
    t('storefront.whatsapp_order.code', { code }),
  ].join('\n');
  return { code, text, url: `https://wa.me/${digits}?text=${encodeURIComponent(text)}` };
}

/** The cart sent under this code, for the vendor; 404 WHATSAPP_ORDER_NOT_FOUND once expired. */
export async function whatsAppOrder(ctx: StoreScope, code: string, now = new Date()): Promise<WhatsAppOrder> {
  const row = await q.whatsAppCartByCode(ctx, code);
  if (!row || row.expiresAt <= now) throw fail('WHATSAPP_ORDER_NOT_FOUND');
  return {
    code: row.code,
    items: row.lines,
    currency: row.currency,
    total: row.total,
    customerPhone: row.customerPhone,
    createdAt: row.createdAt.toISOString(),
  };
}
