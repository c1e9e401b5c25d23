import type { ErrorMessageParams } from '../../messages.errors.params';

/**
 * The API's error texts in Igbo (Igbo Izugbe with dotted vowels; docs/i18n-glossary.md). A detail the
 * server writes in English (a `reason`, the thing `what` names) follows in brackets until it has a key of
 * its own. Part of ../ig.ts.
 */
const errorsIg = {
  'error.BAD_REQUEST':
    '{reason, select, none {Arịrịọ a ezighi ezi.} other {Arịrịọ a ezighi ezi ({reason}).}}',
  'error.VALIDATION_FAILED': 'Ụfọdụ ozi adịghị ma ọ bụ ezighi ezi.',
  'error.UNAUTHORIZED':
    '{reason, select, none {Banye ka ị gaa n’ihu.} other {Banye ka ị gaa n’ihu ({reason}).}}',
  'error.FORBIDDEN':
    '{reason, select, none {Ị nweghị ikike ime nke a.} other {Ị nweghị ikike ime nke a ({reason}).}}',
  'error.NOT_FOUND':
    '{route, select, none {{what, select, none {Ahụghị ya.} other {Ahụghị ya ({what}).}}} other {Ọ dịghị ihe dị na {route}.}}',
  'error.METHOD_NOT_ALLOWED':
    '{reason, select, none {Ụzọ a anaghị arụ ọrụ ebe a.} other {Ụzọ a anaghị arụ ọrụ ebe a ({reason}).}}',
  'error.NOT_ACCEPTABLE':
    '{reason, select, none {Azịza a adịghị n’ụdị ị rịọrọ.} other {Azịza a adịghị n’ụdị ị rịọrọ ({reason}).}}',
  'error.REQUEST_TIMEOUT':
    '{reason, select, none {Arịrịọ ahụ were ogologo oge. Biko nwaa ọzọ.} other {Arịrịọ ahụ were ogologo oge. Biko nwaa ọzọ ({reason}).}}',
  'error.CONFLICT':
    '{reason, select, none {Ihe gbanwere ebe a. Megharịa ibe ahụ ma nwaa ọzọ.} other {Ihe gbanwere ebe a. Megharịa ibe ahụ ma nwaa ọzọ ({reason}).}}',
  'error.PAYLOAD_TOO_LARGE':
    '{reason, select, none {Arịrịọ ahụ buru oke ibu.} other {Arịrịọ ahụ buru oke ibu ({reason}).}}',
  'error.JSON_TOO_DEEP': 'JSON ahụ dị oke omimi: ọ gaghị agafe ọkwa {depth} nke arrays na objects.',
  'error.UNSUPPORTED_MEDIA_TYPE':
    '{reason, select, none {Anyị anaghị anabata ụdị ihe a.} other {Anyị anaghị anabata ụdị ihe a ({reason}).}}',
  'error.RATE_LIMITED':
    '{reason, select, none {Arịrịọ karịrị akarị. Biko chere ntakịrị, wee nwaa ọzọ.} other {Arịrịọ karịrị akarị. Biko chere ntakịrị, wee nwaa ọzọ ({reason}).}}',
  'error.INTERNAL_ERROR': 'Ihe mebiri n’akụkụ anyị.',
  'error.UNAVAILABLE':
    '{reason, select, none {Ọrụ a adịghị arụ ugbu a. Biko nwaa ọzọ.} other {Ọrụ a adịghị arụ ugbu a. Biko nwaa ọzọ ({reason}).}}',
  'error.GRAPHQL_INVALID': 'Ajụjụ GraphQL ahụ ezighi ezi.',
  'error.GRAPHQL_BATCH_TOO_LARGE': 'Otu batch enweghị ike ịkarị ọrụ {batch}.',
  'error.GRAPHQL_TOO_DEEP': 'Ajụjụ ahụ dị oke omimi: ọ gaghị agafe ọkwa {depth}.',
  'error.GRAPHQL_TOO_COSTLY':
    'Ajụjụ ahụ na-arịọ ọtụtụ ihe n’otu oge (ọnụ karịrị {cost}). Rịọ obere ihe ma ọ bụ fields.',
  'error.GRAPHQL_INTROSPECTION_OFF':
    'Emechiri introspection (__schema, __type) na endpoint a. Akwụkwọ API na-akọwa schema ahụ.',
  'error.GRAPHQL_TOO_MANY_FIELDS':
    'Otu ọrụ enweghị ike ịhọrọ karịa fields {fields}, naanị {lookups} n’ime ha nwere ike ịbụ root fields ma ọ bụ relations (alias ọ bụla na-agụ). Rịọ obere n’otu oge.',
  'error.GRAPHQL_REQUEST_TOO_LARGE':
    'Ọrụ niile nọ na batch ahụ na-arịọ oke ihe (fields {fields} kachasị, {lookups} n’ime ha root fields ma ọ bụ relations, na ọnụ {cost} n’otu arịrịọ). Zipu ha na obere batches.',
  'error.PERSISTED_QUERY_NOT_FOUND': 'A maghị persisted query a ebe a. Zipu ya ọzọ ya na ederede ya.',
  'error.INVALID_CREDENTIALS':
    '{who, select, admin {Ozi mbanye ezighi ezi.} other {Ozi-e ma ọ bụ okwuntụghe ezighi ezi.}}',
  'error.LOGIN_CODE_REQUIRED':
    'Akpọchiri akaụntụ a n’ihi mbanye ezighi ezi ugboro ugboro. Tinye koodu anyị zigara gị na ozi-e.',
  'error.LOGIN_CODE_INVALID':
    'Koodu ahụ ezighi ezi, ejirila ya mee ihe, ma ọ bụ oge ya agafeela. Banye ọzọ ka ị nweta koodu ọhụrụ na ozi-e.',
  'error.REFRESH_INVALID': 'Oge mbanye gị agwụla. Banye ọzọ.',
  'error.ADMIN_NOT_FOUND': 'Ahụghị akaụntụ admin a. Biko kpọtụrụ ndị enyemaka.',
  'error.ACCOUNT_INACTIVE': 'Akaụntụ a anaghị arụ ọrụ. Biko kpọtụrụ ndị enyemaka.',
  'error.EMAIL_NOT_CONFIRMED':
    'Biko kwado adreesị ozi-e gị tupu ị banye. Lelee igbe ozi-e gị maka njikọ nkwado.',
  'error.RESET_LINK_INVALID': 'Njikọ ịtọgharị okwuntụghe anaghị arụ ọrụ ọzọ',
  'error.EMAIL_TAKEN':
    '{by, select, self {Akaụntụ nwere ozi-e a adịlarị. Banye, ma ọ bụ tọgharịa okwuntụghe gị ma ọ bụrụ na i chefuru ya.} other {Onye ọrụ nwere ozi-e a adịlarị.}}',
  'error.USERNAME_TAKEN': 'Onye ọrụ nwere aha a adịlarị.',
  'error.SELF_CHANGE': 'Ị nweghị ike ịgbanwe ọrụ gị ma ọ bụ ọnọdụ akaụntụ gị.',
  'error.SELF_DELETE': 'Ị nweghị ike ihichapụ akaụntụ nke gị.',
  'error.SUBDOMAIN_TAKEN': 'Onye ọzọ ewerela subdomain a.',
  'error.STORE_HAS_ORDERS':
    'Ụlọ ahịa a nwere ọda, ya mere enweghị ike ihichapụ ya. Mee ka ọ ghara ịrụ ọrụ kama.',
  'error.THEME_INACTIVE': 'Theme "{themeName}" anaghị arụ ọrụ, ya mere enweghị ike itinye ya.',
  'error.DEPLOYMENT_IN_PROGRESS': 'A na-etinye theme "{themeName}" ugbu a (ọrụ {jobId}).',
  'error.SKU_TAKEN': 'Ngwa ahịa ọzọ n’ụlọ ahịa a na-eji SKU a.',
  'error.SLUG_TAKEN': 'Ngwa ahịa ọzọ n’ụlọ ahịa a na-eji adreesị weebụ a.',
  'error.STOCK_BELOW_ZERO': 'Naanị {stock} fọdụrụ; ngwa ahịa fọdụrụ enweghị ike ịdị n’okpuru efu.',
  'error.EXCHANGE_RATE_MISSING':
    'Enweghị ọnụ mgbanwe n’etiti {base} na {missing} ka ugbu a. Rịọ ndị otu Kasuwa ka ha tọọ ya, wee gbanye {count, plural, other {ego ahụ}} ọzọ.',
  'error.PLAN_REQUIRED': '{feature} adịghị n’atụmatụ {planName} gị. Bulie gaa na {requiredPlanName} iji ya.',
  'error.DOMAIN_INVALID':
    '"{domain}" abụghị domain Kasuwa nwere ike ijere ozi. Tinye domain nke gị, dịka www.ahiam.ng ma ọ bụ ahiam.ng.',
  'error.DOMAIN_TAKEN': 'Ejikọtala {domain} na ụlọ ahịa Kasuwa ọzọ.',
  'error.DOMAIN_NOT_SET': 'Ụlọ ahịa a enweghị domain nke ya ka ugbu a.',
  'error.STORE_LIMIT_REACHED':
    '{limit, plural, other {Atụmatụ {planName} gị na-enye naanị ụlọ ahịa #, ị ruola oke ya.}} Bulie gaa na {requiredPlanName} iji mepee ụlọ ahịa ndị ọzọ.',
  'error.STORE_READ_ONLY':
    'Ị nwere ike ilele ụlọ ahịa a naanị, n’ihi na atụmatụ gị anaghị ekpuchi ụlọ ahịa gị niile. Họrọ ụlọ ahịa ị ga-edobe na ibe Subscription, ma ọ bụ bulie atụmatụ gị.',
  'error.PLAN_UNCHANGED': 'Ị nọ n’atụmatụ a ugbu a.',
  'error.STAFF_PERMISSION_REQUIRED':
    'Ọrụ gị n’ụlọ ahịa a anaghị ekwe gị mee nke a ({what}). Rịọ onye nwe ụlọ ahịa ka ọ gbanwee ọrụ gị.',
  'error.STAFF_OWNER_ONLY': 'Naanị onye nwe ụlọ ahịa nwere ike ime nke a ({what}).',
  'error.STAFF_SEATS_EXHAUSTED':
    '{limit, plural, =0 {Atụmatụ {planName} gị enweghị akaụntụ ndị ọrụ.{requiredPlanName, select, none {} other { Bulie gaa na {requiredPlanName} iji kpọọ ndị ọrụ.}}} other {Atụmatụ {planName} gị nwere ọnọdụ ndị ọrụ #, ndị ọrụ ma ọ bụ òkù ghere oghe ejupụtala ha niile. Wepụ mmadụ ma ọ bụ kagbuo òkù{requiredPlanName, select, none {} other {, ma ọ bụ bulie gaa na {requiredPlanName}}}.}}',
  'error.STAFF_ALREADY_MEMBER': 'Onye a na-arụlarị ọrụ n’ụlọ ahịa a, ma ọ bụ nwere òkù ghere oghe.',
  'error.STAFF_CONTACT_INVALID': 'Tinye adreesị ozi-e ma ọ bụ nọmba ekwentị Naịjirịa.',
  'error.STAFF_INVITATION_INVALID':
    'Njikọ òkù a anaghị arụ ọrụ ọzọ. Rịọ onye nwe ụlọ ahịa ka o zite nke ọhụrụ.',
  'error.STAFF_INVITATION_WRONG_ACCOUNT':
    '{signIn, select, yes {Ị nweelarị akaụntụ Kasuwa. Banye, wee mepee njikọ òkù ahụ ọzọ ka ị sonye n’ụlọ ahịa ahụ.} other {E zigara òkù a onye ọzọ. Pụọ, wee mepee njikọ ahụ ọzọ dịka onye a kpọrọ.}}',
  'error.STORE_NOT_TAKING_ORDERS':
    'Ụlọ ahịa a anaghị anabata ọda ọhụrụ ugbu a. Biko kpọtụrụ onye na-ere ahịa.',
  'error.BALANCE_STORE_REQUIRED': 'Họrọ ụlọ ahịa nke ego fọdụrụ ya na Kasuwa ga-akwụ ụgwọ atụmatụ ahụ.',
  'error.PLAN_BALANCE_SHORT':
    'Ego fọdụrụ n’ụlọ ahịa a ezughị maka atụmatụ ahụ. Kwụọ ụgwọ site na kaadị, ma ọ bụ họrọ ụlọ ahịa ọzọ.',
  'error.PLAN_USSD_BANK_REQUIRED':
    'Họrọ ụlọ akụ gị (GTBank, UBA, Sterling Bank ma ọ bụ Zenith Bank) iji nweta koodu USSD.',
  'error.PLAN_RENEWAL_NOT_DUE': 'Ị nwere ike ịkwụ ụgwọ oge na-abịa site n’ụbọchị 7 tupu atụmatụ gị emeghari.',
  'error.BILLING_UNAVAILABLE': 'Ịkwụ ụgwọ atụmatụ adịghị ugbu a. Biko nwaa ọzọ mgbe e mesịrị.',
  'error.CART_EMPTY': 'Nkata ahịa gị tọgbọrọ chakoo.',
  'error.ITEM_UNAVAILABLE':
    '{adding, select, yes {A naghị ere ngwa ahịa a ọzọ.} other {A naghị ere otu ngwa ahịa dị na nkata ahịa gị ọzọ. Wepụ ya ma nwaa ọzọ.}}',
  'error.OUT_OF_STOCK':
    '{adding, select, yes {{available, plural, =0 {{name} agwụla.} other {Naanị # {name} fọdụrụ.}}} other {{available, plural, =0 {{name} agwụchaala ugbu a.} other {Naanị # {name} fọdụrụ. Belata ọnụ ọgụgụ ma nwaa ọzọ.}}}}',
  'error.CURRENCY_UNAVAILABLE': 'Ịkwụ ụgwọ na {currency} adịghị ugbu a. Họrọ {storeCurrency} ma nwaa ọzọ.',
  'error.ILLEGAL_TRANSITION': 'Ọda nọ na "{from}" enweghị ike ịgbanwe site na "{action}".',
  'error.ORDER_CHANGED': 'Ọda ahụ agbanweela. Megharịa ya ma nwaa ọzọ.',
  'error.SMS_CREDITS_EXCEEDED':
    'Mgbasa ozi a chọrọ SMS credits {needed, number}; naanị {left, number} fọdụrụ n’ime {monthly, number} gị n’ọnwa a. Belata otu ahụ, mee ka ederede dị mkpụmkpụ ma ọ bụ bulie atụmatụ gị.',
  'error.WHATSAPP_UNAVAILABLE':
    'Edobebeghị WhatsApp na Kasuwa a (enweghị nọmba WhatsApp Business). Jiri SMS ma ọ bụ ozi-e.',
  'error.WHATSAPP_ORDER_NOT_FOUND':
    'Ọ dịghị ọda WhatsApp nwere koodu a. Lelee koodu ahụ n’ozi onye ahịa; koodu na-adị ụbọchị 30.',
  'error.WHATSAPP_ORDERS_OFF': 'Ụlọ ahịa a anaghị anabata ọda na WhatsApp.',
  'error.CONTACTS_FILE_UNREADABLE':
    '{reason, select, none {Enweghị ike ịgụ faịlụ a dịka kọntaktị. Họrọ CSV nwere kọlụm ekwentị ma ọ bụ faịlụ .vcf.} other {Enweghị ike ịgụ faịlụ a dịka kọntaktị ({reason}).}}',
  'error.CAMPAIGN_NO_RECIPIENTS': 'Ọ dịghị onye ahịa n’otu a kwetara ịnata ozi ahịa n’ụzọ a.',
  'error.DISCOUNT_CODE_TAKEN': 'Mbelata ọnụ ahịa ọzọ n’ụlọ ahịa a na-eji koodu a.',
  'error.UNKNOWN_PRODUCTS': 'Ụfọdụ ngwa ahịa ị họrọ adịghị n’ụlọ ahịa a. Megharịa ndepụta ahụ ma họrọ ọzọ.',
  'error.UNKNOWN_COLLECTIONS':
    'Ụfọdụ otu ngwa ahịa ị họrọ adịghị n’ụlọ ahịa a. Megharịa ndepụta ahụ ma họrọ ọzọ.',
  'error.DISCOUNT_NOT_APPLIED':
    '{reason, select, not_started {Koodu {code} amalitebeghị ọrụ.} expired {Oge koodu {code} agafeela.} used_up {Ejirila koodu {code} mee ihe gwụchaa.} already_used {I jirila koodu {code} mee ihe.} minimum_not_met {{minimum, select, none {Nkata ahịa gị erubeghị opekata mpe nke koodu {code}.} other {Koodu {code} chọrọ ọda opekata mpe {minimum}.}}} not_applicable {Koodu {code} anaghị arụ ọrụ maka ngwa ahịa dị na nkata ahịa gị.} not_combinable {Enweghị ike ijikọ koodu {code} na mbelata ọnụ ahịa dị ugbu a, nke na-echekwara gị ego karịa.} other {Ọ dịghị koodu mbelata ọnụ ahịa {code} n’ụlọ ahịa a.}}',
  'error.DELIVERY_REQUIRED': 'Họrọ otu ị chọrọ ka e si bunye gị ọda gị.',
  'error.DELIVERY_UNAVAILABLE': '{name} anaghị ebunye na {state}. Họrọ ụzọ nnyefe ọzọ.',
  'error.AMOUNT_RECEIVED_SHORT':
    'Ị natara {received}, nke erughị mkpokọta {total}. Tinye ego niile, ma ọ bụ zite njikọ ịkwụ ụgwọ maka ire ahụ.',
  'error.MANUAL_DISCOUNT_TOO_LARGE': 'Mbelata ọnụ ahịa enweghị ike ịkarị ngwa ahịa ({goods}).',
  'error.DELIVERY_ADDRESS_REQUIRED': 'Tinye adreesị onye na-azụ (ya na steeti) maka ụzọ nnyefe a.',
  'error.POD_NOT_OFFERED':
    '{name} anaghị enye ịkwụ ụgwọ mgbe o ruru gị aka. Họrọ ụzọ nnyefe ọzọ ma ọ bụ kwụọ ụgwọ ugbu a.',
  'error.POD_OVER_LIMIT':
    'Ịkwụ ụgwọ mgbe o ruru gị aka bụ maka ọda ruru {max} naanị. Kwụọ ụgwọ ugbu a, ma ọ bụ mee ka ọda ahụ dị obere.',
  'error.NOT_PAY_ON_DELIVERY': 'Ọda a abụghị ọda ịkwụ ụgwọ mgbe o ruru gị aka.',
  'error.ORDER_ALREADY_PAID':
    'Akwụọla ụgwọ ọda a site na Kasuwa. Megharịa ya; ọ bụrụ na onye zụrụ kwụkwara gị ụgwọ, nyeghachi ya ego ahụ.',
  'error.NOT_PAID_OUTSIDE':
    'Ọda a enweghị ịkwụ ụgwọ e dekọrọ na mpụga Kasuwa. Buru ụzọ kaa ya dịka akwụọla ụgwọ (ma ọ bụ eruola ma kwụọ ụgwọ), wee tinye ihe akaebe.',
  'error.ORDER_NOT_PAYABLE': 'Ọda a anaghị eche ịkwụ ụgwọ.',
  'error.METHOD_NOT_AVAILABLE': 'Ụlọ ahịa a anaghị anabata ụzọ ịkwụ ụgwọ ahụ.',
  'error.EMAIL_REQUIRED': 'Tinye adreesị ozi-e maka rịsịtị kaadị.',
  'error.CURRENCY_NOT_SUPPORTED':
    '{method, select, card {Ịkwụ ụgwọ site na kaadị adịghị na {currency}.} ussd {Ịkwụ ụgwọ USSD bụ naanị na naịra.} other {Wallet na-anabata naanị naịra.}}',
  'error.USSD_BANK_NOT_AVAILABLE':
    'Ịkwụ ụgwọ USSD site n’ụlọ akụ ahụ adịghị n’ụlọ ahịa a. Họrọ ụlọ akụ ọzọ ma ọ bụ ụzọ ọzọ.',
  'error.PAYMENT_PROVIDER_REQUIRED':
    'Hapụ opekata mpe otu onye na-enye ịkwụ ụgwọ ka ọ na-arụ ọrụ, ma ọ bụghị ya, ndị ahịa gị agaghị enwe ike ịkwụ ụgwọ n’ịntanetị.',
  'error.NOT_BANK_TRANSFER': 'Naanị nnyefe ego n’ụlọ akụ ka a na-akwado n’aka.',
  'error.TRANSFER_CODE_MISTYPED': 'Edeghị koodu nnyefe ego a nke ọma; lelee ya ọzọ.',
  'error.INSUFFICIENT_FUNDS': 'Ego fọdụrụ ezughị maka nke a.',
  'error.ESCROW_FROZEN': 'Mkpesa ghere oghe na ọda a; ego ya ga-anọ na nchekwa ruo mgbe edoziri ya.',
  'error.ESCROW_RELEASED': 'Ahapụla ego ọda a nye onye na-ere ahịa.',
  'error.ESCROW_NOT_HELD': 'Ego ọda a anọghịzi na nchekwa, ya mere enweghị ike ime mkpesa.',
  'error.REFUND_EXCEEDS_CAPTURE': 'Nkwụghachi ego enweghị ike ịkarị ihe a kwụrụ nke a na-akwụghachibeghị.',
  'error.REFUND_EXCEEDS_LINE':
    'Nkwụghachi ego nke ahịrị a enweghị ike ịkarị ihe onye ahịa kwụrụ maka ya nke a na-akwụghachibeghị ({refundable}).',
  'error.REFUND_NOT_SUPPORTED':
    'Ndị enyemaka na-akwụghachi ego akwụrụ site na wallet ma ọ bụ nnyefe ego n’ụlọ akụ.',
  'error.REFUND_REFUSED': 'Onye na-enye ịkwụ ụgwọ jụrụ nkwụghachi ego ahụ; akwụghachighị ihe ọ bụla.',
  'error.NOT_PAID': 'A kwụbeghị ụgwọ ọda a, ya mere ọ dịghị ihe a ga-eme mkpesa maka ya.',
  'error.DISPUTE_OPEN': 'Mkpesa ghere oghe maka ọda a adịlarị.',
  'error.DISPUTE_CLOSED': 'Edozila mkpesa a.',
  'error.UNKNOWN_BANK': 'Họrọ ụlọ akụ site na ndepụta.',
  'error.ACCOUNT_NOT_RESOLVED': 'Anyị ahụghị akaụntụ ahụ. Lelee nọmba akaụntụ na ụlọ akụ ahụ.',
  'error.NO_BANK_ACCOUNT': 'Tinye akaụntụ ụlọ akụ {currency} tupu ị rịọ ka e zigara gị ego.',
  'error.WEBHOOK_REFUSED': 'A jụrụ ihe omume ahụ ({outcome}).',
  'error.WEBHOOK_SIGNATURE_REJECTED': 'Mbinye aka ihe omume ahụ adabaghị.',
  'error.INVOICE_NOT_DRAFT':
    'Ezigalarị akwụkwọ ụgwọ a, enweghị ike ịgbanwe ya ọzọ. Kagbuo ya ma dee nke ziri ezi.',
  'error.INVOICE_NOT_SENDABLE': 'Enweghị ike izipu akwụkwọ ụgwọ nọ na "{status}".',
  'error.INVOICE_NOT_VOIDABLE': 'Enweghị ike ịkagbu akwụkwọ ụgwọ nọ na "{status}".',
  // A refused form's fields in our words (messages.validation.ts).
  'validation.email': 'Tinye adreesị ozi-e ziri ezi.',
  'validation.phone': 'Tinye nọmba ekwentị ziri ezi.',
  'validation.phone_hint': 'Tinye nọmba ekwentị ziri ezi, dịka 0803 123 4567 ma ọ bụ +234 803 123 4567.',
  'validation.full_name': 'Dee aha gị zuru ezu.',
  'validation.street': 'Dee adreesị okporo ụzọ.',
  'validation.city': 'Dee obodo ma ọ bụ obodo nta.',
  'validation.state': 'Họrọ steeti ma ọ bụ mpaghara.',
  'validation.nigerian_state': 'Họrọ steeti dị na Naịjirịa.',
  'validation.quantity': 'Tinye ọnụ ọgụgụ site na 1 ruo 99.',
  'validation.your_name': 'Dee aha gị.',
  'validation.your_email': 'Dee adreesị ozi-e gị.',
  'validation.your_message': 'Dee ozi gị.',
  'validation.name_too_long': 'Aha enweghị ike ịkarị mkpụrụedemede 120.',
  'validation.subject_too_long': 'Isiokwu enweghị ike ịkarị mkpụrụedemede 200.',
  'validation.message_too_long': 'Ozi enweghị ike ịkarị mkpụrụedemede 5000.',
  'validation.email_too_long': 'Adreesị ozi-e enweghị ike ịkarị mkpụrụedemede 254.',
  'validation.search_too_long': 'Ihe ị na-achọ enweghị ike ịkarị mkpụrụedemede 100.',
  'validation.dispute_reason': 'Gwa anyị ihe mere (opekata mpe mkpụrụedemede 10).',
} as const satisfies Record<keyof ErrorMessageParams, string>;

export default errorsIg;
