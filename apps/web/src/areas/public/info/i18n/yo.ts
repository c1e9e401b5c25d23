import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'info.legal.eyebrow': 'Òfin',
  'info.terms.title': 'Àwọn òfin àti àdéhùn',
  'info.terms.intro':
    'Àwọn òfin fún olùtajà àti oníbàárà tó ń lo Kasuwa, tí Kasuwa Technologies Ltd, Èkó, ń ṣàkóso.',
  'info.terms.acceptableUse': 'Ìlò tí a gbà',
  'info.terms.vendors': 'Ojúṣe olùtajà',
  'info.terms.customers': 'Ẹ̀tọ́ oníbàárà',
  'info.terms.liability': 'Ààlà ojúṣe',
  'info.terms.disputes': 'Yíyanjú ẹ̀sùn',
  'info.terms.changes': 'Àyípadà sí àwọn òfin',
  'info.terms.questions': 'Ṣé ẹ ní ìbéèrè nípa àwọn òfin yìí? Ẹ kọ̀wé sí {email}.',
  'info.agreement.title': 'Àdéhùn olùlò',
  'info.agreement.intro':
    'Nípa lílo Kasuwa, ẹ gbà sí àwọn ìwé tó wà nísàlẹ̀. Ẹ gbọ́dọ̀ ti pé ọmọ ọdún 18 tàbí jù bẹ́ẹ̀ lọ, tàbí ọjọ́ orí àgbà níbi tí ẹ ń gbé, kí ẹ tó ṣí àkáǹtì tàbí rà.',
  'info.card.terms': 'Àwọn òfin pèpéle náà fún olùtajà àti oníbàárà.',
  'info.card.privacyTitle': 'Ìlànà àṣírí',
  'info.card.privacy': 'Ìsọfúnni tí a ń gbà àti bí a ṣe ń dáàbò bò ó.',
  'info.card.supportTitle': 'Ìrànlọ́wọ́',
  'info.card.support': 'Bí ẹ ṣe lè kàn sí wa, 24/7.',
  'info.card.disclaimerTitle': 'Ìkìlọ̀ òfin',
  'info.card.disclaimer': 'Ohun tí Kasuwa ń dáhùn fún àti èyí tí kò dáhùn fún.',
  'info.hub.search': 'Wá',
  'info.hub.searchHint': 'Wá pẹ̀lú ọ̀rọ̀',
  'info.hub.noMatch': 'Kò sí ohun tó bá “{query}” mu.',
  'info.support.eyebrow': 'Ìrànlọ́wọ́',
  'info.support.title': 'Báwo ni a ṣe lè ràn yín lọ́wọ́?',
  'info.support.intro': 'Ẹgbẹ́ wa wà níbí 24/7. Àwọn olùtajà Premium àti Enterprise ń rí ìrànlọ́wọ́ ṣáájú.',
  'info.support.helpTitle': 'Ibùdó ìrànlọ́wọ́',
  'info.support.help': 'Ìdáhùn sí àwọn ìbéèrè tí olùtajà àti oníbàárà máa ń béèrè jù.',
  'info.support.contactTitle': 'Ìbánisọ̀rọ̀',
  'info.support.contact': 'Ímeèlì, fóònù àti WhatsApp.',
  'info.support.docsTitle': 'Ìwé àlàyé',
  'info.support.docs': 'Ìtọ́sọ́nà fún gbogbo apá ṣọ́ọ̀bù yín.',
  'info.support.faqTitle': 'Ìbéèrè',
  'info.support.faq': 'Wá nínú àwọn ìbéèrè tí a máa ń béèrè.',
  'info.support.communityTitle': 'Àwùjọ',
  'info.support.community': 'Ẹ kọ́ lọ́dọ̀ àwọn olùtajà Kasuwa mìíràn.',
  'info.support.languageTitle': 'Èdè àti agbègbè',
  'info.support.language': 'Èdè, owó àti àkókò agbègbè.',
  'info.legalHub.title': 'Ibùdó òfin',
  'info.legalHub.intro': 'Àwọn ìlànà tó ń darí Kasuwa, tí a kọ kí ẹ lè kà á.',
  'info.legalHub.terms': 'Àwọn òfin pèpéle.',
  'info.legalHub.refundTitle': 'Ìlànà ìdápadà owó',
  'info.legalHub.refund': 'Bí ìdápadà owó àti ẹ̀sùn ìpamọ́ ṣe ń ṣiṣẹ́.',
  'info.legalHub.disclaimer': 'Ààlà ojúṣe wa.',
  'info.legalHub.securityTitle': 'Ààbò àti ìsanwó',
  'info.legalHub.security': 'Bí a ṣe ń pa owó àti àkáǹtì mọ́ láìléwu.',
  'info.legalHub.privacy': 'Ìsọfúnni yín àti ẹ̀tọ́ yín.',
  'info.legalHub.complianceTitle': 'Ìbámu pẹ̀lú òfin',
  'info.legalHub.compliance': 'Àwọn òfin tí a ń tẹ̀lé.',
  'info.resources.eyebrow': 'Àwọn ohun èlò',
  'info.resources.title': 'Ohun èlò fún olùtajà',
  'info.resources.intro': 'Ìtọ́sọ́nà àti ìròyìn láti ràn yín lọ́wọ́ láti tà sí i.',
  'info.resources.guideTitle': 'Ìtọ́sọ́nà',
  'info.resources.guide': 'Láti ìforúkọsílẹ̀ dé ọjà àkọ́kọ́ tí ẹ tà.',
  'info.resources.newTitle': 'Ohun tuntun',
  'info.resources.new': 'Àwọn àtúnṣe tuntun sí Kasuwa.',
  'info.resources.escrowTitle': 'Ìpamọ́',
  'info.resources.escrow': 'Bí a ṣe ń dáàbò bo ìsanwó.',
  'info.resources.manualTitle': 'Ìwé ìtọ́sọ́nà',
  'info.resources.manual': 'Ìtọ́kasí fún dashboard yín.',
  'info.careers.eyebrow': 'Iṣẹ́',
  'info.careers.title': 'Ẹ bá wa kọ́ ọjà ọjọ́ iwájú',
  'info.careers.intro':
    'Ẹgbẹ́ kan ní Èkó ni wá, tí ń ran àwọn oníṣòwò kékeré ní Áfíríkà lọ́wọ́ láti tà lórí ayélujára. Ẹ darapọ̀ mọ́ wa.',
  'info.careers.open': 'Àwọn iṣẹ́ tó ṣí sílẹ̀',
  'info.careers.fullTime': 'Èkó · Àkókò kíkún',
  'info.careers.apply': 'Láti béèrè iṣẹ́, ẹ fi CV yín àti àkọsílẹ̀ kúkúrú nípa iṣẹ́ náà ránṣẹ́ sí {email}.',
  'info.role.logistics': 'Alákòóso ìrìnnà àti ìkóǹkan',
  'info.role.logisticsText': 'Kọ́ àwọn alábàáṣiṣẹ́pọ̀ ìfijíṣẹ́ wa ká àwọn ìlú Nàìjíríà.',
  'info.role.transport': 'Alábòójútó ìrìnnà',
  'info.role.transportText': 'Ṣàkóso gbígbé àti ìfijíṣẹ́ ojoojúmọ́ pẹ̀lú àwọn alábàáṣiṣẹ́pọ̀ wa.',
  'info.role.qc': 'Alákòóso àyẹ̀wò dídára',
  'info.role.qcText': 'Ṣètò àti mú àyẹ̀wò dídára ọjà tí a ń tà lórí Kasuwa ṣẹ.',
  'info.role.qa': 'Alákòóso ìdánilójú dídára',
  'info.role.qaText': 'Ṣe ojúṣe dídára àwọn ẹ̀dà tuntun pèpéle wa àti ìrírí olùtajà.',
  'info.role.finance': 'Ògbóǹtarìgì ìṣúná àti ìṣirò owó',
  'info.role.financeText': 'Rí i pé ìpamọ́, owó ìdúnàdúrà àti owó tí a san bá ara wọn mu dé kọ́bọ̀ tó kẹ́yìn.',
  'info.role.audit': 'Olùyẹ̀wò ìṣúná àti ìṣirò owó',
  'info.role.auditText': 'Ṣàyẹ̀wò ìwé ìṣirò wa, àwọn ìṣàkóso àti ìròyìn owó.',
  'info.pricing.eyebrow': 'Iye owó',
  'info.pricing.title': 'Ẹ bẹ̀rẹ̀ lọ́fẹ̀ẹ́. Ẹ gbòòrò nígbà tí ẹ bá ṣetán.',
  'info.pricing.intro':
    'Ètò kọ̀ọ̀kan ní ìsanwó pẹ̀lú káàdì, USSD àti ìfiránṣẹ́ owó sí báǹkì tí Kasuwa ń pa mọ́. Owó ìdúnàdúrà 1.5% wà lórí ọjà kọ̀ọ̀kan tí ẹ tà.',
  'info.pricing.monthly': 'Lóṣooṣù',
  'info.pricing.annual': 'Lọ́dọọdún (oṣù 2 ọ̀fẹ́)',
  'info.pricing.failed': 'A kò lè ṣí àwọn ètò náà. Ẹ jọ̀ọ́ ẹ tún ojú-ìwé ṣí.',
  'info.pricing.free': 'Ọ̀fẹ́',
  'info.pricing.perMonth': ' / oṣù',
  'info.pricing.perYear': ' / ọdún',
  'info.pricing.startFree': 'Bẹ̀rẹ̀ lọ́fẹ̀ẹ́',
  'info.pricing.choose': 'Yan {plan}',
  'info.pricing.goodToKnow': 'Ohun tó yẹ kí ẹ mọ̀',
  'info.pricing.know.period':
    'Ẹ sanwó lóṣooṣù tàbí lọ́dọọdún (oṣù méjì ọ̀fẹ́) pẹ̀lú káàdì tàbí láti owó tó kù yín ní Kasuwa; ìgbéga ń ná ìyàtọ̀ àkókò tó kù nìkan, ẹ sì lè fagilé ní òpin àkókò kan.',
  'info.pricing.know.stores':
    'Ṣọ́ọ̀bù púpọ̀ nínú àkáǹtì kan wà lórí Premium (títí dé 5) àti Enterprise (láìní ààlà).',
  'info.pricing.know.domain':
    'Ṣíṣe ṣọ́ọ̀bù bí ẹ ṣe fẹ́ àti orúkọ ìkápá tiyín (pẹ̀lú HTTPS aládàáṣe) wà lórí ètò tí a ń sanwó fún nìkan.',
  'info.pricing.know.staff':
    'Àkáǹtì òṣìṣẹ́ wà lórí Premium àti Enterprise: ẹ pe àwọn olùrànlọ́wọ́ pẹ̀lú ipa kan (Alákòóso, Títà tàbí Ọjà) kí wọ́n lè kọ ọjà tí wọ́n tà sílẹ̀ kí wọ́n sì ṣàkóso ọjà láìsí ọ̀rọ̀ aṣínà yín; owó sísan, àkáǹtì báǹkì, ètò àti òṣìṣẹ́ ṣì wà lọ́wọ́ yín.',
  'info.pricing.know.support': 'Ìrànlọ́wọ́ wà 24/7, Premium àti Enterprise sì ń rí i ṣáájú.',
  'info.pricing.fees': 'Owó ìdúnàdúrà àti owó sísan',
  'info.pricing.fees.transaction': 'Owó ìdúnàdúrà: 1.5% lórí ọjà kọ̀ọ̀kan tí ẹ tà, lórí ètò gbogbo.',
  'info.pricing.fees.naira': 'Owó náírà: láàrín wákàtí 24 lẹ́yìn tí ìpamọ́ tú u sílẹ̀.',
  'info.pricing.fees.foreign': 'Owó ilẹ̀ òkèèrè (USD, GBP, EUR): láàrín ọjọ́ iṣẹ́ 7.',
  'info.page.updated': 'Àtúnṣe tó kẹ́yìn: {date}.',
  'info.eyebrow.about': 'Nípa wa',
  'info.eyebrow.invoices': 'Ìwé owó àti rìsíìtì',
  'info.about.title': 'Irinṣẹ́ òwò tí a kọ́ fún àwọn oníṣòwò kékeré Áfíríkà',
  'info.about.intro':
    'Kasuwa túmọ̀ sí "ọjà" ní èdè Hausa. A ń fún àwọn oníṣòwò, oníṣẹ́ ọwọ́ àti olówó ṣọ́ọ̀bù ní ṣọ́ọ̀bù tiwọn, ìsanwó aláàbò àti irinṣẹ́ láti dàgbà, bẹ̀rẹ̀ láti Nàìjíríà.',
  'info.about.why': 'Ìdí tí a fi wà',
  'info.about.believe': 'Ohun tí a gbàgbọ́',
  'info.about.where': 'Ibi tí a wà',
  'info.about.careers': 'Iṣẹ́ ní Kasuwa',
  'info.about.contact': 'Kàn sí wa',
  'info.invoices.title': 'Ìwé owó àti rìsíìtì tó gbámúṣé',
  'info.invoices.intro':
    'Ìwé owó àti rìsíìtì ní orúkọ ṣọ́ọ̀bù yín, láìsí spreadsheet: ẹ kọ ìwé owó fún oníbàárà tí ẹ pàdé lórí WhatsApp tàbí ní ṣọ́ọ̀bù yín, ìsanwó kọ̀ọ̀kan á sì gba rìsíìtì rẹ̀ fúnra rẹ̀.',
  'info.invoices.invoices': 'Ìwé owó',
  'info.invoices.receipts': 'Rìsíìtì',
  'info.invoices.accounts': 'Fún ìṣirò owó yín',
  'info.privacy.intro': 'Ìsọfúnni ara ẹni tí Kasuwa ń gbà, ìdí rẹ̀, àti bí a ṣe ń dáàbò bò ó.',
  'info.privacy.who': 'Ta ni wá',
  'info.privacy.vendors': 'Ìsọfúnni tí a ń gbà lọ́wọ́ olùtajà',
  'info.privacy.customers': 'Ìsọfúnni tí a ń gbà lọ́wọ́ oníbàárà',
  'info.privacy.use': 'Bí a ṣe ń lò ó',
  'info.privacy.protect': 'Bí a ṣe ń dáàbò bò ó',
  'info.privacy.rights': 'Ẹ̀tọ́ yín',
  'info.privacy.cookies': 'Kúkì',
  'info.refund.intro':
    'Bí ìdápadà owó ṣe ń ṣiṣẹ́ nígbà tí ẹ bá rà láti ṣọ́ọ̀bù lórí Kasuwa, àti bí ìpamọ́ ṣe ń dáàbò bo owó yín.',
  'info.refund.escrow': 'Ìpamọ́ ń dáàbò bo ìsanwó gbogbo',
  'info.refund.when': 'Ìgbà tí ẹ lè béèrè ìdápadà owó',
  'info.refund.how': 'Bí a ṣe ń béèrè',
  'info.disclaimer.intro': 'Ààlà ohun tí Kasuwa ń dáhùn fún gẹ́gẹ́ bí pèpéle ọjà.',
  'info.disclaimer.vendors': 'Olùtajà ló ń tà, Kasuwa ló ń pèsè pèpéle',
  'info.disclaimer.information': 'Ìsọfúnni lórí ojú-ìwé',
  'info.disclaimer.availability': 'Wíwà',
  'info.security.intro': 'Bí Kasuwa ṣe ń pa ìsanwó àti àkáǹtì mọ́ láìléwu.',
  'info.security.payments': 'Ìsanwó',
  'info.security.accounts': 'Àkáǹtì',
  'info.security.report': 'Jábọ̀ ìṣòro',
  'info.compliance.intro': 'Àwọn òfin àti ìlànà tí Kasuwa ń tẹ̀lé.',
  'info.compliance.data': 'Ààbò ìsọfúnni',
  'info.compliance.payments': 'Ìsanwó àti ìdènà jìbìtì',
  'info.compliance.consumers': 'Ààbò oníbàárà',
  'info.compliance.prohibited': 'Ọjà tí a kò gbà láàyè',
  'info.contactInfo.intro':
    'Ẹgbẹ́ ìrànlọ́wọ́ wa wà 24/7. Àwọn olùtajà Premium àti Enterprise ń rí ìrànlọ́wọ́ ṣáájú.',
  'info.contactInfo.reach': 'Ẹ kàn sí wa',
  'info.contactInfo.before': 'Kí ẹ tó kọ̀wé',
  'info.docs.intro': 'Ìtọ́sọ́nà ní ìgbésẹ̀ ní ìgbésẹ̀ fún ṣíṣe ṣọ́ọ̀bù yín lórí Kasuwa.',
  'info.docs.start': 'Bíbẹ̀rẹ̀',
  'info.docs.payments': 'Ìsanwó àti owó sísan',
  'info.docs.recent': 'Ohun tó yí padà láìpẹ́',
  'info.docs.firstSale': 'Ìtọ́sọ́nà: ọjà àkọ́kọ́ tí ẹ tà',
  'info.community.intro':
    'Ẹ kọ́ lọ́dọ̀ àwọn olùtajà mìíràn: ẹ pín ohun tó ń ṣiṣẹ́, ẹ béèrè ìbéèrè kí ẹ sì pàdé àwọn tó ń tà bíi yín.',
  'info.community.where': 'Ibi tí àwùjọ ti ń pàdé',
  'info.community.rules': 'Òfin àwùjọ',
  'info.language.intro': 'Kasuwa ń sìn Nàìjíríà lákọ̀ọ́kọ́, Áfíríkà yòókù ń bọ̀.',
  'info.language.languages': 'Èdè',
  'info.language.currencies': 'Owó',
  'info.language.time': 'Àkókò àti ọjọ́',
  'info.guide.title': 'Ìtọ́sọ́nà: láti ìforúkọsílẹ̀ dé ọjà àkọ́kọ́',
  'info.guide.intro': 'Gbogbo ohun tí olùtajà tuntun nílò láti ṣe, lẹ́sẹẹsẹ, láti bẹ̀rẹ̀ sí tà lórí Kasuwa.',
  'info.guide.step1': '1. Ṣí àkáǹtì yín',
  'info.guide.step2': '2. Ṣí ṣọ́ọ̀bù yín',
  'info.guide.step3': '3. Fi ọjà kún un',
  'info.guide.step4': '4. Pín ìjápọ̀ yín',
  'info.guide.step5': '5. Fi ọjà jíṣẹ́ kí ẹ gba owó',
  'info.whatsNew.title': 'Ohun tuntun lórí Kasuwa',
  'info.whatsNew.intro': 'Àwọn àtúnṣe tuntun sí pèpéle.',
  'info.whatsNew.nov': 'Oṣù Bélú 2026',
  'info.whatsNew.oct': 'Oṣù Ọ̀wàrà 2026',
  'info.escrow.title': 'Bí ìpamọ́ ṣe ń ṣiṣẹ́',
  'info.escrow.intro': 'Ìpamọ́ ń pa owó oníbàárà mọ́ títí ọjà yóò fi dé, ó sì ń dáàbò bo olùtajà lọ́wọ́ jìbìtì.',
  'info.escrow.steps': 'Ní ìgbésẹ̀ ní ìgbésẹ̀',
  'info.escrow.wrong': 'Bí nǹkan kan bá ṣẹlẹ̀',
  'info.manual.title': 'Ìwé ìtọ́sọ́nà Kasuwa',
  'info.manual.intro': 'Ìtọ́kasí fún gbogbo apá dashboard olùtajà yín.',
  'info.manual.account': 'Àkáǹtì',
  'info.manual.stores': 'Ṣọ́ọ̀bù',
  'info.manual.products': 'Ọjà àti ọjà tó kù',
  'info.manual.orders': 'Ọ́dà, ìpamọ́ àti owó sísan',
  'info.body.about.1':
    'Àìmọye oníṣòwò ní Áfíríkà ń tà lórí ẹ̀rọ àwùjọ àti nípa ọ̀rọ̀ ẹnu, wọ́n ń gba owó lọ́wọ́, wọ́n sì ń kọ àkọsílẹ̀ sínú ìwé. Lílọ sórí ayélujára ti túmọ̀ sí olùṣe ètò olówó ńlá, ilé-iṣẹ́ ìsanwó ilẹ̀ òkèèrè àti irinṣẹ́ tí kò bá ipò ìbílẹ̀ mu.',
  'info.body.about.2':
    'A dá Kasuwa Technologies Ltd sílẹ̀ ní Èkó láti yí ìyẹn padà. Pẹ̀lú Kasuwa, olùtajà ń ṣí ṣọ́ọ̀bù lórí subdomain tirẹ̀ ní ìṣẹ́jú díẹ̀, ó ń gba ìsanwó káàdì, USSD àti ìfiránṣẹ́ owó sí báǹkì, a sì ń san owó fún un nípasẹ̀ ìpamọ́ tó ń dáàbò bo ẹ̀gbẹ́ méjèèjì.',
  'info.body.about.3':
    'Ìgbẹ́kẹ̀lé ni owó òwò orí ayélujára: ìpamọ́ ń dáàbò bo oníbàárà títí ọjà yóò fi dé, ó sì ń dáàbò bo olùtajà lọ́wọ́ jìbìtì ìdápadà owó.',
  'info.body.about.4': 'Irinṣẹ́ gbọ́dọ̀ ṣiṣẹ́ lórí fóònù àti ìsopọ̀ tí àwọn ènìyàn ń lò gan-an.',
  'info.body.about.5':
    'Iye owó gbọ́dọ̀ jẹ́ òtítọ́: ẹ bẹ̀rẹ̀ lọ́fẹ̀ẹ́ kí ẹ sì san owó kékeré 1.5% nígbà tí ẹ bá tà nìkan.',
  'info.body.about.6': 'Ìrànlọ́wọ́ jẹ́ ènìyàn tó ń dáhùn, wákàtí 24 lójúmọ́, ọjọ́ 7 lọ́sẹ̀.',
  'info.body.about.7':
    'Olú-ilé-iṣẹ́ Kasuwa Technologies Ltd wà ní Èkó, Nàìjíríà, ó ń sin olùtajà àti oníbàárà káàkiri orílẹ̀-èdè náà, àti síwájú síi káàkiri ilẹ̀ Áfíríkà. Ẹ kọ̀wé sí support@kasuwa.ng tàbí kí ẹ ṣàbẹ̀wò sí ojú-ìwé ìbánisọ̀rọ̀ wa.',
  'info.body.contactInfo.1': 'Ímeèlì: support@kasuwa.ng',
  'info.body.contactInfo.2': 'Fóònù àti WhatsApp: +234 800 527 8920',
  'info.body.contactInfo.3': 'Àdírẹ́sì ìfìwéránṣẹ́: Kasuwa Technologies Ltd, Èkó, Nàìjíríà',
  'info.body.contactInfo.4':
    'Ẹ fi àdírẹ́sì ṣọ́ọ̀bù yín (bí àpẹẹrẹ yourshop.kasuwa.ng) tàbí nọ́ńbà ọ́dà yín kún un kí a lè tètè ràn yín lọ́wọ́.',
  'info.body.community.1': 'Ẹ béèrè láti darapọ̀ nípa kíkọ̀wé sí support@kasuwa.ng pẹ̀lú àdírẹ́sì ṣọ́ọ̀bù yín.',
  'info.body.community.2': 'Àwùjọ WhatsApp àwọn Olùtajà Kasuwa, pẹ̀lú ẹgbẹ́ nípa ìlú àti ẹ̀ka',
  'info.body.community.3': 'Ìpàdé orí ayélujára lóṣooṣù pẹ̀lú ẹgbẹ́ Kasuwa lórí títà, yíya àwòrán àti ìfijíṣẹ́',
  'info.body.community.4': 'Ìpàdé olùtajà ní Èkó, Àbújá àti Kánò',
  'info.body.community.5': 'Ẹ máa bọ̀wọ̀ fúnni.',
  'info.body.community.6': 'Kò sí spam tàbí ìpolówó tí a kò béèrè fún.',
  'info.body.community.7': 'Ẹ má ṣe pín ọ̀rọ̀ aṣínà tàbí àlàyé ìsanwó láéláé.',
  'info.body.language.1':
    'Kasuwa ń sọ Gẹ̀ẹ́sì, Pidgin, Hausa, Yorùbá, Igbo àti Faransé: ẹ yan tiyín ní ìsàlẹ̀ ojú-ìwé, tàbí nínú àkójọ àkáǹtì yín lẹ́yìn tí ẹ bá wọlé.',
  'info.body.language.2':
    'Ṣọ́ọ̀bù ń tà ní náírà (NGN) ní àìyípadà. Ṣọ́ọ̀bù Enterprise tún lè tà ní USD, GBP, EUR, GHS, KES àti ZAR.',
  'info.body.language.3':
    'A ń fi àkókò hàn ní àkókò Ìwọ̀-oòrùn Áfíríkà (WAT, UTC+1) àyàfi bí ẹ bá yan òmíràn.',
  'info.body.guide.1':
    'Ẹ forúkọ sílẹ̀ pẹ̀lú orúkọ òwò yín àti ímeèlì, lẹ́yìn náà ẹ jẹ́rìí ímeèlì yín láti ìjápọ̀ tí a fi ránṣẹ́.',
  'info.body.guide.2':
    'Ẹ yan orúkọ, àdírẹ́sì bíi yourshop.kasuwa.ng, ẹ̀ka ohun tí ẹ ń tà àti ọ̀kan nínú àwòṣe mẹ́ta. Ṣọ́ọ̀bù yín á bẹ̀rẹ̀ iṣẹ́ lẹ́sẹ̀kẹsẹ̀.',
  'info.body.guide.3':
    'Ẹ fi àwòrán tó hàn kedere, àpèjúwe òtítọ́, iye owó àti iye ọjà kún un. Ẹ kó ọjà jọ sínú àkójọ.',
  'info.body.guide.4':
    'Ẹ fi ìjápọ̀ ṣọ́ọ̀bù yín sórí WhatsApp, Instagram àti Facebook. Oníbàárà ń rà láìṣí àkáǹtì.',
  'info.body.guide.5':
    'Nígbà tí ọ́dà bá dé, ẹ fi jíṣẹ́. Ní kété tí oníbàárà bá jẹ́rìí pé ó dé, owó á kúrò nínú ìpamọ́ wọ inú owó tó kù yín, lẹ́yìn tí a yọ 1.5%.',
  'info.body.escrow.1':
    'Oníbàárà ń sanwó pẹ̀lú káàdì, USSD tàbí ìfiránṣẹ́ owó sí báǹkì. Owó náà ń wọ ìpamọ́, kì í ṣe tààrà sọ́dọ̀ olùtajà.',
  'info.body.escrow.2': 'A ń sọ fún olùtajà, ó sì ń fi ọ́dà ránṣẹ́.',
  'info.body.escrow.3': 'Oníbàárà jẹ́rìí pé ó dé, tàbí àkókò ìfijíṣẹ́ kọjá láìsí ẹ̀sùn.',
  'info.body.escrow.4': 'Kasuwa ń tú owó náà sí owó tó kù olùtajà, lẹ́yìn tí a yọ owó ìdúnàdúrà 1.5%.',
  'info.body.escrow.5': 'Owó náírà ń dé báǹkì olùtajà láàrín wákàtí 24; owó ilẹ̀ òkèèrè láàrín ọjọ́ iṣẹ́ 7.',
  'info.body.escrow.6':
    'Oníbàárà ń fi ẹ̀sùn sílẹ̀ kí ó tó jẹ́rìí pé ọjà dé. Owó á wà nínú ìpamọ́ nígbà tí oníbàárà àti olùtajà ń gbìyànjú láti yanjú rẹ̀; bí wọn kò bá lè ṣe é, ẹ̀ka ìrànlọ́wọ́ Kasuwa á làjà, á sì pinnu.',
  'info.body.manual.1':
    'Ẹ forúkọ sílẹ̀, ẹ jẹ́rìí ímeèlì yín kí ẹ sì wọlé. Ẹ sàmì sí Remember Me láti wà ní ìwọlé fún ọjọ́ 30 lórí ẹ̀rọ yín.',
  'info.body.manual.2':
    'Ẹ gbàgbé ọ̀rọ̀ aṣínà? Ẹ lo ìjápọ̀ lójú-ìwé ìwọlé; ìjápọ̀ àtúnṣe ń ṣiṣẹ́ lẹ́ẹ̀kan, ó sì ń parí lẹ́yìn wákàtí kan.',
  'info.body.manual.3': 'Ètò ọ̀fẹ́ ní ṣọ́ọ̀bù kan, Premium títí dé márùn-ún, Enterprise iye tí ẹ bá nílò.',
  'info.body.manual.4': 'Àdírẹ́sì ṣọ́ọ̀bù ń lo lẹ́tà kékeré, nọ́ńbà àti àmì ìsopọ̀, ó sì gbọ́dọ̀ jẹ́ ọ̀kan ṣoṣo.',
  'info.body.manual.5':
    'Ọjà ní oríṣiríṣi (ìwọ̀n, àwọ̀), iye owó tó péye dé kọ́bọ̀ àti ọjà tí a ń fi pamọ́ ní kété tí a bá ṣe ọ́dà.',
  'info.body.manual.6': 'Àkójọ ń kó ọjà jọ sórí ṣọ́ọ̀bù yín.',
  'info.body.manual.7':
    'Ọ́dà kọ̀ọ̀kan ń lọ láti "ti sanwó" sí "ti kó jáde" sí "ti dé". Ìjẹ́rìí ìfijíṣẹ́ ń tú ìpamọ́ sílẹ̀.',
  'info.body.manual.8': 'Owó tó kù yín àti owó tí a san wà nínú dashboard yín, pẹ̀lú gbogbo owó ìdúnàdúrà.',
  'info.body.invoices.1':
    'Ẹ kọ ìwé owó láti dashboard yín: ọjà láti inú àkójọ yín tàbí ọ̀rọ̀ ti ara yín, iye, ẹ̀dínwó, ìfijíṣẹ́ àti VAT 7.5% (nínú iye owó yín tàbí kí a fi kún un), ọjọ́ ìsanwó àti àkíyèsí.',
  'info.body.invoices.2':
    'Ẹ fi ránṣẹ́ nípasẹ̀ ímeèlì tàbí SMS, tàbí kí ẹ da ìjápọ̀ àdáni rẹ̀ kọ láti pín lórí WhatsApp. Oníbàárà yín á rí i ní ìrísí ṣọ́ọ̀bù yín, á sì sanwó pẹ̀lú káàdì, àpò tàbí ìfiránṣẹ́ owó sí báǹkì.',
  'info.body.invoices.3':
    'A ń sàmì sí ìwé owó tí a ti san fúnra rẹ̀, ọjà àkójọ ń kúrò nínú ọjà tó kù yín, owó sì ń wọ ìpamọ́ bí ọjà mìíràn tí a tà. Ìránnilétí ń lọ ṣáájú àti lẹ́yìn ọjọ́ ìsanwó.',
  'info.body.invoices.4':
    'Ìwé owó tí a ti fi ránṣẹ́ kì í yí padà: láti ṣàtúnṣe, ẹ fagilé e, ẹ̀dà tí a ṣàtúnṣe á sì ṣetán láti fi ránṣẹ́.',
  'info.body.invoices.5':
    'Ìsanwó kọ̀ọ̀kan ń mú rìsíìtì oní-nọ́ńbà jáde ní PDF, fún ìwé A4 tàbí atẹ̀wé rìsíìtì 80 mm, pẹ̀lú àmì àti àlàyé ṣọ́ọ̀bù yín.',
  'info.body.invoices.6':
    'Àwọn oníbàárà ń gbà á nípasẹ̀ ímeèlì, wọ́n sì lè gbà á sílẹ̀ láti ojú-ìwé ọ́dà wọn; ẹ̀yin ń gbà á sílẹ̀ láti ọ́dà náà nínú dashboard yín.',
  'info.body.invoices.7':
    'Rìsíìtì ń fi ọjà, ẹ̀dínwó, ìfijíṣẹ́, VAT, àpapọ̀, ọ̀nà ìsanwó àti nọ́ńbà ìtọ́kasí hàn. Ìdápadà owó ń mú ìwé ìdápadà owó jáde tí ó dárúkọ rìsíìtì rẹ̀.',
  'info.body.invoices.8':
    'Ẹ gbé ìwé owó, rìsíìtì àti ìwé ìdápadà owó ti àkókò èyíkéyìí jáde ní CSV láti pín pẹ̀lú akọ̀wé owó yín. Nọ́ńbà ń tẹ̀lé ara wọn láìsí àlàfo, iye owó sì péye dé kọ́bọ̀.',
  'info.body.whatsNew.1':
    'Ṣọ́ọ̀bù tí a ṣe fún fóònù: àkọlé kékeré, apẹ̀rẹ̀ tó ń hàn nígbà gbogbo àti ìparí rírà tí àkópọ̀ wà níwájú',
  'info.body.whatsNew.2': 'Àwọn oníbàárà ń sanwó lójú-ìwé ìsanwó tó ní orúkọ àti àwọ̀ ṣọ́ọ̀bù yín',
  'info.body.whatsNew.3': 'Ẹ pín ọjà lórí WhatsApp tàbí da ìjápọ̀ rẹ̀ kọ ní ìtẹ̀ kan',
  'info.body.whatsNew.4':
    'Ẹ ṣàkóso ṣọ́ọ̀bù yín láti fóònù: ọ̀pá ìsàlẹ̀, olóòtú ọjà tó ń ṣe ọ̀rọ̀ lọ́ṣọ̀ọ́ àti káàdì Pín ṣọ́ọ̀bù yín pẹ̀lú kóòdù QR',
  'info.body.whatsNew.5':
    'Ààbò ìwọlé tó lágbára síi: àkáǹtì tí a tì ṣì ń ṣí pẹ̀lú kóòdù ẹ̀ẹ̀kan tí a fi ránṣẹ́ sí olúwa rẹ̀',
  'info.body.whatsNew.6': 'Ìforúkọsílẹ̀ yíyára pẹ̀lú ìjẹ́rìí ímeèlì àti gbígba ọ̀rọ̀ aṣínà padà nípasẹ̀ ímeèlì',
  'info.body.whatsNew.7': 'Ìtúsílẹ̀ ìpamọ́ nígbà tí a bá jẹ́rìí ìfijíṣẹ́',
  'info.body.whatsNew.8': 'Àwòṣe ṣọ́ọ̀bù mẹ́ta',
  'info.legal.translatedBinding': 'Ìtumọ̀ ni èyí; ọ̀rọ̀ Gẹ̀ẹ́sì ló fìdí múlẹ̀ lábẹ́ òfin.',
  'info.body.refund.1':
    'Nígbà tí ẹ bá sanwó, a ń pa owó náà mọ́ nínú ìpamọ́. A ń san owó fún olùtajà lẹ́yìn tí ẹ bá jẹ́rìí pé ọjà dé nìkan, tàbí fúnra rẹ̀ lẹ́yìn àkókò ìfijíṣẹ́ bí ẹ kò bá fi ẹ̀sùn sílẹ̀.',
  'info.body.refund.2': 'Ọjà náà kò dé rárá.',
  'info.body.refund.3': 'Ọjà náà yàtọ̀ gan-an sí àpèjúwe rẹ̀, ó ti bàjẹ́ tàbí ayédèrú ni.',
  'info.body.refund.4': 'Olùtajà fagilé ọ́dà náà.',
  'info.body.refund.5':
    'Ẹ kọ́kọ́ kàn sí olùtajà láti ojú-ìwé ọ́dà yín: ọ̀pọ̀ ìṣòro ni a ń yanjú tààrà. Bí kò bá ṣeé ṣe, ẹ kọ̀wé sí ẹ̀ka ìrànlọ́wọ́ pẹ̀lú nọ́ńbà ọ́dà yín kí ẹ tó jẹ́rìí ìfijíṣẹ́; a ó làjà, a ó sì pinnu láàrín ọjọ́ iṣẹ́ 5.',
  'info.body.refund.6':
    'Ìdápadà owó tí a fọwọ́ sí ń padà sí ọ̀nà ìsanwó àkọ́kọ́. Ìdápadà káàdì sábà máa ń hàn láàrín ọjọ́ iṣẹ́ 5 sí 10, ìfiránṣẹ́ owó sí báǹkì láàrín ọjọ́ iṣẹ́ 2.',
  'info.body.disclaimer.1':
    'Àwọn olùtajà aládàáṣe ló ń ta ọjà lórí ṣọ́ọ̀bù Kasuwa. Olùtajà ló ń dáhùn fún àkọsílẹ̀ ọjà wọn, iye owó, iye ọjà, dídára àti ìbófinmu ọjà wọn àti ìfijíṣẹ́.',
  'info.body.disclaimer.2':
    'A ń ṣọ́ra kí ojú-ìwé wa péye, ṣùgbọ́n ìtọ́sọ́nà, àpẹẹrẹ àti iye jẹ́ ìsọfúnni gbogbogbò, kì í ṣe ìmọ̀ràn òfin, owó-orí tàbí ìṣúná.',
  'info.body.disclaimer.3':
    'A ń gbìyànjú kí iṣẹ́ má dáwọ́ dúró ṣùgbọ́n a kò lè ṣèlérí rẹ̀. A ń kéde àtúnṣe tí a ṣètò ṣáájú nígbàkúgbà tí ó bá ṣeé ṣe.',
  'info.body.security.1':
    'Àwọn ilé-iṣẹ́ ìsanwó Nàìjíríà tó ní ìwé-àṣẹ ló ń ṣe ìsanwó káàdì, USSD àti ìfiránṣẹ́ owó sí báǹkì; Kasuwa kì í tọ́jú nọ́ńbà káàdì kíkún láéláé.',
  'info.body.security.2':
    'Gbogbo ìsanwó ń wọ ìpamọ́, a sì ń tú u fún olùtajà lẹ́yìn ìfijíṣẹ́, lẹ́yìn tí a yọ owó ìdúnàdúrà 1.5%.',
  'info.body.security.3':
    'Owó náírà ń dé ọ̀dọ̀ olùtajà láàrín wákàtí 24 lẹ́yìn ìtúsílẹ̀; ti USD, GBP àti EUR láàrín ọjọ́ iṣẹ́ 7.',
  'info.body.security.4':
    'A ń tọ́jú ọ̀rọ̀ aṣínà pẹ̀lú hash òde-òní ọ̀nà kan (argon2id), òṣìṣẹ́ kò sì lè kà á láéláé.',
  'info.body.security.5': 'Ìwọlé ń parí, ẹ sì lè fòpin sí i láti ẹ̀rọ èyíkéyìí nípa ṣíṣe ọ̀rọ̀ aṣínà tuntun.',
  'info.body.security.6': 'A ń ṣe ìkọ̀kọ̀ gbogbo ìsopọ̀ sí Kasuwa pẹ̀lú TLS.',
  'info.body.security.7': 'Bí ẹ bá rò pé ẹ ti rí ìṣòro ààbò, ẹ kọ̀wé sí support@kasuwa.ng pẹ̀lú àlàyé.',
  'info.body.compliance.1':
    'A ń tẹ̀lé Òfin Ààbò Ìsọfúnni Nàìjíríà 2023 àti, fún àwọn olùlò ilẹ̀ Yúróòpù, GDPR.',
  'info.body.compliance.2':
    'Àwọn ilé-iṣẹ́ tí Ilé-ìfowópamọ́ Àpapọ̀ Nàìjíríà fún ní ìwé-àṣẹ ló ń ṣe ìsanwó. A ń ṣàyẹ̀wò jìbìtì, a sì lè dá owó sísan tó fi àmì ìlòkulò hàn dúró nígbà ìwádìí.',
  'info.body.compliance.3':
    'Ìlànà ìpamọ́ àti ìdápadà owó wa tẹ̀lé Òfin Ìdíje àti Ààbò Oníbàárà ti Ìjọba Àpapọ̀: oníbàárà ń rí ohun tí wọ́n sanwó fún gbà tàbí owó wọn padà.',
  'info.body.compliance.4':
    'Olùtajà kò gbọdọ̀ ta ọjà tí kò bófin mu, ayédèrú, olè tàbí ọjà eléwu. A ń dá ṣọ́ọ̀bù tó bá ṣe bẹ́ẹ̀ dúró, a sì ń fi tó àwọn aláṣẹ létí níbi tí òfin bá ti béèrè.',
  'info.body.privacy.1':
    'Kasuwa Technologies Ltd, Èkó, Nàìjíríà ló ń ṣiṣẹ́ Kasuwa. Àwa ni olùdarí ìsọfúnni ara ẹni tí a ṣàpèjúwe níbí.',
  'info.body.privacy.2': 'Orúkọ òwò',
  'info.body.privacy.3': 'Àlàyé ìbánisọ̀rọ̀: orúkọ, àdírẹ́sì ímeèlì, nọ́ńbà fóònù àti àdírẹ́sì',
  'info.body.privacy.4': 'Ìsọfúnni ìsanwó àti báǹkì tí a ń lò fún owó sísan',
  'info.body.privacy.5': 'Àlàyé ọjà, iye owó àti àwòrán tí ẹ ń gbé jáde',
  'info.body.privacy.6': 'Àdírẹ́sì ìfijíṣẹ́',
  'info.body.privacy.7': 'Ìsọfúnni ìsanwó (àwọn alábàáṣiṣẹ́pọ̀ ìsanwó wa ló ń ṣe é)',
  'info.body.privacy.8': 'Ìtàn rírà',
  'info.body.privacy.9': 'Láti ṣe ìdúnàdúrà, ìpamọ́ àti owó sísan',
  'info.body.privacy.10': 'Láti ṣàkóso àkáǹtì àti láti pa wọ́n mọ́ láìléwu',
  'info.body.privacy.11': 'Láti bá yín sọ̀rọ̀ nípa ọ́dà, ìsanwó àti ìbéèrè ìrànlọ́wọ́',
  'info.body.privacy.12': 'Láti mú pèpéle náà dára síi',
  'info.body.privacy.13': 'Fún ìpolówó, pẹ̀lú ìyọ̀ǹda yín nìkan; ẹ lè yí i padà nígbàkúgbà',
  'info.body.privacy.14': 'Ìkọ̀kọ̀ ìsọfúnni tó ń rìn àti ìsọfúnni pàtàkì tí a tọ́jú',
  'info.body.privacy.15': 'Ìṣàkóso ìráyè: òṣìṣẹ́ ń rí ohun tí ipa wọn nílò nìkan',
  'info.body.privacy.16': 'Àyẹ̀wò ààbò déédéé lórí ètò wa àti àwọn olùpèsè wa',
  'info.body.privacy.17':
    'A ń tẹ̀lé Òfin Ààbò Ìsọfúnni Nàìjíríà àti GDPR. Ẹ lè béèrè ẹ̀dà ìsọfúnni yín, àtúnṣe tàbí píparẹ́ rẹ̀, tàbí kọ̀ láti jẹ́ kí a lò ó fún ìpolówó.',
  'info.body.privacy.18':
    'Ẹ kàn sí ẹgbẹ́ ààbò ìsọfúnni wa ní support@kasuwa.ng tàbí kí ẹ pe +234 800 527 8920.',
  'info.body.privacy.19':
    'A ń lo kúkì pàtàkì láti jẹ́ kí ẹ wà ní ìwọlé láìléwu. A ń fi kúkì ìṣirò sí i lẹ́yìn tí ẹ bá gbà á nínú àsíá kúkì nìkan.',
  'info.terms.p.acceptableUse':
    'Ẹ lè lo Kasuwa fún òwò tó bófin mu nìkan. Ẹ kò gbọdọ̀ ta ọjà tí a kà léèwọ̀, ayédèrú tàbí olè, tan oníbàárà jẹ, dí pèpéle tàbí àwọn olùlò mìíràn lọ́wọ́, tàbí lo àkáǹtì ẹlòmíràn.',
  'info.terms.p.vendors':
    'Olùtajà ń ṣàpèjúwe ọjà pẹ̀lú òtítọ́, ń mú iye owó àti iye ọjà dójú ìwọ̀n, ń fi ọ́dà jíṣẹ́ láàrín àkókò tí wọ́n ṣèlérí, ń ṣọ́ ìsọfúnni oníbàárà dáadáa, wọ́n sì ń san owó ìdúnàdúrà 1.5% lórí ọjà kọ̀ọ̀kan. Olùtajà ló ń dáhùn fún owó-orí ọjà tí wọ́n tà.',
  'info.terms.p.customers':
    'Oníbàárà lè rà láìsí àkáǹtì, gba ọjà tí a ṣàpèjúwe tàbí owó wọn padà nípasẹ̀ ìpamọ́, kí wọ́n sì ní kí Kasuwa làjà nígbà tí olùtajà kò bá yanjú ìṣòro.',
  'info.terms.p.liability':
    'Kasuwa ń pèsè pèpéle; olùtajà ni àwọn tó ń tà. Títí dé ibi tí òfin gbà, Kasuwa kò ní ẹ̀bi fún àdánù àìtààrà, gbogbo ojúṣe rẹ̀ kò sì ju owó tí a san fún Kasuwa láàrín oṣù méjìlá ṣáájú ẹ̀sùn náà.',
  'info.terms.p.disputes':
    'A ń pa ìsanwó mọ́ nínú ìpamọ́ nígbà tí ẹ̀sùn bá ṣí sílẹ̀, Kasuwa sì ń làjà láàrín oníbàárà àti olùtajà. Oníbàárà àti olùtajà kọ́kọ́ ń gbìyànjú láti yanjú ọ̀rọ̀ náà tààrà láti ojú-ìwé ọ́dà. Bí ìyẹn kò bá ṣiṣẹ́, ẹnikẹ́ni lè gbé e lọ sọ́dọ̀ ẹ̀ka ìrànlọ́wọ́ Kasuwa, tí yóò ṣàyẹ̀wò ẹ̀rí tí yóò sì pinnu ìtúsílẹ̀ tàbí ìdápadà owó. Ẹ̀sùn tí a kò lè yanjú báyìí ni a máa ń yanjú, ní àwọn ìgbà kan, nípasẹ̀ ìlàjà tó dè wọ́n ní Èkó lábẹ́ Òfin Ìlàjà àti Ìpẹ̀tù 2023.',
  'info.terms.p.changes':
    'A lè ṣàtúnṣe àwọn òfin yìí. A ń kéde àyípadà pàtàkì nípasẹ̀ ímeèlì àti lójú-ìwé yìí ó kéré tán ọjọ́ 14 ṣáájú kí wọ́n tó bẹ̀rẹ̀; títẹ̀síwájú láti lo Kasuwa lẹ́yìn náà túmọ̀ sí pé ẹ gbà wọ́n.',
};

export default messages;
export const reviewed: readonly string[] = [];
