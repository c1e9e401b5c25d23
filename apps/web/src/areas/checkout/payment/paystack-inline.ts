import { CARD_SETUP_MESSAGES } from '@kasuwa/contracts';

/** The options the legacy inline script takes (spec 3, card payment options). */
export interface CardOptions {
  key: string;
  email: string;
  amount: number;
  ref: string;
  currency?: string;
  channels?: string[];
  metadata?: Record<string, unknown>;
  callback?: (response: { reference: string }) => void;
  onClose?: () => void;
}

interface PaystackPopGlobal {
  setup(options: CardOptions): { openIframe(): void };
}

declare global {
  interface Window {
    PaystackPop?: PaystackPopGlobal;
  }
}

/** Spec section 5: what the card setup refuses, with its messages word for word. */
export function checkCardOptions(options: Partial<CardOptions>): string | null {
  if (!options.key) return CARD_SETUP_MESSAGES.key;
  if (!options.email) return CARD_SETUP_MESSAGES.email;
  if (!options.amount) return CARD_SETUP_MESSAGES.amount;
  if (!options.ref) return CARD_SETUP_MESSAGES.ref;
  if (!options.callback) return 'Paystack callback function is required';
  return null;
}

let loading: Promise<PaystackPopGlobal> | null = null;

/** Spec 7.9: the card provider's inline script is loaded on demand from its content network. */
export function loadInlineScript(url: string): Promise<PaystackPopGlobal> {
  if (window.PaystackPop) return Promise.resolve(window.PaystackPop);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () =>
      window.PaystackPop ? resolve(window.PaystackPop) : reject(new Error('no PaystackPop'));
    script.onerror = () => {
      loading = null;
      reject(new Error('The card payment script could not be loaded.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
