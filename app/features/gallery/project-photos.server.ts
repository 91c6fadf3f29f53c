import type { Kysely, Transaction } from 'kysely';
import { v4 as uuidv4 } from 'uuid';
import type { ServiceId } from '~/content/service-ids';
import { recordAudit } from '~/lib/audit-log.server';
import type { Database } from '~/lib/db-schema';
import { encodeUpload, isUnusable, MAX_MEGAPIXELS, uploadDisplayName } from '~/lib/images.server';
import { type LiveEventHub, recordLiveEvent } from '~/lib/live-events.server';
import type { Locale } from '~/lib/locale';
import { logger } from '~/lib/logger.server';
import type { MultipartFiles, MultipartLimits } from '~/lib/multipart-body.server';
import { publicContentChanged } from '~/lib/public-content.server';
import type { AppServices } from '~/lib/request-context';
import { FILE_FIELDS, type PhotoDetails, type PhotoKind, type PhotoSide, type ProjectPhoto, type ShownPhoto, sidesOf } from './project-photo';

// The owner's photos of finished jobs: stored, listed in order, published, and served. Each image
// is re-encoded (upright, no EXIF, so no camera details and no GPS position) into WebP copies of a
// few widths, kept in the database beside the entry (docs/decisions/0019-photos-in-the-database.md).

/** The widths of the copies kept of each image (never wider than the original): the page's srcset. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
/** The largest file the back office accepts, before it is shrunk: as a quote photo, within UPLOAD_BYTES_IN_FLIGHT_MB's least. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
export const UPLOAD_LIMITS: MultipartLimits = { fieldBytes: 16 * 1024, fileBytes: MAX_UPLOAD_BYTES, files: FILE_FIELDS.length, fileFields: FILE_FIELDS };

/** What a process's live events are called when the gallery changed: cached public pages show it. */
export const GALLERY_CHANGED = 'gallery.changed';

type Db = Kysely<Database>;
type Actor = { userId: string; email: string };

export interface EncodedImage {
  width: number;
  height: number;
  files: { width: number; height: number; content: Buffer }[];
}

/** An image's copies: WebP at each of IMAGE_WIDTHS up to its own width (its own width when narrower than all). */
export async function encodeProjectImage(bytes: Buffer) {
  return encodeUpload(bytes, async (image, sharp): Promise<EncodedImage> => {
    // One upright, flattened copy at the largest width, from which the smaller ones are made: it decodes far faster than the original.
    const largest = await image
      .resize({ width: IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1], height: IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1], fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    const { width, height } = largest.info;
    const widths = [...IMAGE_WIDTHS.filter((candidate) => candidate < width), width].slice(-IMAGE_WIDTHS.length);
    const files = [];
    for (const target of widths) {
      const file = await sharp(largest.data).resize({ width: target }).webp({ quality: 78 }).toBuffer({ resolveWithObject: true });
      files.push({ width: file.info.width, height: file.info.height, content: file.data });
    }
    return { width, height, files };
  });
}

export type ReceivedImages =
  | { ok: true; images: Partial<Record<PhotoSide, EncodedImage>> }
  | { ok: false; fieldErrors: Record<string, string> }
  | { ok: false; refused: 'busy' | 'unreadable' };

const FILE_WORDS = { before: 'before photo', photo: 'photo' } as const;

/**
 * Reads the upload's files in order (`before`, then `photo`), each re-encoded before the next is
 * read, and checks that the entry's kind has exactly its images: a finished job its photo, a pair
 * its before and after photos. A file that is too large or not an image is refused by name.
 */
export async function receiveProjectImages(files: MultipartFiles, kind: PhotoKind): Promise<ReceivedImages> {
  const images: Partial<Record<PhotoSide, EncodedImage>> = {};
  const fieldErrors: Record<string, string> = {};
  const pair = kind === 'before-after';
  for (;;) {
    const next = await files.next();
    if ('done' in next) break;
    if ('failure' in next) {
      if (next.failure === 'busy') return { ok: false, refused: 'busy' };
      if (next.failure === 'too-many-files') return { ok: false, fieldErrors: { photo: 'Send one file in each photo field' } };
      return { ok: false, refused: 'unreadable' };
    }
    const { file } = next;
    if (file.bytes.length === 0 && !file.truncated) continue;
    const field = file.field as (typeof FILE_FIELDS)[number];
    const side: PhotoSide = field === 'before' ? 'before' : pair ? 'after' : 'photo';
    const name = uploadDisplayName(file.filename, `${FILE_WORDS[field]}.jpg`);
    if (field === 'before' && !pair) {
      fieldErrors.before = 'A finished job has one photo: leave the before photo empty, or choose “Before and after”';
      continue;
    }
    if (file.truncated) {
      fieldErrors[field] = `${name} is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB: choose a smaller file`;
      continue;
    }
    const encoded = await encodeProjectImage(file.bytes);
    if (isUnusable(encoded)) {
      fieldErrors[field] =
        encoded.refused === 'pixels'
          ? `${name} has ${encoded.width} × ${encoded.height} pixels, more than ${MAX_MEGAPIXELS} megapixels: choose a smaller photo`
          : `${name} is not a photo we can read: choose a JPEG, PNG, WebP or HEIC file`;
      continue;
    }
    images[side] = encoded;
  }
  if (pair && !images.before && !fieldErrors.before) fieldErrors.before = 'Choose the before photo';
  if (!images[pair ? 'after' : 'photo'] && !fieldErrors.photo) fieldErrors.photo = pair ? 'Choose the after photo' : 'Choose the photo';
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, images };
}

function altOf(details: PhotoDetails, side: PhotoSide): { altEn: string; altEs: string } {
  return side === 'before' ? { altEn: details.beforeAltEn, altEs: details.beforeAltEs } : { altEn: details.altEn, altEs: details.altEs };
}

function detailColumns(details: PhotoDetails) {
  return {
    serviceId: details.serviceId,
    town: details.town,
    takenOn: details.takenOn || null,
    captionEn: details.captionEn,
    captionEs: details.captionEs,
    published: details.published ? 1 : 0,
  };
}

/** Every change: its audit entry, and the live event that has every process render its cached pages anew. */
async function changed(trx: Transaction<Database>, actor: Actor, action: string, photoId: string, detail: Record<string, unknown>, now: Date) {
  await recordAudit(trx, {
    actor: actor.userId,
    actorEmail: actor.email,
    action: `gallery.${action}`,
    subjectType: 'project-photo',
    subjectId: photoId,
    detail,
    now,
  });
  await recordLiveEvent(trx, GALLERY_CHANGED, { photoId }, now);
}

/** Stores a new entry and its images, first in the order. */
export async function createProjectPhoto(
  { transact }: Pick<AppServices, 'transact'>,
  { details, images, actor, now = new Date() }: { details: PhotoDetails; images: Partial<Record<PhotoSide, EncodedImage>>; actor: Actor; now?: Date },
): Promise<string> {
  const id = uuidv4();
  const at = now.toISOString();
  await transact(async (trx) => {
    const first = await trx
      .selectFrom('projectPhotos')
      .select((eb) => eb.fn.min('position').as('position'))
      .executeTakeFirst();
    const position = first?.position === null || first?.position === undefined ? 0 : Number(first.position) - 1;
    await trx
      .insertInto('projectPhotos')
      .values({ id, kind: details.kind, ...detailColumns(details), position, uploadedBy: actor.userId, uploadedAt: at, updatedAt: at })
      .execute();
    for (const side of sidesOf[details.kind]) {
      const image = images[side];
      if (!image) throw new Error(`the ${side} image is missing`);
      const imageId = uuidv4();
      await trx
        .insertInto('projectPhotoImages')
        .values({ id: imageId, photoId: id, side, ...altOf(details, side), width: image.width, height: image.height })
        .execute();
      for (const file of image.files)
        await trx
          .insertInto('projectPhotoFiles')
          .values({ imageId, ...file })
          .execute();
    }
    await changed(trx, actor, 'upload', id, { kind: details.kind, serviceId: details.serviceId, published: details.published }, now);
  });
  publicContentChanged();
  return id;
}

/** Whether an entry with this id is in the gallery. */
export async function projectPhotoExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('projectPhotos').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Saves an entry's words, service, town, date and whether it is on the site; its kind and images stay. False: no such entry. */
export async function updateProjectPhoto(
  { transact }: Pick<AppServices, 'transact'>,
  id: string,
  { details, actor, now = new Date() }: { details: PhotoDetails; actor: Actor; now?: Date },
): Promise<boolean> {
  const found = await transact(async (trx) => {
    const photo = await trx.selectFrom('projectPhotos').select('kind').where('id', '=', id).executeTakeFirst();
    if (!photo) return false;
    await trx
      .updateTable('projectPhotos')
      .set({ ...detailColumns(details), updatedAt: now.toISOString() })
      .where('id', '=', id)
      .execute();
    for (const side of sidesOf[photo.kind as PhotoKind]) {
      await trx.updateTable('projectPhotoImages').set(altOf(details, side)).where('photoId', '=', id).where('side', '=', side).execute();
    }
    await changed(trx, actor, 'update', id, { serviceId: details.serviceId, published: details.published }, now);
    return true;
  });
  if (found) publicContentChanged();
  return found;
}

/** Swaps an entry with its neighbour above or below. False: no such entry (at an end, nothing moves). */
export async function moveProjectPhoto(
  { transact }: Pick<AppServices, 'transact'>,
  id: string,
  { direction, actor, now = new Date() }: { direction: 'up' | 'down'; actor: Actor; now?: Date },
): Promise<boolean> {
  const found = await transact(async (trx) => {
    const ordered = await trx.selectFrom('projectPhotos').select(['id', 'position']).orderBy('position').orderBy('uploadedAt', 'desc').execute();
    const index = ordered.findIndex((row) => row.id === id);
    if (index < 0) return false;
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= ordered.length) return true;
    // Positions are rewritten as the order's indexes, so two entries never share one.
    [ordered[index], ordered[target]] = [ordered[target]!, ordered[index]!];
    for (const [position, row] of ordered.entries()) {
      if (Number(row.position) !== position) await trx.updateTable('projectPhotos').set({ position }).where('id', '=', row.id).execute();
    }
    await changed(trx, actor, 'move', id, { direction }, now);
    return true;
  });
  if (found) publicContentChanged();
  return found;
}

/** Deletes an entry and its images. False: no such entry. */
export async function deleteProjectPhoto({ transact }: Pick<AppServices, 'transact'>, id: string, { actor, now = new Date() }: { actor: Actor; now?: Date }) {
  const found = await transact(async (trx) => {
    const deleted = await trx.deleteFrom('projectPhotos').where('id', '=', id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    await changed(trx, actor, 'delete', id, {}, now);
    return true;
  });
  if (found) publicContentChanged();
  return found;
}

export function imageUrl(imageId: string, width: number): string {
  return `/project-photos/${imageId}-${width}.webp`;
}

const SIDE_ORDER: Record<string, number> = { before: 0, after: 1, photo: 0 };

async function listPhotos(
  db: Db,
  { publishedOnly, serviceId, limit }: { publishedOnly: boolean; serviceId?: ServiceId; limit?: number },
): Promise<ProjectPhoto[]> {
  let query = db.selectFrom('projectPhotos').selectAll().orderBy('position').orderBy('uploadedAt', 'desc');
  if (publishedOnly) query = query.where('published', '=', 1);
  if (serviceId) query = query.where('serviceId', '=', serviceId);
  if (limit) query = query.limit(limit);
  const photos = await query.execute();
  if (photos.length === 0) return [];
  const images = await db
    .selectFrom('projectPhotoImages')
    .selectAll()
    .where(
      'photoId',
      'in',
      photos.map((photo) => photo.id),
    )
    .execute();
  const files = await db
    .selectFrom('projectPhotoFiles')
    .select(['imageId', 'width'])
    .where(
      'imageId',
      'in',
      images.map((image) => image.id),
    )
    .orderBy('width')
    .execute();
  const widths = new Map<string, number[]>();
  for (const file of files) widths.set(file.imageId, [...(widths.get(file.imageId) ?? []), Number(file.width)]);
  return photos.map((photo) => ({
    id: photo.id,
    kind: photo.kind as PhotoKind,
    serviceId: photo.serviceId as ServiceId,
    town: photo.town,
    takenOn: photo.takenOn,
    caption: { en: photo.captionEn, es: photo.captionEs },
    position: Number(photo.position),
    published: Number(photo.published) === 1,
    uploadedAt: photo.uploadedAt,
    images: images
      .filter((image) => image.photoId === photo.id)
      .sort((a, b) => (SIDE_ORDER[a.side] ?? 0) - (SIDE_ORDER[b.side] ?? 0))
      .map((image) => {
        const sizes = widths.get(image.id) ?? [Number(image.width)];
        const middle = sizes[Math.min(1, sizes.length - 1)]!;
        return {
          id: image.id,
          side: image.side as PhotoSide,
          alt: { en: image.altEn, es: image.altEs },
          width: Number(image.width),
          height: Number(image.height),
          src: imageUrl(image.id, middle),
          srcSet: sizes.map((width) => `${imageUrl(image.id, width)} ${width}w`).join(', '),
        };
      }),
  }));
}

/** Every entry, published or not, in the site's order: the back office. */
export function listProjectPhotos(db: Db): Promise<ProjectPhoto[]> {
  return listPhotos(db, { publishedOnly: false });
}

/** The entries on the site, in order: all services' (the home page), or one service's. */
export function listPublishedPhotos(db: Db, options: { serviceId?: ServiceId; limit?: number } = {}): Promise<ProjectPhoto[]> {
  return listPhotos(db, { publishedOnly: true, ...options });
}

export function inLanguage(photos: readonly ProjectPhoto[], locale: Locale): ShownPhoto[] {
  return photos.map(({ id, kind, serviceId, town, takenOn, caption, images }) => ({
    id,
    kind,
    serviceId,
    town,
    takenOn,
    caption: caption[locale],
    images: images.map((image) => ({ ...image, alt: image.alt[locale] })),
  }));
}

/** The bytes of one copy, and whether its entry is on the site (unpublished ones are for staff only). */
export async function getProjectImageFile(db: Db, imageId: string, width: number): Promise<{ content: Buffer; published: boolean } | undefined> {
  const row = await db
    .selectFrom('projectPhotoFiles as file')
    .innerJoin('projectPhotoImages as image', 'image.id', 'file.imageId')
    .innerJoin('projectPhotos as photo', 'photo.id', 'image.photoId')
    .select(['file.content', 'photo.published'])
    .where('file.imageId', '=', imageId)
    .where('file.width', '=', width)
    .executeTakeFirst();
  return row ? { content: Buffer.from(row.content), published: Number(row.published) === 1 } : undefined;
}

/** Re-renders cached public pages whenever any process changes the gallery. Returns the way to stop listening. */
export function watchGallery(live: Pick<LiveEventHub, 'subscribe'>): Promise<() => void> {
  return live.subscribe(undefined, (event) => {
    if (event.type === GALLERY_CHANGED) publicContentChanged();
  });
}

/**
 * The published entries as a public page in `locale` shows them. A page renders without them (the
 * drawings show instead) when the database cannot be read: photos are not worth an error page.
 */
export async function photosForPage(db: Db, locale: Locale, options: { serviceId?: ServiceId; limit?: number } = {}): Promise<ShownPhoto[]> {
  try {
    return inLanguage(await listPublishedPhotos(db, options), locale);
  } catch (error) {
    logger.error({ err: error }, 'project photos could not be read');
    return [];
  }
}
