import type { Kysely, Transaction } from 'kysely';
import { listCrewAndStaff } from '~/features/accounts/roles/roles.server';
import { estimateVisitsOverlapping, lockStaffCalendars } from '~/features/bookings/staff-busy.server';
import { recordAudit } from '~/lib/audit-log.server';
import type { Database } from '~/lib/db-schema';
import { uuidv7 } from '~/lib/uuid.server';
import type { InstallVisitsTable } from './tables';

// Install visits: one or several per job, each with one or more crew members, on the same
// calendar as estimate visits (docs/jobs-and-crews.md, decision 0049). No crew member is ever on
// two booked visits at once, nor on an install visit while they have an estimate visit: each write
// takes the people's calendar locks (PostgreSQL: the advisory locks the estimate booking takes;
// SQLite: its single writer, BEGIN IMMEDIATE) and checks again inside its transaction; the
// database refuses what gets past (install_visit_crew_no_overlap, both dialects).

type Db = Kysely<Database>;

/** An install visit with the people on it. */
export interface InstallVisit extends InstallVisitsTable {
  orderId: string;
  crewIds: string[];
}

/** What a refused time collides with, named so staff can find it. */
export type VisitConflict =
  | { kind: 'install'; visitId: string; jobId: string; orderId: string; userId: string; startsAt: string; endsAt: string }
  | { kind: 'estimate'; visitId: string; userId: string; startsAt: string; endsAt: string; customerName: string; address: string };

export type VisitRefused =
  | { ok: false; reason: 'invalid'; message: string; fieldErrors: Record<string, string[]> }
  | { ok: false; reason: 'not-found'; message: string }
  | { ok: false; reason: 'job-closed'; message: string }
  | { ok: false; reason: 'conflict'; message: string; conflict: VisitConflict };

export type VisitResult = { ok: true; visit: InstallVisit } | VisitRefused;

export type VisitChange = 'scheduled' | 'moved' | 'cancelled';

export interface VisitWriteOptions {
  /** In the write's transaction, after it (crew45: the customer's invitation, the reminders). */
  afterWrite?: (trx: Transaction<Database>, visit: InstallVisit, change: VisitChange) => Promise<void>;
  now?: Date;
}

export interface ScheduleInput {
  jobId: string;
  /** ISO-8601 instants (any offset; stored in UTC). */
  startsAt: string;
  endsAt: string;
  crewIds: readonly string[];
  actorId: string;
  actorEmail?: string | null;
  notes?: string | null;
}

export interface MoveInput {
  visitId: string;
  startsAt: string;
  endsAt: string;
  /** The people on it from now on; unchanged when left out. */
  crewIds?: readonly string[];
  actorId: string;
  actorEmail?: string | null;
}

/** The longest an install visit may be: several days are several visits. */
const MAX_VISIT_HOURS = 16;

/** A write of one visit: checked, locked, re-checked, and written in one transaction. */
async function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/** Whether the database itself refused an overlapping crew row (PostgreSQL's exclusion constraint, SQLite's trigger). */
function isOverlapRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '23P01' || (typeof message === 'string' && message.includes('install_visit_crew_no_overlap'));
}

function invalid(fieldErrors: Record<string, string[]>): VisitRefused {
  return { ok: false, reason: 'invalid', message: Object.values(fieldErrors)[0]![0]!, fieldErrors };
}

function toInstant(value: string): string | undefined {
  const time = Date.parse(value);
  return Number.isFinite(time) && /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(time).toISOString() : undefined;
}

/** The times and crew checked as values: instants in order, not too long, someone on it, each a crew or staff account. */
async function checkTimes(db: Db, startsAt: string, endsAt: string, crewIds: readonly string[] | undefined) {
  const fieldErrors: Record<string, string[]> = {};
  const start = toInstant(startsAt);
  const end = toInstant(endsAt);
  if (!start) fieldErrors.start = ['Give the start as a date and time.'];
  if (!end) fieldErrors.end = ['Give the end as a date and time.'];
  if (start && end && end <= start) fieldErrors.end = ['The end must be after the start.'];
  else if (start && end && Date.parse(end) - Date.parse(start) > MAX_VISIT_HOURS * 3_600_000)
    fieldErrors.end = [`A visit lasts at most ${MAX_VISIT_HOURS} hours; put each day on a visit of its own.`];
  let crew: string[] | undefined;
  if (crewIds) {
    crew = [...new Set(crewIds)];
    if (crew.length === 0) fieldErrors.crewIds = ['Choose at least one crew member.'];
    else {
      const known = new Set((await listCrewAndStaff(db, { ids: crew })).map((member) => member.id));
      const unknown = crew.filter((id) => !known.has(id));
      if (unknown.length > 0) fieldErrors.crewIds = [`Not a crew or staff member: ${unknown.join(', ')}.`];
    }
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false as const, refused: invalid(fieldErrors) };
  return { ok: true as const, startsAt: start!, endsAt: end!, crew };
}

/** Inside the write's transaction, after taking the people's locks: the first visit that keeps one of them busy then. */
async function findConflict(
  trx: Db,
  { userIds, startsAt, endsAt, exceptVisit, now }: { userIds: readonly string[]; startsAt: string; endsAt: string; exceptVisit?: string; now: Date },
): Promise<VisitConflict | undefined> {
  const install = await trx
    .selectFrom('installVisitCrew')
    .innerJoin('installVisits', 'installVisits.id', 'installVisitCrew.visitId')
    .innerJoin('windowJobs', 'windowJobs.id', 'installVisits.jobId')
    .select(['installVisits.id', 'installVisits.jobId', 'windowJobs.orderId', 'installVisitCrew.userId', 'installVisits.startsAt', 'installVisits.endsAt'])
    .where('installVisitCrew.userId', 'in', [...userIds])
    .where('installVisitCrew.status', '=', 'booked')
    .where('installVisitCrew.startsAt', '<', endsAt)
    .where('installVisitCrew.endsAt', '>', startsAt)
    .where('installVisitCrew.visitId', '!=', exceptVisit ?? '')
    .orderBy('installVisits.startsAt')
    .executeTakeFirst();
  if (install) return { kind: 'install', visitId: install.id, ...install };
  const [estimate] = await estimateVisitsOverlapping(trx, { userIds, startsAt, endsAt, now });
  if (estimate)
    return {
      kind: 'estimate',
      visitId: estimate.id,
      userId: estimate.estimatorId,
      startsAt: estimate.startsAt,
      endsAt: estimate.endsAt,
      customerName: estimate.customerName,
      address: estimate.address,
    };
  return undefined;
}

function conflictMessage(conflict: VisitConflict): string {
  const when = `${conflict.startsAt} to ${conflict.endsAt}`;
  return conflict.kind === 'install'
    ? `This crew member is already on install visit ${conflict.visitId} (order ${conflict.orderId}) from ${when}.`
    : `This person has an estimate visit with ${conflict.customerName} at ${conflict.address} from ${when}.`;
}

function refusedFor(conflict: VisitConflict): VisitRefused {
  return { ok: false, reason: 'conflict', message: conflictMessage(conflict), conflict };
}

/** Reads a conflict after the database refused a row: the write's transaction is gone, so from outside it. */
async function conflictAfterRefusal(db: Db, input: { userIds: readonly string[]; startsAt: string; endsAt: string; exceptVisit?: string; now: Date }) {
  const conflict = await findConflict(db, input);
  return conflict ? refusedFor(conflict) : undefined;
}

const visitColumns = [
  'installVisits.id',
  'installVisits.jobId',
  'installVisits.startsAt',
  'installVisits.endsAt',
  'installVisits.status',
  'installVisits.sequence',
  'installVisits.notes',
  'installVisits.onMyWayAt',
  'installVisits.doneAt',
  'installVisits.doneByName',
  'installVisits.createdAt',
  'installVisits.createdBy',
  'installVisits.updatedAt',
  'installVisits.cancelledAt',
  'windowJobs.orderId',
] as const;

async function withCrew(db: Db, rows: readonly Omit<InstallVisit, 'crewIds'>[]): Promise<InstallVisit[]> {
  if (rows.length === 0) return [];
  const crew = await db
    .selectFrom('installVisitCrew')
    .select(['visitId', 'userId'])
    .where(
      'visitId',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('userId')
    .execute();
  const byVisit = new Map<string, string[]>();
  for (const { visitId, userId } of crew) byVisit.set(visitId, [...(byVisit.get(visitId) ?? []), userId]);
  return rows.map((row) => ({ ...row, crewIds: byVisit.get(row.id) ?? [] }));
}

export async function getInstallVisit(db: Db, id: string): Promise<InstallVisit | undefined> {
  const row = await db
    .selectFrom('installVisits')
    .innerJoin('windowJobs', 'windowJobs.id', 'installVisits.jobId')
    .select(visitColumns)
    .where('installVisits.id', '=', id)
    .executeTakeFirst();
  return row ? (await withCrew(db, [row]))[0] : undefined;
}

/**
 * The visits that overlap [from, to) (ISO instants), earliest first: booked ones, or cancelled
 * ones too with `includeCancelled`; with `crewId`, only those that person is on; with `jobId`, one job's.
 */
export async function listInstallVisits(
  db: Db,
  { from, to, crewId, jobId, includeCancelled = false }: { from: string; to: string; crewId?: string; jobId?: string; includeCancelled?: boolean },
): Promise<InstallVisit[]> {
  let query = db
    .selectFrom('installVisits')
    .innerJoin('windowJobs', 'windowJobs.id', 'installVisits.jobId')
    .select(visitColumns)
    .where('installVisits.startsAt', '<', to)
    .where('installVisits.endsAt', '>', from);
  if (!includeCancelled) query = query.where('installVisits.status', '=', 'booked');
  if (jobId) query = query.where('installVisits.jobId', '=', jobId);
  if (crewId)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('installVisitCrew')
          .select('installVisitCrew.visitId')
          .whereRef('installVisitCrew.visitId', '=', 'installVisits.id')
          .where('installVisitCrew.userId', '=', crewId),
      ),
    );
  return withCrew(db, await query.orderBy('installVisits.startsAt').orderBy('installVisits.id').execute());
}

/** The visits of `jobIds`, cancelled ones too, by job, each job's earliest first: two queries however many jobs. */
export async function listVisitsOfJobs(db: Db, jobIds: readonly string[]): Promise<Map<string, InstallVisit[]>> {
  const byJob = new Map<string, InstallVisit[]>(jobIds.map((id) => [id, []]));
  if (jobIds.length === 0) return byJob;
  const rows = await db
    .selectFrom('installVisits')
    .innerJoin('windowJobs', 'windowJobs.id', 'installVisits.jobId')
    .select(visitColumns)
    .where('installVisits.jobId', 'in', [...new Set(jobIds)])
    .orderBy('installVisits.startsAt')
    .orderBy('installVisits.id')
    .execute();
  for (const visit of await withCrew(db, rows)) byJob.get(visit.jobId)?.push(visit);
  return byJob;
}

function visitAudit(visit: InstallVisit, action: string, actorId: string, actorEmail: string | null | undefined, now: Date) {
  return {
    actor: actorId,
    actorEmail: actorEmail ?? null,
    action,
    subjectType: 'order',
    subjectId: visit.orderId,
    detail: { jobId: visit.jobId, visitId: visit.id, startsAt: visit.startsAt, endsAt: visit.endsAt, crewIds: visit.crewIds },
    now,
  };
}

/**
 * Puts an install visit on the calendar for `crewIds`: refused with the conflicting visit when
 * one of them is busy then (another install visit, or an estimate visit). Pass a transaction to
 * write in it (then a refusal by the database itself is the caller's to handle).
 */
export async function scheduleInstallVisit(db: Db, input: ScheduleInput, { afterWrite, now = new Date() }: VisitWriteOptions = {}): Promise<VisitResult> {
  const checked = await checkTimes(db, input.startsAt, input.endsAt, input.crewIds);
  if (!checked.ok) return checked.refused;
  const { startsAt, endsAt } = checked;
  const crew = checked.crew!;
  try {
    return await inTransaction(db, async (trx): Promise<VisitResult> => {
      const job = await trx.selectFrom('windowJobs').select(['id', 'orderId', 'stage']).where('id', '=', input.jobId).executeTakeFirst();
      if (!job) return { ok: false, reason: 'not-found', message: 'This job was not found.' };
      if (job.stage === 'cancelled' || job.stage === 'complete')
        return {
          ok: false,
          reason: 'job-closed',
          message: `This job is ${job.stage === 'cancelled' ? 'cancelled' : 'complete'}: reopen it before scheduling.`,
        };
      await lockStaffCalendars(trx, crew);
      const conflict = await findConflict(trx, { userIds: crew, startsAt, endsAt, now });
      if (conflict) return refusedFor(conflict);
      const at = now.toISOString();
      const row: InstallVisitsTable = {
        id: uuidv7(),
        jobId: job.id,
        startsAt,
        endsAt,
        status: 'booked',
        sequence: 0,
        notes: input.notes?.trim() || null,
        onMyWayAt: null,
        doneAt: null,
        doneByName: null,
        createdAt: at,
        createdBy: input.actorId,
        updatedAt: at,
        cancelledAt: null,
      };
      await trx.insertInto('installVisits').values(row).execute();
      await trx
        .insertInto('installVisitCrew')
        .values(crew.map((userId) => ({ visitId: row.id, userId, startsAt, endsAt, status: 'booked' as const })))
        .execute();
      const visit: InstallVisit = { ...row, orderId: job.orderId, crewIds: [...crew].sort() };
      await recordAudit(trx, visitAudit(visit, 'job.visit-scheduled', input.actorId, input.actorEmail, now));
      await afterWrite?.(trx, visit, 'scheduled');
      return { ok: true, visit };
    });
  } catch (error) {
    if (!isOverlapRefusal(error) || db.isTransaction) throw error;
    const refused = await conflictAfterRefusal(db, { userIds: crew, startsAt, endsAt, now });
    if (refused) return refused;
    throw error;
  }
}

/** Moves a booked visit to other times (and, with `crewIds`, other people), refused as scheduling is. */
export async function moveInstallVisit(db: Db, input: MoveInput, { afterWrite, now = new Date() }: VisitWriteOptions = {}): Promise<VisitResult> {
  const checked = await checkTimes(db, input.startsAt, input.endsAt, input.crewIds);
  if (!checked.ok) return checked.refused;
  const { startsAt, endsAt } = checked;
  let crew: string[] = checked.crew ?? [];
  try {
    return await inTransaction(db, async (trx): Promise<VisitResult> => {
      const current = await getInstallVisit(trx, input.visitId);
      if (!current) return { ok: false, reason: 'not-found', message: 'This visit was not found.' };
      if (current.status !== 'booked') return { ok: false, reason: 'job-closed', message: 'This visit was cancelled: schedule a new one.' };
      crew = checked.crew ?? current.crewIds;
      await lockStaffCalendars(trx, [...new Set([...crew, ...current.crewIds])]);
      const conflict = await findConflict(trx, { userIds: crew, startsAt, endsAt, exceptVisit: current.id, now });
      if (conflict) return refusedFor(conflict);
      const at = now.toISOString();
      await trx
        .updateTable('installVisits')
        .set({ startsAt, endsAt, sequence: current.sequence + 1, updatedAt: at })
        .where('id', '=', current.id)
        .execute();
      await trx.deleteFrom('installVisitCrew').where('visitId', '=', current.id).execute();
      await trx
        .insertInto('installVisitCrew')
        .values(crew.map((userId) => ({ visitId: current.id, userId, startsAt, endsAt, status: 'booked' as const })))
        .execute();
      const visit: InstallVisit = { ...current, startsAt, endsAt, sequence: current.sequence + 1, updatedAt: at, crewIds: [...crew].sort() };
      await recordAudit(trx, visitAudit(visit, 'job.visit-moved', input.actorId, input.actorEmail, now));
      await afterWrite?.(trx, visit, 'moved');
      return { ok: true, visit };
    });
  } catch (error) {
    if (!isOverlapRefusal(error) || db.isTransaction) throw error;
    const refused = await conflictAfterRefusal(db, { userIds: crew, startsAt, endsAt, exceptVisit: input.visitId, now });
    if (refused) return refused;
    throw error;
  }
}

/** Cancels a visit: its people's time is free again. Cancelling a cancelled visit changes nothing. */
export async function cancelInstallVisit(
  db: Db,
  input: { visitId: string; actorId: string; actorEmail?: string | null },
  { afterWrite, now = new Date() }: VisitWriteOptions = {},
): Promise<{ ok: true; visit: InstallVisit; changed: boolean } | { ok: false; reason: 'not-found'; message: string }> {
  return inTransaction(db, async (trx) => {
    const current = await getInstallVisit(trx, input.visitId);
    if (!current) return { ok: false as const, reason: 'not-found' as const, message: 'This visit was not found.' };
    if (current.status === 'cancelled') return { ok: true as const, visit: current, changed: false };
    const at = now.toISOString();
    const { numUpdatedRows } = await trx
      .updateTable('installVisits')
      .set({ status: 'cancelled', cancelledAt: at, sequence: current.sequence + 1, updatedAt: at })
      .where('id', '=', current.id)
      .where('status', '=', 'booked')
      .executeTakeFirst();
    if (Number(numUpdatedRows) === 0) return { ok: true as const, visit: current, changed: false };
    await trx.updateTable('installVisitCrew').set({ status: 'cancelled' }).where('visitId', '=', current.id).execute();
    const visit: InstallVisit = { ...current, status: 'cancelled', cancelledAt: at, sequence: current.sequence + 1, updatedAt: at };
    await recordAudit(trx, visitAudit(visit, 'job.visit-cancelled', input.actorId, input.actorEmail, now));
    await afterWrite?.(trx, visit, 'cancelled');
    return { ok: true as const, visit, changed: true };
  });
}
