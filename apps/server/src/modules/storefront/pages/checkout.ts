import type { CheckoutValues } from '@kasuwa/storefront';
import { offeredDelivery, priceCheckoutPage, readDiscountCode } from '../storefront.pricing';
import type { StorefrontPage } from '../storefront.shared';

const emptyValues: CheckoutValues = {
  email: '',
  phone: '',
  name: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  country: 'Nigeria',
  postalCode: '',
  note: '',
  delivery: '',
  discountCode: '',
  marketingConsent: '',
  payment: '',
};

/** The checkout form; posting it places the order (see order.ts). */
export const checkoutPage: StorefrontPage = (route, sf) => {
  route('GET', '/checkout', async (request, reply, r) => {
    const priced = await sf.priceInDisplay(request, r, sf.readCart(request, r.store.id));
    if (priced.lines.length === 0) return reply.redirect(`${r.base}/cart`, 303);
    const options = await offeredDelivery(sf, r);
    const values = {
      ...emptyValues,
      discountCode: readDiscountCode(request, r.store.id),
      delivery: options.length === 1 ? options[0]!.id : '',
    };
    const { view, deliveryOptions } = await priceCheckoutPage(
      sf,
      r,
      priced,
      {
        code: values.discountCode,
        state: values.state,
        delivery: values.delivery,
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
        errors: {},
        pricing: view,
        deliveryOptions,
      },
      { cartCount: priced.count, display: priced.display },
    );
  });
};
