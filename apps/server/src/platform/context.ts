import type { StaffPermission, StaffRole } from '@kasuwa/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { DbOrTx } from './db';

export interface Actor {
  kind: 'admin' | 'vendor' | 'system';
  id: number;
  name: string;
  role: string;
}

/**
 * What the signed-in vendor may do in the store a request acts in (issue 34): its owner every
 * permission and the owner-only areas, a member their role's permissions.
 */
export interface StoreGrant {
  owner: boolean;
  role: 'owner' | StaffRole;
  permissions: readonly StaffPermission[];
}

/**
 * Passed first to every service function. Tenant-owned queries read `storeId` from here, never
 * from a caller's argument, so an unscoped vendor query cannot be written by accident.
 */
export interface RequestContext {
  db: DbOrTx;
  actor: Actor | null;
  permissions: readonly string[];
  storeId?: number;
  /** Set by the vendor store scope (and GraphQL's shop endpoint) for the store it checked. */
  storeAccess?: StoreGrant;
  log: FastifyBaseLogger;
}

/**
 * The narrow views of a `RequestContext` a service may ask for, named once so every module means the
 * same thing. `DbContext`: a read or an unaudited write (a job or the seed passes `{ db }`);
 * `ActorContext`: a write the audit log records against the actor. Vendor-scoped services take
 * `StoreScope` or `TenantContext` from platform/tenant.ts.
 */
export type DbContext = Pick<RequestContext, 'db'>;
export type ActorContext = Pick<RequestContext, 'db' | 'actor'>;

/**
 * The context of a request outside a store (sign-in, public forms): whoever the authentication hook
 * recognised, if anyone, and the database. Store routes get theirs from the vendor scope instead.
 */
export function requestContext(request: FastifyRequest, db: DbOrTx): RequestContext {
  return { db, actor: request.actor, permissions: request.permissions, log: request.log };
}
