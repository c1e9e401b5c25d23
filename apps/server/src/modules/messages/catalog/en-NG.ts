import type { MessageId } from '../messages.params';
import errorsEnNG from './errors/en-NG';

/**
 * Every text Kasuwa sends, in English (Nigeria), as ICU MessageFormat: the base the other languages
 * (pcm, ha, yo, ig, fr: one file each, same keys) are checked against. `satisfies` makes a missing or
 * unknown key a type error here; messages.test.ts checks each text's variables against its declared
 * parameters and `npm run check:messages` every language's against these (docs/i18n-glossary.md).
 *
 * `sms.*` and `whatsapp.*` texts must stay GSM-7 (no ₦: money in them renders as "NGN 12,500.00").
 * E-mail bodies are paragraphs separated by a blank line.
 */
const enNG = {
  // Account e-mails with one action (a button, and its link in the text): subject, body, action, footer.
  'email.button_fallback': 'If the button does not work, copy this link into your browser:',
  'email.confirm.subject': 'Confirm your Kasuwa account',
  'email.confirm.body':
    'Welcome to Kasuwa, {firstName}!\n\nThank you for creating an account for {business}.\nPlease confirm your email address to finish setting up your account. The link is valid for 48 hours.',
  'email.confirm.action': 'Confirm my email',
  'email.confirm.footer':
    'If you did not create a Kasuwa account, you can ignore this email.\nKasuwa Technologies Ltd, Lagos · {support}',
  'email.registration_attempt.subject': 'Someone tried to register with your email',
  'email.registration_attempt.body':
    'Hello {firstName},\n\nSomeone tried to create a Kasuwa account with this email address, which already has one.\nIf it was you, log in instead, or reset your password if you forgot it:\n{resetUrl}\nIf it was not you, you can ignore this email: nothing was changed.',
  'email.registration_attempt.action': 'Log in to Kasuwa',
  'email.registration_attempt.footer': 'Kasuwa Technologies Ltd, Lagos · {support}',
  'email.password_reset.subject': 'Reset your Kasuwa password',
  'email.password_reset.body':
    'Hello {firstName},\n\nWe received a request to reset the password of your Kasuwa account.\nUse the link below to choose a new password. It works once and expires in one hour.',
  'email.password_reset.action': 'Reset my password',
  'email.password_reset.footer':
    'If you did not ask for this, ignore this email: your password stays the same.\nKasuwa Technologies Ltd, Lagos · {support}',
  'email.password_changed.subject': 'Your Kasuwa password was changed',
  'email.password_changed.body':
    'Hello {firstName},\n\nThe password of your Kasuwa account was just changed, and every other session was signed out.\nIf this was not you, reset your password at once and write to {support}.',
  'email.password_changed.action': 'Log in to Kasuwa',
  'email.password_changed.footer': 'Kasuwa Technologies Ltd, Lagos',
  'email.staff_invite.subject': '{owner} invited you to work in {store} on Kasuwa',
  'email.staff_invite.body':
    'Hello {name},\n\n{owner} invited you to help run {store} on Kasuwa as {role, select, manager {a manager} sales {a sales assistant} stock {a stock keeper} other {a staff member}}.\nUse the link below to join. It works once and expires in 7 days.',
  'email.staff_invite.action': 'Join the store',
  'email.staff_invite.footer':
    'If you do not know {owner}, ignore this email: nothing happens without you.\nKasuwa Technologies Ltd, Lagos · {support}',
  'email.login_locked.subject': 'Your Kasuwa account was locked',
  'email.login_locked.body':
    'Hello {firstName},\n\nSomeone failed to sign in to your Kasuwa account several times, so sign-in is locked for 15 minutes.\nIf it was you, you can still sign in now: enter your password, then the code we e-mail you.\nIf it was not you, nobody got in. To be safe, choose a new password with the link below.',
  'email.login_locked.action': 'Reset my password',
  'email.login_locked.footer': 'Kasuwa Technologies Ltd, Lagos · {support}',
  'email.login_code.subject': 'Kasuwa sign-in code: {code}',
  'email.login_code.body':
    'Hello {firstName},\n\nYour sign-in code is {code}. It works once, within 10 minutes.\nEnter it on the sign-in page with your password.\nIf you did not just sign in, someone knows your password: reset it at once.',
  'email.login_code.action': 'Reset my password',
  'email.login_code.footer': 'Kasuwa Technologies Ltd, Lagos · {support}',
  'email.newsletter_confirm.subject': 'Confirm your Kasuwa newsletter subscription',
  'email.newsletter_confirm.body':
    'Hello {name},\n\nPlease confirm that you want to receive the Kasuwa newsletter: tips for selling online, product news and\nstories from vendors across Africa. We send at most two emails a month.',
  'email.newsletter_confirm.action': 'Confirm my subscription',
  'email.newsletter_confirm.footer':
    'If you did not ask for this, ignore this email, or unsubscribe here: {unsubscribeUrl}\n\nKasuwa Technologies Ltd, Lagos',
  // The public contact form, forwarded to support.
  'email.contact.subject':
    '{priority, select, none {} other {[Priority] {priority} vendor: }}Contact form #{id}: {subject, select, none {No subject} other {{subject}}}',
  'email.contact.body':
    'From: {name} <{email}>{priority, select, none {} other {\nPlan: {priority} (priority support: answer first)}}\nSubject: {subject, select, none {(none)} other {{subject}}}\nReceived: {received}\n\n{message}',
  // The back office's sign-in e-mails (plain: an administrator signs in from a known address).
  'email.admin_login_locked.subject': 'Your Kasuwa back-office account was locked',
  'email.admin_login_locked.body':
    'Hello {firstName},\n\nSomeone failed to sign in to your Kasuwa back-office account several times, so it is locked for 15 minutes.\nIf it was you, you can still sign in now: enter your password, and then the code we e-mail you.\nIf it was not you, your password is safe as long as nobody knows it; ask a super administrator to\nchange it if you doubt it. Sign in at {loginUrl}',
  'email.admin_login_code.subject': 'Kasuwa sign-in code: {code}',
  'email.admin_login_code.body':
    'Hello {firstName},\n\nYour sign-in code is {code}. It works once, within 10 minutes.\nEnter it on the sign-in page with your password. If you did not just sign in, someone knows your\npassword: change it at once.',

  // Customer e-mails about an order.
  'email.order_placed.subject': 'Your order #{number} at {store}',
  'email.order_placed.body':
    'Hello {customer},\n\nThank you for your order #{number} at {store}.\n\n{lines}\n  Total: {total}\n\nStatus: {payment, select, on_delivery {Confirmed. You pay on delivery, in cash or by transfer to the rider or the store.} other {Pending payment.}}\nFollow your order at any time: {url}\n\nKeep this link private: anyone who has it can see your order.',
  // The lines {lines} is made of: one per item, then the subtotal, each discount and the delivery.
  'email.order_placed.line':
    '  {quantity} × {title}{variant, select, none {} other { ({variant})}}  {lineTotal}{discount, select, none {} other { − {discount} discount}}',
  'email.order_placed.subtotal': '  Subtotal: {amount}',
  'email.order_placed.discount': '  Discount {code}: −{amount}',
  'email.order_placed.delivery': '  Delivery ({name}): {fee, select, none {free} other {{fee}}}',
  'email.order_shipped.subject': 'Your order #{number} at {store} is on its way',
  'email.order_shipped.body':
    'Hello {customer},\n\n{store} has shipped your order #{number}{carrier, select, none {{tracking, select, none {} other { (tracking number {tracking})}}} other { ({carrier}{tracking, select, none {} other {, tracking number {tracking}}})}}.{delivery, select, none {} other {\nDelivery: {delivery}.}}\n\nFollow your order at any time: {url}\n\nKeep this link private: anyone who has it can see your order.',
  'email.order_delivered.subject': 'Order #{number} was delivered: please confirm receipt',
  'email.order_delivered.body':
    'Hello {customer},\n\n{store, select, none {The store} other {{store}}} marked your order #{number} as delivered.\n{amount, select, none {Your payment} other {Your payment of {amount}}} is held safely in escrow until you confirm you received it.\n\nConfirm receipt: {url}\n\nIf something is wrong, open a dispute from the same page before the money is released.\nWithout a confirmation or a dispute, the payment is released to the seller in {days, plural, one {# day} other {# days}}.',

  // Invoices, receipts and credit notes, e-mailed to the customer.
  'email.invoice.subject': 'Invoice {invoice} from {store}',
  'email.invoice.body':
    'Hello {customer},\n\n{store} sent you invoice {invoice} for {total}, due on {due}.\n\nSee and pay it here: {url}\n\nYour payment is held in escrow by Kasuwa until you confirm you received what you paid for.',
  'email.invoice_reminder_before.subject': 'Reminder: invoice {invoice} from {store}',
  'email.invoice_reminder_before.body':
    'Hello {customer},\n\nA reminder: invoice {invoice} from {store} for {total} is due on {due}.\n\nSee and pay it here: {url}\n\nYour payment is held in escrow by Kasuwa until you confirm you received what you paid for.',
  'email.invoice_reminder_after.subject': 'Reminder: invoice {invoice} from {store}',
  'email.invoice_reminder_after.body':
    'Hello {customer},\n\nInvoice {invoice} from {store} for {total} was due on {due} and is not paid yet.\n\nSee and pay it here: {url}\n\nYour payment is held in escrow by Kasuwa until you confirm you received what you paid for.',
  'email.receipt.subject': 'Your receipt {document} from {store}',
  'email.receipt.body':
    'Hello {customer},\n\nThank you for your payment of {amount} to {store}.\nYour receipt {document} (PDF): {url}\nFor a receipt printer (80 mm): {thermal}{notes, select, none {} other {\n\n{notes}}}',
  'email.credit_note.subject': 'Your credit note {document} from {store}',
  'email.credit_note.body':
    'Hello {customer},\n\n{store} refunded {amount} to you.\nYour credit note {document} (PDF): {url}\nFor a receipt printer (80 mm): {thermal}',

  // The account's plan (billing e-mails, to the billing address): receipts, renewals, cards, refunds.
  // A sale the vendor recorded (New sale): the pay link she sends, and what she shares after the sale.
  'email.pay_link.subject': 'Pay for your order #{number} at {store}',
  'email.pay_link.body':
    'Hello {customer},\n\n{store} has put your order #{number} of {total} aside for you.\nPay for it here: {url}\n\nThe items are held for {minutes} minutes. Your payment is held safely in escrow by Kasuwa until you confirm you received your order.',
  'sale.walk_in_customer': 'Walk-in customer',
  'sale.manual_discount': 'Discount',
  'sale.paid_note':
    'Paid to the seller directly ({method, select, cash {cash} bank_transfer {bank transfer} pos {POS terminal} other {other}}), recorded by the seller: no escrow, no Kasuwa fee.',
  'share.sale_receipt':
    'Thank you for buying from {store}! Order #{number}, {total} paid. Your receipt: {url}',
  'share.sale_receipt.sms':
    'Thank you for buying from {store}! Order #{number}, {total} paid. Your receipt: {url}',
  'share.sale_on_delivery':
    'Hello from {store}! Your order #{number} is confirmed: {total}, to pay when it is delivered (cash or transfer). Follow it here: {url}',
  'share.sale_on_delivery.sms':
    '{store}: order #{number} confirmed. Pay {total} on delivery (cash or transfer). Follow it: {url}',
  'share.sale_pay_link':
    'Hello from {store}! Your order #{number} comes to {total}. Pay for it here (items held for {minutes} minutes): {url}',
  'share.sale_pay_link.sms':
    '{store}: your order #{number} comes to {total}. Pay here (items held {minutes} min): {url}',
  'email.plan_active.subject': 'Your Kasuwa {plan} plan is active',
  'email.plan_active.body':
    'Thank you. We received {amount} for the {plan} plan ({interval, select, monthly {monthly} annual {annual} other {{interval}}}).{credit, select, none {} other {\nThe unused part of your previous plan, {credit}, was taken off.}}\nYour plan runs until {until} and renews on that day.\nReference: {reference}\n\nManage your plan: {url}',
  'email.plan_renewal_failed.subject': 'We could not renew your Kasuwa {plan} plan',
  'email.plan_renewal_failed.body':
    'Charging {amount} to your card{last4, select, none {} other { ending {last4}}} failed: {reason}.\nYour {plan} features stay on until {until}. We will try again once a day until then; after that your account moves to Free (nothing is deleted).\n\nReplace your card (we then try it within minutes): {url}',
  'email.plan_renewal_due.subject':
    '{days, plural, =0 {Pay for your Kasuwa {plan} plan by {renews}} one {Your Kasuwa {plan} plan ends tomorrow} other {Your Kasuwa {plan} plan ends in # days}}',
  'email.plan_renewal_due.body':
    'Your {plan} plan was paid without a saved card, so it does not renew by itself.\n{days, plural, =0 {Its paid period has ended. Your features stay on until {renews}; after that your account moves to Free (nothing is deleted).} other {Pay {amount} for the next period before {renews} by card, bank transfer or USSD, and it starts when this one ends.}}\n\nPay for the next period: {url}',
  'email.plan_ended.subject': 'Your Kasuwa {plan} plan has ended',
  'email.plan_ended.body':
    '{reason, select, unpaid {We could not renew your {plan} plan after {graceDays, plural, one {# day} other {# days}} of retries, so your account is now on Free.} other {Your {plan} plan ended as you asked, and your account is now on Free.}}\nNothing was deleted. Stores beyond the Free plan stay online but read-only until you choose which to keep or upgrade again.\n\nChoose a plan: {url}',
  'email.plan_card_changed.subject': 'Your Kasuwa plan will renew on a new card',
  'email.plan_card_changed.body':
    'Your plan now renews on the card ending {last4}{previous, select, none {} other { instead of the card ending {previous}}}.\nThe {amount} card check is being refunded to it.\nIf you did not make this change, reply to this e-mail at once.\n\nManage your plan: {url}',
  'email.plan_card_expiring.subject': 'Your card expires before your Kasuwa {plan} plan renews',
  'email.plan_card_expiring.body':
    'Your {plan} plan renews on {renews}, but the card ending {last4, select, none {····} other {{last4}}} that pays for it expires at the end of {expires}.\nReplace it before then so your plan renews without a break (a renewal that fails gives you {graceDays, plural, one {# day} other {# days}} of grace, then your account moves to Free).\n\nReplace your card: {url}',
  'email.plan_payment_refunded.subject': 'We are refunding a second payment for your Kasuwa {plan} plan',
  'email.plan_payment_refunded.body':
    'We received {amount} for the {plan} plan ({interval, select, monthly {monthly} annual {annual} other {{interval}}}), but {why, select, already_paid {this plan was already paid for} other {your plan had changed before this payment arrived}}, so this payment was not used: the whole amount is being refunded to your card.\nYour bank usually shows the refund within a few working days. Your current plan is not affected.\nReference: {reference}\n\nManage your plan: {url}',

  // A store's campaign e-mail: the vendor's own words, then this small print.
  'email.campaign.reason':
    'You receive this because you agreed to news and offers from {store} when you ordered.',
  'email.campaign.unsubscribe': 'Unsubscribe',
  // The line after a store's campaign SMS (GSM-7; STOP is the word the SMS gateway acts on).
  'sms.campaign_opt_out': 'Reply STOP to opt out.',

  // The store's activity log (owner only): what someone did, in the owner's words.
  'vendor.audit.action':
    '{action, select, product_create {Added a product} product_update {Changed a product} product_delete {Deleted a product} product_image_add {Added a product photo} product_image_remove {Removed a product photo} product_import {Imported products} collection_create {Added a collection} collection_update {Changed a collection} collection_delete {Deleted a collection} stock_adjust {Adjusted stock} stock_threshold {Changed a low-stock alert} order_update {Moved an order on} order_paid_outside {Marked an order paid outside Kasuwa} order_proof {Attached a payment proof to an order} order_refund {Refunded an order} sale_record {Recorded a sale} sale_proof {Attached a payment proof to a sale} bank_account_update {Changed the payout bank account} payout_request {Requested a payout} payment_methods_update {Changed the payment methods} invoice_create {Created an invoice} invoice_update {Changed an invoice} invoice_send {Sent an invoice} invoice_void {Voided an invoice} invoice_settings_update {Changed the invoice settings} discount_create {Added a discount} discount_update {Changed a discount} discount_delete {Deleted a discount} delivery_create {Added a delivery option} delivery_update {Changed a delivery option} delivery_delete {Deleted a delivery option} customer_update {Changed a customer} customer_import {Imported customers} campaign_create {Sent a campaign} webhook_create {Added a webhook} webhook_update {Changed a webhook} webhook_delete {Deleted a webhook} webhook_rotate {Changed a webhook secret} webhook_test {Tested a webhook} webhook_replay {Sent a webhook again} app_connect {Connected an app} app_disconnect {Disconnected an app} domain_update {Set the custom domain} domain_check {Checked the custom domain} domain_remove {Removed the custom domain} settings_update {Changed the store settings} settings_image {Changed the logo or banner} notifications_update {Changed the notification choices} staff_invite {Invited {name} to the store} staff_invite_resend {Sent the invitation to {name} again} staff_invite_revoke {Cancelled the invitation to {name}} staff_join {Joined the store} staff_update {Changed the role of {name}} staff_remove {Removed {name} from the store} other {Made a change}}',

  // Vendor notifications (Settings → Notifications): e-mail subject and body, and the SMS.
  'vendor.order_placed.subject': 'New order #{number} at {store}',
  'vendor.order_placed.body':
    '{customer} placed order #{number} ({total}) at {store}. {payment, select, on_delivery {It is confirmed unpaid: the customer pays on delivery.} other {It is waiting for payment.}}\n\nSee it in {orders}.',
  'vendor.order_placed.sms':
    '{store}: new order #{number} from {customer}, {total}, {payment, select, on_delivery {pay on delivery} other {awaiting payment}}.',
  'vendor.order_paid.subject': 'Order #{number} is paid',
  'vendor.order_paid.body':
    'Order #{number} at {store} is paid: {amount} (reference {reference}). The money is held in escrow until the customer confirms delivery.\n\nPrepare and ship it: {orders}',
  'vendor.order_paid.sms':
    '{store}: order #{number} is PAID ({amount}). Please ship it.{link, select, none {} other { {link}}}',
  // Web Push on the vendor's devices (modules/push): a notification's title and the line under it.
  'vendor.order_paid.push.title': '{store}: order #{number} is paid',
  'vendor.order_paid.push.body': '{amount} received. Tap to prepare and ship it.',
  'vendor.order_pay_on_delivery.push.title': '{store}: new order #{number}, pay on delivery',
  'vendor.order_pay_on_delivery.push.body': 'Collect {amount} when you deliver. Tap to see the order.',
  'vendor.dispute_opened.subject': 'A customer opened a dispute on order #{number}',
  'vendor.dispute_opened.body':
    'The customer of order #{number} at {store} opened a dispute:\n\n{reason}\n\nThe payment stays in escrow while our team looks into it. See {orders}.',
  'vendor.dispute_opened.sms':
    '{store}: the customer opened a dispute on order #{number}. The payment is on hold; check your e-mail.',
  'vendor.payout_paid.subject': 'Payout of {amount} paid',
  'vendor.payout_paid.body':
    'Your payout of {amount} from {store} (reference {reference}) has been paid to your bank account.',
  'vendor.payout_paid.sms': '{store}: payout of {amount} paid to your bank account (ref {reference}).',
  'vendor.payout_failed.subject': 'Payout of {amount} failed',
  'vendor.payout_failed.body':
    'Your payout of {amount} from {store} (reference {reference}) failed: {reason}. The money is back in your available balance; check your bank account details and request it again.',
  'vendor.payout_failed.sms':
    '{store}: payout of {amount} FAILED ({reason}). The money is back in your balance.',
  'vendor.low_stock.subject': 'Low stock: {item}',
  'vendor.low_stock.body':
    '{item}{sku, select, none {} other { [{sku}]}} in {store} is down to {stock} (your alert level is {threshold}). Restock it from Inventory in your dashboard{inventory, select, none {.} other {: {inventory}}}',
  'vendor.low_stock.sms': '{store}: {item} is down to {stock} in stock (alert level {threshold}).',
  'vendor.plan_free.subject': 'Your Kasuwa {plan} plan ended: {store} is on Free',
  'vendor.plan_free.body':
    "The renewal of your {plan} plan could not be paid and its grace period is over, so your account is now on the Free plan. Your store stays open with the Free plan's limits.\n\nChoose a plan again at {billing}.",
  'vendor.plan_free.sms':
    'Kasuwa: your {plan} plan could not be renewed; {store} is now on the Free plan. Renew from your dashboard.',
  'vendor.plan_failed.subject': 'Your Kasuwa {plan} renewal failed',
  'vendor.plan_failed.body':
    'We could not take the renewal payment for your {plan} plan{reason, select, none {} other { ({reason})}}. Your plan keeps working{until, select, none {} other { until {until}}}; we will try again. To avoid moving to the Free plan, replace your card at {billing}.',
  'vendor.plan_failed.sms':
    'Kasuwa: the {plan} renewal payment for {store} failed. Your plan works{until, select, none {} other { until {until}}}; replace your card in the dashboard.',
  // Words the vendor texts are built around.
  'vendor.your_dashboard': 'your dashboard',
  'vendor.subscription_in_dashboard': 'Subscription in your dashboard',
  'vendor.your_account': 'your account',

  // Customer SMS (orders without an e-mail address, receipts, invoices).
  'sms.order_received':
    '{store}: we received your order #{number} ({total}{payment, select, on_delivery {, pay on delivery} other {}}). Follow it here: {url}',
  'sms.receipt':
    '{store}: payment of {amount} received, held in escrow until you confirm delivery. Receipt {document}: {url}',
  'sms.credit_note': '{store}: {amount} refunded to you. Credit note {document}: {url}',
  'sms.receipt_direct': '{store}: thank you for your payment of {amount}. Receipt {document}: {url}',
  'sms.pay_link': '{store}: pay for your order #{number} ({total}) here: {url} Items held {minutes} min.',
  'sms.staff_invite': '{owner} invited you to work in {store} on Kasuwa. Join within 7 days: {url}',
  'sms.invoice': '{store} sent you invoice {invoice} for {total}, due {due}. See and pay it: {url}',
  'sms.invoice_reminder_before':
    'Reminder: invoice {invoice} from {store} for {total} is due {due}. Pay it: {url}',
  'sms.invoice_reminder_after':
    'Invoice {invoice} from {store} for {total} was due {due} and is unpaid. Pay it: {url}',

  // Disputes, told to the customer by e-mail (else SMS).
  'dispute.received.subject': 'We received your report on order #{number}',
  'dispute.received.body':
    'We received your report on order #{number} from {store}. Your payment stays in escrow, and is not paid to the store, while Kasuwa looks into it. We will tell you our decision.',
  'dispute.received.sms':
    'Kasuwa: we received your report on order #{number} from {store}. Your payment stays in escrow while we look into it.',
  'dispute.decided.subject': 'Decision on your report about order #{number}',
  'dispute.decided.body':
    'Kasuwa has decided your report on order #{number} from {store}: {resolution, select, refund {you are refunded in full; your credit note follows, and the money reaches you in a few working days} other {the payment goes to {store}}}.\n\nOur note: {note}',
  'dispute.decided.sms':
    'Kasuwa: decision on order #{number} from {store}: {resolution, select, refund {you are refunded in full} other {the payment goes to {store}}}. Details by e-mail or on your tracking page.',

  // WhatsApp templates as registered with Meta (utility); `whatsapp.ts` lists each one's parameter order.
  'whatsapp.kasuwa_store_alert': 'Kasuwa alert for {store}: {alert}',
  'whatsapp.order_received': '{store}: we received your order #{number} ({total}). Follow it here: {url}',
  'whatsapp.order_shipped': '{store} has shipped your order #{number} ({shipping}). Follow it here: {url}',
  'whatsapp.order_delivered':
    '{store} marked your order #{number} as delivered. Your payment stays in escrow until you confirm you received it: {url}',
  'whatsapp.shipping':
    '{carrier, select, none {{tracking, select, none {no tracking number given} other {tracking number {tracking}}}} other {{carrier}{tracking, select, none {} other {, tracking number {tracking}}}}}',

  // Plain pages the server renders itself (payment frame, confirm receipt).
  // The text "Order on WhatsApp" puts in the shopper's chat with the store (₦ is fine: WhatsApp is not SMS).
  'storefront.whatsapp_order.intro': 'Hello {store}, I would like to order:',
  'storefront.whatsapp_order.line':
    '- {quantity} x {title}{variant, select, none {} other { ({variant})}}: {total}',
  'storefront.whatsapp_order.total': 'Total: {total} (before delivery)',
  'storefront.whatsapp_order.code': 'Order code: {code}',
  'page.payment.title': 'Payment',
  // The spec's wording, spelling included (contracts' PAYMENT_PAGE_ERROR, which the web app shows too).
  'page.payment.error': 'An error has occured!!!',
  'page.payment.error_unknown': 'Something went wrong on our side.',
  'page.payment.received': 'Payment received',
  'page.payment.received_text': 'Thank you. You can close this window.',
  'page.payment.not_confirmed': 'Payment not confirmed',
  'page.payment.not_confirmed_text': 'We could not confirm this payment yet.',
  'page.continue': 'Continue',
  'page.confirm.title': 'Confirm receipt',
  'page.confirm.question': 'Did your order arrive?',
  'page.confirm.explain': 'Confirming releases the payment held in escrow to the seller.',
  'page.confirm.button': 'Yes, I received my order',
  'page.confirm.refused': 'We could not confirm receipt',
  'page.confirm.invalid': 'This link is not valid',
  'page.confirm.invalid_text': 'It may have been used already.',
  'page.confirm.thanks_title': 'Thank you',
  'page.confirm.thanks': 'Thank you!',
  'page.confirm.thanks_text': 'You confirmed receipt. The seller has been paid.',

  // The page before a link out of Kasuwa (/externalRedirect), and the one refusing a link that is not a web address.
  'page.brand': 'Kasuwa',
  'page.back_to_kasuwa': 'Back to Kasuwa',
  'page.leaving.title': 'Leaving Kasuwa for {host}',
  'page.leaving.heading': 'You are leaving Kasuwa',
  'page.leaving.goes_to': 'This link goes to',
  'page.leaving.note':
    'Kasuwa does not run that site. Continue only if you trust it, and never enter your Kasuwa password there.',
  'page.leaving.continue': 'Continue to {host}',
  'page.refused.title': 'This link cannot be opened',
  'page.refused.text':
    'It does not lead to a web page: only addresses starting with http:// or https:// can be followed from Kasuwa.',
  'page.refused.note':
    'If someone sent you this link, it may have been made to harm your device or your account.',
  // The queue board without Redis (/admin/queues), an administrator's page.
  'page.queues.title': 'Kasuwa queues',
  'page.queues.note':
    'In-process job runner over the outbox table. Set REDIS_URL to run the queues on BullMQ with Bull Board here.',
  'page.queues.queue': 'Queue',
  'page.queues.waiting': 'Waiting',
  'page.queues.active': 'Active',
  'page.queues.completed': 'Completed',
  'page.queues.failed': 'Failed',
  'page.queues.delayed': 'Delayed',
  'page.queues.health': 'Health',
  'page.queues.healthy': 'Healthy',
  'page.queues.issues': 'Issues',
  'page.queues.failed_jobs': 'Recent failed jobs',
  'page.queues.no_failed_jobs': 'No failed jobs.',
  'page.queues.job': 'Job',
  'page.queues.type': 'Type',
  'page.queues.attempts': 'Attempts',
  'page.queues.error': 'Error',
  'page.queues.failed_at': 'Failed at',
  'page.queues.sign_in_heading': 'Queue dashboard',
  'page.queues.sign_in_text': 'Sign in to the admin area and open the queue dashboard from System Monitor.',
  'page.queues.sign_in_link': 'Go to System Monitor',
  // Receipts, credit notes and invoices as PDF: the document's labels, in its language.
  'doc.title': '{kind, select, receipt {Receipt} credit_note {Credit note} other {Invoice}} {number}',
  'doc.phone': 'Phone: {phone}',
  'doc.issued': 'Issued {date}',
  'doc.customer': 'Customer: {customer}',
  'doc.item': 'Item',
  'doc.amount': 'Amount',
  'doc.line': '{quantity} x {title} @ {price}',
  'doc.line_discount': 'Line discount',
  'doc.total': 'Total',
  'doc.paid_by': 'Paid by {method}',
  'doc.reference': 'Reference: {reference}',
  'doc.order': 'Order',
  'doc.invoice': 'Invoice',
  'doc.discount': '{codes, select, none {Discount} other {Discount ({codes})}}',
  'doc.delivery': 'Delivery',
  'doc.escrow_note':
    'Your payment is held in escrow by Kasuwa and released to the seller only after you confirm delivery (or the confirmation period ends without a dispute).',
  'doc.lapsed_note':
    'This payment arrived after the order had been cancelled (its reservation ended). The amount is held in escrow and will be refunded to you; contact the seller if you still want the goods.',
  'doc.refund': 'Refund{reason, select, none {} other {: {reason}}}',
  'doc.refers_to_receipt': 'Refers to receipt',
  'doc.refund_note': 'The refunded amount returns to the card or account the payment came from.',
  // A receipt of a payment made to the seller outside Kasuwa (a recorded sale).
  'doc.direct_method':
    '{method, select, cash {cash} bank_transfer {bank transfer to the seller} pos {POS terminal} other {paid to the seller}}',
  'doc.direct_note':
    'Paid to the seller directly. Kasuwa did not hold this payment (no escrow) and charged no fee on it.',
  // The API's error texts (messages.errors.ts), in a file of their own for length.
  ...errorsEnNG,
} as const satisfies Record<MessageId, string>;

export default enNG;

/** The source language: nothing to review. */
export const reviewed: readonly string[] = [];
