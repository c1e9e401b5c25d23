import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../modules/admin-users/admin-users.schema';
import { LOCK_FILE_NAME } from './data-dir-lock';
import { openDatabase } from './db';

const root = new URL('../../../../', import.meta.url).pathname;
const mainScript = join(root, 'apps/server/src/main.ts');
const adminScript = join(root, 'apps/server/src/cli/admin.ts');
const PORT = 3121;

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kasuwa-lock-'));
  dirs.push(dir);
  return dir;
}

function env(dataDir: string, port = PORT): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    KASUWA_ENV: 'test',
    KASUWA_ROLES: 'api',
    REDIS_URL: '',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  };
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(script: string, args: string[], environment: NodeJS.ProcessEnv): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

const adminArgs = (email: string) => [
  'create',
  '--email',
  email,
  '--password',
  'a-long-enough-password-1',
  '--role',
  'super_admin',
];

async function adminExists(dataDir: string, email: string): Promise<boolean> {
  const database = await openDatabase({ dataDir });
  try {
    const rows = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return rows.length === 1;
  } finally {
    await database.close();
  }
}

describe('one process at a time on an embedded DATA_DIR', () => {
  // The test process holds the folder as the server does (main.ts passes this holder), which keeps the
  // test to the refusal itself rather than a full server start.
  it('server first: the admin command refuses, naming the server; once it stops, the write is kept', async () => {
    const dataDir = tempDataDir();
    const held = await openDatabase({ dataDir, holder: { command: 'the Kasuwa server', port: PORT } });
    await held.migrate();

    const admin = run(adminScript, adminArgs('ops@example.ng'), env(dataDir));
    expect(await admin.exited).toBe(1);
    expect(admin.output()).toContain(`in use by the Kasuwa server (pid ${process.pid}, port ${PORT},`);
    expect(admin.output()).not.toContain('Created');

    // Once the server has stopped, the command runs and its write survives.
    await held.close();
    const again = run(adminScript, adminArgs('ops@example.ng'), env(dataDir));
    expect(await again.exited).toBe(0);
    expect(again.output()).toContain('Created super_admin ops@example.ng');
    expect(await adminExists(dataDir, 'ops@example.ng')).toBe(true);
  }, 480_000);

  it('command first: a server started while the admin command holds the folder refuses', async () => {
    const dataDir = tempDataDir();
    const held = await openDatabase({ dataDir, holder: { command: 'npm run admin' } });
    const refused = run(mainScript, [], env(dataDir));
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(`in use by npm run admin (pid ${process.pid},`);
    expect(refused.output()).toContain(`kill ${process.pid}`);
    await held.close();
  }, 240_000);

  it('a lock left by a process that no longer runs is taken over', async () => {
    const dataDir = tempDataDir();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((r) => gone.on('exit', r));
    writeFileSync(
      join(dataDir, LOCK_FILE_NAME),
      JSON.stringify({ command: 'the Kasuwa server', pid: gone.pid, host: hostname(), since: 'then' }),
    );
    const database = await openDatabase({ dataDir });
    await database.close();
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  }, 120_000);
});

// The same orders with real processes on both sides: the server entry and the admin command, each
// spawned as `npm start` and `npm run admin` run them.
describe('one process at a time, both sides real processes', () => {
  const SERVER_PORT = 3310;
  const lockFile = (dataDir: string) => join(dataDir, LOCK_FILE_NAME);
  const lockHolderPid = (dataDir: string): number | undefined => {
    try {
      return JSON.parse(readFileSync(lockFile(dataDir), 'utf8')).pid;
    } catch {
      return undefined;
    }
  };
  const serverEnv = (dataDir: string) => ({ ...env(dataDir, SERVER_PORT), KASUWA_SEED: '0' });

  async function startServer(dataDir: string): Promise<Run> {
    const server = run(mainScript, [], serverEnv(dataDir));
    const deadline = Date.now() + 200_000;
    for (;;) {
      if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
      try {
        const res = await fetch(`http://127.0.0.1:${SERVER_PORT}/health`, {
          signal: AbortSignal.timeout(2000),
        });
        if (res.ok) return server;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  const signIn = (email: string) =>
    fetch(`http://127.0.0.1:${SERVER_PORT}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: 'a-long-enough-password-1' }),
    });

  it('server first: the admin command refuses naming the server; after SIGTERM the lock is gone and the account signs in', async () => {
    const dataDir = tempDataDir();
    const server = await startServer(dataDir);
    expect(lockHolderPid(dataDir)).toBe(server.child.pid);

    const admin = run(adminScript, adminArgs('first@example.ng'), env(dataDir));
    expect(await admin.exited).toBe(1);
    expect(admin.output()).toContain(
      `in use by the Kasuwa server (pid ${server.child.pid}, port ${SERVER_PORT},`,
    );
    expect(admin.output()).not.toContain('Created');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(lockFile(dataDir))).toBe(false);

    const again = run(adminScript, adminArgs('first@example.ng'), env(dataDir));
    expect(await again.exited).toBe(0);
    expect(again.output()).toContain('Created super_admin first@example.ng');
    expect(existsSync(lockFile(dataDir))).toBe(false);

    // The write survived: a restarted server lets the new administrator in.
    const restarted = await startServer(dataDir);
    expect((await signIn('first@example.ng')).status).toBe(200);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 600_000);

  it('command first: a server started while the admin command runs refuses naming it; the account then signs in', async () => {
    const dataDir = tempDataDir();
    const admin = run(adminScript, adminArgs('second@example.ng'), env(dataDir));
    // Freeze the command once it holds the folder, so the server surely starts while it does.
    const deadline = Date.now() + 120_000;
    while (lockHolderPid(dataDir) !== admin.child.pid) {
      if (admin.child.exitCode !== null) throw new Error(`admin exited early:\n${admin.output()}`);
      if (Date.now() > deadline) throw new Error('the admin command never took the lock');
      await new Promise((r) => setTimeout(r, 20));
    }
    admin.child.kill('SIGSTOP');
    try {
      const refused = run(mainScript, [], serverEnv(dataDir));
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain(`in use by npm run admin (pid ${admin.child.pid},`);
      expect(refused.output()).toContain(`kill ${admin.child.pid}`);
    } finally {
      admin.child.kill('SIGCONT');
    }
    expect(await admin.exited).toBe(0);
    expect(admin.output()).toContain('Created super_admin second@example.ng');
    expect(existsSync(lockFile(dataDir))).toBe(false);

    const server = await startServer(dataDir);
    expect((await signIn('second@example.ng')).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 600_000);

  it('a server killed with SIGKILL leaves a lock that the admin command takes over', async () => {
    const dataDir = tempDataDir();
    const server = await startServer(dataDir);
    server.child.kill('SIGKILL');
    await server.exited;
    expect(lockHolderPid(dataDir)).toBe(server.child.pid);

    const admin = run(adminScript, adminArgs('third@example.ng'), env(dataDir));
    expect(await admin.exited).toBe(0);
    expect(admin.output()).toContain('Created super_admin third@example.ng');
    expect(existsSync(lockFile(dataDir))).toBe(false);
  }, 600_000);
});
