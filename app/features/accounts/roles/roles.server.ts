import { type Actor, recordAudit } from '~/lib/audit-log.server';
import { type Kysely, sql } from 'kysely';
import { isAdminRole, type Role, toRole } from './roles';
import type { Database } from '~/lib/db-schema';
import { dialectOf } from '~/lib/db.server';
import { recordLiveEvent } from '~/lib/live-events.server';
import { USERS_PAGE_SIZE } from './role-forms';

/** The live event a role change records in its transaction: who is on the staff changed (the calendar's copies of the estimators listen for it). */
export const STAFF_CHANGED = 'accounts.staff-changed';

export interface AccountSummary {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export interface AccountPage {
  users: AccountSummary[];
  /** How many superAdmins there are: the last one cannot lose the role. */
  superAdmins: number;
  total: number;
  page: number;
  pageCount: number;
}

/** Whether the account `userId` is on the staff (an admin or superAdmin). */
export async function isStaffMember(db: Kysely<Database>, userId: string): Promise<boolean> {
  const user = await db.selectFrom('user').select('role').where('id', '=', userId).executeTakeFirst();
  return user !== undefined && isAdminRole(toRole(user.role));
}

/** A staff member as other features reach them: who, and where their email goes. */
export interface StaffContact {
  id: string;
  email: string;
  name: string;
}

/** The staff (admins and superAdmins), or only those of `userIds` who are staff, by email. */
export async function listStaffContacts(db: Kysely<Database>, userIds?: readonly string[]): Promise<StaffContact[]> {
  if (userIds?.length === 0) return [];
  return db
    .selectFrom('user')
    .select(['id', 'email', 'name'])
    .where('role', 'in', ['admin', 'superAdmin'] satisfies Role[])
    .$if(userIds !== undefined, (query) => query.where('id', 'in', [...userIds!]))
    .orderBy('email')
    .execute();
}

/** Every account, staff first (superAdmins, then admins), then by email. */
export async function listAccounts(db: Kysely<Database>, page = 1): Promise<AccountPage> {
  const rank = sql<number>`case role when 'superAdmin' then 0 when 'admin' then 1 else 2 end`;
  const [rows, count, superAdmins] = await Promise.all([
    db
      .selectFrom('user')
      .select(['id', 'email', 'name', 'role'])
      .orderBy(rank)
      .orderBy('email')
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('user')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('user')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('role', '=', 'superAdmin')
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.count);
  return {
    users: rows.map((row) => ({ ...row, role: toRole(row.role) })),
    superAdmins: Number(superAdmins.count),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)),
  };
}

export type RoleChangeResult =
  | { ok: true; user: AccountSummary; previousRole: Role }
  | { ok: false; reason: 'not-found' | 'last-super-admin' | 'already-super-admin' | 'unavailable'; message: string };

export interface RoleChange {
  email: string;
  role: Role;
  actor: Actor;
  now?: Date;
}

/**
 * Gives the account with this email a role, recording who did it. The last superAdmin keeps
 * the role: without one, nobody could manage settings or roles again. On PostgreSQL the
 * superAdmin rows are locked first, so two demotions at once cannot both pass the check.
 */
export async function changeRole(db: Kysely<Database>, { email, role, actor, now = new Date() }: RoleChange): Promise<RoleChangeResult> {
  const address = email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('user').select(['id', 'email', 'name', 'role']).where('email', '=', address).executeTakeFirst();
    if (!user) return { ok: false, reason: 'not-found', message: `No account uses the email ${address}` };
    const previousRole = toRole(user.role);
    if (previousRole === role) return { ok: true, user: { ...user, role }, previousRole };
    if (previousRole === 'superAdmin') {
      let superAdmins = trx.selectFrom('user').select('id').where('role', '=', 'superAdmin');
      if (dialectOf(trx) === 'postgres') superAdmins = superAdmins.forUpdate();
      if ((await superAdmins.execute()).length <= 1) {
        return { ok: false, reason: 'last-super-admin', message: `${user.email} is the last superAdmin and cannot be demoted` };
      }
    }
    await trx.updateTable('user').set({ role, updatedAt: now.toISOString() }).where('id', '=', user.id).execute();
    await recordAudit(trx, {
      actor: actor.userId,
      actorEmail: actor.email,
      action: 'user.role',
      subjectType: 'user',
      subjectId: user.id,
      detail: { from: previousRole, to: role },
      now,
    });
    await recordLiveEvent(trx, STAFF_CHANGED, { userId: user.id }, now);
    return { ok: true, user: { ...user, role }, previousRole };
  });
}

/**
 * SPEC's assignAdminRole: makes an account an admin. A superAdmin already holds every admin
 * right, so assigning admin to one is refused rather than taken as a demotion.
 */
export async function assignAdminRole(db: Kysely<Database>, email: string, actor: Actor): Promise<RoleChangeResult> {
  const address = email.trim().toLowerCase();
  const user = await db.selectFrom('user').select('role').where('email', '=', address).executeTakeFirst();
  if (user?.role === 'superAdmin') return { ok: false, reason: 'already-super-admin', message: `${address} is already a superAdmin` };
  return changeRole(db, { email: address, role: 'admin', actor });
}

export interface StaffMember {
  id: string;
  name: string;
  email: string;
}

/** Those of `ids` whose accounts are on the staff, in the order of their names. */
export async function listStaffMembers(db: Kysely<Database>, ids: readonly string[]): Promise<StaffMember[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('user').select(['id', 'name', 'email', 'role']).where('id', 'in', ids).orderBy('name').orderBy('id').execute();
  return rows.filter((row) => isAdminRole(toRole(row.role))).map(({ id, name, email }) => ({ id, name, email }));
}

/** Someone who can go on a job: an installer (crew) or a staff member. */
export interface CrewMember extends StaffMember {
  role: Role;
}

/**
 * The accounts with the role `role` ('crew', 'admin' counting superAdmins too), or every crew
 * member and staff member when no role is given, in the order of their names; `ids` narrows the
 * list to those accounts.
 */
export async function listCrewAndStaff(db: Kysely<Database>, { role, ids }: { role?: 'crew' | 'admin'; ids?: readonly string[] } = {}): Promise<CrewMember[]> {
  if (ids && ids.length === 0) return [];
  const roles: Role[] = role === 'crew' ? ['crew'] : role === 'admin' ? ['admin', 'superAdmin'] : ['crew', 'admin', 'superAdmin'];
  let query = db.selectFrom('user').select(['id', 'name', 'email', 'role']).where('role', 'in', roles);
  if (ids) query = query.where('id', 'in', [...ids]);
  const rows = await query.orderBy('name').orderBy('id').execute();
  return rows.map(({ id, name, email, role: stored }) => ({ id, name, email, role: toRole(stored) }));
}
