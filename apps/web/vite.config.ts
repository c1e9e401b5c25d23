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
  },
});
