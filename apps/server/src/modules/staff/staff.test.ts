import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueRefreshToken } from '../../platform/auth';
import { messages, refreshTokens } from '../../platform/platform.schema';
import { createProduct, createVendor, type TestVendor } from '../../test/commerce';
import { createTestApp, type TestContext } from '../../test/harness';
import { addToStore, createPerson } from '../../test/staff-fixtures';
import { staffInvitations } from './staff.schema';

/** Issue 34: invitations (seats, expiry, single use, the wrong account), members, removal, the activity log. */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const invite = (v: TestVendor, body: Record<string, unknown>, headers = v.headers) =>
  t.app.inject({ method: 'POST', url: `${v.base}/staff/invitations`, headers, payload: body });

/** The token in the last message sent to `recipient` (the link `/staff/join/<token>`). */
async function tokenSentTo(recipient: string): Promise<string> {
  const [row] = await t.database.db
    .select()
    .from(messages)
    .where(eq(messages.recipient, recipient))
    .orderBy(desc(messages.id))
    .limit(1);
  const token = /\/staff\/join\/([\w-]+)/.exec(row?.bodyText ?? '')?.[1];
  if (!token) throw new Error(`no invitation link sent to ${recipient}`);
  return token;
}

const accept = (token: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/staff-invitations/${token}/accept`, headers, payload: body });

let n = 0;
const email = () => `invitee-${++n}-${Date.now()}@example.com`;

describe('invitations', () => {
  it('Free has no seats: 403 STAFF_SEATS_EXHAUSTED naming Premium', async () => {
    const free = await createVendor(t, { plan: 'free' });
    const res = await invite(free, { contact: email(), name: 'Aisha Bello', role: 'sales' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'STAFF_SEATS_EXHAUSTED',
      message: 'Your Free plan does not include staff accounts. Upgrade to Premium to invite staff.',
    });
  });

  it('Premium: three seats, counting members and open invitations; a revoked invitation frees its seat', async () => {
    const owner = await createVendor(t, { plan: 'premium' });
    await addToStore(t, owner.storeId, await createPerson(t), 'stock');
    const first = await invite(owner, { contact: email(), name: 'One', role: 'sales' });
    expect(first.statusCode, first.body).toBe(201);
    expect((await invite(owner, { contact: '0803 123 4567', name: 'Two', role: 'stock' })).statusCode).toBe(
      201,
    );
    const full = await invite(owner, { contact: email(), name: 'Three', role: 'manager' });
    expect(full.statusCode).toBe(403);
    expect(full.json().error.code).toBe('STAFF_SEATS_EXHAUSTED');
    expect(full.json().error.message).toContain('Enterprise');
    const overview = await t.app.inject({ url: `${owner.base}/staff`, headers: owner.headers });
    expect(overview.json().seats).toEqual({ used: 3, limit: 3 });
    expect(overview.json().invitations.map((i: { channel: string }) => i.channel)).toEqual(['email', 'sms']);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `${owner.base}/staff/invitations/${first.json().id}`,
      headers: owner.headers,
    });
    expect(revoke.statusCode).toBe(204);
    expect((await invite(owner, { contact: email(), name: 'Three', role: 'manager' })).statusCode).toBe(201);
  });

  it('two invitations at once for the last seat: one gets it', async () => {
    const owner = await createVendor(t, { plan: 'premium' });
    await addToStore(t, owner.storeId, await createPerson(t), 'stock');
    await addToStore(t, owner.storeId, await createPerson(t), 'stock');
    const results = await Promise.all([
      invite(owner, { contact: email(), name: 'A', role: 'sales' }),
      invite(owner, { contact: email(), name: 'B', role: 'sales' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
  });

  it('refuses bad input with catalogue codes: a contact that is neither, a custom role with nothing, twice the same person', async () => {
    const owner = await createVendor(t, { plan: 'enterprise' });
    const bad = await invite(owner, { contact: 'not a contact', name: 'X', role: 'sales' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('STAFF_CONTACT_INVALID');
    const empty = await invite(owner, { contact: email(), name: 'X', role: 'custom', permissions: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('VALIDATION_FAILED');
    const unknown = await invite(owner, {
      contact: email(),
      name: 'X',
      role: 'custom',
      permissions: ['payouts'],
    });
    expect(unknown.statusCode).toBe(400);
    const contact = email();
    expect((await invite(owner, { contact, name: 'X', role: 'sales' })).statusCode).toBe(201);
    const again = await invite(owner, { contact: contact.toUpperCase(), name: 'X', role: 'sales' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('STAFF_ALREADY_MEMBER');
    const self = await t.app.inject({ url: '/api/auth/me', headers: owner.headers });
    const ownerSelf = await invite(owner, { contact: self.json().user.email, name: 'Me', role: 'sales' });
    expect(ownerSelf.statusCode).toBe(409);
  });

  it('a member cannot invite; another store’s owner gets 404', async () => {
    const owner = await createVendor(t, { plan: 'premium' });
    const manager = await createPerson(t);
    await addToStore(t, owner.storeId, manager, 'manager');
    const res = await invite(owner, { contact: email(), name: 'X', role: 'sales' }, manager.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('STAFF_OWNER_ONLY');
    const other = await createVendor(t, { plan: 'premium' });
    expect(
      (await invite(owner, { contact: email(), name: 'X', role: 'sales' }, other.headers)).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `${owner.base}/staff`, headers: other.headers })).statusCode).toBe(404);
  });

  it('by e-mail: preview, a new person sets a password and is signed in; the link then stops working', async () => {
    const owner = await createVendor(t, { plan: 'premium' });
    const contact = email();
    expect((await invite(owner, { contact, name: 'Aisha Bello', role: 'sales' })).statusCode).toBe(201);
    const [mail] = await t.database.db.select().from(messages).where(eq(messages.recipient, contact));
    expect(mail!.subject).toContain('invited you to work in');
    const token = await tokenSentTo(contact);
    const preview = await t.app.inject({ url: `/api/staff-invitations/${token}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ name: 'Aisha Bello', role: 'sales', existingAccount: false });
    const short = await accept(token, { password: 'short' });
    expect(short.statusCode).toBe(400);
    const noPassword = await accept(token, {});
    expect(noPassword.statusCode).toBe(400);
    const joined = await accept(token, { password: 'a-long-password' });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({
      success: true,
      hasStore: true,
      user: { email: contact, firstName: 'Aisha' },
    });
    expect(joined.headers['set-cookie']).toBeDefined();
    const headers = { authorization: `Bearer ${joined.json().token}` };
    const stores = await t.app.inject({ url: '/api/vendor/stores', headers });
    expect(stores.json().stores).toEqual([
      expect.objectContaining({ id: owner.storeId, access: expect.objectContaining({ role: 'sales' }) }),
    ]);
    expect((await t.app.inject({ url: `${owner.base}/orders`, headers })).statusCode).toBe(200);
    // Single use.
    const reuse = await accept(token, { password: 'a-long-password' });
    expect(reuse.statusCode).toBe(404);
    expect(reuse.json().error.code).toBe('STAFF_INVITATION_INVALID');
    expect((await t.app.inject({ url: `/api/staff-invitations/${token}` })).statusCode).toBe(404);
    // The new account signs in with its password like any vendor.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: contact, password: 'a-long-password' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().hasStore).toBe(true);
  });

  it('one link accepted twice at once: one person joins, the other answer is 404', async () => {
    const owner = await createVendor(t, { plan: 'premium' });
    const contact = email();
    expect((await invite(owner, { contact, name: 'Twice', role: 'sales' })).statusCode).toBe(201);
    const token = await tokenSentTo(contact);
    const answers = await Promise.all([
      accept(token, { password: 'a-long-password' }),
      accept(token, { password: 'a-long-password' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    const overview = await t.app.inject({ url: `${owner.base}/staff`, headers: owner.headers });
    expect(overview.json().members).toHaveLength(1);
    expect(overview.json().invitations).toEqual([]);
  });

  it('an expired, revoked or unknown link is 404; resending gives a new link and the old one stops', async () => {
    const owner = await createVendor(t, { plan: 'premium' });
    const contact = email();
    const created = (await invite(owner, { contact, name: 'Late', role: 'stock' })).json();
    const first = await tokenSentTo(contact);
    const resent = await t.app.inject({
      method: 'POST',
      url: `${owner.base}/staff/invitations/${created.id}/resend`,
      headers: owner.headers,
    });
    expect(resent.statusCode).toBe(200);
    const second = await tokenSentTo(contact);
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: `/api/staff-invitations/${first}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/staff-invitations/${second}` })).statusCode).toBe(200);
    await t.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.id, created.id));
    const expired = await accept(second, { password: 'a-long-password' });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.code).toBe('STAFF_INVITATION_INVALID');
    expect((await t.app.inject({ url: '/api/staff-invitations/nonsense' })).statusCode).toBe(404);
  });

  it('an existing account must accept signed in as itself: 409 otherwise', async () => {
    const owner = await createVendor(t, { plan: 'premium' });
    const person = await createPerson(t, 'Chidi');
    expect((await invite(owner, { contact: person.email, name: 'Chidi', role: 'manager' })).statusCode).toBe(
      201,
    );
    const token = await tokenSentTo(person.email);
    expect((await t.app.inject({ url: `/api/staff-invitations/${token}` })).json().existingAccount).toBe(
      true,
    );
    const anonymous = await accept(token, { password: 'a-long-password' });
    expect(anonymous.statusCode).toBe(409);
    expect(anonymous.json().error).toMatchObject({ code: 'STAFF_INVITATION_WRONG_ACCOUNT' });
    const someoneElse = await createPerson(t);
    const wrong = await accept(token, {}, someoneElse.headers);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.message).toContain('sent to someone else');
    const right = await accept(token, {}, person.headers);
    expect(right.statusCode, right.body).toBe(200);
    expect(
      (await t.app.inject({ url: `${owner.base}/money/balance`, headers: person.headers })).statusCode,
    ).toBe(200);
  });

  it('by phone: the SMS carries the link in GSM-7; a new person gives an e-mail and a password', async () => {
    const owner = await createVendor(t, { plan: 'premium' });
    expect(
      (await invite(owner, { contact: '0805 555 0101', name: 'Musa Ibrahim', role: 'stock' })).statusCode,
    ).toBe(201);
    const [sms] = await t.database.db.select().from(messages).where(eq(messages.recipient, '+2348055550101'));
    expect(sms!.channel).toBe('sms');
    expect(sms!.bodyText).toMatch(/^[\x20-\x7E\n]+$/);
    const token = await tokenSentTo('+2348055550101');
    const noEmail = await accept(token, { password: 'a-long-password' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.code).toBe('VALIDATION_FAILED');
    const address = email();
    const joined = await accept(token, { password: 'a-long-password', email: address });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().user).toMatchObject({
      email: address,
      phone: '+2348055550101',
      emailVerified: false,
    });
  });
});

describe('members', () => {
  it('the owner changes a role (from the next request) and removes a member, who is refused at once', async () => {
    const owner = await createVendor(t, { plan: 'premium' });
    const person = await createPerson(t);
    const memberId = await addToStore(t, owner.storeId, person, 'stock');
    const orders = () => t.app.inject({ url: `${owner.base}/orders`, headers: person.headers });
    expect((await orders()).statusCode).toBe(403);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `${owner.base}/staff/${memberId}`,
      headers: owner.headers,
      payload: { role: 'custom', permissions: ['orders.read'] },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({ role: 'custom', permissions: ['orders.read'] });
    expect((await orders()).statusCode).toBe(200);
    const refresh = await issueRefreshToken(t.database.db, person.userId, 'vendor', 3600);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${owner.base}/staff/${memberId}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    // The same access token, the very next request: the store is gone for them.
    expect((await orders()).statusCode).toBe(404);
    // No store left: their sessions are ended too.
    const [token] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, refresh.familyId));
    expect(token!.revokedAt).not.toBeNull();
    // Removing or changing someone who is not a member (the owner is never one) is 404.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${owner.base}/staff/${memberId}`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('a member of two stores switches between them; removal from one keeps the other and the sessions', async () => {
    const a = await createVendor(t, { plan: 'premium' });
    const b = await createVendor(t, { plan: 'premium' });
    const person = await createPerson(t);
    const inA = await addToStore(t, a.storeId, person, 'sales');
    await addToStore(t, b.storeId, person, 'stock');
    const list = await t.app.inject({ url: '/api/vendor/stores', headers: person.headers });
    expect(
      list.json().stores.map((s: { id: number; access: { role: string } }) => [s.id, s.access.role]),
    ).toEqual([
      [a.storeId, 'sales'],
      [b.storeId, 'stock'],
    ]);
    expect((await t.app.inject({ url: `${a.base}/orders`, headers: person.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${b.base}/orders`, headers: person.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${b.base}/products`, headers: person.headers })).statusCode).toBe(200);
    await issueRefreshToken(t.database.db, person.userId, 'vendor', 3600);
    await t.app.inject({ method: 'DELETE', url: `${a.base}/staff/${inA}`, headers: a.headers });
    expect((await t.app.inject({ url: `${a.base}/orders`, headers: person.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${b.base}/products`, headers: person.headers })).statusCode).toBe(200);
    const live = await t.database.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, person.userId), isNull(refreshTokens.revokedAt)));
    expect(live.length).toBe(1);
  });

  it('the owner cannot be demoted or removed: there is no member row for them, and a member cannot manage staff', async () => {
    const owner = await createVendor(t, { plan: 'premium' });
    const manager = await createPerson(t);
    const id = await addToStore(t, owner.storeId, manager, 'manager');
    const overview = await t.app.inject({ url: `${owner.base}/staff`, headers: owner.headers });
    expect(overview.json().members.map((m: { userId: number }) => m.userId)).toEqual([manager.userId]);
    const selfPromote = await t.app.inject({
      method: 'PATCH',
      url: `${owner.base}/staff/${id}`,
      headers: manager.headers,
      payload: { role: 'custom', permissions: ['orders.refund'] },
    });
    expect(selfPromote.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `${owner.base}/staff/${id}`,
      headers: owner.headers,
      payload: { role: 'owner' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the store's activity log", () => {
  it('records who did what in the store, members by name and role; the owner reads it page by page', async () => {
    const owner = await createVendor(t, { plan: 'premium' });
    const product = await createProduct(t, owner);
    const stock = await createPerson(t, 'Kemi');
    await addToStore(t, owner.storeId, stock, 'stock');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${owner.base}/products/${product.id}`,
      headers: stock.headers,
      payload: { title: 'New title' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await invite(owner, { contact: email(), name: 'Tunde', role: 'sales' })).statusCode).toBe(201);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${owner.base}/products/${product.id}`,
      headers: stock.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const page = await t.app.inject({ url: `${owner.base}/audit?limit=2`, headers: owner.headers });
    expect(page.statusCode, page.body).toBe(200);
    const { entries, nextCursor } = page.json();
    expect(entries.map((e: { summary: string }) => e.summary)).toEqual([
      'Deleted a product',
      'Invited Tunde to the store',
    ]);
    expect(entries[0]).toMatchObject({
      actorName: 'Kemi',
      actorRole: 'stock',
      entity: 'products',
      entityId: product.id,
    });
    expect(entries[1].actorRole).toBe('owner');
    const next = await t.app.inject({
      url: `${owner.base}/audit?limit=2&cursor=${nextCursor}`,
      headers: owner.headers,
    });
    expect(next.json().entries[0]).toMatchObject({ summary: 'Changed a product', actorName: 'Kemi' });
    // The owner's alone; another store's log is not reachable; a bad cursor is 400.
    expect((await t.app.inject({ url: `${owner.base}/audit`, headers: stock.headers })).statusCode).toBe(403);
    const other = await createVendor(t);
    expect((await t.app.inject({ url: `${owner.base}/audit`, headers: other.headers })).statusCode).toBe(404);
    const theirs = await t.app.inject({ url: `${other.base}/audit`, headers: other.headers });
    expect(theirs.json().entries).toEqual([]);
    expect(
      (await t.app.inject({ url: `${owner.base}/audit?cursor=abc`, headers: owner.headers })).statusCode,
    ).toBe(400);
  });
});
