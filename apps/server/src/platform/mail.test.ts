import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness';
import type { JobDefinition } from './jobs';
import { JobRunner } from './jobs';
import { queueEmail, sendEmailJob } from './mail';
import { messages } from './platform.schema';

interface Received {
  to: string[];
  raw: string;
}

let received: Received[] = [];
let smtp: SMTPServer;
let port = 0;
let t: TestContext;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c) => {
        raw += c;
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  port = (smtp.server.address() as { port: number }).port;
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

describe('email through the outbox', () => {
  it('delivers over SMTP once, even when the job runs twice', async () => {
    received = [];
    const id = await queueEmail(t.database.db, {
      to: 'ada@example.com',
      subject: 'Welcome to Kasuwa',
      text: 'Confirm: http://localhost/confirm?token=abc',
      template: 'test',
    });
    const runner = new JobRunner({ db: t.database.db, config: t.config, log: t.app.log }, [
      sendEmailJob as JobDefinition,
    ]);
    await runner.drain();
    await sendEmailJob.handle(
      { messageId: id },
      { db: t.database.db, config: t.config, log: t.app.log },
      {
        id: 0,
        attempts: 2,
        maxAttempts: 5,
      },
    );
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['ada@example.com']);
    expect(received[0]!.raw).toContain('Subject: Welcome to Kasuwa');
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, id));
    expect(row!.status).toBe('sent');
  });

  it('keeps and logs the message when no SMTP server is configured', async () => {
    const config = { ...t.config, SMTP_URL: undefined };
    const id = await queueEmail(t.database.db, {
      to: 'b@example.com',
      subject: 'S',
      text: 'T',
      template: 'test',
    });
    await sendEmailJob.handle(
      { messageId: id },
      { db: t.database.db, config, log: t.app.log },
      { id: 0, attempts: 1, maxAttempts: 5 },
    );
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, id));
    expect(row!.status).toBe('logged');
  });
});
