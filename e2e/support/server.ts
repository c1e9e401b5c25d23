import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/src/test/ports';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  /** For example http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  /** The server's fresh DATA_DIR, removed by stop(). */
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr), for diagnostics. */
  output(): string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Extra environment, e.g. { KASUWA_TEST_DATA: '1', SMTP_URL: 'smtp://127.0.0.1:2525' }. */
  env?: Record<string, string>;
  /** How long to wait for GET /health to answer 200. */
  startTimeoutMs?: number;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`Kasuwa server exited with code ${child.exitCode} before it was healthy:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Kasuwa server was not healthy within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts the real server as production runs it (the compiled apps/server/dist/main.js) on a free port with
 * a fresh DATA_DIR, and resolves once GET /health answers 200. It serves the built web app, so
 * `npm run build` must have run first.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  for (const built of ['apps/web/dist/index.html', 'apps/server/dist/main.js']) {
    if (!existsSync(join(repoRoot, built)))
      throw new Error(`${built} is missing: run \`npm run build\` before the e2e suite`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      KASUWA_ENV: 'test',
      // Each server has its own database; with REDIS_URL set, its queues must be its own too.
      BULLMQ_PREFIX: `kasuwa-e2e-${port}-${Date.now()}`,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout?.on('data', (data: Buffer) => chunks.push(data.toString()));
  child.stderr?.on('data', (data: Buffer) => chunks.push(data.toString()));
  const output = () => chunks.join('');

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, options.startTimeoutMs ?? 180_000, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, output, stop };
}
