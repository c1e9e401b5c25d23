import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'faq.page.eyebrow': 'Cibiyar taimako',
  'faq.page.title': 'Tambayoyin da ake yawan yi',
  'faq.page.intro': 'Amsoshi masu sauri game da shaguna, biya, ajiya da asusunku.',
  'faq.page.categories': 'Rukunai',
  'faq.page.all': 'Duk tambayoyi',
  'faq.page.moreHelp': 'Ƙarin taimako',
  'faq.page.faqs': 'Tambayoyi',
  'faq.page.terms': 'Sharuɗɗa',
  'faq.page.privacy': 'Sirri',
  'faq.page.legal': 'Shari’a',
  'faq.page.search': 'Nemi tambayoyi',
  'faq.page.searchHint': 'Nemi tambayoyi, misali turawar kuɗi',
  'faq.page.noMatch': 'Babu tambayar da ta dace da “{keyword}”. Gwada wata kalma ko {ask}.',
  'faq.page.ask': 'ku tambaye mu kai tsaye',
  'faq.category.general': 'Gaba ɗaya',
  'faq.category.storefront': 'Shago',
  'faq.category.account': 'Asusu',
  'faq.category.billing': 'Biya da lissafi',
  'faq.category.theme': 'Jigo da gyara',
  'faq.category.orders': 'Oda da isarwa',
  'faq.category.support': 'Taimako',
  'faq.q1.q': 'Menene Kasuwa?',
  'faq.q1.a':
    'Kasuwa dandali ne da ke ba ƙananan ’yan kasuwa shagon yanar gizo, biya mai kariyar ajiya da kayan aikin gudanar da kasuwancinsu, farawa daga Najeriya.',
  'faq.q2.q': 'Nawa ne farashin Kasuwa?',
  'faq.q2.a':
    'Tsarin kyauta ba ya biyan komai. Premium da Enterprise suna ƙara shaguna da kayan aiki, a farashin da ke shafin Farashi; idan an biya na shekara, wata biyu kyauta ne. Kowane tsari yana biyan kuɗin ciniki na 1.5% a kan kayan da aka sayar.',
  'faq.q3.q': 'Abokan cinikina suna bukatar asusu kafin su saya?',
  'faq.q3.a':
    'A’a. Abokan ciniki suna saya daga shagonku ba tare da rajista ba; adireshin isarwa kawai suke bayarwa su biya.',
  'faq.q4.q': 'Da sauri yaya zan iya buɗe shago?',
  'faq.q4.a':
    'Cikin mintoci. Bayan tabbatar da imel ɗinku, ku zaɓi sunan shago, adireshi kamar yourshop.kasuwa.ng, rukuni da jigo. Shagon zai fara aiki nan take.',
  'faq.q5.q': 'Zan iya samun shago fiye da ɗaya?',
  'faq.q5.a':
    'Tsarin kyauta yana da shago ɗaya. Premium yana ba da har shaguna biyar a asusu ɗaya, Enterprise kuma duk yawan da kuke so.',
  'faq.q6.q': 'Waɗanne adireshin shago zan iya amfani da su?',
  'faq.q6.a':
    'Ƙananan haruffa, lambobi da layin haɗi, har haruffa 63, ba a farawa ko ƙarewa da layin haɗi. An keɓe wasu kalmomi kamar admin ko www.',
  'faq.q7.q': 'Ban karɓi imel ɗin tabbatarwa ba. Me zan yi?',
  'faq.q7.a':
    'Ku duba jakar spam, sannan ku yi amfani da maɓallin sake aiko imel ɗin tabbatarwa a shafin tabbatarwa. Mahaɗar tana aiki na awa 48.',
  'faq.q8.q': 'Yaya zan sabunta kalmar sirrina?',
  'faq.q8.a':
    'Danna Forgot Password a shafin shiga ku shigar da imel ɗinku. Idan akwai asusu, za ku karɓi mahaɗa da ke aiki sau ɗaya kuma ta ƙare bayan awa ɗaya.',
  'faq.q9.q': 'Me Remember Me ke yi?',
  'faq.q9.a':
    'Yana barin ku a ciki a wannan na’ura na kwanaki 30. Idan ba tare da shi ba, za a fitar da ku idan kun rufe burauza.',
  'faq.q10.q': 'Waɗanne hanyoyin biya abokan cinikina za su iya amfani da su?',
  'faq.q10.a': 'Kati (Mastercard, Visa, Verve), USSD da tura kuɗi ta banki.',
  'faq.q11.q': 'Yaya ajiya ke aiki?',
  'faq.q11.a':
    'Ana riƙe biya a ajiya har sai abokin ciniki ya tabbatar ya karɓa, ko lokacin isarwa ya wuce ba tare da ƙorafi ba. Sai a saki kuɗin zuwa sauran kuɗinku, bayan an cire kuɗin 1.5%.',
  'faq.q12.q': 'Yaushe zan karɓi kuɗin da aka tura?',
  'faq.q12.a':
    'Kuɗin naira yana isa bankinku cikin awa 24 bayan an saki. Na USD, GBP da EUR yana ɗaukar har kwanakin aiki 7.',
  'faq.q13.q': 'Zan iya biyan tsarina na shekara?',
  'faq.q13.a':
    'Ee. Ana biyan tsare-tsaren biya wata-wata ko shekara-shekara; farashin shekara daidai yake da wata goma.',
  'faq.q14.q': 'Zan iya canza jigona daga baya?',
  'faq.q14.a': 'Ee, a kowane lokaci daga dashboard ɗinku. Kayanku da odarku suna nan yadda suke.',
  'faq.q15.q': 'Zan iya amfani da sunan yanki na kaina?',
  'faq.q15.a':
    'Ee, a Premium da Enterprise. A Settings → Your own domain, ku shigar da shi ku ƙirƙiri bayanan DNS guda biyu da Kasuwa ta nuna muku a kamfanin yankinku; da zarar an same su, shagonku zai buɗe a yankinku da takardar shaidar tsaro (makulli), kuma subdomain ɗinku na kasuwa zai tura baƙi can. Kowane shago yana riƙe subdomain ɗinsa na kasuwa.',
  'faq.q16.q': 'Ta yaya ake sanar da ni game da sabuwar oda?',
  'faq.q16.a':
    'Kuna karɓar imel kuma kuna ganin odar a dashboard ɗinku nan take, tare da bayanan isarwa na abokin ciniki.',
  'faq.q17.q': 'Kasuwa na isar da odata?',
  'faq.q17.a':
    'Tukuna: haɗin jigila yana zuwa nan ba da jimawa ba. A yanzu kuna isarwa da ɗan aikenku ko abokin jigilarku na yau da kullum, ku yi wa odar alamar an aika.',
  'faq.q18.q': 'Me zai faru idan abokin ciniki yana son a mayar masa da kuɗi?',
  'faq.q18.a':
    'Abokin ciniki yana shigar da ƙorafi kafin ya tabbatar da karɓa. Kuna iya warware shi kai tsaye; idan ba haka ba, masu taimakon Kasuwa za su shiga tsakani. Kuɗin da aka amince a mayar yana fitowa daga ajiya.',
  'faq.q19.q': 'Yaya zan tuntuɓi masu taimako?',
  'faq.q19.a':
    'Ku rubuta zuwa support@kasuwa.ng, ku kira +234 800 527 8920 ko ku yi amfani da fom ɗin tuntuɓa. Muna amsawa awa 24 kullum.',
  'faq.q20.q': 'Akwai taimako na fifiko?',
  'faq.q20.a': 'Ee. Ana fara amsa masu sayarwa na Premium da Enterprise.',
};

export default messages;
export const reviewed: readonly string[] = [];
