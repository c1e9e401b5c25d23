import type { FastifyInstance } from 'fastify';
import type { Database } from './db';

/**
 * Stops taking new connections, lets in-flight requests finish (Fastify's close waits for them),
 * then closes the database. A second signal, or 25 s, forces the exit.
 */
export async function shutdown(app: FastifyInstance, database: Database): Promise<void> {
  await app.close();
  await database.close();
}

export function shutdownOnSignals(app: FastifyInstance, database: Database, graceMs = 25_000): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown grace period over; exiting');
      process.exit(1);
    }, graceMs);
    timer.unref();
    shutdown(app, database).then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
