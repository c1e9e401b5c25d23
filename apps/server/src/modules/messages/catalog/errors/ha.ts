import type { ErrorMessageParams } from '../../messages.errors.params';

/**
 * The API's error texts in Hausa (standard Kano Hausa, hooked letters, polite "ku"; docs/i18n-glossary.md).
 * A detail the server writes in English (a `reason`, the thing `what` names) follows in brackets until it
 * has a key of its own. Part of ../ha.ts.
 */
const errorsHa = {
  'error.BAD_REQUEST':
    '{reason, select, none {Buƙatar ba ta yi daidai ba.} other {Buƙatar ba ta yi daidai ba ({reason}).}}',
  'error.VALIDATION_FAILED': 'Wasu bayanai ba a cike su ba ko ba su yi daidai ba.',
  'error.UNAUTHORIZED':
    '{reason, select, none {Ku shiga don ci gaba.} other {Ku shiga don ci gaba ({reason}).}}',
  'error.FORBIDDEN':
    '{reason, select, none {Ba ku da izinin yin wannan.} other {Ba ku da izinin yin wannan ({reason}).}}',
  'error.NOT_FOUND':
    '{route, select, none {{what, select, none {Ba a same shi ba.} other {Ba a same shi ba ({what}).}}} other {Babu komai a {route}.}}',
  'error.METHOD_NOT_ALLOWED':
    '{reason, select, none {Ba a yarda da wannan hanyar a nan ba.} other {Ba a yarda da wannan hanyar a nan ba ({reason}).}}',
  'error.NOT_ACCEPTABLE':
    '{reason, select, none {Babu wannan amsar a tsarin da kuka nema.} other {Babu wannan amsar a tsarin da kuka nema ({reason}).}}',
  'error.REQUEST_TIMEOUT':
    '{reason, select, none {Buƙatar ta ɗauki lokaci mai yawa. Ku sake gwadawa.} other {Buƙatar ta ɗauki lokaci mai yawa. Ku sake gwadawa ({reason}).}}',
  'error.CONFLICT':
    '{reason, select, none {Wani abu ya canza a nan. Ku sabunta shafin ku sake gwadawa.} other {Wani abu ya canza a nan. Ku sabunta shafin ku sake gwadawa ({reason}).}}',
  'error.PAYLOAD_TOO_LARGE':
    '{reason, select, none {Buƙatar ta yi girma da yawa.} other {Buƙatar ta yi girma da yawa ({reason}).}}',
  'error.JSON_TOO_DEEP':
    'JSON ɗin ya yi zurfi da yawa: bai kamata ya wuce mataki {depth} na arrays da objects ba.',
  'error.UNSUPPORTED_MEDIA_TYPE':
    '{reason, select, none {Ba a karɓar irin wannan abun ciki.} other {Ba a karɓar irin wannan abun ciki ({reason}).}}',
  'error.RATE_LIMITED':
    '{reason, select, none {Buƙatu sun yi yawa. Ku ɗan jira kaɗan, sannan ku sake gwadawa.} other {Buƙatu sun yi yawa. Ku ɗan jira kaɗan, sannan ku sake gwadawa ({reason}).}}',
  'error.INTERNAL_ERROR': 'Wani abu ya lalace a ɓangarenmu.',
  'error.UNAVAILABLE':
    '{reason, select, none {Wannan sabis ɗin ba ya aiki yanzu. Ku sake gwadawa.} other {Wannan sabis ɗin ba ya aiki yanzu. Ku sake gwadawa ({reason}).}}',
  'error.GRAPHQL_INVALID': 'Tambayar GraphQL ba ta yi daidai ba.',
  'error.GRAPHQL_BATCH_TOO_LARGE': 'Batch ɗaya ba zai wuce ayyuka {batch} ba.',
  'error.GRAPHQL_TOO_DEEP': 'Tambayar ta yi zurfi da yawa: bai kamata ta wuce mataki {depth} ba.',
  'error.GRAPHQL_TOO_COSTLY':
    'Tambayar tana neman abubuwa da yawa a lokaci ɗaya (nauyi sama da {cost}). Ku nemi abubuwa ko fields kaɗan.',
  'error.GRAPHQL_INTROSPECTION_OFF':
    'An kashe introspection (__schema, __type) a wannan endpoint. Takardun API sun bayyana schema.',
  'error.GRAPHQL_TOO_MANY_FIELDS':
    'Aiki ɗaya ba zai zaɓi fields fiye da {fields} ba, kuma {lookups} ne kawai za su iya zama root fields ko relations (kowane alias yana ƙirguwa). Ku nemi kaɗan a lokaci ɗaya.',
  'error.GRAPHQL_REQUEST_TOO_LARGE':
    'Ayyukan batch ɗin tare suna neman abu da yawa (fields {fields} a ƙalla, {lookups} daga cikinsu root fields ko relations, da nauyi {cost} a kowace buƙata). Ku tura su a ƙananan batches.',
  'error.PERSISTED_QUERY_NOT_FOUND':
    'Ba a san wannan persisted query a nan ba. Ku sake tura ta tare da rubutunta.',
  'error.INVALID_CREDENTIALS':
    '{who, select, admin {Bayanan shiga ba su yi daidai ba.} other {Imel ko kalmar sirri ba su yi daidai ba.}}',
  'error.LOGIN_CODE_REQUIRED':
    'An kulle wannan asusu saboda kuskuren shiga da yawa. Ku shigar da lambar da muka aika muku ta imel.',
  'error.LOGIN_CODE_INVALID':
    'Lambar ba daidai ba ce, an riga an yi amfani da ita, ko lokacinta ya wuce. Ku sake shiga don samun sabuwar lamba ta imel.',
  'error.REFRESH_INVALID': 'Zaman shigarku ya ƙare. Ku sake shiga.',
  'error.ADMIN_NOT_FOUND': 'Ba a sami asusun admin ɗin ba. Ku tuntuɓi sashen taimako.',
  'error.ACCOUNT_INACTIVE': 'Wannan asusu ba ya aiki. Ku tuntuɓi sashen taimako.',
  'error.EMAIL_NOT_CONFIRMED':
    'Ku tabbatar da adireshin imel ɗinku kafin ku shiga. Ku duba akwatin imel ɗinku don mahaɗar tabbatarwa.',
  'error.RESET_LINK_INVALID': 'Mahaɗar sake saita kalmar sirri ba ta aiki yanzu',
  'error.EMAIL_TAKEN':
    '{by, select, self {Akwai asusu da wannan imel tuni. Ku shiga, ko ku sake saita kalmar sirrinku idan kun manta ta.} other {Akwai mai amfani da wannan imel tuni.}}',
  'error.USERNAME_TAKEN': 'Akwai mai amfani da wannan sunan tuni.',
  'error.SELF_CHANGE': 'Ba za ku iya canza matsayinku ko yanayin asusunku da kanku ba.',
  'error.SELF_DELETE': 'Ba za ku iya goge asusunku da kanku ba.',
  'error.SUBDOMAIN_TAKEN': 'An riga an ɗauki wannan subdomain.',
  'error.STORE_HAS_ORDERS':
    'Wannan shago yana da oda, don haka ba za a iya goge shi ba. Ku mayar da shi ba mai aiki ba a maimakon haka.',
  'error.THEME_INACTIVE': 'Theme "{themeName}" ba ya aiki, don haka ba za a iya saka shi ba.',
  'error.DEPLOYMENT_IN_PROGRESS': 'Ana kan saka theme "{themeName}" tuni (aiki {jobId}).',
  'error.SKU_TAKEN': 'Wani kaya a wannan shago yana amfani da wannan SKU tuni.',
  'error.SLUG_TAKEN': 'Wani kaya a wannan shago yana amfani da wannan adireshin yanar gizo tuni.',
  'error.STOCK_BELOW_ZERO': '{stock} ne kawai a ajiye; kaya a ajiye ba zai yi ƙasa da sifili ba.',
  'error.EXCHANGE_RATE_MISSING':
    'Babu farashin canji tsakanin {base} da {missing} tukuna. Ku roƙi ƙungiyar Kasuwa ta saka shi, sannan ku sake kunna {count, plural, one {wannan kuɗin} other {waɗannan kuɗaɗen}}.',
  'error.PLAN_REQUIRED':
    '{feature} ba ya cikin tsarinku na {planName}. Ku haɓaka zuwa {requiredPlanName} don amfani da shi.',
  'error.DOMAIN_INVALID':
    '"{domain}" ba domain ba ne da Kasuwa za ta iya yi wa hidima. Ku shigar da domain naku, kamar www.shagonku.ng ko shagonku.ng.',
  'error.DOMAIN_TAKEN': 'An riga an haɗa {domain} da wani shagon Kasuwa.',
  'error.DOMAIN_NOT_SET': 'Wannan shago ba shi da domain nasa tukuna.',
  'error.STORE_LIMIT_REACHED':
    '{limit, plural, one {Tsarinku na {planName} shago ɗaya ne kawai, kuma kuna da shi tuni.} other {Tsarinku na {planName} har shago # ne, kuma kun kai iyakar.}} Ku haɓaka zuwa {requiredPlanName} don buɗe ƙarin shaguna.',
  'error.STORE_READ_ONLY':
    'Wannan shago karatu ne kawai, saboda tsarinku bai kai yawan shagunanku ba. Ku zaɓi shagunan da za ku riƙe a shafin Subscription, ko ku haɓaka tsarinku.',
  'error.PLAN_UNCHANGED': 'Kuna kan wannan tsarin tuni.',
  'error.STAFF_PERMISSION_REQUIRED':
    'Matsayinku a wannan shago bai ba ku damar yin wannan ba ({what}). Ku roƙi mai shago ya canza matsayinku.',
  'error.STAFF_OWNER_ONLY': 'Mai shago ne kaɗai zai iya yin wannan ({what}).',
  'error.STAFF_SEATS_EXHAUSTED':
    '{limit, plural, =0 {Tsarinku na {planName} bai haɗa da asusun ma’aikata ba.{requiredPlanName, select, none {} other { Ku haɓaka zuwa {requiredPlanName} don gayyatar ma’aikata.}}} other {Tsarinku na {planName} yana da gurbin ma’aikata #, kuma ma’aikata ko gayyata a buɗe sun cika su duka. Ku cire wani ko ku soke gayyata{requiredPlanName, select, none {} other {, ko ku haɓaka zuwa {requiredPlanName}}}.}}',
  'error.STAFF_ALREADY_MEMBER': 'Wannan mutumin yana aiki a wannan shago tuni, ko yana da gayyata a buɗe.',
  'error.STAFF_CONTACT_INVALID': 'Ku shigar da adireshin imel ko lambar waya ta Najeriya.',
  'error.STAFF_INVITATION_INVALID':
    'Wannan mahaɗar gayyata ba ta aiki yanzu. Ku roƙi mai shago ya aiko da sabuwa.',
  'error.STAFF_INVITATION_WRONG_ACCOUNT':
    '{signIn, select, yes {Kuna da asusun Kasuwa tuni. Ku shiga, sannan ku sake buɗe mahaɗar gayyatar don shiga shagon.} other {An aika wannan gayyata ga wani dabam. Ku fita, sannan ku sake buɗe mahaɗar a matsayin wanda aka gayyata.}}',
  'error.STORE_NOT_TAKING_ORDERS': 'Wannan shago ba ya karɓar sababbin oda a yanzu. Ku tuntuɓi mai sayarwa.',
  'error.BALANCE_STORE_REQUIRED': 'Ku zaɓi shagon da sauran kuɗinsa na Kasuwa zai biya tsarin.',
  'error.PLAN_BALANCE_SHORT':
    'Sauran kuɗin wannan shago bai kai kuɗin tsarin ba. Ku biya da kati, ko ku zaɓi wani shago.',
  'error.PLAN_USSD_BANK_REQUIRED':
    'Ku zaɓi bankinku (GTBank, UBA, Sterling Bank ko Zenith Bank) don samun lambar USSD.',
  'error.PLAN_RENEWAL_NOT_DUE': 'Za a iya biyan lokaci na gaba daga kwana 7 kafin tsarinku ya sabunta.',
  'error.BILLING_UNAVAILABLE': 'Ba a iya biyan tsari a yanzu. Ku sake gwadawa anjima.',
  'error.CART_EMPTY': 'Kwandon siyayyarku babu komai.',
  'error.ITEM_UNAVAILABLE':
    '{adding, select, yes {Ba a sayar da wannan kaya yanzu.} other {Ba a sayar da wani kaya a kwandon siyayyarku yanzu. Ku cire shi ku sake gwadawa.}}',
  'error.OUT_OF_STOCK':
    '{adding, select, yes {{available, plural, =0 {{name} ya ƙare.} other {{name} guda # ne kawai a ajiye.}}} other {{available, plural, =0 {{name} ya ƙare yanzu yanzu.} other {{name} guda # ne kawai suka rage. Ku rage yawan ku sake gwadawa.}}}}',
  'error.CURRENCY_UNAVAILABLE':
    'Ba a iya biya da {currency} a yanzu. Ku zaɓi {storeCurrency} ku sake gwadawa.',
  'error.ILLEGAL_TRANSITION': 'Ba za a iya canza oda da ke "{from}" da "{action}" ba.',
  'error.ORDER_CHANGED': 'Odar ta canza a halin yanzu. Ku sabunta ta ku sake gwadawa.',
  'error.SMS_CREDITS_EXCEEDED':
    'Wannan kamfen yana buƙatar SMS credits {needed, number}; {left, number} ne suka rage daga {monthly, number} na wannan wata. Ku rage rukunin, ku gajarta rubutun ko ku haɓaka tsarinku.',
  'error.WHATSAPP_UNAVAILABLE':
    'Ba a saita WhatsApp a wannan Kasuwa ba tukuna (dandalin ba shi da lambar WhatsApp Business). Ku yi amfani da SMS ko imel.',
  'error.WHATSAPP_ORDER_NOT_FOUND':
    'Babu odar WhatsApp mai wannan lamba. Ku duba lambar a saƙon abokin ciniki; lambobi suna aiki na kwana 30.',
  'error.WHATSAPP_ORDERS_OFF': 'Wannan shago ba ya karɓar oda ta WhatsApp.',
  'error.CONTACTS_FILE_UNREADABLE':
    '{reason, select, none {Ba za a iya karanta wannan fayil a matsayin lambobin sadarwa ba. Ku zaɓi CSV mai layin waya ko fayil .vcf.} other {Ba za a iya karanta wannan fayil a matsayin lambobin sadarwa ba ({reason}).}}',
  'error.CAMPAIGN_NO_RECIPIENTS':
    'Babu abokin ciniki a wannan rukuni da ya amince ya karɓi saƙonnin talla ta wannan hanya.',
  'error.DISCOUNT_CODE_TAKEN': 'Wani rangwame a wannan shago yana amfani da wannan lamba tuni.',
  'error.UNKNOWN_PRODUCTS':
    'Wasu daga cikin kayan da kuka zaɓa ba sa cikin wannan shago. Ku sabunta jerin ku sake zaɓa.',
  'error.UNKNOWN_COLLECTIONS':
    'Wasu daga cikin rukunonin da kuka zaɓa ba sa cikin wannan shago. Ku sabunta jerin ku sake zaɓa.',
  'error.DISCOUNT_NOT_APPLIED':
    '{reason, select, not_started {Lambar {code} ba ta fara aiki ba tukuna.} expired {Lokacin lambar {code} ya wuce.} used_up {An gama amfani da lambar {code}.} already_used {Kun riga kun yi amfani da lambar {code}.} minimum_not_met {{minimum, select, none {Kwandon siyayyarku bai kai mafi ƙarancin lambar {code} ba.} other {Lambar {code} tana buƙatar oda ta aƙalla {minimum}.}}} not_applicable {Lambar {code} ba ta shafi kayan da ke kwandon siyayyarku ba.} not_combinable {Ba za a haɗa lambar {code} da rangwamen da ke aiki ba, saboda shi ya fi ceton muku kuɗi.} other {Babu lambar rangwame {code} a wannan shago.}}',
  'error.DELIVERY_REQUIRED': 'Ku zaɓi yadda kuke so a kawo muku odarku.',
  'error.DELIVERY_UNAVAILABLE': '{name} ba ya isarwa zuwa {state}. Ku zaɓi wata hanyar isarwa.',
  'error.AMOUNT_RECEIVED_SHORT':
    'Kun karɓi {received}, ƙasa da jimillar {total}. Ku shigar da cikakken kuɗin, ko ku aika mahaɗar biya don wannan siyarwa.',
  'error.MANUAL_DISCOUNT_TOO_LARGE': 'Rangwamen ba zai wuce kuɗin kayan ba ({goods}).',
  'error.DELIVERY_ADDRESS_REQUIRED':
    'Ku shigar da adireshin mai saye (tare da jiha) don wannan hanyar isarwa.',
  'error.POD_NOT_OFFERED':
    '{name} ba ya bayar da biya idan kaya ya iso. Ku zaɓi wata hanyar isarwa ko ku biya yanzu.',
  'error.POD_OVER_LIMIT':
    'Biya idan kaya ya iso na oda har zuwa {max} ne kawai. Ku biya yanzu, ko ku rage odar.',
  'error.NOT_PAY_ON_DELIVERY': 'Wannan oda ba ta biya idan kaya ya iso ba ce.',
  'error.ORDER_ALREADY_PAID':
    'An riga an biya wannan oda ta Kasuwa. Ku sabunta ta; idan mai saye ya biya ku ta wata hanya ma, ku mayar masa da kuɗin.',
  'error.NOT_PAID_OUTSIDE':
    'Wannan oda ba ta da biyan da aka rubuta a wajen Kasuwa. Ku sa an biya (ko an isar kuma an biya) tukuna, sannan ku ƙara shaida.',
  'error.ORDER_NOT_PAYABLE': 'Wannan oda ba ta jiran biya.',
  'error.METHOD_NOT_AVAILABLE': 'Wannan shago ba ya karɓar wannan hanyar biya.',
  'error.EMAIL_REQUIRED': 'Ku shigar da adireshin imel don rasiɗin kati.',
  'error.CURRENCY_NOT_SUPPORTED':
    '{method, select, card {Ba a biya da kati a {currency}.} ussd {Biya ta USSD da naira ne kawai.} other {Walat tana karɓar biya da naira ne kawai.}}',
  'error.USSD_BANK_NOT_AVAILABLE':
    'Biya ta USSD daga wannan banki ba ya aiki a wannan shago. Ku zaɓi wani banki ko wata hanya.',
  'error.PAYMENT_PROVIDER_REQUIRED':
    'Ku bar aƙalla mai bayar da biya ɗaya a kunne, in ba haka ba abokan cinikinku ba za su iya biya ta intanet ba.',
  'error.NOT_BANK_TRANSFER': 'Tura kuɗi ta banki ne kawai ake tabbatarwa da hannu.',
  'error.TRANSFER_CODE_MISTYPED': 'An yi kuskure a rubuta wannan lambar tura kuɗi; ku sake dubawa.',
  'error.INSUFFICIENT_FUNDS': 'Sauran kuɗi bai isa don wannan ba.',
  'error.ESCROW_FROZEN': 'Akwai ƙorafi a buɗe kan wannan oda; kuɗinta zai zauna a ajiya har a warware shi.',
  'error.ESCROW_RELEASED': 'An riga an saki kuɗin wannan oda ga mai sayarwa.',
  'error.ESCROW_NOT_HELD': 'Kuɗin wannan oda ba sa cikin ajiya yanzu, don haka ba za a iya kai ƙorafi ba.',
  'error.REFUND_EXCEEDS_CAPTURE': 'Mayar da kuɗi ba zai wuce abin da aka biya kuma ba a mayar ba tukuna.',
  'error.REFUND_EXCEEDS_LINE':
    'Mayar da kuɗin wannan layi ba zai wuce abin da abokin ciniki ya biya kuma ba a mayar ba tukuna ({refundable}).',
  'error.REFUND_NOT_SUPPORTED': 'Sashen taimako ne ke mayar da kuɗin biya ta walat ko tura kuɗi ta banki.',
  'error.REFUND_REFUSED': 'Mai bayar da biya ya ƙi mayar da kuɗin; ba a mayar da komai ba.',
  'error.NOT_PAID': 'Ba a biya wannan oda ba, don haka babu abin da za a kai ƙorafi a kai.',
  'error.DISPUTE_OPEN': 'Akwai ƙorafi a buɗe kan wannan oda tuni.',
  'error.DISPUTE_CLOSED': 'An riga an warware wannan ƙorafi.',
  'error.UNKNOWN_BANK': 'Ku zaɓi banki daga jerin.',
  'error.ACCOUNT_NOT_RESOLVED': 'Ba mu sami wannan asusu ba. Ku duba lambar asusu da bankin.',
  'error.NO_BANK_ACCOUNT': 'Ku ƙara asusun banki na {currency} kafin ku nemi a tura muku kuɗi.',
  'error.WEBHOOK_REFUSED': 'An ƙi karɓar abin da ya faru ({outcome}).',
  'error.WEBHOOK_SIGNATURE_REJECTED': 'Sa hannun abin da ya faru bai yi daidai ba.',
  'error.INVOICE_NOT_DRAFT':
    'An riga an aika wannan takardar biya, ba za a iya canza ta ba. Ku soke ta ku rubuta wata daidai.',
  'error.INVOICE_NOT_SENDABLE': 'Ba za a iya aika takardar biya da ke "{status}" ba.',
  'error.INVOICE_NOT_VOIDABLE': 'Ba za a iya soke takardar biya da ke "{status}" ba.',
  // A refused form's fields in our words (messages.validation.ts).
  'validation.email': 'Ku shigar da ingantaccen adireshin imel.',
  'validation.phone': 'Ku shigar da ingantacciyar lambar waya.',
  'validation.phone_hint':
    'Ku shigar da ingantacciyar lambar waya, misali 0803 123 4567 ko +234 803 123 4567.',
  'validation.full_name': 'Ku rubuta cikakken sunanku.',
  'validation.street': 'Ku rubuta adireshin titi.',
  'validation.city': 'Ku rubuta birni ko gari.',
  'validation.state': 'Ku zaɓi jiha ko yanki.',
  'validation.nigerian_state': 'Ku zaɓi jihar Najeriya.',
  'validation.quantity': 'Ku shigar da yawa daga 1 zuwa 99.',
  'validation.your_name': 'Ku rubuta sunanku.',
  'validation.your_email': 'Ku rubuta adireshin imel ɗinku.',
  'validation.your_message': 'Ku rubuta saƙonku.',
  'validation.name_too_long': 'Suna ba zai wuce haruffa 120 ba.',
  'validation.subject_too_long': 'Maudu’i ba zai wuce haruffa 200 ba.',
  'validation.message_too_long': 'Saƙo ba zai wuce haruffa 5000 ba.',
  'validation.email_too_long': 'Adireshin imel ba zai wuce haruffa 254 ba.',
  'validation.search_too_long': 'Bincike ba zai wuce haruffa 100 ba.',
  'validation.dispute_reason': 'Ku faɗa mana abin da ya faru (aƙalla haruffa 10).',
} as const satisfies Record<keyof ErrorMessageParams, string>;

export default errorsHa;
