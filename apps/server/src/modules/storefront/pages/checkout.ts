import type { CheckoutValues } from '@kasuwa/storefront';
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
};

/** The checkout form; posting it places the order (see order.ts). */
export const checkoutPage: StorefrontPage = (route, sf) => {
  route('GET', '/checkout', async (request, reply, r) => {
    const priced = await sf.priceInDisplay(request, r, sf.readCart(request, r.store.id));
    if (priced.lines.length === 0) return reply.redirect(`${r.base}/cart`, 303);
    return sf.show(
      request,
      reply,
      r,
      { kind: 'checkout', lines: priced.lines, subtotal: priced.subtotal, values: emptyValues, errors: {} },
      { cartCount: priced.count, display: priced.display },
    );
  });
};
