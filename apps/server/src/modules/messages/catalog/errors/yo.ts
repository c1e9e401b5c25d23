import type { ErrorMessageParams } from '../../messages.errors.params';

/**
 * The API's error texts in Yoruba (tone marks and under-dots, polite "ẹ"; docs/i18n-glossary.md). A detail
 * the server writes in English (a `reason`, the thing `what` names) follows in brackets until it has a
 * key of its own. Part of ../yo.ts.
 */
const errorsYo = {
  'error.BAD_REQUEST': '{reason, select, none {Ìbéèrè yìí kò tọ̀nà.} other {Ìbéèrè yìí kò tọ̀nà ({reason}).}}',
  'error.VALIDATION_FAILED': 'Àwọn àlàyé kan kò sí tàbí wọn kò tọ̀nà.',
  'error.UNAUTHORIZED':
    '{reason, select, none {Ẹ wọlé kí ẹ tó tẹ̀síwájú.} other {Ẹ wọlé kí ẹ tó tẹ̀síwájú ({reason}).}}',
  'error.FORBIDDEN':
    '{reason, select, none {Ẹ kò ní àṣẹ láti ṣe èyí.} other {Ẹ kò ní àṣẹ láti ṣe èyí ({reason}).}}',
  'error.NOT_FOUND':
    '{route, select, none {{what, select, none {A kò rí i.} other {A kò rí i ({what}).}}} other {Kò sí nǹkan kan ní {route}.}}',
  'error.METHOD_NOT_ALLOWED':
    '{reason, select, none {Ọ̀nà yìí kò ṣe é lò níbí.} other {Ọ̀nà yìí kò ṣe é lò níbí ({reason}).}}',
  'error.NOT_ACCEPTABLE':
    '{reason, select, none {Ìdáhùn yìí kò sí ní ọ̀nà tí ẹ béèrè.} other {Ìdáhùn yìí kò sí ní ọ̀nà tí ẹ béèrè ({reason}).}}',
  'error.REQUEST_TIMEOUT':
    '{reason, select, none {Ìbéèrè náà pẹ́ jù. Ẹ gbìyànjú lẹ́ẹ̀kan sí i.} other {Ìbéèrè náà pẹ́ jù. Ẹ gbìyànjú lẹ́ẹ̀kan sí i ({reason}).}}',
  'error.CONFLICT':
    '{reason, select, none {Nǹkan kan ti yí padà níbí. Ẹ tún ojú-ìwé náà gbé, kí ẹ sì gbìyànjú lẹ́ẹ̀kan sí i.} other {Nǹkan kan ti yí padà níbí. Ẹ tún ojú-ìwé náà gbé, kí ẹ sì gbìyànjú lẹ́ẹ̀kan sí i ({reason}).}}',
  'error.PAYLOAD_TOO_LARGE':
    '{reason, select, none {Ìbéèrè náà tóbi jù.} other {Ìbéèrè náà tóbi jù ({reason}).}}',
  'error.JSON_TOO_DEEP': 'JSON náà jìn jù: kò gbọdọ̀ ju ìpele {depth} ti arrays àti objects lọ.',
  'error.UNSUPPORTED_MEDIA_TYPE':
    '{reason, select, none {A kò gba irú àkóónú yìí.} other {A kò gba irú àkóónú yìí ({reason}).}}',
  'error.RATE_LIMITED':
    '{reason, select, none {Ìbéèrè ti pọ̀ jù. Ẹ dúró díẹ̀, kí ẹ sì gbìyànjú lẹ́ẹ̀kan sí i.} other {Ìbéèrè ti pọ̀ jù. Ẹ dúró díẹ̀, kí ẹ sì gbìyànjú lẹ́ẹ̀kan sí i ({reason}).}}',
  'error.INTERNAL_ERROR': 'Nǹkan kan bàjẹ́ ní ọ̀dọ̀ wa.',
  'error.UNAVAILABLE':
    '{reason, select, none {Iṣẹ́ yìí kò ṣiṣẹ́ báyìí. Ẹ gbìyànjú lẹ́ẹ̀kan sí i.} other {Iṣẹ́ yìí kò ṣiṣẹ́ báyìí. Ẹ gbìyànjú lẹ́ẹ̀kan sí i ({reason}).}}',
  'error.GRAPHQL_INVALID': 'Ìbéèrè GraphQL náà kò tọ̀nà.',
  'error.GRAPHQL_BATCH_TOO_LARGE': 'Batch kan kò lè ní ju iṣẹ́ {batch} lọ.',
  'error.GRAPHQL_TOO_DEEP': 'Ìbéèrè náà jìn jù: kò gbọdọ̀ ju ìpele {depth} lọ.',
  'error.GRAPHQL_TOO_COSTLY':
    'Ìbéèrè náà ń béèrè nǹkan púpọ̀ jù lẹ́ẹ̀kan (iye tó ju {cost} lọ). Ẹ béèrè nǹkan tàbí fields díẹ̀.',
  'error.GRAPHQL_INTROSPECTION_OFF':
    'A ti pa introspection (__schema, __type) lórí endpoint yìí. Ìwé API ṣàlàyé schema náà.',
  'error.GRAPHQL_TOO_MANY_FIELDS':
    'Iṣẹ́ kan kò lè yan ju fields {fields} lọ, àti pé {lookups} péré nínú wọn ló lè jẹ́ root fields tàbí relations (gbogbo alias ló ń kà). Ẹ béèrè díẹ̀ lẹ́ẹ̀kan.',
  'error.GRAPHQL_REQUEST_TOO_LARGE':
    'Àwọn iṣẹ́ inú batch náà lápapọ̀ ń béèrè púpọ̀ jù (fields {fields} ní ọ̀pọ̀ jùlọ, {lookups} nínú wọn root fields tàbí relations, àti iye {cost} fún ìbéèrè kan). Ẹ fi wọ́n ránṣẹ́ ní batch kéékèèké.',
  'error.PERSISTED_QUERY_NOT_FOUND': 'A kò mọ persisted query yìí níbí. Ẹ tún fi ránṣẹ́ pẹ̀lú ọ̀rọ̀ rẹ̀.',
  'error.INVALID_CREDENTIALS':
    '{who, select, admin {Àwọn àlàyé ìwọlé kò tọ̀nà.} other {Ímeèlì tàbí ọ̀rọ̀ aṣínà kò tọ̀nà.}}',
  'error.LOGIN_CODE_REQUIRED':
    'A ti ti àkáǹtì yìí pa nítorí ìwọlé tí kò tọ̀nà tó pọ̀ jù. Ẹ tẹ kóòdù tí a fi ránṣẹ́ sí ímeèlì yín.',
  'error.LOGIN_CODE_INVALID':
    'Kóòdù náà kò tọ̀nà, wọ́n ti lò ó, tàbí àkókò rẹ̀ ti kọjá. Ẹ tún wọlé láti gba kóòdù tuntun ní ímeèlì.',
  'error.REFRESH_INVALID': 'Ìgbà ìwọlé yín ti parí. Ẹ tún wọlé.',
  'error.ADMIN_NOT_FOUND': 'A kò rí àkáǹtì admin yìí. Ẹ kàn sí ẹgbẹ́ ìrànlọ́wọ́.',
  'error.ACCOUNT_INACTIVE': 'Àkáǹtì yìí kò ṣiṣẹ́. Ẹ kàn sí ẹgbẹ́ ìrànlọ́wọ́.',
  'error.EMAIL_NOT_CONFIRMED': 'Ẹ jẹ́rìí ímeèlì yín kí ẹ tó wọlé. Ẹ wo àpótí ímeèlì yín fún ìjápọ̀ ìjẹ́rìí.',
  'error.RESET_LINK_INVALID': 'Ìjápọ̀ àtúnṣe ọ̀rọ̀ aṣínà kò ṣiṣẹ́ mọ́',
  'error.EMAIL_TAKEN':
    '{by, select, self {Àkáǹtì ti wà pẹ̀lú ímeèlì yìí. Ẹ wọlé, tàbí ẹ ṣe àtúnṣe ọ̀rọ̀ aṣínà yín tí ẹ bá ti gbàgbé rẹ̀.} other {Oníṣe kan ti wà pẹ̀lú ímeèlì yìí.}}',
  'error.USERNAME_TAKEN': 'Oníṣe kan ti wà pẹ̀lú orúkọ yìí.',
  'error.SELF_CHANGE': 'Ẹ kò lè yí ipa tàbí ipò àkáǹtì ara yín padà.',
  'error.SELF_DELETE': 'Ẹ kò lè pa àkáǹtì ara yín rẹ́.',
  'error.SUBDOMAIN_TAKEN': 'Ẹlòmíì ti gba subdomain yìí.',
  'error.STORE_HAS_ORDERS': 'Ṣọ́ọ̀bù yìí ní ọ́dà, nítorí náà a kò lè pa á rẹ́. Ẹ sọ ọ́ di aláìṣiṣẹ́ dípò bẹ́ẹ̀.',
  'error.THEME_INACTIVE': 'Theme "{themeName}" kò ṣiṣẹ́, nítorí náà a kò lè gbé e jáde.',
  'error.DEPLOYMENT_IN_PROGRESS': 'A ti ń gbé theme "{themeName}" jáde tẹ́lẹ̀ (iṣẹ́ {jobId}).',
  'error.SKU_TAKEN': 'Ọjà mìíràn nínú ṣọ́ọ̀bù yìí ti ń lo SKU yìí.',
  'error.SLUG_TAKEN': 'Ọjà mìíràn nínú ṣọ́ọ̀bù yìí ti ń lo àdírẹ́sì wẹ́ẹ̀bù yìí.',
  'error.STOCK_BELOW_ZERO': '{stock} péré ló kù; ọjà tó kù kò lè dín sí òdo.',
  'error.EXCHANGE_RATE_MISSING':
    'Kò sí iye pàṣípààrọ̀ láàrin {base} àti {missing} síbẹ̀. Ẹ ní kí ẹgbẹ́ Kasuwa ṣètò rẹ̀, lẹ́yìn náà ẹ tún {count, plural, other {owó náà}} ṣí.',
  'error.PLAN_REQUIRED': '{feature} kò sí nínú ètò {planName} yín. Ẹ gòkè sí {requiredPlanName} láti lò ó.',
  'error.DOMAIN_INVALID':
    '"{domain}" kì í ṣe domain tí Kasuwa lè sìn. Ẹ tẹ domain tí ẹ ní, bíi www.oja-mi.ng tàbí oja-mi.ng.',
  'error.DOMAIN_TAKEN': 'A ti so {domain} mọ́ ṣọ́ọ̀bù Kasuwa mìíràn.',
  'error.DOMAIN_NOT_SET': 'Ṣọ́ọ̀bù yìí kò tíì ní domain tirẹ̀.',
  'error.STORE_LIMIT_REACHED':
    '{limit, plural, other {Ètò {planName} yín gba ṣọ́ọ̀bù # péré, ẹ sì ti dé òpin rẹ̀.}} Ẹ gòkè sí {requiredPlanName} láti ṣí ṣọ́ọ̀bù sí i.',
  'error.STORE_READ_ONLY':
    'Ẹ lè wo ṣọ́ọ̀bù yìí nìkan, nítorí ètò yín kò gba gbogbo ṣọ́ọ̀bù yín. Ẹ yan àwọn ṣọ́ọ̀bù tí ẹ fẹ́ pa mọ́ ní ojú-ìwé Subscription, tàbí ẹ gòkè.',
  'error.PLAN_UNCHANGED': 'Ẹ ti wà lórí ètò yìí tẹ́lẹ̀.',
  'error.STAFF_PERMISSION_REQUIRED':
    'Ipa yín nínú ṣọ́ọ̀bù yìí kò gbà yín láàyè láti ṣe èyí ({what}). Ẹ ní kí olóhun ṣọ́ọ̀bù yí ipa yín padà.',
  'error.STAFF_OWNER_ONLY': 'Olóhun ṣọ́ọ̀bù nìkan ló lè ṣe èyí ({what}).',
  'error.STAFF_SEATS_EXHAUSTED':
    '{limit, plural, =0 {Ètò {planName} yín kò ní àkáǹtì òṣìṣẹ́.{requiredPlanName, select, none {} other { Ẹ gòkè sí {requiredPlanName} láti pe òṣìṣẹ́.}}} other {Ètò {planName} yín ní ààyè òṣìṣẹ́ #, òṣìṣẹ́ tàbí ìpè tó ṣí sì ti kún gbogbo rẹ̀. Ẹ yọ ẹnìkan kúrò tàbí ẹ fagilé ìpè kan{requiredPlanName, select, none {} other {, tàbí ẹ gòkè sí {requiredPlanName}}}.}}',
  'error.STAFF_ALREADY_MEMBER': 'Ẹni yìí ti ń ṣiṣẹ́ nínú ṣọ́ọ̀bù yìí, tàbí ó ní ìpè tó ṣí sílẹ̀.',
  'error.STAFF_CONTACT_INVALID': 'Ẹ tẹ àdírẹ́sì ímeèlì tàbí nọ́ńbà fóònù Nàìjíríà.',
  'error.STAFF_INVITATION_INVALID': 'Ìjápọ̀ ìpè yìí kò ṣiṣẹ́ mọ́. Ẹ ní kí olóhun ṣọ́ọ̀bù fi tuntun ránṣẹ́.',
  'error.STAFF_INVITATION_WRONG_ACCOUNT':
    '{signIn, select, yes {Ẹ ti ní àkáǹtì Kasuwa. Ẹ wọlé, lẹ́yìn náà ẹ tún ṣí ìjápọ̀ ìpè náà láti darapọ̀ mọ́ ṣọ́ọ̀bù náà.} other {Ẹlòmíì ni a fi ìpè yìí ránṣẹ́ sí. Ẹ jáde, lẹ́yìn náà ẹ tún ṣí ìjápọ̀ náà gẹ́gẹ́ bí ẹni tí a pè.}}',
  'error.STORE_NOT_TAKING_ORDERS': 'Ṣọ́ọ̀bù yìí kò gba ọ́dà tuntun báyìí. Ẹ kàn sí olùtajà.',
  'error.BALANCE_STORE_REQUIRED': 'Ẹ yan ṣọ́ọ̀bù tí owó tó kù nínú Kasuwa rẹ̀ yóò san fún ètò náà.',
  'error.PLAN_BALANCE_SHORT':
    'Owó tó kù nínú ṣọ́ọ̀bù yìí kò tó fún ètò náà. Ẹ sanwó pẹ̀lú káàdì, tàbí ẹ yan ṣọ́ọ̀bù mìíràn.',
  'error.PLAN_USSD_BANK_REQUIRED':
    'Ẹ yan báǹkì yín (GTBank, UBA, Sterling Bank tàbí Zenith Bank) láti gba kóòdù USSD.',
  'error.PLAN_RENEWAL_NOT_DUE': 'Ẹ lè san fún ìgbà tó ń bọ̀ láti ọjọ́ 7 kí ètò yín tó di tuntun.',
  'error.BILLING_UNAVAILABLE': 'Kò ṣe é ṣe láti sanwó fún ètò báyìí. Ẹ gbìyànjú lẹ́yìn náà.',
  'error.CART_EMPTY': 'Apẹ̀rẹ̀ ọjà yín ṣófo.',
  'error.ITEM_UNAVAILABLE':
    '{adding, select, yes {A kò ta ọjà yìí mọ́.} other {A kò ta ọjà kan nínú apẹ̀rẹ̀ ọjà yín mọ́. Ẹ yọ ọ́ kúrò kí ẹ sì gbìyànjú lẹ́ẹ̀kan sí i.}}',
  'error.OUT_OF_STOCK':
    '{adding, select, yes {{available, plural, =0 {{name} ti tán.} other {{name} # péré ló kù.}}} other {{available, plural, =0 {{name} ṣẹ̀ṣẹ̀ tán.} other {{name} # péré ló kù. Ẹ dín iye rẹ̀ kù kí ẹ sì gbìyànjú lẹ́ẹ̀kan sí i.}}}}',
  'error.CURRENCY_UNAVAILABLE':
    'Sísan owó ní {currency} kò ṣe é ṣe báyìí. Ẹ yan {storeCurrency} kí ẹ sì gbìyànjú lẹ́ẹ̀kan sí i.',
  'error.ILLEGAL_TRANSITION': 'Ọ́dà tó wà ní "{from}" kò ṣe é yí padà pẹ̀lú "{action}".',
  'error.ORDER_CHANGED': 'Ọ́dà náà ti yí padà. Ẹ tún un gbé kí ẹ sì gbìyànjú lẹ́ẹ̀kan sí i.',
  'error.SMS_CREDITS_EXCEEDED':
    'Ìpolongo yìí nílò SMS credits {needed, number}; {left, number} ló kù nínú {monthly, number} yín fún oṣù yìí. Ẹ dín ẹgbẹ́ náà kù, ẹ kúrú ọ̀rọ̀ náà tàbí ẹ gòkè ètò yín.',
  'error.WHATSAPP_UNAVAILABLE':
    'A kò tíì ṣètò WhatsApp lórí Kasuwa yìí (kò sí nọ́ńbà WhatsApp Business). Ẹ lo SMS tàbí ímeèlì.',
  'error.WHATSAPP_ORDER_NOT_FOUND':
    'Kò sí ọ́dà WhatsApp tó ní kóòdù yìí. Ẹ wo kóòdù náà nínú ọ̀rọ̀ oníbàárà; kóòdù máa ń wà fún ọjọ́ 30.',
  'error.WHATSAPP_ORDERS_OFF': 'Ṣọ́ọ̀bù yìí kò gba ọ́dà lórí WhatsApp.',
  'error.CONTACTS_FILE_UNREADABLE':
    '{reason, select, none {A kò lè ka fáìlì yìí gẹ́gẹ́ bí àwọn olùbásọ̀rọ̀. Ẹ yan CSV tó ní ọ̀wọ́n fóònù tàbí fáìlì .vcf.} other {A kò lè ka fáìlì yìí gẹ́gẹ́ bí àwọn olùbásọ̀rọ̀ ({reason}).}}',
  'error.CAMPAIGN_NO_RECIPIENTS': 'Kò sí oníbàárà nínú ẹgbẹ́ yìí tó gbà láti gba ọ̀rọ̀ ìpolówó lórí ọ̀nà yìí.',
  'error.DISCOUNT_CODE_TAKEN': 'Ẹ̀dínwó mìíràn nínú ṣọ́ọ̀bù yìí ti ń lo kóòdù yìí.',
  'error.UNKNOWN_PRODUCTS':
    'Díẹ̀ nínú àwọn ọjà tí ẹ yàn kò sí nínú ṣọ́ọ̀bù yìí. Ẹ tún àkójọ náà gbé kí ẹ sì tún yàn.',
  'error.UNKNOWN_COLLECTIONS':
    'Díẹ̀ nínú àwọn àkójọpọ̀ tí ẹ yàn kò sí nínú ṣọ́ọ̀bù yìí. Ẹ tún àkójọ náà gbé kí ẹ sì tún yàn.',
  'error.DISCOUNT_NOT_APPLIED':
    '{reason, select, not_started {Kóòdù {code} kò tíì bẹ̀rẹ̀ iṣẹ́.} expired {Àkókò kóòdù {code} ti kọjá.} used_up {Wọ́n ti lo kóòdù {code} tán.} already_used {Ẹ ti lo kóòdù {code} tẹ́lẹ̀.} minimum_not_met {{minimum, select, none {Apẹ̀rẹ̀ ọjà yín kò tó iye tí kóòdù {code} nílò.} other {Kóòdù {code} nílò ọ́dà tó kéré tán {minimum}.}}} not_applicable {Kóòdù {code} kò kan àwọn ọjà inú apẹ̀rẹ̀ ọjà yín.} not_combinable {A kò lè da kóòdù {code} pọ̀ mọ́ ẹ̀dínwó tó wà tẹ́lẹ̀, èyí tó dín owó kù jù.} other {Kò sí kóòdù ẹ̀dínwó {code} nínú ṣọ́ọ̀bù yìí.}}',
  'error.DELIVERY_REQUIRED': 'Ẹ yan bí ẹ ṣe fẹ́ kí a fi ọ́dà yín jíṣẹ́.',
  'error.DELIVERY_UNAVAILABLE': '{name} kò fi ọjà jíṣẹ́ sí {state}. Ẹ yan ọ̀nà ìfijíṣẹ́ mìíràn.',
  'error.AMOUNT_RECEIVED_SHORT':
    'Ẹ gba {received}, èyí tó kéré sí àpapọ̀ {total}. Ẹ tẹ gbogbo owó náà, tàbí ẹ fi ìjápọ̀ ìsanwó ránṣẹ́ fún títà náà.',
  'error.MANUAL_DISCOUNT_TOO_LARGE': 'Ẹ̀dínwó kò lè ju owó ọjà lọ ({goods}).',
  'error.DELIVERY_ADDRESS_REQUIRED': 'Ẹ tẹ àdírẹ́sì ẹni tó ń rà (pẹ̀lú ìpínlẹ̀) fún ọ̀nà ìfijíṣẹ́ yìí.',
  'error.POD_NOT_OFFERED':
    '{name} kò ní sísanwó nígbà tí ọjà bá dé. Ẹ yan ọ̀nà ìfijíṣẹ́ mìíràn tàbí ẹ sanwó báyìí.',
  'error.POD_OVER_LIMIT':
    'Sísanwó nígbà tí ọjà bá dé wà fún ọ́dà tí kò ju {max} lọ. Ẹ sanwó báyìí, tàbí ẹ dín ọ́dà náà kù.',
  'error.NOT_PAY_ON_DELIVERY': 'Ọ́dà yìí kì í ṣe ọ́dà sísanwó-nígbà-tí-ọjà-bá-dé.',
  'error.ORDER_ALREADY_PAID':
    'Wọ́n ti san owó ọ́dà yìí nípasẹ̀ Kasuwa. Ẹ tún un gbé; tí ẹni tó rà bá tún san owó fún yín, ẹ dá owó náà padà.',
  'error.NOT_PAID_OUTSIDE':
    'Kò sí ìsanwó tí a kọ sílẹ̀ lóde Kasuwa fún ọ́dà yìí. Ẹ sàmì sí i pé wọ́n ti sanwó (tàbí ó ti dé, wọ́n sì ti sanwó) ná, lẹ́yìn náà ẹ fi ẹ̀rí kún un.',
  'error.ORDER_NOT_PAYABLE': 'Ọ́dà yìí kò dúró de ìsanwó.',
  'error.METHOD_NOT_AVAILABLE': 'Ṣọ́ọ̀bù yìí kò gba ọ̀nà ìsanwó yẹn.',
  'error.EMAIL_REQUIRED': 'Ẹ tẹ àdírẹ́sì ímeèlì fún rìsíìtì káàdì.',
  'error.CURRENCY_NOT_SUPPORTED':
    '{method, select, card {Ìsanwó káàdì kò sí ní {currency}.} ussd {Ìsanwó USSD jẹ́ ní náírà nìkan.} other {Wallet máa ń gba ìsanwó ní náírà nìkan.}}',
  'error.USSD_BANK_NOT_AVAILABLE':
    'Ìsanwó USSD láti báǹkì yẹn kò sí ní ṣọ́ọ̀bù yìí. Ẹ yan báǹkì tàbí ọ̀nà mìíràn.',
  'error.PAYMENT_PROVIDER_REQUIRED':
    'Ẹ fi ó kéré tán olùpèsè ìsanwó kan sílẹ̀ ní títàn, bí bẹ́ẹ̀ kọ́ àwọn oníbàárà yín kò ní lè sanwó lórí ayélujára.',
  'error.NOT_BANK_TRANSFER': 'Ìfiránṣẹ́ owó sí báǹkì nìkan ni a ń jẹ́rìí pẹ̀lú ọwọ́.',
  'error.TRANSFER_CODE_MISTYPED': 'Àṣìṣe wà nínú kóòdù ìfiránṣẹ́ owó yìí; ẹ tún un wò.',
  'error.INSUFFICIENT_FUNDS': 'Owó tó kù kò tó fún èyí.',
  'error.ESCROW_FROZEN': 'Ẹ̀sùn kan ṣí sílẹ̀ lórí ọ́dà yìí; owó rẹ̀ yóò wà ní ìpamọ́ títí a ó fi yanjú rẹ̀.',
  'error.ESCROW_RELEASED': 'A ti tú owó ọ́dà yìí sílẹ̀ fún olùtajà.',
  'error.ESCROW_NOT_HELD': 'Owó ọ́dà yìí kò sí ní ìpamọ́ mọ́, nítorí náà a kò lè fi ẹ̀sùn kàn án.',
  'error.REFUND_EXCEEDS_CAPTURE': 'Ìdápadà owó kò lè ju ohun tí wọ́n san tí a kò tíì dá padà lọ.',
  'error.REFUND_EXCEEDS_LINE':
    'Ìdápadà owó fún ìlà yìí kò lè ju ohun tí oníbàárà san fún un tí a kò tíì dá padà lọ ({refundable}).',
  'error.REFUND_NOT_SUPPORTED':
    'Ẹgbẹ́ ìrànlọ́wọ́ ló ń dá owó padà fún ìsanwó wallet tàbí ìfiránṣẹ́ owó sí báǹkì.',
  'error.REFUND_REFUSED': 'Olùpèsè ìsanwó kọ ìdápadà owó náà; a kò dá nǹkan kan padà.',
  'error.NOT_PAID': 'Wọn kò tíì san owó ọ́dà yìí, nítorí náà kò sí nǹkan láti fi ẹ̀sùn kàn.',
  'error.DISPUTE_OPEN': 'Ẹ̀sùn kan ti ṣí sílẹ̀ fún ọ́dà yìí tẹ́lẹ̀.',
  'error.DISPUTE_CLOSED': 'A ti yanjú ẹ̀sùn yìí tẹ́lẹ̀.',
  'error.UNKNOWN_BANK': 'Ẹ yan báǹkì kan láti inú àkójọ.',
  'error.ACCOUNT_NOT_RESOLVED': 'A kò rí àkáǹtì yẹn. Ẹ ṣàyẹ̀wò nọ́ńbà àkáǹtì àti báǹkì náà.',
  'error.NO_BANK_ACCOUNT': 'Ẹ fi àkáǹtì báǹkì {currency} kún un kí ẹ tó béèrè owó tí a san sí báǹkì yín.',
  'error.WEBHOOK_REFUSED': 'A kọ ìṣẹ̀lẹ̀ náà ({outcome}).',
  'error.WEBHOOK_SIGNATURE_REJECTED': 'Ìbuwọ́lù ìṣẹ̀lẹ̀ náà kò bá a mu.',
  'error.INVOICE_NOT_DRAFT':
    'A ti fi ìwé owó yìí ránṣẹ́, kò sì ṣe é yí padà mọ́. Ẹ fagilé e, kí ẹ sì kọ èyí tó tọ̀nà.',
  'error.INVOICE_NOT_SENDABLE': 'Ìwé owó tó wà ní "{status}" kò ṣe é fi ránṣẹ́.',
  'error.INVOICE_NOT_VOIDABLE': 'Ìwé owó tó wà ní "{status}" kò ṣe é fagilé.',
  // A refused form's fields in our words (messages.validation.ts).
  'validation.email': 'Ẹ tẹ àdírẹ́sì ímeèlì tó tọ̀nà.',
  'validation.phone': 'Ẹ tẹ nọ́ńbà fóònù tó tọ̀nà.',
  'validation.phone_hint': 'Ẹ tẹ nọ́ńbà fóònù tó tọ̀nà, bíi 0803 123 4567 tàbí +234 803 123 4567.',
  'validation.full_name': 'Ẹ kọ orúkọ yín ní kíkún.',
  'validation.street': 'Ẹ kọ àdírẹ́sì òpópónà.',
  'validation.city': 'Ẹ kọ ìlú tàbí ìletò.',
  'validation.state': 'Ẹ yan ìpínlẹ̀ tàbí agbègbè.',
  'validation.nigerian_state': 'Ẹ yan ìpínlẹ̀ kan ní Nàìjíríà.',
  'validation.quantity': 'Ẹ tẹ iye láti 1 sí 99.',
  'validation.your_name': 'Ẹ kọ orúkọ yín.',
  'validation.your_email': 'Ẹ kọ àdírẹ́sì ímeèlì yín.',
  'validation.your_message': 'Ẹ kọ ọ̀rọ̀ yín.',
  'validation.name_too_long': 'Orúkọ kò lè ju lẹ́tà 120 lọ.',
  'validation.subject_too_long': 'Àkọlé kò lè ju lẹ́tà 200 lọ.',
  'validation.message_too_long': 'Ọ̀rọ̀ kò lè ju lẹ́tà 5000 lọ.',
  'validation.email_too_long': 'Àdírẹ́sì ímeèlì kò lè ju lẹ́tà 254 lọ.',
  'validation.search_too_long': 'Ọ̀rọ̀ ìwádìí kò lè ju lẹ́tà 100 lọ.',
  'validation.dispute_reason': 'Ẹ sọ ohun tó ṣẹlẹ̀ fún wa (ó kéré tán lẹ́tà 10).',
} as const satisfies Record<keyof ErrorMessageParams, string>;

export default errorsYo;
