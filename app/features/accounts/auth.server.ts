import { type BetterAuthOptions, betterAuth } from 'better-auth';
import { getAuthTables } from 'better-auth/db';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { uuidv7 } from '~/lib/uuid.server';
import type { Company } from '~/content/company';
import { companyContact } from '~/content/estimates';
import type { Database } from '~/lib/db-schema';
import { dialectOf } from '~/lib/db.server';
import type { Env } from '~/lib/env.server';
import { logger } from '~/lib/logger.server';
import { asLocale, pathIn } from '~/lib/locale';
import { sealLink } from '~/features/mail/links.server';
import { enqueueEmail } from '~/features/mail/outbox.server';
import { passwordResetEmail, verificationEmail } from './sign-in/account-emails.server';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-fields';
import { IsoDatesPlugin } from './iso-dates-plugin.server';

export const AUTH_BASE_PATH = '/api/auth';
/** "Remember me": the session cookie and the session itself last this long (DESIGN: 30 days). */
export const REMEMBERED_SESSION_SECONDS = 30 * 24 * 60 * 60;
/** A reset link works once, for an hour. */
export const PASSWORD_RESET_SECONDS = 60 * 60;
const VERIFICATION_LINK_SECONDS = 3 * 24 * 60 * 60;

export type SocialProvider = 'google' | 'facebook';

/** The social sign-in providers whose credentials are configured; only these get a button. */
export function configuredSocialProviders(env: Env): SocialProvider[] {
  const providers: SocialProvider[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) providers.push('google');
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) providers.push('facebook');
  return providers;
}

/** Where the configured providers serve profile photos from, for the CSP's img-src. */
export function socialAvatarOrigins(env: Env): string[] {
  const origins: Record<SocialProvider, string[]> = {
    google: ['https://lh3.googleusercontent.com'],
    facebook: ['https://platform-lookaside.fbsbx.com'],
  };
  return configuredSocialProviders(env).flatMap((provider) => origins[provider]);
}

function socialProviders(env: Env): BetterAuthOptions['socialProviders'] {
  const providers: NonNullable<BetterAuthOptions['socialProviders']> = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.google = { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
  }
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
    providers.facebook = { clientId: env.FACEBOOK_CLIENT_ID, clientSecret: env.FACEBOOK_CLIENT_SECRET };
  }
  return providers;
}

/** What better-auth logs as errors when a sign-in callback arrives forged, stale or malformed. */
const REFUSED_CALLBACK_MESSAGES = new Set(['INVALID_CALLBACK_REQUEST', 'State not found']);

/**
 * better-auth logs a callback with a bad `state` or query as an error; it is the request that is
 * wrong, not the server, and anyone can send one. Only making a state (the database) is ours.
 */
function refusedRequest(message: string, details: unknown[]): boolean {
  if (REFUSED_CALLBACK_MESSAGES.has(message)) return true;
  return details.some((detail) => {
    const code = (detail as { code?: unknown } | null)?.code;
    return typeof code === 'string' && code.startsWith('state_') && code !== 'state_generation_error';
  });
}

export interface AuthDependencies {
  db: Kysely<Database>;
  env: Env;
  secret: string;
  /**
   * The company as its profile has it now (the business feature's getCompany, given by the
   * composition root, which may import it): the account emails name it when each is written.
   * better-auth calls both email hooks outside its transactions (sign-up queues the confirmation
   * for after its own), so the read never waits behind one for SQLite's one connection.
   */
  company: () => Promise<Company>;
  /** Where better-auth's own lines go; the process's logger unless a test reads them. */
  log?: Pick<Logger, 'error' | 'warn' | 'info'>;
  /**
   * How passwords are hashed: better-auth's scrypt unless a test passes a cheap one
   * (tests/support/test-services.ts), so tests that are not about hashing do not spend seconds on it.
   */
  passwordHashing?: { hash: (password: string) => Promise<string>; verify: (input: { hash: string; password: string }) => Promise<boolean> };
}

function authOptions({ db, env, secret, company, log = logger, passwordHashing }: AuthDependencies) {
  const publicUrl = env.PUBLIC_URL;
  return {
    appName: 'Gables Window Care',
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [new URL(publicUrl).origin],
    user: {
      additionalFields: {
        // Never accepted from a sign-up or profile body: roles change only through staff tools.
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        phone: { type: 'string', required: false, input: false },
        address: { type: 'string', required: false, input: false },
        // Set from the page the account was registered on (registration.server.ts); its emails use it.
        language: { type: 'string', required: false, defaultValue: 'en', input: true },
      },
    },
    session: {
      expiresIn: REMEMBERED_SESSION_SECONDS,
      updateAge: 24 * 60 * 60,
      // No cookie cache: every request reads the session and the role from the database, so a
      // role change or a sign-out elsewhere applies on the next request.
      cookieCache: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      // SPEC: after registering, the customer signs in on /login.
      autoSignIn: false,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const language = asLocale((user as { language?: unknown }).language);
        // Sealed until the email is sent (features/mail/links): the queue holds no working link.
        const url = sealLink(`${publicUrl}${pathIn(language, '/reset-password')}?token=${encodeURIComponent(token)}`, secret);
        await enqueueEmail(db, passwordResetEmail({ to: user.email, name: user.name, url }, language, companyContact(await company())));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFICATION_LINK_SECONDS,
      async sendVerificationEmail({ user, token }) {
        const language = asLocale((user as { language?: unknown }).language);
        const url = sealLink(`${publicUrl}${pathIn(language, '/verify-email')}?token=${encodeURIComponent(token)}`, secret);
        await enqueueEmail(db, verificationEmail({ to: user.email, name: user.name, url }, language, companyContact(await company())));
      },
    },
    socialProviders: socialProviders(env),
    verification: {
      // A reset token is a password: the database keeps only its hash.
      storeIdentifier: { default: 'plain', overrides: { 'reset-password:': 'hashed' } },
    },
    rateLimit: { enabled: true, storage: 'memory' },
    advanced: {
      cookiePrefix: 'gwc',
      useSecureCookies: env.isSecureOrigin,
      database: { generateId: () => uuidv7() },
      // The server puts the address it trusts (see TRUST_PROXY) into this header itself.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log(level, message, ...args) {
        const line = `better-auth: ${message}`;
        if (level === 'error' && !refusedRequest(message, args)) log.error({ detail: args }, line);
        else if (level === 'error' || level === 'warn') log.warn({ detail: args }, line);
        else log.info({ detail: args }, line);
      },
    },
  } satisfies BetterAuthOptions;
}

/** The column names better-auth reads back as Dates (they are text in our tables). */
function authDateColumns(options: BetterAuthOptions): string[] {
  return Object.values(getAuthTables(options)).flatMap((table) =>
    Object.entries(table.fields).flatMap(([key, field]) => (field.type === 'date' ? [field.fieldName ?? key] : [])),
  );
}

/**
 * better-auth over our Kysely instance, so its tables live beside ours (created by our migration
 * 2026-11-21-02-accounts). The instance keeps its CamelCasePlugin: better-auth's camelCase field
 * names are exactly our columns in snake_case.
 */
export function createAuth(dependencies: AuthDependencies) {
  const options = authOptions(dependencies);
  const postgres = dialectOf(dependencies.db) === 'postgres';
  const db = postgres ? dependencies.db.withPlugin(new IsoDatesPlugin(authDateColumns(options))) : dependencies.db;
  return betterAuth({
    ...options,
    database: { db, type: postgres ? 'postgres' : 'sqlite', transaction: true },
  });
}

export type AuthServer = ReturnType<typeof createAuth>;
