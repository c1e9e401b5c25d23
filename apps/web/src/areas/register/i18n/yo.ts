import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'register.asideTitle': 'Ẹ ṣí ṣọ́ọ̀bù yín láàárín ìṣẹ́jú díẹ̀',
  'register.asideText':
    'Ẹ ṣí àkáǹtì ọ̀fẹ́ yín. Ṣọ́ọ̀bù orí ayélujára yín yóò ṣetán ní kété tí ẹ bá jẹ́rìí ímeèlì yín.',
  'register.points.storefront': 'Ṣọ́ọ̀bù orí ayélujára lórí subdomain tìrẹ',
  'register.points.payments': 'Ìsanwó pẹ̀lú káàdì, USSD, ìfiránṣẹ́ owó sí báǹkì àti àpò owó Paga',
  'register.points.escrow': 'Ìpamọ́: Kasuwa ń pa owó mọ́ títí ọjà yóò fi dé',
  'register.points.stock': 'Ọjà tí kò ní ta ju èyí tó wà lọ',
  'register.sentTitle': 'Ẹ yẹ ímeèlì yín wò láti jẹ́rìí àkáǹtì yín',
  'register.sentText':
    'A ti fi ìjápọ̀ ìjẹ́rìísí ránṣẹ́ sí {email}. Ẹ ṣí i kí àkáǹtì yín lè bẹ̀rẹ̀ iṣẹ́, lẹ́yìn náà ẹ wọlé láti ṣètò ṣọ́ọ̀bù yín.',
  'register.goLogin': 'Lọ sí ìwọlé',
  'register.title': 'Ṣí àkáǹtì yín',
  'register.subtitle': 'Ọ̀fẹ́ ni láti bẹ̀rẹ̀. 1.5% péré lórí títà kọ̀ọ̀kan.',
  'register.failed': 'A kò lè ṣí àkáǹtì náà',
  'register.businessName': 'Orúkọ iṣẹ́ òwò',
  'register.businessNameHint': 'Bí àpẹẹrẹ Adire House',
  'register.firstName': 'Orúkọ àkọ́kọ́',
  'register.lastName': 'Orúkọ ìdílé',
  'register.email': 'Àdírẹ́sì ímeèlì',
  'register.phone': 'Nọ́ńbà fóònù',
  'register.password': 'Ọ̀rọ̀ aṣínà',
  'register.passwordHint': 'Ó kéré tán lẹ́tà 6',
  'register.showPassword': 'Fi ọ̀rọ̀ aṣínà hàn tàbí fi pamọ́',
  'register.submit': 'Ṣí àkáǹtì',
  'register.terms': 'Bí ẹ bá ṣí àkáǹtì, ẹ gbà sí {terms} àti {privacy} wa.',
  'register.termsLink': 'Òfin ìlò',
  'register.privacyLink': 'Ìlànà àṣírí',
  'register.haveAccount': 'Ẹ ti ní àkáǹtì?',
  'register.logIn': 'Wọlé',

  'register.field.businessRequired': 'Ẹ kọ orúkọ iṣẹ́ òwò yín.',
  'register.field.businessShort': 'Orúkọ iṣẹ́ òwò gbọdọ̀ ní ó kéré tán lẹ́tà 2.',
  'register.field.businessLong': 'Orúkọ iṣẹ́ òwò kò gbọdọ̀ ju lẹ́tà 120 lọ.',
  'register.field.firstRequired': 'Ẹ kọ orúkọ àkọ́kọ́ yín.',
  'register.field.firstLong': 'Orúkọ àkọ́kọ́ kò gbọdọ̀ ju lẹ́tà 80 lọ.',
  'register.field.lastRequired': 'Ẹ kọ orúkọ ìdílé yín.',
  'register.field.lastLong': 'Orúkọ ìdílé kò gbọdọ̀ ju lẹ́tà 80 lọ.',
  'register.field.emailRequired': 'Ẹ kọ ímeèlì yín',
  'register.field.emailInvalid': 'Ẹ kọ àdírẹ́sì ímeèlì tó tọ́',
  'register.field.emailLong': 'Ímeèlì kò gbọdọ̀ ju lẹ́tà 254 lọ.',
  'register.field.phoneRequired': 'Ẹ kọ nọ́ńbà fóònù yín.',
  'register.field.phoneInvalid': 'Ẹ kọ nọ́ńbà fóònù tó tọ́, bí àpẹẹrẹ 0803 123 4567.',
  'register.field.passwordRequired': 'Ẹ kọ ọ̀rọ̀ aṣínà yín',
  'register.field.passwordShort': 'Ọ̀rọ̀ aṣínà gbọdọ̀ ní ó kéré tán lẹ́tà 6',
  'register.field.passwordLong': 'Ọ̀rọ̀ aṣínà kò gbọdọ̀ ju lẹ́tà 200 lọ.',
};

export default messages;
export const reviewed: readonly string[] = [];
