import type { Kysely } from 'kysely';
import type { ProcessedPhoto } from '~/features/leads/photos/photos.server';
import type { Database } from '~/lib/db-schema';
import type { AppServices } from '~/lib/request-context';

// The photos the crew takes on site, re-encoded by features/leads/photos as quote photos are and
// stored with the job (its own table, jobPhotos); staff and the crew on the job see them.

export async function storeJobPhotos(
  services: Pick<AppServices, 'transact'>,
  { jobId, visitId, createdBy, photos }: { jobId: string; visitId: string; createdBy: string; photos: readonly ProcessedPhoto[] },
  now = new Date(),
): Promise<void> {
  await services.transact(async (trx) => {
    for (const photo of photos) {
      await trx
        .insertInto('jobPhotos')
        .values({
          id: photo.id,
          jobId,
          visitId,
          filename: photo.filename,
          contentType: photo.contentType,
          width: photo.width,
          height: photo.height,
          content: photo.content,
          thumbnail: photo.thumbnail,
          createdBy,
          createdAt: now.toISOString(),
        })
        .execute();
    }
  });
}

/** Each job's photo ids, oldest first. */
export async function listJobPhotoIds(db: Kysely<Database>, jobIds: readonly string[]): Promise<Map<string, string[]>> {
  const photos = new Map<string, string[]>();
  if (jobIds.length === 0) return photos;
  const rows = await db
    .selectFrom('jobPhotos')
    .select(['id', 'jobId'])
    .where('jobId', 'in', [...jobIds])
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  for (const row of rows) photos.set(row.jobId, [...(photos.get(row.jobId) ?? []), row.id]);
  return photos;
}

/** A job's photos as a gallery lists them (no bytes), oldest first: the staff job page's. */
export async function listJobPhotos(db: Kysely<Database>, jobId: string) {
  return db.selectFrom('jobPhotos').select(['id', 'filename', 'width', 'height']).where('jobId', '=', jobId).orderBy('createdAt').orderBy('id').execute();
}

/** One photo's bytes with its job, for the photo route to authorize. */
export async function getJobPhoto(db: Kysely<Database>, photoId: string, size: 'full' | 'thumbnail') {
  return db
    .selectFrom('jobPhotos')
    .select(['jobId', 'filename', 'contentType', size === 'full' ? 'content as bytes' : 'thumbnail as bytes'])
    .where('id', '=', photoId)
    .executeTakeFirst();
}

/** Staff see every job's photos; an installer sees those of the jobs they have a visit on. */
export async function maySeeJobPhotos(db: Kysely<Database>, user: { id: string; role: string }, jobId: string): Promise<boolean> {
  if (user.role === 'admin' || user.role === 'superAdmin') return true;
  const row = await db
    .selectFrom('installVisitCrew')
    .innerJoin('installVisits', 'installVisits.id', 'installVisitCrew.visitId')
    .select('installVisits.id')
    .where('installVisits.jobId', '=', jobId)
    .where('installVisitCrew.userId', '=', user.id)
    .executeTakeFirst();
  return row !== undefined;
}
