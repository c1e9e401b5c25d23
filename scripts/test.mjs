#!/usr/bin/env node
// The README's test command. Runs every suite this machine can run and says which ran:
//   server on PGlite, packages and web (always), server on PostgreSQL (TEST_DATABASE_URL), browser journeys (CHROMIUM_PATH).
// Ends with one line "N passed, N failed" over all suites; exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const vitest = join('node_modules', '.bin', 'vitest');
const out = mkdtempSync(join(tmpdir(), 'kasuwa-test-'));
const extraArgs = process.argv.slice(2);
const results = [];
const failures = [];

function runSuite(name, args, env = {}) {
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

function skip(name, why) {
  results.push({ name, ran: false, why });
}

const pgliteEnv = { TEST_DATABASE_URL: '' };
runSuite('server (PGlite)', ['--root', 'apps/server'], pgliteEnv);
runSuite('packages', ['--root', 'packages'], pgliteEnv);
runSuite('web', ['--root', 'apps/web']);

if (process.env.TEST_DATABASE_URL) {
  runSuite('server (PostgreSQL)', ['--root', 'apps/server']);
} else {
  skip('server (PostgreSQL)', 'TEST_DATABASE_URL is not set');
}

if (process.env.CHROMIUM_PATH) {
  console.log('\n=== building the web app for the browser suite ===');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) results.push({ name: 'browser', ran: true, ok: false, passed: 0, failed: 1 });
  else {
    // The server-rendered public pages need the build: in a fresh clone the server suites skipped them.
    runSuite('server pages (built web app)', ['--root', 'apps/server', 'src/web-pages.test.ts'], pgliteEnv);
    runSuite('browser', ['--config', 'e2e/vitest.config.ts']);
  }
} else {
  skip('browser', 'CHROMIUM_PATH is not set');
}

console.log('\n=== suites ===');
for (const r of results) {
  if (r.ran) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}: ${r.passed} passed, ${r.failed} failed`);
  else console.log(`SKIP  ${r.name}: ${r.why}`);
}
if (failures.length > 0) {
  console.log('\n=== failed tests ===');
  for (const f of failures) console.log(`FAILED  ${f}`);
}
const passed = results.reduce((n, r) => n + (r.passed ?? 0), 0);
const failed = results.reduce((n, r) => n + (r.failed ?? 0), 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => !r.ran || r.ok) ? 0 : 1);
