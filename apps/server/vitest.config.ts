import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Generous: CI runs two files side by side on two cores, and several tests boot their own app.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: more workers only add contention on PGlite start-up.
    maxWorkers: 2,
  },
});
