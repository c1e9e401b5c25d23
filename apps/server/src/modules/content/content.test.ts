import type { Role } from '@kasuwa/contracts';
import { contactMessages as contactTexts, errorReportMessages, newsletterMessages } from '@kasuwa/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../platform/platform.schema';
import { signIn } from '../../test/admin-fixtures';
import { createVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { users } from '../admin-users/admin-users.schema';
import { contactMessages, newsletterSubscriptions } from './content.schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
function nextIp() {
  ipCounter += 1;
  return `10.2.0.${ipCounter}`;
}
function post(url: string, payload: unknown, ip = nextIp()) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
}

async function lastEmailTo(to: string) {
  const [row] = await t.database.db
    .select()
    .from(messages)
    .where(eq(messages.recipient, to))
    .orderBy(desc(messages.id))
    .limit(1);
  return row;
}

function tokenOf(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([\\w-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1]!;
}

function fieldMessages(res: { json(): { error: { details?: { path: string; message: string }[] } } }) {
  const result: Record<string, string> = {};
  for (const d of res.json().error.details ?? []) result[d.path] ??= d.message;
  return result;
}

describe('contact form', () => {
  it('stores the message, emails it to the support mailbox and answers the success banner text', async () => {
    const res = await post('/api/contact', {
      name: 'Chidi Obi',
      email: 'Chidi@Example.ng',
      subject: 'Payout question',
      message: 'When will my naira payout land?',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: true, message: contactTexts.success });

    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(row).toMatchObject({ name: 'Chidi Obi', email: 'chidi@example.ng', subject: 'Payout question' });
    const mail = await lastEmailTo('support@kasuwa.ng');
    expect(mail).toMatchObject({ template: 'contact-message' });
    expect(mail!.subject).toContain('Payout question');
    expect(mail!.bodyText).toContain('Chidi Obi <chidi@example.ng>');
    expect(mail!.bodyText).toContain('When will my naira payout land?');
  });

  it('marks a vendor with priority support (a paid plan) for the support team to answer first', async () => {
    const paying = await createVendor(t, { plan: 'premium' });
    const free = await createVendor(t, { plan: 'free' });
    const emailOf = async (userId: number) =>
      (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.email;
    const send = async (email: string) => {
      const res = await post('/api/contact', { name: 'Ada', email: email.toUpperCase(), message: 'Help' });
      expect(res.statusCode).toBe(201);
      return (await lastEmailTo('support@kasuwa.ng'))!;
    };
    const priority = await send(await emailOf(paying.userId));
    expect(priority.subject).toMatch(/^\[Priority\] Premium vendor: Contact form #\d+/);
    expect(priority.bodyText).toContain('Plan: Premium (priority support: answer first)');
    expect((await send(await emailOf(free.userId))).subject).toMatch(/^Contact form #/);
    expect((await send('stranger@example.ng')).subject).toMatch(/^Contact form #/);
  });

  it('accepts a message without a subject and escapes HTML in the emailed copy', async () => {
    const res = await post('/api/contact', {
      name: '<b>Eve</b>',
      email: 'eve@example.ng',
      message: '<script>x</script>',
    });
    expect(res.statusCode).toBe(201);
    const mail = await lastEmailTo('support@kasuwa.ng');
    expect(mail!.bodyHtml).not.toContain('<script>');
    expect(mail!.bodyHtml).toContain('&lt;script&gt;x&lt;/script&gt;');
  });

  it('requires name, a valid email and a message', async () => {
    const res = await post('/api/contact', { name: ' ', email: 'nope', message: '' });
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res)).toEqual({
      'body.name': 'Your name is required.',
      'body.email': 'Please enter a valid email address',
      'body.message': 'Your message is required.',
    });
    const missing = await post('/api/contact', {});
    expect(fieldMessages(missing)['body.email']).toBe('Your email is required.');
    const huge = await post('/api/contact', { name: 'A', email: 'a@b.ng', message: 'x'.repeat(5001) });
    expect(huge.statusCode).toBe(400);
  });

  it('rate-limits messages from one address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await post('/api/contact', { name: 'A', email: 'a@b.ng', message: `hi ${i}` }, ip)).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('newsletter', () => {
  it('double opt-in: pending until the emailed link is followed; the link works once; unsubscribe works', async () => {
    const sub = await post('/api/newsletter/subscribe', {
      fullName: 'Amina Bello',
      email: 'Amina@Example.ng',
      phone: '',
    });
    expect(sub.statusCode).toBe(202);
    expect(sub.json()).toEqual({ status: true, message: newsletterMessages.pending });
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'amina@example.ng'));
    expect(row!.status).toBe('pending');

    const mail = await lastEmailTo('amina@example.ng');
    expect(mail!.template).toBe('newsletter-confirmation');
    expect(mail!.bodyText).toContain(`${t.config.publicUrl}/subscribe/confirm?token=`);
    const confirm = tokenOf(mail!.bodyText, '/subscribe/confirm');
    const unsubscribe = tokenOf(mail!.bodyText, '/subscribe/unsubscribe');

    const ok = await post('/api/newsletter/confirm', { token: confirm });
    expect(ok.json()).toEqual({ status: true, message: newsletterMessages.confirmed });
    const again = await post('/api/newsletter/confirm', { token: confirm });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(newsletterMessages.invalidLink);

    // A confirmed subscriber who submits the form again gets the same answer and no new email.
    const before = (await lastEmailTo('amina@example.ng'))!.id;
    const resub = await post('/api/newsletter/subscribe', {
      fullName: 'Amina Bello',
      email: 'amina@example.ng',
    });
    expect(resub.json()).toEqual(sub.json());
    expect((await lastEmailTo('amina@example.ng'))!.id).toBe(before);

    const out = await post('/api/newsletter/unsubscribe', { token: unsubscribe });
    expect(out.json()).toEqual({ status: true, message: newsletterMessages.unsubscribed });
    expect((await post('/api/newsletter/unsubscribe', { token: unsubscribe })).statusCode).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'amina@example.ng'));
    expect(after!.status).toBe('unsubscribed');

    // Subscribing again after leaving starts a new opt-in.
    await post('/api/newsletter/subscribe', { fullName: 'Amina Bello', email: 'amina@example.ng' });
    expect((await lastEmailTo('amina@example.ng'))!.id).toBeGreaterThan(before);
  });

  it('refuses unknown tokens and bad input', async () => {
    expect((await post('/api/newsletter/confirm', { token: 'nope' })).statusCode).toBe(400);
    expect((await post('/api/newsletter/unsubscribe', { token: 'nope' })).statusCode).toBe(400);
    expect((await post('/api/newsletter/confirm', {})).statusCode).toBe(400);
    const bad = await post('/api/newsletter/subscribe', { fullName: '', email: 'x', phone: 'abc' });
    expect(fieldMessages(bad)).toEqual({
      'body.fullName': 'Full name is required.',
      'body.email': 'Please enter a valid email address',
      'body.phone': 'Please enter a valid phone number.',
    });
  });

  it('rate-limits subscriptions from one address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await post('/api/newsletter/subscribe', { fullName: 'N', email: `n${i}@example.ng` }, ip))
          .statusCode,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('error reports', () => {
  const report = {
    errorId: 'ERR-1732190000-ab12',
    error: {
      message: 'Redirect to authentication endpoint failed.',
      code: 'REDIRECT_FAILED',
      timestamp: '2026-11-21T10:00:00.000Z',
      url: 'http://localhost:3000/login',
      email: 'vendor@example.ng',
      unexpected: 'dropped',
    },
    userMessage: 'I clicked login and nothing happened.',
    timestamp: '2026-11-21T10:00:05.000Z',
  };

  async function adminToken(role: Role) {
    return (await signIn(t, role)).headers.authorization.slice('Bearer '.length);
  }

  it('stores a report and shows it to admins with view_logs only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/error-reports',
      payload: report,
      headers: { 'user-agent': 'Mozilla/5.0 Test' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: true, message: errorReportMessages.thanks });

    const support = await t.app.inject({
      method: 'GET',
      url: '/api/admin/error-reports',
      headers: { authorization: `Bearer ${await adminToken('support_admin')}` },
    });
    expect(support.statusCode).toBe(200);
    const body = support.json();
    expect(body.reports[0]).toMatchObject({
      errorId: report.errorId,
      userMessage: report.userMessage,
      reportedAt: report.timestamp,
      userAgent: 'Mozilla/5.0 Test',
      error: { code: 'REDIRECT_FAILED', email: 'vendor@example.ng' },
    });
    expect(body.reports[0].error.unexpected).toBeUndefined();
    expect(body.pagination).toMatchObject({
      currentPage: 1,
      totalReports: 1,
      hasNextPage: false,
      hasPrevPage: false,
    });

    for (const role of ['employee_1', 'employee_2', 'employee_3'] as const) {
      const denied = await t.app.inject({
        method: 'GET',
        url: '/api/admin/error-reports',
        headers: { authorization: `Bearer ${await adminToken(role)}` },
      });
      expect(denied.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/error-reports' })).statusCode).toBe(401);
    const vendor = await t.tokens.signAccess({ sub: 2, aud: 'vendor', role: 'user', name: 'V' });
    const asVendor = await t.app.inject({
      method: 'GET',
      url: '/api/admin/error-reports',
      headers: { authorization: `Bearer ${vendor}` },
    });
    expect(asVendor.statusCode).toBe(401);
  });

  it('defaults the code to UNKNOWN and refuses a report without an error id', async () => {
    const res = await post('/api/error-reports', { errorId: 'E2', error: { message: 'x' } });
    expect(res.statusCode).toBe(201);
    expect((await post('/api/error-reports', { error: {} })).statusCode).toBe(400);
    expect((await post('/api/error-reports', { errorId: 'E3', error: 'text' })).statusCode).toBe(400);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/error-reports?limit=1&page=1',
      headers: { authorization: `Bearer ${await adminToken('super_admin')}` },
    });
    expect(list.json().reports[0].error.code).toBe('UNKNOWN');
    expect(list.json().pagination).toMatchObject({ totalPages: 2, hasNextPage: true });
    const badPage = await t.app.inject({
      method: 'GET',
      url: '/api/admin/error-reports?page=0',
      headers: { authorization: `Bearer ${await adminToken('super_admin')}` },
    });
    expect(badPage.statusCode).toBe(400);
  });
});

describe('newsletter confirmation in the reader’s language', () => {
  it('is written in the language the request asks for, English for one Kasuwa does not speak', async () => {
    const ask = (email: string, language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { fullName: 'Hauwa Sani', email },
        headers: { 'accept-language': language },
        remoteAddress: nextIp(),
      });
    expect((await ask('hauwa@example.ng', 'ha-NG,ha;q=0.9')).statusCode).toBe(202);
    const hausa = await lastEmailTo('hauwa@example.ng');
    expect(hausa!.subject).toBe('Ku tabbatar da karɓar labaran Kasuwa');
    expect(hausa!.bodyText).toContain(`${t.config.publicUrl}/subscribe/confirm?token=`);
    expect((await ask('hans@example.ng', 'de')).statusCode).toBe(202);
    expect((await lastEmailTo('hans@example.ng'))!.subject).toBe(
      'Confirm your Kasuwa newsletter subscription',
    );
  });
});
