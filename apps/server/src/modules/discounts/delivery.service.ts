import type { DeliveryKind, DeliveryOption, DeliveryOptionInput, DeliveryZone } from '@kasuwa/contracts';
import { v7 as uuidv7 } from 'uuid';
import { errors } from '../../platform/errors';
import type { StoreScope } from '../../platform/tenant';
import * as q from './discounts.queries';

function toOption(row: q.DeliveryRow, currency: string): DeliveryOption {
  return {
    id: row.id,
    kind: row.kind as DeliveryKind,
    name: row.name,
    fee: row.fee,
    zones: row.zones,
    freeAbove: row.freeAbove,
    address: row.address,
    hours: row.hours,
    active: row.active,
    position: row.position,
    payOnDelivery: row.payOnDelivery,
    payOnDeliveryMax: row.payOnDeliveryMax,
    currency,
  };
}

/** The columns of an option from its input: fields of the other kinds are cleared, never left stale. */
function columnsOf(input: DeliveryOptionInput) {
  return {
    kind: input.kind,
    name: input.name,
    freeAbove: input.freeAbove,
    active: input.active,
    position: input.position,
    payOnDelivery: input.payOnDelivery,
    payOnDeliveryMax: input.payOnDelivery ? input.payOnDeliveryMax : null,
    fee: input.kind === 'flat' ? input.fee : null,
    zones: input.kind === 'by_state' ? input.zones : [],
    address: input.kind === 'pickup' ? input.address : '',
    hours: input.kind === 'pickup' ? input.hours : '',
  };
}

export async function listDeliveryOptions(ctx: StoreScope, currency: string): Promise<DeliveryOption[]> {
  return (await q.listDelivery(ctx)).map((r) => toOption(r, currency));
}

export async function createDeliveryOption(
  ctx: StoreScope,
  input: DeliveryOptionInput,
  currency: string,
): Promise<DeliveryOption> {
  const [row] = await q.insertDelivery(ctx, { id: uuidv7(), ...columnsOf(input) });
  return toOption(row!, currency);
}

export async function updateDeliveryOption(
  ctx: StoreScope,
  id: string,
  input: DeliveryOptionInput,
  currency: string,
): Promise<DeliveryOption> {
  const row = await q.updateDelivery(ctx, id, columnsOf(input));
  if (!row) throw errors.notFound('Delivery option');
  return toOption(row, currency);
}

export async function deleteDeliveryOption(ctx: StoreScope, id: string): Promise<void> {
  // Orders keep a copy of the option they used, so deleting one never changes an order.
  if (!(await q.deleteDelivery(ctx, id))) throw errors.notFound('Delivery option');
}

/** The options a customer may choose from at checkout. */
export async function activeDeliveryOptions(ctx: StoreScope, currency: string): Promise<DeliveryOption[]> {
  return (await listDeliveryOptions(ctx, currency)).filter((o) => o.active);
}

export type DeliveryQuote =
  | { ok: true; fee: number; zone: DeliveryZone | null; freeAbove: number | null }
  | { ok: false; reason: 'unavailable' };

/**
 * The fee of an option for a destination, in the store's currency, before the free-above threshold
 * (which depends on the discounted goods and is applied by pricing). Pickup is free.
 */
export function quoteDelivery(option: DeliveryOption, state: string): DeliveryQuote {
  if (option.kind === 'pickup') return { ok: true, fee: 0, zone: null, freeAbove: null };
  if (option.kind === 'flat')
    return { ok: true, fee: option.fee ?? 0, zone: null, freeAbove: option.freeAbove };
  const zone = option.zones.find((z) => (z.states as string[]).includes(state));
  if (!zone) return { ok: false, reason: 'unavailable' };
  return { ok: true, fee: zone.fee, zone, freeAbove: option.freeAbove };
}
