import escapeHtml from 'escape-html';
import type { FastifyRequest } from 'fastify';

/**
 * A local payment provider for development and tests only. It speaks the HTTP protocols of Paystack,
 * Flutterwave v3 and Paga Checkout (shared/reference/payments.md §6) on loopback: initialize, a hosted
 * checkout page a browser can click through, verify, refund, transfers, and signed webhooks back to
 * Kasuwa. State lives in memory; it is a stand-in for the provider, not part of Kasuwa.
 */
export interface SandboxOptions {
  /** The address the sandbox is reached at, e.g. `http://localhost:3000/sandbox`. */
  publicBase: string;
  paystack: { secretKey: string };
  flutterwave: { secretKey: string; webhookHash: string };
  paga: { publicKey: string; secretKey: string };
  /** Where signed events are delivered; unset means no webhooks. */
  webhooks: { paystack?: string; flutterwave?: string };
  /** Deliver each webhook this many times (providers may send duplicates). Default 1. */
  duplicateWebhooks?: number;
  /**
   * Tries per delivery, a second apart after the first few (default 8, some 5 s): providers keep trying
   * for hours, which a test of a server that is down for a while asks for.
   */
  webhookAttempts?: number;
}

export interface Charge {
  id: number;
  reference: string;
  accessCode: string;
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string;
  status: 'ongoing' | 'success' | 'failed' | 'abandoned';
  paidAt: string | null;
  refunded: number;
  /** The last four digits of the test card that paid (Paystack's card `4084…4081` unless another was chosen). */
  last4?: string;
  /** `YYYY-MM`: the test card's expiry (December 2030 unless the checkout chose another). */
  expires?: string;
  /** A USSD charge (sandbox/ussd.ts): the code issued and the bank it was issued for. */
  ussd?: { code: string; bank: string };
  /** Set for a charge paid into a one-off transfer account (transfer-accounts.ts). */
  channel?: 'bank_transfer';
}

/** A one-off account opened by a transfer charge (wave 3 reference §1.1, §2.1). */
export interface SandboxTransferAccount {
  provider: 'paystack' | 'flutterwave';
  reference: string;
  accountNumber: string;
  amount: number;
  currency: string;
  email: string;
  expiresAt: Date;
  /** Transfers into it, in order, and what the provider did with each. */
  arrivals: { amount: number; outcome: string }[];
}

export interface Transfer {
  code: string;
  reference: string;
  amount: number;
  currency: string;
  accountNumber: string;
  status: 'pending' | 'success' | 'failed';
}

export interface SandboxState {
  paystack: Map<string, Charge>;
  flutterwave: Map<string, Charge>;
  paga: Map<string, Charge>;
  transfers: Map<string, Transfer>;
  /** One-off transfer accounts by account number. */
  transferAccounts: Map<string, SandboxTransferAccount>;
  recipients: Map<string, { accountNumber: string; bankCode: string; name: string }>;
  /** Saved cards the sandbox declines from now on (a failed renewal on demand). */
  decliningAuthorizations: Set<string>;
  /**
   * Saved cards whose next charges are taken but whose answer is lost (the connection drops after the
   * charge, as a timeout or a crash would): how many more to lose, and whether the webhook still goes.
   */
  losingAnswers: Map<string, { remaining: number; webhook: boolean }>;
  /** Resolves when every webhook delivery started so far has finished (tests await it). */
  idle(): Promise<void>;
}

export const SANDBOX_BANKS = [
  { name: 'Access Bank', code: '044' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Zenith Bank', code: '057' },
  { name: 'Kuda Bank', code: '50211' },
  { name: 'Opay', code: '999992' },
];

/** Account numbers starting 000 do not resolve; transfers to numbers starting 999 fail. */
export function sandboxAccountName(accountNumber: string): string | null {
  if (!/^\d{10}$/.test(accountNumber) || accountNumber.startsWith('000')) return null;
  return `SANDBOX ACCOUNT ${accountNumber.slice(-4)}`;
}

export const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
.box{border:1px solid #ddd;border-radius:8px;padding:1.5rem}.tag{background:#fff3cd;padding:.25rem .5rem;border-radius:4px;font-size:.8rem}
button{font-size:1rem;padding:.6rem 1.2rem;margin:.5rem .5rem 0 0;border-radius:6px;border:1px solid #888;cursor:pointer}
button.pay{background:#0a7d40;color:#fff;border-color:#0a7d40}</style></head>
<body><div class="box"><p class="tag">Sandbox: no real money moves</p>${body}</div></body></html>`;

/** Text or an attribute value for the sandbox's pages, HTML-escaped by escape-html (jshttp's). */
export function esc(value: string): string {
  return escapeHtml(value);
}

export function withQuery(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

export function bearer(request: FastifyRequest): string {
  const h = request.headers.authorization ?? '';
  return h.startsWith('Bearer ') ? h.slice(7).trim() : '';
}

export type Body = Record<string, unknown>;
export const bodyOf = (request: FastifyRequest): Body =>
  request.body && typeof request.body === 'object' ? (request.body as Body) : {};
export const s = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export type Deliver = (url: string | undefined, raw: string, headers: Record<string, string>) => void;

/** What every provider's routes share: the options, the in-memory state and the webhook sender. */
export interface SandboxContext {
  options: SandboxOptions;
  state: SandboxState;
  deliver: Deliver;
}

/** The webhook sender of one sandbox; `state.idle()` then waits for every delivery started so far. */
export function webhookSender(options: SandboxOptions, state: SandboxState): Deliver {
  const pending = new Set<Promise<void>>();
  const copies = Math.max(1, options.duplicateWebhooks ?? 1);
  const attempts = Math.max(1, options.webhookAttempts ?? 8);

  /** Signed delivery over the exact bytes that were signed, retried on failure like the providers do. */
  function deliver(url: string | undefined, raw: string, headers: Record<string, string>) {
    if (!url) return;
    for (let i = 0; i < copies; i++) {
      const p = (async () => {
        // Providers retry for hours; a few seconds here covers an event that raced its refund's
        // answer on a loaded machine (three tries in 0.6 s once lost one in CI).
        for (let attempt = 1; attempt <= attempts; attempt++) {
          try {
            const res = await fetch(url, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...headers },
              body: raw,
              signal: AbortSignal.timeout(10_000),
            });
            if (res.status === 200) return;
          } catch {
            // Kasuwa unreachable: retry below, as a provider would.
          }
          if (attempt < attempts)
            await new Promise((r) => setTimeout(r, Math.min(100 * 2 ** (attempt - 1), 1_000)));
        }
      })();
      pending.add(p);
      void p.finally(() => pending.delete(p));
    }
  }
  state.idle = async () => {
    while (pending.size) await Promise.allSettled([...pending]);
  };
  return deliver;
}

export function createSandboxState(): SandboxState {
  return {
    paystack: new Map(),
    flutterwave: new Map(),
    paga: new Map(),
    transfers: new Map(),
    transferAccounts: new Map(),
    recipients: new Map(),
    decliningAuthorizations: new Set(),
    losingAnswers: new Map(),
    idle: async () => {},
  };
}

export function assertSandboxAllowed(env: string): void {
  if (env !== 'development' && env !== 'test') {
    throw new Error('The payment sandbox runs only in development and test.');
  }
}
