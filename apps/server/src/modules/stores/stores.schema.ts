import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../admin-users/admin-users.schema';

/** A vendor's store: its subdomain, theme and settings (spec section 3, Store). Numeric ids as the spec shows. */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    username: text('username').notNull(),
    subdomain: text('subdomain').notNull(),
    description: text('description').notNull().default(''),
    phone: text('phone').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    /**
     * "Order on WhatsApp" on the storefront's cart: on unless the vendor turns it off, and shown only
     * while `whatsapp` holds a number wa.me can open.
     */
    whatsappOrders: boolean('whatsapp_orders').notNull().default(true),
    templateCategory: text('template_category').notNull().default(''),
    themeId: integer('theme_id').notNull().default(1),
    themeVersion: text('theme_version'),
    /** Bumped in the transaction of every change a storefront page shows; part of the page cache key. */
    cacheVersion: integer('cache_version').notNull().default(0),
    status: text('status').notNull().default('active'),
    currency: text('currency').notNull().default('NGN'),
    /**
     * Currencies customers may see prices and pay in besides `currency` (stored with it; readers add
     * `currency` again, so a changed base currency is always enabled).
     */
    enabledCurrencies: text('enabled_currencies').array().notNull().default(sql`'{}'::text[]`),
    /** The storefront's language for a first visit that asks for none it offers (issue 33; a LOCALES tag). */
    defaultLocale: text('default_locale').notNull().default('en-NG'),
    /**
     * The languages shoppers may switch to besides `defaultLocale` (stored with it; readers add the
     * default again, as with currencies).
     */
    locales: text('locales').array().notNull().default(sql`'{}'::text[]`),
    logoUrl: text('logo_url'),
    bannerUrl: text('banner_url'),
    primaryColor: text('primary_color').notNull().default('#1f7a4d'),
    accentColor: text('accent_color').notNull().default('#f2b705'),
    domainId: integer('domain_id').notNull().default(0),
    subDomainId: integer('sub_domain_id').notNull().default(0),
    preview: text('preview').notNull().default(''),
    channelToken: text('channel_token'),
    channelId: text('channel_id'),
    adminDashboard: text('admin_dashboard').notNull().default(''),
    /**
     * Set when the owner's plan no longer covers this store (a downgrade): the storefront stays up,
     * but no product or order is added until the owner keeps it or upgrades. Nothing is deleted.
     */
    planReadOnly: boolean('plan_read_only').notNull().default(false),
    /** Set when the owner's plan no longer includes customisation: the storefront shows the theme's colours. */
    planCustomisationOff: boolean('plan_customisation_off').notNull().default(false),
    /**
     * Set when the owner's plan no longer includes multi-currency: customers see and pay in the store's
     * own currency only. The enabled currencies stay stored and return with an upgrade.
     */
    planMultiCurrencyOff: boolean('plan_multi_currency_off').notNull().default(false),
    /**
     * The store's own domain (`www.itsname.ng`), set only once its DNS records are verified (the
     * domains module) and cleared when they stop being; the storefront answers on it and the
     * subdomain redirects there. Lower case, no trailing dot.
     */
    customDomain: text('custom_domain'),
    /** Set when the owner's plan no longer includes a custom domain: the store falls back to its subdomain. */
    planCustomDomainOff: boolean('plan_custom_domain_off').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stores_subdomain_key').on(sql`lower(${t.subdomain})`),
    uniqueIndex('stores_custom_domain_key').on(t.customDomain),
    index('stores_user_idx').on(t.userId),
    index('stores_status_idx').on(t.status),
    index('stores_theme_idx').on(t.themeId),
  ],
);

export type StoreRow = typeof stores.$inferSelect;
