import type { OutputInfo } from 'sharp';
import { v4 as uuidv4 } from 'uuid';
import { encodeUpload, isUnusable, uploadDisplayName } from '~/lib/images.server';
import { MAX_JSON_BYTES } from '~/lib/json-body.server';
import type { MultipartFailure, MultipartFile, MultipartFiles, MultipartLimits } from '~/lib/multipart-body.server';
import { leadForms, type LeadServerWords } from '~/content/lead-forms';
import { MAX_PHOTOS, MAX_PHOTO_BYTES, PHOTO_MAX_EDGE, PHOTOS_FIELD, PNG_MAX_MEGAPIXELS } from './photo-limits';

// The photos sent with a quote request. Every image is read by ~/lib/images.server (from its bytes,
// upright) and encoded again as a JPEG no larger than 2048 px: the copy carries no EXIF, so no
// camera details and no GPS location.

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
const QUOTE_PHOTO_CAPS = { pngMegapixels: PNG_MAX_MEGAPIXELS };

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
  const filename = uploadDisplayName(file.filename, `photo-${position + 1}.jpg`);
  if (file.truncated || file.bytes.length > MAX_PHOTO_BYTES) return { ok: false, error: words.photoTooLarge(filename, MAX_PHOTO_BYTES / 1024 / 1024) };
  const result = await encode(file.bytes);
  if (isUnusable(result)) {
    if (result.refused === 'unreadable') return { ok: false, error: words.photoUnreadable(filename) };
    const tooMany = result.format === 'png' ? words.pngTooManyPixels : words.photoTooManyPixels;
    return { ok: false, error: tooMany(filename, result.width, result.height, result.maxMegapixels) };
  }
  const { full, thumbnail } = result;
  return {
    ok: true,
    photo: { id: uuidv4(), filename, contentType: 'image/jpeg', width: full.info.width, height: full.info.height, content: full.data, thumbnail },
  };
}

/** The stored copy (upright, at most 2048 px, JPEG without metadata) and its thumbnail, or why there is none. */
function encode(bytes: Buffer) {
  return encodeUpload(
    bytes,
    async (image, sharp): Promise<{ full: { data: Buffer; info: OutputInfo }; thumbnail: Buffer }> => {
      const full = await image
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
    },
    QUOTE_PHOTO_CAPS,
  );
}
