import { discountInputSchema } from '@kasuwa/contracts';
import { z } from 'zod';
import type { translate } from './i18n';

type DiscountKey = Parameters<typeof translate>[0];

/**
 * The contract's messages (discountInputSchema, English: the server's own words) and the part's key for
 * each. A message not listed (a new rule in the contract) is said by its kind of issue, never as a key.
 */
const CONTRACT_MESSAGES: Record<string, DiscountKey> = {
  'Use letters, digits, - and _ only.': 'discounts.check.codeChars',
  'A code needs 3 to 40 characters.': 'discounts.check.codeLength',
  'An automatic discount has no code.': 'discounts.check.noCode',
  'A usage limit must be at least 1.': 'discounts.check.usageLimit',
  'Enter the percentage off.': 'discounts.check.percent',
  'Enter an amount off of more than zero.': 'discounts.check.amount',
  'An automatic discount takes a percentage off.': 'discounts.check.automaticPercent',
  'Enter the amount the customer must spend.': 'discounts.check.minSubtotal',
  'Enter how many the customer must buy.': 'discounts.check.minQuantity',
  'Choose the one product the customer buys.': 'discounts.check.oneProduct',
  'The end must be after the start.': 'discounts.check.endAfterStart',
  'Choose at least one collection.': 'discounts.check.someCollection',
  'Choose at least one product.': 'discounts.check.someProduct',
};

const MONEY_FIELDS = new Set<PropertyKey>(['amount', 'minSubtotal']);

function messageOf(t: typeof translate, issue: z.core.$ZodIssue): string {
  const key = CONTRACT_MESSAGES[issue.message];
  if (key) return t(key);
  // A price typed so it does not read as money arrives as NaN: the field says how to write one.
  if (issue.code === 'invalid_type' && MONEY_FIELDS.has(issue.path[0] ?? '')) {
    return t('discounts.check.amountInvalid');
  }
  return t('discounts.check.value');
}

/**
 * The contract's discount check with its messages in the reader's language: the rules stay the
 * contract's (the server checks them again), only the words change.
 */
export function discountCheck(t: typeof translate) {
  return z.unknown().transform((value, ctx) => {
    const checked = discountInputSchema.safeParse(value);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: messageOf(t, issue) });
    }
    return z.NEVER;
  });
}
