import type { MessageId } from '../messages.params';
import errorsHa from './errors/ha';

/**
 * Hausa, standard Kano Hausa, addressing the reader politely as "ku" (docs/i18n-glossary.md). Screens,
 * e-mails and WhatsApp use the hooked letters ɓ ɗ ƙ ƴ; SMS texts (`sms.*`, `*.sms`) write them b d k y so
 * they stay GSM-7 (160 characters a page, not 70), the spelling Hausa readers use on phones every day.
 * Numbers follow the noun, in the singular (kwana 3, minti 30), as written Hausa does.
 */
const ha = {
  'email.button_fallback': 'Idan maɓallin bai yi aiki ba, kwafi wannan mahaɗa ku liƙa a burauzarku:',
  'email.confirm.subject': 'Ku tabbatar da asusunku na Kasuwa',
  'email.confirm.body':
    'Barka da zuwa Kasuwa, {firstName}!\n\nMun gode da kuka buɗe asusu don {business}.\nKu tabbatar da adireshin imel ɗinku don kammala buɗe asusun. Mahaɗar tana aiki na awa 48.',
  'email.confirm.action': 'Tabbatar da imel ɗina',
  'email.confirm.footer':
    'Idan ba ku ne kuka buɗe asusun Kasuwa ba, ku yi watsi da wannan imel.\nKasuwa Technologies Ltd, Lagos · {support}',
  'email.registration_attempt.subject': 'Wani ya yi ƙoƙarin yin rajista da imel ɗinku',
  'email.registration_attempt.body':
    'Sannu {firstName},\n\nWani ya yi ƙoƙarin buɗe asusun Kasuwa da wannan adireshin imel, alhali yana da asusu tuni.\nIdan ku ne, ku shiga kawai, ko ku sake saita kalmar sirrinku idan kun manta ta:\n{resetUrl}\nIdan ba ku ba ne, ku yi watsi da wannan imel: ba abin da ya canza.',
  'email.registration_attempt.action': 'Shiga Kasuwa',
  'email.registration_attempt.footer': 'Kasuwa Technologies Ltd, Lagos · {support}',
  'email.password_reset.subject': 'Sake saita kalmar sirrinku ta Kasuwa',
  'email.password_reset.body':
    'Sannu {firstName},\n\nMun karɓi buƙatar sake saita kalmar sirrin asusunku na Kasuwa.\nKu yi amfani da mahaɗar da ke ƙasa don zaɓar sabuwar kalmar sirri. Sau ɗaya kawai take aiki, kuma za ta ƙare bayan awa ɗaya.',
  'email.password_reset.action': 'Sake saita kalmar sirrina',
  'email.password_reset.footer':
    'Idan ba ku ne kuka nema ba, ku yi watsi da wannan imel: kalmar sirrinku ba za ta canza ba.\nKasuwa Technologies Ltd, Lagos · {support}',
  'email.password_changed.subject': 'An canza kalmar sirrinku ta Kasuwa',
  'email.password_changed.body':
    'Sannu {firstName},\n\nYanzu aka canza kalmar sirrin asusunku na Kasuwa, kuma an fitar da duk sauran wuraren da kuka shiga.\nIdan ba ku ne kuka yi ba, ku sake saita kalmar sirrinku nan take ku rubuta wa {support}.',
  'email.password_changed.action': 'Shiga Kasuwa',
  'email.password_changed.footer': 'Kasuwa Technologies Ltd, Lagos',
  'email.login_locked.subject': 'An kulle asusunku na Kasuwa',
  'email.login_locked.body':
    'Sannu {firstName},\n\nWani ya kasa shiga asusunku na Kasuwa sau da yawa, don haka an kulle shiga na minti 15.\nIdan ku ne, za ku iya shiga yanzu: ku sa kalmar sirrinku, sannan lambar da za mu aiko muku ta imel.\nIdan ba ku ba ne, babu wanda ya shiga. Don tsaro, ku zaɓi sabuwar kalmar sirri da mahaɗar da ke ƙasa.',
  'email.login_locked.action': 'Sake saita kalmar sirrina',
  'email.login_locked.footer': 'Kasuwa Technologies Ltd, Lagos · {support}',
  'email.login_code.subject': 'Lambar shiga Kasuwa: {code}',
  'email.login_code.body':
    'Sannu {firstName},\n\nLambar shigarku ita ce {code}. Sau ɗaya kawai take aiki, cikin minti 10.\nKu sa ta a shafin shiga tare da kalmar sirrinku.\nIdan ba yanzu kuka shiga ba, wani ya san kalmar sirrinku: ku sake saita ta nan take.',
  'email.login_code.action': 'Sake saita kalmar sirrina',
  'email.login_code.footer': 'Kasuwa Technologies Ltd, Lagos · {support}',
  'email.newsletter_confirm.subject': 'Ku tabbatar da karɓar labaran Kasuwa',
  'email.newsletter_confirm.body':
    "Sannu {name},\n\nKu tabbatar cewa kuna son karɓar wasiƙar labaran Kasuwa: dabarun sayarwa a intanet, labarin sababbin abubuwa da\nlabaran masu sayarwa daga ko'ina a Afirka. Ba ma aika imel fiye da biyu a wata.",
  'email.newsletter_confirm.action': 'Tabbatar da karɓa',
  'email.newsletter_confirm.footer':
    'Idan ba ku ne kuka nema ba, ku yi watsi da wannan imel, ko ku daina karɓa a nan: {unsubscribeUrl}\n\nKasuwa Technologies Ltd, Lagos',
  'email.contact.subject':
    "{priority, select, none {} other {[Gaggawa] Mai sayarwa na {priority}: }}Fom ɗin tuntuɓa #{id}: {subject, select, none {Babu maudu'i} other {{subject}}}",
  'email.contact.body':
    "Daga: {name} <{email}>{priority, select, none {} other {\nTsari: {priority} (taimako na gaggawa: a fara ba shi amsa)}}\nMaudu'i: {subject, select, none {(babu)} other {{subject}}}\nAn karɓa: {received}\n\n{message}",
  'email.admin_login_locked.subject': 'An kulle asusunku na ofishin Kasuwa',
  'email.admin_login_locked.body':
    'Sannu {firstName},\n\nWani ya kasa shiga asusunku na ofishin Kasuwa sau da yawa, don haka an kulle shi na minti 15.\nIdan ku ne, za ku iya shiga yanzu: ku sa kalmar sirrinku, sannan lambar da za mu aiko muku ta imel.\nIdan ba ku ba ne, kalmar sirrinku tana cikin tsaro muddin ba wanda ya san ta; idan kuna shakka, ku roƙi\nbabban mai gudanarwa ya canza ta. Ku shiga a {loginUrl}',
  'email.admin_login_code.subject': 'Lambar shiga Kasuwa: {code}',
  'email.admin_login_code.body':
    'Sannu {firstName},\n\nLambar shigarku ita ce {code}. Sau ɗaya kawai take aiki, cikin minti 10.\nKu sa ta a shafin shiga tare da kalmar sirrinku. Idan ba yanzu kuka shiga ba, wani ya san\nkalmar sirrinku: ku canza ta nan take.',

  'email.order_placed.subject': 'Odarku #{number} a {store}',
  'email.order_placed.body':
    'Sannu {customer},\n\nMun gode da odarku #{number} a {store}.\n\n{lines}\n  Jimla: {total}\n\nMatsayi: {payment, select, on_delivery {An tabbatar. Za ku biya idan kaya ya iso, da tsabar kuɗi ko ta hanyar tura kuɗi ga mai kawowa ko ga shagon.} other {Ana jiran biya.}}\nKu bi odarku a kowane lokaci: {url}\n\nKada ku ba kowa wannan mahaɗa: duk wanda ke da ita zai iya ganin odarku.',
  'email.order_placed.line':
    '  {quantity} × {title}{variant, select, none {} other { ({variant})}}  {lineTotal}{discount, select, none {} other { − rangwamen {discount}}}',
  'email.order_placed.subtotal': '  Jimla kafin ragi: {amount}',
  'email.order_placed.discount': '  Rangwame {code}: −{amount}',
  'email.order_placed.delivery': '  Isarwa ({name}): {fee, select, none {kyauta} other {{fee}}}',
  'email.order_shipped.subject': 'Odarku #{number} daga {store} tana kan hanya',
  'email.order_shipped.body':
    'Sannu {customer},\n\n{store} ya aika da odarku #{number}{carrier, select, none {{tracking, select, none {} other { (lambar bin sawu {tracking})}}} other { ({carrier}{tracking, select, none {} other {, lambar bin sawu {tracking}}})}}.{delivery, select, none {} other {\nIsarwa: {delivery}.}}\n\nKu bi odarku a kowane lokaci: {url}\n\nKada ku ba kowa wannan mahaɗa: duk wanda ke da ita zai iya ganin odarku.',
  'email.order_delivered.subject': 'Oda #{number} ta iso: ku tabbatar kun karɓa',
  'email.order_delivered.body':
    'Sannu {customer},\n\n{store, select, none {Shagon} other {{store}}} ya ce odarku #{number} ta iso.\n{amount, select, none {Kuɗinku} other {Kuɗinku {amount}}} suna ajiye lafiya a hannun Kasuwa har sai kun tabbatar kun karɓa.\n\nKu tabbatar kun karɓa: {url}\n\nIdan akwai matsala, ku kai ƙorafi daga wannan shafin kafin a saki kuɗin.\nIdan ba ku tabbatar ba kuma ba ku kai ƙorafi ba, za a ba mai sayarwa kuɗin bayan {days, plural, one {kwana #} other {kwana #}}.',

  'email.invoice.subject': 'Takardar biya {invoice} daga {store}',
  'email.invoice.body':
    'Sannu {customer},\n\n{store} ya aiko muku da takardar biya {invoice} ta {total}, ranar biya {due}.\n\nKu duba ta ku biya a nan: {url}\n\nKasuwa na riƙe da kuɗinku a ajiya har sai kun tabbatar kun karɓi abin da kuka biya.',
  'email.invoice_reminder_before.subject': 'Tunatarwa: takardar biya {invoice} daga {store}',
  'email.invoice_reminder_before.body':
    'Sannu {customer},\n\nTunatarwa ce: takardar biya {invoice} daga {store} ta {total}, ranar biyanta {due}.\n\nKu duba ta ku biya a nan: {url}\n\nKasuwa na riƙe da kuɗinku a ajiya har sai kun tabbatar kun karɓi abin da kuka biya.',
  'email.invoice_reminder_after.subject': 'Tunatarwa: takardar biya {invoice} daga {store}',
  'email.invoice_reminder_after.body':
    'Sannu {customer},\n\nRanar biyan takardar biya {invoice} daga {store} ta {total} ita ce {due}, amma ba a biya ba tukuna.\n\nKu duba ta ku biya a nan: {url}\n\nKasuwa na riƙe da kuɗinku a ajiya har sai kun tabbatar kun karɓi abin da kuka biya.',
  'email.receipt.subject': 'Rasiɗinku {document} daga {store}',
  'email.receipt.body':
    'Sannu {customer},\n\nMun gode da biyan {amount} da kuka yi wa {store}.\nRasiɗinku {document} (PDF): {url}\nDon injin buga rasiɗi (80 mm): {thermal}{notes, select, none {} other {\n\n{notes}}}',
  'email.credit_note.subject': 'Takardar mayar da kuɗinku {document} daga {store}',
  'email.credit_note.body':
    'Sannu {customer},\n\n{store} ya mayar muku da {amount}.\nTakardar mayar da kuɗinku {document} (PDF): {url}\nDon injin buga rasiɗi (80 mm): {thermal}',

  'email.pay_link.subject': 'Ku biya odarku #{number} a {store}',
  'email.pay_link.body':
    'Sannu {customer},\n\n{store} ya ajiye muku odarku #{number} ta {total}.\nKu biya a nan: {url}\n\nZa a riƙe muku kayan na minti {minutes}. Kasuwa na riƙe da kuɗinku a ajiya lafiya har sai kun tabbatar kun karɓi odarku.',
  'sale.walk_in_customer': 'Abokin ciniki a shago',
  'sale.manual_discount': 'Rangwame',
  'sale.paid_note':
    'An biya mai sayarwa kai tsaye ({method, select, cash {tsabar kuɗi} bank_transfer {tura kuɗi ta banki} pos {injin POS} other {wata hanya}}), mai sayarwa ne ya rubuta: babu ajiya, babu kuɗin Kasuwa.',
  'share.sale_receipt':
    'Mun gode da kuka saya daga {store}! Oda #{number}, an biya {total}. Rasiɗinku: {url}',
  'share.sale_receipt.sms':
    'Mun gode da kuka saya daga {store}! Oda #{number}, an biya {total}. Rasidinku: {url}',
  'share.sale_on_delivery':
    'Gaisuwa daga {store}! An tabbatar da odarku #{number}: {total}, za ku biya idan ta iso (tsabar kuɗi ko tura kuɗi). Ku bi ta a nan: {url}',
  'share.sale_on_delivery.sms':
    '{store}: an tabbatar da oda #{number}. Ku biya {total} idan ta iso (tsaba ko tura kudi). Ku bi ta: {url}',
  'share.sale_pay_link':
    'Gaisuwa daga {store}! Odarku #{number} ta kama {total}. Ku biya a nan (za a riƙe kayan na minti {minutes}): {url}',
  'share.sale_pay_link.sms':
    '{store}: odarku #{number} ta kama {total}. Ku biya a nan (an rike kaya minti {minutes}): {url}',
  'email.plan_active.subject': 'Tsarinku na Kasuwa {plan} ya fara aiki',
  'email.plan_active.body':
    'Mun gode. Mun karɓi {amount} don tsarin {plan} ({interval, select, monthly {na wata-wata} annual {na shekara} other {{interval}}}).{credit, select, none {} other {\nAn cire {credit}, ɓangaren tsarinku na baya da ba ku yi amfani da shi ba.}}\nTsarinku zai yi aiki har {until}, kuma zai sabunta a ranar.\nLambar shaida: {reference}\n\nKu sarrafa tsarinku: {url}',
  'email.plan_renewal_failed.subject': 'Ba mu iya sabunta tsarinku na Kasuwa {plan} ba',
  'email.plan_renewal_failed.body':
    'Cire {amount} daga katinku{last4, select, none {} other { mai ƙarewa da {last4}}} bai yiwu ba: {reason}.\nAbubuwan tsarin {plan} za su ci gaba da aiki har {until}. Za mu sake gwadawa sau ɗaya a rana har zuwa lokacin; bayan haka asusunku zai koma Free (ba za a goge komai ba).\n\nKu canza katinku (za mu gwada shi cikin mintoci kaɗan): {url}',
  'email.plan_ended.subject': 'Tsarinku na Kasuwa {plan} ya ƙare',
  'email.plan_ended.body':
    '{reason, select, unpaid {Ba mu iya sabunta tsarinku na {plan} ba bayan gwadawa na {graceDays, plural, one {kwana #} other {kwana #}}, don haka asusunku yanzu yana kan Free.} other {Tsarinku na {plan} ya ƙare kamar yadda kuka nema, kuma asusunku yanzu yana kan Free.}}\nBa a goge komai ba. Shagunan da suka wuce iyakar Free za su ci gaba da kasancewa a intanet, amma ba za a iya gyara su ba, har sai kun zaɓi waɗanda za ku riƙe ko kun sake ɗaukar tsari.\n\nKu zaɓi tsari: {url}',
  'email.plan_card_changed.subject': 'Tsarinku na Kasuwa zai sabunta da sabon kati',
  'email.plan_card_changed.body':
    'Yanzu tsarinku zai riƙa sabuntawa da katin mai ƙarewa da {last4}{previous, select, none {} other { maimakon katin mai ƙarewa da {previous}}}.\nAna mayar da {amount} da aka cire don duba katin zuwa gare shi.\nIdan ba ku ne kuka yi wannan canji ba, ku amsa wannan imel nan take.\n\nKu sarrafa tsarinku: {url}',
  'email.plan_card_expiring.subject': 'Katinku zai ƙare kafin tsarinku na Kasuwa {plan} ya sabunta',
  'email.plan_card_expiring.body':
    'Tsarinku na {plan} zai sabunta a ranar {renews}, amma katin mai ƙarewa da {last4, select, none {····} other {{last4}}} da ke biyan shi zai ƙare a ƙarshen {expires}.\nKu canza shi kafin lokacin don tsarinku ya sabunta ba tare da tsaiko ba (idan sabuntawa ta kasa, kuna da {graceDays, plural, one {kwana #} other {kwana #}} na alfarma, sannan asusunku zai koma Free).\n\nKu canza katinku: {url}',
  'email.plan_payment_refunded.subject': 'Muna mayar da biya na biyu na tsarinku na Kasuwa {plan}',
  'email.plan_payment_refunded.body':
    'Mun karɓi {amount} don tsarin {plan} ({interval, select, monthly {na wata-wata} annual {na shekara} other {{interval}}}), amma {why, select, already_paid {an riga an biya wannan tsarin} other {tsarinku ya canza kafin wannan biyan ya iso}}, don haka ba a yi amfani da wannan biyan ba: ana mayar da duk kuɗin zuwa katinku.\nYawanci bankinku yana nuna kuɗin da aka mayar cikin ƴan kwanakin aiki. Tsarinku na yanzu bai shafu ba.\nLambar shaida: {reference}\n\nKu sarrafa tsarinku: {url}',

  'email.campaign.reason':
    'Kuna karɓar wannan ne saboda kun amince da karɓar labarai da tayi daga {store} lokacin da kuka yi oda.',
  'email.campaign.unsubscribe': 'Daina karɓa',
  // The line after a store's campaign SMS (GSM-7; STOP is the word the SMS gateway acts on).
  'sms.campaign_opt_out': 'Ku amsa da STOP don daina karbar sakonni.',

  'vendor.order_placed.subject': 'Sabuwar oda #{number} a {store}',
  'vendor.order_placed.body':
    '{customer} ya yi oda #{number} ({total}) a {store}. {payment, select, on_delivery {An tabbatar da ita ba tare da biya ba: abokin ciniki zai biya idan kaya ya iso.} other {Tana jiran biya.}}\n\nKu duba ta a {orders}.',
  'vendor.order_placed.sms':
    '{store}: sabuwar oda #{number} daga {customer}, {total}, {payment, select, on_delivery {biya idan kaya ya iso} other {ana jiran biya}}.',
  'vendor.order_paid.subject': 'An biya oda #{number}',
  'vendor.order_paid.body':
    'An biya oda #{number} a {store}: {amount} (lambar shaida {reference}). Kuɗin yana ajiye a hannun Kasuwa har sai abokin ciniki ya tabbatar ya karɓa.\n\nKu shirya ta ku aika: {orders}',
  'vendor.order_paid.sms':
    '{store}: AN BIYA oda #{number} ({amount}). Ku aika da ita.{link, select, none {} other { {link}}}',
  'vendor.order_paid.push.title': '{store}: an biya oda #{number}',
  'vendor.order_paid.push.body': 'An karɓi {amount}. Ku taɓa don shiryawa da aikawa.',
  'vendor.order_pay_on_delivery.push.title': '{store}: sabuwar oda #{number}, biya idan kaya ya iso',
  'vendor.order_pay_on_delivery.push.body': 'Ku karɓi {amount} idan kun kai kayan. Ku taɓa don ganin odar.',
  'vendor.dispute_opened.subject': 'Abokin ciniki ya kai ƙorafi kan oda #{number}',
  'vendor.dispute_opened.body':
    "Abokin cinikin oda #{number} a {store} ya kai ƙorafi:\n\n{reason}\n\nKuɗin zai ci gaba da zama a ajiya yayin da ma'aikatanmu ke duba lamarin. Ku duba {orders}.",
  'vendor.dispute_opened.sms':
    '{store}: abokin ciniki ya kai korafi kan oda #{number}. An dakatar da kudin; ku duba imel dinku.',
  'vendor.payout_paid.subject': 'An tura {amount} zuwa bankinku',
  'vendor.payout_paid.body':
    'An tura kuɗinku {amount} daga {store} (lambar shaida {reference}) zuwa asusunku na banki.',
  'vendor.payout_paid.sms': '{store}: an tura {amount} zuwa asusunku na banki (shaida {reference}).',
  'vendor.payout_failed.subject': 'Tura {amount} bai yiwu ba',
  'vendor.payout_failed.body':
    'Tura kuɗinku {amount} daga {store} (lambar shaida {reference}) bai yiwu ba: {reason}. Kuɗin ya koma cikin sauran kuɗinku; ku duba bayanan asusunku na banki ku sake nema.',
  'vendor.payout_failed.sms':
    '{store}: tura {amount} BAI YIWU BA ({reason}). Kudin ya koma cikin sauran kudinku.',
  'vendor.low_stock.subject': 'Kaya ya kusa ƙarewa: {item}',
  'vendor.low_stock.body':
    '{item}{sku, select, none {} other { [{sku}]}} a {store} ya rage {stock} (matakin faɗakarwarku {threshold} ne). Ku ƙara kaya daga Inventory a dashboard ɗinku{inventory, select, none {.} other {: {inventory}}}',
  'vendor.low_stock.sms': '{store}: {item} ya rage {stock} a ajiye (matakin fadakarwa {threshold}).',
  'vendor.plan_free.subject': 'Tsarinku na Kasuwa {plan} ya ƙare: {store} yana kan Free',
  'vendor.plan_free.body':
    'Ba a iya biyan sabunta tsarinku na {plan} ba kuma lokacin alfarma ya wuce, don haka asusunku yanzu yana kan tsarin Free. Shagonku zai ci gaba da buɗe tare da iyakokin tsarin Free.\n\nKu sake zaɓar tsari a {billing}.',
  'vendor.plan_free.sms':
    'Kasuwa: ba a iya sabunta tsarinku na {plan} ba; {store} yanzu yana kan tsarin Free. Ku sabunta daga dashboard dinku.',
  'vendor.plan_failed.subject': 'Sabunta tsarinku na Kasuwa {plan} bai yiwu ba',
  'vendor.plan_failed.body':
    'Ba mu iya karɓar kuɗin sabunta tsarinku na {plan} ba{reason, select, none {} other { ({reason})}}. Tsarinku yana ci gaba da aiki{until, select, none {} other { har {until}}}; za mu sake gwadawa. Don kada ku koma tsarin Free, ku canza katinku a {billing}.',
  'vendor.plan_failed.sms':
    'Kasuwa: biyan sabunta {plan} na {store} bai yiwu ba. Tsarinku yana aiki{until, select, none {} other { har {until}}}; ku canza katinku a dashboard.',
  'vendor.your_dashboard': 'dashboard ɗinku',
  'vendor.subscription_in_dashboard': 'Biyan tsari a dashboard ɗinku',
  'vendor.your_account': 'asusunku',

  'sms.order_received':
    '{store}: mun karbi odarku #{number} ({total}{payment, select, on_delivery {, biya idan ta iso} other {}}). Ku bi ta a nan: {url}',
  'sms.receipt':
    '{store}: an karbi biyan {amount}, yana ajiye har sai kun tabbatar kun karba. Rasidi {document}: {url}',
  'sms.credit_note': '{store}: an mayar muku da {amount}. Takardar mayar da kudi {document}: {url}',
  'sms.receipt_direct': '{store}: mun gode da biyan {amount}. Rasidi {document}: {url}',
  'sms.pay_link': '{store}: ku biya odarku #{number} ({total}) a nan: {url} An rike kaya minti {minutes}.',
  'sms.invoice':
    '{store} ya aiko muku da takardar biya {invoice} ta {total}, ranar biya {due}. Ku duba ku biya: {url}',
  'sms.invoice_reminder_before':
    'Tunatarwa: takardar biya {invoice} daga {store} ta {total}, ranar biya {due}. Ku biya: {url}',
  'sms.invoice_reminder_after':
    'Takardar biya {invoice} daga {store} ta {total}, ranar biya {due}, ba a biya ba tukuna. Ku biya: {url}',

  'dispute.received.subject': 'Mun karɓi ƙorafinku kan oda #{number}',
  'dispute.received.body':
    'Mun karɓi ƙorafinku kan oda #{number} daga {store}. Kuɗinku zai ci gaba da zama a ajiya, ba za a ba shagon ba, yayin da Kasuwa ke duba lamarin. Za mu sanar da ku hukuncinmu.',
  'dispute.received.sms':
    'Kasuwa: mun karbi korafinku kan oda #{number} daga {store}. Kudinku yana ajiye yayin da muke dubawa.',
  'dispute.decided.subject': 'Hukunci kan ƙorafinku game da oda #{number}',
  'dispute.decided.body':
    'Kasuwa ta yanke hukunci kan ƙorafinku game da oda #{number} daga {store}: {resolution, select, refund {za a mayar muku da kuɗinku duka; takardar mayar da kuɗi za ta biyo baya, kuma kuɗin zai iso muku cikin ƴan kwanakin aiki} other {kuɗin zai tafi ga {store}}}.\n\nBayaninmu: {note}',
  'dispute.decided.sms':
    'Kasuwa: hukunci kan oda #{number} daga {store}: {resolution, select, refund {za a mayar muku da kudinku duka} other {kudin zai tafi ga {store}}}. Cikakken bayani a imel ko shafin bin odarku.',

  'whatsapp.kasuwa_store_alert': 'Faɗakarwar Kasuwa ga {store}: {alert}',
  'whatsapp.order_received': '{store}: mun karɓi odarku #{number} ({total}). Ku bi ta a nan: {url}',
  'whatsapp.order_shipped': '{store} ya aika da odarku #{number} ({shipping}). Ku bi ta a nan: {url}',
  'whatsapp.order_delivered':
    '{store} ya ce odarku #{number} ta iso. Kuɗinku yana ajiye a hannun Kasuwa har sai kun tabbatar kun karɓa: {url}',
  'whatsapp.shipping':
    '{carrier, select, none {{tracking, select, none {babu lambar bin sawu} other {lambar bin sawu {tracking}}}} other {{carrier}{tracking, select, none {} other {, lambar bin sawu {tracking}}}}}',

  'storefront.whatsapp_order.intro': 'Sannu {store}, ina so in yi oda:',
  'storefront.whatsapp_order.line':
    '- {quantity} x {title}{variant, select, none {} other { ({variant})}}: {total}',
  'storefront.whatsapp_order.total': 'Jimla: {total} (ban da kuɗin isarwa)',
  'storefront.whatsapp_order.code': 'Lambar oda: {code}',
  'page.payment.title': 'Biya',
  'page.payment.error': 'An samu matsala!',
  'page.payment.error_unknown': 'Wani abu ya lalace a ɓangarenmu.',
  'page.payment.received': 'An karɓi biya',
  'page.payment.received_text': 'Mun gode. Kuna iya rufe wannan taga.',
  'page.payment.not_confirmed': 'Ba a tabbatar da biya ba',
  'page.payment.not_confirmed_text': 'Ba mu iya tabbatar da wannan biya ba tukuna.',
  'page.continue': 'Ci gaba',
  'page.confirm.title': 'Tabbatar kun karɓa',
  'page.confirm.question': 'Odarku ta iso?',
  'page.confirm.explain': 'Idan kun tabbatar, za a saki kuɗin da ke ajiye ga mai sayarwa.',
  'page.confirm.button': 'Eh, na karɓi odata',
  'page.confirm.refused': 'Ba mu iya tabbatar da karɓa ba',
  'page.confirm.invalid': 'Wannan mahaɗa ba ta aiki',
  'page.confirm.invalid_text': 'Wataƙila an riga an yi amfani da ita.',
  'page.confirm.thanks_title': 'Mun gode',
  'page.confirm.thanks': 'Mun gode!',
  'page.confirm.thanks_text': 'Kun tabbatar kun karɓa. An biya mai sayarwa.',

  'page.brand': 'Kasuwa',
  'page.back_to_kasuwa': 'Koma Kasuwa',
  'page.leaving.title': 'Kuna barin Kasuwa zuwa {host}',
  'page.leaving.heading': 'Kuna barin Kasuwa',
  'page.leaving.goes_to': 'Wannan mahaɗa za ta kai ku',
  'page.leaving.note':
    'Ba Kasuwa ke gudanar da wannan shafin ba. Ku ci gaba kawai idan kun amince da shi, kuma kada ku taɓa sa kalmar sirrinku ta Kasuwa a can.',
  'page.leaving.continue': 'Ci gaba zuwa {host}',
  'page.refused.title': 'Ba za a iya buɗe wannan mahaɗa ba',
  'page.refused.text':
    'Ba ta kai ga shafin yanar gizo ba: adireshin da suka fara da http:// ko https:// kaɗai Kasuwa ke bi.',
  'page.refused.note':
    'Idan wani ya aiko muku da wannan mahaɗa, wataƙila an yi ta ne don cutar da wayarku ko asusunku.',
  'page.queues.title': 'Layukan aiki na Kasuwa',
  'page.queues.note':
    'Mai gudanar da ayyuka a cikin tsarin, kan teburin outbox. Saita REDIS_URL don layukan su yi aiki kan BullMQ tare da Bull Board a nan.',
  'page.queues.queue': 'Layi',
  'page.queues.waiting': 'Suna jira',
  'page.queues.active': 'Suna aiki',
  'page.queues.completed': 'An kammala',
  'page.queues.failed': 'Sun kasa',
  'page.queues.delayed': 'An jinkirta',
  'page.queues.health': 'Lafiya',
  'page.queues.healthy': 'Lafiya ƙalau',
  'page.queues.issues': 'Matsaloli',
  'page.queues.failed_jobs': 'Ayyukan da suka kasa kwanan nan',
  'page.queues.no_failed_jobs': 'Babu aikin da ya kasa.',
  'page.queues.job': 'Aiki',
  'page.queues.type': 'Iri',
  'page.queues.attempts': 'Ƙoƙari',
  'page.queues.error': 'Kuskure',
  'page.queues.failed_at': 'Lokacin kasawa',
  'page.queues.sign_in_heading': 'Allon layukan aiki',
  'page.queues.sign_in_text': 'Ku shiga ɓangaren gudanarwa ku buɗe allon layukan aiki daga System Monitor.',
  'page.queues.sign_in_link': 'Je zuwa System Monitor',
  // Receipts, credit notes and invoices as PDF: the document's labels, in its language.
  'doc.title':
    '{kind, select, receipt {Rasiɗi} credit_note {Takardar mayar da kuɗi} other {Takardar biya}} {number}',
  'doc.phone': 'Waya: {phone}',
  'doc.issued': 'Ranar bayarwa: {date}',
  'doc.customer': 'Abokin ciniki: {customer}',
  'doc.item': 'Kaya',
  'doc.amount': 'Kuɗi',
  'doc.line': '{quantity} x {title} @ {price}',
  'doc.line_discount': 'Rangwamen kaya',
  'doc.total': 'Jimla',
  'doc.paid_by': 'An biya ta {method}',
  'doc.reference': 'Lambar shaida: {reference}',
  'doc.order': 'Oda',
  'doc.invoice': 'Takardar biya',
  'doc.discount': '{codes, select, none {Rangwame} other {Rangwame ({codes})}}',
  'doc.delivery': 'Isarwa',
  'doc.escrow_note':
    'Kasuwa na riƙe da kuɗinku a ajiya, kuma za a ba mai sayarwa ne kawai bayan kun tabbatar kun karɓi kayan (ko lokacin tabbatarwa ya ƙare ba tare da ƙorafi ba).',
  'doc.lapsed_note':
    'Wannan biya ya iso bayan an soke odar (lokacin riƙe kayan ya ƙare). Kuɗin yana ajiye a hannun Kasuwa kuma za a mayar muku da shi; ku tuntuɓi mai sayarwa idan har yanzu kuna son kayan.',
  'doc.refund': 'Mayar da kuɗi{reason, select, none {} other {: {reason}}}',
  'doc.refers_to_receipt': 'Game da rasiɗi',
  'doc.refund_note': 'Kuɗin da aka mayar zai koma katin ko asusun da aka biya daga gare shi.',
  // A receipt of a payment made to the seller outside Kasuwa (a recorded sale).
  'doc.direct_method':
    '{method, select, cash {tsabar kuɗi} bank_transfer {tura kuɗi ta banki zuwa ga mai sayarwa} pos {injin POS} other {an biya mai sayarwa kai tsaye}}',
  'doc.direct_note':
    'An biya mai sayarwa kai tsaye. Kasuwa ba ta riƙe wannan kuɗin ba (babu ajiya) kuma ba ta karɓi kuɗin sabis a kai ba.',
  // Staff invitations, the owner's activity log and plan renewal reminders (merged after the catalogues).
  'email.staff_invite.subject': '{owner} ya gayyace ku ku yi aiki a {store} a Kasuwa',
  'email.staff_invite.body':
    'Sannu {name},\n\n{owner} ya gayyace ku ku taimaka wajen gudanar da {store} a Kasuwa a matsayin {role, select, manager {manaja} sales {mai sayarwa} stock {mai kula da kaya} other {ma’aikaci}}.\nYi amfani da mahaɗin da ke ƙasa don shiga. Yana aiki sau ɗaya, kuma zai ƙare bayan kwanaki 7.',
  'email.staff_invite.action': 'Shiga shagon',
  'email.staff_invite.footer':
    'Idan ba ku san {owner} ba, ku yi watsi da wannan imel: babu abin da zai faru ba tare da ku ba.\nKasuwa Technologies Ltd, Lagos · {support}',
  'email.plan_renewal_due.subject':
    '{days, plural, =0 {Ku biya tsarinku na Kasuwa {plan} kafin {renews}} one {Tsarinku na Kasuwa {plan} zai ƙare gobe} other {Tsarinku na Kasuwa {plan} zai ƙare nan da kwanaki #}}',
  'email.plan_renewal_due.body':
    'An biya tsarinku na {plan} ba tare da katin da aka ajiye ba, don haka ba zai sabunta kansa ba.\n{days, plural, =0 {Lokacin da kuka biya ya ƙare. Abubuwan tsarinku za su ci gaba har zuwa {renews}; bayan haka asusunku zai koma Free (ba a share komai ba).} other {Ku biya {amount} na lokaci na gaba kafin {renews} ta kati, tura kuɗi ta banki ko USSD, kuma zai fara idan wannan ya ƙare.}}\n\nBiya na lokaci na gaba: {url}',
  'vendor.audit.action':
    '{action, select, product_create {Ya ƙara kaya} product_update {Ya canza kaya} product_delete {Ya share kaya} product_image_add {Ya ƙara hoton kaya} product_image_remove {Ya cire hoton kaya} product_import {Ya shigo da kaya} collection_create {Ya ƙara rukuni} collection_update {Ya canza rukuni} collection_delete {Ya share rukuni} stock_adjust {Ya gyara yawan kaya} stock_threshold {Ya canza faɗakarwar ƙarancin kaya} order_update {Ya ci gaba da oda} order_paid_outside {Ya ce an biya oda a wajen Kasuwa} order_proof {Ya haɗa shaidar biya da oda} order_refund {Ya mayar da kuɗin oda} sale_record {Ya rubuta ciniki} sale_proof {Ya haɗa shaidar biya da ciniki} bank_account_update {Ya canza asusun banki na karɓar kuɗi} payout_request {Ya nemi a tura kuɗi banki} payment_methods_update {Ya canza hanyoyin biya} invoice_create {Ya ƙirƙiri takardar biya} invoice_update {Ya canza takardar biya} invoice_send {Ya aika takardar biya} invoice_void {Ya soke takardar biya} invoice_settings_update {Ya canza saitunan takardar biya} discount_create {Ya ƙara rangwame} discount_update {Ya canza rangwame} discount_delete {Ya share rangwame} delivery_create {Ya ƙara hanyar isarwa} delivery_update {Ya canza hanyar isarwa} delivery_delete {Ya share hanyar isarwa} customer_update {Ya canza abokin ciniki} customer_import {Ya shigo da abokan ciniki} campaign_create {Ya aika kamfen} webhook_create {Ya ƙara webhook} webhook_update {Ya canza webhook} webhook_delete {Ya share webhook} webhook_rotate {Ya canza sirrin webhook} webhook_test {Ya gwada webhook} webhook_replay {Ya sake aika webhook} app_connect {Ya haɗa manhaja} app_disconnect {Ya cire manhaja} domain_update {Ya saita sunan yanar gizo na shagon} domain_check {Ya duba sunan yanar gizo na shagon} domain_remove {Ya cire sunan yanar gizo na shagon} settings_update {Ya canza saitunan shago} settings_image {Ya canza tambari ko banner} notifications_update {Ya canza zaɓin sanarwa} staff_invite {Ya gayyaci {name} zuwa shagon} staff_invite_resend {Ya sake aika gayyata ga {name}} staff_invite_revoke {Ya soke gayyatar {name}} staff_join {Ya shiga shagon} staff_update {Ya canza matsayin {name}} staff_remove {Ya cire {name} daga shagon} other {Ya yi canji}}',
  'sms.staff_invite': '{owner} ya gayyace ku ku yi aiki a {store} a Kasuwa. Ku shiga cikin kwanaki 7: {url}',
  // The API's error texts (messages.errors.ts), in a file of their own for length.
  ...errorsHa,
} as const satisfies Record<MessageId, string>;

export default ha;

/** Keys a native speaker has reviewed: none yet (docs/decisions/0018-languages.md). */
export const reviewed: readonly string[] = [];
