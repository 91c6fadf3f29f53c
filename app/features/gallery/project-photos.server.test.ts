import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTransact } from '~/lib/group-commit.server';
import { createLiveEventHub, memoryTransport, recordLiveEvent } from '~/lib/live-events.server';
import { onPublicContentChange } from '~/lib/public-content.server';
import type { AppServices } from '~/lib/request-context';
import { answerOf, formPost, signedIn } from '#tests/support/accounts';
import { cameraJpeg, GPS_TAG, heicPhoto, pngPhoto } from '#tests/support/photos';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { submitPhotoForm } from './photo-actions.server';
import type { PhotoFormReply } from './project-photo';
import { encodeProjectImage, GALLERY_CHANGED, getProjectImageFile, listProjectPhotos, listPublishedPhotos, watchGallery } from './project-photos.server';

const words = {
  serviceId: 'window-replacement',
  town: 'Coral Gables',
  takenOn: '2026-03-14',
  captionEn: 'Impact windows for a 1926 Mediterranean home',
  captionEs: 'Ventanas de impacto para una casa mediterránea de 1926',
  altEn: 'New white impact windows on a coral stone wall',
  altEs: 'Ventanas de impacto blancas nuevas en una pared de piedra coralina',
  beforeAltEn: 'Old aluminum windows with rusted frames',
  beforeAltEs: 'Ventanas viejas de aluminio con marcos oxidados',
  published: 'on',
};

/** The upload form as a browser posts it: its words, then its files, multipart. */
function uploadRequest(fields: Record<string, string>, files: Partial<Record<'before' | 'photo', [string, Buffer]>>): Request {
  const form = new FormData();
  form.append('intent', 'upload');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const name of ['before', 'photo'] as const) {
    const file = files[name];
    form.append(name, file ? new Blob([new Uint8Array(file[1])], { type: 'image/jpeg' }) : new Blob([]), file?.[0] ?? '');
  }
  return new Request('http://localhost:3000/admin/photos', { method: 'POST', body: form });
}

/** A flat JPEG of this size: quick to encode, so the test measures widths, not the machine. */
const plainJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7fb6e6' } })
    .jpeg()
    .toBuffer();

const replyOf = (result: unknown) => answerOf(result) as unknown as { status: number; data: PhotoFormReply; location: string | null };

describe('re-encoding the owner’s photos', () => {
  it('keeps upright WebP copies without the camera’s EXIF or GPS position', async () => {
    const original = await cameraJpeg();
    expect(original.includes(GPS_TAG)).toBe(true);
    const encoded = await encodeProjectImage(original);
    if ('refused' in encoded) throw new Error('refused');
    // Stored sideways with orientation 6: the copies stand upright.
    expect(encoded).toMatchObject({ width: 200, height: 300 });
    expect(encoded.files).toHaveLength(1);
    for (const file of encoded.files) {
      const metadata = await sharp(file.content).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 200, height: 300 });
      expect(metadata.exif).toBeUndefined();
      expect(file.content.includes(GPS_TAG)).toBe(false);
      expect(file.content.includes(Buffer.from('TestCam'))).toBe(false);
    }
  });

  it('makes a copy for each width of the srcset up to the photo’s own, and reads HEIC', async () => {
    const encoded = await encodeProjectImage(await plainJpeg(2400, 1600));
    if ('refused' in encoded) throw new Error('refused');
    expect(encoded.files.map((file) => [file.width, file.height])).toEqual([
      [480, 320],
      [960, 640],
      [1600, 1067],
    ]);
    const middle = await encodeProjectImage(await plainJpeg(1200, 900));
    if ('refused' in middle) throw new Error('refused');
    expect(middle.files.map((file) => file.width)).toEqual([480, 960, 1200]);
    expect(await encodeProjectImage(heicPhoto())).toMatchObject({ width: 64, height: 48 });
  });
});

describe.each(testDialects())('the photo page’s forms, on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let actor: { userId: string; email: string };
  let changes = 0;
  let stopListening: () => void;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    const admin = await signedIn(services, `owner-${dialect}@example.com`, 'admin');
    actor = { userId: admin.id, email: `owner-${dialect}@example.com` };
    stopListening = onPublicContentChange(() => changes++);
  });
  afterAll(async () => {
    stopListening();
    await database.drop();
  });

  const submit = (request: Request) => submitPhotoForm(services, actor, request).then(replyOf);

  it('refuses a pair without alt text, naming each field, keeping the words, storing nothing', async () => {
    const { status, data } = await submit(
      uploadRequest(
        { ...words, kind: 'before-after', altEs: ' ', beforeAltEn: '' },
        { before: ['before.jpg', await cameraJpeg()], photo: ['after.jpg', await cameraJpeg()] },
      ),
    );
    expect(status).toBe(400);
    expect(data.fieldErrors).toEqual({
      altEs: 'Describe the after photo in Spanish for people who cannot see it',
      beforeAltEn: 'Describe the before photo in English for people who cannot see it',
    });
    expect(data.message).toBe('Nothing was uploaded: correct the marked fields, then choose the photos again.');
    expect(data.values).toMatchObject({ town: 'Coral Gables', captionEn: words.captionEn, altEs: ' ' });
    expect(await listProjectPhotos(services.db)).toEqual([]);
  });

  it('refuses a caption in one language only, an unknown service and a bad date', async () => {
    const { status, data } = await submit(
      uploadRequest({ ...words, kind: 'finished', captionEs: '', serviceId: 'roofing', takenOn: '14/03/2026' }, { photo: ['a.jpg', await cameraJpeg()] }),
    );
    expect(status).toBe(400);
    expect(data.fieldErrors).toEqual({
      serviceId: 'Choose the service the photo shows',
      takenOn: 'Enter the date as YYYY-MM-DD, such as 2026-03-14',
      captionEs: 'Fill in the Spanish caption too, or leave both empty',
    });
  });

  it('names a file that is not a photo, and a pair’s missing before photo', async () => {
    const notAPhoto = await submit(uploadRequest({ ...words, kind: 'finished' }, { photo: ['kitchen.jpg', Buffer.from('%PDF-1.7 not an image')] }));
    expect(notAPhoto.status).toBe(400);
    expect(notAPhoto.data.fieldErrors).toEqual({ photo: 'kitchen.jpg is not a photo we can read: choose a JPEG, PNG, WebP or HEIC file' });
    expect(notAPhoto.data.values).toMatchObject({ town: 'Coral Gables' });
    const half = await submit(uploadRequest({ ...words, kind: 'before-after' }, { photo: ['after.jpg', await cameraJpeg()] }));
    expect(half.data.fieldErrors).toEqual({ before: 'Choose the before photo' });
    const extra = await submit(uploadRequest({ ...words, kind: 'finished' }, { before: ['b.jpg', await cameraJpeg()], photo: ['a.jpg', await cameraJpeg()] }));
    expect(extra.data.fieldErrors.before).toMatch(/A finished job has one photo/);
    expect(await listProjectPhotos(services.db)).toEqual([]);
  });

  it('stores a pair and a finished job, newest first, and shows only the published ones; each change re-renders cached pages', async () => {
    const before = changes;
    const pair = await submit(
      uploadRequest({ ...words, kind: 'before-after' }, { before: ['before.jpg', await cameraJpeg()], photo: ['after.jpg', await pngPhoto()] }),
    );
    expect(pair.status).toBe(302);
    expect(pair.location).toMatch(/^\/admin\/photos\?done=uploaded#photo-/);
    const draft = await submit(
      uploadRequest({ ...words, kind: 'finished', serviceId: 'window-repair', town: 'Miami', published: '' }, { photo: ['sash.jpg', await pngPhoto()] }),
    );
    expect(draft.status).toBe(302);
    expect(changes - before).toBeGreaterThanOrEqual(2);

    const all = await listProjectPhotos(services.db);
    expect(all.map((photo) => [photo.kind, photo.town, photo.published])).toEqual([
      ['finished', 'Miami', false],
      ['before-after', 'Coral Gables', true],
    ]);
    const [shownPair] = await listPublishedPhotos(services.db);
    expect(await listPublishedPhotos(services.db)).toHaveLength(1);
    expect(shownPair).toMatchObject({
      kind: 'before-after',
      serviceId: 'window-replacement',
      takenOn: '2026-03-14',
      caption: { en: words.captionEn, es: words.captionEs },
      images: [
        { side: 'before', alt: { en: words.beforeAltEn, es: words.beforeAltEs }, width: 200, height: 300 },
        { side: 'after', alt: { en: words.altEn, es: words.altEs }, width: 120, height: 80 },
      ],
    });
    expect(shownPair!.images[0]!.srcSet).toMatch(/^\/project-photos\/[0-9a-f-]{36}-200\.webp 200w$/);
    expect(await listPublishedPhotos(services.db, { serviceId: 'window-repair' })).toEqual([]);
    const file = await getProjectImageFile(services.db, shownPair!.images[0]!.id, 200);
    expect(file?.published).toBe(true);
    expect((await sharp(file!.content).metadata()).format).toBe('webp');
  });

  it('publishes, reorders, edits and deletes', async () => {
    const [draft, pair] = await listProjectPhotos(services.db);
    const edit = (id: string, fields: Record<string, string>) => submit(formPost('/admin/photos', { intent: 'update', id, ...fields }));
    const published = await edit(draft!.id, {
      ...words,
      kind: 'before-after',
      serviceId: 'window-repair',
      altEn: 'A repaired sash',
      altEs: 'Una hoja reparada',
    });
    expect(published.status).toBe(302);
    expect((await listPublishedPhotos(services.db)).map((photo) => photo.id)).toEqual([draft!.id, pair!.id]);
    // The entry's kind stays what was uploaded: a finished job's one image took the new alt text.
    expect((await listPublishedPhotos(services.db, { serviceId: 'window-repair' }))[0]).toMatchObject({
      kind: 'finished',
      images: [{ side: 'photo', alt: { en: 'A repaired sash', es: 'Una hoja reparada' } }],
    });

    const refused = await edit(pair!.id, { ...words, kind: 'before-after', town: '' });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ photoId: pair!.id, fieldErrors: { town: 'Enter the town where the job was done' } });
    // Wrong fields for an id no photo has: no card could show them, so the page is told the photo is gone.
    const unknown = await edit('\u202e\u200b', { ...words, kind: 'before-after', town: '' });
    expect(unknown.status).toBe(404);
    expect(unknown.data).toMatchObject({ photoId: null, message: 'That photo is no longer here: someone may have deleted it.' });

    expect((await submit(formPost('/admin/photos', { intent: 'move', id: pair!.id, direction: 'up' }))).status).toBe(302);
    expect((await listPublishedPhotos(services.db)).map((photo) => photo.id)).toEqual([pair!.id, draft!.id]);
    // At the top, up moves nothing.
    await submit(formPost('/admin/photos', { intent: 'move', id: pair!.id, direction: 'up' }));
    expect((await listProjectPhotos(services.db)).map((photo) => [photo.id, photo.position])).toEqual([
      [pair!.id, 0],
      [draft!.id, 1],
    ]);

    expect((await submit(formPost('/admin/photos', { intent: 'delete', id: draft!.id }))).status).toBe(400);
    expect((await submit(formPost('/admin/photos', { intent: 'delete', id: draft!.id, confirm: 'yes' }))).status).toBe(302);
    expect((await submit(formPost('/admin/photos', { intent: 'delete', id: draft!.id, confirm: 'yes' }))).status).toBe(404);
    expect((await listProjectPhotos(services.db)).map((photo) => photo.id)).toEqual([pair!.id]);
    const imageId = draft!.images[0]!.id;
    expect(await getProjectImageFile(services.db, imageId, draft!.images[0]!.width)).toBeUndefined();
    const audit = await services.db.selectFrom('auditLog').select('action').where('subjectType', '=', 'project-photo').execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual(['gallery.delete', 'gallery.move', 'gallery.update', 'gallery.upload', 'gallery.upload'].sort());
  });

  it('clears this process’s cached pages when another process changes the gallery', async () => {
    const hub = createLiveEventHub(database.db, { transport: memoryTransport(), logger: pino({ level: 'silent' }) });
    const stopWatching = await watchGallery(hub);
    const before = changes;
    try {
      await createTransact(database.db, database.dialect, { afterCommit: () => hub.committed() })((trx) => recordLiveEvent(trx, GALLERY_CHANGED, {}));
      // At least once: on PostgreSQL a change from the test before may still reach the watcher
      // (events wait for older transactions to end), so one more clear than ours can arrive.
      await vi.waitFor(() => expect(changes).toBeGreaterThanOrEqual(before + 1));
    } finally {
      stopWatching();
      await hub.close();
    }
  });
});
