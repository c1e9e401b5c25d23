import type {
  Plan,
  PlanCheckoutMethod,
  PlanPaymentStatus,
  SubscriptionOverview,
  SubscriptionQuote,
} from '@kasuwa/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { vendorFetch } from '../../lib/vendor-session';

export function useSubscription(enabled = true) {
  return useQuery({
    queryKey: ['subscription'],
    queryFn: () => vendorFetch<SubscriptionOverview>('/api/subscription'),
    enabled,
  });
}

export function usePlans() {
  return useQuery({
    queryKey: ['plans'],
    queryFn: async () => (await apiFetch<{ plans: Plan[] }>('/api/plans')).plans,
    staleTime: 10 * 60_000,
  });
}

export function fetchQuote(plan: string, interval: string, renewal = false) {
  return vendorFetch<SubscriptionQuote>('/api/subscription/quote', {
    body: { plan, interval, ...(renewal ? { renewal: true } : {}) },
  });
}

export interface StartedCheckout {
  quote: SubscriptionQuote;
  authorizationUrl: string | null;
  reference: string | null;
  bankTransfer?: PlanPaymentStatus['bankTransfer'];
  ussd?: PlanPaymentStatus['ussd'];
}

export function startCheckout(body: {
  plan: string;
  interval: string;
  billingName: string;
  billingEmail: string;
  payWith?: PlanCheckoutMethod;
  balanceStoreId?: number;
  ussdBank?: string;
  renewal?: boolean;
}) {
  return vendorFetch<StartedCheckout>('/api/subscription/checkout', { body });
}
