import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

/** The app version is the root package's date-stamped version, baked in at build time. */
const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/health', '/metrics', '/monitor', '/admin/queues'].map((path) => [path, apiServer]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything from node_modules that the first page needs, in one file: dozens of tiny
            // Mantine modules as separate chunks cost a round trip and headers each on a slow phone.
            { name: 'framework', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            // The rest of the libraries, grouped by the set of lazy pages that use them, so a page
            // loads a few shared files rather than one per Mantine component.
            {
              name: 'lib',
              test: /[\\/]node_modules[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 16_000,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
