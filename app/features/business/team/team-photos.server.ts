import type { Kysely } from 'kysely';
import type { Database } from '~/lib/db-schema';

// A team member's photo is stored once and never changed or deleted: the profile's versions name
// photos by id, so restoring an earlier version brings its photos back, and a photo's URL can be
// cached for good.

/** A photo already checked and re-encoded (the quote photos' pipeline, app/features/leads/photos/photos.server.ts). */
export interface EncodedPhoto {
  id: string;
  contentType: string;
  width: number;
  height: number;
  content: Buffer;
  thumbnail: Buffer;
}

export async function storeTeamPhoto(db: Kysely<Database>, photo: EncodedPhoto, uploadedBy: string, now = new Date()): Promise<void> {
  await db
    .insertInto('teamPhotos')
    .values({
      id: photo.id,
      contentType: photo.contentType,
      width: photo.width,
      height: photo.height,
      content: photo.content,
      thumbnail: photo.thumbnail,
      uploadedBy,
      createdAt: now.toISOString(),
    })
    .execute();
}

/** One photo's bytes: the full copy (at most 2048 px) or its thumbnail (at most 400 px). */
export async function getTeamPhoto(db: Kysely<Database>, id: string, size: 'full' | 'thumbnail') {
  return db
    .selectFrom('teamPhotos')
    .select(['contentType', size === 'full' ? 'content as bytes' : 'thumbnail as bytes'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Which of these ids name a stored photo: a team entry may name only those. */
export async function existingTeamPhotoIds(db: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('teamPhotos').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}
