import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
