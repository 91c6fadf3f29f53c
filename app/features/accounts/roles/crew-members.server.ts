import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '~/lib/db-schema';
import type { Locale } from '~/lib/locale';
import type { AuthServer } from '../auth.server';
import { AccountInputError, createPasswordAccount, findUserByEmail } from '../users.server';

// The installers (role `crew`) as the back office adds them (/admin/crew) and the dispatch board
// lists them. Their accounts are made as the command line makes them (createPasswordAccount):
// with the password the office typed, or with a random one and an invitation link that lets the
// installer choose theirs on /reset-password, valid for CREW_INVITATION_DAYS.

export const CREW_INVITATION_DAYS = 7;

export interface Installer {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  language: string;
}

/** Every crew account, by name. */
export async function listInstallers(db: Kysely<Database>): Promise<Installer[]> {
  return db.selectFrom('user').select(['id', 'name', 'email', 'phone', 'language']).where('role', '=', 'crew').orderBy('name').orderBy('id').execute();
}

export interface NewCrewMember {
  name: string;
  email: string;
  phone: string | null;
  language: Locale;
  /** None: the installer is invited to choose one. */
  password: string | null;
  actor: string;
}

export type NewCrewMemberResult =
  { ok: true; member: Installer; invitationToken: string | null } | { ok: false; reason: 'exists' | 'invalid'; field: 'email' | 'password'; message: string };

/**
 * Makes an installer's account: the role `crew`, verified (the office vouches for the address),
 * and, without a password, a single-use token for /reset-password that the caller emails.
 */
export async function createCrewMember(auth: AuthServer, db: Kysely<Database>, input: NewCrewMember): Promise<NewCrewMemberResult> {
  if (await findUserByEmail(db, input.email))
    return { ok: false, reason: 'exists', field: 'email', message: `An account with the email ${input.email.trim().toLowerCase()} already exists.` };
  const password = input.password ?? randomBytes(24).toString('base64url');
  let user;
  try {
    user = await createPasswordAccount(auth, db, { email: input.email, password, name: input.name, role: 'crew', emailVerified: true, actor: input.actor });
  } catch (error) {
    if (error instanceof AccountInputError) return { ok: false, reason: 'invalid', field: 'password', message: error.message };
    throw error;
  }
  await db.updateTable('user').set({ phone: input.phone, language: input.language }).where('id', '=', user.id).execute();
  const invitationToken = input.password ? null : await issueInvitationToken(auth, user.id);
  return { ok: true, member: { id: user.id, name: user.name, email: user.email, phone: input.phone, language: input.language }, invitationToken };
}

/** A reset-password token (stored, spent and checked as better-auth's own) that lasts the invitation's days instead of an hour. */
async function issueInvitationToken(auth: AuthServer, userId: string): Promise<string> {
  const context = await auth.$context;
  const token = randomBytes(18).toString('base64url');
  const expiresAt = new Date(Date.now() + CREW_INVITATION_DAYS * 24 * 60 * 60_000);
  await context.internalAdapter.createVerificationValue({ identifier: `reset-password:${token}`, value: userId, expiresAt });
  return token;
}
