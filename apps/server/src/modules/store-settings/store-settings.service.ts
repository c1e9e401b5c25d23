import type { StoreSettings, storeSettingsPatchSchema } from '@kasuwa/contracts';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Config } from '../../config';
import { storeImage } from '../../platform/images';
import type { ObjectStorage } from '../../platform/storage';
import { inTransaction, type TenantContext } from '../../platform/tenant';
import { storefrontUrl } from '../storefront/storefront-url';
import { type StoreRow, stores } from '../stores/stores.schema';
import { touchStorefront } from '../stores/stores.service';

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
    primaryColor: row.primaryColor,
    accentColor: row.accentColor,
    logoUrl: row.logoUrl,
    bannerUrl: row.bannerUrl,
    status: row.status,
    storefrontUrl: storefrontUrl(config, row.subdomain),
  };
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
      await tx.db
        .update(stores)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(stores.id, tx.storeId));
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
