import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '~/lib/audit-log.server';
import type { Database } from '~/lib/db-schema';
import type { UserRow } from './tables';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-fields';
import type { AuthServer } from './auth.server';
import { type Role, toRole } from './roles/roles';

type Db = Kysely<Database> | Transaction<Database>;

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** better-auth stores addresses in lower case, so one comparison finds any capitalisation. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('user').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function getUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The superAdmins' addresses, oldest account first. */
export async function listSuperAdminEmails(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('user').select('email').where('role', '=', 'superAdmin').orderBy('createdAt').execute();
  return rows.map((row) => row.email);
}

export interface RoleChange {
  email: string;
  role: Role;
  /** Who made the change, for the audit log: a user id, or `cli` / `startup`. */
  actor: string;
  now?: Date;
}

/**
 * Gives an account a role and writes the change to the audit log in one transaction. The new
 * role applies from the account's next request, because every request reads it from here.
 * Returns the updated account, or undefined when no account has that address.
 */
export async function setUserRole(db: Kysely<Database>, { email, role, actor, now = new Date() }: RoleChange): Promise<UserRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, email);
    if (!user) return undefined;
    if (user.role === role) return user;
    const updated = await trx
      .updateTable('user')
      .set({ role, updatedAt: now.toISOString() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actor, action: 'user.role', subjectType: 'user', subjectId: user.id, detail: { from: user.role, to: role }, now });
    return updated;
  });
}

export interface ProfileChanges {
  name: string;
  phone: string | null;
  address: string | null;
}

export async function updateProfile(db: Db, userId: string, changes: ProfileChanges, now = new Date()): Promise<UserRow | undefined> {
  return db
    .updateTable('user')
    .set({ ...changes, updatedAt: now.toISOString() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export class AccountInputError extends Error {
  override name = 'AccountInputError';
}

function assertPassword(password: string) {
  if (password.length < PASSWORD_MIN_LENGTH) throw new AccountInputError(`The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
  if (password.length > PASSWORD_MAX_LENGTH) throw new AccountInputError(`The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);
}

export interface NewPasswordAccount {
  email: string;
  password: string;
  name: string;
  role: Role;
  /** Accounts made by an operator (CLI, start-up) need no confirmation email. */
  emailVerified?: boolean;
  actor: string;
}

/**
 * Creates an email-and-password account outside the sign-up form (CLI, start-up, demo data),
 * through better-auth so the password is hashed and stored exactly as sign-in expects.
 */
export async function createPasswordAccount(auth: AuthServer, db: Kysely<Database>, account: NewPasswordAccount): Promise<UserRow> {
  const email = normalizeEmail(account.email);
  assertPassword(account.password);
  if (await findUserByEmail(db, email)) throw new AccountInputError(`An account with the email ${email} already exists.`);
  const context = await auth.$context;
  const hash = await context.password.hash(account.password);
  const user = await context.internalAdapter.createUser(
    { email, name: account.name, emailVerified: account.emailVerified ?? false },
    { method: 'email-password' },
  );
  await context.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
  if (account.role !== 'user') await setUserRole(db, { email, role: account.role, actor: account.actor });
  const created = await getUserById(db, user.id);
  if (!created) throw new Error(`The account ${email} was not stored`);
  return created;
}

/**
 * Sets a new password for an account (CLI: the owner lost theirs) and signs it out everywhere,
 * as a password reset does. An account that only used social sign-in gets a password too.
 */
export async function setPasswordByEmail(auth: AuthServer, db: Kysely<Database>, email: string, password: string, actor: string): Promise<UserRow | undefined> {
  assertPassword(password);
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  const context = await auth.$context;
  const hash = await context.password.hash(password);
  const credential = await context.internalAdapter.findCredentialAccount(user.id);
  if (credential) await context.internalAdapter.updatePassword(user.id, hash);
  else await context.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
  await context.internalAdapter.deleteUserSessions(user.id);
  await recordAudit(db, { actor, action: 'user.password', subjectType: 'user', subjectId: user.id, detail: null });
  return user;
}

/** What a signed-in person is, read fresh from the database on each request. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  role: Role;
  emailVerified: boolean;
  phone: string | null;
  address: string | null;
}

/** A user as better-auth returns it (extra fields optional) or as our queries read it. */
interface StoredUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  role?: string | null;
  emailVerified: boolean | number;
  phone?: string | null;
  address?: string | null;
}

export function toSessionUser(user: StoredUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: user.image ?? null,
    role: toRole(user.role),
    emailVerified: Boolean(user.emailVerified),
    phone: user.phone ?? null,
    address: user.address ?? null,
  };
}
