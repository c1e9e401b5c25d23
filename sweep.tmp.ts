import { chromium } from 'playwright-core';
import { LOCALES } from '@kasuwa/contracts';
import { contextFor, PAGES } from './packages/storefront/src/i18n.fixtures';
import { renderPage } from './packages/storefront/src/render';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
for (const locale of LOCALES) for (const theme of [1, 2, 3]) for (const p of PAGES) {
  await page.setContent(renderPage(contextFor(locale, theme, p.path), p.page));
  const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (over > 0) console.log(locale, theme, p.name, over);
}
await browser.close();
console.log('done');
