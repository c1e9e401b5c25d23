import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from './db';

export interface Actor {
  kind: 'admin' | 'vendor' | 'system';
  id: number;
  name: string;
  role: string;
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
  log: FastifyBaseLogger;
}
