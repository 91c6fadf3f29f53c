import { availableParallelism } from 'node:os';
import type decodeHeicFunction from 'heic-decode';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { v4 as uuidv4 } from 'uuid';
import { MAX_JSON_BYTES } from '~/lib/json-body.server';
import type { MultipartLimits } from '~/lib/multipart-body.server';
import { leadForms, type LeadServerWords } from '~/content/lead-forms';
import { MAX_PHOTOS, MAX_PHOTO_BYTES, PHOTO_MAX_EDGE, PHOTOS_FIELD } from './photo-limits';

// The photos sent with a quote request. Every image is decoded from its bytes (whatever its name
// or declared type says) and encoded again as a JPEG no larger than 2048 px: the copy keeps the
// picture the right way up but carries no EXIF, so no camera details and no GPS location. HEIC
// from iPhones is decoded by heic-decode (libheif), as sharp's own build reads only AVIF.

/** How a quote request with photos is read (form or API): the usual 64 KB of fields, and the photos. */
export const PHOTO_UPLOAD_LIMITS: MultipartLimits = { fieldBytes: MAX_JSON_BYTES, fileBytes: MAX_PHOTO_BYTES, files: MAX_PHOTOS, fileFields: [PHOTOS_FIELD] };

/** A file as the multipart parser received it. */
export interface UploadedFile {
  filename: string;
  bytes: Buffer;
  /** True when the parser stopped reading it at the size limit. */
  truncated: boolean;
}

/** A photo ready to be stored with its request. */
export interface ProcessedPhoto {
  id: string;
  filename: string;
  contentType: 'image/jpeg';
  width: number;
  height: number;
  content: Buffer;
  thumbnail: Buffer;
}

const THUMBNAIL_EDGE = 400;
/** Refuses decompression bombs before they are decoded: 100 megapixels is well above any phone camera. */
const MAX_PIXELS = 100_000_000;
const READABLE = new Set(['jpeg', 'png', 'webp', 'heif']);

// libvips and libheif are loaded with the first photo, not at start: a server that never gets one
// keeps their memory. One libvips thread per image and no cache; at most as many images at once
// as the machine has cores, however many requests arrive together, so a burst never holds more
// decoded copies than it can work on (the memory budget is in docs/performance.md).
let libraries: Promise<{ sharp: (input?: Buffer, options?: SharpOptions) => Sharp; decodeHeic: typeof decodeHeicFunction }> | undefined;
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

/** A name fit to show staff: the last path segment, printable, at most 120 characters. */
function displayName(filename: string, position: number): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 120);
  return clean || `photo-${position + 1}.jpg`;
}

/** The image's pixels as sharp can read them, or null when the bytes are not a photo we take. */
async function open(bytes: Buffer): Promise<Sharp | null> {
  const { sharp, decodeHeic } = await loadLibraries();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    return null;
  }
  if (!metadata.format || !READABLE.has(metadata.format)) return null;
  if (metadata.format === 'heif' && metadata.compression === 'hevc') {
    try {
      const { width, height, data } = await decodeHeic({ buffer: bytes });
      if (width * height > MAX_PIXELS) return null;
      return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
    } catch {
      return null;
    }
  }
  return sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
}

/**
 * Checks and re-encodes the photos of one request, in order. Empty file parts (a file input left
 * empty) are skipped. Any file that is too large or not a readable image fails the lot, with a
 * message naming it, so the visitor can remove it and send again; so do more than 8 photos
 * (`dropped`: the parser already stopped at the limit). The messages are in `words`' language.
 */
export async function processPhotos(
  files: readonly UploadedFile[],
  dropped = false,
  words: LeadServerWords = leadForms.server,
): Promise<{ ok: true; photos: ProcessedPhoto[] } | { ok: false; error: string }> {
  const sent = files.filter((file) => file.bytes.length > 0 || file.truncated);
  if (dropped || sent.length > MAX_PHOTOS) return { ok: false, error: words.tooManyPhotos(MAX_PHOTOS) };
  const named = sent.map((file, position) => ({ file, filename: displayName(file.filename, position) }));
  const oversized = named.find(({ file }) => file.truncated || file.bytes.length > MAX_PHOTO_BYTES);
  if (oversized) return { ok: false, error: words.photoTooLarge(oversized.filename, MAX_PHOTO_BYTES / 1024 / 1024) };
  // Encoded side by side (as many at once as the machine has cores, across all requests), kept in order.
  const encoded = await Promise.all(named.map(({ file }) => withImageSlot(() => encode(file.bytes))));
  const unreadable = encoded.findIndex((result) => result === null);
  if (unreadable >= 0) return { ok: false, error: words.photoUnreadable(named[unreadable]!.filename) };
  const photos: ProcessedPhoto[] = encoded.map((result, position) => ({
    id: uuidv4(),
    filename: named[position]!.filename,
    contentType: 'image/jpeg',
    width: result!.full.info.width,
    height: result!.full.info.height,
    content: result!.full.data,
    thumbnail: result!.thumbnail,
  }));
  return { ok: true, photos };
}

/** The stored copy (upright, at most 2048 px, JPEG without metadata) and its thumbnail; null for anything but a photo. */
async function encode(bytes: Buffer) {
  const { sharp } = await loadLibraries();
  const image = await open(bytes);
  if (!image) return null;
  try {
    const full = await image
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, optimiseCoding: false })
      .toBuffer({ resolveWithObject: true });
    // From the stored copy, which decodes far faster than the original. Huffman tables are not
    // optimised: that pass costs a third of the encoding time for 2-5% of the size.
    const thumbnail = await sharp(full.data).resize({ width: THUMBNAIL_EDGE, height: THUMBNAIL_EDGE, fit: 'inside' }).jpeg({ quality: 72, optimiseCoding: false }).toBuffer();
    return { full, thumbnail };
  } catch {
    return null;
  }
}
