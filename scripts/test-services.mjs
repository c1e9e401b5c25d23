// What `npm test` (scripts/test.mjs) finds on the machine by itself when the environment does not name
// it: a Chromium for the browser journeys, and a PostgreSQL server it can start for the second server
// suite. Each finder answers either what to use or why not, with how to enable the suite.
import { spawnSync } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The first of `names` found executable on PATH. */
function onPath(names, path = process.env.PATH ?? '') {
  for (const name of names) {
    for (const dir of path.split(delimiter).filter(Boolean)) {
      const file = join(dir, name);
      if (isExecutable(file)) return file;
    }
  }
  return undefined;
}

const BROWSER_NAMES = ['chromium', 'chromium-browser', 'google-chrome'];

/**
 * CHROMIUM_PATH when set (it must exist); else Debian's /usr/bin/chromium, or chromium,
 * chromium-browser or google-chrome on PATH.
 */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) {
    return isExecutable(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH, how: 'CHROMIUM_PATH' }
      : {
          why: `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file`,
          enable: 'point CHROMIUM_PATH at a Chromium, or unset it for npm test to look for one',
        };
  }
  const path = ['/usr/bin/chromium'].find(isExecutable) ?? onPath(BROWSER_NAMES, env.PATH);
  if (path) return { path, how: 'found' };
  return {
    why: `no Chromium found (/usr/bin/chromium, ${BROWSER_NAMES.join(', ')} on PATH)`,
    enable: 'install one (Debian: apt-get install chromium) or set CHROMIUM_PATH=/path/to/chromium',
  };
}

/** The newest installed Debian PostgreSQL's bin directory (/usr/lib/postgresql/<version>/bin). */
export function findPostgresBin(root = '/usr/lib/postgresql') {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter(
      (v) => isExecutable(join(root, v, 'bin', 'initdb')) && isExecutable(join(root, v, 'bin', 'pg_ctl')),
    )
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

const ENABLE_POSTGRES =
  'set TEST_DATABASE_URL=postgres://user@host:port/db (a role that may create databases), or install PostgreSQL (Debian: apt-get install postgresql) for npm test to start its own';

/**
 * How the PostgreSQL suite gets its server: TEST_DATABASE_URL when set; else a throwaway cluster of an
 * installed PostgreSQL (initdb refuses to run as root: then as the `postgres` system user, as .ci/run
 * does, or skipped when there is none).
 */
export function planPostgres(env = process.env, found = {}) {
  // Given explicitly (a test of this file) even when undefined: "not installed".
  const bin = 'bin' in found ? found.bin : findPostgresBin();
  const uid = 'uid' in found ? found.uid : process.getuid?.();
  if (env.TEST_DATABASE_URL) return { url: env.TEST_DATABASE_URL, how: 'TEST_DATABASE_URL' };
  if (!bin)
    return { why: 'TEST_DATABASE_URL is not set and no PostgreSQL is installed', enable: ENABLE_POSTGRES };
  if (uid !== 0) return { bin, runAs: undefined };
  if (spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status === 0)
    return { bin, runAs: 'postgres' };
  return {
    why: 'running as root, where initdb refuses to run, and there is no postgres user to run it as',
    enable:
      'run npm test as a user other than root, or create a postgres system user (useradd --system postgres), or set TEST_DATABASE_URL=postgres://user@host:port/db',
  };
}

/** A loopback port nothing listens on, drawn below the kernel's ephemeral range (as the tests do). */
async function freePort() {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/**
 * Starts a throwaway cluster (trust authentication, loopback only, fsync off) in a temporary directory;
 * answers its URL and a `stop()` that stops it and removes the directory, or why it could not start.
 */
export async function startPostgres({ bin, runAs }) {
  const dir = mkdtempSync(join(tmpdir(), 'kasuwa-test-pg-'));
  const data = join(dir, 'data');
  const sock = join(dir, 'sock');
  const log = join(dir, 'pg.log');
  mkdirSync(sock);
  const run = (command, args) => {
    const [file, argv] = runAs
      ? [
          'su',
          [
            runAs,
            '-s',
            '/bin/sh',
            '-c',
            [command, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' '),
          ],
        ]
      : [command, args];
    return spawnSync(file, argv, { encoding: 'utf8' });
  };
  if (runAs) {
    chmodSync(dir, 0o755);
    spawnSync('chown', ['-R', runAs, dir]);
  }
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  const init = run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  if (init.status !== 0) {
    stop();
    return {
      why: `initdb failed: ${(init.stderr || init.stdout).trim().split('\n').pop()}`,
      enable: ENABLE_POSTGRES,
    };
  }
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -c max_connections=300 -c fsync=off -c unix_socket_directories=${sock}`;
  const start = run(join(bin, 'pg_ctl'), ['-D', data, '-l', log, '-w', '-o', options, 'start']);
  if (start.status !== 0) {
    stop();
    return {
      why: `PostgreSQL did not start: ${(start.stderr || start.stdout).trim().split('\n').pop()}`,
      enable: ENABLE_POSTGRES,
    };
  }
  started = true;
  /** Whether the server answers on its port (pg_isready), for the dry run to show. */
  const ready = () =>
    spawnSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]).status === 0;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    how: `started ${bin} on port ${port}`,
    stop,
    ready,
  };
}
