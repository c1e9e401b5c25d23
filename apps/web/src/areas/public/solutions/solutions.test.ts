import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SOLUTIONS } from './solutions';

/** Spec 2.8's greyed-out 'coming soon' cards, by this catalogue's slugs. */
const SPEC_COMING_SOON = [
  'social-integration',
  'custom-domain',
  'kasuwa-wallet',
  'bulk-sms',
  'ai-assitant',
  'marketing-automation',
  'shipping-integration',
  'mobile-app',
];

// From this file's own path: Vite rewrites `new URL(…, import.meta.url)` into a dev-server address.
const deviations = readFileSync(
  resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../../docs/spec-deviations.md'),
  'utf8',
);
const solutionsLine = deviations
  .split('\n')
  .find((l) => l.startsWith("- Solutions catalogue's coming-soon set"));

describe('the solutions catalogue against spec 2.8', () => {
  it('names in docs/spec-deviations.md every card whose coming-soon state differs from the spec', () => {
    const differing = SOLUTIONS.filter((s) => s.comingSoon !== SPEC_COMING_SOON.includes(s.slug));
    // Today: bulk SMS and e-mail and custom domains are live, the dedicated account manager is coming soon.
    expect(differing.map((s) => s.slug).sort()).toEqual(['bulk-sms', 'custom-domain', 'dedicated-account']);
    expect(solutionsLine).toBeDefined();
    for (const s of differing) {
      const said = s.comingSoon ? 'is coming soon' : 'is live';
      expect(solutionsLine, `${s.slug} ${said}`).toContain(`(\`${s.slug}\`) ${said}`);
    }
  });
});
