import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'landing.hero.badge': 'An gina shi don ƙananan ’yan kasuwa a Afirka',
  'landing.hero.title': 'Shagonku a {online} cikin mintoci',
  'landing.hero.online': 'yanar gizo',
  'landing.hero.text':
    'Kasuwa na ba ku shago a adireshin yanar gizonku, tana karɓar biya ta kati, USSD da tura kuɗi ta banki, kuma tana riƙe kuɗin abokan cinikinku lafiya har sai odarsu ta iso.',
  'landing.cta.start': 'Fara yanzu',
  'landing.hero.how': 'Duba yadda yake aiki',
  'landing.hero.free': 'Tsari kyauta, babu kuɗin farawa',
  'landing.hero.fee': '1.5% kawai a kowace siyarwa',
  'landing.hero.payouts': 'Ana tura kuɗin naira banki cikin awa 24',
  'landing.preview.delivery': 'Isarwa kyauta a Legas',
  'landing.preview.received': 'An karɓi {amount}',
  'landing.preview.held': 'Kasuwa na riƙe shi har sai an isar',
  'landing.preview.order': 'Sabuwar oda daga Abuja',
  'landing.pay.intro': 'Ku karɓi kuɗi yadda abokan cinikinku ke biya:',
  'landing.pay.cards': 'Katin Mastercard, Visa da Verve',
  'landing.pay.transfer': 'Tura kuɗi ta banki',
  'landing.pay.paga': 'Walat ɗin Paga',
  'landing.how.eyebrow': 'Yadda yake aiki',
  'landing.how.title': 'Daga odar WhatsApp zuwa shagon yanar gizo na gaske',
  'landing.how.text': 'Matakai uku, babu mai rubuta manhaja, babu kuɗin farko.',
  'landing.how.signup.title': 'Buɗe asusunku kyauta',
  'landing.how.signup.text':
    'Ku yi rajista da sunan kasuwancinku da imel. Shagonku zai kasance a shirye da zarar kun tabbatar da imel ɗinku.',
  'landing.how.products.title': 'Zaɓi jigo, ku ƙara kayanku',
  'landing.how.products.text':
    'Ku zaɓi jigo, ku ɗora hotuna, ku saka farashi da yawan kaya. Shagonku yana a yourname.kasuwa.ng.',
  'landing.how.paid.title': 'Ku tura mahaɗarku ku karɓi kuɗi',
  'landing.how.paid.text':
    'Abokan ciniki suna saya ba tare da buɗe asusu ba. Ku aika kaya, su tabbatar sun karɓa, kuɗin ya shiga sauran kuɗinku.',
  'landing.features.eyebrow': 'Abubuwan da yake yi',
  'landing.features.title': 'Duk abin da ƙaramin ɗan kasuwa ke bukata don sayarwa a yanar gizo',
  'landing.features.text': 'Dashboard ɗaya don shagonku, biyan kuɗinku da abokan cinikinku.',
  'landing.feature.store.title': 'Shagonku na kanku',
  'landing.feature.store.text': 'Shago a kan subdomain naku da jigogi da aka shirya masu kyau a kowace waya.',
  'landing.feature.pay.title': 'Duk hanyoyin biya',
  'landing.feature.pay.text':
    'Kati, USSD, tura kuɗi ta banki da walat ɗin Paga, duk ana tabbatar da su kai tsaye.',
  'landing.feature.escrow.title': 'Ajiya: Kasuwa na riƙe kuɗin',
  'landing.feature.escrow.text':
    'Ana riƙe biya lafiya har sai mai saya ya tabbatar ya karɓa, don ɓangarorin biyu su amince da cinikin.',
  'landing.feature.invoices.title': 'Takardun biya da rasiɗi',
  'landing.feature.invoices.text':
    'Rasiɗin PDF don kowane biya, da takardun biya masu mahaɗar biya da kuke aikawa da sunan shagonku.',
  'landing.feature.sms.title': 'SMS da imel',
  'landing.feature.sms.text':
    'Kuna samun labarin kowace oda da aka biya ta SMS da imel; abokan ciniki suna samun labarin odarsu ta imel, ko ta SMS idan ba su ba da imel ba.',
  'landing.feature.analytics.title': 'Ƙididdiga',
  'landing.feature.analytics.text':
    'Ku ga abin da ke sayuwa, wa ke saya da nawa kuka samu, da rahotannin siyarwa da kuɗi masu sauƙin fahimta.',
  'landing.feature.currency.title': 'Kuɗaɗe da yawa',
  'landing.feature.currency.text':
    'Ku sayar da naira da kuɗin ƙasashen waje kamar dalar Amurka, fam da yuro.',
  'landing.feature.discounts.title': 'Lambobin rangwame',
  'landing.feature.discounts.text':
    'Ku yi lambobin rangwame da kuponi don tallace-tallacenku na WhatsApp da Instagram.',
  'landing.soon': 'Yana zuwa nan ba da jimawa ba',
  'landing.escrow.title': 'Masu saya suna biya da kwanciyar hankali. Ku karɓi kuɗi kan kowace isarwa.',
  'landing.escrow.text':
    'Mai saya da bai taɓa ganinku ba zai fi saurin biya idan kuɗinsa yana da kariya. Kasuwa na riƙe kowane biya har sai an isar da oda, sannan ta saki kuɗin zuwa sauran kuɗinku.',
  'landing.escrow.foreign': 'Ana tura dala, fam da yuro cikin kwanakin aiki 7',
  'landing.escrow.disputes': 'Ana gudanar da mayar da kuɗi da ƙorafi ta ajiyar guda',
  'landing.escrow.step.pays': 'Abokin ciniki ya biya',
  'landing.escrow.step.paysText': 'Ta kati, USSD, tura kuɗi ta banki ko walat ɗin Paga.',
  'landing.escrow.step.holds': 'Kasuwa na riƙe kuɗin',
  'landing.escrow.step.holdsText': 'Kuna ganin biyan nan take ku aika da odar.',
  'landing.escrow.step.delivered': 'An tabbatar da isarwa',
  'landing.escrow.step.deliveredText': 'Mai saya ya tabbatar ya karɓa, ko lokacin riƙewa ya ƙare.',
  'landing.escrow.step.yours': 'Kuɗin naku ne',
  'landing.escrow.step.yoursText': 'Ana sakin shi zuwa sauran kuɗinku, bayan an cire kuɗin ciniki na 1.5%.',
  'landing.pricing.eyebrow': 'Farashi',
  'landing.pricing.title': 'Ku fara kyauta. Ku biya 1.5% sai kun sayar.',
  'landing.pricing.text':
    'Kowane tsari yana da kuɗin ciniki iri ɗaya na 1.5% a kowace siyarwa, babu kuɗin farawa. Tsare-tsaren biya suna ƙara shaguna da kayan aiki, wata-wata ko shekara-shekara da watanni biyu kyauta.',
  'landing.pricing.failed': 'Ba a iya buɗe tsare-tsaren yanzu ba.',
  'landing.pricing.popular': 'Wanda aka fi so',
  'landing.pricing.perMonth': '/ wata',
  'landing.pricing.choose': 'Zaɓi {plan}',
  'landing.final.title': 'Kun shirya buɗe shagonku?',
  'landing.final.text': 'Ku buɗe asusunku cikin ’yan mintoci ku fara karɓar oda yau. Farawa kyauta ne.',
};

export default messages;
export const reviewed: readonly string[] = [];
