import { deliveryOptionInputSchema } from '@kasuwa/contracts';
import { z } from 'zod';
import type { translate } from './i18n';

type DeliveryKey = Parameters<typeof translate>[0];

/**
 * The contract's messages (deliveryOptionInputSchema, English: the server's own words) and the part's
 * key for each. A message not listed (a new rule in the contract) is said in general words, never as a key.
 */
const CONTRACT_MESSAGES: Record<string, DeliveryKey> = {
  'Enter an amount.': 'delivery.check.amount',
  'That amount has too many decimal places.': 'delivery.check.decimals',
  'An amount cannot be negative.': 'delivery.check.negative',
  'That amount is too large.': 'delivery.check.tooLarge',
  'Choose a Nigerian state (or the Federal Capital Territory).': 'delivery.check.state',
  'Name the zone.': 'delivery.check.zoneName',
  'Put at least one state in the zone.': 'delivery.check.zoneStates',
  'Name the delivery option.': 'delivery.check.name',
  'Add at least one zone or state.': 'delivery.check.zones',
  'Enter the pickup address.': 'delivery.check.address',
  'Enter the opening hours.': 'delivery.check.hours',
};
const TWO_ZONES = /^(.+) is in two zones\.$/;

function messageOf(t: typeof translate, message: string): string {
  const key = CONTRACT_MESSAGES[message];
  if (key) return t(key);
  const twice = TWO_ZONES.exec(message);
  if (twice) return t('delivery.check.twoZones', { state: twice[1] ?? '' });
  return t('delivery.check.value');
}

/**
 * The contract's delivery option check with its messages in the reader's language: the rules stay the
 * contract's (the server checks them again), only the words change.
 */
export function deliveryCheck(t: typeof translate) {
  return z.unknown().transform((value, ctx) => {
    const checked = deliveryOptionInputSchema.safeParse(value);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: messageOf(t, issue.message) });
    }
    return z.NEVER;
  });
}
