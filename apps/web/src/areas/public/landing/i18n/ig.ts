import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'landing.hero.badge': 'Emere ya maka obere azụmahịa n’Africa',
  'landing.hero.title': 'Ụlọ ahịa gị {online} n’ime nkeji ole na ole',
  'landing.hero.online': 'n’ịntanetị',
  'landing.hero.text':
    'Kasuwa na-enye gị ụlọ ahịa na adreesị weebụ nke gị, na-anara ịkwụ ụgwọ site na kaadị, USSD na nnyefe ego n’ụlọ akụ, ma na-echekwa ego ndị ahịa gị ruo mgbe ọda ha ruru ha aka.',
  'landing.cta.start': 'Malite ugbu a',
  'landing.hero.how': 'Hụ otu o si arụ ọrụ',
  'landing.hero.free': 'Atụmatụ n’efu, enweghị ụgwọ mmalite',
  'landing.hero.fee': 'Naanị 1.5% n’ire ọ bụla',
  'landing.hero.payouts': 'Ego naira na-abata n’ime awa 24',
  'landing.preview.delivery': 'Nnyefe n’efu na Lagos',
  'landing.preview.received': 'Anatala {amount}',
  'landing.preview.held': 'Kasuwa na-echekwa ya ruo mgbe nnyefe',
  'landing.preview.order': 'Ọda ọhụrụ si Abuja',
  'landing.pay.intro': 'Nata ego otu ndị ahịa gị si akwụ ụgwọ:',
  'landing.pay.cards': 'Kaadị Mastercard, Visa na Verve',
  'landing.pay.transfer': 'Nnyefe ego n’ụlọ akụ',
  'landing.pay.paga': 'Obere akpa Paga',
  'landing.how.eyebrow': 'Otu o si arụ ọrụ',
  'landing.how.title': 'Site n’ọda WhatsApp ruo n’ezigbo ụlọ ahịa ịntanetị',
  'landing.how.text': 'Nzọụkwụ atọ, enweghị onye mmepe, enweghị ụgwọ mbụ.',
  'landing.how.signup.title': 'Mepee akaụntụ n’efu gị',
  'landing.how.signup.text':
    'Debanye aha gị site n’aha azụmahịa gị na ozi-e. Ụlọ ahịa gị ga-adị njikere ozugbo i kwadoro ozi-e gị.',
  'landing.how.products.title': 'Họrọ isiokwu, tinye ngwa ahịa gị',
  'landing.how.products.text':
    'Họrọ isiokwu, bulite foto, tinye ọnụ ahịa na ngwa ahịa fọdụrụ. Ụlọ ahịa gị dị na yourname.kasuwa.ng.',
  'landing.how.paid.title': 'Kesaa njikọ gị ma nata ego',
  'landing.how.paid.text':
    'Ndị ahịa na-azụ na-enweghị akaụntụ. Ị zipụ, ha kwado na ọ ruru ha aka, ego abata n’ego fọdụrụ gị.',
  'landing.features.eyebrow': 'Ihe ọ na-eme',
  'landing.features.title': 'Ihe niile obere azụmahịa chọrọ iji ree n’ịntanetị',
  'landing.features.text': 'Otu dashboard maka ụlọ ahịa gị, ịkwụ ụgwọ gị na ndị ahịa gị.',
  'landing.feature.store.title': 'Ụlọ ahịa nke gị',
  'landing.feature.store.text':
    'Ụlọ ahịa na subdomain nke gị nwere isiokwu emeelarị mara mma na ekwentị ọ bụla.',
  'landing.feature.pay.title': 'Ụzọ ịkwụ ụgwọ niile',
  'landing.feature.pay.text':
    'Kaadị, USSD, nnyefe ego n’ụlọ akụ na obere akpa Paga, a na-akwado ha niile na-akpaghị aka.',
  'landing.feature.escrow.title': 'Nchekwa: Kasuwa na-echekwa ego',
  'landing.feature.escrow.text':
    'A na-echekwa ịkwụ ụgwọ ruo mgbe onye ahịa kwadoro na ọ natara, ka akụkụ abụọ tụkwasị ire ahụ obi.',
  'landing.feature.invoices.title': 'Akwụkwọ ụgwọ na rịsịtị',
  'landing.feature.invoices.text':
    'Rịsịtị PDF maka ịkwụ ụgwọ ọ bụla, na akwụkwọ ụgwọ nwere njikọ ịkwụ ụgwọ ị na-eziga n’aha ụlọ ahịa gị.',
  'landing.feature.sms.title': 'SMS na ozi-e',
  'landing.feature.sms.text':
    'Ị na-anụ maka ọda ọ bụla a kwụrụ ụgwọ ya site na SMS na ozi-e; ndị ahịa na-enweta ozi ọda ha site na ozi-e, ma ọ bụ SMS ma ọ bụrụ na ha enyeghị ozi-e.',
  'landing.feature.analytics.title': 'Nyocha',
  'landing.feature.analytics.text':
    'Hụ ihe na-ere, onye na-azụ na ego ole i nwetara, site na akụkọ ire na ego doro anya.',
  'landing.feature.currency.title': 'Ego dị iche iche',
  'landing.feature.currency.text': 'Ree na naira na ego mba ọzọ dịka dọla US, pọnd na yuro.',
  'landing.feature.discounts.title': 'Koodu mbelata ọnụ ahịa',
  'landing.feature.discounts.text':
    'Jiri koodu mbelata ọnụ ahịa na kupọn mee mgbasa ozi WhatsApp na Instagram gị.',
  'landing.soon': 'Ọ na-abịa n’oge na-adịghị anya',
  'landing.escrow.title': 'Ndị ahịa na-akwụ ụgwọ n’obi iru ala. Ị na-enweta ego maka nnyefe ọ bụla.',
  'landing.escrow.text':
    'Onye ahịa na-ahụtụbeghị gị ga-akwụ ụgwọ ngwa ngwa ma ego ya nọ na nchekwa. Kasuwa na-echekwa ịkwụ ụgwọ ọ bụla ruo mgbe ọda ruru, wee tọhapụ ya n’ego fọdụrụ gị.',
  'landing.escrow.foreign': 'Ego dọla, pọnd na yuro na-abata n’ime ụbọchị ọrụ 7',
  'landing.escrow.disputes': 'A na-edozi nkwụghachi ego na mkpesa site na otu nchekwa ahụ',
  'landing.escrow.step.pays': 'Onye ahịa kwụrụ ụgwọ',
  'landing.escrow.step.paysText': 'Site na kaadị, USSD, nnyefe ego n’ụlọ akụ ma ọ bụ obere akpa Paga.',
  'landing.escrow.step.holds': 'Kasuwa na-echekwa ego ahụ',
  'landing.escrow.step.holdsText': 'Ị na-ahụ ịkwụ ụgwọ ozugbo ma zipụ ọda ahụ.',
  'landing.escrow.step.delivered': 'Akwadola nnyefe',
  'landing.escrow.step.deliveredText': 'Onye ahịa kwadoro na ọ natara ya, ma ọ bụ oge nchekwa agwụ.',
  'landing.escrow.step.yours': 'Ego ahụ bụ nke gị',
  'landing.escrow.step.yoursText': 'A tọhapụrụ ya n’ego fọdụrụ gị, e wepụ ụgwọ azụmahịa 1.5%.',
  'landing.pricing.eyebrow': 'Ọnụ ahịa',
  'landing.pricing.title': 'Malite n’efu. Kwụọ 1.5% naanị mgbe i rere.',
  'landing.pricing.text':
    'Atụmatụ ọ bụla nwere otu ụgwọ azụmahịa dị mfe nke 1.5% n’ire ọ bụla, enweghị ụgwọ mmalite. Atụmatụ a na-akwụ ụgwọ na-agbakwunye ụlọ ahịa na ngwaọrụ, kwa ọnwa ma ọ bụ kwa afọ nwere ọnwa abụọ n’efu.',
  'landing.pricing.failed': 'Enweghị ike ibudata atụmatụ ndị ahụ ugbu a.',
  'landing.pricing.popular': 'Nke kachasị ewu ewu',
  'landing.pricing.perMonth': '/ ọnwa',
  'landing.pricing.choose': 'Họrọ {plan}',
  'landing.final.title': 'Ị dịla njikere imepe ụlọ ahịa gị?',
  'landing.final.text': 'Mepee akaụntụ gị n’ime nkeji ole na ole ma malite ịnata ọda taa. Ịmalite bụ n’efu.',
};

export default messages;
export const reviewed: readonly string[] = [];
