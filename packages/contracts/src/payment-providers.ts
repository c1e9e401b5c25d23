/**
 * The payment providers a vendor can switch on (issue 31), what each offers in merchant words, and the
 * banks whose USSD codes each can issue (shared/reference/wave3-protocols.md §1.3 and §2.3).
 */
export const PAYMENT_PROVIDERS = ['paystack', 'flutterwave', 'paga'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What a shopper can pay with through a provider. */
export type PaymentOffer = 'card' | 'transfer' | 'ussd' | 'wallet';

/** Short enough for a badge on a phone; the provider's note says more. */
export const PAYMENT_OFFER_LABELS: Record<PaymentOffer, string> = {
  card: 'Cards',
  transfer: 'Bank transfer',
  ussd: 'USSD',
  wallet: 'Paga wallet',
};

export const PAYMENT_PROVIDER_INFO: Record<
  PaymentProviderName,
  { name: string; offers: PaymentOffer[]; note: string }
> = {
  paystack: {
    name: 'Paystack',
    offers: ['card', 'transfer', 'ussd'],
    note: 'Mastercard, Visa and Verve cards; USSD from GTBank, UBA, Sterling and Zenith (no data or card needed).',
  },
  flutterwave: {
    name: 'Flutterwave',
    offers: ['card', 'transfer', 'ussd'],
    note: 'Mastercard, Visa and Verve cards; USSD from 18 Nigerian banks, including Access, First Bank and Wema.',
  },
  paga: {
    name: 'Paga',
    offers: ['wallet'],
    note: 'Shoppers pay from their Paga wallet, in naira.',
  },
};

/**
 * What the vendor pays, whichever provider the shopper used: Kasuwa collects through its own provider
 * accounts and pays the provider's charge itself, so the only fee is the platform's on release.
 */
export const PAYMENT_PROVIDER_FEE_NOTE =
  'No extra fee: you pay Kasuwa’s 1.5% when an order’s money is released to you; Kasuwa pays the provider’s own charge.';

/**
 * Banks a shopper can pay by USSD, with each provider's code for it: Paystack's `ussd.type` (the bank's
 * short code) and Flutterwave's `account_bank` (the bank's CBN code).
 */
export const USSD_BANKS = [
  { id: 'access', name: 'Access Bank', flutterwave: '044' },
  { id: 'ecobank', name: 'Ecobank', flutterwave: '050' },
  { id: 'fidelity', name: 'Fidelity Bank', flutterwave: '070' },
  { id: 'firstbank', name: 'First Bank', flutterwave: '011' },
  { id: 'fcmb', name: 'FCMB', flutterwave: '214' },
  { id: 'gtbank', name: 'GTBank', paystack: '737', flutterwave: '058' },
  { id: 'heritage', name: 'Heritage Bank', flutterwave: '030' },
  { id: 'keystone', name: 'Keystone Bank', flutterwave: '082' },
  { id: 'lotus', name: 'Lotus Bank', flutterwave: '303' },
  { id: 'premiumtrust', name: 'PremiumTrust Bank', flutterwave: '105' },
  { id: 'stanbic', name: 'Stanbic IBTC', flutterwave: '221' },
  { id: 'sterling', name: 'Sterling Bank', paystack: '822', flutterwave: '232' },
  { id: 'union', name: 'Union Bank', flutterwave: '032' },
  { id: 'uba', name: 'UBA', paystack: '919', flutterwave: '033' },
  { id: 'unity', name: 'Unity Bank', flutterwave: '215' },
  { id: 'vfd', name: 'VFD Microfinance Bank', flutterwave: '090110' },
  { id: 'wema', name: 'Wema Bank', flutterwave: '035' },
  { id: 'zenith', name: 'Zenith Bank', paystack: '966', flutterwave: '057' },
] as const satisfies readonly { id: string; name: string; paystack?: string; flutterwave?: string }[];

export type UssdBankId = (typeof USSD_BANKS)[number]['id'];
export const USSD_BANK_IDS = USSD_BANKS.map((b) => b.id) as [UssdBankId, ...UssdBankId[]];

/**
 * Which provider issues the USSD code for a bank at a store: Paystack when it is on and serves the bank
 * (it names the bank's own short code), else Flutterwave. Null when neither can.
 */
export function ussdRoute(
  bankId: string,
  enabled: { paystack: boolean; flutterwave: boolean },
): { provider: 'paystack' | 'flutterwave'; code: string; bankName: string } | null {
  const bank = USSD_BANKS.find((b) => b.id === bankId);
  if (!bank) return null;
  if (enabled.paystack && 'paystack' in bank) {
    return { provider: 'paystack', code: bank.paystack, bankName: bank.name };
  }
  if (enabled.flutterwave) return { provider: 'flutterwave', code: bank.flutterwave, bankName: bank.name };
  return null;
}

/** The banks a store's shoppers can pick for USSD, given its providers. */
export function ussdBanksFor(enabled: { paystack: boolean; flutterwave: boolean }) {
  return USSD_BANKS.filter((b) => ussdRoute(b.id, enabled) !== null).map((b) => ({ id: b.id, name: b.name }));
}
