/** This part's texts in Nigerian English; its other languages have the same keys (scripts/check-messages.ts). */
const messages = {
  'money.somethingWrong': 'Something went wrong.',
  'money.signIn': 'Sign in',
  'money.inEscrow': 'In escrow',
  'money.available': 'Available',
  'money.availableBalance': 'Available balance',
  'money.paidOut': 'Paid out',
  'money.escrowExplainer':
    'Payments stay in escrow until the customer confirms delivery (or 7 days pass without a dispute); then the amount less the 1.5% fee becomes available. Naira payouts arrive within 24 hours; USD, GBP and EUR within 7 working days.',
  'money.payouts': 'Payouts',
  'money.transactions': 'Transactions',
  'money.bankAccount': 'Bank account',
  'money.amount': 'Amount',
  'money.requestPayout': 'Request payout',
  'money.noPayouts': 'No payouts yet: request one when money is available.',
  'money.col.requested': 'Requested',
  'money.col.to': 'To',
  'money.col.status': 'Status',
  'money.col.date': 'Date',
  'money.col.what': 'What',
  'money.col.account': 'Account',
  'money.payoutStatus.processing': 'Processing',
  'money.payoutStatus.paid': 'Paid',
  'money.payoutStatus.failed': 'Failed',
  'money.returned': '{reason}: returned to your balance',
  'money.noTransactions': 'No money has moved yet: your first sale shows here.',
  'money.account.escrow': 'Escrow',
  'money.account.available': 'Available',
  'money.account.payoutPending': 'Payout pending',
  'money.bank': 'Bank',
  'money.accountNumber': 'Account number',
  'money.verifySave': 'Verify and save',
  'money.saved': 'Saved: {name}',
};

export default messages;
export const reviewed: readonly string[] = [];
