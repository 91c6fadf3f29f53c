import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleResetPassword } from '~/features/accounts/sign-in/password-reset.server';
import { handleRegistration } from '~/features/accounts/sign-in/registration.server';
import { handleLogin } from '~/features/accounts/sign-in/sign-in.server';
import { getCurrentUser } from '~/features/accounts/session.server';
import { createOrder } from '~/features/orders/orders.server';
import type { AppServices } from '~/lib/request-context';
import { asSent } from '#tests/support/outbox';
import { answerOf, cookieFrom, formPost, get, routerContext } from '#tests/support/accounts';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { resetPasswordLoader, verifyEmailLoader } from '../auth/sign-in-pages.server';
import { loader as meLoader } from '../api/me';
import { loader as photoLoader } from '../resources/quote-photo';
import { loader as signedPdfLoader } from './order-estimate-pdf';
import { orderLoader, ordersLoader, overviewLoader, requestsLoader } from './dashboard-pages.server';

// Finding 1 of issue 31: anyone can register someone else's address and sign in before its owner
// has confirmed it. That session must see nothing tied to the address, and must not outlive the
// owner's confirmation; nor may the password it was registered with.

const OWNER = 'claimed@example.com';
const source = { landingPath: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };

/** What a loader answered: its data, or the status of the Response it threw (a redirect, a 404). */
async function outcome(run: () => Promise<unknown>): Promise<{ status: number; data?: unknown; location?: string | null }> {
  try {
    const result = await run();
    return result instanceof Response ? { status: result.status, data: await result.json() } : { status: 200, data: result };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
    const status = (thrown as { init?: ResponseInit | null }).init?.status;
    if (status) return { status };
    throw thrown;
  }
}

describe.each(testDialects())('an address claimed before its owner, on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let orderId: string;
  let photoId: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    // The owner's own history with us: a quote request (confirmed from their inbox) with a photo, and an order from an estimate.
    const at = new Date().toISOString();
    await database.db
      .insertInto('quoteRequests')
      .values({
        id: 'owner-quote',
        email: OWNER,
        firstName: 'Olga',
        lastName: 'Owner',
        phone: '305 555 0100',
        address: '1 Main St',
        city: 'Coral Gables',
        state: 'FL',
        zipCode: '33134',
        projectType: 'window-repair',
        projectDescription: 'Cracked pane',
        budget: null,
        timeframe: null,
        howDidYouHear: null,
        status: 'quoted',
        notes: '',
        spamReason: null,
        ...source,
        createdAt: at,
        updatedAt: at,
        confirmedAt: at,
      })
      .execute();
    photoId = 'owner-photo';
    await database.db
      .insertInto('quoteRequestPhotos')
      .values({
        id: photoId,
        quoteRequestId: 'owner-quote',
        position: 0,
        filename: 'pane.jpg',
        contentType: 'image/jpeg',
        width: 1,
        height: 1,
        content: Buffer.from('jpeg'),
        thumbnail: Buffer.from('jpeg'),
        createdAt: at,
      })
      .execute();
    const order = await createOrder(database.db, {
      customerEmail: OWNER,
      customerName: 'Olga Owner',
      quoteRequestId: 'owner-quote',
      estimateId: 'owner-estimate',
      service: 'window-repair',
      date: '2026-12-01',
      amountCents: 45_000,
    });
    orderId = order.id;
  });
  afterAll(() => database.drop());

  /** The emails to `address`, as they are sent. */
  const outboxTo = async (address: string) =>
    (await database.db.selectFrom('outbox').select(['kind', 'textBody']).where('toAddress', '=', address).orderBy('createdAt').execute()).map((row) =>
      asSent(row, services.secret),
    );
  const verifyLink = async (address = OWNER) => {
    const mail = (await outboxTo(address)).find((row) => row.kind === 'account.verify-email');
    return new URL(/(http\S+\/verify-email\?token=\S+)/.exec(mail!.textBody)![1]!);
  };
  const logIn = async (email: string, password: string) => answerOf(await handleLogin(formPost('/login', { email, password }), services, '198.51.100.9'));
  const args = (path: string, cookie?: string) => ({
    request: get(path, cookie),
    context: routerContext(services),
    params: { orderId, photoId },
    unstable_pattern: '',
  });
  const everything = (cookie: string) =>
    Promise.all([
      outcome(() => overviewLoader(args('/dashboard', cookie))),
      outcome(() => ordersLoader(args('/dashboard/orders', cookie))),
      outcome(() => orderLoader(args(`/dashboard/orders/${orderId}`, cookie))),
      outcome(() => signedPdfLoader(args(`/dashboard/orders/${orderId}/signed-estimate.pdf`, cookie) as never)),
      outcome(() => requestsLoader(args('/dashboard/requests', cookie))),
      outcome(() => photoLoader(args(`/photos/${photoId}`, cookie) as never)),
      outcome(() => meLoader(args('/api/me', cookie) as never)),
    ]);

  it("shows a stranger's unconfirmed session nothing of the owner's; the owner's confirmation from the email ends it and the stranger's password, and the owner chooses their own", async () => {
    const registered = answerOf(
      await handleRegistration(
        formPost('/register', { name: 'Stranger', email: OWNER, password: 'strangers-pass', confirmPassword: 'strangers-pass' }),
        services,
        '198.51.100.9',
      ),
    );
    expect(registered.location).toBe('/login?registered=1');
    const login = answerOf(await handleLogin(formPost('/login', { email: OWNER, password: 'strangers-pass' }), services, '198.51.100.9'));
    expect(login.location).toBe('/dashboard');
    const stranger = cookieFrom(login.headers);

    const [overview, orders, order, pdf, requests, photo, me] = await everything(stranger);
    expect(overview.data).toMatchObject({ summary: { total: 0 }, recent: [], emailVerified: false });
    expect(orders.data).toEqual({ orders: [] });
    expect(order.status).toBe(404);
    expect(pdf.status).toBe(404);
    expect(requests.data).toEqual({ email: OWNER, requests: null });
    expect(photo.status).toBe(404);
    // Only the account itself: nothing the address was used for.
    expect(Object.keys((me.data as { user: object }).user).sort()).toEqual(['email', 'id', 'image', 'name', 'role']);

    // The owner opens the link in their own inbox, in a browser that is not signed in: the address
    // is confirmed, and the owner goes on to choose the account's password.
    const link = await verifyLink();
    const confirmed = await outcome(() => verifyEmailLoader({ request: get(`${link.pathname}${link.search}`), context: routerContext(services) }));

    expect(await getCurrentUser(get('/dashboard', stranger), routerContext(services))).toBeNull();
    for (const answer of await everything(stranger)) {
      expect(answer.status === 302 ? answer.location : String(answer.status)).toMatch(/^\/login\?redirectTo=|^401$/);
    }
    // The password the stranger registered with no longer signs in.
    expect((await logIn(OWNER, 'strangers-pass')).status).toBe(401);

    expect(confirmed.status).toBe(302);
    expect(confirmed.location).toMatch(/^\/reset-password\?token=[^&]+&confirmed=1$/);

    const resetPage = await resetPasswordLoader({ request: get(confirmed.location!), context: routerContext(services) });
    expect(resetPage).toMatchObject({ usable: true, confirmed: true });
    const reset = answerOf(
      await handleResetPassword(
        formPost('/reset-password', { token: resetPage.token, password: 'owners-own-pass', confirmPassword: 'owners-own-pass' }),
        services,
        '203.0.113.77',
      ),
    );
    expect(reset.location).toBe('/login?reset=1');
    const owner = await logIn(OWNER, 'owners-own-pass');
    expect(owner.location).toBe('/dashboard');
    expect((await outcome(() => ordersLoader(args('/dashboard/orders', cookieFrom(owner.headers))))).data).toMatchObject({ orders: [{ id: orderId }] });
    expect((await logIn(OWNER, 'strangers-pass')).status).toBe(401);
  });

  it('takes the owner of an address confirmed from a Spanish link to choose the password in Spanish', async () => {
    const email = 'reclamada@example.com';
    await handleRegistration(
      formPost('/es/register', { name: 'Extraño', email, password: 'extrano-pass', confirmPassword: 'extrano-pass' }),
      services,
      '198.51.100.10',
    );
    const link = await verifyLink(email);
    expect(link.pathname).toBe('/es/verify-email');

    const confirmed = await outcome(() => verifyEmailLoader({ request: get(`${link.pathname}${link.search}`), context: routerContext(services) }));
    expect(confirmed.location).toMatch(/^\/es\/reset-password\?token=[^&]+&confirmed=1$/);
    expect((await logIn(email, 'extrano-pass')).status).toBe(401);
    expect(await resetPasswordLoader({ request: get(confirmed.location!), context: routerContext(services) })).toMatchObject({ usable: true, confirmed: true });
  });

  it('keeps the session of the browser that confirms the address, and ends the account’s others', async () => {
    const email = 'keeps@example.com';
    await handleRegistration(formPost('/register', { name: 'Kim', email, password: 'kims-pass', confirmPassword: 'kims-pass' }), services, '203.0.113.5');
    const signIn = async () => cookieFrom(answerOf(await handleLogin(formPost('/login', { email, password: 'kims-pass' }), services, '203.0.113.5')).headers);
    const laptop = await signIn();
    const phone = await signIn();
    const mail = (await outboxTo(email)).find((row) => row.kind === 'account.verify-email');
    const link = new URL(/(http\S+\/verify-email\?token=\S+)/.exec(mail!.textBody)![1]!);

    const confirmed = await verifyEmailLoader({ request: get(`${link.pathname}${link.search}`, laptop), context: routerContext(services) });
    expect(confirmed).toEqual({ result: 'verified', signedIn: true });
    expect(await getCurrentUser(get('/dashboard', laptop), routerContext(services))).toMatchObject({ email, emailVerified: true });
    expect(await getCurrentUser(get('/dashboard', phone), routerContext(services))).toBeNull();

    // The same link again changes nothing: the account's new sessions stay.
    const later = await signIn();
    expect((await verifyEmailLoader({ request: get(`${link.pathname}${link.search}`), context: routerContext(services) })).result).toBe('verified');
    expect(await getCurrentUser(get('/dashboard', later), routerContext(services))).toMatchObject({ email });
  });
});
