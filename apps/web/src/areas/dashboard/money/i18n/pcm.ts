import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'money.somethingWrong': 'Something no work well.',
  'money.signIn': 'Log in',
  'money.inEscrow': 'For escrow',
  'money.available': 'Ready to collect',
  'money.availableBalance': 'Balance wey ready',
  'money.paidOut': 'Don pay out',
  'money.escrowExplainer':
    'Kasuwa dey hold payment for escrow until the customer confirm say e don reach am (or 7 days pass and nobody complain); then the money, minus 1.5% fee, go ready for you. Naira payout dey land inside 24 hours; USD, GBP and EUR inside 7 working days.',
  'money.payouts': 'Payouts',
  'money.transactions': 'Transactions',
  'money.bankAccount': 'Bank account',
  'money.amount': 'Amount',
  'money.requestPayout': 'Ask for payout',
  'money.noPayouts': 'No payout yet: ask for one when money don ready.',
  'money.col.requested': 'Day wey you ask',
  'money.col.to': 'To',
  'money.col.status': 'Status',
  'money.col.date': 'Date',
  'money.col.what': 'Wetin',
  'money.col.account': 'Account',
  'money.payoutStatus.processing': 'E dey go',
  'money.payoutStatus.paid': 'E don land',
  'money.payoutStatus.failed': 'E no go',
  'money.returned': '{reason}: we don return am to your balance',
  'money.noTransactions': 'No money don move yet: your first sale go show for here.',
  'money.account.escrow': 'Escrow',
  'money.account.available': 'Ready to collect',
  'money.account.payoutPending': 'Payout dey wait',
  'money.bank': 'Bank',
  'money.accountNumber': 'Account number',
  'money.verifySave': 'Check am and save',
  'money.saved': 'E don save: {name}',
};

export default messages;
export const reviewed: readonly string[] = [];
