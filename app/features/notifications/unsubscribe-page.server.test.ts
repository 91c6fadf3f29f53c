import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { updateBusinessProfile } from '~/features/business/profile.server';
import { getOptOut } from './opt-outs.server';
import { handleUnsubscribe, unsubscribePage } from './unsubscribe-page.server';
import { signUnsubscribeToken } from './unsubscribe-links.server';

const secret = 'u'.repeat(32);
const oneClick = (path: string, body = 'List-Unsubscribe=One-Click') =>
  new Request(`https://gableswindowcare.com${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
const answer = (result: Awaited<ReturnType<typeof handleUnsubscribe>>) => ({ status: result.init?.status ?? 200, ...result.data });

describe.each(testDialects())('the unsubscribe link, on %s', (dialect) => {
  let database: TestDatabase;
  const services = () => ({ db: database.db, secret });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('asks first, then opts the address out with the one-click POST a mail client sends; again changes nothing', async () => {
    const token = signUnsubscribeToken('rosa@example.com', secret);
    const page = (path = `/unsubscribe/${token}`) => unsubscribePage(new Request(`https://gableswindowcare.com${path}`), services(), token);
    expect(await page()).toEqual({ state: 'ready', email: 'rosa@example.com', error: null });
    expect(await getOptOut(database.db, 'rosa@example.com')).toBeUndefined();

    expect(answer(await handleUnsubscribe(oneClick(`/unsubscribe/${token}`), services(), token))).toEqual({
      status: 200,
      state: 'done',
      email: 'rosa@example.com',
      error: null,
    });
    const first = await getOptOut(database.db, 'rosa@example.com');
    expect(first).toMatchObject({ source: 'one-click' });
    expect(answer(await handleUnsubscribe(oneClick(`/unsubscribe/${token}`), services(), token))).toMatchObject({ status: 200, state: 'done' });
    expect(await getOptOut(database.db, 'rosa@example.com')).toEqual(first);
    expect(await page()).toMatchObject({ state: 'done' });
  });

  it("records the page's own button as the link, in the page's language", async () => {
    const token = signUnsubscribeToken('luis@example.com', secret);
    const result = await handleUnsubscribe(oneClick(`/es/unsubscribe/${token}`, 'List-Unsubscribe=One-Click&from=page'), services(), token);
    expect(answer(result)).toMatchObject({ status: 200, state: 'done' });
    expect(await getOptOut(database.db, 'luis@example.com')).toMatchObject({ source: 'link' });
  });

  it('refuses a forged or altered link and a body that is not the one-click, each with a message, and stops nothing', async () => {
    const forged = `${Buffer.from('eve@example.com').toString('base64url')}.${'A'.repeat(43)}`;
    expect(answer(await handleUnsubscribe(oneClick(`/unsubscribe/${forged}`), services(), forged))).toEqual({
      status: 400,
      state: 'invalid',
      email: '',
      error: 'The link may be cut short: copy the whole link from the email, or write to info@gableswindowcare.com and we will take you off the list.',
    });
    expect(await unsubscribePage(new Request(`https://gableswindowcare.com/es/unsubscribe/${forged}`), services(), forged)).toEqual({
      state: 'invalid',
      email: '',
      error: 'Puede que el enlace esté incompleto: copie el enlace completo del correo, o escríbanos a info@gableswindowcare.com y lo sacamos de la lista.',
    });
    const token = signUnsubscribeToken('maria@example.com', secret);
    for (const body of ['', 'List-Unsubscribe=Yes', 'x[0]=1'])
      expect(answer(await handleUnsubscribe(oneClick(`/unsubscribe/${token}`, body), services(), token))).toMatchObject({ status: 400, state: 'ready' });
    expect(await getOptOut(database.db, 'eve@example.com')).toBeUndefined();
    expect(await getOptOut(database.db, 'maria@example.com')).toBeUndefined();
  });

  it('gives the address to write to as the company profile has it, in both languages', async () => {
    const writer = createTestServices(database);
    try {
      const saved = await updateBusinessProfile(writer, { email: 'office@coralglass.example' }, { actor: { userId: 'owner', email: 'owner@example.com' } });
      expect(saved.ok).toBe(true);
      const forged = `${Buffer.from('eve@example.com').toString('base64url')}.${'B'.repeat(43)}`;
      for (const path of [`/unsubscribe/${forged}`, `/es/unsubscribe/${forged}`]) {
        const shown = await unsubscribePage(new Request(`https://gableswindowcare.com${path}`), services(), forged);
        expect(shown.error).toContain('office@coralglass.example');
        expect(shown.error).not.toContain('info@gableswindowcare.com');
      }
    } finally {
      await writer.live.close();
    }
  });
});
