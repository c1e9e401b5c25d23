#!/usr/bin/env node
// The README's test command. Runs every suite this machine can run and says which ran:
//   server on PGlite, packages and web (always); server on PostgreSQL (TEST_DATABASE_URL, or a throwaway
//   server of an installed PostgreSQL); browser journeys (CHROMIUM_PATH, or a Chromium found on the machine).
// Ends with one line "N passed, N failed" over all suites; exits non-zero on any failure.
// `--dry-run` runs no test: it finds the browser and the database (starting and stopping that server),
// and prints which suites would run and how to enable the others.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium, planPostgres, startPostgres } from './test-services.mjs';

const vitest = join('node_modules', '.bin', 'vitest');
const out = mkdtempSync(join(tmpdir(), 'kasuwa-test-'));
const dryRun = process.argv.includes('--dry-run');
const extraArgs = process.argv.slice(2).filter((a) => a !== '--dry-run');
const results = [];
const failures = [];

function runSuite(name, args, env = {}) {
  if (dryRun) {
    results.push({ name, ran: false, dry: true });
    return;
  }
  const file = join(out, `${name}.json`);
  console.log(`\n=== suite: ${name} ===`);
  const res = spawnSync(
    vitest,
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${file}`, ...extraArgs],
    {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  let passed = 0;
  let failed = 0;
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed = report.numPassedTests;
    // A file that cannot load has no failed test; otherwise count tests, not their describe blocks too.
    failed = report.numFailedTests || (report.numFailedTestSuites ?? 0);
    // CI keeps only the tail of the output: name what failed there, not only how many.
    for (const file of report.testResults ?? []) {
      const where = file.name.replace(`${process.cwd()}/`, '');
      if (file.status === 'failed' && !file.assertionResults?.some((t) => t.status === 'failed')) {
        failures.push(`${name}: ${where}: ${(file.message ?? 'suite failed').split('\n')[0]}`);
      }
      for (const t of file.assertionResults ?? []) {
        if (t.status !== 'failed') continue;
        const why = (t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 200);
        failures.push(`${name}: ${where} > ${t.fullName}: ${why}`);
      }
    }
  }
  const ok = res.status === 0 && failed === 0 && passed > 0;
  if (!ok && failed === 0) failed = 1;
  results.push({ name, ran: true, ok, passed, failed });
}

function skip(name, why, enable) {
  results.push({ name, ran: false, why, enable });
}

// Found before any suite runs, so a dry run and the summary say the same as the real run.
const browser = findChromium();
let postgres = planPostgres();
if (postgres.bin) postgres = await startPostgres(postgres);
const stopPostgres = () => postgres.stop?.();
process.on('exit', stopPostgres);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopPostgres();
    process.exit(130);
  });
}

const pgliteEnv = { TEST_DATABASE_URL: '' };
runSuite('server (PGlite)', ['--root', 'apps/server'], pgliteEnv);
runSuite('packages', ['--root', 'packages'], pgliteEnv);
runSuite('web', ['--root', 'apps/web']);

if (postgres.url) {
  console.log(`\nPostgreSQL suite: ${postgres.url} (${postgres.how})`);
  if (dryRun && postgres.ready) console.log(`  accepting connections: ${postgres.ready() ? 'yes' : 'NO'}`);
  runSuite('server (PostgreSQL)', ['--root', 'apps/server'], { TEST_DATABASE_URL: postgres.url });
} else {
  skip('server (PostgreSQL)', postgres.why, postgres.enable);
}

if (browser.path) {
  console.log(`\nBrowser suite: ${browser.path} (${browser.how})`);
  if (!dryRun) console.log('\n=== building the web app for the browser suite ===');
  const build = dryRun ? { status: 0 } : spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) results.push({ name: 'browser', ran: true, ok: false, passed: 0, failed: 1 });
  else {
    // The server-rendered public pages need the build: in a fresh clone the server suites skipped them.
    runSuite('server pages (built web app)', ['--root', 'apps/server', 'src/web-pages.test.ts'], pgliteEnv);
    runSuite('browser', ['--config', 'e2e/vitest.config.ts'], { CHROMIUM_PATH: browser.path });
  }
} else {
  skip('browser', browser.why, browser.enable);
}

console.log('\n=== suites ===');
for (const r of results) {
  if (r.ran) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}: ${r.passed} passed, ${r.failed} failed`);
  else if (r.dry) console.log(`WOULD RUN  ${r.name}`);
  else console.log(`SKIP  ${r.name}: ${r.why}${r.enable ? `\n      to run it: ${r.enable}` : ''}`);
}
if (failures.length > 0) {
  console.log('\n=== failed tests ===');
  for (const f of failures) console.log(`FAILED  ${f}`);
}
const passed = results.reduce((n, r) => n + (r.passed ?? 0), 0);
const failed = results.reduce((n, r) => n + (r.failed ?? 0), 0);
console.log(`${passed} passed, ${failed} failed`);
stopPostgres();
process.exit(results.every((r) => !r.ran || r.ok) ? 0 : 1);
