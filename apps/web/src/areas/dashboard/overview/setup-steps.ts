import type { AnalyticsOverview } from '@kasuwa/contracts';
import { translate } from '../../../i18n/i18n';

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
      ? {
          id: 'product',
          title: translate('setup.product.add'),
          hint: translate('setup.product.live'),
          done: true,
        }
      : overview.products > 0
        ? {
            id: 'product',
            title: translate('setup.product.publishTitle'),
            hint: translate('setup.product.draft'),
            done: false,
            to: '/dashboard/products',
            action: translate('setup.product.publish'),
          }
        : {
            id: 'product',
            title: translate('setup.product.add'),
            hint: translate('setup.product.start'),
            done: false,
            to: '/dashboard/products/new',
            action: translate('setup.product.addAction'),
          };
  return [
    product,
    {
      id: 'payout',
      title: translate('setup.payout.title'),
      hint: facts.payoutAccounts > 0 ? translate('setup.payout.saved') : translate('setup.payout.todo'),
      done: facts.payoutAccounts > 0,
      to: '/dashboard/money?tab=bank',
      action: translate('setup.payout.action'),
    },
    {
      id: 'delivery',
      title: translate('setup.delivery.title'),
      hint:
        facts.activeDeliveryOptions > 0
          ? translate('setup.delivery.saved')
          : translate('setup.delivery.todo'),
      done: facts.activeDeliveryOptions > 0,
      to: '/dashboard/delivery',
      action: translate('setup.delivery.action'),
    },
    {
      id: 'share',
      title: translate('setup.share.title'),
      hint: sharedVisits > 0 || orders > 0 ? translate('setup.share.done') : translate('setup.share.todo'),
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
