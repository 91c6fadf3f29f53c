import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectPhoto, encodeProjectImage, type EncodedImage, listProjectPhotos } from '~/features/gallery/project-photos.server';
import type { AppServices } from '~/lib/request-context';
import { answerOf, formPost, get, routerContext, signedIn } from '#tests/support/accounts';
import { pngPhoto } from '#tests/support/photos';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { loader as imageLoader } from '../resources/project-photo';
import { action, loader } from './photos';

/** What a loader or action answered, or the Response it threw (a redirect). */
async function outcome(run: () => Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    const answer = answerOf(await run());
    return { status: answer.status, location: answer.location };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
    throw thrown;
  }
}

const details = {
  kind: 'finished' as const,
  serviceId: 'window-repair' as const,
  town: 'Coral Gables',
  takenOn: '',
  captionEn: '',
  captionEs: '',
  altEn: 'A repaired sash',
  altEs: 'Una hoja reparada',
  beforeAltEn: '',
  beforeAltEs: '',
};

describe.each(testDialects())('the photo page and the photos’ files, on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let admin: { id: string; cookie: string };
  let customer: { cookie: string };
  let image: EncodedImage;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    admin = await signedIn(services, `admin-${dialect}@example.com`, 'admin');
    customer = await signedIn(services, `customer-${dialect}@example.com`, 'user');
    const encoded = await encodeProjectImage(await pngPhoto());
    if ('refused' in encoded) throw new Error('refused');
    image = encoded;
  });
  afterAll(() => database.drop());

  const args = (request: Request, params: Record<string, string> = {}) => ({ request, context: routerContext(services), params }) as never;

  it('is for staff only, checked by the page and by its form', async () => {
    expect(await outcome(() => loader(args(get('/admin/photos'))))).toEqual({ status: 302, location: '/login?redirectTo=%2Fadmin%2Fphotos' });
    expect(await outcome(() => loader(args(get('/admin/photos', customer.cookie))))).toEqual({ status: 302, location: '/dashboard' });
    const deletion = { intent: 'delete', id: 'no-such-photo', confirm: 'yes' };
    expect(await outcome(() => action(args(formPost('/admin/photos', deletion))))).toMatchObject({ status: 302, location: expect.stringMatching(/^\/login/) });
    expect(await outcome(() => action(args(formPost('/admin/photos', deletion, { cookie: customer.cookie }))))).toEqual({
      status: 302,
      location: '/dashboard',
    });
    expect(await outcome(() => action(args(formPost('/admin/photos', deletion, { cookie: admin.cookie }))))).toMatchObject({ status: 404 });
    expect(await loader(args(get('/admin/photos?done=uploaded', admin.cookie)))).toEqual({ photos: [], done: 'Photo uploaded.', deleting: null });
  });

  it('serves a published photo to anyone for a year, an unpublished one to staff only, and nothing for a made-up name', async () => {
    const actor = { userId: admin.id, email: `admin-${dialect}@example.com` };
    await createProjectPhoto(services, { details: { ...details, published: true }, images: { photo: image }, actor });
    await createProjectPhoto(services, { details: { ...details, published: false }, images: { photo: image }, actor });
    const [draft, shown] = await listProjectPhotos(services.db);
    const file = (photo: typeof shown, cookie?: string) => {
      const name = `${photo!.images[0]!.id}-${photo!.images[0]!.width}.webp`;
      return imageLoader(args(get(`/project-photos/${name}`, cookie), { file: name }));
    };
    const published = await file(shown);
    expect(published.status).toBe(200);
    expect(published.headers.get('content-type')).toBe('image/webp');
    expect(published.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(
      Buffer.from(await published.arrayBuffer())
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
    expect((await file(draft)).status).toBe(404);
    expect((await file(draft, customer.cookie)).status).toBe(404);
    const forStaff = await file(draft, admin.cookie);
    expect(forStaff.status).toBe(200);
    expect(forStaff.headers.get('cache-control')).toBe('private, no-store');
    for (const name of ['../../etc/passwd', `${shown!.images[0]!.id}-7.webp`, `${shown!.images[0]!.id}-120.jpg`]) {
      const missing = await imageLoader(args(get(`/project-photos/x`), { file: name }));
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: 'There is no such photo.' });
    }
  });
});
