import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { TokenService } from './auth';
import type { Database } from './db';

// The types a module's routes are written against. They live here, not in app.ts, so a module never
// imports the composition root that imports it.
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every module receives: configuration and the platform services. */
export interface Deps {
  config: Config;
  database: Database;
  tokens: TokenService;
  startedAt: number;
}

export type Module = (app: App, deps: Deps) => Promise<void> | void;
