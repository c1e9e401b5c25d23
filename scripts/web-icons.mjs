#!/usr/bin/env node
// Writes the web app's install icons (apps/web/public/icons/*.png) from the brand mark in favicon.svg:
// 192 and 512 px as drawn, a 512 px maskable one (full-bleed green, the bag inside the 80 % safe zone
// launchers crop to any shape) and the 180 px apple-touch icon. Run again after the mark changes; the
// PNGs are committed, so a build needs no image tools.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const sharp = require('sharp');
const web = new URL('../apps/web/public/', import.meta.url);
const mark = readFileSync(new URL('favicon.svg', web), 'utf8');
const glyph = mark.replace(/^[\s\S]*?<rect[^>]*\/>/, '').replace(/<\/svg>\s*$/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b6b3f"/><g transform="translate(32 32) scale(0.72) translate(-32 -32)">${glyph}</g></svg>`;

const out = (name) => new URL(`icons/${name}`, web).pathname;
for (const size of [192, 512]) {
  await sharp(Buffer.from(mark), { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toFile(out(`icon-${size}.png`));
}
await sharp(Buffer.from(maskable), { density: (72 * 512) / 64 })
  .resize(512, 512)
  .png()
  .toFile(out('maskable-512.png'));
await sharp(Buffer.from(maskable), { density: (72 * 180) / 64 })
  .resize(180, 180)
  .png()
  .toFile(out('apple-touch-icon.png'));
