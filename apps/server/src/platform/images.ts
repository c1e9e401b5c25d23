import { IMAGE_WIDTHS } from '@kasuwa/contracts';
import type { Metadata } from 'sharp';
import { errors } from './errors';
import type { ObjectStorage } from './storage';

let sharpModule: Promise<typeof import('sharp')> | undefined;

/** sharp brings libvips (about 350 ms to load): loaded with the first image, not at start-up. */
export async function loadSharp(): Promise<typeof import('sharp').default> {
  sharpModule ??= import('sharp');
  return (await sharpModule).default;
}

export interface StoredImage {
  key: string;
  width: number;
  height: number;
  widths: number[];
}

/**
 * Decodes an upload (JPEG, PNG, WebP, GIF, AVIF, SVG…), turns it upright and writes WebP renditions at
 * the standard widths, never enlarging a small original. Anything sharp cannot decode is a 400.
 */
export async function storeImage(storage: ObjectStorage, key: string, input: Buffer): Promise<StoredImage> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: 40_000_000 }).metadata();
  } catch {
    throw errors.badRequest('The file is not an image we can read. Upload a JPEG, PNG or WebP.');
  }
  if (!meta.width || !meta.height) throw errors.badRequest('The image has no size.');
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = rotated ? meta.height : meta.width;
  const height = rotated ? meta.width : meta.height;
  const widths = IMAGE_WIDTHS.filter((w, i) => i === 0 || w <= width);
  for (const w of widths) {
    const body = await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: w, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    await storage.put(`${key}-${w}.webp`, body, 'image/webp');
  }
  return { key, width, height, widths: [...widths] };
}

export function imageUrls(storage: ObjectStorage, key: string, widths: number[]): Record<string, string> {
  return Object.fromEntries(widths.map((w) => [String(w), storage.url(`${key}-${w}.webp`)]));
}

export function imageKeys(key: string, widths: number[]): string[] {
  return widths.map((w) => `${key}-${w}.webp`);
}
