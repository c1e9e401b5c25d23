import { errorMessage, type StoreSettings, type storeSettingsPatchSchema } from '@kasuwa/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Config } from '../../config';
import { fail } from '../../platform/errors';
import { storeImage } from '../../platform/images';
import type { ObjectStorage } from '../../platform/storage';
import { storefrontUrl } from '../../platform/storefront-url';
import { inTransaction, type StoreScope } from '../../platform/tenant';
import { findRate } from '../ledger/exchange-rates.service';
import {
  type StoreRow,
  type StoreSettingsValues,
  storeOf,
  updateStoreOf,
} from '../stores/stores.tenant.service';

function toSettings(row: StoreRow, config: Pick<Config, 'publicUrl' | 'BASE_DOMAIN'>): StoreSettings {
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    description: row.description,
    phone: row.phone,
    whatsapp: row.whatsapp,
    themeId: row.themeId,
    currency: row.currency,
    enabledCurrencies: enabledCurrenciesOf(row),
    primaryColor: row.primaryColor,
    accentColor: row.accentColor,
    logoUrl: row.logoUrl,
    bannerUrl: row.bannerUrl,
    status: row.status,
    storefrontUrl: storefrontUrl(config, row.subdomain),
  };
}

/** The base currency first, then the extras in the order the vendor chose them, each once. */
export function enabledCurrenciesOf(row: Pick<StoreRow, 'currency' | 'enabledCurrencies'>): string[] {
  return [...new Set([row.currency, ...row.enabledCurrencies])];
}

/**
 * Customers see and pay converted amounts, so every extra currency needs an administrator's rate to
 * or from the base one; without it there is nothing honest to show, and the change is refused.
 */
async function assertRatesExist(ctx: StoreScope, base: string, enabled: string[]): Promise<void> {
  const missing: string[] = [];
  for (const code of enabled) {
    if (code !== base && !(await findRate(ctx, base, code))) missing.push(code);
  }
  if (missing.length) {
    const message = errorMessage('EXCHANGE_RATE_MISSING', { base, missing });
    throw fail('EXCHANGE_RATE_MISSING', { base, missing }, [{ path: 'enabledCurrencies', message }]);
  }
}

export async function getSettings(ctx: StoreScope, config: Config): Promise<StoreSettings> {
  return toSettings(await storeOf(ctx), config);
}

export async function updateSettings(
  ctx: StoreScope,
  patch: z.infer<typeof storeSettingsPatchSchema>,
  config: Config,
): Promise<StoreSettings> {
  if (Object.keys(patch).length) {
    await inTransaction(ctx, async (tx) => {
      const { enabledCurrencies: extras, ...rest } = patch;
      const values: StoreSettingsValues = { ...rest };
      if (extras !== undefined || patch.currency !== undefined) {
        const current = await storeOf(tx);
        const base = patch.currency ?? current.currency;
        const enabled = enabledCurrenciesOf({
          currency: base,
          enabledCurrencies: extras ?? current.enabledCurrencies,
        });
        await assertRatesExist(tx, base, enabled);
        values.enabledCurrencies = enabled;
      }
      await updateStoreOf(tx, values);
    });
  }
  return getSettings(ctx, config);
}

/** Logo or banner: stored like product images; the URL of the largest rendition goes on the store. */
export async function setStoreImage(
  ctx: StoreScope,
  kind: 'logo' | 'banner',
  file: Buffer,
  storage: ObjectStorage,
  config: Config,
): Promise<StoreSettings> {
  const stored = await storeImage(storage, `stores/${ctx.storeId}/${kind}/${uuidv7()}`, file);
  const url = storage.url(`${stored.key}-${stored.widths.at(-1)}.webp`);
  await inTransaction(ctx, (tx) =>
    updateStoreOf(tx, kind === 'logo' ? { logoUrl: url } : { bannerUrl: url }),
  );
  return getSettings(ctx, config);
}
