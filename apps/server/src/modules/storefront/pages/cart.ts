import { type CartLine, DEFAULT_LOCALE, type Locale } from '@kasuwa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, errors, fail } from '../../../platform/errors';
import { addToCart, priceCart, sendCartToWhatsApp, setQuantity } from '../../carts';
import { validationText } from '../../messages';
import { addToCartForm, discountForm, formBody, updateCartForm } from '../storefront.forms';
import { priceForPage, readDiscountCode, writeDiscountCode } from '../storefront.pricing';
import type { Resolved, Storefront, StorefrontPage } from '../storefront.shared';

/**
 * Why a cart form was refused. An option id that is not one is no form a browser sends (400); a
 * quantity is typed by the customer, so it is answered 422 with what to enter.
 */
function refusal(
  error: z.ZodError,
  badOption: string,
  locale: Locale,
): { status: 400 | 422; message: string } {
  if (error.issues.some((i) => i.path[0] === 'variantId')) return { status: 400, message: badOption };
  const first = error.issues[0]?.message;
  return { status: 422, message: first ? validationText(first, locale) : badOption };
}

/** The page's language (storefront.shared sets it on every store request). */
const pageLocale = (request: FastifyRequest, r: Resolved): Locale =>
  request.readerLocale ?? r.store.locales[0] ?? DEFAULT_LOCALE;

const wantsJson = (request: FastifyRequest) => (request.headers.accept ?? '').includes('application/json');

async function showCart(
  sf: Storefront,
  request: FastifyRequest,
  reply: FastifyReply,
  r: Resolved,
  lines: CartLine[],
  notice?: string,
  code = readDiscountCode(request, r.store.id),
) {
  const priced = await sf.priceInDisplay(request, r, lines);
  const { view } = await priceForPage(sf, r, priced, { code, locale: pageLocale(request, r) });
  return sf.show(
    request,
    reply,
    r,
    { kind: 'cart', lines: priced.lines, subtotal: priced.subtotal, notice, pricing: view },
    { cartCount: priced.count, display: priced.display },
  );
}

export const cartPage: StorefrontPage = (route, sf) => {
  route('GET', '/cart', (request, reply, r) =>
    showCart(sf, request, reply, r, sf.readCart(request, r.store.id)),
  );

  route('GET', '/cart.json', async (request, reply, r) => {
    const priced = await sf.priceInDisplay(request, r, sf.readCart(request, r.store.id));
    return reply
      .header('cache-control', 'no-store')
      .send({ count: priced.count, subtotal: priced.subtotal, currency: priced.display.code });
  });

  // Add to cart: the product page's form, or the island's request for JSON.
  route('POST', '/cart', async (request, reply, r) => {
    const parsed = addToCartForm.safeParse(formBody(request.body));
    const lines = sf.readCart(request, r.store.id);
    if (!parsed.success) {
      const { status, message } = refusal(
        parsed.error,
        sf.wordsOf(request, r.store)('form.chooseOption'),
        pageLocale(request, r),
      );
      if (wantsJson(request)) throw errors.validation([{ path: 'body', message }]);
      return showCart(sf, request, reply.status(status), r, lines, message);
    }
    const priced = await priceCart({ db: sf.db, storeId: r.store.id }, [parsed.data], sf.storage);
    const line = priced.lines[0];
    if (!line) {
      const unavailable = fail('ITEM_UNAVAILABLE', { adding: true });
      if (wantsJson(request)) throw unavailable;
      const notice = sf.sayError(request, r.store, unavailable);
      return showCart(sf, request, reply.status(unavailable.statusCode), r, lines, notice);
    }
    const inCart = lines.find((l) => l.variantId === line.variantId)?.quantity ?? 0;
    if (inCart + parsed.data.quantity > line.available) {
      const short = fail('OUT_OF_STOCK', {
        name: line.productTitle,
        available: line.available,
        adding: true,
      });
      if (wantsJson(request)) throw short;
      return showCart(
        sf,
        request,
        reply.status(short.statusCode),
        r,
        lines,
        sf.sayError(request, r.store, short),
      );
    }
    const next = addToCart(lines, parsed.data.variantId, parsed.data.quantity);
    sf.writeCart(reply, r.store.id, next);
    sf.countCart(request, reply, r);
    if (wantsJson(request)) return reply.send({ count: next.reduce((n, l) => n + l.quantity, 0) });
    return reply.redirect(`${r.base}/cart`, 303);
  });

  // The cart's discount code form: the code is kept for checkout and the cart shown priced with it,
  // or with why it does not apply. Remove forgets it.
  route(
    'POST',
    '/cart/discount',
    async (request, reply, r) => {
      const form = discountForm.parse(formBody(request.body));
      const code = form.remove ? '' : form.code;
      writeDiscountCode(reply, r.store.id, code, sf.secureCookies);
      return showCart(
        sf,
        request,
        reply,
        r,
        sf.readCart(request, r.store.id),
        undefined,
        code.trim().toUpperCase(),
      );
    },
    {
      // Codes are short: a limit per visitor keeps them from being guessed by trying.
      rateLimit: [
        { max: 120, timeWindow: '1 minute', per: 'address' },
        { max: 15, timeWindow: '1 minute', per: 'visitor' },
      ],
      back: '/cart',
    },
  );

  // The cart page's row form: a new quantity, or 0 (the Remove button) to take the line out.
  route('POST', '/cart/update', async (request, reply, r) => {
    const parsed = updateCartForm.safeParse(formBody(request.body));
    const lines = sf.readCart(request, r.store.id);
    if (!parsed.success) {
      const { status, message } = refusal(
        parsed.error,
        sf.wordsOf(request, r.store)('form.quantity'),
        pageLocale(request, r),
      );
      return showCart(sf, request, reply.status(status), r, lines, message);
    }
    sf.writeCart(reply, r.store.id, setQuantity(lines, parsed.data.variantId, parsed.data.quantity));
    return reply.redirect(`${r.base}/cart`, 303);
  });

  // "Order on WhatsApp": the cart is recorded under a short code, then the browser goes on to the
  // store's chat with the cart as text. Each press records a cart, so it is limited like other forms.
  route(
    'POST',
    '/cart/whatsapp',
    async (request, reply, r) => {
      const lines = sf.readCart(request, r.store.id);
      try {
        const sent = await sendCartToWhatsApp({ db: sf.db, storeId: r.store.id }, r.store, lines, sf.storage);
        return reply.header('cache-control', 'no-store').redirect(sent.url, 303);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return showCart(
          sf,
          request,
          reply.status(err.statusCode),
          r,
          lines,
          sf.sayError(request, r.store, err),
        );
      }
    },
    {
      rateLimit: [
        { max: 60, timeWindow: '1 minute', per: 'address' },
        { max: 10, timeWindow: '1 minute', per: 'visitor' },
      ],
      back: '/cart',
    },
  );
};
