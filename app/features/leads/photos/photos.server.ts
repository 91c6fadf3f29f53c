import { availableParallelism } from 'node:os';
import type decodeHeicFunction from 'heic-decode';
import type { Metadata, OutputInfo, Sharp, SharpOptions } from 'sharp';
import { v4 as uuidv4 } from 'uuid';
import { MAX_JSON_BYTES } from '~/lib/json-body.server';
import type { MultipartFailure, MultipartFile, MultipartFiles, MultipartLimits } from '~/lib/multipart-body.server';
import { leadForms, type LeadServerWords } from '~/content/lead-forms';
import { MAX_PHOTOS, MAX_PHOTO_BYTES, PHOTO_MAX_EDGE, PHOTOS_FIELD } from './photo-limits';

// The photos sent with a quote request. Every image is decoded from its bytes (whatever its name
// or declared type says) and encoded again as a JPEG no larger than 2048 px: the copy keeps the
// picture the right way up but carries no EXIF, so no camera details and no GPS location. HEIC
// from iPhones is decoded by heic-decode (libheif), as sharp's own build reads only AVIF.

/** How a quote request with photos is read (form or API): the usual 64 KB of fields, and the photos. */
export const PHOTO_UPLOAD_LIMITS: MultipartLimits = { fieldBytes: MAX_JSON_BYTES, fileBytes: MAX_PHOTO_BYTES, files: MAX_PHOTOS, fileFields: [PHOTOS_FIELD] };

/** How long a request refused because the server holds all the photo bytes it may is told to wait. */
export const UPLOAD_RETRY_SECONDS = 30;

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
/**
 * Read from the image's header, before a pixel is decoded: decoding costs CPU and memory by the
 * pixel, and a tiny PNG can declare 100 megapixels. 64 is above the 48 and 50 megapixel modes of
 * phone cameras.
 */
export const MAX_MEGAPIXELS = 64;
const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000;
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
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are what is being removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 120);
  return clean || `photo-${position + 1}.jpg`;
}

/** Why a file gave no photo: not one we can read, or more pixels than we decode (its size then). */
type Unusable = { refused: 'unreadable' } | { refused: 'pixels'; width: number; height: number };
const UNREADABLE: Unusable = { refused: 'unreadable' };

/** The image's pixels as sharp can read them, its size checked from its header (HEIC's too) before any is decoded. */
async function open(bytes: Buffer): Promise<{ image: Sharp } | Unusable> {
  const { sharp, decodeHeic } = await loadLibraries();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return UNREADABLE;
  }
  if (!metadata.format || !READABLE.has(metadata.format)) return UNREADABLE;
  if (metadata.width * metadata.height > MAX_PIXELS) return { refused: 'pixels', width: metadata.width, height: metadata.height };
  if (metadata.format === 'heif' && metadata.compression === 'hevc') {
    try {
      const { width, height, data } = await decodeHeic({ buffer: bytes });
      if (width * height > MAX_PIXELS) return { refused: 'pixels', width, height };
      return { image: sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } }) };
    } catch {
      return UNREADABLE;
    }
  }
  return { image: sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate() };
}

export type PhotosResult =
  | { ok: true; photos: ProcessedPhoto[] }
  /** A photo the visitor must remove or replace, named in `error`. */
  | { ok: false; error: string }
  /** The body itself: `busy` when the server holds all the photo bytes it may, `unreadable` when it is broken. */
  | { ok: false; refused: 'busy' | 'unreadable' };

/**
 * Reads, checks and re-encodes the photos of one request, one at a time and in order: a photo's
 * bytes are read only once the one before it is encoded, so a request holds one original at a
 * time. Empty file parts (a file input left empty) are skipped. Any file that is too large, has
 * too many pixels or is not a readable image fails the lot, with a message naming it, so the
 * visitor can remove it and send again; so do more than 8 photos. The messages are in `words`'
 * language. The caller discards what is left of the body.
 */
export async function receivePhotos(files: MultipartFiles, words: LeadServerWords = leadForms.server): Promise<PhotosResult> {
  const photos: ProcessedPhoto[] = [];
  for (;;) {
    const next = await files.next();
    if ('done' in next) return { ok: true, photos };
    if ('failure' in next) return refusal(next.failure, words);
    const { file } = next;
    if (file.bytes.length === 0 && !file.truncated) continue;
    const result = await processPhoto(file, photos.length, words);
    if (!result.ok) return result;
    photos.push(result.photo);
  }
}

function refusal(failure: MultipartFailure, words: LeadServerWords): PhotosResult {
  if (failure === 'too-many-files') return { ok: false, error: words.tooManyPhotos(MAX_PHOTOS) };
  if (failure === 'field-after-file') return { ok: false, error: words.photosLast };
  return { ok: false, refused: failure === 'busy' ? 'busy' : 'unreadable' };
}

async function processPhoto(
  file: MultipartFile,
  position: number,
  words: LeadServerWords,
): Promise<{ ok: true; photo: ProcessedPhoto } | { ok: false; error: string }> {
  const filename = displayName(file.filename, position);
  if (file.truncated || file.bytes.length > MAX_PHOTO_BYTES) return { ok: false, error: words.photoTooLarge(filename, MAX_PHOTO_BYTES / 1024 / 1024) };
  // As many at once as the machine has cores, across all requests.
  const result = await withImageSlot(() => encode(file.bytes));
  if ('refused' in result) {
    const error =
      result.refused === 'pixels' ? words.photoTooManyPixels(filename, result.width, result.height, MAX_MEGAPIXELS) : words.photoUnreadable(filename);
    return { ok: false, error };
  }
  const { full, thumbnail } = result;
  return {
    ok: true,
    photo: { id: uuidv4(), filename, contentType: 'image/jpeg', width: full.info.width, height: full.info.height, content: full.data, thumbnail },
  };
}

/** The stored copy (upright, at most 2048 px, JPEG without metadata) and its thumbnail, or why there is none. */
async function encode(bytes: Buffer): Promise<{ full: { data: Buffer; info: OutputInfo }; thumbnail: Buffer } | Unusable> {
  const { sharp } = await loadLibraries();
  const opened = await open(bytes);
  if (!('image' in opened)) return opened;
  try {
    const full = await opened.image
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, optimiseCoding: false })
      .toBuffer({ resolveWithObject: true });
    // From the stored copy, which decodes far faster than the original. Huffman tables are not
    // optimised: that pass costs a third of the encoding time for 2-5% of the size.
    const thumbnail = await sharp(full.data)
      .resize({ width: THUMBNAIL_EDGE, height: THUMBNAIL_EDGE, fit: 'inside' })
      .jpeg({ quality: 72, optimiseCoding: false })
      .toBuffer();
    return { full, thumbnail };
  } catch {
    return UNREADABLE;
  }
}
