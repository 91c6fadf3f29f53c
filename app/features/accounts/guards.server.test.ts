import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '~/lib/request-context';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { requireAdmin, requireRole, requireSuperAdmin, requireSuperAdminOr403, requireUser } from './guards.server';
import type { Role } from './roles/roles';
import { get, routerContext, signedIn } from '#tests/support/accounts';
import { setUserRole } from './users.server';

/** What a guard did: let the person through, redirected them, or answered with a status. */
async function outcome(guard: Promise<unknown>): Promise<string> {
  try {
    const user = (await guard) as { role: Role };
    return `allowed:${user.role}`;
  } catch (thrown) {
    // A page's 403 is data its ErrorBoundary shows (react-router's data()), not a Response.
    if (thrown instanceof Object && 'init' in thrown && 'data' in thrown) return `status:${(thrown as { init?: ResponseInit }).init?.status}`;
    if (!(thrown instanceof Response)) throw thrown;
    const location = thrown.headers.get('location');
    return location ? `redirect:${location}` : `status:${thrown.status}`;
  }
}

describe.each(testDialects())('guards on %s', (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  const cookies: Partial<Record<Role, string>> = {};

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    for (const role of ['user', 'admin', 'superAdmin'] as const) {
      cookies[role] = (await signedIn(services, `${role.toLowerCase()}@guards.test`, role)).cookie;
    }
  });
  afterAll(() => database.drop());

  const check = (guard: typeof requireUser, path: string, role?: Role) => outcome(guard(get(path, role ? cookies[role] : undefined), routerContext(services)));
  const needsAdmin = requireAdmin;
  const needsSuperAdmin = requireSuperAdmin;

  it.each([
    ['anonymous', undefined, 'redirect:/login?redirectTo=%2Fdashboard%2Forders%3Fpage%3D2'],
    ['user', 'user', 'allowed:user'],
    ['admin', 'admin', 'allowed:admin'],
    ['superAdmin', 'superAdmin', 'allowed:superAdmin'],
  ] as const)('requireUser on a page: %s', async (_label, role, expected) => {
    expect(await check(requireUser, '/dashboard/orders?page=2', role)).toBe(expected);
  });

  it('sends a signed-out visitor of a Spanish dashboard page to the Spanish login page', async () => {
    expect(await check(requireUser, '/es/dashboard/orders')).toBe('redirect:/es/login?redirectTo=%2Fes%2Fdashboard%2Forders');
    expect(await check(requireUser, '/es/dashboard/orders', 'user')).toBe('allowed:user');
  });

  it.each([
    ['anonymous', undefined, 'redirect:/login?redirectTo=%2Fadmin%2Fquote-submissions'],
    ['user', 'user', 'redirect:/dashboard'],
    ['admin', 'admin', 'allowed:admin'],
    ['superAdmin', 'superAdmin', 'allowed:superAdmin'],
  ] as const)('requireAdmin on an admin page: %s', async (_label, role, expected) => {
    expect(await check(needsAdmin, '/admin/quote-submissions', role)).toBe(expected);
  });

  it.each([
    ['anonymous', undefined, 'redirect:/login?redirectTo=%2Fadmin%2Fsettings'],
    ['user', 'user', 'redirect:/dashboard'],
    ['admin', 'admin', 'redirect:/dashboard'],
    ['superAdmin', 'superAdmin', 'allowed:superAdmin'],
  ] as const)('requireSuperAdmin on /admin/settings: %s', async (_label, role, expected) => {
    expect(await check(needsSuperAdmin, '/admin/settings', role)).toBe(expected);
  });

  it.each([
    ['anonymous', undefined, 'redirect:/login?redirectTo=%2Fadmin%2Fsettings%2Fbusiness'],
    ['user', 'user', 'status:403'],
    ['admin', 'admin', 'status:403'],
    ['superAdmin', 'superAdmin', 'allowed:superAdmin'],
  ] as const)('requireSuperAdminOr403 on /admin/settings/business: %s', async (_label, role, expected) => {
    expect(await check(requireSuperAdminOr403, '/admin/settings/business', role)).toBe(expected);
  });

  it.each([
    ['anonymous', undefined, 'status:401', 'status:401'],
    ['user', 'user', 'status:403', 'status:403'],
    ['admin', 'admin', 'allowed:admin', 'status:403'],
    ['superAdmin', 'superAdmin', 'allowed:superAdmin', 'allowed:superAdmin'],
  ] as const)('API routes answer with a status, never a redirect: %s', async (_label, role, admin, superAdmin) => {
    expect(await check(needsAdmin, '/api/admin/leads', role)).toBe(admin);
    expect(await check(needsSuperAdmin, '/api/admin/settings', role)).toBe(superAdmin);
  });

  it('answers 401 JSON for a signed-out API request', async () => {
    try {
      await requireUser(get('/api/me'), routerContext(services));
      expect.unreachable();
    } catch (thrown) {
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(401);
      expect(await (thrown as Response).json()).toEqual({ error: 'Sign in to continue.' });
    }
  });

  it('reads the role from the database on every request: a change applies on the next one', async () => {
    const { cookie } = await signedIn(services, 'promoted@guards.test');
    expect(await outcome(requireRole(get('/admin/dashboard', cookie), routerContext(services), 'admin'))).toBe('redirect:/dashboard');
    await setUserRole(database.db, { email: 'promoted@guards.test', role: 'admin', actor: 'test' });
    expect(await outcome(requireRole(get('/admin/dashboard', cookie), routerContext(services), 'admin'))).toBe('allowed:admin');
    await setUserRole(database.db, { email: 'promoted@guards.test', role: 'user', actor: 'test' });
    expect(await outcome(requireRole(get('/admin/dashboard', cookie), routerContext(services), 'admin'))).toBe('redirect:/dashboard');
  });

  it('treats a forged or unknown session cookie as signed out', async () => {
    const forged = 'gwc.session_token=abc.def';
    expect(await outcome(requireUser(get('/dashboard', forged), routerContext(services)))).toBe('redirect:/login?redirectTo=%2Fdashboard');
  });
});
