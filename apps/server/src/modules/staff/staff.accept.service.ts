import { permissionsOfRole, type StaffAccept, type StaffInvitationPreview } from '@kasuwa/contracts';
import { sha256 } from '../../platform/auth';
import type { DbContext, RequestContext } from '../../platform/context';
import { errors, fail } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { isUniqueViolation } from '../../platform/pg-errors';
import { findAccountByEmail, getAccount, insertAccount, type UserRow } from '../admin-users';
import { recordAudit } from '../audit';
import {
  sendConfirmationEmail,
  startVendorSession,
  type VendorAuthEnv,
  type VendorLoginResult,
} from '../auth';
import { addMember, findMemberByUser, lockStore, storeOf } from '../stores';
import * as queries from './staff.queries';
import type { StaffInvitationRow } from './staff.schema';

// The invited person's side: what the link shows, and joining the store with it.

function splitName(name: string): { firstName: string; lastName: string } {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

async function openInvitation(ctx: DbContext, token: string, lock = false): Promise<StaffInvitationRow> {
  const row = token.length > 200 ? undefined : await queries.invitationByToken(ctx.db, sha256(token), lock);
  if (!row) throw fail('STAFF_INVITATION_INVALID');
  return row;
}

/** What the link shows before joining; an unknown, used, revoked or expired link is 404. */
export async function previewInvitation(ctx: DbContext, token: string): Promise<StaffInvitationPreview> {
  const row = await openInvitation(ctx, token);
  const store = await storeOf({ db: ctx.db, storeId: row.storeId });
  const owner = store.userId ? await getAccount(ctx, store.userId) : undefined;
  const storeName = store.name;
  const account = row.channel === 'email' ? await findAccountByEmail(ctx, row.contact) : undefined;
  return {
    storeName,
    ownerName: owner ? `${owner.firstName} ${owner.lastName}`.trim() : storeName,
    name: row.name,
    contact: row.contact,
    role: row.role,
    permissions: permissionsOfRole(row.role, row.permissions),
    existingAccount: account !== undefined,
  };
}

/**
 * Joins the store with the link, once. Signed in: as that account (an e-mail invitation only for the
 * account of that address, else 409). Not signed in: a new account with the chosen password (the
 * e-mail invited, or the one given for a phone invitation: a phone's new account confirms its address
 * by the usual e-mail); an address that already has an account must sign in first (409). Answers with a
 * signed-in session, like sign-in, so the web app goes straight to the store.
 */
export async function acceptInvitation(
  ctx: RequestContext,
  env: VendorAuthEnv,
  token: string,
  body: StaffAccept,
  signedInUserId: number | null,
): Promise<VendorLoginResult> {
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const accept = () =>
    ctx.db.transaction(async (tx) => {
      const row = await openInvitation({ db: tx }, token, true);
      const scope = { db: tx, storeId: row.storeId };
      const store = await lockStore(scope);
      if (!store) throw fail('STAFF_INVITATION_INVALID');
      let user: UserRow;
      let created = false;
      if (signedInUserId !== null) {
        const account = await getAccount({ db: tx }, signedInUserId);
        if (!account) throw errors.unauthorized();
        if (row.channel === 'email' && account.email.toLowerCase() !== row.contact) {
          throw fail('STAFF_INVITATION_WRONG_ACCOUNT', { signIn: false });
        }
        user = account;
      } else {
        const address = row.channel === 'email' ? row.contact : body.email?.trim().toLowerCase();
        if (!address) {
          throw errors.validation([
            { path: 'body.email', message: 'Enter your e-mail address: you sign in to Kasuwa with it.' },
          ]);
        }
        if (await findAccountByEmail({ db: tx }, address)) {
          throw fail('STAFF_INVITATION_WRONG_ACCOUNT', { signIn: true });
        }
        if (!passwordHash) {
          throw errors.validation([
            { path: 'body.password', message: 'Choose a password of 8 characters or more.' },
          ]);
        }
        user = await insertAccount(
          { db: tx },
          {
            email: address,
            username: address,
            passwordHash,
            ...splitName(row.name),
            phone: row.channel === 'sms' ? row.contact : '',
            role: 'user',
            plan: 'free',
            // The link reached this address: it is confirmed. A phone invitation's address is not yet.
            emailVerifiedAt: row.channel === 'email' ? new Date() : null,
          },
        );
        created = true;
      }
      if (store.userId === user.id || (await findMemberByUser(scope, user.id))) {
        throw fail('STAFF_ALREADY_MEMBER');
      }
      const member = await addMember(scope, {
        userId: user.id,
        role: row.role,
        permissions: row.permissions,
      });
      await queries.markAccepted(tx, row.id, user.id);
      const name = `${user.firstName} ${user.lastName}`.trim();
      await recordAudit(
        { db: tx, actor: { kind: 'vendor', id: user.id, name, role: row.role } },
        {
          action: 'store.staff_join',
          entityType: 'store_member',
          entityId: member.id,
          after: { name, role: row.role },
          storeId: row.storeId,
        },
      );
      if (created && row.channel === 'sms') await sendConfirmationEmail(tx, env.config, user);
      ctx.log.info({ storeId: row.storeId, userId: user.id, created }, 'staff invitation accepted');
      return startVendorSession({ ...ctx, db: tx }, env, user, false);
    });
  try {
    return await accept();
  } catch (err) {
    // Two sign-ups racing for one address: the loser's transaction now sees the winner's account.
    if (isUniqueViolation(err)) return accept();
    throw err;
  }
}
