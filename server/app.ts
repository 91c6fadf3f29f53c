import { createRequestHandler } from '@react-router/express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { pinoHttp } from 'pino-http';
import { createRequestHandler as createFetchRequestHandler, RouterContextProvider } from 'react-router';
import { getEnv } from '~/lib/env.server';
import { logger } from '~/lib/logger.server';
import { clientIpContext, cspNonceContext, servicesContext } from '~/lib/request-context';
import { baseSecurityHeaders, contentSecurityPolicy, createNonce, CROSS_SITE_REFUSAL, isCrossSiteWrite } from '~/lib/security-headers.server';
import { createAuth, socialAvatarOrigins } from '~/features/accounts/auth.server';
import { DEMO_CUSTOMER, isLocalSite, seedDemoCustomer } from '~/features/accounts/bootstrap.server';
import type { Role } from '~/features/accounts/roles';
import { createPasswordAccount, setPasswordByEmail, setUserRole } from '~/features/accounts/users.server';
import { seedDemoOrders } from '~/features/orders/demo-orders.server';
import { seedLeads } from '~/features/admin/seed-leads.server';
import { COMMAND_BUSY_TIMEOUT_MS, openDatabase } from '~/lib/db.server';
import { migrateToLatest } from '~/lib/migrate.server';
import { onPublicContentChange } from '~/lib/public-content.server';
import { resolveSecret } from '~/lib/secret.server';
import { stylesheetHash } from '~/lib/stylesheet.server';
import { checkHealth, getAccountsNotice, getServices, stopServices } from '~/lib/services.server';
import { createLeadApi } from './lead-api';
import { createPageCache } from './page-cache';

export { getEnv, logger };

const env = getEnv();

export const app = express();
app.disable('x-powered-by');
app.set('trust proxy', env.TRUST_PROXY);

const securityHeaders = baseSecurityHeaders({ hsts: env.isProduction });
const publicOrigin = new URL(env.PUBLIC_URL).origin;

/** In production server/index.js calls it before Express; in development it is the first middleware. */
export const leadApi = createLeadApi({ services: getServices, logger, publicOrigin, securityHeaders, trustProxy: env.TRUST_PROXY });
app.use((req: Request, res: Response, next: NextFunction) => {
  if (!leadApi.handle(req, res)) next();
});

app.use(
  pinoHttp({
    logger,
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  }),
);

const avatarOrigins = socialAvatarOrigins(env);
app.use((_req: Request, res: Response, next: NextFunction) => {
  const nonce = createNonce();
  res.locals.cspNonce = nonce;
  res.set(securityHeaders);
  res.set(
    'Content-Security-Policy',
    contentSecurityPolicy({
      nonce,
      styleHashes: [stylesheetHash],
      development: env.NODE_ENV === 'development',
      secureOrigin: env.isSecureOrigin,
      imageSources: avatarOrigins,
    }),
  );
  next();
});

app.use((req: Request, res: Response, next: NextFunction) => {
  if (!isCrossSiteWrite(req.method, req.headers, publicOrigin)) return next();
  res.status(403).json(CROSS_SITE_REFUSAL);
});

app.get('/healthz', async (_req, res) => {
  res.set('Cache-Control', 'no-store');
  try {
    await checkHealth();
    res.json({ status: 'ok', database: 'ok' });
  } catch (error) {
    logger.error({ err: error }, 'health check failed');
    res.status(503).json({ status: 'error', database: 'unavailable' });
  }
});

app.use(
  createRequestHandler({
    build: () => import('virtual:react-router/server-build'),
    mode: env.NODE_ENV === 'development' ? 'development' : 'production',
    getLoadContext: (req, res) => createLoadContext({ nonce: String(res.locals.cspNonce ?? ''), ip: req.ip ?? 'unknown' }),
  }),
);

/** What every loader and action receives; the page cache renders with the same context. */
async function createLoadContext({ nonce, ip }: { nonce: string; ip: string }): Promise<RouterContextProvider> {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, nonce);
  context.set(clientIpContext, ip);
  context.set(servicesContext, await getServices());
  return context;
}

const renderAnonymous = createFetchRequestHandler(
  () => import('virtual:react-router/server-build'),
  env.NODE_ENV === 'development' ? 'development' : 'production',
);

/** Public anonymous pages served from memory ahead of Express (see server/page-cache.ts). */
export const pageCache = createPageCache({
  async render(path) {
    const request = new Request(`${publicOrigin}${path}`, { headers: { accept: 'text/html' } });
    return renderAnonymous(request, await createLoadContext({ nonce: '', ip: 'page-cache' }));
  },
  csp: (scriptHashes) => contentSecurityPolicy({ scriptHashes, styleHashes: [stylesheetHash], development: false, secureOrigin: env.isSecureOrigin }),
  baseHeaders: securityHeaders,
});
onPublicContentChange(() => pageCache.clear());

/** Opens the database and applies migrations before the port opens. */
export async function start(): Promise<void> {
  await getServices();
}

/** Releases what the process holds (outbox worker, database) once the HTTP server has drained. */
export async function shutdown(): Promise<void> {
  await stopServices();
  logger.info('shutdown complete');
}

/** `npm run db:migrate`: applies pending migrations and exits. */
export async function migrateDatabase(): Promise<string[]> {
  const handle = openDatabase(env.DATABASE_URL, { busyTimeoutMs: COMMAND_BUSY_TIMEOUT_MS });
  try {
    const results = await migrateToLatest(handle.db);
    return results.map((result) => `${result.migrationName}: ${result.status}`);
  } finally {
    await handle.close();
  }
}

/** Printed once the server listens: how to sign in as the administrator and as the demo customer. */
export async function announce(): Promise<void> {
  const notice = await getAccountsNotice();
  // For the person at the terminal rather than the log stream: plain lines, not JSON.
  // eslint-disable-next-line no-console
  console.log(`\n${notice}\n`);
}

type Accounts = { db: ReturnType<typeof openDatabase>['db']; auth: ReturnType<typeof createAuth> };

/** Opens the database (migrated) and better-auth for one command-line task, then closes them. */
async function withAccounts<T>(work: (accounts: Accounts) => Promise<T>): Promise<T> {
  const handle = openDatabase(env.DATABASE_URL, { busyTimeoutMs: COMMAND_BUSY_TIMEOUT_MS });
  try {
    await migrateToLatest(handle.db);
    return await work({ db: handle.db, auth: createAuth({ db: handle.db, env, secret: resolveSecret(env) }) });
  } finally {
    await handle.close();
  }
}

/** `npm run users -- create`: an email-and-password account with a role; its address counts as confirmed. */
export async function createUserAccount(input: { email: string; password: string; role: Role; name?: string }): Promise<string> {
  return withAccounts(async ({ db, auth }) => {
    const name = input.name ?? (input.role === 'user' ? input.email.split('@')[0]! : 'Administrator');
    const user = await createPasswordAccount(auth, db, { ...input, name, emailVerified: true, actor: 'cli' });
    return `Created ${user.email} with the role ${user.role}.`;
  });
}

/** `npm run users -- set-role`: applies from that person's next request. */
export async function setUserRoleByEmail(input: { email: string; role: Role }): Promise<string> {
  return withAccounts(async ({ db }) => {
    const user = await setUserRole(db, { ...input, actor: 'cli' });
    if (!user) throw new Error(`No account has the email ${input.email}.`);
    return `${user.email} now has the role ${user.role}.`;
  });
}

/** `npm run users -- set-password`: also signs that account out everywhere. */
export async function setUserPassword(input: { email: string; password: string }): Promise<string> {
  return withAccounts(async ({ db, auth }) => {
    const user = await setPasswordByEmail(auth, db, input.email, input.password, 'cli');
    if (!user) throw new Error(`No account has the email ${input.email}.`);
    return `Changed the password of ${user.email} and ended its sessions.`;
  });
}

/** `npm run db:seed`: the demo customer and its sample orders, for a local run only (its password is published). */
export async function seedDemoData(): Promise<string> {
  if (!isLocalSite(env)) {
    throw new Error(`PUBLIC_URL is ${env.PUBLIC_URL}: the demo customer's password is published, so it is only created for a site on localhost.`);
  }
  return withAccounts(async (accounts) => {
    const user = await seedDemoCustomer(accounts, seedDemoOrders);
    return `Demo customer ready: log in as ${user.email} with the password ${DEMO_CUSTOMER.password}.`;
  });
}

/** `npm run db:seed -- --leads N`: N sample leads of every kind, to try the back office at size (local sites only). */
export async function seedSampleLeads(count: number): Promise<string> {
  if (!isLocalSite(env)) throw new Error(`PUBLIC_URL is ${env.PUBLIC_URL}: sample leads are only added to a site on localhost.`);
  const handle = openDatabase(env.DATABASE_URL, { busyTimeoutMs: COMMAND_BUSY_TIMEOUT_MS });
  try {
    await migrateToLatest(handle.db);
    const seeded = await seedLeads(handle.db, { count });
    return `Added ${count} sample leads: ${seeded.quoteRequests} quote requests, ${seeded.contactMessages} contact messages, ${seeded.chatbotContacts} chatbot contacts.`;
  } finally {
    await handle.close();
  }
}
