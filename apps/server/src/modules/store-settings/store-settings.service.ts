import { errorMessage, type StoreSettings, type storeSettingsPatchSchema } from '@kasuwa/contracts';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Config } from '../../config';
import { fail } from '../../platform/errors';
import { storeImage } from '../../platform/images';
import type { ObjectStorage } from '../../platform/storage';
import { storefrontUrl } from '../../platform/storefront-url';
import { inTransaction, type TenantContext } from '../../platform/tenant';
import { findRate } from '../ledger/exchange-rates.service';
import { touchStorefront } from '../stores/stores.cache.service';
import { type StoreRow, stores } from '../stores/stores.schema';

type Scope = Pick<TenantContext, 'db' | 'storeId'>;

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
async function assertRatesExist(ctx: Scope, base: string, enabled: string[]): Promise<void> {
  const missing: string[] = [];
  for (const code of enabled) {
    if (code !== base && !(await findRate(ctx, base, code))) missing.push(code);
  }
  if (missing.length) {
    const message = errorMessage('EXCHANGE_RATE_MISSING', { base, missing });
    throw fail('EXCHANGE_RATE_MISSING', { base, missing }, [{ path: 'enabledCurrencies', message }]);
  }
}

async function load(ctx: Scope): Promise<StoreRow> {
  const [row] = await ctx.db.select().from(stores).where(eq(stores.id, ctx.storeId));
  return row!;
}

export async function getSettings(ctx: Scope, config: Config): Promise<StoreSettings> {
  return toSettings(await load(ctx), config);
}

export async function updateSettings(
  ctx: Scope,
  patch: z.infer<typeof storeSettingsPatchSchema>,
  config: Config,
): Promise<StoreSettings> {
  if (Object.keys(patch).length) {
    await inTransaction(ctx, async (tx) => {
      const { enabledCurrencies: extras, ...rest } = patch;
      const values: Partial<StoreRow> = { ...rest, updatedAt: new Date() };
      if (extras !== undefined || patch.currency !== undefined) {
        const current = await load(tx);
        const base = patch.currency ?? current.currency;
        const enabled = enabledCurrenciesOf({
          currency: base,
          enabledCurrencies: extras ?? current.enabledCurrencies,
        });
        await assertRatesExist(tx, base, enabled);
        values.enabledCurrencies = enabled;
      }
      await tx.db.update(stores).set(values).where(eq(stores.id, tx.storeId));
      await touchStorefront(tx.db, tx.storeId);
    });
  }
  return getSettings(ctx, config);
}

/** Logo or banner: stored like product images; the URL of the largest rendition goes on the store. */
export async function setStoreImage(
  ctx: Scope,
  kind: 'logo' | 'banner',
  file: Buffer,
  storage: ObjectStorage,
  config: Config,
): Promise<StoreSettings> {
  const stored = await storeImage(storage, `stores/${ctx.storeId}/${kind}/${uuidv7()}`, file);
  const url = storage.url(`${stored.key}-${stored.widths.at(-1)}.webp`);
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .update(stores)
      .set(
        kind === 'logo' ? { logoUrl: url, updatedAt: new Date() } : { bannerUrl: url, updatedAt: new Date() },
      )
      .where(eq(stores.id, tx.storeId));
    await touchStorefront(tx.db, tx.storeId);
  });
  return getSettings(ctx, config);
}
