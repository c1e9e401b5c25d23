import { eq, lt } from 'drizzle-orm';
import { type StoreScope, scoped } from '../../platform/tenant';
import { type WhatsAppCartRow, whatsappCarts } from './whatsapp-carts.schema';

export type NewWhatsAppCart = Pick<
  WhatsAppCartRow,
  'code' | 'lines' | 'currency' | 'total' | 'customerPhone' | 'expiresAt'
>;

/** False when the store already has a cart under this code (nothing is written then). */
export async function insertWhatsAppCart(ctx: StoreScope, cart: NewWhatsAppCart): Promise<boolean> {
  const rows = await scoped(ctx)
    .insert(whatsappCarts, cart)
    .onConflictDoNothing({ target: [whatsappCarts.storeId, whatsappCarts.code] })
    .returning({ id: whatsappCarts.id });
  return rows.length === 1;
}

/** The store's carts past their expiry are forgotten (their codes become free again). */
export async function deleteExpiredWhatsAppCarts(ctx: StoreScope, now: Date): Promise<void> {
  await scoped(ctx).delete(whatsappCarts, lt(whatsappCarts.expiresAt, now));
}

export async function whatsAppCartByCode(ctx: StoreScope, code: string): Promise<WhatsAppCartRow | null> {
  const [row] = await scoped(ctx).select(whatsappCarts, eq(whatsappCarts.code, code));
  return row ?? null;
}
