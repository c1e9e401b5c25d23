import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'money.somethingWrong': 'Wani abu ya faru ba daidai ba.',
  'money.signIn': 'Shiga',
  'money.inEscrow': 'A ajiya',
  'money.available': 'Akwai don cirewa',
  'money.availableBalance': 'Kuɗin da ke akwai',
  'money.paidOut': 'An tura banki',
  'money.escrowExplainer':
    'Kuɗin biya na zama a ajiya har abokin ciniki ya tabbatar ya karɓi kaya (ko kwana 7 su wuce ba ƙorafi); sannan kuɗin, bayan an cire kashi 1.5%, zai samu a gare ku. Kuɗin Naira na isa banki cikin awa 24; USD, GBP da EUR cikin kwanakin aiki 7.',
  'money.payouts': 'Tura kuɗi banki',
  'money.transactions': 'Motsin kuɗi',
  'money.bankAccount': 'Asusun banki',
  'money.amount': 'Adadi',
  'money.requestPayout': 'Nemi a tura kuɗi',
  'money.noPayouts': 'Ba a tura kuɗi ba tukuna: ku nema idan akwai kuɗi.',
  'money.col.requested': 'Ranar nema',
  'money.col.to': 'Zuwa',
  'money.col.status': 'Matsayi',
  'money.col.date': 'Rana',
  'money.col.what': 'Me',
  'money.col.account': 'Asusu',
  'money.payoutStatus.processing': 'Ana turawa',
  'money.payoutStatus.paid': 'An tura',
  'money.payoutStatus.failed': 'Bai yiwu ba',
  'money.returned': '{reason}: an mayar da shi cikin sauran kuɗinku',
  'money.noTransactions': 'Babu motsin kuɗi tukuna: cinikinku na farko zai bayyana a nan.',
  'money.account.escrow': 'Ajiya',
  'money.account.available': 'Akwai',
  'money.account.payoutPending': 'Ana jiran turawa',
  'money.bank': 'Banki',
  'money.accountNumber': 'Lambar asusu',
  'money.verifySave': 'Tabbatar ku ajiye',
  'money.saved': 'An ajiye: {name}',
};

export default messages;
export const reviewed: readonly string[] = [];
