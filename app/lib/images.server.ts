import { availableParallelism } from 'node:os';
import type decodeHeicFunction from 'heic-decode';
import type { Metadata, Sharp, SharpOptions } from 'sharp';

// Reading an uploaded image, whoever uploads it (a visitor's quote photos, the owner's photos of
// finished jobs): decoded from its bytes (whatever its name or declared type says), its size read
// from its header before a pixel is decoded, turned upright from its EXIF orientation. What is
// encoded from it carries no metadata (sharp keeps none unless asked), so no camera details and no
// GPS position. HEIC from iPhones is decoded by heic-decode (libheif), as sharp's own build reads
// only AVIF. Why sharp and how much memory: docs/decisions/0019-photos-in-the-database.md.

/**
 * Read from the image's header, before a pixel is decoded: decoding costs CPU and memory by the
 * pixel, and a tiny PNG can declare 100 megapixels. 64 is above the 48 and 50 megapixel modes of
 * phone cameras.
 */
export const MAX_MEGAPIXELS = 64;
const MEGAPIXEL = 1_000_000;
const READABLE = new Set(['jpeg', 'png', 'webp', 'heif']);

export type SharpFactory = (input?: Buffer, options?: SharpOptions) => Sharp;

// libvips and libheif are loaded with the first image, not at start: a server that never gets one
// keeps their memory. One libvips thread per image and no cache; at most as many images at once
// as the machine has cores, however many requests arrive together, so a burst never holds more
// decoded copies than it can work on (the memory budget is in docs/performance.md).
let libraries: Promise<{ sharp: SharpFactory; decodeHeic: typeof decodeHeicFunction }> | undefined;
function loadLibraries() {
  libraries ??= Promise.all([import('sharp'), import('heic-decode')]).then(([sharpModule, heicModule]) => {
    sharpModule.default.concurrency(1);
    sharpModule.default.cache(false);
    return { sharp: sharpModule.default, decodeHeic: heicModule.default };
  });
  return libraries;
}
const IMAGES_AT_ONCE = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Why a file gave no image: not one we can read, or more pixels than we decode (its size, its format and the cap then). */
export type UnusableImage = { refused: 'unreadable' } | { refused: 'pixels'; width: number; height: number; format: string; maxMegapixels: number };

/**
 * The caps in megapixels. JPEG and WebP are decoded at a reduced size when a smaller copy is
 * wanted (libvips' shrink-on-load), but a PNG is decoded whole whatever is wanted of it, so a
 * caller may cap PNG lower.
 */
export interface PixelCaps {
  megapixels?: number;
  pngMegapixels?: number;
}
const UNREADABLE: UnusableImage = { refused: 'unreadable' };

/** The image's pixels as sharp can read them, its size checked from its header (HEIC's too) before any is decoded. */
async function open(bytes: Buffer, { megapixels = MAX_MEGAPIXELS, pngMegapixels = megapixels }: PixelCaps): Promise<{ image: Sharp } | UnusableImage> {
  const { sharp, decodeHeic } = await loadLibraries();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return UNREADABLE;
  }
  if (!metadata.format || !READABLE.has(metadata.format)) return UNREADABLE;
  const cap = metadata.format === 'png' ? pngMegapixels : megapixels;
  if (metadata.width * metadata.height > cap * MEGAPIXEL)
    return { refused: 'pixels', width: metadata.width, height: metadata.height, format: metadata.format, maxMegapixels: cap };
  if (metadata.format === 'heif' && metadata.compression === 'hevc') {
    try {
      const { width, height, data } = await decodeHeic({ buffer: bytes });
      if (width * height > cap * MEGAPIXEL) return { refused: 'pixels', width, height, format: metadata.format, maxMegapixels: cap };
      return { image: sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } }) };
    } catch {
      return UNREADABLE;
    }
  }
  return { image: sharp(bytes, { limitInputPixels: cap * MEGAPIXEL, failOn: 'error' }).rotate() };
}

/**
 * Opens an uploaded image and hands it, upright, to `encode`, which writes the copies to keep (each
 * without metadata); at most as many images at once as the machine has cores, across all requests.
 * An image that cannot be read, or that fails while encoding, is `unreadable`.
 */
export async function encodeUpload<T>(
  bytes: Buffer,
  encode: (image: Sharp, sharp: SharpFactory) => Promise<T>,
  caps: PixelCaps = {},
): Promise<T | UnusableImage> {
  return withImageSlot(async () => {
    const { sharp } = await loadLibraries();
    const opened = await open(bytes, caps);
    if (!('image' in opened)) return opened;
    try {
      return await encode(opened.image, sharp);
    } catch {
      return UNREADABLE;
    }
  });
}

/** Whether `encodeUpload` refused the image. */
export function isUnusable<T>(result: T | UnusableImage): result is UnusableImage {
  return typeof result === 'object' && result !== null && 'refused' in result;
}

/** A name fit to show: the last path segment of an uploaded file's name, printable, at most 120 characters. */
export function uploadDisplayName(filename: string, fallback: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are what is being removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 120);
  return clean || fallback;
}
