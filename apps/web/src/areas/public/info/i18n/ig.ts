import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'info.legal.eyebrow': 'Iwu',
  'info.terms.title': 'Usoro na ọnọdụ',
  'info.terms.intro':
    'Iwu maka ndị na-ere ahịa na ndị ahịa na-eji Kasuwa, nke Kasuwa Technologies Ltd, Lagos, na-elekọta.',
  'info.terms.acceptableUse': 'Ojiji e kwere',
  'info.terms.vendors': 'Ọrụ onye na-ere ahịa',
  'info.terms.customers': 'Ikike onye ahịa',
  'info.terms.liability': 'Oke ọrụ anyị',
  'info.terms.disputes': 'Idozi mkpesa',
  'info.terms.changes': 'Mgbanwe n’usoro',
  'info.terms.questions': 'Ị nwere ajụjụ maka usoro ndị a? Dee na {email}.',
  'info.agreement.title': 'Nkwekọrịta onye ọrụ',
  'info.agreement.intro':
    'Site n’iji Kasuwa, i kwenyere n’akwụkwọ ndị dị n’okpuru. Ị ga-abụrịrị afọ 18 ma ọ bụ karịa, ma ọ bụ afọ okenye ebe ị bi, iji mepee akaụntụ ma ọ bụ zụọ ahịa.',
  'info.card.terms': 'Iwu ikpo okwu maka ndị na-ere na ndị ahịa.',
  'info.card.privacyTitle': 'Iwu nzuzo',
  'info.card.privacy': 'Data anyị na-anakọta na otu anyị si echekwa ya.',
  'info.card.supportTitle': 'Enyemaka',
  'info.card.support': 'Otu ị ga-esi kpọtụrụ anyị, 24/7.',
  'info.card.disclaimerTitle': 'Nkwupụta ọgọ',
  'info.card.disclaimer': 'Ihe Kasuwa na-aza maka ya na ihe ọ naghị aza.',
  'info.hub.search': 'Chọọ',
  'info.hub.searchHint': 'Chọọ site n’okwu',
  'info.hub.noMatch': 'Ọ dịghị ihe dabara na “{query}”.',
  'info.support.eyebrow': 'Enyemaka',
  'info.support.title': 'Kedu ka anyị ga-esi nyere gị aka?',
  'info.support.intro':
    'Ndị otu anyị nọ ebe a 24/7. Ndị na-ere ahịa nwere Premium na Enterprise na-ebu ụzọ enweta enyemaka.',
  'info.support.helpTitle': 'Ebe enyemaka',
  'info.support.help': 'Azịza ajụjụ ndị na-ere na ndị na-azụ na-ajụkarị.',
  'info.support.contactTitle': 'Ozi kọntaktị',
  'info.support.contact': 'Ozi-e, ekwentị na WhatsApp.',
  'info.support.docsTitle': 'Akwụkwọ nkọwa',
  'info.support.docs': 'Ntụziaka maka akụkụ ọ bụla nke ụlọ ahịa gị.',
  'info.support.faqTitle': 'Ajụjụ',
  'info.support.faq': 'Chọọ n’ajụjụ a na-ajụkarị.',
  'info.support.communityTitle': 'Obodo',
  'info.support.community': 'Mụta n’aka ndị ọzọ na-ere ahịa na Kasuwa.',
  'info.support.languageTitle': 'Asụsụ na mpaghara',
  'info.support.language': 'Asụsụ, ego na mpaghara oge.',
  'info.legalHub.title': 'Ebe iwu',
  'info.legalHub.intro': 'Iwu na-achị Kasuwa, e dere ha ka a gụọ ha.',
  'info.legalHub.terms': 'Iwu ikpo okwu.',
  'info.legalHub.refundTitle': 'Iwu nkwụghachi ego',
  'info.legalHub.refund': 'Otu nkwụghachi ego na mkpesa nchekwa si arụ ọrụ.',
  'info.legalHub.disclaimer': 'Oke ọrụ anyị.',
  'info.legalHub.securityTitle': 'Nchekwa na ịkwụ ụgwọ',
  'info.legalHub.security': 'Otu anyị si echekwa ego na akaụntụ.',
  'info.legalHub.privacy': 'Data gị na ikike gị.',
  'info.legalHub.complianceTitle': 'Ịgbaso iwu',
  'info.legalHub.compliance': 'Iwu anyị na-agbaso.',
  'info.resources.eyebrow': 'Akụrụngwa',
  'info.resources.title': 'Akụrụngwa maka ndị na-ere ahịa',
  'info.resources.intro': 'Ntụziaka na akụkọ iji nyere gị aka ree karịa.',
  'info.resources.guideTitle': 'Ntụziaka',
  'info.resources.guide': 'Site na ndebanye aha ruo n’ire mbụ gị.',
  'info.resources.newTitle': 'Ihe ọhụrụ',
  'info.resources.new': 'Mmezi ọhụrụ kachasị na Kasuwa.',
  'info.resources.escrowTitle': 'Nchekwa',
  'info.resources.escrow': 'Otu e si echekwa ịkwụ ụgwọ.',
  'info.resources.manualTitle': 'Akwụkwọ ntụziaka',
  'info.resources.manual': 'Ntụaka maka dashboard gị.',
  'info.careers.eyebrow': 'Ọrụ',
  'info.careers.title': 'Soro anyị wuo ahịa nke echi',
  'info.careers.intro':
    'Anyị bụ otu nọ na Lagos na-enyere obere azụmahịa n’Africa aka ire n’ịntanetị. Sonye anyị.',
  'info.careers.open': 'Ọrụ dị',
  'info.careers.fullTime': 'Lagos · Oge zuru ezu',
  'info.careers.apply': 'Iji tinye akwụkwọ, zite CV gị na obere ederede maka ọrụ ahụ na {email}.',
  'info.role.logistics': 'Onye njikwa njem na mbufe',
  'info.role.logisticsText': 'Wuo netwọk ndị mmekọ nnyefe anyị n’obodo ukwu Naịjirịa.',
  'info.role.transport': 'Ndị nlekọta njem',
  'info.role.transportText': 'Lekọta ibute na nnyefe kwa ụbọchị na ndị mmekọ anyị.',
  'info.role.qc': 'Onye njikwa nlele ịdị mma',
  'info.role.qcText': 'Tọọ ma mezuo nlele ịdị mma ngwa ahịa a na-ere na Kasuwa.',
  'info.role.qa': 'Onye njikwa mmesi ike ịdị mma',
  'info.role.qaText': 'Were ọrụ ịdị mma nke mwepụta ikpo okwu anyị na ahụmahụ ndị na-ere ahịa.',
  'info.role.finance': 'Ndị ọkachamara ego na ndekọ ego',
  'info.role.financeText': 'Hụ na nchekwa, ụgwọ na ego ezigara dabara ruo kobo ikpeazụ.',
  'info.role.audit': 'Ndị nyocha ego na ndekọ ego',
  'info.role.auditText': 'Nyochaa akwụkwọ ndekọ anyị, njikwa na akụkọ ego.',
  'info.pricing.eyebrow': 'Ọnụ ahịa',
  'info.pricing.title': 'Malite n’efu. Too mgbe ị dịla njikere.',
  'info.pricing.intro':
    'Atụmatụ ọ bụla nwere ịkwụ ụgwọ site na kaadị, USSD na nnyefe ego n’ụlọ akụ nke Kasuwa na-echekwa. Ụgwọ azụmahịa 1.5% dị na ngwa ahịa ọ bụla e rere.',
  'info.pricing.monthly': 'Kwa ọnwa',
  'info.pricing.annual': 'Kwa afọ (ọnwa 2 n’efu)',
  'info.pricing.failed': 'Enweghị ike ibudata atụmatụ ndị ahụ. Biko meghee ibe ọzọ.',
  'info.pricing.free': 'N’efu',
  'info.pricing.perMonth': ' / ọnwa',
  'info.pricing.perYear': ' / afọ',
  'info.pricing.startFree': 'Malite n’efu',
  'info.pricing.choose': 'Họrọ {plan}',
  'info.pricing.goodToKnow': 'Ihe ị kwesịrị ịma',
  'info.pricing.know.period':
    'Kwụọ kwa ọnwa ma ọ bụ kwa afọ (ọnwa abụọ n’efu) site na kaadị ma ọ bụ n’ego fọdụrụ gị na Kasuwa; nkwalite na-efu naanị ọdịiche maka oge fọdụrụ, ị nwekwara ike ịkagbu na njedebe oge.',
  'info.pricing.know.stores':
    'Ọtụtụ ụlọ ahịa n’otu akaụntụ dị na Premium (ruo 5) na Enterprise (enweghị oke).',
  'info.pricing.know.domain':
    'Ịhazi ụlọ ahịa na ngalaba nke gị (nwere HTTPS na-akpaghị aka) dị naanị n’atụmatụ a na-akwụ ụgwọ.',
  'info.pricing.know.staff':
    'Akaụntụ ndị ọrụ dị na Premium na Enterprise: kpọọ ndị inyeaka nwere ọrụ (Onye njikwa, Ire ma ọ bụ Ngwa ahịa) ka ha dekọọ ire ma lekọta ngwa ahịa na-enweghị okwuntụghe gị; ego ezigara, akaụntụ ụlọ akụ, atụmatụ na ndị ọrụ ka bụ nke gị.',
  'info.pricing.know.support': 'Enyemaka dị 24/7, Premium na Enterprise na-ebu ụzọ enweta ya.',
  'info.pricing.fees': 'Ụgwọ na ego ezigara',
  'info.pricing.fees.transaction': 'Ụgwọ azụmahịa: 1.5% na ngwa ahịa ọ bụla e rere, n’atụmatụ ọ bụla.',
  'info.pricing.fees.naira': 'Ego naira: n’ime awa 24 mgbe nchekwa tọhapụrụ ya.',
  'info.pricing.fees.foreign': 'Ego mba ọzọ (USD, GBP, EUR): n’ime ụbọchị ọrụ 7.',
  'info.page.updated': 'Mmelite ikpeazụ: {date}.',
  'info.eyebrow.about': 'Maka anyị',
  'info.eyebrow.invoices': 'Akwụkwọ ụgwọ na rịsịtị',
  'info.about.title': 'Ngwaọrụ azụmahịa e wuru maka obere azụmahịa Africa',
  'info.about.intro':
    'Kasuwa pụtara "ahịa" n’asụsụ Hausa. Anyị na-enye ndị ahịa, ndị na-emepụta ihe na ndị nwe ụlọ ahịa ụlọ ahịa nke ha, ịkwụ ụgwọ nchekwa na ngwaọrụ iji too, malite na Naịjirịa.',
  'info.about.why': 'Ihe mere anyị ji dị',
  'info.about.believe': 'Ihe anyị kwere',
  'info.about.where': 'Ebe anyị nọ',
  'info.about.careers': 'Ọrụ na Kasuwa',
  'info.about.contact': 'Kpọtụrụ anyị',
  'info.invoices.title': 'Akwụkwọ ụgwọ na rịsịtị mara mma',
  'info.invoices.intro':
    'Akwụkwọ ụgwọ na rịsịtị n’aha ụlọ ahịa gị, na-enweghị spreadsheet: dee akwụkwọ ụgwọ maka onye ahịa i zutere na WhatsApp ma ọ bụ n’ụlọ ahịa gị, ịkwụ ụgwọ ọ bụla na-enweta rịsịtị ya n’onwe ya.',
  'info.invoices.invoices': 'Akwụkwọ ụgwọ',
  'info.invoices.receipts': 'Rịsịtị',
  'info.invoices.accounts': 'Maka ndekọ ego gị',
  'info.privacy.intro': 'Data onwe Kasuwa na-anakọta, ihe kpatara ya, na otu anyị si echekwa ya.',
  'info.privacy.who': 'Onye anyị bụ',
  'info.privacy.vendors': 'Data anyị na-anakọta n’aka ndị na-ere ahịa',
  'info.privacy.customers': 'Data anyị na-anakọta n’aka ndị ahịa',
  'info.privacy.use': 'Otu anyị si eji ya',
  'info.privacy.protect': 'Otu anyị si echekwa ya',
  'info.privacy.rights': 'Ikike gị',
  'info.privacy.cookies': 'Kuki',
  'info.refund.intro':
    'Otu nkwụghachi ego si arụ ọrụ mgbe ị zụrụ n’ụlọ ahịa na Kasuwa, na otu nchekwa si echekwa ego gị.',
  'info.refund.escrow': 'Nchekwa na-echekwa ịkwụ ụgwọ ọ bụla',
  'info.refund.when': 'Mgbe ị nwere ike ịrịọ nkwụghachi ego',
  'info.refund.how': 'Otu esi arịọ',
  'info.disclaimer.intro': 'Oke ihe Kasuwa na-aza maka ya dịka ikpo okwu ahịa.',
  'info.disclaimer.vendors': 'Ndị na-ere ahịa na-ere, Kasuwa na-enye ikpo okwu',
  'info.disclaimer.information': 'Ozi dị na saịtị',
  'info.disclaimer.availability': 'Ịdị',
  'info.security.intro': 'Otu Kasuwa si echekwa ịkwụ ụgwọ na akaụntụ.',
  'info.security.payments': 'Ịkwụ ụgwọ',
  'info.security.accounts': 'Akaụntụ',
  'info.security.report': 'Kọọ nsogbu',
  'info.compliance.intro': 'Iwu na ụkpụrụ Kasuwa na-agbaso.',
  'info.compliance.data': 'Nchekwa data',
  'info.compliance.payments': 'Ịkwụ ụgwọ na mgbochi aghụghọ',
  'info.compliance.consumers': 'Nchekwa ndị ahịa',
  'info.compliance.prohibited': 'Ngwa ahịa a machibidoro',
  'info.contactInfo.intro':
    'Ndị enyemaka anyị dị 24/7. Ndị na-ere ahịa nwere Premium na Enterprise na-ebu ụzọ enweta enyemaka.',
  'info.contactInfo.reach': 'Kpọtụrụ anyị',
  'info.contactInfo.before': 'Tupu i dee',
  'info.docs.intro': 'Ntụziaka nzọụkwụ n’nzọụkwụ maka ịrụ ụlọ ahịa gị na Kasuwa.',
  'info.docs.start': 'Mmalite',
  'info.docs.payments': 'Ịkwụ ụgwọ na ego ezigara',
  'info.docs.recent': 'Ihe gbanwere n’oge na-adịbeghị anya',
  'info.docs.firstSale': 'Ntụziaka: ire mbụ gị',
  'info.community.intro':
    'Mụta n’aka ndị ọzọ na-ere ahịa: kesaa ihe na-arụ ọrụ, jụọ ajụjụ ma zute ndị na-ere dịka gị.',
  'info.community.where': 'Ebe obodo na-ezukọ',
  'info.community.rules': 'Iwu obodo',
  'info.language.intro': 'Kasuwa na-ebu ụzọ jee ozi na Naịjirịa, Africa ndị ọzọ na-abịa.',
  'info.language.languages': 'Asụsụ',
  'info.language.currencies': 'Ego',
  'info.language.time': 'Oge na ụbọchị',
  'info.guide.title': 'Ntụziaka: site na ndebanye aha ruo n’ire mbụ gị',
  'info.guide.intro': 'Ihe niile onye ọhụrụ na-ere ahịa kwesịrị ime, n’usoro, iji malite ire na Kasuwa.',
  'info.guide.step1': '1. Mepee akaụntụ gị',
  'info.guide.step2': '2. Mepee ụlọ ahịa gị',
  'info.guide.step3': '3. Tinye ngwa ahịa',
  'info.guide.step4': '4. Kesaa njikọ gị',
  'info.guide.step5': '5. Nyefee ma nata ego',
  'info.whatsNew.title': 'Ihe ọhụrụ na Kasuwa',
  'info.whatsNew.intro': 'Mmezi ọhụrụ kachasị na ikpo okwu.',
  'info.whatsNew.nov': 'Nọvemba 2026',
  'info.whatsNew.oct': 'Ọktoba 2026',
  'info.escrow.title': 'Otu nchekwa si arụ ọrụ',
  'info.escrow.intro':
    'Nchekwa na-echekwa ego onye na-azụ ruo mgbe ngwa ahịa ruru, ma na-echebe ndị na-ere ahịa pụọ n’aghụghọ.',
  'info.escrow.steps': 'Nzọụkwụ n’nzọụkwụ',
  'info.escrow.wrong': 'Ọ bụrụ na ihe adịghị mma',
  'info.manual.title': 'Akwụkwọ ntụziaka Kasuwa',
  'info.manual.intro': 'Ntụaka maka akụkụ ọ bụla nke dashboard onye na-ere ahịa gị.',
  'info.manual.account': 'Akaụntụ',
  'info.manual.stores': 'Ụlọ ahịa',
  'info.manual.products': 'Ngwa ahịa na ngwa fọdụrụ',
  'info.manual.orders': 'Ọda, nchekwa na ego ezigara',
  'info.body.about.1':
    'Ọtụtụ nde azụmahịa n’Africa na-ere site na mgbasa ozi mmekọrịta na okwu ọnụ, na-anata ego n’aka ma na-edekọ ihe n’akwụkwọ. Ịbanye n’ịntanetị apụtala ndị mmepe dị oke ọnụ, ụlọ ọrụ ịkwụ ụgwọ mba ọzọ na ngwaọrụ na-adịghị aghọta ọnọdụ obodo.',
  'info.body.about.2':
    'E hiwere Kasuwa Technologies Ltd na Lagos iji gbanwee nke ahụ. Site na Kasuwa, onye na-ere ahịa na-emepe ụlọ ahịa na subdomain nke ya n’ime nkeji ole na ole, na-anara ịkwụ ụgwọ kaadị, USSD na nnyefe ego, ma na-enweta ego site na nchekwa na-echebe akụkụ abụọ.',
  'info.body.about.3':
    'Ntụkwasị obi bụ ego azụmahịa ịntanetị: nchekwa na-echebe ndị na-azụ ruo mgbe nnyefe, ma na-echebe ndị na-ere pụọ n’aghụghọ nkwụghachi ego.',
  'info.body.about.4': 'Ngwaọrụ ga-arụrịrị ọrụ n’ekwentị na netwọk ndị mmadụ na-eji n’ezie.',
  'info.body.about.5': 'Ọnụ ahịa ga-abụrịrị eziokwu: malite n’efu ma kwụọ obere ụgwọ 1.5% naanị mgbe i rere.',
  'info.body.about.6': 'Enyemaka bụ mmadụ na-aza, awa 24 kwa ụbọchị, ụbọchị 7 kwa izu.',
  'info.body.about.7':
    'Isi ụlọ ọrụ Kasuwa Technologies Ltd dị na Lagos, Naịjirịa, na-ejere ndị na-ere na ndị na-azụ ozi n’obodo niile, na-aga n’ihu n’Africa niile. Dee na support@kasuwa.ng ma ọ bụ gaa na peeji kọntaktị anyị.',
  'info.body.contactInfo.1': 'Ozi-e: support@kasuwa.ng',
  'info.body.contactInfo.2': 'Ekwentị na WhatsApp: +234 800 527 8920',
  'info.body.contactInfo.3': 'Adreesị nzipu ozi: Kasuwa Technologies Ltd, Lagos, Naịjirịa',
  'info.body.contactInfo.4':
    'Tinye adreesị ụlọ ahịa gị (dịka yourshop.kasuwa.ng) ma ọ bụ nọmba ọda gị ka anyị nyere gị aka ngwa ngwa.',
  'info.body.community.1': 'Rịọ isonye site n’ide na support@kasuwa.ng ya na adreesị ụlọ ahịa gị.',
  'info.body.community.2': 'Obodo WhatsApp nke Ndị Na-ere Ahịa Kasuwa, nwere otu site n’obodo na ụdị',
  'info.body.community.3': 'Nzukọ ịntanetị kwa ọnwa na ndị otu Kasuwa gbasara ire, ịse foto na nnyefe',
  'info.body.community.4': 'Nzukọ ndị na-ere ahịa na Lagos, Abuja na Kano',
  'info.body.community.5': 'Sọpụrụ ndị ọzọ.',
  'info.body.community.6': 'Enweghị spam ma ọ bụ mgbasa ozi a na-achọghị.',
  'info.body.community.7': 'Ekesala okwuntụghe ma ọ bụ nkọwa ịkwụ ụgwọ.',
  'info.body.language.1':
    'Kasuwa na-asụ Bekee, Pidgin, Hausa, Yoruba, Igbo na French: họrọ nke gị n’ala peeji, ma ọ bụ na menu akaụntụ gị mgbe i banyere.',
  'info.body.language.2':
    'Ụlọ ahịa na-ere na naira (NGN) na mbụ. Ụlọ ahịa Enterprise nwekwara ike ire na USD, GBP, EUR, GHS, KES na ZAR.',
  'info.body.language.3': 'A na-egosi oge na West Africa Time (WAT, UTC+1) belụsọ ma ị họrọ nke ọzọ.',
  'info.body.guide.1':
    'Debanye aha gị site n’aha azụmahịa gị na ozi-e, wee kwado ozi-e gị site na njikọ anyị zitere.',
  'info.body.guide.2':
    'Họrọ aha, adreesị dịka yourshop.kasuwa.ng, ụdị ihe ị na-ere na otu n’ime isiokwu atọ. Ụlọ ahịa gị ga-arụ ọrụ ozugbo.',
  'info.body.guide.3':
    'Tinye foto doro anya, nkọwa eziokwu, ọnụ ahịa na ngwa fọdụrụ. Chịkọta ngwa ahịa n’ime nchịkọta.',
  'info.body.guide.4':
    'Bipute njikọ ụlọ ahịa gị na WhatsApp, Instagram na Facebook. Ndị ahịa na-azụ na-enweghị akaụntụ.',
  'info.body.guide.5':
    'Mgbe ọda bịara, nyefee ya. Ozugbo onye ahịa kwadoro nnyefe, ego ahụ na-esi na nchekwa pụta ruo n’ego fọdụrụ gị, e wepụ 1.5%.',
  'info.body.escrow.1':
    'Onye ahịa na-akwụ site na kaadị, USSD ma ọ bụ nnyefe ego. Ego ahụ na-aba na nchekwa, ọ naghị aga ozugbo n’aka onye na-ere.',
  'info.body.escrow.2': 'A na-agwa onye na-ere ahịa, o zipu ọda ahụ.',
  'info.body.escrow.3': 'Onye ahịa kwadoro nnyefe, ma ọ bụ oge nnyefe gafere na-enweghị mkpesa.',
  'info.body.escrow.4': 'Kasuwa na-atọhapụ ego ahụ n’ego fọdụrụ onye na-ere, e wepụ ụgwọ azụmahịa 1.5%.',
  'info.body.escrow.5': 'Ego naira na-eru ụlọ akụ onye na-ere n’ime awa 24; ego mba ọzọ n’ime ụbọchị ọrụ 7.',
  'info.body.escrow.6':
    'Onye ahịa na-etinye mkpesa tupu ọ kwado nnyefe. Ego ahụ na-anọ na nchekwa ka onye na-azụ na onye na-ere na-anwa idozi ya; ọ bụrụ na ha enweghị ike, ndị enyemaka Kasuwa na-ekpezi ma kpebie.',
  'info.body.manual.1':
    'Debanye aha, kwado ozi-e gị ma banye. Kaa Remember Me akara ka ị nọrọ n’ime ruo ụbọchị 30 na ngwaọrụ gị.',
  'info.body.manual.2':
    'Chefuru okwuntụghe? Jiri njikọ dị na peeji mbanye; njikọ ntọgharị na-arụ ọrụ otu ugboro ma kwụsị mgbe otu awa gachara.',
  'info.body.manual.3': 'Atụmatụ n’efu nwere otu ụlọ ahịa, Premium ruo ise, Enterprise ka ole ị chọrọ.',
  'info.body.manual.4':
    'Adreesị ụlọ ahịa na-eji mkpụrụedemede nta, nọmba na akara njikọ, ọ ga-abụrịrị nke pụrụ iche.',
  'info.body.manual.5':
    'Ngwa ahịa nwere ụdị dị iche (nha, agba), ọnụ ahịa ziri ezi ruo kobo na ngwa fọdụrụ a na-edebe ozugbo e mere ọda.',
  'info.body.manual.6': 'Nchịkọta na-achịkọta ngwa ahịa n’ụlọ ahịa gị.',
  'info.body.manual.7':
    'Ọda ọ bụla na-esi "akwụọla ụgwọ" gaa "ezipụla" gaa "eruola". Nkwenye nnyefe na-atọhapụ nchekwa.',
  'info.body.manual.8': 'Ego fọdụrụ gị na ego ezigara dị na dashboard gị, ya na ụgwọ ọ bụla.',
  'info.body.invoices.1':
    'Dee akwụkwọ ụgwọ site na dashboard gị: ngwa ahịa site na katalọgụ gị ma ọ bụ ederede nke gị, ọnụ ọgụgụ, mbelata ọnụ ahịa, nnyefe na VAT 7.5% (n’ime ọnụ ahịa gị ma ọ bụ tinye ya n’elu), ụbọchị ịkwụ ụgwọ na ndetu.',
  'info.body.invoices.2':
    'Zipu ya site na ozi-e ma ọ bụ SMS, ma ọ bụ depụta njikọ nzuzo ya kesaa na WhatsApp. Onye ahịa gị na-ahụ ya n’ọdịdị ụlọ ahịa gị ma kwụọ site na kaadị, obere akpa ma ọ bụ nnyefe ego.',
  'info.body.invoices.3':
    'A na-aka akwụkwọ ụgwọ a kwụrụ akara na-akpaghị aka, ngwa katalọgụ na-apụ na ngwa fọdụrụ gị, ego na-abanye na nchekwa dịka ire ọ bụla. Ncheta na-aga tupu na mgbe ụbọchị ịkwụ ụgwọ gachara.',
  'info.body.invoices.4':
    'Akwụkwọ ụgwọ ezigara anaghị agbanwe: iji mezie ya, kagbuo ya, mpempe edoziri adịla njikere izipu.',
  'info.body.invoices.5':
    'Ịkwụ ụgwọ ọ bụla na-emepụta rịsịtị nwere nọmba dị ka PDF, maka akwụkwọ A4 ma ọ bụ printa rịsịtị 80 mm, nwere logo gị na nkọwa ụlọ ahịa gị.',
  'info.body.invoices.6':
    'Ndị ahịa na-anata ya site na ozi-e ma nwee ike ibudata ya na peeji ọda ha; ị na-ebudata ya site n’ọda ahụ na dashboard gị.',
  'info.body.invoices.7':
    'Rịsịtị na-egosi ngwa ahịa, mbelata ọnụ ahịa, nnyefe, VAT, mkpokọta, ụzọ ịkwụ ụgwọ na ntụaka. Nkwụghachi ego na-emepụta akwụkwọ nkwụghachi ego na-akpọ aha rịsịtị ya.',
  'info.body.invoices.8':
    'Bupụ akwụkwọ ụgwọ, rịsịtị na akwụkwọ nkwụghachi ego maka oge ọ bụla dị ka CSV iji kesaa onye ndekọ ego gị. Nọmba na-aga n’usoro na-enweghị oghere, ego zikwara ezi ruo kobo.',
  'info.body.whatsNew.1':
    'Ụlọ ahịa emere maka ekwentị: isi peeji dị obere, nkata na-anọgide n’anya na mmecha ịzụ ahịa na nchịkọta na mbụ',
  'info.body.whatsNew.2': 'Ndị ahịa na-akwụ ụgwọ na peeji ịkwụ ụgwọ nwere aha na agba ụlọ ahịa gị',
  'info.body.whatsNew.3': 'Kesaa ngwa ahịa na WhatsApp ma ọ bụ depụta njikọ ya n’otu mmetụ',
  'info.body.whatsNew.4':
    'Lekọta ụlọ ahịa gị site n’ekwentị gị: ogwe ala, onye ndezi ngwa ahịa nwere ederede mara mma na kaadị Kesaa ụlọ ahịa gị nwere koodu QR',
  'info.body.whatsNew.5':
    'Nchekwa mbanye siri ike karịa: akaụntụ a kpọchiri ka na-emepe site na koodu otu ugboro ezigara onye nwe ya',
  'info.body.whatsNew.6':
    'Ndebanye aha ngwa ngwa site na nkwenye ozi-e na nweghachi okwuntụghe site na ozi-e',
  'info.body.whatsNew.7': 'Ntọhapụ nchekwa mgbe a kwadoro nnyefe',
  'info.body.whatsNew.8': 'Isiokwu ụlọ ahịa atọ',
  'info.legal.translatedBinding': 'Nke a bụ ntụgharị; ọ bụ ederede Bekee ka iwu na-agbaso.',
  'info.body.refund.1':
    'Mgbe ị kwụrụ ụgwọ, a na-echekwa ego ahụ na nchekwa. A na-akwụ onye na-ere ahịa naanị mgbe i kwadoro nnyefe, ma ọ bụ na-akpaghị aka mgbe oge nnyefe gafere ma ọ bụrụ na i meghị mkpesa.',
  'info.body.refund.2': 'Ngwa ahịa ahụ erughị ma ọlị.',
  'info.body.refund.3': 'Ngwa ahịa ahụ dị nnọọ iche na nkọwa ya, mebiri emebi ma ọ bụ bụ adịgboroja.',
  'info.body.refund.4': 'Onye na-ere ahịa kagburu ọda ahụ.',
  'info.body.refund.5':
    'Buru ụzọ kpọtụrụ onye na-ere ahịa site na peeji ọda gị: a na-edozi ọtụtụ nsogbu ozugbo. Ma ọ bụghị, dee ndị enyemaka ya na nọmba ọda gị tupu i kwado nnyefe; anyị ga-ekpezi ma kpebie n’ime ụbọchị ọrụ 5.',
  'info.body.refund.6':
    'Nkwụghachi ego a kwadoro na-alaghachi n’ụzọ ịkwụ ụgwọ mbụ. Nkwụghachi kaadị na-apụtakarị n’ime ụbọchị ọrụ 5 ruo 10, nnyefe ego n’ime ụbọchị ọrụ 2.',
  'info.body.disclaimer.1':
    'Ndị na-ere ahịa nọọrọ onwe ha na-ere ngwa ahịa dị n’ụlọ ahịa Kasuwa. Ndị na-ere ahịa na-aza maka ndepụta ha, ọnụ ahịa, ngwa fọdụrụ, ịdị mma na izi ezi n’iwu nke ngwa ahịa ha na nnyefe.',
  'info.body.disclaimer.2':
    'Anyị na-elezi anya ka peeji anyị zie ezi, mana ntụziaka, ihe atụ na ọnụ ọgụgụ bụ ozi izugbe, ọ bụghị ndụmọdụ iwu, ụtụ isi ma ọ bụ ego.',
  'info.body.disclaimer.3':
    'Anyị na-achọ ọrụ na-adịghị akwụsị mana anyị enweghị ike ikwe nkwa ya. A na-ekwupụta mmezi a haziri ahazi tupu oge mgbe ọ bụla o kwere omume.',
  'info.body.security.1':
    'Ụlọ ọrụ ịkwụ ụgwọ Naịjirịa nwere ikike na-ahazi ịkwụ ụgwọ kaadị, USSD na nnyefe ego; Kasuwa anaghị echekwa nọmba kaadị zuru ezu.',
  'info.body.security.2':
    'Ịkwụ ụgwọ niile na-abanye na nchekwa ma a na-atọhapụ ya nye ndị na-ere mgbe nnyefe gasịrị, e wepụ ụgwọ azụmahịa 1.5%.',
  'info.body.security.3':
    'Ego naira na-eru ndị na-ere n’ime awa 24 mgbe a tọhapụrụ ya; nke USD, GBP na EUR n’ime ụbọchị ọrụ 7.',
  'info.body.security.4':
    'A na-echekwa okwuntụghe site na hash ọgbara ọhụrụ otu ụzọ (argon2id), ndị ọrụ enweghịkwa ike ịgụ ya.',
  'info.body.security.5':
    'Oge mbanye na-agwụ, ị nwekwara ike ịkwụsị ya site na ngwaọrụ ọ bụla site n’ịtọgharị okwuntụghe gị.',
  'info.body.security.6': 'A na-ezo njikọ ọ bụla na Kasuwa site na TLS.',
  'info.body.security.7':
    'Ọ bụrụ na i chere na ịchọtala nsogbu nchekwa, dee na support@kasuwa.ng ya na nkọwa ya.',
  'info.body.compliance.1': 'Anyị na-agbaso Iwu Nchekwa Data Naịjirịa 2023 na, maka ndị ọrụ Europe, GDPR.',
  'info.body.compliance.2':
    'Ndị nwere ikike Central Bank of Nigeria na-ahazi ịkwụ ụgwọ. Anyị na-enyocha aghụghọ ma nwee ike ijide ego ezigara nwere akara mmegbu mgbe anyị na-eme nchọpụta.',
  'info.body.compliance.3':
    'Usoro nchekwa na nkwụghachi ego anyị na-agbaso Iwu Asọmpi na Nchekwa Ndị Ahịa Gọọmenti Etiti: ndị na-azụ na-enweta ihe ha kwụrụ ụgwọ ya ma ọ bụ ego ha.',
  'info.body.compliance.4':
    'Ndị na-ere ahịa agaghị ere ngwa megidere iwu, adịgboroja, nke e zuru ezu ma ọ bụ nke dị ize ndụ. A na-akwụsị ụlọ ahịa mere ya ma kọọ ha ebe iwu chọrọ.',
  'info.body.privacy.1':
    'Kasuwa Technologies Ltd, Lagos, Naịjirịa na-arụ Kasuwa. Anyị bụ ndị na-achịkwa data onwe akọwara ebe a.',
  'info.body.privacy.2': 'Aha azụmahịa',
  'info.body.privacy.3': 'Nkọwa kọntaktị: aha, adreesị ozi-e, nọmba ekwentị na adreesị',
  'info.body.privacy.4': 'Ozi ịkwụ ụgwọ na ụlọ akụ e ji ezipu ego',
  'info.body.privacy.5': 'Nkọwa ngwa ahịa, ọnụ ahịa na foto ị na-ebipụta',
  'info.body.privacy.6': 'Adreesị nnyefe',
  'info.body.privacy.7': 'Ozi ịkwụ ụgwọ (ndị mmekọ ịkwụ ụgwọ anyị na-ahazi ya)',
  'info.body.privacy.8': 'Akụkọ ịzụ ahịa',
  'info.body.privacy.9': 'Iji hazie azụmahịa, nchekwa na ego ezigara',
  'info.body.privacy.10': 'Iji lekọta akaụntụ ma chekwaa ha',
  'info.body.privacy.11': 'Iji kparịta ụka gị maka ọda, ịkwụ ụgwọ na arịrịọ enyemaka',
  'info.body.privacy.12': 'Iji meziwanye ikpo okwu',
  'info.body.privacy.13': 'Maka mgbasa ozi, naanị site n’nkwenye gị; ị nwere ike iwepụ ya mgbe ọ bụla',
  'info.body.privacy.14': 'Izo data na-agagharị na data dị mkpa echekwara',
  'info.body.privacy.15': 'Njikwa nnweta: ndị ọrụ na-ahụ naanị ihe ọrụ ha chọrọ',
  'info.body.privacy.16': 'Nyocha nchekwa oge niile nke sistemụ anyị na ndị na-enye anyị ihe',
  'info.body.privacy.17':
    'Anyị na-agbaso Iwu Nchekwa Data Naịjirịa na GDPR. Ị nwere ike ịrịọ mpempe data gị, mmezi ya ma ọ bụ ihichapụ ya, ma ọ bụ jụ iji ya mee mgbasa ozi.',
  'info.body.privacy.18':
    'Kpọtụrụ ndị otu nchekwa data anyị na support@kasuwa.ng ma ọ bụ kpọọ +234 800 527 8920.',
  'info.body.privacy.19':
    'Anyị na-eji kuki ndị dị mkpa ka ị nọrọ n’ime n’enweghị nsogbu. A na-etinye kuki nyocha naanị mgbe i kwetara ha na banner kuki.',
  'info.terms.p.acceptableUse':
    'Ị nwere ike iji Kasuwa naanị maka azụmahịa kwekọrọ n’iwu. Ị gaghị ere ngwa a machibidoro, adịgboroja ma ọ bụ nke e zuru ezu, duhie ndị ahịa, gbochie ikpo okwu ma ọ bụ ndị ọrụ ọzọ, ma ọ bụ jiri akaụntụ onye ọzọ.',
  'info.terms.p.vendors':
    'Ndị na-ere ahịa na-akọwa ngwa ahịa n’eziokwu, na-emelite ọnụ ahịa na ngwa fọdụrụ, na-ebuga ọda n’ime oge e kwere nkwa, na-elekọta data ndị ahịa nke ọma ma na-akwụ ụgwọ azụmahịa 1.5% n’ire ọ bụla. Ndị na-ere ahịa na-aza maka ụtụ isi n’ire ha.',
  'info.terms.p.customers':
    'Ndị ahịa nwere ike ịzụ na-enweghị akaụntụ, nata ngwa ahịa a kọwara ma ọ bụ ego ha site na nchekwa, ma rịọ Kasuwa ka ọ kpezie mgbe onye na-ere ahịa edozighị nsogbu.',
  'info.terms.p.liability':
    'Kasuwa na-enye ikpo okwu; ndị na-ere ahịa bụ ndị na-ere. Ruo ebe iwu kwere, Kasuwa anaghị aza maka mfu na-abụghị nke ozugbo, ọrụ ya niile adịghịkwa karịa ụgwọ a kwụrụ Kasuwa n’ime ọnwa iri na abụọ tupu arịrịọ ahụ.',
  'info.terms.p.disputes':
    'A na-echekwa ịkwụ ụgwọ na nchekwa mgbe mkpesa ka mepere emepe, Kasuwa na-ekpezi n’etiti onye na-azụ na onye na-ere. Onye na-azụ na onye na-ere na-ebu ụzọ nwaa idozi ya ozugbo site na peeji ọda. Ọ bụrụ na nke ahụ adaghị, onye ọ bụla n’ime ha nwere ike ibuga ya n’aka ndị enyemaka Kasuwa, ndị ga-enyocha ihe akaebe ma kpebie ntọhapụ ma ọ bụ nkwụghachi. Mkpesa a na-enweghị ike idozi otu a, n’ọnọdụ ụfọdụ, a na-edozi ya site n’ikpe mkpezi na-ejikọ ha na Lagos n’okpuru Iwu Mkpezi na Ntụgharị 2023.',
  'info.terms.p.changes':
    'Anyị nwere ike imelite usoro ndị a. Anyị na-ekwupụta mgbanwe dị mkpa site na ozi-e na na peeji a opekata mpe ụbọchị 14 tupu ha amalite; ịga n’ihu iji Kasuwa mgbe nke ahụ gasịrị pụtara na i kwenyere na ha.',
};

export default messages;
export const reviewed: readonly string[] = [];
