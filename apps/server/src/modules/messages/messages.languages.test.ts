import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '@kasuwa/contracts';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { smsSize } from '../../platform/sms/segments';
import { type RenderedEmail, renderActionEmail, renderEmail } from './messages.email';
import { CATALOGUES, dateText, moneyText, t } from './messages.format';
import { confirmReceiptPage } from './messages.page';
import type { MessageId } from './messages.params';
import { samples } from './messages.samples';
import { whatsappMessage, whatsappTemplateIn } from './messages.whatsapp';

/** Every language the same way: the samples render, SMS stay GSM-7 within two pages (issue 33). */
const SMS_PAGE_LIMIT = 2;
const ids = Object.keys(CATALOGUES['en-NG']) as MessageId[];
const format = t as (id: MessageId, params: unknown, locale: Locale) => string;
const isSms = (id: MessageId) => id.startsWith('sms.') || id.endsWith('.sms');
const cases = LOCALES.flatMap((locale) => ids.map((id) => [locale, id] as const));

/** An ICU text's arguments as "name:kind", select cases included (plural cases differ by language). */
function argumentsOf(text: string, locale: string): string[] {
  const out = new Set<string>();
  type Node = { type: number; value?: unknown; options?: Record<string, { value: Node[] }> };
  const walk = (nodes: Node[]) => {
    for (const n of nodes) {
      if (n.type >= 1 && n.type <= 6 && typeof n.value === 'string') {
        const cases =
          n.type === 5
            ? `[${Object.keys(n.options ?? {})
                .sort()
                .join(',')}]`
            : '';
        out.add(`${n.value}:${n.type}${cases}`);
      }
      for (const option of Object.values(n.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(text, locale, undefined, { ignoreTag: true }).getAst() as Node[]);
  return [...out].sort();
}

describe('every language', () => {
  it.each(cases.filter(([locale]) => locale !== 'en-NG'))(
    '%s %s uses the arguments of en-NG',
    (locale, id) => {
      expect(argumentsOf(CATALOGUES[locale][id], locale)).toEqual(
        argumentsOf(CATALOGUES['en-NG'][id], 'en-NG'),
      );
    },
  );

  it.each(cases)('%s %s renders with no placeholder left', (locale, id) => {
    const text = format(id, samples[id], locale);
    expect(text.trim()).not.toBe('');
    expect(text).not.toMatch(/[{}]|\bnone\b|undefined|null|NaN|\[object/);
  });

  // WhatsApp texts are Unicode in every language but en-NG's (messages.test.ts), so only SMS here.
  it.each(cases.filter(([, id]) => isSms(id)))('%s %s stays GSM-7 within two SMS pages', (locale, id) => {
    const size = smsSize(format(id, samples[id], locale));
    expect(size.encoding).toBe('GSM-7');
    expect(size.pages).toBeLessThanOrEqual(SMS_PAGE_LIMIT);
  });

  it.each(LOCALES)('%s e-mails and pages say their language', (locale) => {
    const mail = renderActionEmail(
      'email.password_reset',
      { ...samples['email.password_reset.body'], ...samples['email.password_reset.footer'] },
      'https://kasuwa.ng/r',
      locale,
    );
    expect(mail.html).toContain(` lang="${locale}">`);
    expect(mail.text).toContain(format('email.password_reset.action', {}, locale));
    expect(confirmReceiptPage('x', locale)).toContain(`<html lang="${locale}">`);
  });
});

describe('the letters of each language where Unicode is free', () => {
  it('Hausa e-mails keep hooked letters, its SMS write them plainly', () => {
    const mail = (renderEmail as (n: string, p: unknown, l: Locale) => RenderedEmail)(
      'email.order_delivered',
      { ...samples['email.order_delivered.subject'], ...samples['email.order_delivered.body'] },
      'ha',
    );
    expect(mail.text).toMatch(/[ɓɗƙƴ]/);
    expect(mail.text).toContain('ƙorafi');
    expect(format('dispute.received.sms', samples['dispute.received.sms'], 'ha')).toContain('korafinku');
  });

  it('Yoruba keeps tone marks and under-dots on screens, Igbo its dotted vowels', () => {
    expect(t('page.confirm.question', {}, 'yo')).toBe('Ṣé ọ́dà yín ti dé?');
    expect(t('page.confirm.question', {}, 'ig')).toBe('Ọda gị eruola gị aka?');
  });
});

describe('money and dates in each language', () => {
  const naira = { amount: 1_250_000, currency: 'NGN' };

  it('keeps ₦ with en-NG grouping in every language but French', () => {
    for (const locale of LOCALES.filter((l) => l !== 'fr'))
      expect(moneyText(naira, false, locale)).toBe('₦12,500.00');
  });

  it('writes French amounts the French way, the naira still as ₦, other currencies as French writes them', () => {
    expect(moneyText(naira, false, 'fr')).toBe('12\u202f500,00\u00a0₦');
    expect(moneyText({ amount: 12_500, currency: 'XOF' }, false, 'fr')).toBe('12\u202f500\u00a0F\u202fCFA');
    const receipt = t('email.receipt.body', { ...samples['email.receipt.body'], amount: naira }, 'fr');
    expect(receipt).toContain('Merci pour votre paiement de 12\u202f500,00\u00a0₦');
  });

  it('writes the currency code with plain spaces in French SMS, so they stay GSM-7', () => {
    const sms = t('sms.receipt', { ...samples['sms.receipt'], amount: naira }, 'fr');
    expect(sms).toContain('12 500,00 NGN');
    expect(smsSize(sms).encoding).toBe('GSM-7');
  });

  it('writes dates in the language, a due date as its own day', () => {
    expect(dateText('2026-11-30', 'fr')).toBe('30 novembre 2026');
    expect(dateText('2026-11-30', 'en-NG')).toBe('30 November 2026');
    expect(dateText('2026-11-30', 'pcm')).toBe('30 November 2026');
    expect(dateText('2026-11-30', 'ha')).toBe('30 Nuwamba, 2026');
    // 23:30 UTC is already the next day in Lagos.
    expect(dateText(new Date('2026-11-30T23:30:00Z'), 'en-NG')).toBe('1 December 2026');
  });
});

describe('WhatsApp templates in each language', () => {
  it('carry the language code Meta has, or their own name where Meta has none', () => {
    expect(whatsappTemplateIn('order_received', 'en-NG')).toEqual({ name: 'order_received', language: 'en' });
    expect(whatsappTemplateIn('order_received', 'ha')).toEqual({ name: 'order_received', language: 'ha' });
    expect(whatsappTemplateIn('order_received', 'fr')).toEqual({ name: 'order_received', language: 'fr' });
    expect(whatsappTemplateIn('order_received', 'yo')).toEqual({ name: 'order_received_yo', language: 'en' });
  });

  it('send the English template for a language Meta has not approved yet', () => {
    const message = whatsappMessage('order_received', samples['whatsapp.order_received'], 'yo');
    expect(message.template).toMatchObject({ name: 'order_received', language: 'en' });
    expect(message.text).toBe(t('whatsapp.order_received', samples['whatsapp.order_received']));
  });
});

/** The SMS page table in docs/messages.md: regenerated with UPDATE_SMS_TABLE=1, else it must match. */
describe('docs/messages.md', () => {
  it('shows the SMS pages each template takes in each language', () => {
    const smsIds = ids.filter(isSms);
    const rows = smsIds.map((id) => {
      const cells = LOCALES.map((locale) => {
        const size = smsSize(format(id, samples[id], locale));
        return `${size.pages} (${size.units})`;
      });
      return `| \`${id}\` | ${cells.join(' | ')} |`;
    });
    const table = [
      `| SMS template | ${LOCALES.join(' | ')} |`,
      `|---|${LOCALES.map(() => '---').join('|')}|`,
      ...rows,
    ].join('\n');
    const path = fileURLToPath(new URL('../../../../../docs/messages.md', import.meta.url));
    const doc = readFileSync(path, 'utf8');
    const start = '<!-- sms-pages:start -->';
    const end = '<!-- sms-pages:end -->';
    const from = doc.indexOf(start) + start.length;
    const to = doc.indexOf(end);
    const current = doc.slice(from, to).trim();
    if (process.env.UPDATE_SMS_TABLE) {
      writeFileSync(path, `${doc.slice(0, from)}\n${table}\n${doc.slice(to)}`);
      return;
    }
    expect(current).toBe(table);
  });
});
