/**
 * Where a shared page takes the visitor's cart count. An HTML comment cannot come out of anything a
 * vendor types (text is escaped, descriptions are sanitised, JSON has `<` escaped), so it is found
 * only where the header put it.
 */
export const CART_COUNT_SLOT = '<!--kasuwa:cart-count-->';
export const SLOT_IN_BADGE = `data-cart-count="">${CART_COUNT_SLOT}`;

/** The platform's icon, served by the web app on every host. */
export const PLATFORM_ICON = '/favicon.svg';
