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
  'Enter a percentage.': 'discounts.check.percent',
  'A percentage must be more than 0.': 'discounts.check.percentPositive',
  'A percentage cannot be more than 100.': 'discounts.check.percentMax',
  'Use at most two decimals.': 'discounts.check.percentDecimals',
  // The amounts' own rules (a price typed so it does not read as money arrives as NaN: "Enter an amount.").
  'Enter an amount.': 'discounts.check.amountInvalid',
  'That amount has too many decimal places.': 'discounts.check.amountDecimals',
  'An amount cannot be negative.': 'discounts.check.amountNegative',
  'That amount is too large.': 'discounts.check.amountTooLarge',
};

function messageOf(t: typeof translate, message: string): string {
  const key = CONTRACT_MESSAGES[message];
  return key ? t(key) : t('discounts.check.value');
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
      ctx.addIssue({ code: 'custom', path: issue.path, message: messageOf(t, issue.message) });
    }
    return z.NEVER;
  });
}
