import {
  MAX_OPTIONS,
  type Product,
  type ProductInput,
  parseMoney,
  productInputSchema,
  toDecimalString,
  variantInputSchema,
} from '@kasuwa/contracts';
import { z } from 'zod';
import type { translate } from './i18n';

/** The part's translate (a component passes its `useT()`), so messages are built in the reader's language. */
type Translate = typeof translate;

/** A typed amount in major units ("12,500.50") that must parse to whole minor units of the currency. */
function amountField(currency: string, required: boolean, t: Translate) {
  return z
    .string()
    .trim()
    .refine(
      (value) => {
        if (value === '') return !required;
        const minor = parseMoney(value, currency);
        return minor !== null && minor >= 0;
      },
      required ? t('products.form.priceRequired') : t('products.form.amountInvalid'),
    );
}

/**
 * The product editor's form: the contract's product fields, with prices typed in major units of the
 * store currency and converted to minor units on submit (never through floats). The limits are the
 * contract's, with messages in the reader's language (the contract's own are English).
 */
export function productFormSchema(currency: string, t: Translate) {
  const tooLong = (max: number) => t('products.form.tooLong', { max });
  const tooMany = (max: number) => t('products.form.tooMany', { max });
  const sku = z.string().trim().max(64, tooLong(64));
  const variantRow = z.object({
    id: z.string().optional(),
    options: z.record(z.string(), z.string()),
    price: amountField(currency, true, t),
    compareAtPrice: amountField(currency, false, t),
    sku,
    stock: variantInputSchema.shape.stock,
    lowStockThreshold: variantInputSchema.shape.lowStockThreshold,
  });
  return productInputSchema
    .pick({
      title: true,
      description: true,
      status: true,
      sku: true,
      tags: true,
      collectionIds: true,
      stock: true,
    })
    .extend({
      title: z.string().trim().min(1, t('products.form.titleRequired')).max(200, tooLong(200)),
      sku: sku.default(''),
      tags: z
        .array(z.string().trim().min(1, t('products.form.emptyTag')).max(40, tooLong(40)))
        .max(30, tooMany(30))
        .default([]),
      price: amountField(currency, true, t),
      compareAtPrice: amountField(currency, false, t),
      options: z
        .array(
          z.object({
            name: z.string().trim().min(1, t('products.form.optionNameRequired')).max(40, tooLong(40)),
            values: z
              .array(z.string().trim().min(1).max(60, tooLong(60)))
              .min(1, t('products.form.optionValuesRequired'))
              .max(50, tooMany(50)),
          }),
        )
        .max(MAX_OPTIONS, tooMany(MAX_OPTIONS)),
      variants: z.array(variantRow),
      /** The id of the single variant of a product without options, kept so its history stays. */
      defaultVariantId: z.string().optional(),
    });
}

export type ProductFormInput = z.input<ReturnType<typeof productFormSchema>>;
export type ProductFormValues = z.output<ReturnType<typeof productFormSchema>>;
export type VariantRow = ProductFormValues['variants'][number];

/**
 * A stored amount as the price field starts: "3000" for ₦3,000.00, "12500.5" for ₦12,500.50, so the
 * input shows ₦3,000 rather than a bank statement's "3000.00".
 */
export function amountToInput(amount: number, currency: string): string {
  const decimal = toDecimalString(amount, currency);
  return decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal;
}

const minor = (value: string, currency: string) => parseMoney(value, currency) ?? 0;
const optionalMinor = (value: string, currency: string) =>
  value.trim() === '' ? null : parseMoney(value, currency);

/**
 * A new product is Active: saved, it is on the store, as in Shopify's admin and Bumpa's app. A merchant
 * who wants to prepare one first picks Draft; a draft left by default was never published (issue 32).
 */
export function emptyProductForm(): ProductFormInput {
  return {
    title: '',
    description: '',
    status: 'active',
    sku: '',
    tags: [],
    collectionIds: [],
    stock: 0,
    price: '',
    compareAtPrice: '',
    options: [],
    variants: [],
  };
}

export function productToForm(product: Product): ProductFormInput {
  const c = product.currency;
  const single = product.options.length === 0 ? product.variants[0] : undefined;
  return {
    title: product.title,
    description: product.description,
    status: product.status,
    sku: single?.sku ?? product.sku,
    tags: product.tags,
    collectionIds: product.collectionIds,
    stock: single?.stock ?? 0,
    price: amountToInput(single?.price ?? product.price, c),
    compareAtPrice:
      (single?.compareAtPrice ?? product.compareAtPrice) === null
        ? ''
        : amountToInput((single?.compareAtPrice ?? product.compareAtPrice) as number, c),
    options: product.options,
    variants:
      product.options.length === 0
        ? []
        : product.variants.map((v) => ({
            id: v.id,
            options: v.options,
            price: amountToInput(v.price, c),
            compareAtPrice: v.compareAtPrice === null ? '' : amountToInput(v.compareAtPrice, c),
            sku: v.sku,
            stock: v.stock,
            lowStockThreshold: v.lowStockThreshold,
          })),
    defaultVariantId: single?.id,
  };
}

/** The API payload; checked against the contract before it leaves the browser. */
export function formToPayload(values: ProductFormValues, currency: string): ProductInput {
  const price = minor(values.price, currency);
  const compareAtPrice = optionalMinor(values.compareAtPrice, currency);
  const withOptions = values.options.length > 0;
  const variants = withOptions
    ? values.variants.map((v) => ({
        id: v.id,
        options: v.options,
        price: minor(v.price, currency),
        compareAtPrice: optionalMinor(v.compareAtPrice, currency),
        sku: v.sku,
        stock: v.stock,
        lowStockThreshold: v.lowStockThreshold,
      }))
    : // Sent explicitly so a price change reaches the single variant customers buy.
      [
        {
          id: values.defaultVariantId,
          options: {},
          price,
          compareAtPrice,
          sku: values.sku,
          stock: values.stock,
          lowStockThreshold: 5,
        },
      ];
  return productInputSchema.parse({
    title: values.title,
    description: values.description,
    status: values.status,
    price: withOptions && variants.length ? Math.min(...variants.map((v) => v.price)) : price,
    compareAtPrice,
    sku: values.sku,
    tags: values.tags,
    options: values.options,
    variants,
    stock: values.stock,
    collectionIds: values.collectionIds,
  });
}

/** Every combination of the options' values, in option order (Size × Colour → S/Red, S/Blue, …). */
export function combinations(options: { name: string; values: string[] }[]): Record<string, string>[] {
  let result: Record<string, string>[] = [{}];
  for (const option of options) {
    const next: Record<string, string>[] = [];
    for (const partial of result) {
      for (const value of option.values) next.push({ ...partial, [option.name]: value });
    }
    result = next;
  }
  return result;
}

/**
 * The variant rows for new options: existing rows are kept (matched by their values in option order,
 * so renaming an option keeps prices and SKUs), new combinations start at the product's price.
 */
export function regenerateVariants(
  options: { name: string; values: string[] }[],
  current: VariantRow[],
  previousOptions: { name: string; values: string[] }[],
  defaults: { price: string; compareAtPrice: string },
): VariantRow[] {
  const keyOf = (values: Record<string, string>, names: string[]) =>
    names.map((n) => values[n] ?? '').join('\u0000');
  const previousNames = previousOptions.map((o) => o.name);
  const byKey = new Map(current.map((row) => [keyOf(row.options, previousNames), row]));
  const names = options.map((o) => o.name);
  return combinations(options).map((combo) => {
    const existing = byKey.get(keyOf(combo, names));
    return existing
      ? { ...existing, options: combo }
      : {
          options: combo,
          price: defaults.price,
          compareAtPrice: defaults.compareAtPrice,
          sku: '',
          stock: 0,
          lowStockThreshold: 5,
        };
  });
}

export function variantLabel(options: Record<string, string>, names: string[]): string {
  return names.map((n) => options[n] ?? '').join(' / ');
}
