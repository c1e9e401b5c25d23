/** What Kasuwa needs to know about a charge, whatever provider made it. Amounts in minor units. */
export interface VerifiedCharge {
  status: 'success' | 'failed' | 'pending';
  reference: string;
  amount: number;
  currency: string;
  /** The provider's own id of the transaction (Paystack id, Flutterwave transaction id, Paga reference). */
  providerTransactionId: string;
  /** A card the charge saved for charging again (Paystack's reusable authorization), when there is one. */
  savedCard?: SavedCard;
}

export interface RefundResult {
  status: 'pending' | 'processed' | 'failed';
  providerRefundId: string;
}

export interface ResolvedAccount {
  accountNumber: string;
  accountName: string;
  bankCode: string;
}

export interface TransferResult {
  status: 'pending' | 'success' | 'failed';
  providerTransferId: string;
}

export type ProviderName = 'paystack' | 'flutterwave' | 'paga';

/** A card a charge saved: Paystack's reusable authorization, its last digits and, when told, its expiry. */
export interface SavedCard {
  code: string;
  last4: string;
  /** `YYYY-MM`, the last month the card can be charged. */
  expires?: string;
}

/** An account number that takes one transfer of an exact amount, until it expires (reference §1.1, §2.1). */
export interface OneOffAccount {
  bankName: string;
  accountNumber: string;
  accountName: string;
  expiresAt: Date;
}
