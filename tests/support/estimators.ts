// Test support: staff accounts with working hours, so estimate visits can be booked with them.
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { StaffHoursInput } from '~/features/calendar/calendar';
import { setStaffHours } from '~/features/calendar/calendar.server';
import type { Database } from '~/lib/db-schema';

export const weekdayHours = { opens: '09:00', closes: '17:00' };
/** Monday to Friday, 9:00 to 17:00. */
export const workingWeek = { '0': null, '1': weekdayHours, '2': weekdayHours, '3': weekdayHours, '4': weekdayHours, '5': weekdayHours, '6': null };

/** Adds an admin account `id` (if missing), or one of another role and name (an installer: `{ role: 'crew' }`). */
export async function addStaff(
  db: Kysely<Database>,
  id: string,
  { role = 'admin', name = `Estimator ${id}` }: { role?: string; name?: string } = {},
): Promise<void> {
  const at = new Date().toISOString();
  await db
    .insertInto('user')
    .values({
      id,
      name,
      email: `${id}@example.com`,
      role,
      emailVerified: sql<SqlBool>`false`,
      image: null,
      phone: null,
      address: null,
      createdAt: at,
      updatedAt: at,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** Adds an admin account `id` (if missing) who works `hours` each week. */
export async function addEstimator(db: Kysely<Database>, id: string, hours: StaffHoursInput['hours'] = workingWeek): Promise<void> {
  await addStaff(db, id);
  const result = await setStaffHours(db, { userId: id, hours, actor: { userId: 'test', email: 'test@example.com' } });
  if (!result.ok) throw new Error(result.message);
}
