import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'checkout.steps': 'Usoro mmecha ịzụ ahịa',
  'checkout.step.plan': 'Họrọ atụmatụ',
  'checkout.step.billing': 'Nkọwa ịkwụ ụgwọ',
  'checkout.step.payment': 'Ịkwụ ụgwọ',
  'checkout.step.done': 'Ọda ezuola',
  'checkout.accepted': 'Ụzọ ịkwụ ụgwọ anyị na-anabata',
  'checkout.bankTransferBadge': 'Nnyefe ego n’ụlọ akụ',
  'checkout.error': 'Ihe adịghị mma mere na ibe ịkwụ ụgwọ a.',
  'checkout.noOrder':
    'Njikọ ịkwụ ụgwọ a akpọghị ọda ọ bụla, ya mere ọ gaghị anara ego. Biko rịọ onye na-ere ahịa akwụkwọ ụgwọ ma ọ bụ njikọ ịkwụ ụgwọ ọhụrụ.',
  'checkout.planHint': 'Ị na-akwụ ụgwọ atụmatụ Kasuwa gị?',
  'checkout.planLink': 'Họrọ ya na ibe ịkwụ ụgwọ atụmatụ',
  'checkout.title': 'Ịkwụ ụgwọ',
  'checkout.loadingMethods': 'Ụzọ ịkwụ ụgwọ na-abata',
  'checkout.wallet': 'Obere akpa ego',
  'checkout.walletText': 'Kwụọ site n’obere akpa Paga, kaadị, nnyefe ego ma ọ bụ USSD na windo echekwara.',
  'checkout.payWallet': 'Kwụọ site n’obere akpa ego',
  'checkout.card': 'Kaadị',
  'checkout.cardText': 'Mastercard, Visa ma ọ bụ Verve, USSD na ụzọ ụlọ akụ, site na Paystack.',
  'checkout.paying': 'A na-akwụ ụgwọ…',
  'checkout.payCard': 'Kwụọ {amount} site na kaadị',
  'checkout.payFlutterwave': 'Kwụọ site na Flutterwave',
  'checkout.bankTransfer': 'Nnyefe ego n’ụlọ akụ',
  'checkout.transferNote': 'A gaghị ezipụ ọda gị ruo mgbe anatara ego gị.',
  'checkout.payTransfer': 'Kwụọ site na nnyefe ego',
  'checkout.walletDialog': 'Ịkwụ ụgwọ site n’obere akpa ego',
  'checkout.close': 'Mechie',

  'checkout.result.checking': 'Anyị na-elele ịkwụ ụgwọ gị',
  'checkout.result.paidTitle': 'Anatala ego',
  'checkout.result.paid':
    'Daalụ! Anatala ịkwụ ụgwọ gị nke {amount} (ntụaka {reference}). Kasuwa na-echekwa ego ahụ nke ọma ruo mgbe ị natara ọda gị.',
  'checkout.result.waitingTitle': 'Anyị na-eche nkwenye',
  'checkout.result.waiting': 'Anyị na-eche ka ụlọ ọrụ ịkwụ ụgwọ kwado ịkwụ ụgwọ gị.',
  'checkout.result.failed': 'Ịkwụ ụgwọ gị ezughị. Ị nwere ike ịnwa ọzọ site na ibe ịkwụ ụgwọ.',

  'checkout.transfer.details': 'Nkọwa nnyefe ego n’ụlọ akụ',
  'checkout.transfer.bank': 'Ụlọ akụ: {bank}',
  'checkout.transfer.accountNumber': 'Nọmba akaụntụ',
  'checkout.transfer.accountName': 'Aha akaụntụ: {name}',
  'checkout.transfer.amount': 'Ego',
  'checkout.transfer.writeCode': 'Dee nke a na nnyefe ahụ',
  'checkout.transfer.oneOff': 'Akaụntụ a bụ maka ịkwụ ụgwọ a naanị: ọ dịghị ntụaka ị ga-ede.',
  'checkout.transfer.openUntil':
    'Ọ ghere oghe ruo {time} ({left} fọdụrụ). Ziga kpọmkwem ego ahụ: ego dị iche, ma ọ bụ nnyefe mgbe ahụ gachara, a ga-akwụghachi gị ya.',
  'checkout.transfer.closed':
    'Ọ ghere oghe ruo {time} (emechiela). Ziga kpọmkwem ego ahụ: ego dị iche, ma ọ bụ nnyefe mgbe ahụ gachara, a ga-akwụghachi gị ya.',
  'checkout.copy': 'Depụta',
  'checkout.copied': 'Edepụtala',
  'checkout.copyLabel': 'Depụta {label}',
};

export default messages;
export const reviewed: readonly string[] = [];
