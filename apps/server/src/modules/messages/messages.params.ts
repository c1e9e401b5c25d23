import type { ErrorMessageParams } from './messages.errors.params';

/**
 * Why this file is over 400 lines: it is one list, one entry per message id, and splitting it would
 * only scatter the declaration `MessageId` is built from.
 *
 * The parameters of every message, by id: a wrong id or a missing or mistyped variable fails `tsc` at
 * the call. messages.test.ts checks that each catalogue text uses exactly these variables, so a text and
 * its declaration cannot drift apart (and, with issue 33, no language can use other variables).
 *
 * `null` stands for "not given" and reaches the text as the select case `none`.
 */

/** An amount in minor units; the channel decides its form (₦12,500.00 in e-mail and pages, NGN 12,500.00 in SMS). */
export interface Money {
  amount: number;
  currency: string;
}

/** A text without variables (intersects with others' parameters, which `Record<string, never>` would not). */
// biome-ignore lint/complexity/noBannedTypes: the empty object type is exactly "no parameters" here.
export type NoParams = {};

type Vendor = { store: string };
type Invoice = { customer: string; store: string; invoice: string; total: Money; due: string; url: string };
type Document = {
  customer: string;
  store: string;
  document: string;
  amount: Money;
  url: string;
  thermal: string;
};
type Orders = { orders: string };
/** When an order's customer pays: now (through Kasuwa), or on delivery. */
type PaymentTiming = 'now' | 'on_delivery';
/** A plan e-mail: the plan's name and the vendor's subscription page. */
type Plan = { plan: string; url: string };

/** A staff invitation: who invites, to which store. */
type StaffInvite = { owner: string; store: string };
type StaffRoleName = 'manager' | 'sales' | 'stock' | 'custom';
/** What a write in a store was, for its activity log (modules/staff, store-audit); other: "Made a change". */
export const STORE_AUDIT_ACTIONS = [
  'product_create',
  'product_update',
  'product_delete',
  'product_image_add',
  'product_image_remove',
  'product_import',
  'collection_create',
  'collection_update',
  'collection_delete',
  'stock_adjust',
  'stock_threshold',
  'order_update',
  'order_paid_outside',
  'order_proof',
  'order_refund',
  'sale_record',
  'sale_proof',
  'bank_account_update',
  'payout_request',
  'payment_methods_update',
  'invoice_create',
  'invoice_update',
  'invoice_send',
  'invoice_void',
  'invoice_settings_update',
  'discount_create',
  'discount_update',
  'discount_delete',
  'delivery_create',
  'delivery_update',
  'delivery_delete',
  'customer_update',
  'customer_import',
  'campaign_create',
  'webhook_create',
  'webhook_update',
  'webhook_delete',
  'webhook_rotate',
  'webhook_test',
  'webhook_replay',
  'app_connect',
  'app_disconnect',
  'domain_update',
  'domain_check',
  'domain_remove',
  'settings_update',
  'settings_image',
  'notifications_update',
  'staff_invite',
  'staff_invite_resend',
  'staff_invite_revoke',
  'staff_join',
  'staff_update',
  'staff_remove',
] as const;
export type StoreAuditAction = (typeof STORE_AUDIT_ACTIONS)[number] | 'other';

type Named = { firstName: string };
type Support = { support: string };

export interface MessageParams extends ErrorMessageParams {
  'email.button_fallback': NoParams;
  'email.confirm.subject': NoParams;
  'email.confirm.body': Named & { business: string };
  'email.confirm.action': NoParams;
  'email.confirm.footer': Support;
  'email.registration_attempt.subject': NoParams;
  'email.registration_attempt.body': Named & { resetUrl: string };
  'email.registration_attempt.action': NoParams;
  'email.registration_attempt.footer': Support;
  'email.password_reset.subject': NoParams;
  'email.password_reset.body': Named;
  'email.password_reset.action': NoParams;
  'email.password_reset.footer': Support;
  'email.password_changed.subject': NoParams;
  'email.password_changed.body': Named & Support;
  'email.password_changed.action': NoParams;
  'email.password_changed.footer': NoParams;
  'email.staff_invite.subject': StaffInvite;
  'email.staff_invite.body': StaffInvite & { name: string; role: StaffRoleName };
  'email.staff_invite.action': NoParams;
  'email.staff_invite.footer': Support & { owner: string };
  'email.login_locked.subject': NoParams;
  'email.login_locked.body': Named;
  'email.login_locked.action': NoParams;
  'email.login_locked.footer': Support;
  'email.login_code.subject': { code: string };
  'email.login_code.body': Named & { code: string };
  'email.login_code.action': NoParams;
  'email.login_code.footer': Support;
  'email.newsletter_confirm.subject': NoParams;
  'email.newsletter_confirm.body': { name: string };
  'email.newsletter_confirm.action': NoParams;
  'email.newsletter_confirm.footer': { unsubscribeUrl: string };
  'email.contact.subject': { priority: string | null; id: number; subject: string | null };
  'email.contact.body': {
    name: string;
    email: string;
    priority: string | null;
    subject: string | null;
    received: string;
    message: string;
  };
  'email.admin_login_locked.subject': NoParams;
  'email.admin_login_locked.body': Named & { loginUrl: string };
  'email.admin_login_code.subject': { code: string };
  'email.admin_login_code.body': Named & { code: string };
  'email.order_placed.subject': { number: number; store: string };
  'email.order_placed.body': {
    payment: PaymentTiming;
    customer: string;
    number: number;
    store: string;
    lines: string;
    total: Money;
    url: string;
  };
  'email.order_placed.line': {
    quantity: number;
    title: string;
    variant: string | null;
    lineTotal: Money;
    discount: Money | null;
  };
  'email.order_placed.subtotal': { amount: Money };
  'email.order_placed.discount': { code: string; amount: Money };
  'email.order_placed.delivery': { name: string; fee: Money | null };
  'email.order_shipped.subject': { number: number; store: string };
  'email.order_shipped.body': {
    customer: string;
    store: string;
    number: number;
    carrier: string | null;
    tracking: string | null;
    delivery: string | null;
    url: string;
  };
  'email.invoice.subject': { invoice: string; store: string };
  'email.invoice.body': Invoice;
  'email.invoice_reminder_before.subject': { invoice: string; store: string };
  'email.invoice_reminder_before.body': Invoice;
  'email.invoice_reminder_after.subject': { invoice: string; store: string };
  'email.invoice_reminder_after.body': Invoice;
  'email.receipt.subject': { document: string; store: string };
  'email.receipt.body': Document & { notes: string | null };
  'email.credit_note.subject': { document: string; store: string };
  'email.credit_note.body': Document;
  'email.pay_link.subject': { number: number; store: string };
  'email.pay_link.body': {
    customer: string;
    store: string;
    number: number;
    total: Money;
    url: string;
    minutes: number;
  };
  'sale.walk_in_customer': NoParams;
  'sale.manual_discount': NoParams;
  'sale.paid_note': { method: string };
  'share.sale_receipt': { store: string; number: number; total: Money; url: string };
  'share.sale_receipt.sms': { store: string; number: number; total: Money; url: string };
  'share.sale_on_delivery': { store: string; number: number; total: Money; url: string };
  'share.sale_on_delivery.sms': { store: string; number: number; total: Money; url: string };
  'share.sale_pay_link': { store: string; number: number; total: Money; url: string; minutes: number };
  'share.sale_pay_link.sms': { store: string; number: number; total: Money; url: string; minutes: number };
  'email.order_delivered.subject': { number: number };
  'email.order_delivered.body': {
    customer: string;
    store: string | null;
    number: number;
    amount: Money | null;
    url: string;
    days: number;
  };

  'email.plan_active.subject': { plan: string };
  'email.plan_active.body': Plan & {
    amount: Money;
    interval: string;
    credit: Money | null;
    until: string;
    reference: string;
  };
  'email.plan_renewal_failed.subject': { plan: string };
  'email.plan_renewal_failed.body': Plan & {
    amount: Money;
    last4: string | null;
    reason: string;
    until: string;
  };
  'email.plan_renewal_due.subject': { plan: string; days: number; renews: string };
  'email.plan_renewal_due.body': Plan & { amount: Money; days: number; renews: string };
  'email.plan_ended.subject': { plan: string };
  'email.plan_ended.body': Plan & { reason: 'unpaid' | 'cancelled'; graceDays: number };
  'email.plan_card_changed.subject': NoParams;
  'email.plan_card_changed.body': { last4: string; previous: string | null; amount: Money; url: string };
  'email.plan_card_expiring.subject': { plan: string };
  'email.plan_card_expiring.body': Plan & {
    renews: string;
    last4: string | null;
    expires: string;
    graceDays: number;
  };
  'email.plan_payment_refunded.subject': { plan: string };
  'email.plan_payment_refunded.body': Plan & {
    amount: Money;
    interval: string;
    why: 'already_paid' | 'plan_changed';
    reference: string;
  };

  'email.campaign.reason': { store: string };
  'email.campaign.unsubscribe': NoParams;
  'sms.campaign_opt_out': NoParams;

  'vendor.audit.action': { action: StoreAuditAction; name: string };
  'vendor.order_placed.subject': Vendor & { number: number };
  'vendor.order_placed.body': Vendor &
    Orders & { number: number; customer: string; total: Money; payment: PaymentTiming };
  'vendor.order_placed.sms': Vendor & {
    number: number;
    customer: string;
    total: Money;
    payment: PaymentTiming;
  };
  'vendor.order_paid.subject': { number: number };
  'vendor.order_paid.body': Vendor & Orders & { number: number; amount: Money; reference: string };
  'vendor.order_paid.sms': Vendor & { number: number; amount: Money; link: string | null };
  'vendor.order_paid.push.title': Vendor & { number: number };
  'vendor.order_paid.push.body': { amount: Money };
  'vendor.order_pay_on_delivery.push.title': Vendor & { number: number };
  'vendor.order_pay_on_delivery.push.body': { amount: Money };
  'vendor.dispute_opened.subject': { number: number };
  'vendor.dispute_opened.body': Vendor & Orders & { number: number; reason: string };
  'vendor.dispute_opened.sms': Vendor & { number: number };
  'vendor.payout_paid.subject': { amount: Money };
  'vendor.payout_paid.body': Vendor & { amount: Money; reference: string };
  'vendor.payout_paid.sms': Vendor & { amount: Money; reference: string };
  'vendor.payout_failed.subject': { amount: Money };
  'vendor.payout_failed.body': Vendor & { amount: Money; reference: string; reason: string };
  'vendor.payout_failed.sms': Vendor & { amount: Money; reason: string };
  'vendor.low_stock.subject': { item: string };
  'vendor.low_stock.body': Vendor & {
    item: string;
    sku: string | null;
    stock: number;
    threshold: number;
    inventory: string | null;
  };
  'vendor.low_stock.sms': Vendor & { item: string; stock: number; threshold: number };
  'vendor.plan_free.subject': Vendor & { plan: string };
  'vendor.plan_free.body': { plan: string; billing: string };
  'vendor.plan_free.sms': Vendor & { plan: string };
  'vendor.plan_failed.subject': { plan: string };
  'vendor.plan_failed.body': { plan: string; reason: string | null; until: string | null; billing: string };
  'vendor.plan_failed.sms': Vendor & { plan: string; until: string | null };
  'vendor.your_dashboard': NoParams;
  'vendor.subscription_in_dashboard': NoParams;
  'vendor.your_account': NoParams;

  'sms.order_received': { store: string; number: number; total: Money; url: string; payment: PaymentTiming };
  'sms.receipt': { store: string; amount: Money; document: string; url: string };
  'sms.credit_note': { store: string; amount: Money; document: string; url: string };
  'sms.receipt_direct': { store: string; amount: Money; document: string; url: string };
  'sms.pay_link': { store: string; number: number; total: Money; url: string; minutes: number };
  'sms.staff_invite': StaffInvite & { url: string };
  'sms.invoice': { store: string; invoice: string; total: Money; due: string; url: string };
  'sms.invoice_reminder_before': { store: string; invoice: string; total: Money; due: string; url: string };
  'sms.invoice_reminder_after': { store: string; invoice: string; total: Money; due: string; url: string };

  'dispute.received.subject': { number: number };
  'dispute.received.body': { number: number; store: string };
  'dispute.received.sms': { number: number; store: string };
  'dispute.decided.subject': { number: number };
  'dispute.decided.body': { number: number; store: string; resolution: 'release' | 'refund'; note: string };
  'dispute.decided.sms': { number: number; store: string; resolution: 'release' | 'refund' };

  'whatsapp.kasuwa_store_alert': { store: string; alert: string };
  'whatsapp.order_received': { store: string; number: number; total: Money; url: string };
  'whatsapp.order_shipped': { store: string; number: number; shipping: string; url: string };
  'whatsapp.order_delivered': { store: string; number: number; url: string };
  'whatsapp.shipping': { carrier: string | null; tracking: string | null };

  'storefront.whatsapp_order.intro': Vendor;
  'storefront.whatsapp_order.line': { quantity: number; title: string; variant: string | null; total: Money };
  'storefront.whatsapp_order.total': { total: Money };
  'storefront.whatsapp_order.code': { code: string };
  'page.payment.title': NoParams;
  'page.payment.error': NoParams;
  'page.payment.error_unknown': NoParams;
  'page.payment.received': NoParams;
  'page.payment.received_text': NoParams;
  'page.payment.not_confirmed': NoParams;
  'page.payment.not_confirmed_text': NoParams;
  'page.continue': NoParams;
  'page.confirm.title': NoParams;
  'page.confirm.question': NoParams;
  'page.confirm.explain': NoParams;
  'page.confirm.button': NoParams;
  'page.confirm.refused': NoParams;
  'page.confirm.invalid': NoParams;
  'page.confirm.invalid_text': NoParams;
  'page.confirm.thanks_title': NoParams;
  'page.confirm.thanks': NoParams;
  'page.confirm.thanks_text': NoParams;
  'page.brand': NoParams;
  'page.back_to_kasuwa': NoParams;
  'page.leaving.title': { host: string };
  'page.leaving.heading': NoParams;
  'page.leaving.goes_to': NoParams;
  'page.leaving.note': NoParams;
  'page.leaving.continue': { host: string };
  'page.refused.title': NoParams;
  'page.refused.text': NoParams;
  'page.refused.note': NoParams;
  'page.queues.title': NoParams;
  'page.queues.note': NoParams;
  'page.queues.queue': NoParams;
  'page.queues.waiting': NoParams;
  'page.queues.active': NoParams;
  'page.queues.completed': NoParams;
  'page.queues.failed': NoParams;
  'page.queues.delayed': NoParams;
  'page.queues.health': NoParams;
  'page.queues.healthy': NoParams;
  'page.queues.issues': NoParams;
  'page.queues.failed_jobs': NoParams;
  'page.queues.no_failed_jobs': NoParams;
  'page.queues.job': NoParams;
  'page.queues.type': NoParams;
  'page.queues.attempts': NoParams;
  'page.queues.error': NoParams;
  'page.queues.failed_at': NoParams;
  'page.queues.sign_in_heading': NoParams;
  'page.queues.sign_in_text': NoParams;
  'page.queues.sign_in_link': NoParams;
  'doc.title': { kind: 'receipt' | 'credit_note' | 'invoice'; number: string };
  'doc.phone': { phone: string };
  'doc.issued': { date: string };
  'doc.customer': { customer: string };
  'doc.item': NoParams;
  'doc.amount': NoParams;
  'doc.line': { quantity: number; title: string; price: Money };
  'doc.line_discount': NoParams;
  'doc.total': NoParams;
  'doc.paid_by': { method: string };
  'doc.reference': { reference: string };
  'doc.order': NoParams;
  'doc.invoice': NoParams;
  'doc.discount': { codes: string | null };
  'doc.delivery': NoParams;
  'doc.escrow_note': NoParams;
  'doc.lapsed_note': NoParams;
  'doc.refund': { reason: string | null };
  'doc.refers_to_receipt': NoParams;
  'doc.refund_note': NoParams;
  'doc.direct_method': { method: 'cash' | 'bank_transfer' | 'pos' | 'other' };
  'doc.direct_note': NoParams;
}

export type MessageId = keyof MessageParams;
/** Ids whose text takes no variables: `t(id)` needs no second argument. */
export type PlainMessageId = {
  [K in MessageId]: MessageParams[K] extends Record<string, never> ? K : never;
}[MessageId];
