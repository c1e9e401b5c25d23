import { PAYMENT_PAGE_ERROR } from '@kasuwa/contracts';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { smsSize } from '../../platform/sms/segments';
import enNG from './catalog/en-NG';
import { renderCampaignEmail } from './messages.campaign';
import { type RenderedEmail, renderActionEmail, renderEmail } from './messages.email';
import { isSmsText, t } from './messages.format';
import {
  confirmReceiptPage,
  confirmReceiptResultPage,
  paymentErrorPage,
  paymentResultPage,
} from './messages.page';
import type { MessageId } from './messages.params';
import { samples, store } from './messages.samples';
import { WHATSAPP_TEMPLATE_PARAMS, whatsappMessage } from './messages.whatsapp';

/** The most an SMS of the catalogue may cost with realistic data: two pages (306 GSM-7 characters). */
const SMS_PAGE_LIMIT = 2;

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

describe('campaign e-mails', () => {
  it("keep the vendor's words and breaks, escaped, under the store's name and above the unsubscribe link", () => {
    const mail = renderCampaignEmail({
      store: 'Ada & Co <Lagos>',
      body: 'Adire is 20% off <b>this week</b>.\nUntil Sunday.\n\n<script>alert(1)</script>',
      unsubscribeUrl: 'https://ada.kasuwa.ng/unsubscribe/t?a=1&b=2',
    });
    expect(mail.text).toBe(
      'Adire is 20% off <b>this week</b>.\nUntil Sunday.\n\n<script>alert(1)</script>\n\n--\n' +
        'You receive this because you agreed to news and offers from Ada & Co <Lagos> when you ordered.\n' +
        'Unsubscribe: https://ada.kasuwa.ng/unsubscribe/t?a=1&b=2',
    );
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Adire is 20% off &lt;b&gt;this week&lt;/b&gt;.\nUntil Sunday.');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Ada &amp; Co &lt;Lagos&gt;</h2>');
    expect(mail.html).toContain('href="https://ada.kasuwa.ng/unsubscribe/t?a=1&amp;b=2"');
    expect(mail.html).toMatch(/>Unsubscribe<\/a>/);
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
    expect(html).toMatch(/^<!doctype html><html lang="en-NG">/);
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
