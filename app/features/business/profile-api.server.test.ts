import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { apiGetBusinessProfile, apiPatchBusinessProfile } from './profile-api.server';
import { getBusinessProfile } from './profile.server';
import { storeTeamPhoto } from './team/team-photos.server';

const owner = { userId: 'owner', email: 'owner@profile-api.test' };

function patchRequest(body: string, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/admin/business', {
    method: 'PATCH',
    body,
    headers: { 'content-type': 'application/merge-patch+json', ...headers },
  });
}

describe.each(testDialects())('PATCH /api/admin/business on %s', (dialect) => {
  let database: TestDatabase;
  let services: ReturnType<typeof createTestServices>;
  const patch = (body: unknown, headers?: Record<string, string>) =>
    apiPatchBusinessProfile(services, owner, patchRequest(typeof body === 'string' ? body : JSON.stringify(body), headers));

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.drop());

  it('honours If-Match: the ETag the GET gave saves, a stale one is refused with 412 and saves nothing', async () => {
    const etag = (await apiGetBusinessProfile(services)).headers.get('ETag')!;
    const saved = await patch({ phone: '(305) 555-0101' }, { 'If-Match': etag });
    expect(saved.status).toBe(200);
    const newer = saved.headers.get('ETag')!;
    expect(newer).not.toBe(etag);
    const stale = await patch({ phone: '(305) 555-0102' }, { 'If-Match': etag });
    expect(stale.status).toBe(412);
    expect(stale.headers.get('ETag')).toBe(newer);
    expect(((await stale.json()) as { error: string }).error).toMatch(/changed since it was read/);
    expect((await patch({ phone: '(305) 555-0103' }, { 'If-Match': 'W/' + newer })).status).toBe(412);
    expect((await getBusinessProfile(database.db)).phone).toBe('+13055550101');
    expect((await patch({ phone: '(305) 555-0104' }, { 'If-Match': `"999", ${newer}` })).status).toBe(200);
    expect((await patch({ phone: '(305) 555-0105' }, { 'If-Match': '*' })).status).toBe(200);
  });

  it('refuses an object nested 5,000 levels deep with 400 and a message, three times running', async () => {
    const deep = `{"team":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    for (let round = 0; round < 3; round++) {
      const refused = await patch(deep);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        error: 'The patch is nested more than 20 levels deep; no field of the profile is that deep.',
        fieldErrors: { profile: 'The patch is nested more than 20 levels deep; no field of the profile is that deep.' },
      });
    }
  });

  it('refuses a patch of 20,000 made-up fields with 400 naming a few of them, in an answer of a few kilobytes', async () => {
    // Each unknown field's error once repeated the list of all of them: this answer was gigabytes and
    // the server (128 MB of heap) ran out of memory.
    const wide = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i]));
    const refused = await patch(wide);
    expect(refused.status).toBe(400);
    const text = await refused.text();
    expect(text.length).toBeLessThan(5_000);
    const { error, fieldErrors } = JSON.parse(text) as { error: string; fieldErrors: Record<string, string> };
    expect(fieldErrors.k0).toBe('Unknown field: k0.');
    expect(fieldErrors.profile).toBe('20000 unknown fields, 19980 of them not listed here.');
    expect(Object.keys(fieldErrors)).toHaveLength(21);
    expect(error).toBe('21 fields need a change before the profile can be saved.');
  });

  it('takes as a team photo only the id of a photo uploaded to the team, 400 for any other text', async () => {
    const team = (await getBusinessProfile(database.db)).team;
    const withPhoto = (photoId: string) => ({ team: team.map((member, index) => (index === 0 ? { ...member, photoId } : member)) });
    for (const photoId of ['../../etc/passwd', 'x'.repeat(100), '6f1d1f1c-3c1b-4f60-9b44-1e1f3e0b5d2a']) {
      const refused = await patch(withPhoto(photoId));
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
        'team.0.photoId': 'Upload the photo in the editor: this is not one of the team’s photos.',
      });
    }
    const id = '0b7f7a52-5d7e-4b43-8f57-2f0c1f4d8e11';
    const bytes = Buffer.from('jpeg');
    await storeTeamPhoto(database.db, { id, contentType: 'image/jpeg', width: 1, height: 1, content: bytes, thumbnail: bytes }, owner.userId);
    expect((await patch(withPhoto(id))).status).toBe(200);
    expect((await getBusinessProfile(database.db)).team[0]!.photoId).toBe(id);
  });
});
