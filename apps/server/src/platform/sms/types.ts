import type { SmsProviderName } from '../../config';

export type { SmsProviderName };

export interface OutgoingSms {
  /** E.164 with `+` (normalised before it is queued). */
  to: string;
  text: string;
  /**
   * Order and account alerts: Termii sends them on its DND route, which networks deliver even to
   * numbers that opted out of promotions. Marketing must never take it.
   */
  transactional: boolean;
}

export interface SentSms {
  provider: SmsProviderName;
  providerMessageId: string;
}

/** What a delivery report says about one message, in the message log's terms. */
export interface DeliveryReport {
  provider: SmsProviderName;
  providerMessageId: string;
  status: 'sent' | 'delivered' | 'failed';
  /** The provider's own words, kept for the vendor's log (`DND Active on Phone Number`, …). */
  detail: string;
}

/** A text a customer sent to our sender id or short code: a reply such as STOP. */
export interface InboundSms {
  kind: 'inbound';
  provider: SmsProviderName;
  /** E.164 with `+`. */
  from: string;
  text: string;
}

/** Words that withdraw consent to marketing texts, as networks and regulators expect them honoured. */
export function isOptOutReply(text: string): boolean {
  return /^\s*(stop|stopall|unsubscribe|cancel|end|quit)\b/i.test(text);
}

export interface SmsAdapter {
  readonly name: SmsProviderName;
  /** Throws ProviderError when the provider did not accept the message. */
  send(sms: OutgoingSms): Promise<SentSms>;
}
