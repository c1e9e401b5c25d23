import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'checkout.steps': 'Matakan kammala siyayya',
  'checkout.step.plan': 'Zaɓi tsari',
  'checkout.step.billing': 'Bayanan biya',
  'checkout.step.payment': 'Biya',
  'checkout.step.done': 'An kammala oda',
  'checkout.accepted': 'Hanyoyin biya da ake karɓa',
  'checkout.bankTransferBadge': 'Tura kuɗi ta banki',
  'checkout.error': 'An sami matsala a shafin biya.',
  'checkout.noOrder':
    'Wannan mahaɗin biya bai ambaci oda ba, don haka ba zai karɓi biya ba. Ku roƙi mai sayarwa takardar biya ko sabon mahaɗin biya.',
  'checkout.planHint': 'Kuna biyan tsarinku na Kasuwa?',
  'checkout.planLink': 'Ku zaɓe shi a shafin biyan tsari',
  'checkout.title': 'Biya',
  'checkout.loadingMethods': 'Ana ɗora hanyoyin biya',
  'checkout.wallet': 'Walat',
  'checkout.walletText': 'Ku biya da walat ɗin Paga, kati, tura kuɗi ko USSD a taga mai tsaro.',
  'checkout.payWallet': 'Biya da walat',
  'checkout.card': 'Kati',
  'checkout.cardText': 'Mastercard, Visa ko Verve, USSD da hanyoyin banki, ta Paystack.',
  'checkout.paying': 'Ana biya…',
  'checkout.payCard': 'Biya {amount} da kati',
  'checkout.payFlutterwave': 'Biya da Flutterwave',
  'checkout.bankTransfer': 'Tura kuɗi ta banki',
  'checkout.transferNote': 'Ba za a aika odarku ba sai an karɓi biyanku.',
  'checkout.payTransfer': 'Biya ta tura kuɗi',
  'checkout.walletDialog': 'Biya da walat',
  'checkout.close': 'Rufe',

  'checkout.result.checking': 'Ana duba biyanku',
  'checkout.result.paidTitle': 'An karɓi biya',
  'checkout.result.paid':
    'Mun gode! An karɓi biyanku na {amount} (lambar shaida {reference}). Kasuwa na riƙe kuɗin lafiya har sai kun karɓi odarku.',
  'checkout.result.waitingTitle': 'Ana jiran tabbaci',
  'checkout.result.waiting': 'Muna jiran kamfanin biya ya tabbatar da biyanku.',
  'checkout.result.failed': 'Biyanku bai kammalu ba. Kuna iya sake gwadawa daga shafin biya.',

  'checkout.transfer.details': 'Bayanan tura kuɗi ta banki',
  'checkout.transfer.bank': 'Banki: {bank}',
  'checkout.transfer.accountNumber': 'Lambar asusu',
  'checkout.transfer.accountName': 'Sunan asusu: {name}',
  'checkout.transfer.amount': 'Adadi',
  'checkout.transfer.writeCode': 'Rubuta wannan a kan turawar',
  'checkout.transfer.oneOff': 'Wannan asusun na wannan biya ne kawai: babu lambar shaida da za a rubuta.',
  'checkout.transfer.openUntil':
    'Yana buɗe har {time} (saura {left}). Ku tura daidai adadin: adadi daban, ko tura kuɗi bayan haka, za a mayar muku.',
  'checkout.transfer.closed':
    'Yana buɗe har {time} (an rufe). Ku tura daidai adadin: adadi daban, ko tura kuɗi bayan haka, za a mayar muku.',
  'checkout.copy': 'Kwafi',
  'checkout.copied': 'An kwafa',
  'checkout.copyLabel': 'Kwafi {label}',
};

export default messages;
export const reviewed: readonly string[] = [];
