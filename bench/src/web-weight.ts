/**
 * Web app weight: what a first visit to the landing page, the login page and the vendor dashboard's
 * overview downloads in JS and CSS (bytes on the wire, so after brotli or gzip), and in how many
 * requests, printed against the budgets in budgets.json. Each page is loaded in a fresh browser context
 * with an empty cache, in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium). The dashboard is
 * measured after signing in as the demo vendor, with the cache cleared first, so it counts everything
 * the dashboard itself needs and nothing the login page already brought.
 * Then Lighthouse (mobile, its default: throttled 4G and CPU) scores the same three pages in that
 * Chromium, launched by chrome-launcher, and the overview's total blocking time is held to its own
 * budget; each line says the load average, as a busy machine lowers scores. BENCH_LIGHTHOUSE=0 skips it.
 *   npm run build && npm run bench:web
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';
import { startServer } from '../../e2e/support/server';

const budgets = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8')).web as {
  landingJsCssBytes: number;
  loginJsCssBytes: number;
  dashboardJsCssBytes: number;
  lighthouseMinScore: number;
  /** Total blocking time of the signed-in dashboard overview under Lighthouse's mobile profile. */
  dashboardMaxTbtMs: number;
};
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Weight {
  bytes: number;
  requests: number;
  allBytes: number;
  allRequests: number;
}

/** Counts bytes received per request through the DevTools protocol, as the Network panel does. */
async function track(page: Page): Promise<{ cdp: CDPSession; weigh: () => Weight }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const sizes = new Map<string, number>();
  const urls = new Map<string, string>();
  cdp.on('Network.responseReceived', (event) => {
    types.set(event.requestId, event.type);
    urls.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
  return {
    cdp,
    weigh: () => {
      const weight: Weight = { bytes: 0, requests: 0, allBytes: 0, allRequests: 0 };
      if (process.env.BENCH_WEB_FILES === '1') console.log(`${page.url()}:`);
      for (const [id, size] of sizes) {
        weight.allBytes += size;
        weight.allRequests += 1;
        if (types.get(id) === 'Script' || types.get(id) === 'Stylesheet') {
          weight.bytes += size;
          weight.requests += 1;
          // BENCH_WEB_FILES=1 names each script and style sheet, to find what grew.
          if (process.env.BENCH_WEB_FILES === '1') console.log(`  ${size}\t${urls.get(id)}`);
        }
      }
      return weight;
    },
  };
}

/** Waits until the network has been quiet, so lazily loaded chunks of the page are counted. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

async function measurePage(context: BrowserContext, path: string): Promise<Weight> {
  const page = await context.newPage();
  const { weigh } = await track(page);
  await page.goto(path);
  await settle(page);
  const weight = weigh();
  await page.close();
  return weight;
}

/** Every budget that does not hold, printed together at the end and turned into a failing exit code. */
const failures: string[] = [];
const server = await startServer();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  const fresh = () => browser.newContext({ baseURL: server.baseUrl, viewport: { width: 390, height: 844 } });
  const landing = await measurePage(await fresh(), '/');
  const login = await measurePage(await fresh(), '/login');

  const context = await fresh();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email address').fill('vendor@kasuwa.local');
  await page.getByLabel('Password', { exact: true }).fill('kasuwa-demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByTestId('store-name').waitFor();
  const { cdp, weigh } = await track(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.reload();
  await page.getByTestId('store-name').waitFor();
  await settle(page);
  const dashboard = weigh();

  const rows = [
    ['landing /', landing, budgets.landingJsCssBytes],
    ['login /login', login, budgets.loginJsCssBytes],
    ['dashboard overview', dashboard, budgets.dashboardJsCssBytes],
  ] as const;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`load average ${loadAverage()} on ${cpus().length} cores`);
  console.log('page                 JS+CSS on the wire  requests  budget     all bytes  all requests');
  for (const [name, weight, budget] of rows) {
    const ok = weight.bytes <= budget;
    if (!ok) failures.push(`${name}: ${kb(weight.bytes)} of JS+CSS, budget ${kb(budget)}`);
    console.log(
      `${name.padEnd(21)}${kb(weight.bytes).padStart(18)}${String(weight.requests).padStart(10)}  ${kb(budget).padStart(9)} ${ok ? 'ok  ' : 'OVER'}${kb(weight.allBytes).padStart(10)}${String(weight.allRequests).padStart(13)}`,
    );
  }
  await browser.close();
  if (process.env.BENCH_LIGHTHOUSE !== '0') failures.push(...(await lighthouseScores(server.baseUrl)));
} finally {
  await browser.close().catch(() => undefined);
  await server.stop();
}

/** The machine's 1-minute load average: scores and blocking time mean little on a busy machine. */
function loadAverage(): string {
  return loadavg()[0]!.toFixed(2);
}

/** A fresh sign-in as the demo vendor: its cookies, for Lighthouse to load the dashboard as them. */
async function vendorCookies(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'vendor@kasuwa.local', password: 'kasuwa-demo' }),
  });
  if (!response.ok) throw new Error(`demo vendor sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Lighthouse performance scores of the three pages; returns the pages under the budget. */
async function lighthouseScores(baseUrl: string): Promise<string[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const under: string[] = [];
  try {
    console.log(
      `\nLighthouse mobile performance (budget ${budgets.lighthouseMinScore}); load average ${loadAverage()} on ${cpus().length} cores`,
    );
    for (const [name, path, signedIn] of [
      ['landing /', '/', false],
      ['login /login', '/login', false],
      ['dashboard overview', '/dashboard', true],
    ] as const) {
      // Each run signs in afresh: the refresh cookie rotates on use, so one cannot serve two loads.
      const extraHeaders = signedIn ? { Cookie: await vendorCookies(baseUrl) } : undefined;
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        ...(extraHeaders ? { extraHeaders } : {}),
      });
      const score = Math.round((result?.lhr.categories.performance?.score ?? 0) * 100);
      const audits = result?.lhr.audits;
      const tbt = Math.round(audits?.['total-blocking-time']?.numericValue ?? Number.NaN);
      let ok = score >= budgets.lighthouseMinScore;
      if (!ok) under.push(`${name}: Lighthouse ${score}, budget ${budgets.lighthouseMinScore}`);
      // The signed-in overview also has a budget for its main thread: what a mid-range phone feels.
      if (signedIn && !(tbt <= budgets.dashboardMaxTbtMs)) {
        ok = false;
        under.push(`${name}: total blocking time ${tbt} ms, budget ${budgets.dashboardMaxTbtMs} ms`);
      }
      console.log(
        `${name.padEnd(21)}${String(score).padStart(4)} ${ok ? 'ok  ' : 'LOW '} FCP ${audits?.['first-contentful-paint']?.displayValue ?? '?'}, LCP ${audits?.['largest-contentful-paint']?.displayValue ?? '?'}, TBT ${tbt} ms${signedIn ? ` (budget ${budgets.dashboardMaxTbtMs} ms)` : ''}; load average ${loadAverage()}`,
      );
    }
  } finally {
    chrome.kill();
  }
  return under;
}

if (failures.length > 0) {
  console.error(`\nBUDGETS EXCEEDED (${failures.length}):`);
  for (const failure of failures) console.error(`  ✗ ${failure}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery web budget holds.');
}
