import { eq } from 'drizzle-orm';
import { type StoreScope, scoped } from '../../platform/tenant';
import { salePayments } from './sales.schema';

export type { SalePaymentRow } from './sales.schema';

export function insertSalePayment(
  ctx: StoreScope,
  values: Omit<typeof salePayments.$inferInsert, 'storeId'>,
) {
  return scoped(ctx).insert(salePayments, values);
}

export async function findSalePayment(ctx: StoreScope, orderId: string) {
  const [row] = await scoped(ctx).select(salePayments, eq(salePayments.orderId, orderId));
  return row ?? null;
}

export async function setProof(ctx: StoreScope, orderId: string, proof: { key: string; widths: number[] }) {
  const [row] = await scoped(ctx)
    .update(
      salePayments,
      { proofKey: proof.key, proofWidths: proof.widths },
      eq(salePayments.orderId, orderId),
    )
    .returning();
  return row ?? null;
}
