import type { MessageId } from '../messages.params';
import errorsPcm from './errors/pcm';

/**
 * Nigerian Pidgin as Lagos writes it and BBC News Pidgin prints it (dey, don, wey, una, abeg; English
 * spelling for English words; docs/i18n-glossary.md). Pidgin is written in GSM-7 letters anyway.
 */
const pcm = {
  'email.button_fallback': 'If the button no work, copy this link put for your browser:',
  'email.confirm.subject': 'Confirm your Kasuwa account',
  'email.confirm.body':
    'Welcome to Kasuwa, {firstName}!\n\nThank you say you open account for {business}.\nAbeg confirm your email address make your account ready. The link go work for 48 hours.',
  'email.confirm.action': 'Confirm my email',
  'email.confirm.footer':
    'If no be you open Kasuwa account, just leave this email.\nKasuwa Technologies Ltd, Lagos · {support}',
  'email.registration_attempt.subject': 'Person try register with your email',
  'email.registration_attempt.body':
    'Hello {firstName},\n\nPerson try open Kasuwa account with this email address, but e don already get account.\nIf na you, just log in, or change your password if you don forget am:\n{resetUrl}\nIf no be you, leave this email: nothing change.',
  'email.registration_attempt.action': 'Log in to Kasuwa',
  'email.registration_attempt.footer': 'Kasuwa Technologies Ltd, Lagos · {support}',
  'email.password_reset.subject': 'Change your Kasuwa password',
  'email.password_reset.body':
    'Hello {firstName},\n\nWe get request to change the password of your Kasuwa account.\nUse the link wey dey below to choose new password. E go work only once and e go expire after one hour.',
  'email.password_reset.action': 'Change my password',
  'email.password_reset.footer':
    'If no be you ask for am, leave this email: your password no go change.\nKasuwa Technologies Ltd, Lagos · {support}',
  'email.password_changed.subject': 'Your Kasuwa password don change',
  'email.password_changed.body':
    'Hello {firstName},\n\nThe password of your Kasuwa account just change, and we don log out every other place wey you log in.\nIf no be you do am, change your password sharp sharp and write to {support}.',
  'email.password_changed.action': 'Log in to Kasuwa',
  'email.password_changed.footer': 'Kasuwa Technologies Ltd, Lagos',
  'email.login_locked.subject': 'We don lock your Kasuwa account',
  'email.login_locked.body':
    'Hello {firstName},\n\nPerson try log in to your Kasuwa account many times and e no work, so we lock login for 15 minutes.\nIf na you, you fit still log in now: put your password, then the code wey we go email you.\nIf no be you, nobody enter. To dey safe, choose new password with the link wey dey below.',
  'email.login_locked.action': 'Change my password',
  'email.login_locked.footer': 'Kasuwa Technologies Ltd, Lagos · {support}',
  'email.login_code.subject': 'Kasuwa login code: {code}',
  'email.login_code.body':
    'Hello {firstName},\n\nYour login code na {code}. E go work only once, inside 10 minutes.\nPut am for the login page with your password.\nIf no be you dey log in now, somebody know your password: change am sharp sharp.',
  'email.login_code.action': 'Change my password',
  'email.login_code.footer': 'Kasuwa Technologies Ltd, Lagos · {support}',
  'email.newsletter_confirm.subject': 'Confirm say you want Kasuwa newsletter',
  'email.newsletter_confirm.body':
    'Hello {name},\n\nAbeg confirm say you want make we dey send you Kasuwa newsletter: tips to sell online, news about wetin we build and\nstories from sellers across Africa. We no dey send pass two emails for one month.',
  'email.newsletter_confirm.action': 'Confirm am',
  'email.newsletter_confirm.footer':
    'If no be you ask for am, leave this email, or stop am here: {unsubscribeUrl}\n\nKasuwa Technologies Ltd, Lagos',
  'email.contact.subject':
    '{priority, select, none {} other {[Priority] {priority} seller: }}Contact form #{id}: {subject, select, none {No subject} other {{subject}}}',
  'email.contact.body':
    'From: {name} <{email}>{priority, select, none {} other {\nPlan: {priority} (priority support: answer am first)}}\nSubject: {subject, select, none {(none)} other {{subject}}}\nE land: {received}\n\n{message}',
  'email.admin_login_locked.subject': 'We don lock your Kasuwa back-office account',
  'email.admin_login_locked.body':
    'Hello {firstName},\n\nPerson try log in to your Kasuwa back-office account many times and e no work, so we lock am for 15 minutes.\nIf na you, you fit still log in now: put your password, then the code wey we go email you.\nIf no be you, your password still dey safe as long as nobody know am; if you no sure, ask super administrator\nmake e change am. Log in for {loginUrl}',
  'email.admin_login_code.subject': 'Kasuwa login code: {code}',
  'email.admin_login_code.body':
    'Hello {firstName},\n\nYour login code na {code}. E go work only once, inside 10 minutes.\nPut am for the login page with your password. If no be you dey log in now, somebody know your\npassword: change am sharp sharp.',

  'email.order_placed.subject': 'Your order #{number} for {store}',
  'email.order_placed.body':
    'Hello {customer},\n\nThank you for your order #{number} for {store}.\n\n{lines}\n  Total: {total}\n\nStatus: {payment, select, on_delivery {E don confirm. You go pay when e reach you, cash or transfer to the rider or the shop.} other {E dey wait for payment.}}\nFollow your order anytime: {url}\n\nNo share this link: anybody wey get am fit see your order.',
  'email.order_placed.line':
    '  {quantity} × {title}{variant, select, none {} other { ({variant})}}  {lineTotal}{discount, select, none {} other { − {discount} discount}}',
  'email.order_placed.subtotal': '  Subtotal: {amount}',
  'email.order_placed.discount': '  Discount {code}: −{amount}',
  'email.order_placed.delivery': '  Delivery ({name}): {fee, select, none {free} other {{fee}}}',
  'email.order_shipped.subject': 'Your order #{number} from {store} don dey road',
  'email.order_shipped.body':
    'Hello {customer},\n\n{store} don send your order #{number}{carrier, select, none {{tracking, select, none {} other { (tracking number {tracking})}}} other { ({carrier}{tracking, select, none {} other {, tracking number {tracking}}})}}.{delivery, select, none {} other {\nDelivery: {delivery}.}}\n\nFollow your order anytime: {url}\n\nNo share this link: anybody wey get am fit see your order.',
  'email.order_delivered.subject': 'Order #{number} don reach: abeg confirm say you collect am',
  'email.order_delivered.body':
    'Hello {customer},\n\n{store, select, none {The shop} other {{store}}} talk say your order #{number} don reach you.\n{amount, select, none {Your payment} other {Your payment of {amount}}} dey safe for escrow: Kasuwa dey hold am until you confirm say you collect the order.\n\nConfirm am here: {url}\n\nIf something no correct, open complain for the same page before the money go to the seller.\nIf you no confirm and you no complain, the money go reach the seller after {days, plural, one {# day} other {# days}}.',

  'email.invoice.subject': 'Invoice {invoice} from {store}',
  'email.invoice.body':
    'Hello {customer},\n\n{store} don send you invoice {invoice} for {total}, to pay by {due}.\n\nSee am and pay here: {url}\n\nKasuwa go hold your payment for escrow until you confirm say you collect wetin you pay for.',
  'email.invoice_reminder_before.subject': 'Reminder: invoice {invoice} from {store}',
  'email.invoice_reminder_before.body':
    'Hello {customer},\n\nWe just dey remind you: invoice {invoice} from {store} for {total} suppose pay by {due}.\n\nSee am and pay here: {url}\n\nKasuwa go hold your payment for escrow until you confirm say you collect wetin you pay for.',
  'email.invoice_reminder_after.subject': 'Reminder: invoice {invoice} from {store}',
  'email.invoice_reminder_after.body':
    'Hello {customer},\n\nInvoice {invoice} from {store} for {total} suppose pay by {due}, but nobody don pay am yet.\n\nSee am and pay here: {url}\n\nKasuwa go hold your payment for escrow until you confirm say you collect wetin you pay for.',
  'email.receipt.subject': 'Your receipt {document} from {store}',
  'email.receipt.body':
    'Hello {customer},\n\nThank you for your payment of {amount} to {store}.\nYour receipt {document} (PDF): {url}\nFor receipt printer (80 mm): {thermal}{notes, select, none {} other {\n\n{notes}}}',
  'email.credit_note.subject': 'Your credit note {document} from {store}',
  'email.credit_note.body':
    'Hello {customer},\n\n{store} don refund {amount} to you.\nYour credit note {document} (PDF): {url}\nFor receipt printer (80 mm): {thermal}',

  'email.pay_link.subject': 'Pay for your order #{number} for {store}',
  'email.pay_link.body':
    'Hello {customer},\n\n{store} don keep your order #{number} of {total} for you.\nPay for am here: {url}\n\nWe go hold the items for {minutes} minutes. Kasuwa go keep your payment safe for escrow until you confirm say you collect your order.',
  'sale.walk_in_customer': 'Customer wey waka enter',
  'sale.manual_discount': 'Discount',
  'sale.paid_note':
    'Customer pay the seller by hand ({method, select, cash {cash} bank_transfer {transfer} pos {POS} other {other way}}), na the seller record am: no escrow, no Kasuwa fee.',
  'share.sale_receipt':
    'Thank you as you buy from {store}! Order #{number}, {total} don pay. Your receipt: {url}',
  'share.sale_receipt.sms':
    'Thank you as you buy from {store}! Order #{number}, {total} don pay. Your receipt: {url}',
  'share.sale_on_delivery':
    'Hello from {store}! Your order #{number} don confirm: {total}, you go pay when e reach you (cash or transfer). Follow am here: {url}',
  'share.sale_on_delivery.sms':
    '{store}: order #{number} don confirm. Pay {total} when e reach you (cash or transfer). Follow am: {url}',
  'share.sale_pay_link':
    'Hello from {store}! Your order #{number} na {total}. Pay for am here (we go hold the items for {minutes} minutes): {url}',
  'share.sale_pay_link.sms':
    '{store}: your order #{number} na {total}. Pay here (we hold items {minutes} min): {url}',
  'email.plan_active.subject': 'Your Kasuwa {plan} plan don start',
  'email.plan_active.body':
    'Thank you. We don receive {amount} for the {plan} plan ({interval, select, monthly {every month} annual {every year} other {{interval}}}).{credit, select, none {} other {\nWe don remove {credit}, the part of your old plan wey you never use.}}\nYour plan go run reach {until} and e go renew that day.\nReference: {reference}\n\nManage your plan: {url}',
  'email.plan_renewal_failed.subject': 'We no fit renew your Kasuwa {plan} plan',
  'email.plan_renewal_failed.body':
    'We try charge {amount} from your card{last4, select, none {} other { wey end with {last4}}} but e no work: {reason}.\nYour {plan} features go still work until {until}. We go try again once every day till then; after that your account go move to Free (we no go delete anything).\n\nChange your card (we go try am inside few minutes): {url}',
  'email.plan_ended.subject': 'Your Kasuwa {plan} plan don end',
  'email.plan_ended.body':
    '{reason, select, unpaid {We no fit renew your {plan} plan after we try for {graceDays, plural, one {# day} other {# days}}, so your account don move to Free.} other {Your {plan} plan don end as you talk, and your account don move to Free.}}\nWe no delete anything. Shops wey pass wetin Free plan allow go still dey online, but you no fit change them until you choose which ones to keep or you upgrade again.\n\nChoose plan: {url}',
  'email.plan_card_changed.subject': 'Your Kasuwa plan go renew with new card',
  'email.plan_card_changed.body':
    'Your plan go dey renew with the card wey end with {last4}{previous, select, none {} other { instead of the card wey end with {previous}}}.\nThe {amount} wey we take check the card, we dey refund am back to the card.\nIf no be you make this change, reply this e-mail sharp sharp.\n\nManage your plan: {url}',
  'email.plan_card_expiring.subject': 'Your card go expire before your Kasuwa {plan} plan renew',
  'email.plan_card_expiring.body':
    'Your {plan} plan go renew on {renews}, but the card wey end with {last4, select, none {····} other {{last4}}} wey dey pay for am go expire end of {expires}.\nChange am before then make your plan renew without break (if renewal no work, you get {graceDays, plural, one {# day} other {# days}} grace, then your account go move to Free).\n\nChange your card: {url}',
  'email.plan_payment_refunded.subject': 'We dey refund second payment for your Kasuwa {plan} plan',
  'email.plan_payment_refunded.body':
    'We receive {amount} for the {plan} plan ({interval, select, monthly {every month} annual {every year} other {{interval}}}), but {why, select, already_paid {person don already pay for this plan} other {your plan don change before this payment land}}, so we no use this payment: we dey refund all the money back to your card.\nYour bank go usually show the refund inside few working days. Your plan wey dey run no go change.\nReference: {reference}\n\nManage your plan: {url}',

  'email.campaign.reason':
    'You dey get this email because you agree to receive news and offers from {store} when you order.',
  'email.campaign.unsubscribe': 'Stop to dey receive',
  // The line after a store's campaign SMS (GSM-7; STOP is the word the SMS gateway acts on).
  'sms.campaign_opt_out': 'Reply STOP make we stop to send you message.',

  'vendor.order_placed.subject': 'New order #{number} for {store}',
  'vendor.order_placed.body':
    '{customer} don order #{number} ({total}) for {store}. {payment, select, on_delivery {E don confirm but nobody pay yet: customer go pay when e reach am.} other {E dey wait for payment.}}\n\nSee am for {orders}.',
  'vendor.order_placed.sms':
    '{store}: new order #{number} from {customer}, {total}, {payment, select, on_delivery {pay when e reach} other {dey wait for payment}}.',
  'vendor.order_paid.subject': 'Order #{number} don pay',
  'vendor.order_paid.body':
    'Order #{number} for {store} don pay: {amount} (reference {reference}). Kasuwa dey hold the money for escrow until the customer confirm say e don reach am.\n\nPrepare am and send am: {orders}',
  'vendor.order_paid.sms':
    '{store}: order #{number} don PAY ({amount}). Abeg send am.{link, select, none {} other { {link}}}',
  'vendor.order_paid.push.title': '{store}: order #{number} don pay',
  'vendor.order_paid.push.body': '{amount} don land. Tap am make you prepare and send am.',
  'vendor.order_pay_on_delivery.push.title': '{store}: new order #{number}, pay when e reach',
  'vendor.order_pay_on_delivery.push.body': 'Collect {amount} when you deliver. Tap am to see the order.',
  'vendor.dispute_opened.subject': 'Customer don complain for order #{number}',
  'vendor.dispute_opened.body':
    'The customer for order #{number} for {store} don complain:\n\n{reason}\n\nThe payment go still dey escrow while our team dey look the matter. See {orders}.',
  'vendor.dispute_opened.sms':
    '{store}: customer don complain for order #{number}. We hold the payment; check your e-mail.',
  'vendor.payout_paid.subject': 'Payout of {amount} don pay',
  'vendor.payout_paid.body':
    'Your payout of {amount} from {store} (reference {reference}) don enter your bank account.',
  'vendor.payout_paid.sms': '{store}: payout of {amount} don enter your bank account (ref {reference}).',
  'vendor.payout_failed.subject': 'Payout of {amount} no work',
  'vendor.payout_failed.body':
    'Your payout of {amount} from {store} (reference {reference}) no work: {reason}. The money don return to your balance; check your bank account details and request am again.',
  'vendor.payout_failed.sms':
    '{store}: payout of {amount} NO WORK ({reason}). The money don return to your balance.',
  'vendor.low_stock.subject': 'Stock don low: {item}',
  'vendor.low_stock.body':
    '{item}{sku, select, none {} other { [{sku}]}} for {store} don remain {stock} (your alert level na {threshold}). Add more from Inventory for your dashboard{inventory, select, none {.} other {: {inventory}}}',
  'vendor.low_stock.sms': '{store}: {item} don remain {stock} for stock (alert level {threshold}).',
  'vendor.plan_free.subject': 'Your Kasuwa {plan} plan don end: {store} don move to Free',
  'vendor.plan_free.body':
    'We no fit collect payment to renew your {plan} plan and the grace time don finish, so your account don move to Free plan. Your shop go still dey open with wetin Free plan allow.\n\nChoose plan again for {billing}.',
  'vendor.plan_free.sms':
    'Kasuwa: we no fit renew your {plan} plan; {store} don move to Free plan. Renew am from your dashboard.',
  'vendor.plan_failed.subject': 'Your Kasuwa {plan} renewal no work',
  'vendor.plan_failed.body':
    'We no fit collect the renewal payment for your {plan} plan{reason, select, none {} other { ({reason})}}. Your plan still dey work{until, select, none {} other { until {until}}}; we go try again. Make your account no move to Free plan, change your card for {billing}.',
  'vendor.plan_failed.sms':
    'Kasuwa: {plan} renewal payment for {store} no work. Your plan dey work{until, select, none {} other { until {until}}}; change your card for dashboard.',
  'vendor.your_dashboard': 'your dashboard',
  'vendor.subscription_in_dashboard': 'Subscription for your dashboard',
  'vendor.your_account': 'your account',

  'sms.order_received':
    '{store}: we don receive your order #{number} ({total}{payment, select, on_delivery {, pay when e reach} other {}}). Follow am here: {url}',
  'sms.receipt':
    '{store}: we don receive {amount}, Kasuwa dey hold am for escrow until you confirm delivery. Receipt {document}: {url}',
  'sms.credit_note': '{store}: we don refund {amount} to you. Credit note {document}: {url}',
  'sms.receipt_direct': '{store}: thank you for your payment of {amount}. Receipt {document}: {url}',
  'sms.pay_link': '{store}: pay for your order #{number} ({total}) here: {url} We hold items {minutes} min.',
  'sms.invoice': '{store} don send you invoice {invoice} for {total}, pay by {due}. See am and pay: {url}',
  'sms.invoice_reminder_before':
    'Reminder: invoice {invoice} from {store} for {total}, pay by {due}. Pay am: {url}',
  'sms.invoice_reminder_after':
    'Invoice {invoice} from {store} for {total} suppose pay by {due}, nobody pay am yet. Pay am: {url}',

  'dispute.received.subject': 'We don receive your complain about order #{number}',
  'dispute.received.body':
    'We don receive your complain about order #{number} from {store}. Your payment go still dey escrow, we no go pay the shop, while Kasuwa dey look the matter. We go tell you wetin we decide.',
  'dispute.received.sms':
    'Kasuwa: we don receive your complain about order #{number} from {store}. Your payment dey escrow while we dey look am.',
  'dispute.decided.subject': 'Wetin we decide about your complain for order #{number}',
  'dispute.decided.body':
    'Kasuwa don decide your complain about order #{number} from {store}: {resolution, select, refund {we go refund all your money; your credit note dey come, and the money go reach you inside few working days} other {the payment go to {store}}}.\n\nOur note: {note}',
  'dispute.decided.sms':
    'Kasuwa: decision for order #{number} from {store}: {resolution, select, refund {we go refund all your money} other {the payment go to {store}}}. Check your e-mail or your tracking page.',

  'whatsapp.kasuwa_store_alert': 'Kasuwa alert for {store}: {alert}',
  'whatsapp.order_received': '{store}: we don receive your order #{number} ({total}). Follow am here: {url}',
  'whatsapp.order_shipped': '{store} don send your order #{number} ({shipping}). Follow am here: {url}',
  'whatsapp.order_delivered':
    '{store} talk say your order #{number} don reach you. Your payment go dey escrow until you confirm say you collect am: {url}',
  'whatsapp.shipping':
    '{carrier, select, none {{tracking, select, none {no tracking number} other {tracking number {tracking}}}} other {{carrier}{tracking, select, none {} other {, tracking number {tracking}}}}}',

  'storefront.whatsapp_order.intro': 'Hello {store}, I wan order:',
  'storefront.whatsapp_order.line':
    '- {quantity} x {title}{variant, select, none {} other { ({variant})}}: {total}',
  'storefront.whatsapp_order.total': 'Total: {total} (delivery never add)',
  'storefront.whatsapp_order.code': 'Order code: {code}',
  'page.payment.title': 'Payment',
  'page.payment.error': 'Wahala dey! Something no work.',
  'page.payment.error_unknown': 'Something spoil for our side.',
  'page.payment.received': 'We don receive the payment',
  'page.payment.received_text': 'Thank you. You fit close this window.',
  'page.payment.not_confirmed': 'Payment never confirm',
  'page.payment.not_confirmed_text': 'We never fit confirm this payment yet.',
  'page.continue': 'Continue',
  'page.confirm.title': 'Confirm say you collect am',
  'page.confirm.question': 'Your order don reach you?',
  'page.confirm.explain': 'When you confirm, Kasuwa go release the money wey dey escrow to the seller.',
  'page.confirm.button': 'Yes, I don collect my order',
  'page.confirm.refused': 'We no fit confirm am',
  'page.confirm.invalid': 'This link no dey work',
  'page.confirm.invalid_text': 'Maybe person don use am before.',
  'page.confirm.thanks_title': 'Thank you',
  'page.confirm.thanks': 'Thank you!',
  'page.confirm.thanks_text': 'You don confirm say you collect am. The seller don collect im money.',

  'page.brand': 'Kasuwa',
  'page.back_to_kasuwa': 'Go back to Kasuwa',
  'page.leaving.title': 'You dey comot Kasuwa go {host}',
  'page.leaving.heading': 'You dey comot Kasuwa',
  'page.leaving.goes_to': 'This link dey go',
  'page.leaving.note':
    'No be Kasuwa dey run that site. Continue only if you trust am, and no ever put your Kasuwa password there.',
  'page.leaving.continue': 'Continue go {host}',
  'page.refused.title': 'We no fit open this link',
  'page.refused.text':
    'E no dey go web page: na only address wey start with http:// or https:// Kasuwa fit follow.',
  'page.refused.note': 'If person send you this link, dem fit make am to harm your phone or your account.',
  'page.queues.title': 'Kasuwa queues',
  'page.queues.note':
    'Job runner inside the process, on top the outbox table. Set REDIS_URL make the queues run on BullMQ with Bull Board here.',
  'page.queues.queue': 'Queue',
  'page.queues.waiting': 'Dey wait',
  'page.queues.active': 'Dey run',
  'page.queues.completed': 'Don finish',
  'page.queues.failed': 'No work',
  'page.queues.delayed': 'Dem shift am',
  'page.queues.health': 'Health',
  'page.queues.healthy': 'Everything dey fine',
  'page.queues.issues': 'Wahala',
  'page.queues.failed_jobs': 'Jobs wey no work recently',
  'page.queues.no_failed_jobs': 'No job fail.',
  'page.queues.job': 'Job',
  'page.queues.type': 'Type',
  'page.queues.attempts': 'Tries',
  'page.queues.error': 'Error',
  'page.queues.failed_at': 'E fail for',
  'page.queues.sign_in_heading': 'Queue dashboard',
  'page.queues.sign_in_text': 'Log in to the admin area and open the queue dashboard from System Monitor.',
  'page.queues.sign_in_link': 'Go System Monitor',
  // Receipts, credit notes and invoices as PDF: the document's labels, in its language.
  'doc.title': '{kind, select, receipt {Receipt} credit_note {Credit note} other {Invoice}} {number}',
  'doc.phone': 'Phone: {phone}',
  'doc.issued': 'Date: {date}',
  'doc.customer': 'Customer: {customer}',
  'doc.item': 'Item',
  'doc.amount': 'Amount',
  'doc.line': '{quantity} x {title} @ {price}',
  'doc.line_discount': 'Discount for this item',
  'doc.total': 'Total',
  'doc.paid_by': 'Pay with {method}',
  'doc.reference': 'Reference: {reference}',
  'doc.order': 'Order',
  'doc.invoice': 'Invoice',
  'doc.discount': '{codes, select, none {Discount} other {Discount ({codes})}}',
  'doc.delivery': 'Delivery',
  'doc.escrow_note':
    'Kasuwa dey hold your payment for escrow; the seller go collect am only after you confirm say the order don reach you (or the time to confirm don pass and nobody complain).',
  'doc.lapsed_note':
    'This payment land after dem don cancel the order (the time wey dem hold am don pass). Kasuwa dey hold the money for escrow and we go refund am to you; call the seller if you still want the goods.',
  'doc.refund': 'Refund{reason, select, none {} other {: {reason}}}',
  'doc.refers_to_receipt': 'E concern receipt',
  'doc.refund_note': 'The money wey we refund go return to the card or account wey the payment come from.',
  // A receipt of a payment made to the seller outside Kasuwa (a recorded sale).
  'doc.direct_method':
    '{method, select, cash {cash} bank_transfer {transfer to the seller} pos {POS} other {payment straight to the seller}}',
  'doc.direct_note':
    'Na straight to the seller dem pay. Kasuwa no hold this money (no escrow) and we no collect any fee on am.',
  // Staff invitations, the owner's activity log and plan renewal reminders (merged after the catalogues).
  'email.staff_invite.subject': '{owner} don invite you to work for {store} on Kasuwa',
  'email.staff_invite.body':
    'Hello {name},\n\n{owner} don invite you to help run {store} on Kasuwa as {role, select, manager {manager} sales {sales person} stock {person wey dey handle stock} other {staff}}.\nUse the link below take join. E go work only once and e go expire after 7 days.',
  'email.staff_invite.action': 'Join the shop',
  'email.staff_invite.footer':
    'If you no know {owner}, just ignore this email: nothing go happen without you.\nKasuwa Technologies Ltd, Lagos · {support}',
  'email.plan_renewal_due.subject':
    '{days, plural, =0 {Pay for your Kasuwa {plan} plan before {renews}} one {Your Kasuwa {plan} plan go end tomorrow} other {Your Kasuwa {plan} plan go end in # days}}',
  'email.plan_renewal_due.body':
    'You pay for your {plan} plan without card wey we save, so e no go renew by itself.\n{days, plural, =0 {The time wey you pay for don finish. Your features go still work until {renews}; after that, your account go move to Free (we no go delete anything).} other {Pay {amount} for the next period before {renews} with card, bank transfer or USSD, and e go start when this one finish.}}\n\nPay for the next period: {url}',
  'vendor.audit.action':
    '{action, select, product_create {Add product} product_update {Change product} product_delete {Delete product} product_image_add {Add product photo} product_image_remove {Remove product photo} product_import {Import products} collection_create {Add collection} collection_update {Change collection} collection_delete {Delete collection} stock_adjust {Change stock} stock_threshold {Change low-stock alert} order_update {Move order forward} order_paid_outside {Mark order as paid outside Kasuwa} order_proof {Add payment proof to order} order_refund {Refund order} sale_record {Record sale} sale_proof {Add payment proof to sale} bank_account_update {Change bank account for payout} payout_request {Ask for payout} payment_methods_update {Change payment methods} invoice_create {Create invoice} invoice_update {Change invoice} invoice_send {Send invoice} invoice_void {Cancel invoice} invoice_settings_update {Change invoice settings} discount_create {Add discount} discount_update {Change discount} discount_delete {Delete discount} delivery_create {Add delivery option} delivery_update {Change delivery option} delivery_delete {Delete delivery option} customer_update {Change customer} customer_import {Import customers} campaign_create {Send campaign} webhook_create {Add webhook} webhook_update {Change webhook} webhook_delete {Delete webhook} webhook_rotate {Change webhook secret} webhook_test {Test webhook} webhook_replay {Send webhook again} app_connect {Connect app} app_disconnect {Disconnect app} domain_update {Set your own domain} domain_check {Check your own domain} domain_remove {Remove your own domain} settings_update {Change shop settings} settings_image {Change logo or banner} notifications_update {Change notification choices} staff_invite {Invite {name} to the shop} staff_invite_resend {Send invitation to {name} again} staff_invite_revoke {Cancel invitation to {name}} staff_join {Join the shop} staff_update {Change the role of {name}} staff_remove {Remove {name} from the shop} other {Make change}}',
  'sms.staff_invite':
    '{owner} don invite you to work for {store} on Kasuwa. Join before 7 days finish: {url}',
  // The API's error texts (messages.errors.ts), in a file of their own for length.
  ...errorsPcm,
} as const satisfies Record<MessageId, string>;

export default pcm;

/** Keys a native speaker has reviewed: none yet (docs/decisions/0018-languages.md). */
export const reviewed: readonly string[] = [];
