import { isLocale } from '@kasuwa/contracts';
import type { CheckoutValues } from '@kasuwa/storefront';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { storefrontUrl } from '../../../platform/storefront-url';
import { checkout, refusalError } from '../../checkout';
import { recordOrderAttribution } from '../../integrations';
import {
  adAttributionForm,
  checkoutCustomer,
  checkoutForm,
  fieldErrors,
  formBody,
} from '../storefront.forms';
import {
  codeRefusalText,
  offeredDelivery,
  priceCheckoutPage,
  writeDiscountCode,
} from '../storefront.pricing';
import type { Resolved, Storefront, StorefrontPage } from '../storefront.shared';

/**
 * The checkout form again, with what the customer typed, priced with their code and delivery choice,
 * and why it was refused (nothing when they only applied a code).
 */
async function refuse(
  sf: Storefront,
  request: FastifyRequest,
  reply: FastifyReply,
  r: Resolved,
  status: number,
  values: CheckoutValues,
  formError: string | undefined,
  errors: Record<string, string> = {},
) {
  const priced = await sf.priceInDisplay(request, r, sf.readCart(request, r.store.id));
  const options = await offeredDelivery(sf, r);
  const customer = checkoutCustomer(values);
  const { view, deliveryOptions } = await priceCheckoutPage(
    sf,
    r,
    priced,
    {
      code: values.discountCode,
      state: values.state,
      delivery: values.delivery,
      customer: customer.success ? customer.data : null,
      locale: sf.localeOf(request, reply, r.store),
    },
    options,
  );
  return sf.show(
    request,
    reply,
    r,
    {
      kind: 'checkout',
      lines: priced.lines,
      subtotal: priced.subtotal,
      values,
      errors,
      formError,
      pricing: view,
      deliveryOptions,
    },
    { status, cartCount: priced.count, display: priced.display },
  );
}

/** Placing the order: the checkout form's post. On success the customer goes to the order's page. */
export const orderPage: StorefrontPage = (route, sf) => {
  route(
    'POST',
    '/checkout',
    async (request, reply, r) => {
      const { intent, locale: posted, ...values } = checkoutForm.parse(formBody(request.body));
      // The code's Apply button: keep the code and show the form priced with it; nothing is ordered.
      if (intent === 'apply') {
        writeDiscountCode(reply, r.store.id, values.discountCode, sf.secureCookies);
        return refuse(sf, request, reply, r, 200, values, undefined);
      }
      const customer = checkoutCustomer(values);
      if (!customer.success) {
        const issues = customer.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        return refuse(
          sf,
          request,
          reply,
          r,
          422,
          values,
          sf.wordsOf(request, r.store)('form.correctFields'),
          fieldErrors(issues, sf.localeOf(request, reply, r.store)),
        );
      }
      const display = await sf.displayOf(request, r.store);
      const result = await checkout(
        { db: sf.db, storeId: r.store.id },
        {
          id: r.store.id,
          name: r.store.name,
          currency: r.store.currency,
          url: storefrontUrl(sf.config, r.store.subdomain, r.store.customDomain),
        },
        sf.readCart(request, r.store.id),
        customer.data,
        display.code,
        {
          deliveryOptionId: values.delivery || undefined,
          discountCode: values.discountCode,
          payOnDelivery: values.payment === 'on_delivery',
          // The language the page was in (the form says it; the cookie and header choose it otherwise).
          locale:
            isLocale(posted) && r.store.locales.includes(posted)
              ? posted
              : sf.localeOf(request, reply, r.store),
        },
      );
      if (result.ok) {
        const ads = adAttributionForm.parse(formBody(request.body));
        if (ads.adConsent) {
          // The order stands without it: a failure here costs the ad apps a better match, nothing more.
          await recordOrderAttribution({ db: sf.db, storeId: r.store.id }, result.order.orderId, {
            ipAddress: request.ip,
            userAgent: request.headers['user-agent'] ?? '',
            sourceUrl: `${storefrontUrl(sf.config, r.store.subdomain, r.store.customDomain)}/checkout`,
            fbp: ads.fbp,
            fbc: ads.fbc,
            gaClientId: ads.gaClientId,
          }).catch((error: unknown) => request.log.warn({ err: error }, 'order attribution not recorded'));
        }
        sf.writeCart(reply, r.store.id, []);
        writeDiscountCode(reply, r.store.id, '', sf.secureCookies);
        return reply.redirect(`${r.base}/track/${result.order.trackingToken}?placed=1`, 303);
      }
      const { refusal } = result;
      if (refusal.kind === 'cart_empty') return reply.redirect(`${r.base}/cart`, 303);
      if (refusal.kind === 'invalid_customer') {
        return refuse(
          sf,
          request,
          reply,
          r,
          422,
          values,
          sf.wordsOf(request, r.store)('form.correctFields'),
          fieldErrors(refusal.issues, sf.localeOf(request, reply, r.store)),
        );
      }
      // The page says what the API would: the catalogue's status and text for this refusal.
      const err = refusalError(refusal);
      const status = err.statusCode === 400 ? 422 : err.statusCode;
      if (refusal.kind === 'discount') {
        const text = codeRefusalText(refusal.refusal, sf.localeOf(request, reply, r.store));
        return refuse(sf, request, reply, r, status, values, text, { discountCode: text });
      }
      const said = sf.sayError(request, r.store, err);
      if (refusal.kind === 'pod_not_offered' || refusal.kind === 'pod_over_limit') {
        return refuse(sf, request, reply, r, status, values, said, { payment: said });
      }
      if (refusal.kind === 'delivery_required' || refusal.kind === 'delivery_unavailable') {
        return refuse(sf, request, reply, r, status, values, said, { delivery: said });
      }
      return refuse(sf, request, reply, r, status, values, said);
    },
    {
      rateLimit: [
        { max: 300, timeWindow: '1 minute', per: 'address' },
        { max: 20, timeWindow: '1 minute', per: 'visitor' },
      ],
      back: '/checkout',
    },
  );
};
