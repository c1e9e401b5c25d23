import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts in woff2 are already compressed. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than the extra response headers cost. */
const minBytes = 1024;

/**
 * Writes a .br and a .gz copy beside every text file of the build, at the strongest settings: this runs
 * once per build, so the server (fastify-static `preCompressed`) can send them without compressing per
 * request. Files smaller than 1 KB, or whose compressed form would not be smaller, are left alone.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kasuwa-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => compressible.test(file))
          .map(async (file) => {
            const path = join(outDir, file);
            if (!(await stat(path)).isFile()) return;
            const source = await readFile(path);
            if (source.length < minBytes) return;
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < source.length) await writeFile(`${path}.br`, br);
            if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
          }),
      );
    },
  };
}
