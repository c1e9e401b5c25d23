/** This part's texts in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  // The four steps (PAYMENT_STEPS), also above a plan's payment
  'checkout.steps': 'Checkout steps',
  'checkout.step.plan': 'Choose a plan',
  'checkout.step.billing': 'Billing Information',
  'checkout.step.payment': 'Payment',
  'checkout.step.done': 'Order Completed',
  'checkout.accepted': 'Accepted payments',
  'checkout.bankTransferBadge': 'Bank Transfer',

  // Spec section 5's words, kept in English (journeys match them).
  'checkout.error': 'An error has occured!!!',
  'checkout.noOrder':
    'This payment link does not name an order, so it cannot take a payment. Please ask the seller for an invoice or a new payment link.',
  'checkout.planHint': 'Paying for your Kasuwa plan?',
  'checkout.planLink': 'Choose it on the Subscription page',
  'checkout.title': 'Payment',
  'checkout.loadingMethods': 'Loading payment methods',
  'checkout.wallet': 'Wallet',
  'checkout.walletText': 'Pay with your Paga wallet, card, transfer or USSD in a secure window.',
  'checkout.payWallet': 'Pay with wallet',
  'checkout.card': 'Card',
  'checkout.cardText': 'Mastercard, Visa or Verve, USSD and bank channels, through Paystack.',
  'checkout.paying': 'Paying…',
  'checkout.payCard': 'Pay {amount} by card',
  'checkout.payFlutterwave': 'Pay with Flutterwave',
  'checkout.bankTransfer': 'Bank transfer',
  'checkout.transferNote': 'Your order is not shipped until your payment is received.',
  'checkout.payTransfer': 'Pay by bank transfer',
  'checkout.walletDialog': 'Wallet payment',
  'checkout.close': 'Close',

  // Back from the provider (PaymentResultPage)
  'checkout.result.checking': 'Checking your payment',
  'checkout.result.paidTitle': 'Payment received',
  'checkout.result.paid':
    'Thank you! Your payment of {amount} was received (reference {reference}). It is held safely until you receive your order.',
  'checkout.result.waitingTitle': 'Waiting for confirmation',
  'checkout.result.waiting': 'We are waiting for the payment provider to confirm your payment.',
  'checkout.result.failed': 'Your payment was not completed. You can try again from the payment page.',

  // A bank transfer's details (TransferDetails)
  'checkout.transfer.details': 'Bank transfer details',
  'checkout.transfer.bank': 'Bank: {bank}',
  'checkout.transfer.accountNumber': 'Account number',
  'checkout.transfer.accountName': 'Account name: {name}',
  'checkout.transfer.amount': 'Amount',
  'checkout.transfer.writeCode': 'Write this on the transfer',
  'checkout.transfer.oneOff': 'This account is for this payment only: no reference to type.',
  'checkout.transfer.openUntil':
    'Open until {time} ({left} left). Send the exact amount: a different amount, or a transfer after that, is sent back to you.',
  'checkout.transfer.closed':
    'Open until {time} (closed). Send the exact amount: a different amount, or a transfer after that, is sent back to you.',
  'checkout.copy': 'Copy',
  'checkout.copied': 'Copied',
  'checkout.copyLabel': 'Copy {label}',
};

export default messages;
export const reviewed: readonly string[] = [];
