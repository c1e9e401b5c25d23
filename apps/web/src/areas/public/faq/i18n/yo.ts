import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'faq.page.eyebrow': 'Ibùdó ìrànlọ́wọ́',
  'faq.page.title': 'Àwọn ìbéèrè tí a máa ń béèrè',
  'faq.page.intro': 'Ìdáhùn kíákíá nípa ṣọ́ọ̀bù, ìsanwó, ìpamọ́ àti àkáǹtì yín.',
  'faq.page.categories': 'Ẹ̀ka',
  'faq.page.all': 'Gbogbo ìbéèrè',
  'faq.page.moreHelp': 'Ìrànlọ́wọ́ síi',
  'faq.page.faqs': 'Ìbéèrè',
  'faq.page.terms': 'Òfin',
  'faq.page.privacy': 'Àṣírí',
  'faq.page.legal': 'Òfin',
  'faq.page.search': 'Wá ìbéèrè',
  'faq.page.searchHint': 'Wá ìbéèrè, bí àpẹẹrẹ owó sísan',
  'faq.page.noMatch': 'Kò sí ìbéèrè tó bá “{keyword}” mu. Ẹ gbìyànjú ọ̀rọ̀ mìíràn tàbí {ask}.',
  'faq.page.ask': 'ẹ bi wá tààrà',
  'faq.category.general': 'Gbogbogbò',
  'faq.category.storefront': 'Ṣọ́ọ̀bù',
  'faq.category.account': 'Àkáǹtì',
  'faq.category.billing': 'Ìsanwó àti ìdíyelé',
  'faq.category.theme': 'Àwòṣe àti ìṣètò',
  'faq.category.orders': 'Ọ́dà àti ìfijíṣẹ́',
  'faq.category.support': 'Ìrànlọ́wọ́',
  'faq.q1.q': 'Kí ni Kasuwa?',
  'faq.q1.a':
    'Kasuwa jẹ́ pèpéle tó ń fún àwọn oníṣòwò kékeré ní ṣọ́ọ̀bù orí ayélujára, ìsanwó tí ìpamọ́ ń dáàbò bò àti irinṣẹ́ láti ṣàkóso òwò wọn, bẹ̀rẹ̀ láti Nàìjíríà.',
  'faq.q2.q': 'Èló ni Kasuwa?',
  'faq.q2.a':
    'Ètò ọ̀fẹ́ kò ná nǹkan kan. Premium àti Enterprise ń fi ṣọ́ọ̀bù àti irinṣẹ́ kún un, ní iye owó tó wà lójú-ìwé Iye owó; bí ẹ bá san lọ́dọọdún, oṣù méjì jẹ́ ọ̀fẹ́. Ètò kọ̀ọ̀kan ń san owó ìdúnàdúrà 1.5% lórí ọjà tí a tà.',
  'faq.q3.q': 'Ṣé àwọn oníbàárà mi nílò àkáǹtì kí wọ́n tó rà?',
  'faq.q3.a':
    'Rárá. Àwọn oníbàárà ń rà láti ṣọ́ọ̀bù yín láìforúkọsílẹ̀; àdírẹ́sì ìfijíṣẹ́ nìkan ni wọ́n ń fúnni kí wọ́n sì sanwó.',
  'faq.q4.q': 'Báwo ni mo ṣe lè tètè ṣí ṣọ́ọ̀bù?',
  'faq.q4.a':
    'Ní ìṣẹ́jú díẹ̀. Lẹ́yìn tí ẹ bá jẹ́rìí ímeèlì yín, ẹ yan orúkọ ṣọ́ọ̀bù, àdírẹ́sì bíi yourshop.kasuwa.ng, ẹ̀ka àti àwòṣe. Ṣọ́ọ̀bù náà á bẹ̀rẹ̀ iṣẹ́ lẹ́sẹ̀kẹsẹ̀.',
  'faq.q5.q': 'Ṣé mo lè ní ṣọ́ọ̀bù ju ẹyọ kan lọ?',
  'faq.q5.a':
    'Ètò ọ̀fẹ́ ní ṣọ́ọ̀bù kan. Premium gba títí dé ṣọ́ọ̀bù márùn-ún nínú àkáǹtì kan, Enterprise sì gba iye tí ẹ bá fẹ́.',
  'faq.q6.q': 'Àwọn àdírẹ́sì ṣọ́ọ̀bù wo ni mo lè lò?',
  'faq.q6.a':
    'Lẹ́tà kékeré, nọ́ńbà àti àmì ìsopọ̀, títí dé ẹ̀yà 63, láìbẹ̀rẹ̀ tàbí parí pẹ̀lú àmì ìsopọ̀. A ti fi àwọn ọ̀rọ̀ kan bíi admin tàbí www pamọ́.',
  'faq.q7.q': 'N kò rí ímeèlì ìjẹ́rìí gbà. Kí ni kí n ṣe?',
  'faq.q7.a':
    'Ẹ yẹ fódà spam yín wò, lẹ́yìn náà ẹ lo bọ́tìnnì ìfiránṣẹ́ ímeèlì ìjẹ́rìí lẹ́ẹ̀kan síi lójú-ìwé ìjẹ́rìí. Ìjápọ̀ náà wúlò fún wákàtí 48.',
  'faq.q8.q': 'Báwo ni mo ṣe lè ṣe ọ̀rọ̀ aṣínà tuntun?',
  'faq.q8.a':
    'Ẹ tẹ Forgot Password lójú-ìwé ìwọlé kí ẹ sì tẹ ímeèlì yín. Bí àkáǹtì bá wà, ẹ ó gba ìjápọ̀ tó ń ṣiṣẹ́ lẹ́ẹ̀kan tí yóò sì parí lẹ́yìn wákàtí kan.',
  'faq.q9.q': 'Kí ni Remember Me ń ṣe?',
  'faq.q9.a':
    'Ó ń jẹ́ kí ẹ wà ní ìwọlé lórí ẹ̀rọ náà fún ọjọ́ 30. Láìsí rẹ̀, ẹ ó jáde nígbà tí ẹ bá ti ẹ̀rọ ìṣàwárí.',
  'faq.q10.q': 'Àwọn ọ̀nà ìsanwó wo ni àwọn oníbàárà mi lè lò?',
  'faq.q10.a': 'Káàdì (Mastercard, Visa, Verve), USSD àti ìfiránṣẹ́ owó sí báǹkì.',
  'faq.q11.q': 'Báwo ni ìpamọ́ ṣe ń ṣiṣẹ́?',
  'faq.q11.a':
    'A ń pa ìsanwó mọ́ títí oníbàárà yóò fi jẹ́rìí pé ọjà dé, tàbí títí àkókò ìfijíṣẹ́ yóò fi kọjá láìsí ẹ̀sùn. Lẹ́yìn náà a tú owó náà sí owó tó kù yín, lẹ́yìn tí a yọ owó 1.5%.',
  'faq.q12.q': 'Ìgbà wo ni owó mi máa dé báǹkì?',
  'faq.q12.a':
    'Owó náírà ń dé báǹkì yín láàrín wákàtí 24 lẹ́yìn ìtúsílẹ̀. Ti USD, GBP àti EUR lè gba títí dé ọjọ́ iṣẹ́ 7.',
  'faq.q13.q': 'Ṣé mo lè san owó ètò mi lọ́dọọdún?',
  'faq.q13.a': 'Bẹ́ẹ̀ ni. A ń gba owó ètò lóṣooṣù tàbí lọ́dọọdún; iye ọdún kan dọ́gba pẹ̀lú oṣù mẹ́wàá.',
  'faq.q14.q': 'Ṣé mo lè yí àwòṣe mi padà lẹ́yìn náà?',
  'faq.q14.a': 'Bẹ́ẹ̀ ni, nígbàkúgbà láti dashboard yín. Ọjà àti ọ́dà yín á wà bí wọ́n ṣe wà.',
  'faq.q15.q': 'Ṣé mo lè lo orúkọ ìkápá tèmi?',
  'faq.q15.a':
    'Bẹ́ẹ̀ ni, lórí Premium àti Enterprise. Ní Settings → Your own domain, ẹ tẹ̀ ẹ́ sí i kí ẹ sì ṣẹ̀dá àkọsílẹ̀ DNS méjì tí Kasuwa fi hàn yín ní ilé-iṣẹ́ ìkápá yín; ní kété tí a bá rí wọn, ṣọ́ọ̀bù yín á ṣí lórí ìkápá yín pẹ̀lú ìwé-ẹ̀rí ààbò (àmì títì), subdomain kasuwa yín á sì darí àwọn àlejò síbẹ̀. Ṣọ́ọ̀bù kọ̀ọ̀kan ṣì ní subdomain kasuwa tirẹ̀.',
  'faq.q16.q': 'Báwo ni mo ṣe máa mọ̀ nípa ọ́dà tuntun?',
  'faq.q16.a': 'Ẹ ó gba ímeèlì, ẹ ó sì rí ọ́dà náà nínú dashboard yín lẹ́sẹ̀kẹsẹ̀, pẹ̀lú àlàyé ìfijíṣẹ́ oníbàárà.',
  'faq.q17.q': 'Ṣé Kasuwa ń fi ọ́dà mi jíṣẹ́?',
  'faq.q17.a':
    'Kò tíì ṣe é: ìsopọ̀ ìkóǹkan ń bọ̀ láìpẹ́. Lónìí, ẹ ń fi ọjà jíṣẹ́ pẹ̀lú ọlọ́kadà tàbí alábàáṣiṣẹ́pọ̀ ìkóǹkan yín, kí ẹ sì sàmì sí ọ́dà pé a ti kó o jáde.',
  'faq.q18.q': 'Kí ló ń ṣẹlẹ̀ bí oníbàárà bá fẹ́ ìdápadà owó?',
  'faq.q18.a':
    'Oníbàárà ń fi ẹ̀sùn sílẹ̀ kí ó tó jẹ́rìí pé ọjà dé. Ẹ lè yanjú rẹ̀ tààrà; bí kò bá ṣeé ṣe, ẹ̀ka ìrànlọ́wọ́ Kasuwa á bá yín làjà. Ìdápadà owó tí a fọwọ́ sí ń jáde láti ìpamọ́.',
  'faq.q19.q': 'Báwo ni mo ṣe lè kàn sí ẹ̀ka ìrànlọ́wọ́?',
  'faq.q19.a':
    'Ẹ kọ̀wé sí support@kasuwa.ng, ẹ pe +234 800 527 8920 tàbí kí ẹ lo fọ́ọ̀mù ìbánisọ̀rọ̀. A ń dáhùn 24/7.',
  'faq.q20.q': 'Ṣé ìrànlọ́wọ́ àkọ́kọ́ wà?',
  'faq.q20.a': 'Bẹ́ẹ̀ ni. A máa ń kọ́kọ́ dá àwọn olùtajà Premium àti Enterprise lóhùn.',
};

export default messages;
export const reviewed: readonly string[] = [];
