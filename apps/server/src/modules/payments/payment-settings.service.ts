import type { RequestContext } from '../../platform/context';
import { errors, fail } from '../../platform/errors';
import type { StoreScope } from '../../platform/tenant';
import { findStoreByDomain } from '../stores';
import * as q from './payments.queries';
import type { PaymentsCtx } from './payments.service';
import { transferProviderFor } from './transfers.service';

// Which ways to pay a store offers: its saved choice of providers, and what its pay page lists from it.
// Apart from payments.service, which takes the money, so each stays one readable file.

export interface PaymentSettingEntry {
  method: 'paystack' | 'flutterwave' | 'paga' | 'bank_transfer';
  url: string;
  publicKey: string;
}

/** Spec 7.9: the methods a store's payment page offers. Public keys only; secrets never leave the server. */
export async function paymentSettingsForDomain(
  ctx: PaymentsCtx,
  domain: string,
): Promise<PaymentSettingEntry[]> {
  const sub = domain.trim().toLowerCase().split(':')[0]!.replace(`.${ctx.config.BASE_DOMAIN}`, '');
  const store = /^[a-z0-9-]{1,63}$/.test(sub) ? await findStoreByDomain(ctx, sub) : null;
  if (!store) throw errors.notFound('Store');
  const s = await q.settingsOf({ db: ctx.db, storeId: store.id });
  const { paystack, flutterwave, paga } = ctx.providers;
  const list: PaymentSettingEntry[] = [];
  if (s.paga && paga.configured)
    list.push({ method: 'paga', url: paga.checkoutBase, publicKey: paga.publicKey });
  if (s.paystack && paystack.configured) {
    list.push({
      method: 'paystack',
      url: ctx.config.payments.sandbox
        ? `${ctx.config.publicUrl}/sandbox/paystack`
        : 'https://js.paystack.co/v1/inline.js',
      publicKey: paystack.publicKey,
    });
  }
  if (s.flutterwave && flutterwave.configured) {
    list.push({
      method: 'flutterwave',
      url: 'https://checkout.flutterwave.com/v3.js',
      publicKey: flutterwave.publicKey,
    });
  }
  if (s.bankTransfer && (ctx.config.payments.bankTransfer || transferProviderFor(ctx, s, 'NGN')))
    list.push({ method: 'bank_transfer', url: '', publicKey: '' });
  return list;
}

/**
 * The vendor's choice of providers. At least one stays on: without one the pay page could take no
 * payment online (the shared-account bank transfer is a fallback checked by hand, not a provider).
 */
export async function updateStoreSettings(
  ctx: StoreScope,
  input: { paystack: boolean; paga: boolean; flutterwave: boolean; bankTransfer: boolean },
) {
  if (!input.paystack && !input.flutterwave && !input.paga) throw fail('PAYMENT_PROVIDER_REQUIRED');
  return q.upsertSettings(ctx, input);
}

/** Demo and sample stores show every provider (issue 31): Paystack, Flutterwave and Paga all on. */
export async function enableEveryProvider(ctx: Pick<RequestContext, 'db'>, storeIds: number[]) {
  for (const storeId of storeIds) {
    await q.upsertSettings(
      { db: ctx.db, storeId },
      { paystack: true, flutterwave: true, paga: true, bankTransfer: true },
    );
  }
}

export function storeSettings(ctx: StoreScope) {
  return q.settingsOf(ctx);
}
