import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { i18nCompile } from './i18n-compile';

const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The web app's own tier: the API client, hooks and forms in jsdom, below the browser journeys. */
export default defineConfig({
  // The catalogues as the build gives them (precompiled), so tests see what the browser runs.
  plugins: [react(), i18nCompile()],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Each file gets fresh modules, so the session stores (module state) start signed out in every file.
    isolate: true,
    restoreMocks: true,
    unstubGlobals: true,
    // Typing into forms is slow on a busy two-core machine.
    testTimeout: 30_000,
    maxWorkers: 2,
  },
});
