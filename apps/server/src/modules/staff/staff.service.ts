import {
  normalisePhone,
  permissionsOfRole,
  type StaffInvitation,
  type StaffInvite,
  type StaffMemberUpdate,
  type StaffOverview,
} from '@kasuwa/contracts';
import { z } from 'zod';
import type { Config } from '../../config';
import { randomToken, revokeAllForUser, sha256 } from '../../platform/auth';
import { errors, fail } from '../../platform/errors';
import { queueEmail } from '../../platform/mail';
import { queueSms } from '../../platform/sms/outbox';
import { inTransaction, type TenantContext } from '../../platform/tenant';
import { findAccountByEmail, getAccount } from '../admin-users';
import { recordAudit } from '../audit';
import { renderActionEmail, t } from '../messages';
import { assertStaffSeat } from '../plans';
import {
  changeMemberRole,
  countMembers,
  deleteMember,
  findMember,
  findMemberByUser,
  hasAnyStore,
  listMembers,
  lockStore,
  type StoreRow,
  storeEntitlements,
} from '../stores';
import * as queries from './staff.queries';
import type { StaffInvitationRow } from './staff.schema';

/** An invitation's link works for 7 days (issue 34). */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

const email = z.email();

/** An e-mail address (lowercased) or a Nigerian phone number (E.164), and the channel it is reached on. */
export function parseContact(raw: string): { contact: string; channel: 'email' | 'sms' } {
  const value = raw.trim();
  if (value.includes('@')) {
    if (!email.safeParse(value).success) throw fail('STAFF_CONTACT_INVALID');
    return { contact: value.toLowerCase(), channel: 'email' };
  }
  const phone = normalisePhone(value);
  if (!phone) throw fail('STAFF_CONTACT_INVALID');
  return { contact: phone, channel: 'sms' };
}

export function toInvitation(row: StaffInvitationRow): StaffInvitation {
  return {
    id: row.id,
    name: row.name,
    contact: row.contact,
    channel: row.channel,
    role: row.role,
    permissions: permissionsOfRole(row.role, row.permissions),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Members and open invitations; the plan's seats (null unlimited). */
export async function staffOverview(ctx: TenantContext): Promise<StaffOverview> {
  const members = await listMembers(ctx);
  const invitations = (await queries.openInvitations(ctx)).map(toInvitation);
  const { staffSeats } = await storeEntitlements(ctx);
  return {
    seats: { used: members.length + invitations.length, limit: staffSeats },
    members,
    invitations,
  };
}

async function ownerName(ctx: TenantContext, store: StoreRow): Promise<string> {
  const owner = store.userId === null ? undefined : await getAccount(ctx, store.userId);
  return owner ? `${owner.firstName} ${owner.lastName}`.trim() || owner.username : store.name;
}

/** Sends the invitation's link by its channel, in the caller's transaction (queued, sent by a job). */
async function sendInvitation(
  ctx: TenantContext,
  config: Pick<Config, 'publicUrl' | 'SUPPORT_EMAIL'>,
  store: StoreRow,
  row: StaffInvitationRow,
  token: string,
): Promise<void> {
  const url = `${config.publicUrl}/staff/join/${token}`;
  const owner = await ownerName(ctx, store);
  if (row.channel === 'email') {
    const mail = renderActionEmail(
      'email.staff_invite',
      { owner, store: store.name, name: row.name, role: row.role, support: config.SUPPORT_EMAIL },
      url,
    );
    await queueEmail(ctx.db, { to: row.contact, ...mail, template: 'staff-invite' });
  } else {
    const text = t('sms.staff_invite', { owner, store: store.name, url });
    await queueSms(ctx.db, { to: row.contact, text, template: 'staff-invite', storeId: ctx.storeId });
  }
}

/**
 * The owner invites someone by e-mail or phone. Inside one transaction with the store's row locked,
 * so two invitations at once cannot both take the last seat: the plan's seats (members and open
 * invitations count), then whether the person is already in (owner, member or invited), then the
 * invitation and its message.
 */
export async function inviteStaff(
  ctx: TenantContext,
  config: Pick<Config, 'publicUrl' | 'SUPPORT_EMAIL'>,
  input: StaffInvite,
): Promise<StaffInvitation> {
  const { contact, channel } = parseContact(input.contact);
  return inTransaction(ctx, async (tx) => {
    const store = await lockStore(tx);
    if (!store) throw errors.notFound('Store');
    const used = (await countMembers(tx)) + (await queries.countOpenInvitations(tx));
    assertStaffSeat(await storeEntitlements(tx, store), used);
    if (await queries.openInvitationFor(tx, contact)) throw fail('STAFF_ALREADY_MEMBER');
    if (channel === 'email') {
      const account = await findAccountByEmail(tx, contact);
      if (account && (account.id === store.userId || (await findMemberByUser(tx, account.id)))) {
        throw fail('STAFF_ALREADY_MEMBER');
      }
    }
    const token = randomToken();
    const row = await queries.insertInvitation(tx, {
      name: input.name,
      contact,
      channel,
      role: input.role,
      permissions: input.role === 'custom' ? permissionsOfRole('custom', input.permissions) : [],
      tokenHash: sha256(token),
      invitedBy: tx.actor?.id ?? null,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    await sendInvitation(tx, config, store, row, token);
    await recordAudit(tx, {
      action: 'store.staff_invite',
      entityType: 'staff_invitation',
      entityId: row.id,
      after: { name: row.name, contact, role: row.role },
      storeId: tx.storeId,
    });
    return toInvitation(row);
  });
}

/** A new link (the old one stops working) and 7 more days; sent again by the same channel. */
export async function resendInvitation(
  ctx: TenantContext,
  config: Pick<Config, 'publicUrl' | 'SUPPORT_EMAIL'>,
  id: number,
): Promise<StaffInvitation> {
  return inTransaction(ctx, async (tx) => {
    const store = await lockStore(tx);
    const found = await queries.findOpenInvitation(tx, id);
    if (!store || !found) throw errors.notFound('Invitation');
    const token = randomToken();
    const row = (await queries.updateInvitation(tx, id, {
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    }))!;
    await sendInvitation(tx, config, store, row, token);
    await recordAudit(tx, {
      action: 'store.staff_invite_resend',
      entityType: 'staff_invitation',
      entityId: id,
      after: { name: row.name },
      storeId: tx.storeId,
    });
    return toInvitation(row);
  });
}

/** The link stops working and the seat is free again. */
export async function revokeInvitation(ctx: TenantContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const found = await queries.findOpenInvitation(tx, id);
    if (!found) throw errors.notFound('Invitation');
    await queries.updateInvitation(tx, id, { revokedAt: new Date() });
    await recordAudit(tx, {
      action: 'store.staff_invite_revoke',
      entityType: 'staff_invitation',
      entityId: id,
      after: { name: found.name },
      storeId: tx.storeId,
    });
  });
}

/** Another role for a member; it holds from their next request (the access lookup reads it each time). */
export async function updateMember(ctx: TenantContext, memberId: number, input: StaffMemberUpdate) {
  return inTransaction(ctx, async (tx) => {
    const before = await findMember(tx, memberId);
    if (!before) throw errors.notFound('Staff member');
    await changeMemberRole(tx, memberId, input.role, input.permissions);
    const member = (await listMembers(tx)).find((m) => m.id === memberId)!;
    await recordAudit(tx, {
      action: 'store.staff_update',
      entityType: 'store_member',
      entityId: memberId,
      before: { role: before.role, permissions: before.permissions },
      after: { name: member.name, role: member.role, permissions: member.permissions },
      storeId: tx.storeId,
    });
    return member;
  });
}

/**
 * Removes a member: their very next request in this store is a 404 (access is looked up per request).
 * Someone left with no store at all is also signed out everywhere (their refresh tokens revoked), so
 * no session outlives the last store it was for.
 */
export async function removeMember(ctx: TenantContext, memberId: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const member = (await listMembers(tx)).find((m) => m.id === memberId);
    if (!member) throw errors.notFound('Staff member');
    await deleteMember(tx, memberId);
    if (!(await hasAnyStore(tx, member.userId))) await revokeAllForUser(tx.db, member.userId);
    await recordAudit(tx, {
      action: 'store.staff_remove',
      entityType: 'store_member',
      entityId: memberId,
      before: { name: member.name, role: member.role },
      storeId: tx.storeId,
    });
  });
}
