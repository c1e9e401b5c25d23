import {
  checkoutCustomerSchema,
  disputeInputSchema,
  type Locale,
  paymentMethodSchema,
  USSD_BANK_IDS,
} from '@kasuwa/contracts';
import type { CheckoutValues } from '@kasuwa/storefront';
import { z } from 'zod';
import { validationText } from '../messages';

/**
 * The schemas of the storefront's HTML forms and query strings. A browser sends every field as text,
 * a repeated field as a list and a missing one not at all; the schemas say which of those a page
 * accepts, so a handler never casts a body or a query.
 */

/**
 * A field as typed, for showing the form again: anything but one string reads as empty. The cut is
 * past every field's own limit, so an over-long entry is refused by its schema, never shortened.
 */
const typed = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v.slice(0, 4000) : ''));
/** The first of a repeated query parameter, as browsers and links may repeat one. */
const firstOf = (v: unknown) => (Array.isArray(v) ? v[0] : v);

const variantId = z.uuid('Choose an option.');

export const addToCartForm = z.object({
  variantId,
  quantity: z.coerce
    .number('Enter a quantity from 1 to 99.')
    .int('Enter a quantity from 1 to 99.')
    .min(1, 'Enter a quantity from 1 to 99.')
    .max(99, 'Enter a quantity from 1 to 99.')
    .default(1),
});

export const updateCartForm = z.object({
  variantId,
  quantity: z.coerce
    .number('Enter a quantity from 0 to 99.')
    .int('Enter a quantity from 0 to 99.')
    .min(0, 'Enter a quantity from 0 to 99.')
    .max(99, 'Enter a quantity from 0 to 99.'),
});

/**
 * The checkout form as typed, never refused: the customer's details are checked by `checkoutCustomer`.
 * The form has a select of Nigerian states and a free-text region for other countries (the page shows
 * the one that fits the country); the state is whichever of the two goes with the chosen country.
 */
export const checkoutForm = z
  .object({
    email: typed,
    phone: typed,
    name: typed,
    line1: typed,
    line2: typed,
    city: typed,
    state: typed,
    region: typed,
    country: typed.transform((s) => s || 'Nigeria'),
    postalCode: typed,
    note: typed,
    delivery: typed,
    discountCode: typed,
    marketingConsent: typed,
    payment: typed,
    /** `apply`: the code's Apply button; the page is shown again priced, nothing is ordered. */
    intent: typed,
    /** The language the checkout page was in (a hidden field), kept on the order. */
    locale: typed,
  })
  .transform(({ region, intent, locale, ...v }): CheckoutValues & { intent: string; locale: string } => ({
    intent,
    locale,
    ...v,
    state: v.country.trim().toLowerCase() === 'nigeria' ? v.state : region || v.state,
  }));

/**
 * What the island adds to the checkout form when the shopper accepted the store's ad and analytics
 * cookies: the consent and the cookies Meta and Google set in this browser. Values that do not look like
 * theirs read as empty, so nothing else is passed on to them.
 */
export const adAttributionForm = z.object({
  adConsent: typed.transform((v) => v === 'granted'),
  fbp: typed.transform((v) => (/^fb\.\d\.\d+\.\d+$/.test(v) ? v : '')),
  fbc: typed.transform((v) => (/^fb\.\d\.\d+\.[\w-]{1,200}$/.test(v) ? v : '')),
  gaClientId: typed.transform((v) => (/^\d{1,12}\.\d{1,12}$/.test(v) ? v : '')),
});

/** The customer of an order from the checkout form's fields, checked by the schema checkout uses. */
export function checkoutCustomer(values: CheckoutValues) {
  return checkoutCustomerSchema.safeParse({
    email: values.email,
    phone: values.phone,
    name: values.name,
    note: values.note,
    marketingConsent: values.marketingConsent === 'on',
    address: {
      line1: values.line1,
      line2: values.line2,
      city: values.city,
      state: values.state,
      country: values.country,
      postalCode: values.postalCode,
    },
  });
}

/**
 * Field errors keyed by the form's field names (the address fields are flat in the form), in the
 * shopper's language where the words are ours (messages' validationText).
 */
export function fieldErrors(
  issues: readonly { path: string; message: string }[],
  locale: Locale,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const d of issues) errors[d.path.replace(/^address\./, '')] ??= validationText(d.message, locale);
  return errors;
}

/** The cart's discount code form: a code, or the Remove button. */
export const discountForm = z.object({ code: typed, remove: typed });

/** `?discount=CODE` on any storefront address: the shareable link of a promotion. */
export const discountQuery = z.object({
  discount: z.preprocess(firstOf, z.string().max(100).catch('')).optional(),
});

/** The dispute form as typed; `disputeReason` checks it. */
export const disputeForm = z.object({ reason: typed });
export const disputeReason = disputeInputSchema.shape.reason;

/** The payment page's form: one per method, the e-mail only when the order has none. */
export const payForm = z.object({
  method: z.union([paymentMethodSchema, z.literal('ussd')]),
  /** The bank a USSD code is asked for; checked against the store's banks by the page. */
  bank: z.enum(USSD_BANK_IDS).optional().catch(undefined),
  email: z
    .union([z.literal(''), z.email('Enter a valid email address.').max(200)])
    .optional()
    .transform((v) => v || undefined),
});

export const collectionQuery = z.object({
  // A bad or missing page number shows the first page; a page past the last shows the last.
  page: z.preprocess(
    firstOf,
    z.coerce
      .number()
      .int()
      .catch(1)
      .transform((n) => Math.max(1, Math.min(1000, n))),
  ),
});

export const searchQuery = z.object({
  q: z.preprocess(
    firstOf,
    z
      .string()
      .catch('')
      .transform((s) => s.trim().slice(0, 100)),
  ),
});

/** The suggestions' query: what has been typed so far; more than the search page reads is refused. */
export const suggestQuery = z.object({
  q: z.preprocess((v) => {
    const first = firstOf(v);
    return typeof first === 'string' ? first : '';
  }, z.string().trim().max(100)),
});

/** Only a path of this store: never another host (`//evil`, `/\evil`) through the redirect. */
const storePath = /^\/(?![/\\])[^\s]*$/;

export const languageQuery = z.object({
  lang: z.preprocess(firstOf, z.string().catch('')),
  return: z.preprocess(firstOf, z.string().regex(storePath).catch('/')),
});

export const currencyQuery = z.object({
  currency: z.preprocess(firstOf, z.string().toUpperCase().catch('')),
  return: z.preprocess(firstOf, z.string().regex(storePath).catch('/')),
});

const flag = z.preprocess(
  firstOf,
  z
    .unknown()
    .transform((v) => v === '1')
    .catch(false),
);

export const trackingQuery = z.object({ placed: flag, reported: flag });

/** A tracking token as the server issues them; anything else is an unknown order, not an error. */
export const trackingParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

export const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** A form body as an object, whatever was posted (a JSON list or string is read as no fields). */
export function formBody(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
