import type { FastifyInstance } from 'fastify';
import type { Database } from './db';
import type { JobWorker } from './jobs';

/**
 * Stops taking new connections, lets in-flight requests finish (Fastify's close waits for them),
 * lets the job runner finish the job in hand, then closes the database. A second signal, or 25 s, forces the exit.
 */
export async function shutdown(app: FastifyInstance, database: Database, runner?: JobWorker): Promise<void> {
  await app.close();
  await runner?.stop();
  await database.close();
}

export function shutdownOnSignals(
  app: FastifyInstance,
  database: Database,
  runner?: JobWorker,
  graceMs = 25_000,
): void {
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
    shutdown(app, database, runner).then(
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
