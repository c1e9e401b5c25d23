import { z } from 'zod';

export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Widths the image pipeline writes; the storefront builds `srcset` from them. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_OPTIONS = 3;
export const MAX_VARIANTS = 100;

const minor = z.number().int().min(0).max(1_000_000_000_000).describe('minor units of the store currency');
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.');

export const productOptionSchema = z.object({
  name: z.string().trim().min(1).max(40),
  values: z.array(z.string().trim().min(1).max(60)).min(1).max(50),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

export const variantInputSchema = z.object({
  /** Present when updating an existing variant; new variants have none. */
  id: z.uuid().optional(),
  options: z.record(z.string(), z.string()).default({}),
  price: minor,
  compareAtPrice: minor.nullable().default(null),
  sku: z.string().trim().max(64).default(''),
  /** Only on create; later changes go through inventory adjustments so every change has a reason. */
  stock: z.number().int().min(0).max(1_000_000).default(0),
  lowStockThreshold: z.number().int().min(0).max(1_000_000).default(5),
});
export type VariantInput = z.infer<typeof variantInputSchema>;

const productFields = {
  title: z.string().trim().min(1, 'Title is required.').max(200),
  slug: slug.optional(),
  description: z.string().max(50_000),
  status: z.enum(PRODUCT_STATUSES),
  price: minor,
  compareAtPrice: minor.nullable(),
  sku: z.string().trim().max(64),
  tags: z.array(z.string().trim().min(1).max(40)).max(30),
  options: z.array(productOptionSchema).max(MAX_OPTIONS),
  /** Without options there is one default variant carrying the product's price, SKU and stock. */
  variants: z.array(variantInputSchema).max(MAX_VARIANTS).optional(),
  stock: z.number().int().min(0).max(1_000_000),
  collectionIds: z.array(z.uuid()).max(50),
};

export const productInputSchema = z.object({
  ...productFields,
  description: productFields.description.default(''),
  status: productFields.status.default('draft'),
  compareAtPrice: productFields.compareAtPrice.default(null),
  sku: productFields.sku.default(''),
  tags: productFields.tags.default([]),
  options: productFields.options.default([]),
  stock: productFields.stock.default(0),
  collectionIds: productFields.collectionIds.default([]),
});
export type ProductInput = z.input<typeof productInputSchema>;
/** Built from the fields without their defaults: a field left out of a patch stays as it is. */
export const productPatchSchema = z.object(productFields).partial();

export const imageSchema = z.object({
  id: z.uuid(),
  alt: z.string(),
  position: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  urls: z.record(z.string(), z.string()).describe('width → URL of the WebP rendition'),
});
export type ProductImage = z.infer<typeof imageSchema>;

export const variantSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  options: z.record(z.string(), z.string()),
  price: z.number().int(),
  compareAtPrice: z.number().int().nullable(),
  sku: z.string(),
  stock: z.number().int(),
  lowStockThreshold: z.number().int(),
  position: z.number().int(),
});
export type Variant = z.infer<typeof variantSchema>;

export const productSchema = z.object({
  id: z.uuid(),
  storeId: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string().describe('sanitised HTML'),
  status: z.enum(PRODUCT_STATUSES),
  price: z.number().int(),
  compareAtPrice: z.number().int().nullable(),
  currency: z.string(),
  sku: z.string(),
  tags: z.array(z.string()),
  options: z.array(productOptionSchema),
  variants: z.array(variantSchema),
  images: z.array(imageSchema),
  collectionIds: z.array(z.uuid()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(PRODUCT_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  collectionId: z.uuid().optional(),
});

export const productSummarySchema = productSchema
  .pick({
    id: true,
    title: true,
    slug: true,
    status: true,
    price: true,
    compareAtPrice: true,
    currency: true,
    sku: true,
    tags: true,
    updatedAt: true,
  })
  .extend({
    totalStock: z.number().int(),
    variantCount: z.number().int(),
    thumbnailUrl: z.string().nullable(),
  });
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });

export const collectionInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required.').max(120),
  slug: slug.optional(),
  description: z.string().trim().max(2000).default(''),
});
export const collectionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  productCount: z.number().int(),
});
export type Collection = z.infer<typeof collectionSchema>;

export const importResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});

// Inventory

export const ADJUSTMENT_REASONS = [
  'restock',
  'correction',
  'damaged',
  'lost',
  'returned',
  'order_reserved',
  'reservation_released',
] as const;
/** Reasons a person may choose; the others are written by the order flow. */
export const MANUAL_ADJUSTMENT_REASONS = ['restock', 'correction', 'damaged', 'lost', 'returned'] as const;

export const adjustmentInputSchema = z.object({
  delta: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((d) => d !== 0, 'The change must not be zero.'),
  reason: z.enum(MANUAL_ADJUSTMENT_REASONS),
  note: z.string().trim().max(500).default(''),
});
export const adjustmentSchema = z.object({
  id: z.number().int(),
  variantId: z.uuid(),
  delta: z.number().int(),
  reason: z.enum(ADJUSTMENT_REASONS),
  note: z.string(),
  stockAfter: z.number().int(),
  orderId: z.uuid().nullable(),
  actorName: z.string(),
  createdAt: z.iso.datetime(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const inventoryItemSchema = z.object({
  variantId: z.uuid(),
  productId: z.uuid(),
  productTitle: z.string(),
  variantTitle: z.string(),
  sku: z.string(),
  stock: z.number().int(),
  lowStockThreshold: z.number().int(),
  low: z.boolean(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;
export const inventoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  lowStock: z.enum(['1', '0', 'true', 'false']).optional(),
  q: z.string().trim().max(100).optional(),
});
export const thresholdInputSchema = z.object({ lowStockThreshold: z.number().int().min(0).max(1_000_000) });
