import { convertMinor, type DeliveryOption, formatMoneyIn, type Locale } from '@kasuwa/contracts';
import {
  type CartLineView,
  type DeliveryChoiceView,
  type DisplayCurrency,
  type PricingView,
  translator,
} from '@kasuwa/storefront';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../platform/db';
import { fail } from '../../platform/errors';
import {
  activeDeliveryOptions,
  type CheckoutPricing,
  type CodeRefusal,
  normaliseCode,
  priceCheckout,
} from '../discounts';
import { errorText } from '../messages';

/** What these helpers need of the storefront (kept structural: the shared module imports this one). */
type Sf = { db: DbOrTx };
type Resolved = { store: { id: number; currency: string } };
type PricedCart = { lines: CartLineView[]; display: DisplayCurrency };

/**
 * Discount codes and delivery on the storefront's cart and checkout pages. The code a visitor applied
 * (by the cart's form or a `?discount=CODE` link) is kept in a per-store cookie until the order is
 * placed; the pages are priced by the same function checkout charges with.
 */

const CODE_MAX_AGE = 7 * 24 * 3600;
const CODE_SHAPE = /^[A-Z0-9_-]{1,40}$/;

export function discountCookieName(storeId: number): string {
  return `kasuwa_disc_${storeId}`;
}

export function readDiscountCode(request: FastifyRequest, storeId: number): string {
  const code = normaliseCode(request.cookies[discountCookieName(storeId)]);
  return CODE_SHAPE.test(code) ? code : '';
}

/** Keeps (or with '' forgets) the visitor's code; anything but a code's shape is not kept. */
export function writeDiscountCode(reply: FastifyReply, storeId: number, raw: string, secure: boolean) {
  const code = normaliseCode(raw);
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
  if (CODE_SHAPE.test(code))
    reply.setCookie(discountCookieName(storeId), code, { ...options, maxAge: CODE_MAX_AGE });
  else reply.clearCookie(discountCookieName(storeId), options);
}

/** The words a customer reads for a refused code (the catalogue's DISCOUNT_NOT_APPLIED text). */
export function codeRefusalText(refusal: CodeRefusal, locale: Locale): string {
  const err = fail('DISCOUNT_NOT_APPLIED', refusal);
  return errorText(err.code, err.params, locale);
}

export async function offeredDelivery(sf: Sf, r: Resolved): Promise<DeliveryOption[]> {
  return activeDeliveryOptions({ db: sf.db, storeId: r.store.id }, r.store.currency);
}

/** The options as the checkout form lists them, fees in the display currency. */
export function deliveryChoices(
  options: DeliveryOption[],
  display: DisplayCurrency,
  storeCurrency: string,
  locale: Locale,
) {
  const t = translator(locale);
  const convert = (n: number) =>
    display.rate ? convertMinor(n, storeCurrency, display.code, display.rate) : n;
  const format = (n: number) => formatMoneyIn(convert(n), display.code, locale, { compact: true });
  // Pay on delivery is offered in the store's own currency only (its maximum is in it).
  const podOf = (o: DeliveryOption) =>
    !o.payOnDelivery || display.code !== storeCurrency
      ? null
      : o.payOnDeliveryMax !== null
        ? t('delivery.podUpTo', { max: format(o.payOnDeliveryMax) })
        : t('delivery.pod');
  return options.map((o) => ({ ...choiceOf(o), payOnDelivery: podOf(o) }));

  function choiceOf(o: DeliveryOption): DeliveryChoiceView {
    const free = o.freeAbove !== null ? t('delivery.freeAbove', { amount: format(o.freeAbove) }) : '';
    if (o.kind === 'pickup')
      return { id: o.id, kind: o.kind, name: o.name, fee: 0, detail: `${o.address} · ${o.hours}` };
    if (o.kind === 'flat')
      return { id: o.id, kind: o.kind, name: o.name, fee: convert(o.fee ?? 0), detail: free };
    const fees = o.zones.map((z) => z.fee);
    const low = Math.min(...fees);
    const high = Math.max(...fees);
    const range = low === high ? format(low) : `${format(low)} – ${format(high)}`;
    const states = o.zones.flatMap((z) => z.states).length;
    return {
      id: o.id,
      kind: o.kind,
      name: o.name,
      fee: null,
      detail: `${t('delivery.byState', { range, states })} ${free}`.trim(),
    };
  }
}

/**
 * Prices a cart (already in the display currency) with the code and, at checkout, the chosen delivery
 * and the customer. Answers the page's view and the full pricing.
 */
export async function priceForPage(
  sf: Sf,
  r: Resolved,
  cart: PricedCart,
  input: {
    code: string;
    customer?: { phone: string; email: string } | null;
    delivery?: { option: DeliveryOption; state: string } | null;
    /** The page's language, which a refused code's reason is said in. */
    locale: Locale;
  },
): Promise<{ view: PricingView; pricing: CheckoutPricing }> {
  const code = normaliseCode(input.code);
  const pricing = await priceCheckout(
    { db: sf.db, storeId: r.store.id },
    { storeCurrency: r.store.currency, currency: cart.display.code, rate: cart.display.rate },
    {
      lines: cart.lines.map((l) => ({
        productId: l.productId,
        quantity: l.quantity,
        lineTotal: l.lineTotal,
      })),
      code,
      customer: input.customer ?? null,
      delivery: input.delivery ?? null,
    },
  );
  return {
    pricing,
    view: {
      lineDiscounts: pricing.lineDiscounts,
      applied: pricing.applied,
      discount: pricing.goodsDiscount,
      shipping: input.delivery && !pricing.deliveryRefusal ? pricing.shipping : null,
      total: pricing.total,
      code,
      codeApplied: Boolean(code) && !pricing.codeRefusal,
      codeError: pricing.codeRefusal ? codeRefusalText(pricing.codeRefusal, input.locale) : undefined,
    },
  };
}

/**
 * The checkout page's pricing: the total with the chosen delivery, and beside each option the total the
 * customer would pay with it, so that what "Place order" asks is on the page before she presses it (a
 * total "plus delivery" that then doubled at payment lost orders). A by-state option is priced once the
 * state is known; until then its total is null.
 */
export async function priceCheckoutPage(
  sf: Sf,
  r: Resolved,
  cart: PricedCart,
  input: {
    code: string;
    state: string;
    delivery: string;
    customer?: { phone: string; email: string } | null;
    locale: Locale;
  },
  options: DeliveryOption[],
): Promise<{ view: PricingView; deliveryOptions: DeliveryChoiceView[] }> {
  const priceWith = (option: DeliveryOption | undefined) =>
    priceForPage(sf, r, cart, {
      code: input.code,
      customer: input.customer,
      delivery: option ? { option, state: input.state } : null,
      locale: input.locale,
    });
  const chosen = options.find((o) => o.id === input.delivery);
  const [{ view }, ...each] = await Promise.all([priceWith(chosen), ...options.map((o) => priceWith(o))]);
  const choices = deliveryChoices(options, cart.display, r.store.currency, input.locale);
  return {
    view,
    deliveryOptions: choices.map((choice, n) => ({
      ...choice,
      total: each[n]!.view.shipping === null ? null : each[n]!.view.total,
    })),
  };
}
