import type { PaymentsConfig } from '../../config';
import { FlutterwaveClient } from './flutterwave';
import { PagaClient } from './paga';
import { PaystackClient } from './paystack';

export * from './flutterwave';
export * from './http';
export * from './paga';
export * from './paystack';
export * from './types';

export interface PaymentProviders {
  paystack: PaystackClient;
  flutterwave: FlutterwaveClient;
  paga: PagaClient;
}

export function createProviders(config: PaymentsConfig): PaymentProviders {
  return {
    paystack: new PaystackClient(config.paystack),
    flutterwave: new FlutterwaveClient(config.flutterwave),
    paga: new PagaClient(config.paga),
  };
}
