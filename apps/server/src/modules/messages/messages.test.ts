import { PAYMENT_PAGE_ERROR } from '@kasuwa/contracts';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { smsSize } from '../../platform/sms/segments';
import { enNG } from './catalog/en-NG';
import { type RenderedEmail, renderActionEmail, renderEmail } from './messages.email';
import { isSmsText, t } from './messages.format';
import {
  confirmReceiptPage,
  confirmReceiptResultPage,
  paymentErrorPage,
  paymentResultPage,
} from './messages.page';
import type { MessageId, MessageParams } from './messages.params';
import { WHATSAPP_TEMPLATE_PARAMS, whatsappMessage } from './messages.whatsapp';

/** The most an SMS of the catalogue may cost with realistic data: two pages (306 GSM-7 characters). */
const SMS_PAGE_LIMIT = 2;

const naira = (amount: number) => ({ amount, currency: 'NGN' });
const store = 'Mama Ngozi Fabrics & Wares';
const url = 'https://mama-ngozi-fabrics.kasuwa.ng/track/0193a7b2-5c1d-7e4f-9a2b-3c4d5e6f7a8b';
const invoice = { store, invoice: 'INV-000123', total: naira(12_500_000), due: '30 Nov 2026', url };

/** One realistic sample per message; typed, so a message's every variable must be given. */
const support = 'support@kasuwa.ng';
const doc = {
  customer: 'Chinedu Okafor',
  store,
  amount: naira(1_250_000),
  url: 'https://kasuwa.ng/documents/0193a7b2-5c1d-7e4f-9a2b-3c4d5e6f7a8b.pdf',
  thermal: 'https://kasuwa.ng/documents/0193a7b2-5c1d-7e4f-9a2b-3c4d5e6f7a8b.pdf?format=thermal',
};
const samples: { [K in MessageId]: MessageParams[K] } = {
  'email.button_fallback': {},
  'email.confirm.subject': {},
  'email.confirm.body': { firstName: 'Ngozi', business: 'Mama Ngozi Fabrics' },
  'email.confirm.action': {},
  'email.confirm.footer': { support },
  'email.registration_attempt.subject': {},
  'email.registration_attempt.body': { firstName: 'Ngozi', resetUrl: 'https://kasuwa.ng/forget-password' },
  'email.registration_attempt.action': {},
  'email.registration_attempt.footer': { support },
  'email.password_reset.subject': {},
  'email.password_reset.body': { firstName: 'Ngozi' },
  'email.password_reset.action': {},
  'email.password_reset.footer': { support },
  'email.password_changed.subject': {},
  'email.password_changed.body': { firstName: 'Ngozi', support },
  'email.password_changed.action': {},
  'email.password_changed.footer': {},
  'email.login_locked.subject': {},
  'email.login_locked.body': { firstName: 'Ngozi' },
  'email.login_locked.action': {},
  'email.login_locked.footer': { support },
  'email.login_code.subject': { code: '482913' },
  'email.login_code.body': { firstName: 'Ngozi', code: '482913' },
  'email.login_code.action': {},
  'email.login_code.footer': { support },
  'email.newsletter_confirm.subject': {},
  'email.newsletter_confirm.body': { name: 'Aisha Bello' },
  'email.newsletter_confirm.action': {},
  'email.newsletter_confirm.footer': { unsubscribeUrl: 'https://kasuwa.ng/subscribe/unsubscribe?token=abc' },
  'email.contact.subject': { priority: 'Business', id: 311, subject: 'Payout question' },
  'email.contact.body': {
    name: 'Aisha Bello',
    email: 'aisha@example.com',
    priority: 'Business',
    subject: 'Payout question',
    received: '2026-11-26T13:00:00.000Z',
    message: 'My payout of last week has not arrived.\nReference PO-2026-11-0042.',
  },
  'email.admin_login_locked.subject': {},
  'email.admin_login_locked.body': { firstName: 'Musa', loginUrl: 'https://kasuwa.ng/administrator/login' },
  'email.admin_login_code.subject': { code: '482913' },
  'email.admin_login_code.body': { firstName: 'Musa', code: '482913' },
  'email.order_placed.subject': { number: 1042, store },
  'email.order_placed.body': {
    customer: 'Chinedu Okafor',
    number: 1042,
    store,
    lines: '  2 × Ankara wrapper (blue)  ₦25,000.00\n  Subtotal: ₦25,000.00',
    total: naira(2_500_000),
    url,
  },
  'email.order_placed.line': {
    quantity: 2,
    title: 'Ankara wrapper',
    variant: 'blue',
    lineTotal: naira(2_500_000),
    discount: naira(250_000),
  },
  'email.order_placed.subtotal': { amount: naira(2_500_000) },
  'email.order_placed.discount': { code: 'SALLAH10', amount: naira(250_000) },
  'email.order_placed.delivery': { name: 'Lagos mainland', fee: null },
  'email.order_shipped.subject': { number: 1042, store },
  'email.order_shipped.body': {
    customer: 'Chinedu Okafor',
    store,
    number: 1042,
    carrier: 'GIG Logistics',
    tracking: 'GIG123456',
    delivery: 'Lagos mainland, 1–2 days',
    url,
  },
  'email.invoice.subject': { invoice: 'INV-000123', store },
  'email.invoice.body': { ...invoice, customer: 'Chinedu Okafor' },
  'email.invoice_reminder_before.subject': { invoice: 'INV-000123', store },
  'email.invoice_reminder_before.body': { ...invoice, customer: 'Chinedu Okafor' },
  'email.invoice_reminder_after.subject': { invoice: 'INV-000123', store },
  'email.invoice_reminder_after.body': { ...invoice, customer: 'Chinedu Okafor' },
  'email.receipt.subject': { document: 'RCT-000123', store },
  'email.receipt.body': {
    ...doc,
    document: 'RCT-000123',
    notes: 'Goods sold in good condition are not returnable.',
  },
  'email.credit_note.subject': { document: 'CN-000045', store },
  'email.credit_note.body': { ...doc, document: 'CN-000045' },
  'email.order_delivered.subject': { number: 1042 },
  'email.order_delivered.body': {
    customer: 'Chinedu Okafor',
    store,
    number: 1042,
    amount: naira(1_250_000),
    url: 'https://kasuwa.ng/orders/confirm-receipt?token=abc',
    days: 7,
  },
  'vendor.order_placed.subject': { store, number: 1042 },
  'vendor.order_placed.body': {
    store,
    number: 1042,
    customer: 'Chinedu Okafor',
    total: naira(1_250_000),
    orders: 'https://kasuwa.ng/dashboard/orders',
  },
  'vendor.order_placed.sms': { store, number: 1042, customer: 'Chinedu Okafor', total: naira(1_250_000) },
  'vendor.order_paid.subject': { number: 1042 },
  'vendor.order_paid.body': {
    store,
    number: 1042,
    amount: naira(1_250_000),
    reference: 'KSW-0193a7b25c1d7e4f9a2b3c4d',
    orders: 'https://kasuwa.ng/dashboard/orders',
  },
  'vendor.order_paid.sms': {
    store,
    number: 1042,
    amount: naira(1_250_000),
    link: 'https://kasuwa.ng/dashboard/orders',
  },
  'vendor.dispute_opened.subject': { number: 1042 },
  'vendor.dispute_opened.body': {
    store,
    number: 1042,
    reason: 'The wrapper arrived torn and one of the three bags is missing.',
    orders: 'https://kasuwa.ng/dashboard/orders',
  },
  'vendor.dispute_opened.sms': { store, number: 1042 },
  'vendor.payout_paid.subject': { amount: naira(48_000_000) },
  'vendor.payout_paid.body': { store, amount: naira(48_000_000), reference: 'PO-2026-11-0042' },
  'vendor.payout_paid.sms': { store, amount: naira(48_000_000), reference: 'PO-2026-11-0042' },
  'vendor.payout_failed.subject': { amount: naira(48_000_000) },
  'vendor.payout_failed.body': {
    store,
    amount: naira(48_000_000),
    reference: 'PO-2026-11-0042',
    reason: 'Account number is not valid for this bank',
  },
  'vendor.payout_failed.sms': { store, amount: naira(48_000_000), reason: 'Account number is not valid' },
  'vendor.low_stock.subject': { item: 'Ankara wrapper, blue' },
  'vendor.low_stock.body': {
    store,
    item: 'Ankara wrapper, blue',
    sku: 'ANK-BLU-6Y',
    stock: 2,
    threshold: 5,
    inventory: 'https://kasuwa.ng/dashboard/inventory',
  },
  'vendor.low_stock.sms': { store, item: 'Ankara wrapper, blue', stock: 2, threshold: 5 },
  'vendor.plan_free.subject': { store, plan: 'Business' },
  'vendor.plan_free.body': { plan: 'Business', billing: 'https://kasuwa.ng/subscription' },
  'vendor.plan_free.sms': { store, plan: 'Business' },
  'vendor.plan_failed.subject': { plan: 'Business' },
  'vendor.plan_failed.body': {
    plan: 'Business',
    reason: 'Insufficient funds',
    until: '3 Dec 2026',
    billing: 'https://kasuwa.ng/subscription',
  },
  'vendor.plan_failed.sms': { store, plan: 'Business', until: '3 Dec 2026' },
  'vendor.your_dashboard': {},
  'vendor.subscription_in_dashboard': {},
  'vendor.your_account': {},
  'sms.order_received': { store, number: 1042, total: naira(1_250_000), url },
  'sms.receipt': { store, amount: naira(1_250_000), document: 'RCT-000123', url },
  'sms.credit_note': { store, amount: naira(1_250_000), document: 'CN-000045', url },
  'sms.invoice': invoice,
  'sms.invoice_reminder_before': invoice,
  'sms.invoice_reminder_after': invoice,
  'dispute.received.subject': { number: 1042 },
  'dispute.received.body': { number: 1042, store },
  'dispute.received.sms': { number: 1042, store },
  'dispute.decided.subject': { number: 1042 },
  'dispute.decided.body': {
    number: 1042,
    store,
    resolution: 'refund',
    note: 'The courier confirmed the loss.',
  },
  'dispute.decided.sms': { number: 1042, store, resolution: 'release' },
  'whatsapp.kasuwa_store_alert': {
    store,
    alert: `${store}: order #1042 is PAID (NGN 12,500.00). Please ship it. https://kasuwa.ng/dashboard/orders`,
  },
  'whatsapp.order_received': { store, number: 1042, total: naira(1_250_000), url },
  'whatsapp.order_shipped': {
    store,
    number: 1042,
    shipping: 'GIG Logistics, tracking number GIG123456',
    url,
  },
  'whatsapp.order_delivered': { store, number: 1042, url },
  'whatsapp.shipping': { carrier: 'GIG Logistics', tracking: 'GIG123456' },
  'page.payment.title': {},
  'page.payment.error': {},
  'page.payment.error_unknown': {},
  'page.payment.received': {},
  'page.payment.received_text': {},
  'page.payment.not_confirmed': {},
  'page.payment.not_confirmed_text': {},
  'page.continue': {},
  'page.confirm.title': {},
  'page.confirm.question': {},
  'page.confirm.explain': {},
  'page.confirm.button': {},
  'page.confirm.refused': {},
  'page.confirm.invalid': {},
  'page.confirm.invalid_text': {},
  'page.confirm.thanks_title': {},
  'page.confirm.thanks': {},
  'page.confirm.thanks_text': {},
};

const ids = Object.keys(enNG) as MessageId[];
const format = t as (id: MessageId, params: unknown) => string;

/** The variable names an ICU text uses, select and plural bodies included. */
function variablesOf(text: string): Set<string> {
  const names = new Set<string>();
  type Node = { type: number; value?: unknown; options?: Record<string, { value: Node[] }> };
  const walk = (nodes: Node[]) => {
    for (const n of nodes) {
      // 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural (FormatJS's TYPE)
      if (n.type >= 1 && n.type <= 6 && typeof n.value === 'string') names.add(n.value);
      for (const option of Object.values(n.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(text, 'en-NG', undefined, { ignoreTag: true }).getAst() as Node[]);
  return names;
}

describe('the message catalogue', () => {
  it('has a sample for every message and no sample for a message it lacks', () => {
    expect(Object.keys(samples).sort()).toEqual([...ids].sort());
  });

  it.each(ids)('%s uses exactly its declared variables', (id) => {
    expect([...variablesOf(enNG[id])].sort()).toEqual(Object.keys(samples[id]).sort());
  });

  it.each(ids)('%s renders with no placeholder left', (id) => {
    const text = format(id, samples[id]);
    expect(text.trim()).not.toBe('');
    expect(text).not.toMatch(/[{}]|\bnone\b|undefined|null|NaN|\[object/);
  });

  it.each(ids.filter(isSmsText))('%s stays GSM-7 and within %s SMS pages', (id) => {
    const size = smsSize(format(id, samples[id]));
    expect(size.encoding).toBe('GSM-7');
    expect(size.pages).toBeLessThanOrEqual(SMS_PAGE_LIMIT);
  });

  it('writes money as NGN in SMS and as ₦ in e-mail', () => {
    expect(t('sms.receipt', samples['sms.receipt'])).toContain('NGN 12,500.00');
    expect(renderEmail('vendor.order_paid', { ...samples['vendor.order_paid.body'] }).text).toContain(
      '₦12,500.00',
    );
  });

  it('leaves out what is not given (null)', () => {
    const lowStock = { store, item: 'Soap', sku: null, stock: 1, threshold: 3, inventory: null };
    expect(t('vendor.low_stock.body', lowStock)).toBe(
      `Soap in ${store} is down to 1 (your alert level is 3). Restock it from Inventory in your dashboard.`,
    );
    expect(t('whatsapp.shipping', { carrier: null, tracking: null })).toBe('no tracking number given');
    expect(t('whatsapp.shipping', { carrier: null, tracking: 'X1' })).toBe('tracking number X1');
    expect(t('whatsapp.shipping', { carrier: 'GIG', tracking: null })).toBe('GIG');
    const shipped = { customer: 'A', store: 'S', number: 1, delivery: null, url: 'u' };
    expect(t('email.order_shipped.body', { ...shipped, carrier: null, tracking: null })).toMatch(
      /^Hello A,\n\nS has shipped your order #1\.\n\nFollow/,
    );
    expect(t('email.order_shipped.body', { ...shipped, carrier: null, tracking: 'T1' })).toContain(
      '#1 (tracking number T1).',
    );
    expect(t('email.order_shipped.body', { ...shipped, carrier: 'GIG', tracking: 'T1' })).toContain(
      '#1 (GIG, tracking number T1).',
    );
    const delivered = { customer: 'A', store: null, number: 1, amount: null, url: 'u', days: 1 };
    expect(t('email.order_delivered.body', delivered)).toContain('The store marked');
    expect(t('email.order_delivered.body', delivered)).toContain('Your payment is held');
    expect(t('email.order_delivered.body', delivered)).toContain('seller in 1 day.');
  });
});

describe('e-mails', () => {
  const names = [...new Set(ids.filter((id) => id.endsWith('.subject')).map((id) => id.slice(0, -8)))];

  it.each(names)('%s has a plain-text part and the same words as mail-safe HTML', (name) => {
    const params = Object.assign(
      {},
      ...['subject', 'body', 'action', 'footer'].map((part) => samples[`${name}.${part}` as MessageId]),
    );
    const action = `${name}.action` in enNG;
    const mail = action
      ? (renderActionEmail as (n: string, p: unknown, url: string) => RenderedEmail)(
          name,
          params,
          'https://kasuwa.ng/a?b=1&c=2',
        )
      : (renderEmail as (n: string, p: unknown) => RenderedEmail)(name, params);
    if (action) {
      expect(mail.text).toContain(
        `${format(`${name}.action` as MessageId, {})}: https://kasuwa.ng/a?b=1&c=2`,
      );
      expect(mail.html).toContain('href="https://kasuwa.ng/a?b=1&amp;c=2"');
    }
    expect(mail.subject).not.toMatch(/\n/);
    expect(mail.text.length).toBeGreaterThan(20);
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    // Every line of the text is in the HTML, but the action's "<label>: <url>", which is a button there.
    for (const line of mail.text
      .split('\n')
      .filter((l) => l && !l.endsWith(': https://kasuwa.ng/a?b=1&c=2'))) {
      // Up to a link, which the HTML wraps in an anchor.
      const firstWords = line.split(' ').slice(0, 3).join(' ').split(' http')[0]!.replaceAll('&', '&amp;');
      expect(mail.html).toContain(firstWords);
    }
  });

  it('escapes what it interpolates and links the links', () => {
    const mail = renderEmail('vendor.dispute_opened', {
      store: '<b>Shop</b>',
      number: 7,
      reason: '<script>alert(1)</script>',
      orders: 'https://kasuwa.ng/dashboard/orders',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;b&gt;Shop&lt;/b&gt;');
    expect(mail.html).toContain('<a href="https://kasuwa.ng/dashboard/orders"');
    expect(mail.text).toContain('<script>alert(1)</script>');
  });
});

describe('WhatsApp templates', () => {
  it.each(Object.keys(WHATSAPP_TEMPLATE_PARAMS) as (keyof typeof WHATSAPP_TEMPLATE_PARAMS)[])(
    '%s fills its numbered parameters in the order of its approved body',
    (name) => {
      const sample = samples[`whatsapp.${name}`] as never;
      const message = whatsappMessage(name, sample);
      const body = WHATSAPP_TEMPLATE_PARAMS[name].reduce(
        (text, key, i) => text.replace(`{${key}}`, `{{${i + 1}}}`),
        enNG[`whatsapp.${name}`] as string,
      );
      expect(body).not.toMatch(/\{[a-z]/);
      expect(body.replace(/\{\{(\d+)\}\}/g, (_m, n: string) => message.template.params[Number(n) - 1]!)).toBe(
        message.text,
      );
    },
  );
});

describe('plain pages', () => {
  it('escape what they show', () => {
    const html = paymentErrorPage('<script>alert(1)</script>');
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain(`<h1>${PAYMENT_PAGE_ERROR}</h1>`);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(
      confirmReceiptResultPage({ kind: 'refused', reason: '<img src=x onerror=alert(1)>' }),
    ).not.toContain('<img');
    expect(confirmReceiptPage('"><script>x</script>')).toContain(
      'value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"',
    );
    expect(paymentResultPage(true, '/payment/result?reference=a&outcome=paid')).toContain(
      'href="/payment/result?reference=a&amp;outcome=paid"',
    );
  });
});
