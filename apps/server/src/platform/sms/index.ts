import type { SmsConfig } from '../../config';
import { ProviderError } from '../payments/http';
import { AfricasTalkingClient } from './africastalking';
import { TermiiClient } from './termii';
import type { OutgoingSms, SentSms, SmsAdapter } from './types';

export * from './africastalking';
export * from './segments';
export * from './termii';
export * from './types';

/** The providers of SMS_PROVIDERS, in order. */
export function createSmsAdapters(config: SmsConfig): SmsAdapter[] {
  return config.order.map((name) =>
    name === 'termii' ? new TermiiClient(config.termii) : new AfricasTalkingClient(config.africastalking),
  );
}

/** Every provider refused or was unreachable; the job retries later with backoff. */
export class AllProvidersFailed extends Error {
  constructor(readonly failures: { provider: string; message: string }[]) {
    super(`no SMS provider took the message: ${failures.map((f) => f.message).join('; ')}`);
  }
}

/**
 * Sends through the first provider that accepts the message, failing over to the next on an error.
 * Only provider errors fail over: a bug of ours would fail the same way everywhere.
 */
export async function sendWithFailover(
  adapters: SmsAdapter[],
  sms: OutgoingSms,
  onFailure?: (provider: string, err: ProviderError) => void,
): Promise<SentSms> {
  const failures: { provider: string; message: string }[] = [];
  for (const adapter of adapters) {
    try {
      return await adapter.send(sms);
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      onFailure?.(adapter.name, err);
      failures.push({ provider: adapter.name, message: err.message });
    }
  }
  throw new AllProvidersFailed(failures);
}
