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

/** The link-preview picture's size (Open Graph's and WhatsApp's large card) and its ceiling. */
export const SHARE_IMAGE = { width: 1200, height: 630, maxBytes: 300 * 1024 } as const;

const RENDITION = /-\d+\.webp$/;

/** The storage key of a rendition's link-preview JPEG, beside it. */
export function shareImageKey(renditionKey: string): string {
  return renditionKey.replace(RENDITION, '-share.jpg');
}

async function readAll(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The link-preview picture of a stored rendition (`…-1280.webp`): a JPEG of 1200×630, the picture
 * centred and cropped to fill it, under 300 KB. WhatsApp, Facebook and X show no WebP in a preview, so
 * the renditions cannot serve. Made on first request and kept beside the renditions, so images stored
 * before it existed get one too; null when the rendition does not exist.
 */
export async function shareImage(storage: ObjectStorage, renditionKey: string): Promise<Buffer | null> {
  if (!RENDITION.test(renditionKey)) return null;
  const key = shareImageKey(renditionKey);
  const kept = await storage.get(key);
  if (kept) return readAll(kept.body);
  const source = await storage.get(renditionKey);
  if (!source) return null;
  const input = await readAll(source.body);
  const sharp = await loadSharp();
  let jpeg: Buffer | undefined;
  // A busy photo at 80 is usually 100–200 KB; the rare one over the ceiling is stepped down.
  for (const quality of [80, 70, 60, 50, 40]) {
    jpeg = await sharp(input, { limitInputPixels: 40_000_000 })
      .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (jpeg.length <= SHARE_IMAGE.maxBytes) break;
  }
  await storage.put(key, jpeg!, 'image/jpeg');
  return jpeg!;
}
