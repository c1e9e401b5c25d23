import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'landing.hero.badge': 'A kọ́ ọ fún àwọn oníṣòwò kékeré ní Áfíríkà',
  'landing.hero.title': 'Ṣọ́ọ̀bù yín {online} ní ìṣẹ́jú díẹ̀',
  'landing.hero.online': 'lórí ayélujára',
  'landing.hero.text':
    'Kasuwa ń fún yín ní ṣọ́ọ̀bù lórí àdírẹ́sì ayélujára tiyín, ó ń gba ìsanwó pẹ̀lú káàdì, USSD àti ìfiránṣẹ́ owó sí báǹkì, ó sì ń pa owó àwọn oníbàárà yín mọ́ láìléwu títí ọ́dà wọn yóò fi dé.',
  'landing.cta.start': 'Bẹ̀rẹ̀ báyìí',
  'landing.hero.how': 'Wo bí ó ṣe ń ṣiṣẹ́',
  'landing.hero.free': 'Ètò ọ̀fẹ́, kò sí owó ìbẹ̀rẹ̀',
  'landing.hero.fee': '1.5% péré lórí ọjà kọ̀ọ̀kan tí ẹ tà',
  'landing.hero.payouts': 'Owó náírà dé báǹkì yín láàrín wákàtí 24',
  'landing.preview.delivery': 'Ìfijíṣẹ́ ọ̀fẹ́ ní Èkó',
  'landing.preview.received': 'A ti gba {amount}',
  'landing.preview.held': 'Kasuwa ń pa á mọ́ títí ọjà yóò fi dé',
  'landing.preview.order': 'Ọ́dà tuntun láti Àbújá',
  'landing.pay.intro': 'Ẹ gba owó bí àwọn oníbàárà yín ṣe ń sanwó:',
  'landing.pay.cards': 'Káàdì Mastercard, Visa àti Verve',
  'landing.pay.transfer': 'Ìfiránṣẹ́ owó sí báǹkì',
  'landing.pay.paga': 'Àpò Paga',
  'landing.how.eyebrow': 'Bí ó ṣe ń ṣiṣẹ́',
  'landing.how.title': 'Láti ọ́dà WhatsApp sí ṣọ́ọ̀bù orí ayélujára gidi',
  'landing.how.text': 'Ìgbésẹ̀ mẹ́ta, kò sí olùṣe ètò, kò sí owó ìbẹ̀rẹ̀.',
  'landing.how.signup.title': 'Ṣí àkáǹtì ọ̀fẹ́ yín',
  'landing.how.signup.text':
    'Ẹ forúkọ sílẹ̀ pẹ̀lú orúkọ òwò yín àti ímeèlì. Ṣọ́ọ̀bù yín yóò ti ṣetán ní kété tí ẹ bá jẹ́rìí ímeèlì yín.',
  'landing.how.products.title': 'Yan àwòṣe, kí ẹ fi ọjà yín kún un',
  'landing.how.products.text':
    'Ẹ yan àwòṣe, ẹ gbé àwòrán sókè, ẹ fi iye owó àti iye ọjà sí i. Ṣọ́ọ̀bù yín wà ní yourname.kasuwa.ng.',
  'landing.how.paid.title': 'Ẹ pín ìjápọ̀ yín kí ẹ sì gba owó',
  'landing.how.paid.text':
    'Àwọn oníbàárà ń rà láìṣí àkáǹtì. Ẹ fi ọjà ránṣẹ́, wọ́n jẹ́rìí pé ó dé, owó á wọ inú owó tó kù yín.',
  'landing.features.eyebrow': 'Ohun tí ó ń ṣe',
  'landing.features.title': 'Gbogbo ohun tí oníṣòwò kékeré nílò láti tà lórí ayélujára',
  'landing.features.text': 'Dashboard kan fún ṣọ́ọ̀bù yín, ìsanwó yín àti àwọn oníbàárà yín.',
  'landing.feature.store.title': 'Ṣọ́ọ̀bù tiyín',
  'landing.feature.store.text':
    'Ṣọ́ọ̀bù lórí subdomain tiyín pẹ̀lú àwọn àwòṣe tó ti ṣetán tó rẹwà lórí fóònù gbogbo.',
  'landing.feature.pay.title': 'Gbogbo ọ̀nà ìsanwó',
  'landing.feature.pay.text':
    'Káàdì, USSD, ìfiránṣẹ́ owó sí báǹkì àti àpò Paga, gbogbo wọn ni a ń jẹ́rìí fúnra wọn.',
  'landing.feature.escrow.title': 'Ìpamọ́: Kasuwa ń pa owó mọ́',
  'landing.feature.escrow.text':
    'A ń pa ìsanwó mọ́ láìléwu títí oníbàárà yóò fi jẹ́rìí pé ọjà dé, kí ẹ̀gbẹ́ méjèèjì lè fọkàn tán ọjà náà.',
  'landing.feature.invoices.title': 'Ìwé owó àti rìsíìtì',
  'landing.feature.invoices.text':
    'Rìsíìtì PDF fún ìsanwó kọ̀ọ̀kan, àti ìwé owó pẹ̀lú ìjápọ̀ ìsanwó tí ẹ ń fi ránṣẹ́ ní orúkọ ṣọ́ọ̀bù yín.',
  'landing.feature.sms.title': 'SMS àti ímeèlì',
  'landing.feature.sms.text':
    'Ẹ ó gbọ́ nípa ọ́dà kọ̀ọ̀kan tí a sanwó rẹ̀ nípasẹ̀ SMS àti ímeèlì; àwọn oníbàárà ń gba ìròyìn ọ́dà wọn nípasẹ̀ ímeèlì, tàbí SMS bí wọn kò bá fi ímeèlì sílẹ̀.',
  'landing.feature.analytics.title': 'Ìṣirò',
  'landing.feature.analytics.text':
    'Ẹ wo ohun tó ń tà, ẹni tó ń rà àti iye tí ẹ ti pa, pẹ̀lú ìròyìn ọjà títà àti owó tó yé kedere.',
  'landing.feature.currency.title': 'Owó onírúurú',
  'landing.feature.currency.text': 'Ẹ tà ní náírà àti ní owó ilẹ̀ òkèèrè bíi dọ́là Amẹ́ríkà, pọ́ùn àti yúrò.',
  'landing.feature.discounts.title': 'Kóòdù ẹ̀dínwó',
  'landing.feature.discounts.text': 'Ẹ lo kóòdù ẹ̀dínwó àti kúpọ́ọ̀nù fún ìpolówó WhatsApp àti Instagram yín.',
  'landing.soon': 'Ó ń bọ̀ láìpẹ́',
  'landing.escrow.title': 'Àwọn oníbàárà ń sanwó pẹ̀lú ìfọkàntán. Ẹ ń gba owó fún ìfijíṣẹ́ kọ̀ọ̀kan.',
  'landing.escrow.text':
    'Oníbàárà tí kò tíì rí yín rí á tètè sanwó nígbà tí owó rẹ̀ bá wà láìléwu. Kasuwa ń pa ìsanwó kọ̀ọ̀kan mọ́ títí ọ́dà yóò fi dé, lẹ́yìn náà á tú u sí owó tó kù yín.',
  'landing.escrow.foreign': 'Owó dọ́là, pọ́ùn àti yúrò dé láàrín ọjọ́ iṣẹ́ 7',
  'landing.escrow.disputes': 'Ìdápadà owó àti ẹ̀sùn ń lọ nípasẹ̀ ìpamọ́ kan náà',
  'landing.escrow.step.pays': 'Oníbàárà sanwó',
  'landing.escrow.step.paysText': 'Pẹ̀lú káàdì, USSD, ìfiránṣẹ́ owó sí báǹkì tàbí àpò Paga.',
  'landing.escrow.step.holds': 'Kasuwa ń pa owó mọ́',
  'landing.escrow.step.holdsText': 'Ẹ ó rí ìsanwó náà lẹ́sẹ̀kẹsẹ̀ kí ẹ sì fi ọ́dà ránṣẹ́.',
  'landing.escrow.step.delivered': 'A ti jẹ́rìí ìfijíṣẹ́',
  'landing.escrow.step.deliveredText': 'Oníbàárà jẹ́rìí pé òun ti gbà á, tàbí àkókò ìpamọ́ parí.',
  'landing.escrow.step.yours': 'Owó náà di tiyín',
  'landing.escrow.step.yoursText': 'A tú u sí owó tó kù yín, lẹ́yìn tí a yọ owó ìdúnàdúrà 1.5%.',
  'landing.pricing.eyebrow': 'Iye owó',
  'landing.pricing.title': 'Ẹ bẹ̀rẹ̀ lọ́fẹ̀ẹ́. Ẹ san 1.5% nígbà tí ẹ bá tà nìkan.',
  'landing.pricing.text':
    'Ètò kọ̀ọ̀kan ní owó ìdúnàdúrà kan náà, 1.5% lórí ọjà kọ̀ọ̀kan, láìsí owó ìbẹ̀rẹ̀. Àwọn ètò tí a ń sanwó fún ń fi ṣọ́ọ̀bù àti irinṣẹ́ kún un, lóṣooṣù tàbí lọ́dọọdún pẹ̀lú oṣù méjì lọ́fẹ̀ẹ́.',
  'landing.pricing.failed': 'A kò lè ṣí àwọn ètò náà báyìí.',
  'landing.pricing.popular': 'Èyí tí wọ́n fẹ́ràn jù',
  'landing.pricing.perMonth': '/ oṣù',
  'landing.pricing.choose': 'Yan {plan}',
  'landing.final.title': 'Ṣé ẹ ti ṣetán láti ṣí ṣọ́ọ̀bù yín?',
  'landing.final.text': 'Ẹ ṣí àkáǹtì yín ní ìṣẹ́jú díẹ̀ kí ẹ sì bẹ̀rẹ̀ sí gba ọ́dà lónìí. Ìbẹ̀rẹ̀ jẹ́ ọ̀fẹ́.',
};

export default messages;
export const reviewed: readonly string[] = [];
