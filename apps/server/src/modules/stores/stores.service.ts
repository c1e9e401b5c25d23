import { checkSubdomain, type SubdomainProblem, subdomainMessages } from '@kasuwa/contracts';
import type { RequestContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db';
import { errors } from '../../platform/errors';
import { getPlan } from '../plans/plans.service';
import * as queries from './stores.queries';
import type { StoreRow } from './stores.schema';

export interface CreateStoreInput {
  userId: number | null;
  name: string;
  subdomain: string;
  username?: string;
  description?: string;
  phone?: string;
  templateCategory?: string;
  themeId?: number;
  status?: 'active' | 'inactive';
}

export type SubdomainCheck = { available: true } | { available: false; reason: SubdomainProblem | 'taken' };

/** DNS-label rules and reserved words first (no query needed), then whether another store holds it. */
export async function isSubdomainAvailable(db: DbOrTx, subdomain: string): Promise<SubdomainCheck> {
  const problem = checkSubdomain(subdomain);
  if (problem) return { available: false, reason: problem };
  if (await queries.subdomainExists(db, subdomain)) return { available: false, reason: 'taken' };
  return { available: true };
}

function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  while (e && typeof e === 'object') {
    if ('code' in e && (e as { code?: unknown }).code === '23505') return true;
    e = 'cause' in e ? (e as { cause?: unknown }).cause : undefined;
  }
  return false;
}

/** Creates a store; the subdomain's uniqueness is finally enforced by the database index. */
export async function createStore(ctx: Pick<RequestContext, 'db'>, input: CreateStoreInput): Promise<StoreRow> {
  const subdomain = input.subdomain.trim().toLowerCase();
  const check = await isSubdomainAvailable(ctx.db, subdomain);
  if (!check.available) throw subdomainError(check.reason);
  try {
    return await queries.insertStore(ctx.db, {
      userId: input.userId,
      name: input.name.trim(),
      username: input.username ?? input.name.trim(),
      subdomain,
      description: input.description ?? '',
      phone: input.phone ?? '',
      templateCategory: input.templateCategory ?? '',
      themeId: input.themeId ?? 1,
      status: input.status ?? 'active',
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw subdomainError('taken');
    throw err;
  }
}

function subdomainError(reason: SubdomainProblem | 'taken') {
  return reason === 'taken'
    ? errors.conflict('SUBDOMAIN_TAKEN', subdomainMessages.taken)
    : errors.validation([{ path: 'body.subdomain', message: subdomainMessages[reason] }]);
}

export function listStoresOfUser(ctx: Pick<RequestContext, 'db'>, userId: number) {
  return queries.listStoresOfUser(ctx.db, userId);
}

export function countStoresOfUser(ctx: Pick<RequestContext, 'db'>, userId: number) {
  return queries.countStoresOfUser(ctx.db, userId);
}

export interface VendorStoreInput {
  name: string;
  subdomain: string;
  templateCategory: string;
  themeId: number;
  description: string;
}

/**
 * A signed-in vendor opens a store: the plan's store limit (Free 1, Premium 5, Enterprise unlimited)
 * is checked inside the transaction that inserts, with the owner's row locked so two concurrent
 * requests cannot both pass the count.
 */
export async function createVendorStore(
  ctx: Pick<RequestContext, 'db' | 'actor' | 'log'>,
  input: VendorStoreInput,
): Promise<StoreRow> {
  const actor = ctx.actor;
  if (actor?.kind !== 'vendor') throw errors.unauthorized();
  const store = await ctx.db.transaction(async (tx) => {
    const owner = await queries.lockUser(tx, actor.id);
    if (!owner) throw errors.unauthorized();
    const plan = await getPlan({ db: tx }, owner.plan);
    const limit = plan?.maxStores ?? 1;
    if (plan?.maxStores !== null && (await queries.countStoresOfUser(tx, owner.id)) >= limit) {
      throw errors.forbidden(
        limit === 1
          ? `Your ${plan?.name ?? 'Free'} plan includes one store, and you already have it. Upgrade to Premium to open more stores.`
          : `Your ${plan?.name ?? ''} plan includes up to ${limit} stores, and you have reached that limit.`,
      );
    }
    return createStore(
      { db: tx },
      {
        userId: owner.id,
        name: input.name,
        username: owner.username,
        subdomain: input.subdomain,
        description: input.description,
        phone: owner.phone,
        templateCategory: input.templateCategory,
        themeId: input.themeId,
      },
    );
  });
  ctx.log.info({ storeId: store.id, userId: actor.id }, 'vendor created a store');
  return store;
}
