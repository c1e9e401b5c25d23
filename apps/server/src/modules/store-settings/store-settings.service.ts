import {
  errorMessage,
  type Locale,
  type StoreSettings,
  type storeSettingsPatchSchema,
} from '@kasuwa/contracts';
import { offeredLocales } from '@kasuwa/storefront';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Config } from '../../config';
import { fail } from '../../platform/errors';
import { storeImage } from '../../platform/images';
import type { ObjectStorage } from '../../platform/storage';
import { storefrontUrl } from '../../platform/storefront-url';
import { inTransaction, type StoreScope } from '../../platform/tenant';
import { findRate } from '../currencies';
import { assertFeature } from '../plans';
import {
  type StoreRow,
  type StoreSettingsValues,
  storeEntitlements,
  storeOf,
  updateStoreOf,
} from '../stores';

function toSettings(row: StoreRow, config: Pick<Config, 'publicUrl' | 'BASE_DOMAIN'>): StoreSettings {
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    description: row.description,
    phone: row.phone,
    whatsapp: row.whatsapp,
    whatsappOrders: row.whatsappOrders,
    themeId: row.themeId,
    currency: row.currency,
    enabledCurrencies: enabledCurrenciesOf(row),
    primaryColor: row.primaryColor,
    accentColor: row.accentColor,
    logoUrl: row.logoUrl,
    bannerUrl: row.bannerUrl,
    status: row.status,
    storefrontUrl: storefrontUrl(config, row.subdomain, row.planCustomDomainOff ? null : row.customDomain),
    ...languagesOf(row),
  };
}

/** The storefront's default language and every language it offers, the default first, each once. */
function languagesOf(row: Pick<StoreRow, 'defaultLocale' | 'locales'>): {
  defaultLocale: Locale;
  locales: Locale[];
} {
  const locales = offeredLocales(row.defaultLocale, row.locales);
  return { defaultLocale: locales[0]!, locales };
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

/**
 * Paid-only settings are refused only when they change: a form that sends back the colours or the
 * currencies a store already has (set before a downgrade, or by the theme) still saves its other
 * fields, and taking a paid setting away is always allowed.
 */
async function assertPlanAllows(
  ctx: StoreScope,
  current: StoreRow,
  patch: z.infer<typeof storeSettingsPatchSchema>,
): Promise<void> {
  const colours =
    (patch.primaryColor !== undefined && patch.primaryColor !== current.primaryColor) ||
    (patch.accentColor !== undefined && patch.accentColor !== current.accentColor);
  const had = new Set(enabledCurrenciesOf(current));
  const wanted = [patch.currency ?? current.currency, ...(patch.enabledCurrencies ?? [])];
  const newForeign = wanted.some((c) => c !== 'NGN' && !had.has(c));
  if (!colours && !newForeign) return;
  const entitlements = await storeEntitlements(ctx, current);
  if (colours) assertFeature(entitlements, 'customisation');
  if (newForeign) assertFeature(entitlements, 'multiCurrency');
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
      const current = await storeOf(tx);
      await assertPlanAllows(tx, current, patch);
      const { enabledCurrencies: extras, defaultLocale, locales, ...rest } = patch;
      const values: StoreSettingsValues = { ...rest };
      if (defaultLocale !== undefined || locales !== undefined) {
        // Stored as the default and the others offered besides it; a language dropped from the offer
        // stops being served at once (the cache version moves with the row).
        const first = defaultLocale ?? languagesOf(current).defaultLocale;
        const others = (locales ?? current.locales).filter((l) => l !== first);
        values.defaultLocale = first;
        values.locales = offeredLocales(first, others).slice(1);
      }
      if (extras !== undefined || patch.currency !== undefined) {
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
  // The logo is every store's; a banner is customisation beyond the theme (spec 9: paid plans only).
  if (kind === 'banner') assertFeature(await storeEntitlements(ctx), 'customisation');
  const stored = await storeImage(storage, `stores/${ctx.storeId}/${kind}/${uuidv7()}`, file);
  const url = storage.url(`${stored.key}-${stored.widths.at(-1)}.webp`);
  await inTransaction(ctx, (tx) =>
    updateStoreOf(tx, kind === 'logo' ? { logoUrl: url } : { bannerUrl: url }),
  );
  return getSettings(ctx, config);
}
