import type { MessageId } from '../messages.params';
import errorsYo from './errors/yo';

/**
 * Yoruba, standard written Yoruba with tone marks and under-dots on screens, e-mails and WhatsApp, polite
 * "ẹ" to the reader (docs/i18n-glossary.md). SMS texts (`sms.*`, `*.sms`) drop tone marks and under-dots
 * (ẹ→e, ọ→o, ṣ→s) so they stay GSM-7, as Yoruba is commonly typed on phones.
 */
const yo = {
  'email.button_fallback': 'Tí bọ́tìnnì náà kò bá ṣiṣẹ́, ẹ da ìjápọ̀ yìí kọ sínú ẹ̀rọ ìṣàwákiri yín:',
  'email.confirm.subject': 'Ẹ jẹ́rìísí àkáǹtì Kasuwa yín',
  'email.confirm.body':
    'Ẹ kú àbọ̀ sí Kasuwa, {firstName}!\n\nẸ ṣé tí ẹ ṣí àkáǹtì fún {business}.\nẸ jọ̀wọ́ ẹ jẹ́rìísí àdírẹ́sì ímeèlì yín láti parí ṣíṣí àkáǹtì yín. Ìjápọ̀ náà wúlò fún wákàtí 48.',
  'email.confirm.action': 'Jẹ́rìísí ímeèlì mi',
  'email.confirm.footer':
    'Tí kì í bá ṣe ẹ̀yin ni ẹ ṣí àkáǹtì Kasuwa, ẹ fi ímeèlì yìí sílẹ̀.\nKasuwa Technologies Ltd, Lagos · {support}',
  'email.registration_attempt.subject': 'Ẹnìkan gbìyànjú láti forúkọ sílẹ̀ pẹ̀lú ímeèlì yín',
  'email.registration_attempt.body':
    'Ẹ n lẹ́ {firstName},\n\nẸnìkan gbìyànjú láti ṣí àkáǹtì Kasuwa pẹ̀lú àdírẹ́sì ímeèlì yìí, tí ó ti ní àkáǹtì tẹ́lẹ̀.\nTí ẹ̀yin ni, ẹ wọlé, tàbí ẹ tún ọ̀rọ̀ aṣínà yín ṣe tí ẹ bá ti gbàgbé rẹ̀:\n{resetUrl}\nTí kì í bá ṣe ẹ̀yin, ẹ fi ímeèlì yìí sílẹ̀: kò sí ohun tó yí padà.',
  'email.registration_attempt.action': 'Wọlé sí Kasuwa',
  'email.registration_attempt.footer': 'Kasuwa Technologies Ltd, Lagos · {support}',
  'email.password_reset.subject': 'Ẹ tún ọ̀rọ̀ aṣínà Kasuwa yín ṣe',
  'email.password_reset.body':
    'Ẹ n lẹ́ {firstName},\n\nA gba ìbéèrè láti tún ọ̀rọ̀ aṣínà àkáǹtì Kasuwa yín ṣe.\nẸ lo ìjápọ̀ ìsàlẹ̀ yìí láti yan ọ̀rọ̀ aṣínà tuntun. Ẹ̀ẹ̀kan ṣoṣo ni ó máa ṣiṣẹ́, yóò sì parí lẹ́yìn wákàtí kan.',
  'email.password_reset.action': 'Tún ọ̀rọ̀ aṣínà mi ṣe',
  'email.password_reset.footer':
    'Tí kì í bá ṣe ẹ̀yin ni ẹ béèrè, ẹ fi ímeèlì yìí sílẹ̀: ọ̀rọ̀ aṣínà yín kò ní yí padà.\nKasuwa Technologies Ltd, Lagos · {support}',
  'email.password_changed.subject': 'A ti yí ọ̀rọ̀ aṣínà Kasuwa yín padà',
  'email.password_changed.body':
    'Ẹ n lẹ́ {firstName},\n\nWọ́n ṣẹ̀ṣẹ̀ yí ọ̀rọ̀ aṣínà àkáǹtì Kasuwa yín padà, a sì ti jáde kúrò ní gbogbo ibòmíràn tí ẹ wọlé sí.\nTí kì í bá ṣe ẹ̀yin, ẹ tún ọ̀rọ̀ aṣínà yín ṣe lẹ́sẹ̀kẹsẹ̀ kí ẹ sì kọ̀wé sí {support}.',
  'email.password_changed.action': 'Wọlé sí Kasuwa',
  'email.password_changed.footer': 'Kasuwa Technologies Ltd, Lagos',
  'email.login_locked.subject': 'A ti ti àkáǹtì Kasuwa yín pa',
  'email.login_locked.body':
    'Ẹ n lẹ́ {firstName},\n\nẸnìkan kùnà láti wọ àkáǹtì Kasuwa yín ní ọ̀pọ̀ ìgbà, nítorí náà a ti ìwọlé pa fún ìṣẹ́jú 15.\nTí ẹ̀yin ni, ẹ ṣì lè wọlé báyìí: ẹ tẹ ọ̀rọ̀ aṣínà yín, lẹ́yìn náà kóòdù tí a ó fi ránṣẹ́ sí ímeèlì yín.\nTí kì í bá ṣe ẹ̀yin, kò sí ẹni tó wọlé. Láti wà láìléwu, ẹ yan ọ̀rọ̀ aṣínà tuntun pẹ̀lú ìjápọ̀ ìsàlẹ̀ yìí.',
  'email.login_locked.action': 'Tún ọ̀rọ̀ aṣínà mi ṣe',
  'email.login_locked.footer': 'Kasuwa Technologies Ltd, Lagos · {support}',
  'email.login_code.subject': 'Kóòdù ìwọlé Kasuwa: {code}',
  'email.login_code.body':
    'Ẹ n lẹ́ {firstName},\n\nKóòdù ìwọlé yín ni {code}. Ẹ̀ẹ̀kan ṣoṣo ni ó máa ṣiṣẹ́, láàárín ìṣẹ́jú 10.\nẸ tẹ̀ ẹ́ sí ojú-ìwé ìwọlé pẹ̀lú ọ̀rọ̀ aṣínà yín.\nTí kì í bá ṣe ẹ̀yin ló ń wọlé báyìí, ẹnìkan mọ ọ̀rọ̀ aṣínà yín: ẹ tún un ṣe lẹ́sẹ̀kẹsẹ̀.',
  'email.login_code.action': 'Tún ọ̀rọ̀ aṣínà mi ṣe',
  'email.login_code.footer': 'Kasuwa Technologies Ltd, Lagos · {support}',
  'email.newsletter_confirm.subject': 'Ẹ jẹ́rìísí pé ẹ fẹ́ gba ìwé ìròyìn Kasuwa',
  'email.newsletter_confirm.body':
    'Ẹ n lẹ́ {name},\n\nẸ jọ̀wọ́ ẹ jẹ́rìísí pé ẹ fẹ́ máa gba ìwé ìròyìn Kasuwa: ìmọ̀ràn lórí títa ọjà lórí ayélujára, ìròyìn nípa ohun tuntun àti\nìtàn àwọn olùtajà káàkiri Áfíríkà. A kì í fi ju ímeèlì méjì ránṣẹ́ lóṣù.',
  'email.newsletter_confirm.action': 'Jẹ́rìísí rẹ̀',
  'email.newsletter_confirm.footer':
    'Tí kì í bá ṣe ẹ̀yin ni ẹ béèrè, ẹ fi ímeèlì yìí sílẹ̀, tàbí ẹ dá gbígbà dúró níbí: {unsubscribeUrl}\n\nKasuwa Technologies Ltd, Lagos',
  'email.contact.subject':
    '{priority, select, none {} other {[Kíákíá] Olùtajà {priority}: }}Fọ́ọ̀mù ìkànsí #{id}: {subject, select, none {Kò sí àkòrí} other {{subject}}}',
  'email.contact.body':
    'Láti ọ̀dọ̀: {name} <{email}>{priority, select, none {} other {\nÈtò: {priority} (ìrànlọ́wọ́ kíákíá: ẹ kọ́kọ́ dá a lóhùn)}}\nÀkòrí: {subject, select, none {(kò sí)} other {{subject}}}\nÓ dé: {received}\n\n{message}',
  'email.admin_login_locked.subject': 'A ti ti àkáǹtì ọ́fíìsì Kasuwa yín pa',
  'email.admin_login_locked.body':
    'Ẹ n lẹ́ {firstName},\n\nẸnìkan kùnà láti wọ àkáǹtì ọ́fíìsì Kasuwa yín ní ọ̀pọ̀ ìgbà, nítorí náà a ti tì í pa fún ìṣẹ́jú 15.\nTí ẹ̀yin ni, ẹ ṣì lè wọlé báyìí: ẹ tẹ ọ̀rọ̀ aṣínà yín, lẹ́yìn náà kóòdù tí a ó fi ránṣẹ́ sí ímeèlì yín.\nTí kì í bá ṣe ẹ̀yin, ọ̀rọ̀ aṣínà yín wà láìléwu níwọ̀n ìgbà tí ẹnìkan kò mọ̀ ọ́n; tí ẹ bá ṣiyèméjì, ẹ ní kí\nalábòójútó àgbà yí i padà. Ẹ wọlé ní {loginUrl}',
  'email.admin_login_code.subject': 'Kóòdù ìwọlé Kasuwa: {code}',
  'email.admin_login_code.body':
    'Ẹ n lẹ́ {firstName},\n\nKóòdù ìwọlé yín ni {code}. Ẹ̀ẹ̀kan ṣoṣo ni ó máa ṣiṣẹ́, láàárín ìṣẹ́jú 10.\nẸ tẹ̀ ẹ́ sí ojú-ìwé ìwọlé pẹ̀lú ọ̀rọ̀ aṣínà yín. Tí kì í bá ṣe ẹ̀yin ló ń wọlé báyìí, ẹnìkan mọ\nọ̀rọ̀ aṣínà yín: ẹ yí i padà lẹ́sẹ̀kẹsẹ̀.',

  'email.order_placed.subject': 'Ọ́dà yín #{number} ní {store}',
  'email.order_placed.body':
    'Ẹ n lẹ́ {customer},\n\nẸ ṣé fún ọ́dà yín #{number} ní {store}.\n\n{lines}\n  Àpapọ̀: {total}\n\nIpò: {payment, select, on_delivery {A ti fìdí rẹ̀ múlẹ̀. Ẹ ó sanwó nígbà tí ọjà bá dé, ní owó lọ́wọ́ tàbí nípa ìfiránṣẹ́ owó sí ẹni tó gbé e wá tàbí sí ṣọ́ọ̀bù.} other {Ó ń dúró de ìsanwó.}}\nẸ tẹ̀lé ọ́dà yín nígbàkúùgbà: {url}\n\nẸ má fi ìjápọ̀ yìí han ẹnikẹ́ni: ẹnikẹ́ni tó bá ní i lè rí ọ́dà yín.',
  'email.order_placed.line':
    '  {quantity} × {title}{variant, select, none {} other { ({variant})}}  {lineTotal}{discount, select, none {} other { − ẹ̀dínwó {discount}}}',
  'email.order_placed.subtotal': '  Àpapọ̀ kékeré: {amount}',
  'email.order_placed.discount': '  Ẹ̀dínwó {code}: −{amount}',
  'email.order_placed.delivery': '  Ìfijíṣẹ́ ({name}): {fee, select, none {lọ́fẹ̀ẹ́} other {{fee}}}',
  'email.order_shipped.subject': 'Ọ́dà yín #{number} láti {store} ti wà lójú ọ̀nà',
  'email.order_shipped.body':
    'Ẹ n lẹ́ {customer},\n\n{store} ti kó ọ́dà yín #{number} jáde{carrier, select, none {{tracking, select, none {} other { (nọ́ńbà ìtọpa {tracking})}}} other { ({carrier}{tracking, select, none {} other {, nọ́ńbà ìtọpa {tracking}}})}}.{delivery, select, none {} other {\nÌfijíṣẹ́: {delivery}.}}\n\nẸ tẹ̀lé ọ́dà yín nígbàkúùgbà: {url}\n\nẸ má fi ìjápọ̀ yìí han ẹnikẹ́ni: ẹnikẹ́ni tó bá ní i lè rí ọ́dà yín.',
  'email.order_delivered.subject': 'Ọ́dà #{number} ti dé: ẹ jẹ́rìí pé ẹ ti gbà á',
  'email.order_delivered.body':
    'Ẹ n lẹ́ {customer},\n\n{store, select, none {Ṣọ́ọ̀bù náà} other {{store}}} sọ pé ọ́dà yín #{number} ti dé.\n{amount, select, none {Owó yín} other {Owó yín {amount}}} wà ní ìpamọ́ lọ́dọ̀ Kasuwa títí ẹ ó fi jẹ́rìí pé ẹ ti gbà á.\n\nẸ jẹ́rìí pé ẹ ti gbà á: {url}\n\nTí nǹkan kò bá tọ́, ẹ fi ẹ̀sùn sílẹ̀ láti ojú-ìwé kan náà kí wọ́n tó san owó náà.\nTí ẹ kò bá jẹ́rìí tàbí fi ẹ̀sùn sílẹ̀, a ó san owó náà fún olùtajà lẹ́yìn {days, plural, one {ọjọ́ #} other {ọjọ́ #}}.',

  'email.invoice.subject': 'Ìwé owó {invoice} láti {store}',
  'email.invoice.body':
    'Ẹ n lẹ́ {customer},\n\n{store} fi ìwé owó {invoice} ti {total} ránṣẹ́ sí yín, ọjọ́ ìsanwó rẹ̀ ni {due}.\n\nẸ wò ó kí ẹ sì san án níbí: {url}\n\nKasuwa ń pa owó yín mọ́ títí ẹ ó fi jẹ́rìí pé ẹ ti gba ohun tí ẹ sanwó fún.',
  'email.invoice_reminder_before.subject': 'Ìránnilétí: ìwé owó {invoice} láti {store}',
  'email.invoice_reminder_before.body':
    'Ẹ n lẹ́ {customer},\n\nÌránnilétí ni: ìwé owó {invoice} láti {store} ti {total}, ọjọ́ ìsanwó rẹ̀ ni {due}.\n\nẸ wò ó kí ẹ sì san án níbí: {url}\n\nKasuwa ń pa owó yín mọ́ títí ẹ ó fi jẹ́rìí pé ẹ ti gba ohun tí ẹ sanwó fún.',
  'email.invoice_reminder_after.subject': 'Ìránnilétí: ìwé owó {invoice} láti {store}',
  'email.invoice_reminder_after.body':
    'Ẹ n lẹ́ {customer},\n\nỌjọ́ ìsanwó ìwé owó {invoice} láti {store} ti {total} jẹ́ {due}, ṣùgbọ́n a kò tíì san án.\n\nẸ wò ó kí ẹ sì san án níbí: {url}\n\nKasuwa ń pa owó yín mọ́ títí ẹ ó fi jẹ́rìí pé ẹ ti gba ohun tí ẹ sanwó fún.',
  'email.receipt.subject': 'Rìsíìtì yín {document} láti {store}',
  'email.receipt.body':
    'Ẹ n lẹ́ {customer},\n\nẸ ṣé fún owó {amount} tí ẹ san fún {store}.\nRìsíìtì yín {document} (PDF): {url}\nFún ẹ̀rọ ìtẹ̀wé rìsíìtì (80 mm): {thermal}{notes, select, none {} other {\n\n{notes}}}',
  'email.credit_note.subject': 'Ìwé ìdápadà owó yín {document} láti {store}',
  'email.credit_note.body':
    'Ẹ n lẹ́ {customer},\n\n{store} ti dá {amount} padà fún yín.\nÌwé ìdápadà owó yín {document} (PDF): {url}\nFún ẹ̀rọ ìtẹ̀wé rìsíìtì (80 mm): {thermal}',

  'email.pay_link.subject': 'Ẹ sanwó ọ́dà yín #{number} ní {store}',
  'email.pay_link.body':
    'Ẹ n lẹ́ {customer},\n\n{store} ti ya ọ́dà yín #{number} ti {total} sọ́tọ̀ fún yín.\nẸ sanwó rẹ̀ níbí: {url}\n\nA ó pa àwọn ọjà náà mọ́ fún ìṣẹ́jú {minutes}. Kasuwa ń pa owó yín mọ́ láìléwu títí ẹ ó fi jẹ́rìí pé ẹ ti gba ọ́dà yín.',
  'sale.walk_in_customer': 'Oníbàárà tó wọlé',
  'sale.manual_discount': 'Ẹ̀dínwó',
  'sale.paid_note':
    'Wọ́n san owó fún olùtajà tààrà ({method, select, cash {owó lọ́wọ́} bank_transfer {ìfiránṣẹ́ owó sí báǹkì} pos {ẹ̀rọ POS} other {ọ̀nà mìíràn}}), olùtajà ló kọ ọ́ sílẹ̀: kò sí ìpamọ́, kò sí owó Kasuwa.',
  'share.sale_receipt': 'Ẹ ṣé tí ẹ rajà lọ́wọ́ {store}! Ọ́dà #{number}, a ti san {total}. Rìsíìtì yín: {url}',
  'share.sale_receipt.sms':
    'E se ti e raja lowo {store}! Oda #{number}, a ti san {total}. Risiiti yin: {url}',
  'share.sale_on_delivery':
    'Ẹ n lẹ́ láti {store}! A ti fìdí ọ́dà yín #{number} múlẹ̀: {total}, ẹ ó sanwó nígbà tí ó bá dé (owó lọ́wọ́ tàbí ìfiránṣẹ́ owó). Ẹ tẹ̀lé e níbí: {url}',
  'share.sale_on_delivery.sms':
    '{store}: a ti fidi oda #{number} mule. E san {total} nigba ti o ba de (owo lowo tabi transfer). E tele e: {url}',
  'share.sale_pay_link':
    'Ẹ n lẹ́ láti {store}! Ọ́dà yín #{number} jẹ́ {total}. Ẹ sanwó rẹ̀ níbí (a ó pa àwọn ọjà mọ́ fún ìṣẹ́jú {minutes}): {url}',
  'share.sale_pay_link.sms':
    '{store}: oda yin #{number} je {total}. E sanwo nibi (a pa oja mo fun iseju {minutes}): {url}',
  'email.plan_active.subject': 'Ètò Kasuwa {plan} yín ti bẹ̀rẹ̀',
  'email.plan_active.body':
    'Ẹ ṣé. A gba {amount} fún ètò {plan} ({interval, select, monthly {lóṣooṣù} annual {lọ́dọọdún} other {{interval}}}).{credit, select, none {} other {\nA ti yọ {credit}, apá ètò yín àtẹ̀yìnwá tí ẹ kò lò, kúrò.}}\nÈtò yín yóò ṣiṣẹ́ títí di {until}, yóò sì tún ara rẹ̀ ṣe lọ́jọ́ náà.\nNọ́ńbà ìtọ́kasí: {reference}\n\nẸ ṣàkóso ètò yín: {url}',
  'email.plan_renewal_failed.subject': 'A kò lè tún ètò Kasuwa {plan} yín ṣe',
  'email.plan_renewal_failed.body':
    'Gbígba {amount} lórí káàdì yín{last4, select, none {} other { tó parí sí {last4}}} kò ṣeé ṣe: {reason}.\nÀwọn ohun ètò {plan} yóò máa ṣiṣẹ́ títí di {until}. A ó gbìyànjú lẹ́ẹ̀kan lójúmọ́ títí di ìgbà náà; lẹ́yìn náà àkáǹtì yín yóò bọ́ sí Free (a kò ní pa nǹkan rẹ́).\n\nẸ pààrọ̀ káàdì yín (a ó gbìyànjú rẹ̀ láàárín ìṣẹ́jú díẹ̀): {url}',
  'email.plan_ended.subject': 'Ètò Kasuwa {plan} yín ti parí',
  'email.plan_ended.body':
    '{reason, select, unpaid {A kò lè tún ètò {plan} yín ṣe lẹ́yìn tí a gbìyànjú fún {graceDays, plural, one {ọjọ́ #} other {ọjọ́ #}}, nítorí náà àkáǹtì yín ti wà lórí Free báyìí.} other {Ètò {plan} yín ti parí bí ẹ ṣe béèrè, àkáǹtì yín sì ti wà lórí Free báyìí.}}\nA kò pa nǹkan kan rẹ́. Àwọn ṣọ́ọ̀bù tó ju ohun tí Free gbà lọ yóò wà lórí ayélujára, ṣùgbọ́n ẹ kò ní lè yí wọn padà títí ẹ ó fi yan èyí tí ẹ ó pa mọ́ tàbí tí ẹ bá tún gba ètò.\n\nẸ yan ètò: {url}',
  'email.plan_card_changed.subject': 'Ètò Kasuwa yín yóò máa sanwó pẹ̀lú káàdì tuntun',
  'email.plan_card_changed.body':
    'Ètò yín yóò máa tún ara rẹ̀ ṣe pẹ̀lú káàdì tó parí sí {last4}{previous, select, none {} other { dípò káàdì tó parí sí {previous}}}.\nA ń dá {amount} tí a gbà láti yẹ káàdì náà wò padà sí i.\nTí kì í bá ṣe ẹ̀yin ni ẹ ṣe àyípadà yìí, ẹ fèsì sí ímeèlì yìí lẹ́sẹ̀kẹsẹ̀.\n\nẸ ṣàkóso ètò yín: {url}',
  'email.plan_card_expiring.subject': 'Káàdì yín yóò parí kí ètò Kasuwa {plan} yín tó tún ara rẹ̀ ṣe',
  'email.plan_card_expiring.body':
    'Ètò {plan} yín yóò tún ara rẹ̀ ṣe ní {renews}, ṣùgbọ́n káàdì tó parí sí {last4, select, none {····} other {{last4}}} tó ń sanwó rẹ̀ yóò parí ní òpin {expires}.\nẸ pààrọ̀ rẹ̀ ṣáájú ìgbà náà kí ètò yín lè tún ara rẹ̀ ṣe láìdádúró (tí àtúnṣe bá kùnà, ẹ ní {graceDays, plural, one {ọjọ́ #} other {ọjọ́ #}} àánú, lẹ́yìn náà àkáǹtì yín yóò bọ́ sí Free).\n\nẸ pààrọ̀ káàdì yín: {url}',
  'email.plan_payment_refunded.subject': 'A ń dá ìsanwó kejì fún ètò Kasuwa {plan} yín padà',
  'email.plan_payment_refunded.body':
    'A gba {amount} fún ètò {plan} ({interval, select, monthly {lóṣooṣù} annual {lọ́dọọdún} other {{interval}}}), ṣùgbọ́n {why, select, already_paid {wọ́n ti san owó ètò yìí tẹ́lẹ̀} other {ètò yín ti yí padà kí ìsanwó yìí tó dé}}, nítorí náà a kò lo ìsanwó yìí: a ń dá gbogbo owó náà padà sí káàdì yín.\nBáǹkì yín sábà máa ń fi owó tí a dá padà hàn láàárín ọjọ́ iṣẹ́ díẹ̀. Ètò yín lọ́wọ́lọ́wọ́ kò yí padà.\nNọ́ńbà ìtọ́kasí: {reference}\n\nẸ ṣàkóso ètò yín: {url}',

  'email.campaign.reason':
    'Ẹ ń gba èyí nítorí ẹ gbà láti máa gba ìròyìn àti ìpèsè láti {store} nígbà tí ẹ ṣe ọ́dà.',
  'email.campaign.unsubscribe': 'Dá gbígbà dúró',
  // The line after a store's campaign SMS (GSM-7; STOP is the word the SMS gateway acts on).
  'sms.campaign_opt_out': 'E fesi STOP ti e ko ba fe gba iroyin mo.',

  'vendor.order_placed.subject': 'Ọ́dà tuntun #{number} ní {store}',
  'vendor.order_placed.body':
    '{customer} ṣe ọ́dà #{number} ({total}) ní {store}. {payment, select, on_delivery {A ti fìdí rẹ̀ múlẹ̀ láìsanwó: oníbàárà yóò sanwó nígbà tí ọjà bá dé.} other {Ó ń dúró de ìsanwó.}}\n\nẸ wò ó ní {orders}.',
  'vendor.order_placed.sms':
    '{store}: oda tuntun #{number} lati odo {customer}, {total}, {payment, select, on_delivery {sanwo nigba ti oja ba de} other {o n duro de isanwo}}.',
  'vendor.order_paid.subject': 'Wọ́n ti san ọ́dà #{number}',
  'vendor.order_paid.body':
    'Wọ́n ti san ọ́dà #{number} ní {store}: {amount} (nọ́ńbà ìtọ́kasí {reference}). Owó náà wà ní ìpamọ́ lọ́dọ̀ Kasuwa títí oníbàárà yóò fi jẹ́rìí pé ó ti dé.\n\nẸ ṣètò rẹ̀ kí ẹ sì kó o jáde: {orders}',
  'vendor.order_paid.sms':
    '{store}: won ti SAN oda #{number} ({amount}). E jowo e ko o jade.{link, select, none {} other { {link}}}',
  'vendor.order_paid.push.title': '{store}: wọ́n ti san ọ́dà #{number}',
  'vendor.order_paid.push.body': '{amount} ti wọlé. Ẹ tẹ̀ ẹ́ láti ṣètò rẹ̀ kí ẹ sì kó o jáde.',
  'vendor.order_pay_on_delivery.push.title': '{store}: ọ́dà tuntun #{number}, sanwó nígbà tí ọjà bá dé',
  'vendor.order_pay_on_delivery.push.body': 'Ẹ gba {amount} nígbà tí ẹ bá fi jíṣẹ́. Ẹ tẹ̀ ẹ́ láti rí ọ́dà náà.',
  'vendor.dispute_opened.subject': 'Oníbàárà kan fi ẹ̀sùn sílẹ̀ lórí ọ́dà #{number}',
  'vendor.dispute_opened.body':
    'Oníbàárà ọ́dà #{number} ní {store} fi ẹ̀sùn sílẹ̀:\n\n{reason}\n\nOwó náà yóò wà ní ìpamọ́ nígbà tí ẹgbẹ́ wa ń wo ọ̀rọ̀ náà. Ẹ wo {orders}.',
  'vendor.dispute_opened.sms':
    '{store}: onibaara fi esun sile lori oda #{number}. A ti da owo naa duro; e wo imeeli yin.',
  'vendor.payout_paid.subject': 'A ti san {amount} sí báǹkì yín',
  'vendor.payout_paid.body':
    'A ti san owó yín {amount} láti {store} (nọ́ńbà ìtọ́kasí {reference}) sí àkáǹtì báǹkì yín.',
  'vendor.payout_paid.sms': '{store}: a ti san {amount} si akanti banki yin (itokasi {reference}).',
  'vendor.payout_failed.subject': 'Sísan {amount} kò ṣeé ṣe',
  'vendor.payout_failed.body':
    'Sísan owó yín {amount} láti {store} (nọ́ńbà ìtọ́kasí {reference}) kò ṣeé ṣe: {reason}. Owó náà ti padà sí owó yín tó kù; ẹ ṣàyẹ̀wò àlàyé àkáǹtì báǹkì yín kí ẹ sì tún béèrè rẹ̀.',
  'vendor.payout_failed.sms':
    '{store}: sisan {amount} KO SE E SE ({reason}). Owo naa ti pada si owo yin to ku.',
  'vendor.low_stock.subject': 'Ọjà ti fẹ́rẹ̀ tán: {item}',
  'vendor.low_stock.body':
    '{item}{sku, select, none {} other { [{sku}]}} ní {store} ti kù {stock} (ìwọ̀n ìkìlọ̀ yín jẹ́ {threshold}). Ẹ fi kún un láti Inventory nínú dashboard yín{inventory, select, none {.} other {: {inventory}}}',
  'vendor.low_stock.sms': '{store}: {item} ti ku {stock} (iwon ikilo {threshold}).',
  'vendor.plan_free.subject': 'Ètò Kasuwa {plan} yín ti parí: {store} ti wà lórí Free',
  'vendor.plan_free.body':
    'A kò lè gba owó àtúnṣe ètò {plan} yín, àkókò àánú sì ti kọjá, nítorí náà àkáǹtì yín ti wà lórí ètò Free báyìí. Ṣọ́ọ̀bù yín yóò wà ní ṣíṣí pẹ̀lú ààlà ètò Free.\n\nẸ tún yan ètò ní {billing}.',
  'vendor.plan_free.sms':
    'Kasuwa: a ko le tun eto {plan} yin se; {store} ti wa lori eto Free bayii. E tun un se lati dashboard yin.',
  'vendor.plan_failed.subject': 'Àtúnṣe ètò Kasuwa {plan} yín kùnà',
  'vendor.plan_failed.body':
    'A kò lè gba owó àtúnṣe ètò {plan} yín{reason, select, none {} other { ({reason})}}. Ètò yín ṣì ń ṣiṣẹ́{until, select, none {} other { títí di {until}}}; a ó tún gbìyànjú. Kí àkáǹtì yín má bàa bọ́ sí ètò Free, ẹ pààrọ̀ káàdì yín ní {billing}.',
  'vendor.plan_failed.sms':
    'Kasuwa: owo atunse {plan} fun {store} kuna. Eto yin n sise{until, select, none {} other { titi di {until}}}; e paaro kaadi yin ni dashboard.',
  'vendor.your_dashboard': 'dashboard yín',
  'vendor.subscription_in_dashboard': 'Ìsanwó ètò nínú dashboard yín',
  'vendor.your_account': 'àkáǹtì yín',

  'sms.order_received':
    '{store}: a ti gba oda yin #{number} ({total}{payment, select, on_delivery {, sanwo nigba ti o ba de} other {}}). E tele e nibi: {url}',
  'sms.receipt':
    '{store}: a ti gba {amount}, Kasuwa n pa a mo titi e o fi jerii pe o ti de. Risiiti {document}: {url}',
  'sms.credit_note': '{store}: a ti da {amount} pada fun yin. Iwe idapada owo {document}: {url}',
  'sms.receipt_direct': '{store}: e se fun owo {amount} ti e san. Risiiti {document}: {url}',
  'sms.pay_link': '{store}: e sanwo oda yin #{number} ({total}) nibi: {url} A pa oja mo fun iseju {minutes}.',
  'sms.invoice':
    '{store} fi iwe owo {invoice} ti {total} ranse si yin, ojo isanwo {due}. E wo o, e san an: {url}',
  'sms.invoice_reminder_before':
    'Irannileti: iwe owo {invoice} lati {store} ti {total}, ojo isanwo {due}. E san an: {url}',
  'sms.invoice_reminder_after':
    'Iwe owo {invoice} lati {store} ti {total}, ojo isanwo {due}, a ko tii san an. E san an: {url}',

  'dispute.received.subject': 'A ti gba ẹ̀sùn yín lórí ọ́dà #{number}',
  'dispute.received.body':
    'A ti gba ẹ̀sùn yín lórí ọ́dà #{number} láti {store}. Owó yín yóò wà ní ìpamọ́, a kò ní san án fún ṣọ́ọ̀bù, nígbà tí Kasuwa ń wo ọ̀rọ̀ náà. A ó sọ ìpinnu wa fún yín.',
  'dispute.received.sms':
    'Kasuwa: a ti gba esun yin lori oda #{number} lati {store}. Owo yin wa ni ipamo nigba ti a n wo o.',
  'dispute.decided.subject': 'Ìpinnu lórí ẹ̀sùn yín nípa ọ́dà #{number}',
  'dispute.decided.body':
    'Kasuwa ti ṣe ìpinnu lórí ẹ̀sùn yín nípa ọ́dà #{number} láti {store}: {resolution, select, refund {a ó dá gbogbo owó yín padà; ìwé ìdápadà owó yín ń bọ̀, owó náà yóò sì dé ọ̀dọ̀ yín láàárín ọjọ́ iṣẹ́ díẹ̀} other {owó náà yóò lọ sọ́dọ̀ {store}}}.\n\nÀlàyé wa: {note}',
  'dispute.decided.sms':
    'Kasuwa: ipinnu lori oda #{number} lati {store}: {resolution, select, refund {a o da gbogbo owo yin pada} other {owo naa yoo lo si {store}}}. Alaye wa ninu imeeli tabi oju-iwe itopa yin.',

  'whatsapp.kasuwa_store_alert': 'Ìkìlọ̀ Kasuwa fún {store}: {alert}',
  'whatsapp.order_received': '{store}: a ti gba ọ́dà yín #{number} ({total}). Ẹ tẹ̀lé e níbí: {url}',
  'whatsapp.order_shipped': '{store} ti kó ọ́dà yín #{number} jáde ({shipping}). Ẹ tẹ̀lé e níbí: {url}',
  'whatsapp.order_delivered':
    '{store} sọ pé ọ́dà yín #{number} ti dé. Owó yín wà ní ìpamọ́ títí ẹ ó fi jẹ́rìí pé ẹ ti gbà á: {url}',
  'whatsapp.shipping':
    '{carrier, select, none {{tracking, select, none {kò sí nọ́ńbà ìtọpa} other {nọ́ńbà ìtọpa {tracking}}}} other {{carrier}{tracking, select, none {} other {, nọ́ńbà ìtọpa {tracking}}}}}',

  'storefront.whatsapp_order.intro': 'Ẹ n lẹ́ {store}, mo fẹ́ ṣe ọ́dà:',
  'storefront.whatsapp_order.line':
    '- {quantity} x {title}{variant, select, none {} other { ({variant})}}: {total}',
  'storefront.whatsapp_order.total': 'Àpapọ̀: {total} (láìsí owó ìfijíṣẹ́)',
  'storefront.whatsapp_order.code': 'Kóòdù ọ́dà: {code}',
  'page.payment.title': 'Ìsanwó',
  'page.payment.error': 'Àṣìṣe kan ṣẹlẹ̀!',
  'page.payment.error_unknown': 'Nǹkan kan bàjẹ́ ní ọ̀dọ̀ wa.',
  'page.payment.received': 'A ti gba owó náà',
  'page.payment.received_text': 'Ẹ ṣé. Ẹ lè pa fèrèsé yìí dé.',
  'page.payment.not_confirmed': 'A kò tíì fìdí ìsanwó múlẹ̀',
  'page.payment.not_confirmed_text': 'A kò tíì lè fìdí ìsanwó yìí múlẹ̀.',
  'page.continue': 'Tẹ̀síwájú',
  'page.confirm.title': 'Jẹ́rìí pé ẹ ti gbà á',
  'page.confirm.question': 'Ṣé ọ́dà yín ti dé?',
  'page.confirm.explain': 'Tí ẹ bá jẹ́rìí, owó tó wà ní ìpamọ́ yóò lọ sọ́dọ̀ olùtajà.',
  'page.confirm.button': 'Bẹ́ẹ̀ ni, mo ti gba ọ́dà mi',
  'page.confirm.refused': 'A kò lè jẹ́rìí pé ẹ ti gbà á',
  'page.confirm.invalid': 'Ìjápọ̀ yìí kò wúlò',
  'page.confirm.invalid_text': 'Ó ṣeé ṣe kí wọ́n ti lò ó tẹ́lẹ̀.',
  'page.confirm.thanks_title': 'Ẹ ṣé',
  'page.confirm.thanks': 'Ẹ ṣé o!',
  'page.confirm.thanks_text': 'Ẹ ti jẹ́rìí pé ẹ ti gbà á. A ti san owó fún olùtajà.',

  'page.brand': 'Kasuwa',
  'page.back_to_kasuwa': 'Padà sí Kasuwa',
  'page.leaving.title': 'Ẹ ń kúrò ní Kasuwa lọ sí {host}',
  'page.leaving.heading': 'Ẹ ń kúrò ní Kasuwa',
  'page.leaving.goes_to': 'Ìjápọ̀ yìí lọ sí',
  'page.leaving.note':
    'Kasuwa kọ́ ló ń ṣe ìkànnì yẹn. Ẹ tẹ̀síwájú tí ẹ bá gbẹ́kẹ̀lé e nìkan, ẹ má sì ṣe tẹ ọ̀rọ̀ aṣínà Kasuwa yín síbẹ̀ láé.',
  'page.leaving.continue': 'Tẹ̀síwájú lọ sí {host}',
  'page.refused.title': 'A kò lè ṣí ìjápọ̀ yìí',
  'page.refused.text':
    'Kò lọ sí ojú-ìwé ayélujára: àdírẹ́sì tó bẹ̀rẹ̀ pẹ̀lú http:// tàbí https:// nìkan ni Kasuwa ń tẹ̀lé.',
  'page.refused.note':
    'Tí ẹnìkan bá fi ìjápọ̀ yìí ránṣẹ́ sí yín, ó lè jẹ́ pé wọ́n ṣe é láti ba ẹ̀rọ yín tàbí àkáǹtì yín jẹ́.',
  'page.queues.title': 'Àwọn ìlà iṣẹ́ Kasuwa',
  'page.queues.note':
    'Olùṣiṣẹ́ iṣẹ́ inú ètò, lórí tábìlì outbox. Ẹ ṣètò REDIS_URL kí àwọn ìlà lè ṣiṣẹ́ lórí BullMQ pẹ̀lú Bull Board níbí.',
  'page.queues.queue': 'Ìlà',
  'page.queues.waiting': 'Ń dúró',
  'page.queues.active': 'Ń ṣiṣẹ́',
  'page.queues.completed': 'Ti parí',
  'page.queues.failed': 'Kùnà',
  'page.queues.delayed': 'Ti sún síwájú',
  'page.queues.health': 'Ìlera',
  'page.queues.healthy': 'Ó dára',
  'page.queues.issues': 'Àwọn ìṣòro',
  'page.queues.failed_jobs': 'Àwọn iṣẹ́ tó kùnà láìpẹ́',
  'page.queues.no_failed_jobs': 'Kò sí iṣẹ́ tó kùnà.',
  'page.queues.job': 'Iṣẹ́',
  'page.queues.type': 'Irú',
  'page.queues.attempts': 'Ìgbìyànjú',
  'page.queues.error': 'Àṣìṣe',
  'page.queues.failed_at': 'Ìgbà tó kùnà',
  'page.queues.sign_in_heading': 'Pátákó àwọn ìlà iṣẹ́',
  'page.queues.sign_in_text': 'Ẹ wọlé sí apá ìṣàkóso kí ẹ sì ṣí pátákó àwọn ìlà iṣẹ́ láti System Monitor.',
  'page.queues.sign_in_link': 'Lọ sí System Monitor',
  // Receipts, credit notes and invoices as PDF: the document's labels, in its language.
  'doc.title': '{kind, select, receipt {Rìsíìtì} credit_note {Ìwé ìdápadà owó} other {Ìwé owó}} {number}',
  'doc.phone': 'Fóònù: {phone}',
  'doc.issued': 'Ọjọ́: {date}',
  'doc.customer': 'Oníbàárà: {customer}',
  'doc.item': 'Ọjà',
  'doc.amount': 'Iye owó',
  'doc.line': '{quantity} x {title} @ {price}',
  'doc.line_discount': 'Ẹ̀dínwó ọjà',
  'doc.total': 'Àpapọ̀',
  'doc.paid_by': 'A san án nípa {method}',
  'doc.reference': 'Nọ́ńbà ìtọ́kasí: {reference}',
  'doc.order': 'Ọ́dà',
  'doc.invoice': 'Ìwé owó',
  'doc.discount': '{codes, select, none {Ẹ̀dínwó} other {Ẹ̀dínwó ({codes})}}',
  'doc.delivery': 'Ìfijíṣẹ́',
  'doc.escrow_note':
    'Kasuwa ń pa owó yín mọ́, a ó sì san án fún olùtajà lẹ́yìn tí ẹ bá jẹ́rìí pé ọjà ti dé nìkan (tàbí tí àkókò ìjẹ́rìí bá kọjá láìsí ẹ̀sùn).',
  'doc.lapsed_note':
    'Owó yìí dé lẹ́yìn tí wọ́n ti fagilé ọ́dà náà (àkókò tí a fi pa ọjà mọ́ ti kọjá). Owó náà wà ní ìpamọ́ lọ́dọ̀ Kasuwa, a ó sì dá a padà fún yín; ẹ kàn sí olùtajà tí ẹ bá ṣì fẹ́ ọjà náà.',
  'doc.refund': 'Ìdápadà owó{reason, select, none {} other {: {reason}}}',
  'doc.refers_to_receipt': 'Ó tọ́ka sí rìsíìtì',
  'doc.refund_note': 'Owó tí a dá padà yóò padà sí káàdì tàbí àkáǹtì tí ìsanwó ti wá.',
  // A receipt of a payment made to the seller outside Kasuwa (a recorded sale).
  'doc.direct_method':
    '{method, select, cash {owó lọ́wọ́} bank_transfer {ìfiránṣẹ́ owó sí báǹkì olùtajà} pos {ẹ̀rọ POS} other {wọ́n san án fún olùtajà tààrà}}',
  'doc.direct_note':
    'Wọ́n san owó yìí fún olùtajà tààrà. Kasuwa kò pa owó yìí mọ́ (kò sí ìpamọ́), kò sì gba owó iṣẹ́ kankan lórí rẹ̀.',
  // Staff invitations, the owner's activity log and plan renewal reminders (merged after the catalogues).
  'email.staff_invite.subject': '{owner} pè yín láti ṣiṣẹ́ ní {store} lórí Kasuwa',
  'email.staff_invite.body':
    'Ẹ n lẹ́ o {name},\n\n{owner} pè yín láti bá wọn ṣe ìtọ́jú {store} lórí Kasuwa gẹ́gẹ́ bí {role, select, manager {alákòóso} sales {olùtajà} stock {olùtọ́jú ọjà} other {òṣìṣẹ́}}.\nẸ lo ìjápọ̀ ìsàlẹ̀ yìí láti darapọ̀. Ẹ̀ẹ̀kan ṣoṣo ló máa ṣiṣẹ́, yóò sì parí lẹ́yìn ọjọ́ méje.',
  'email.staff_invite.action': 'Darapọ̀ mọ́ ṣọ́ọ̀bù náà',
  'email.staff_invite.footer':
    'Tí ẹ kò bá mọ {owner}, ẹ fi ímeèlì yìí sílẹ̀: kò sí ohun tí yóò ṣẹlẹ̀ láìsí yín.\nKasuwa Technologies Ltd, Lagos · {support}',
  'email.plan_renewal_due.subject':
    '{days, plural, =0 {Ẹ sanwó ètò Kasuwa {plan} yín kí {renews} tó dé} other {Ètò Kasuwa {plan} yín yóò parí ní ọjọ́ # sí i}}',
  'email.plan_renewal_due.body':
    'A san ètò {plan} yín láìsí káàdì tí a fi pamọ́, nítorí náà kò ní tún ara rẹ̀ ṣe fúnra rẹ̀.\n{days, plural, =0 {Àkókò tí ẹ san fún ti parí. Àwọn ohun ètò yín yóò máa ṣiṣẹ́ títí di {renews}; lẹ́yìn náà àkáǹtì yín yóò padà sí Free (a kò ní pa nǹkan rẹ́).} other {Ẹ san {amount} fún àkókò tó ń bọ̀ kí {renews} tó dé pẹ̀lú káàdì, fífi owó ránṣẹ́ láti báǹkì tàbí USSD, yóò sì bẹ̀rẹ̀ nígbà tí èyí bá parí.}}\n\nẸ sanwó fún àkókò tó ń bọ̀: {url}',
  'vendor.audit.action':
    '{action, select, product_create {Ṣàfikún ọjà} product_update {Ṣàtúnṣe ọjà} product_delete {Pa ọjà rẹ́} product_image_add {Ṣàfikún àwòrán ọjà} product_image_remove {Yọ àwòrán ọjà kúrò} product_import {Kó àwọn ọjà wọlé} collection_create {Ṣàfikún àkójọpọ̀} collection_update {Ṣàtúnṣe àkójọpọ̀} collection_delete {Pa àkójọpọ̀ rẹ́} stock_adjust {Ṣàtúnṣe iye ọjà tó kù} stock_threshold {Ṣàtúnṣe ìkìlọ̀ ọjà tó ń tán} order_update {Gbé ọ́dà kan síwájú} order_paid_outside {Sàmì sí ọ́dà pé wọ́n sanwó rẹ̀ lóde Kasuwa} order_proof {So ẹ̀rí ìsanwó mọ́ ọ́dà} order_refund {Dá owó ọ́dà padà} sale_record {Kọ ọjà tí a tà sílẹ̀} sale_proof {So ẹ̀rí ìsanwó mọ́ ọjà tí a tà} bank_account_update {Yí àkáǹtì báǹkì ìsanwó padà} payout_request {Béèrè owó sí báǹkì} payment_methods_update {Yí ọ̀nà ìsanwó padà} invoice_create {Ṣẹ̀dá ìwé owó} invoice_update {Ṣàtúnṣe ìwé owó} invoice_send {Fi ìwé owó ránṣẹ́} invoice_void {Fagilé ìwé owó} invoice_settings_update {Yí ètò ìwé owó padà} discount_create {Ṣàfikún ẹ̀dínwó} discount_update {Ṣàtúnṣe ẹ̀dínwó} discount_delete {Pa ẹ̀dínwó rẹ́} delivery_create {Ṣàfikún ọ̀nà ìfijíṣẹ́} delivery_update {Ṣàtúnṣe ọ̀nà ìfijíṣẹ́} delivery_delete {Pa ọ̀nà ìfijíṣẹ́ rẹ́} customer_update {Ṣàtúnṣe oníbàárà} customer_import {Kó àwọn oníbàárà wọlé} campaign_create {Fi ìpolówó ránṣẹ́} webhook_create {Ṣàfikún webhook} webhook_update {Ṣàtúnṣe webhook} webhook_delete {Pa webhook rẹ́} webhook_rotate {Yí àṣírí webhook padà} webhook_test {Dán webhook wò} webhook_replay {Tún webhook fi ránṣẹ́} app_connect {So áàpù pọ̀} app_disconnect {Yọ áàpù kúrò} domain_update {Ṣètò orúkọ ìkànnì ti ara ṣọ́ọ̀bù} domain_check {Ṣàyẹ̀wò orúkọ ìkànnì ti ara ṣọ́ọ̀bù} domain_remove {Yọ orúkọ ìkànnì ti ara ṣọ́ọ̀bù kúrò} settings_update {Yí ètò ṣọ́ọ̀bù padà} settings_image {Yí àmì tàbí àsíá padà} notifications_update {Yí àṣàyàn ìfitónilétí padà} staff_invite {Pe {name} sí ṣọ́ọ̀bù} staff_invite_resend {Tún ìpè ránṣẹ́ sí {name}} staff_invite_revoke {Fagilé ìpè {name}} staff_join {Darapọ̀ mọ́ ṣọ́ọ̀bù} staff_update {Yí ipa {name} padà} staff_remove {Yọ {name} kúrò nínú ṣọ́ọ̀bù} other {Ṣe àyípadà kan}}',
  'sms.staff_invite': '{owner} pe yin lati sise ni {store} lori Kasuwa. E darapo laarin ojo meje: {url}',
  // The API's error texts (messages.errors.ts), in a file of their own for length.
  ...errorsYo,
} as const satisfies Record<MessageId, string>;

export default yo;

/** Keys a native speaker has reviewed: none yet (docs/decisions/0018-languages.md). */
export const reviewed: readonly string[] = [];
