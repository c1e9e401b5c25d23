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

export interface SmsAdapter {
  readonly name: SmsProviderName;
  /** Throws ProviderError when the provider did not accept the message. */
  send(sms: OutgoingSms): Promise<SentSms>;
}
