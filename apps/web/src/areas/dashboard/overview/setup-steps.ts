import type { AnalyticsOverview } from '@kasuwa/contracts';

export type SetupStepId = 'product' | 'payout' | 'delivery' | 'share';

export interface SetupStep {
  id: SetupStepId;
  title: string;
  /** What to do next, or what made it done. */
  hint: string;
  done: boolean;
  /** Where the step is done in the dashboard (the share step is done on the card itself). */
  to?: string;
  action?: string;
}

export interface SetupFacts {
  overview: Pick<AnalyticsOverview, 'products' | 'activeProducts' | 'sources' | 'ordersByStatus'>;
  payoutAccounts: number;
  /** Delivery or pickup options shoppers can choose at checkout. */
  activeDeliveryOptions: number;
}

// Visits that came through a link she shared (her WhatsApp share is tagged; the others come with a
// referrer). Direct and "other" visits are left out: her own taps on "View storefront" land there.
const SHARED_SOURCES = new Set(['whatsapp', 'instagram', 'facebook', 'google']);

/**
 * The four things a new store needs before its first sale, each judged from the store's own data so that
 * it ticks itself when done, on any device.
 */
export function setupSteps(facts: SetupFacts): SetupStep[] {
  const { overview } = facts;
  const orders = Object.values(overview.ordersByStatus).reduce((sum, n) => sum + n, 0);
  const sharedVisits = overview.sources
    .filter((s) => SHARED_SOURCES.has(s.source))
    .reduce((sum, s) => sum + s.visits, 0);
  const product: SetupStep =
    overview.activeProducts > 0
      ? { id: 'product', title: 'Add a product', hint: 'Shoppers can see it in your store.', done: true }
      : overview.products > 0
        ? {
            id: 'product',
            title: 'Publish your first product',
            hint: 'It is saved as a draft: publish it so shoppers can see it.',
            done: false,
            to: '/dashboard/products',
            action: 'Publish',
          }
        : {
            id: 'product',
            title: 'Add a product',
            hint: 'A photo, a name and a price are enough to start.',
            done: false,
            to: '/dashboard/products/new',
            action: 'Add product',
          };
  return [
    product,
    {
      id: 'payout',
      title: 'Set how you get paid',
      hint:
        facts.payoutAccounts > 0
          ? 'Your bank account for payouts is saved.'
          : 'Add the bank account your sales are paid into.',
      done: facts.payoutAccounts > 0,
      to: '/dashboard/money?tab=bank',
      action: 'Add bank account',
    },
    {
      id: 'delivery',
      title: 'Set delivery',
      hint:
        facts.activeDeliveryOptions > 0
          ? 'Shoppers can choose how they get their order.'
          : 'Say how orders reach your customers: delivery fees or pickup.',
      done: facts.activeDeliveryOptions > 0,
      to: '/dashboard/delivery',
      action: 'Add delivery',
    },
    {
      id: 'share',
      title: 'Share your store',
      hint:
        sharedVisits > 0 || orders > 0
          ? 'People are finding your store.'
          : 'Send your link on WhatsApp; this ticks when the first visitor or order comes in.',
      done: sharedVisits > 0 || orders > 0,
    },
  ];
}

/**
 * How long the checklist is offered: the first weeks of a store. Its sharing step reads the overview's
 * range (the last days' visits and orders), so on an older store it would ask again for what was done.
 */
export const SETUP_OFFERED_MS = 30 * 24 * 3600_000;

export function setupOffered(store: { createdAt: string }, now = Date.now()): boolean {
  return now - Date.parse(store.createdAt) < SETUP_OFFERED_MS;
}

const hiddenKey = (storeId: number) => `kasuwa.setup.hidden.${storeId}`;

/** Whether she put the checklist away for this store (on this device). */
export function setupHidden(storeId: number): boolean {
  try {
    return window.localStorage.getItem(hiddenKey(storeId)) === '1';
  } catch {
    return false;
  }
}

export function hideSetup(storeId: number, hidden: boolean) {
  try {
    if (hidden) window.localStorage.setItem(hiddenKey(storeId), '1');
    else window.localStorage.removeItem(hiddenKey(storeId));
  } catch {
    // Private mode without storage: hidden for this visit only.
  }
}
