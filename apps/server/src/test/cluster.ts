import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { delimiter, join } from 'node:path';
import pg from 'pg';

// Real processes for the scale-out test and bench (issue 20): Kasuwa servers started as production
// starts them (the compiled bundle), one PostgreSQL database of their own, and HAProxy in front.

export const root = new URL('../../../../', import.meta.url).pathname;

/** HAProxy's binary: HAPROXY_PATH, else found on PATH or in the sbin folders Debian installs it to. */
export function haproxyPath(): string | null {
  if (process.env.HAPROXY_PATH) return process.env.HAPROXY_PATH;
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  for (const dir of dirs) {
    const file = join(dir, 'haproxy');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

/** A fresh, empty database on the server of `adminUrl`; `drop()` removes it. */
export async function createDatabase(adminUrl: string, prefix = 'kasuwa_scale') {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    },
  };
}

/**
 * The command that starts the server: the compiled bundle production runs (built here, about a second),
 * or the TypeScript sources through tsx where the bundle cannot be built.
 */
export function serverCommand(): string[] {
  spawnSync(process.execPath, [join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'ignore' });
  const bundle = join(root, 'apps/server/dist/main.js');
  return existsSync(bundle)
    ? ['--enable-source-maps', bundle]
    : ['--import', 'tsx', join(root, 'apps/server/src/main.ts')];
}

/** One Kasuwa server process; `start()` again after a kill restarts it with the same settings. */
export class ServerProcess {
  child: ChildProcess | null = null;
  /** Everything every run printed (the tail); `current` is the latest run's alone. */
  output = '';
  private current = '';
  private exited: Promise<void> = Promise.resolve();

  constructor(
    readonly name: string,
    private readonly command: string[],
    readonly env: Record<string, string>,
  ) {}

  get port(): number | undefined {
    return this.env.PORT ? Number(this.env.PORT) : undefined;
  }

  start(): void {
    this.output += `\n--- ${this.name} started at ${Date.now()}\n`;
    this.current = '';
    const child = spawn(process.execPath, this.command, {
      cwd: root,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (c: Buffer) => {
      // The tail is what explains a failure; the head says how it started.
      this.output = (this.output + c.toString()).slice(-200_000);
      this.current = (this.current + c.toString()).slice(-200_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => child.on('exit', () => resolve()));
    this.child = child;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (!this.running) return;
    this.child!.kill(signal);
    await this.exited;
  }

  /** Resolves once the process prints its start-up banner (the worker has no HTTP port to poll). */
  async started(timeoutMs = 120_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!this.current.includes('is running')) {
      if (!this.running) throw new Error(`${this.name} exited while starting:\n${this.output}`);
      if (Date.now() > until) throw new Error(`${this.name} did not start in time:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /**
   * Resolves once the process has printed its banner (so it is listening: another server on the same
   * port could answer /health too) and /health answers 200 on its port.
   */
  async healthy(timeoutMs = 120_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      if (!this.running) throw new Error(`${this.name} exited while starting:\n${this.output}`);
      const res = this.current.includes('is running')
        ? await send(`http://127.0.0.1:${this.port}/health`).catch(() => null)
        : null;
      if (res?.status === 200) return;
      if (Date.now() > until) throw new Error(`${this.name} not healthy in time:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

export interface Haproxy {
  port: number;
  url: string;
  stop(): Promise<void>;
}

/**
 * HAProxy in front of `backends` (loopback ports) on `port`: round robin, /health checked every 300 ms,
 * and a request whose backend refuses the connection is sent to the other one (`option redispatch`,
 * `retries`). Only connection failures are retried: a POST a dead process may have half done is not
 * sent twice. Connections to the servers close after each answer unless `closeServerConnections` is
 * false (the bench keeps them, as a production proxy would; the test kills processes under them).
 */
export async function startHaproxy(
  binary: string,
  dir: string,
  backends: number[],
  port: number,
  options: { closeServerConnections?: boolean } = {},
): Promise<Haproxy> {
  const close = options.closeServerConnections ?? true;
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  retries 3
  option redispatch 1
  retry-on conn-failure
  option forwardfor
${close ? '  option http-server-close\n' : ''}
frontend web
  bind 127.0.0.1:${port}
  http-after-response set-header x-proxied-by haproxy
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /health
  http-check expect status 200
  default-server inter 300ms fastinter 200ms downinter 300ms fall 2 rise 2
${backends.map((p, i) => `  server api${i + 1} 127.0.0.1:${p} check`).join('\n')}
`,
  );
  const child = spawn(binary, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    output += c.toString();
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
    const res = await send(`${url}/health`).catch(() => null);
    // HAProxy's own header: if it could not bind the port, whatever else listens there answers without it.
    if (res?.status === 200 && res.headers['x-proxied-by'] === 'haproxy') break;
    if (Date.now() > until) throw new Error(`haproxy not answering:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  location: string;
  /** `name=value` of every Set-Cookie, joined for a Cookie header. */
  cookies: string;
}

/**
 * One HTTP request with any Host header (fetch refuses to set it) and no connection kept: every call
 * opens its own, as separate shoppers would, so round robin spreads them.
 */
export function send(
  url: string,
  options: {
    method?: string;
    host?: string;
    headers?: Record<string, string>;
    form?: Record<string, string>;
    json?: unknown;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const target = new URL(url);
  let body: string | undefined;
  const headers: Record<string, string> = { ...options.headers };
  if (options.form) {
    body = new URLSearchParams(options.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  }
  if (options.host) headers.host = options.host;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers: { connection: 'close', ...headers },
        agent: false,
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => {
          const setCookie = res.headers['set-cookie'] ?? [];
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            location: String(res.headers.location ?? ''),
            cookies: setCookie.map((c) => c.split(';')[0]).join('; '),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}
