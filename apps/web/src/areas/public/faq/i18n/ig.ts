import type english from './en-NG';

const messages: Record<keyof typeof english, string> = {
  'faq.page.eyebrow': 'Ebe enyemaka',
  'faq.page.title': 'Ajụjụ a na-ajụkarị',
  'faq.page.intro': 'Azịza ngwa ngwa maka ụlọ ahịa, ịkwụ ụgwọ, nchekwa na akaụntụ gị.',
  'faq.page.categories': 'Ụdị',
  'faq.page.all': 'Ajụjụ niile',
  'faq.page.moreHelp': 'Enyemaka ọzọ',
  'faq.page.faqs': 'Ajụjụ',
  'faq.page.terms': 'Usoro',
  'faq.page.privacy': 'Nzuzo',
  'faq.page.legal': 'Iwu',
  'faq.page.search': 'Chọọ ajụjụ',
  'faq.page.searchHint': 'Chọọ ajụjụ, dịka ego ezigara',
  'faq.page.noMatch': 'Ọ dịghị ajụjụ dabara na “{keyword}”. Nwaa okwu ọzọ ma ọ bụ {ask}.',
  'faq.page.ask': 'jụọ anyị ozugbo',
  'faq.category.general': 'Izugbe',
  'faq.category.storefront': 'Ụlọ ahịa',
  'faq.category.account': 'Akaụntụ',
  'faq.category.billing': 'Ịkwụ ụgwọ na ụgwọ atụmatụ',
  'faq.category.theme': 'Isiokwu na nhazi',
  'faq.category.orders': 'Ọda na nnyefe',
  'faq.category.support': 'Enyemaka',
  'faq.q1.q': 'Gịnị bụ Kasuwa?',
  'faq.q1.a':
    'Kasuwa bụ ikpo okwu na-enye obere azụmahịa ụlọ ahịa ịntanetị, ịkwụ ụgwọ nchekwa na ngwaọrụ iji lekọta azụmahịa ha, malite na Naịjirịa.',
  'faq.q2.q': 'Ego ole ka Kasuwa na-efu?',
  'faq.q2.a':
    'Atụmatụ n’efu anaghị efu ihe ọ bụla. Premium na Enterprise na-agbakwunye ụlọ ahịa na ngwaọrụ, n’ọnụ ahịa dị na peeji Ọnụ ahịa; ọ bụrụ na a kwụọ kwa afọ, ọnwa abụọ bụ n’efu. Atụmatụ ọ bụla na-akwụ ụgwọ azụmahịa 1.5% na ngwa ahịa e rere.',
  'faq.q3.q': 'Ndị ahịa m chọrọ akaụntụ iji zụọ ahịa?',
  'faq.q3.a':
    'Mba. Ndị ahịa na-azụ n’ụlọ ahịa gị na-edebanyeghị aha; naanị adreesị nnyefe ka ha na-enye ma kwụọ ụgwọ.',
  'faq.q4.q': 'Ọ̀sọ̀ ole ka m ga-eji mepee ụlọ ahịa?',
  'faq.q4.a':
    'N’ime nkeji ole na ole. Mgbe i kwadoro ozi-e gị, họrọ aha ụlọ ahịa, adreesị dịka yourshop.kasuwa.ng, ụdị na isiokwu. Ụlọ ahịa ahụ ga-arụ ọrụ ozugbo.',
  'faq.q5.q': 'Enwere m ike inwe ihe karịrị otu ụlọ ahịa?',
  'faq.q5.a':
    'Atụmatụ n’efu nwere otu ụlọ ahịa. Premium na-ekwe ruo ụlọ ahịa ise n’otu akaụntụ, Enterprise ka ole ị chọrọ.',
  'faq.q6.q': 'Kedu adreesị ụlọ ahịa m nwere ike iji?',
  'faq.q6.a':
    'Mkpụrụedemede nta, nọmba na akara njikọ, ruo mkpụrụ 63, ọ naghị amalite ma ọ bụ kwụsị n’akara njikọ. E debere okwu ụfọdụ dịka admin ma ọ bụ www.',
  'faq.q7.q': 'Anataghị m ozi-e nkwenye. Gịnị ka m ga-eme?',
  'faq.q7.a':
    'Lelee folda spam gị, wee jiri bọtịnụ izighachi ozi-e nkwenye na peeji nkwenye. Njikọ ahụ dị irè ruo awa 48.',
  'faq.q8.q': 'Kedu ka m ga-esi tọgharịa okwuntụghe m?',
  'faq.q8.a':
    'Pịa Forgot Password na peeji mbanye ma tinye ozi-e gị. Ọ bụrụ na akaụntụ dị, ị ga-enweta njikọ na-arụ ọrụ otu ugboro ma kwụsị mgbe otu awa gachara.',
  'faq.q9.q': 'Gịnị ka Remember Me na-eme?',
  'faq.q9.a':
    'Ọ na-eme ka ị nọrọ n’ime na ngwaọrụ ahụ ruo ụbọchị 30. Na-enweghị ya, ị ga-apụ mgbe i mechiri ihe nchọgharị.',
  'faq.q10.q': 'Kedu ụzọ ịkwụ ụgwọ ndị ahịa m nwere ike iji?',
  'faq.q10.a': 'Kaadị (Mastercard, Visa, Verve), USSD na nnyefe ego n’ụlọ akụ.',
  'faq.q11.q': 'Kedu ka nchekwa si arụ ọrụ?',
  'faq.q11.a':
    'A na-echekwa ịkwụ ụgwọ ruo mgbe onye ahịa kwadoro na ọ natara, ma ọ bụ ruo mgbe oge nnyefe gafere na-enweghị mkpesa. Mgbe ahụ a tọhapụ ego ahụ n’ego fọdụrụ gị, e wepụ ụgwọ 1.5%.',
  'faq.q12.q': 'Olee mgbe ego m ga-abata n’ụlọ akụ?',
  'faq.q12.a':
    'Ego naira na-eru ụlọ akụ gị n’ime awa 24 mgbe a tọhapụrụ ya. Nke USD, GBP na EUR na-ewe ruo ụbọchị ọrụ 7.',
  'faq.q13.q': 'Enwere m ike ịkwụ ụgwọ atụmatụ m kwa afọ?',
  'faq.q13.a': 'Ee. A na-akwụ atụmatụ kwa ọnwa ma ọ bụ kwa afọ; ọnụ ahịa afọ hà ka ọnwa iri.',
  'faq.q14.q': 'Enwere m ike ịgbanwe isiokwu m emesịa?',
  'faq.q14.a': 'Ee, mgbe ọ bụla site na dashboard gị. Ngwa ahịa na ọda gị ga-anọ otu ha dị.',
  'faq.q15.q': 'Enwere m ike iji aha ngalaba nke m?',
  'faq.q15.a':
    'Ee, na Premium na Enterprise. Na Settings → Your own domain, tinye ya ma mepụta ndekọ DNS abụọ Kasuwa gosiri gị n’ụlọ ọrụ ngalaba gị; ozugbo a hụrụ ha, ụlọ ahịa gị ga-emeghe na ngalaba gị nwere asambodo nchekwa (mkpọchi), subdomain kasuwa gị ga-eziga ndị ọbịa ebe ahụ. Ụlọ ahịa ọ bụla ka nwere subdomain kasuwa nke ya.',
  'faq.q16.q': 'Kedu ka a ga-esi gwa m maka ọda ọhụrụ?',
  'faq.q16.a': 'Ị na-anata ozi-e ma hụ ọda ahụ na dashboard gị ozugbo, ya na nkọwa nnyefe onye ahịa.',
  'faq.q17.q': 'Kasuwa na-ebuga ọda m?',
  'faq.q17.a':
    'Ọ bụbeghị: njikọ mbufe na-abịa n’oge na-adịghị anya. Taa, ị na-ebuga ya site n’onye ọkwọ ọgba tum tum gị ma ọ bụ onye mmekọ mbufe gị wee kaa ọda ahụ akara na ezipụla ya.',
  'faq.q18.q': 'Gịnị na-eme ma onye ahịa chọọ nkwụghachi ego?',
  'faq.q18.a':
    'Onye ahịa na-etinye mkpesa tupu ọ kwado nnyefe. Ị nwere ike idozi ya ozugbo; ma ọ bụghị, ndị enyemaka Kasuwa ga-ekpezi ya. Nkwụghachi ego a kwadoro na-esi na nchekwa apụta.',
  'faq.q19.q': 'Kedu ka m ga-esi kpọtụrụ ndị enyemaka?',
  'faq.q19.a':
    'Dee na support@kasuwa.ng, kpọọ +234 800 527 8920 ma ọ bụ jiri fọm kọntaktị. Anyị na-aza 24/7.',
  'faq.q20.q': 'Enwere enyemaka mbụ?',
  'faq.q20.a': 'Ee. A na-ebu ụzọ aza ndị na-ere ahịa nwere Premium na Enterprise.',
};

export default messages;
export const reviewed: readonly string[] = [];
