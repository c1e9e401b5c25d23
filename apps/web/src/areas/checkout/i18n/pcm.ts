import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'checkout.steps': 'Checkout steps',
  'checkout.step.plan': 'Choose plan',
  'checkout.step.billing': 'Bill details',
  'checkout.step.payment': 'Payment',
  'checkout.step.done': 'Order don complete',
  'checkout.accepted': 'Payment wey we dey collect',
  'checkout.bankTransferBadge': 'Transfer',
  'checkout.error': 'Something no work for this payment page.',
  'checkout.noOrder':
    'This payment link no get order, so e no fit collect payment. Abeg ask the seller for invoice or new payment link.',
  'checkout.planHint': 'You wan pay for your Kasuwa plan?',
  'checkout.planLink': 'Choose am for the Subscription page',
  'checkout.title': 'Payment',
  'checkout.loadingMethods': 'Payment options dey load',
  'checkout.wallet': 'Wallet',
  'checkout.walletText': 'Pay with your Paga wallet, card, transfer or USSD for safe window.',
  'checkout.payWallet': 'Pay with wallet',
  'checkout.card': 'Card',
  'checkout.cardText': 'Mastercard, Visa or Verve, USSD and bank, through Paystack.',
  'checkout.paying': 'E dey pay…',
  'checkout.payCard': 'Pay {amount} with card',
  'checkout.payFlutterwave': 'Pay with Flutterwave',
  'checkout.bankTransfer': 'Transfer',
  'checkout.transferNote': 'We no go send your order until your payment land.',
  'checkout.payTransfer': 'Pay with transfer',
  'checkout.walletDialog': 'Wallet payment',
  'checkout.close': 'Close',

  'checkout.result.checking': 'We dey check your payment',
  'checkout.result.paidTitle': 'We don receive your payment',
  'checkout.result.paid':
    'Thank you! We don receive your payment of {amount} (reference {reference}). Kasuwa dey hold the money safe until you collect your order.',
  'checkout.result.waitingTitle': 'We dey wait for confirmation',
  'checkout.result.waiting': 'We dey wait make the payment company confirm your payment.',
  'checkout.result.failed': 'Your payment no complete. You fit try again from the payment page.',

  'checkout.transfer.details': 'Transfer details',
  'checkout.transfer.bank': 'Bank: {bank}',
  'checkout.transfer.accountNumber': 'Account number',
  'checkout.transfer.accountName': 'Account name: {name}',
  'checkout.transfer.amount': 'Amount',
  'checkout.transfer.writeCode': 'Write this for the transfer',
  'checkout.transfer.oneOff': 'This account na for this payment only: no reference to type.',
  'checkout.transfer.openUntil':
    'E dey open until {time} ({left} remain). Send the exact amount: if you send different amount, or send after that time, we go return am.',
  'checkout.transfer.closed':
    'E dey open until {time} (e don close). Send the exact amount: if you send different amount, or send after that time, we go return am.',
  'checkout.copy': 'Copy',
  'checkout.copied': 'E don copy',
  'checkout.copyLabel': 'Copy {label}',
};

export default messages;
export const reviewed: readonly string[] = [];
