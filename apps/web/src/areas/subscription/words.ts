import type english from './i18n/en-NG';

type Key = keyof typeof english;

/** subscriptionCheckoutSchema's messages (worded in English in the contracts), by their key here. */
export const CHECKOUT_FIELD_MESSAGES: Readonly<Record<string, Key>> = {
  'Name on the bill is required.': 'subscription.field.billingName',
  'Name on the bill must be at most 120 characters.': 'subscription.field.billingNameLong',
  'Billing email is required.': 'subscription.field.billingEmail',
  'Billing email is too long.': 'subscription.field.billingEmailLong',
  'Enter a valid email address.': 'subscription.field.emailInvalid',
};
