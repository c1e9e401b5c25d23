import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Browser journeys: the real server and headless Chromium, one file at a time. */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/tests/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    teardownTimeout: 30_000,
    fileParallelism: false,
    pool: 'forks',
    reporters: ['default'],
  },
});
