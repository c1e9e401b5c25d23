import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'money.somethingWrong': 'Ihe adịghị mma mere.',
  'money.signIn': 'Banye',
  'money.inEscrow': 'Na nchekwa',
  'money.available': 'Dị njikere',
  'money.availableBalance': 'Ego dị njikere',
  'money.paidOut': 'Ezigara n’ụlọ akụ',
  'money.escrowExplainer':
    'Ego ịkwụ ụgwọ na-anọ na nchekwa ruo mgbe onye ahịa kwadoro na ọ natara ya (ma ọ bụ ụbọchị 7 gafere na-enweghị mkpesa); mgbe ahụ, ego ahụ, ewepụ 1.5%, ga-adị njikere. Ego Naira na-erute n’ime awa 24; USD, GBP na EUR n’ime ụbọchị ọrụ 7.',
  'money.payouts': 'Ego ezigara n’ụlọ akụ',
  'money.transactions': 'Mmegharị ego',
  'money.bankAccount': 'Akaụntụ ụlọ akụ',
  'money.amount': 'Ego ole',
  'money.requestPayout': 'Rịọ ka e zipu ego',
  'money.noPayouts': 'Enwebeghị ego ezigara: rịọ mgbe ego dị njikere.',
  'money.col.requested': 'Ụbọchị arịrịọ',
  'money.col.to': 'Na',
  'money.col.status': 'Ọnọdụ',
  'money.col.date': 'Ụbọchị',
  'money.col.what': 'Gịnị',
  'money.col.account': 'Akaụntụ',
  'money.payoutStatus.processing': 'Ọ na-aga',
  'money.payoutStatus.paid': 'Erutela',
  'money.payoutStatus.failed': 'Ọ gaghị',
  'money.returned': '{reason}: eweghachila ya n’ego fọdụrụ gị',
  'money.noTransactions': 'Enweghị mmegharị ego ka ugbu a: ihe mbụ ị rere ga-apụta ebe a.',
  'money.account.escrow': 'Nchekwa',
  'money.account.available': 'Dị njikere',
  'money.account.payoutPending': 'Na-eche izipu',
  'money.bank': 'Ụlọ akụ',
  'money.accountNumber': 'Nọmba akaụntụ',
  'money.verifySave': 'Lelee ma chekwaa',
  'money.saved': 'Echekwala: {name}',
};

export default messages;
export const reviewed: readonly string[] = [];
