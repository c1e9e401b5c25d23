import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'money.somethingWrong': 'Nǹkan kan kò lọ dáadáa.',
  'money.signIn': 'Wọlé',
  'money.inEscrow': 'Ní ìpamọ́',
  'money.available': 'Ó ṣe é gbà',
  'money.availableBalance': 'Owó tó ṣe é gbà',
  'money.paidOut': 'Ti san sí báǹkì',
  'money.escrowExplainer':
    'Owó ìsanwó máa wà ní ìpamọ́ títí oníbàárà yóò fi jẹ́rìí pé ọjà ti dé (tàbí ọjọ́ 7 kọjá láìsí ẹ̀sùn); lẹ́yìn náà, owó náà, lẹ́yìn tí a yọ 1.5% kúrò, yóò ṣe é gbà. Owó Náírà máa dé báǹkì láàrin wákàtí 24; USD, GBP àti EUR láàrin ọjọ́ iṣẹ́ 7.',
  'money.payouts': 'Owó sí báǹkì',
  'money.transactions': 'Ìṣòwò owó',
  'money.bankAccount': 'Àkáǹtì báǹkì',
  'money.amount': 'Iye owó',
  'money.requestPayout': 'Béèrè owó',
  'money.noPayouts': 'Kò sí owó tí a san sí báǹkì síbẹ̀: ẹ béèrè nígbà tí owó bá wà.',
  'money.col.requested': 'Ọjọ́ tí ẹ béèrè',
  'money.col.to': 'Sí',
  'money.col.status': 'Ipò',
  'money.col.date': 'Ọjọ́',
  'money.col.what': 'Kí ni',
  'money.col.account': 'Àkáǹtì',
  'money.payoutStatus.processing': 'Ó ń lọ',
  'money.payoutStatus.paid': 'Ó ti dé',
  'money.payoutStatus.failed': 'Kò ṣeé ṣe',
  'money.returned': '{reason}: a ti dá a padà sí owó tó kù',
  'money.noTransactions': 'Owó kankan kò tíì rìn: ọjà àkọ́kọ́ tí ẹ tà yóò hàn níbí.',
  'money.account.escrow': 'Ìpamọ́',
  'money.account.available': 'Ó ṣe é gbà',
  'money.account.payoutPending': 'Ó ń dúró láti lọ',
  'money.bank': 'Báǹkì',
  'money.accountNumber': 'Nọ́ńbà àkáǹtì',
  'money.verifySave': 'Ṣàyẹ̀wò kí ẹ fipamọ́',
  'money.saved': 'A ti fipamọ́: {name}',
};

export default messages;
export const reviewed: readonly string[] = [];
