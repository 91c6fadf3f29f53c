import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBusinessProfile, listProfileVersions } from '~/features/business/profile.server';
import type { AppServices } from '~/lib/request-context';
import { answerOf, formPost, get, routerContext, signedIn } from '#tests/support/accounts';
import { cameraJpeg, GPS_TAG } from '#tests/support/photos';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { loader as aboutLoader } from '../public/es/about';
import { loader as photoLoader } from '../resources/team-photo';
import { action, loader } from './business-profile';

const ORIGIN = 'http://localhost:3000';
const PATH = '/admin/settings/business';

/** What a loader or action answered, or the status of the Response it threw (a redirect). */
async function outcome(run: () => Promise<unknown>): Promise<{ status: number; data?: unknown }> {
  try {
    const answer = answerOf(await run());
    return { status: answer.status, data: answer.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status };
    // A page's 403 is data for its ErrorBoundary (react-router's data()).
    if (thrown instanceof Object && 'init' in thrown && 'data' in thrown) return { status: (thrown as { init?: ResponseInit }).init?.status ?? 0 };
    throw thrown;
  }
}

/** The photo form as the browser posts it: its fields, then the file. */
function photoPost(cookie: string, fields: Record<string, string>, photo?: Buffer): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('photo', new Blob(photo ? [new Uint8Array(photo)] : []), photo ? 'ricardo.jpg' : '');
  return new Request(`${ORIGIN}${PATH}`, { method: 'POST', body, headers: { cookie } });
}

describe.each(testDialects())('the company profile editor, on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let owner: { cookie: string };
  let admin: { cookie: string };
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    owner = await signedIn(services, `owner-${dialect}@example.com`, 'superAdmin');
    admin = await signedIn(services, `admin-${dialect}@example.com`, 'admin');
  });
  afterAll(() => database.drop());

  const args = (request: Request, params = {}) => ({ request, context: routerContext(services), params }) as never;

  it('is the owner’s: an admin is answered 403 (a page saying they lack permission), and their post changes nothing', async () => {
    expect((await outcome(() => loader(args(get(PATH, admin.cookie))))).status).toBe(403);
    expect((await outcome(() => action(args(formPost(PATH, { intent: 'save', phone: '3055550100' }, { cookie: admin.cookie }))))).status).toBe(403);
    expect(await listProfileVersions(database.db)).toHaveLength(1);
  });

  it('gives the form back with an item added by a list button, saving nothing', async () => {
    const answer = await outcome(() => action(args(formPost(PATH, { intent: 'add:closures', phone: 'typed, not saved' }, { cookie: owner.cookie }))));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ ok: true, focus: 'closures.0', values: { phone: 'typed, not saved', closures: [{ date: '', endDate: '' }] } });
    expect(await listProfileVersions(database.db)).toHaveLength(1);
  });

  it('refuses a save with a message per field and the form as typed, and saves nothing', async () => {
    const { saved } = await loader(args(get(PATH, owner.cookie)));
    const fields: Record<string, string> = { intent: 'save' };
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') fields[path] = value;
      else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}.${index}`));
      else for (const [key, child] of Object.entries(value as object)) walk(child, path ? `${path}.${key}` : key);
    };
    walk(saved, '');
    const answer = await outcome(() =>
      action(args(formPost(PATH, { ...fields, phone: '555-01', 'serviceArea.towns.0.zipCodes': '3313' }, { cookie: owner.cookie }))),
    );
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      message: '2 fields need a change before the profile can be saved.',
      errors: { phone: 'Enter a 10-digit US phone number.', 'serviceArea.towns.0.zipCodes': 'ZIP codes have five digits.' },
      values: { phone: '555-01' },
    });
    expect(await listProfileVersions(database.db)).toHaveLength(1);

    const saved2 = await outcome(() => action(args(formPost(PATH, { ...fields, phone: '305 555 0100' }, { cookie: owner.cookie }))));
    expect(saved2).toMatchObject({ status: 200, data: { ok: true, message: 'Saved as version 2.' } });
    expect((await getBusinessProfile(database.db)).phone).toBe('+13055550100');
  });

  it('stores a team member’s photo re-encoded without its GPS position, shows it on the About page, and serves it for good', async () => {
    const { team } = await getBusinessProfile(database.db);
    const original = await cameraJpeg();
    const answer = await outcome(() => action(args(photoPost(owner.cookie, { intent: 'team-photo', member: '0', name: team[0]!.name }, original))));
    expect(answer).toMatchObject({ status: 200, data: { ok: true } });
    const photoId = (await getBusinessProfile(database.db)).team[0]!.photoId!;
    expect(photoId).toBeTruthy();
    expect((await listProfileVersions(database.db))[0]!.changedFields).toEqual(['team']);

    const about = await aboutLoader(args(get('/es/about')));
    expect(about.teamMembers[0]).toMatchObject({ photoId, role: team[0]!.role.es });
    expect(about.teamMembers[1]!.photoId).toBeUndefined();

    const served = (await photoLoader(args(get(`/team-photos/${photoId}`), { photoId }))) as Response;
    expect(served.headers.get('Content-Type')).toBe('image/jpeg');
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes(GPS_TAG)).toBe(false);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(400);
    expect((await outcome(() => photoLoader(args(get('/team-photos/nope'), { photoId: 'nope' })))).status).toBe(404);
  });

  it('refuses a photo that is not one, none at all, or one for a team changed since the page was opened', async () => {
    const { team } = await getBusinessProfile(database.db);
    const before = (await listProfileVersions(database.db)).length;
    const fields = { intent: 'team-photo', member: '1', name: team[1]!.name };
    expect(await outcome(() => action(args(photoPost(owner.cookie, fields, Buffer.from('not a photo')))))).toMatchObject({
      status: 400,
      data: { ok: false, message: '"ricardo.jpg" is not a photo we can read. Send a JPEG, PNG, WebP or HEIC photo.' },
    });
    expect(await outcome(() => action(args(photoPost(owner.cookie, fields))))).toMatchObject({
      status: 400,
      data: { message: `Choose a photo of ${team[1]!.name} to upload.` },
    });
    const photo = await cameraJpeg();
    expect(await outcome(() => action(args(photoPost(owner.cookie, { ...fields, name: 'Someone Else' }, photo))))).toMatchObject({ status: 409 });
    expect(await listProfileVersions(database.db)).toHaveLength(before);
    expect((await getBusinessProfile(database.db)).team[1]!.photoId).toBeUndefined();
  });

  it('restores an earlier version, as a new one', async () => {
    const answer = await outcome(() => action(args(formPost(PATH, { intent: 'restore', version: '1' }, { cookie: owner.cookie }))));
    expect(answer.data).toMatchObject({ ok: true });
    const [latest] = await listProfileVersions(database.db);
    expect(latest).toMatchObject({ restoredFrom: 1 });
    expect((await getBusinessProfile(database.db)).phone).not.toBe('+13055550100');
    expect(await outcome(() => action(args(formPost(PATH, { intent: 'restore', version: '999' }, { cookie: owner.cookie }))))).toMatchObject({ status: 404 });
  });
});
