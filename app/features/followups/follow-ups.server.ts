import type { Kysely, Transaction } from 'kysely';
import { uuidv7 } from '~/lib/uuid.server';
import { z } from 'zod';
import { type CompanyContact, companyContact } from '~/content/estimates';
import { hasStandingVisit } from '~/features/bookings/customer-visits.server';
import { getCompany } from '~/features/business/profile.server';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import type { SentEstimate } from '~/features/estimates/estimate-hooks';
import { getEstimateStanding } from '~/features/estimates/estimate-standing.server';
import { type NotifyServices, notifyCustomer } from '~/features/notifications/customer-mail.server';
import { isOptedOut } from '~/features/notifications/opt-outs.server';
import { afterQuietHours } from '~/features/notifications/quiet-hours';
import { hashToken, looksLikeToken, newToken } from '~/features/estimates/tokens.server';
import { heardFromSince } from '~/features/leads/heard-from.server';
import type { OrderStatusChange } from '~/features/orders/order-hooks';
import { getOrder } from '~/features/orders/orders.server';
import { type Actor, recordAudit } from '~/lib/audit-log.server';
import type { Database } from '~/lib/db-schema';
import type { QuietHours } from '~/lib/env.server';
import type { Transact } from '~/lib/group-commit.server';
import { enqueueJob, defineJobKind } from '~/lib/jobs/jobs.server';
import { SEALED_PREFIX, sealLink } from '~/features/mail/links.server';
import { asLocale, type Locale } from '~/lib/locale';
import { questionUrl } from './question-links.server';
import { estimateFollowUpEmail, feedbackPath, reviewEmail, reviewLinks } from './follow-up-emails.server';
import type { FollowUpRow } from './tables';

// Follow-through (docs/follow-ups.md): an estimate not answered gets follow-ups, a completed order
// a review request and one reminder. Each email is a row of follow_ups, planned when the estimate
// is sent or the order completed, and sent by one job that checks, in the transaction that sends
// it, whether it should still go.

type Db = Kysely<Database> | Transaction<Database>;

export const FOLLOW_UP_KINDS = ['estimate-follow-up', 'review-request', 'review-reminder', 'call'] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];
export type FollowUpState = 'scheduled' | 'sent' | 'stopped' | 'cancelled' | 'open' | 'done';
export type StopReason =
  'approved' | 'declined' | 'expired' | 'new-link' | 'replied' | 'asked' | 'booked' | 'opted-out' | 'reopened' | 'clicked' | 'not-asked' | 'gone';

/** Sending one follow-up: its row's id. Keyed by it, so it is enqueued once; its row's state makes a retry send nothing twice. */
export const followUpJobKind = defineJobKind({ kind: 'followups.send', schema: z.object({ followUpId: z.string().min(1) }), maxAttempts: 8 });

export interface FollowUpTiming {
  /** ESTIMATE_FOLLOW_UP_MINUTES */
  estimateMinutes: readonly number[];
  /** REVIEW_REQUEST_AFTER_MINUTES, REVIEW_REMINDER_AFTER_MINUTES */
  reviewRequestMinutes: number;
  reviewReminderMinutes: number;
}

const after = (at: Date | string, minutes: number) => new Date(new Date(at).getTime() + minutes * 60_000).toISOString();

async function plan(trx: Transaction<Database>, rows: FollowUpRow[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await trx.insertInto('followUps').values(rows).execute();
  for (const row of rows) await enqueueJob(trx, followUpJobKind, { followUpId: row.id }, { key: `followups:${row.id}`, runAt: new Date(row.dueAt), now });
}

function newRow(
  fields: Pick<FollowUpRow, 'kind' | 'subjectType' | 'subjectId' | 'quoteRequestId' | 'step' | 'email' | 'name' | 'language' | 'dueAt'>,
  now: Date,
): FollowUpRow {
  return {
    id: uuidv7(),
    state: 'scheduled',
    reason: null,
    settledAt: null,
    settledBy: null,
    link: null,
    linkHash: null,
    clickTokenHash: null,
    clickedAt: null,
    feedbackClickedAt: null,
    opened: null,
    createdAt: now.toISOString(),
    ...fields,
  };
}

/** Settles what is still scheduled among `ids`' rows: stopped for a reason, or cancelled by staff. */
async function settle(
  db: Db,
  ids: readonly string[],
  state: 'stopped' | 'cancelled',
  reason: StopReason | 'staff',
  by: string | null,
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const { numUpdatedRows } = await db
    .updateTable('followUps')
    .set({ state, reason, settledAt: now.toISOString(), settledBy: by })
    .where('id', 'in', ids)
    .where('state', '=', 'scheduled')
    .executeTakeFirst();
  return Number(numUpdatedRows);
}

async function scheduledOf(db: Db, subjectType: 'estimate' | 'order', subjectId: string, kinds: readonly FollowUpKind[]): Promise<string[]> {
  const rows = await db
    .selectFrom('followUps')
    .select('id')
    .where('subjectType', '=', subjectType)
    .where('subjectId', '=', subjectId)
    .where('kind', 'in', kinds)
    .where('state', '=', 'scheduled')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Seals the estimate links rows written before links were sealed kept in clear (features/mail/links),
 * once per process start: a row already sealed is left as it is. Resolves to how many were sealed.
 */
export async function sealStoredFollowUpLinks(db: Kysely<Database>, secret: string): Promise<number> {
  const rows = await db.selectFrom('followUps').select(['id', 'link']).where('link', 'is not', null).where('link', 'not like', `${SEALED_PREFIX}%`).execute();
  for (const row of rows)
    await db
      .updateTable('followUps')
      .set({ link: sealLink(row.link!, secret) })
      .where('id', '=', row.id)
      .where('link', '=', row.link)
      .execute();
  return rows.length;
}

/** An estimate was sent: its follow-ups are planned with its link; a new link stops the old link's follow-ups. */
export async function scheduleEstimateFollowUps(trx: Transaction<Database>, sent: SentEstimate, timing: FollowUpTiming, now: Date): Promise<void> {
  await settle(trx, await scheduledOf(trx, 'estimate', sent.estimateId, ['estimate-follow-up']), 'stopped', 'new-link', null, now);
  const rows = timing.estimateMinutes.map((minutes, index) => ({
    ...newRow(
      {
        kind: 'estimate-follow-up',
        subjectType: 'estimate',
        subjectId: sent.estimateId,
        quoteRequestId: sent.quoteRequestId,
        step: index + 1,
        email: sent.email,
        name: sent.name,
        language: sent.language,
        dueAt: after(sent.sentAt, minutes),
      },
      now,
    ),
    link: sent.url,
    linkHash: sent.tokenHash,
  }));
  await plan(trx, rows, now);
}

/**
 * An order moved on. Completed: the review request and its reminder are planned, unless one was
 * asked for already. Moved back from completed: what was planned stops.
 */
export async function scheduleReviewRequests(trx: Transaction<Database>, change: OrderStatusChange, timing: FollowUpTiming, now: Date): Promise<void> {
  const kinds = ['review-request', 'review-reminder'] as const;
  if (change.from === 'completed' && change.to !== 'completed') {
    await settle(trx, await scheduledOf(trx, 'order', change.orderId, kinds), 'stopped', 'reopened', null, now);
    return;
  }
  if (change.to !== 'completed' || !change.customerEmail) return;
  const asked = await trx
    .selectFrom('followUps')
    .select('id')
    .where('subjectType', '=', 'order')
    .where('subjectId', '=', change.orderId)
    .where('kind', '=', 'review-request')
    .where('state', 'in', ['scheduled', 'sent'])
    .executeTakeFirst();
  if (asked) return;
  const requestAt = after(now, timing.reviewRequestMinutes);
  const common = {
    subjectType: 'order',
    subjectId: change.orderId,
    quoteRequestId: change.quoteRequestId,
    step: 1,
    email: change.customerEmail,
    name: change.customerName ?? '',
    language: change.language,
  };
  await plan(
    trx,
    [
      newRow({ ...common, kind: 'review-request', dueAt: requestAt }, now),
      newRow({ ...common, kind: 'review-reminder', dueAt: after(requestAt, timing.reviewReminderMinutes) }, now),
    ],
    now,
  );
}

/** What a follow-up's job needs from the process: a transaction, and what the notifications read (origin, secret, quiet hours). */
export type FollowUpContext = NotifyServices & { transact: Transact };

async function anyClick(db: Db, orderId: string): Promise<boolean> {
  const clicked = await db
    .selectFrom('followUps')
    .select('id')
    .where('subjectType', '=', 'order')
    .where('subjectId', '=', orderId)
    .where('clickedAt', 'is not', null)
    .executeTakeFirst();
  return Boolean(clicked);
}

/** Why this follow-up must not go now, or undefined when it may. */
async function stopReason(db: Db, row: FollowUpRow, now: Date): Promise<StopReason | undefined> {
  if (row.kind === 'estimate-follow-up') {
    const standing = await getEstimateStanding(db, row.subjectId, now);
    if (!standing) return 'gone';
    if (standing.state === 'approved' || standing.state === 'declined' || standing.state === 'expired') return standing.state;
    if (standing.tokenHash !== row.linkHash) return 'new-link';
    if (await heardFromSince(db, row.email, row.createdAt)) return 'replied';
    if (await hasStandingVisit(db, { quoteRequestId: row.quoteRequestId, email: row.email, since: row.createdAt, now })) return 'booked';
    return undefined;
  }
  const order = await getOrder(db, row.subjectId);
  if (!order || order.status !== 'completed') return 'reopened';
  if (row.kind === 'review-reminder') {
    if (await anyClick(db, row.subjectId)) return 'clicked';
    const request = await db
      .selectFrom('followUps')
      .select('state')
      .where('subjectType', '=', 'order')
      .where('subjectId', '=', row.subjectId)
      .where('kind', '=', 'review-request')
      .where('state', '=', 'sent')
      .executeTakeFirst();
    if (!request) return 'not-asked';
  }
  return undefined;
}

async function lastStep(db: Db, row: FollowUpRow): Promise<boolean> {
  const later = await db
    .selectFrom('followUps')
    .select('id')
    .where('subjectType', '=', row.subjectType)
    .where('subjectId', '=', row.subjectId)
    .where('kind', '=', row.kind)
    .where('linkHash', '=', row.linkHash)
    .where('step', '>', row.step)
    .executeTakeFirst();
  return !later;
}

export type FollowUpOutcome =
  | { sent: true }
  | { sent: false; reason: StopReason | 'settled' }
  /** Due in quiet hours: still scheduled, and asked again when they end. */
  | { sent: false; reason: 'quiet-hours'; until: Date };

/** The key of the job that asks a follow-up held through quiet hours again when they end (one per end: a retry enqueues nothing new). */
const heldKey = (id: string, until: Date) => `followups:${id}:after-quiet-hours:${until.toISOString()}`;

/**
 * Sends one follow-up if it still should go, all in one transaction: the checks, the email (queued
 * through notifyCustomer, which honours opt-outs) and the row marked sent. A retry after a crash
 * finds the row settled and sends nothing; a stop event committed before the check stops it. Due
 * in quiet hours, it is not sent then and held: the row stays scheduled and a job asks again when
 * they end, so an answer, a visit or an opt-out overnight stops it and the row never says *Sent*
 * for an email that did not leave. After the last follow-up of an estimate, staff get a task: call them.
 */
export async function runFollowUp(context: FollowUpContext, id: string, now: Date = new Date()): Promise<FollowUpOutcome> {
  // Quiet hours are read on the calendar's clock, and the email and its unsubscribe line name the company, both
  // cached per process: read them before the transaction, which on SQLite holds the one connection.
  const [{ timeZone }, company] = await Promise.all([getBusinessCalendar(context.db), getCompany(context.db)]);
  const leaves = afterQuietHours(now, context.env.CUSTOMER_QUIET_HOURS, timeZone);
  return context.transact(async (trx) => {
    const row = await trx.selectFrom('followUps').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || row.state !== 'scheduled') return { sent: false, reason: 'settled' };
    const reason = (await stopReason(trx, row, now)) ?? ((await isOptedOut(trx, row.email)) ? 'opted-out' : undefined);
    if (reason) {
      await settle(trx, [row.id], 'stopped', reason, null, now);
      return { sent: false, reason };
    }
    if (leaves > now) {
      await enqueueJob(trx, followUpJobKind, { followUpId: row.id }, { key: heldKey(row.id, leaves), runAt: leaves, now });
      return { sent: false, reason: 'quiet-hours', until: leaves };
    }
    // Claimed for sending only if still scheduled: a Cancel committed meanwhile wins, and one after waits for this.
    const claimed = await trx
      .updateTable('followUps')
      .set({ state: 'sent', settledAt: now.toISOString() })
      .where('id', '=', row.id)
      .where('state', '=', 'scheduled')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return { sent: false, reason: 'settled' };
    const language = asLocale(row.language);
    const composed = await compose(trx, row, language, context, companyContact(company), now);
    // Automated: not for an address that opted out; with List-Unsubscribe and its link.
    const delivered = await notifyCustomer(
      trx,
      { email: row.email, language, category: 'automated', kind: `followups.${row.kind}`, idempotencyKey: `followups:${row.id}`, ...composed.email },
      context,
      now,
    );
    if (!delivered.sent) {
      await trx.updateTable('followUps').set({ state: 'stopped', reason: 'opted-out' }).where('id', '=', row.id).execute();
      return { sent: false, reason: 'opted-out' };
    }
    await trx.updateTable('followUps').set({ opened: composed.opened, clickTokenHash: composed.clickTokenHash }).where('id', '=', row.id).execute();
    if (row.kind === 'estimate-follow-up' && (await lastStep(trx, row))) await openCallTask(trx, row, now);
    return { sent: true };
  });
}

const FOLLOW_UP_REF = /^followups:(.+)$/;

/**
 * For the mail job (server/services.ts), asked before a follow-up's email leaves: whether it should
 * still go. Between the follow-up's job and the mail's (a burst of mail waiting its turn, the
 * customer answering meanwhile), a stop condition may have come: the email is not sent, and its row
 * says why (*Not sent: the customer opted out*), not *Sent*; a call it asked staff for is no longer
 * needed. On the email's first attempt every stop condition is asked; a later attempt may follow
 * one that sent it and died before that was recorded, so it asks only for an opt-out, which every
 * automated email honours whatever it costs.
 */
export function followUpMailCheck(transact: Transact) {
  return async (email: { kind: string; refId: string | null }, run: { attempt: number; now: Date }): Promise<string | undefined> => {
    const id = email.kind.startsWith('followups.') ? FOLLOW_UP_REF.exec(email.refId ?? '')?.[1] : undefined;
    if (!id) return undefined;
    return transact(async (trx) => {
      const row = await trx.selectFrom('followUps').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      // Stopped here on an earlier attempt that died before its end was recorded.
      if (row.state === 'stopped') return `the follow-up stopped: ${row.reason}`;
      if (row.state !== 'sent') return undefined;
      const reason = (await isOptedOut(trx, row.email)) ? 'opted-out' : run.attempt === 1 ? await stopReason(trx, row, run.now) : undefined;
      if (!reason) return undefined;
      const at = run.now.toISOString();
      await trx.updateTable('followUps').set({ state: 'stopped', reason, settledAt: at }).where('id', '=', row.id).where('state', '=', 'sent').execute();
      await trx
        .updateTable('followUps')
        .set({ state: 'stopped', reason, settledAt: at })
        .where('id', '=', `${row.id}-call`)
        .where('state', '=', 'open')
        .execute();
      return `the follow-up stopped: ${reason}`;
    });
  };
}

async function compose(trx: Transaction<Database>, row: FollowUpRow, language: Locale, context: FollowUpContext, company: CompanyContact, now: Date) {
  if (row.kind === 'estimate-follow-up') {
    const standing = (await getEstimateStanding(trx, row.subjectId, now))!;
    const email = estimateFollowUpEmail(
      {
        name: row.name,
        language,
        url: row.link ?? '',
        // The customer's way to answer (a reply to the email is not read): a form that stops these follow-ups.
        askUrl: sealLink(questionUrl(context.env.PUBLIC_URL, language, row.id, context.secret), context.secret),
        opened: standing.opened,
        optionCount: standing.optionCount,
        validUntil: standing.validUntil,
        last: await lastStep(trx, row),
      },
      company,
    );
    return { email, opened: standing.opened ? 1 : 0, clickTokenHash: null };
  }
  const order = (await getOrder(trx, row.subjectId))!;
  const token = newToken();
  // Sealed until the email is sent (features/mail/links); only the token's hash is kept.
  const { reviewUrl, feedbackUrl } = reviewLinks(context.env.PUBLIC_URL, token);
  const links = { reviewUrl: sealLink(reviewUrl, context.secret), feedbackUrl: sealLink(feedbackUrl, context.secret) };
  const email = reviewEmail({ name: row.name, language, service: order.service, reminder: row.kind === 'review-reminder', ...links }, company);
  return { email, opened: null, clickTokenHash: hashToken(token) };
}

async function openCallTask(trx: Transaction<Database>, row: FollowUpRow, now: Date): Promise<void> {
  await trx
    .insertInto('followUps')
    .values({
      ...newRow(
        {
          kind: 'call',
          subjectType: row.subjectType,
          subjectId: row.subjectId,
          quoteRequestId: row.quoteRequestId,
          step: row.step,
          email: row.email,
          name: row.name,
          language: row.language,
          dueAt: now.toISOString(),
        },
        now,
      ),
      id: `${row.id}-call`,
      state: 'open',
      linkHash: row.linkHash,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export type StaffChange = { ok: true; message: string } | { ok: false; reason: 'not-found' | 'settled'; message: string };

const KIND_NAMES: Record<FollowUpKind, string> = {
  'estimate-follow-up': 'Follow-up',
  'review-request': 'Review request',
  'review-reminder': 'Review reminder',
  call: 'Call',
};

/** Staff cancel one scheduled email (or mark a call done); audited, and shown with who and when on the follow-ups' list. */
export async function cancelFollowUp(transact: Transact, id: string, actor: Actor, now: Date = new Date()): Promise<StaffChange> {
  return transact(async (trx) => {
    const row = await trx.selectFrom('followUps').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return { ok: false, reason: 'not-found', message: 'This follow-up was not found.' };
    const call = row.kind === 'call';
    const { numUpdatedRows } = await trx
      .updateTable('followUps')
      .set({ state: call ? 'done' : 'cancelled', reason: call ? null : 'staff', settledAt: now.toISOString(), settledBy: actor.email })
      .where('id', '=', id)
      .where('state', '=', call ? 'open' : 'scheduled')
      .executeTakeFirst();
    const name = KIND_NAMES[row.kind as FollowUpKind] ?? 'Follow-up';
    if (Number(numUpdatedRows) === 0) return { ok: false, reason: 'settled', message: `${name} to ${row.name} was already ${row.state}.` };
    await audit(trx, row, actor, call ? 'follow-up.call-done' : 'follow-up.cancelled', now);
    return { ok: true, message: call ? `The call to ${row.name} is marked done.` : `${name} to ${row.name} cancelled: it will not be sent.` };
  });
}

/** Staff record that the customer answered (by phone, in person): every follow-up still scheduled for the estimate stops. */
export async function recordReply(transact: Transact, estimateId: string, actor: Actor, now: Date = new Date()): Promise<StaffChange> {
  return transact(async (trx) => {
    const ids = await scheduledOf(trx, 'estimate', estimateId, ['estimate-follow-up']);
    const stopped = await settle(trx, ids, 'stopped', 'replied', actor.email, now);
    if (stopped === 0) return { ok: false, reason: 'settled', message: 'No follow-up of this estimate is scheduled.' };
    const row = (await trx.selectFrom('followUps').selectAll().where('id', '=', ids[0]!).executeTakeFirst())!;
    await audit(trx, row, actor, 'follow-up.replied', now);
    return { ok: true, message: `${stopped === 1 ? 'One follow-up' : `${stopped} follow-ups`} to ${row.name} stopped: they replied.` };
  });
}

async function audit(trx: Transaction<Database>, row: FollowUpRow, actor: Actor, action: string, now: Date) {
  await recordAudit(trx, {
    actor: actor.userId,
    actorEmail: actor.email,
    action,
    subjectType: 'follow-up',
    subjectId: row.id,
    detail: { kind: row.kind, [`${row.subjectType}Id`]: row.subjectId, quoteRequestId: row.quoteRequestId },
    now,
  });
}

/** What staff see of one follow-up on a timeline. */
export interface FollowUpItem {
  id: string;
  kind: FollowUpKind;
  subjectType: string;
  subjectId: string;
  quoteRequestId: string | null;
  step: number;
  name: string;
  dueAt: string;
  state: FollowUpState;
  reason: string | null;
  settledAt: string | null;
  settledBy: string | null;
  clickedAt: string | null;
  feedbackClickedAt: string | null;
  /** A scheduled email due in quiet hours: when they end and it may leave (null otherwise). */
  leavesAt: string | null;
}

/** How the staff screens tell that a scheduled email will wait for quiet hours: CUSTOMER_QUIET_HOURS on the business calendar's clock. */
export interface QuietHoursClock {
  quietHours: QuietHours | null;
  timeZone: string;
}

function leavesAt(row: FollowUpRow, clock: QuietHoursClock | undefined): string | null {
  if (!clock || row.state !== 'scheduled' || row.kind === 'call') return null;
  const due = new Date(row.dueAt);
  const leaves = afterQuietHours(due, clock.quietHours, clock.timeZone);
  return leaves > due ? leaves.toISOString() : null;
}

function toItem(row: FollowUpRow, clock?: QuietHoursClock): FollowUpItem {
  return {
    id: row.id,
    kind: row.kind as FollowUpKind,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    quoteRequestId: row.quoteRequestId,
    step: Number(row.step),
    name: row.name,
    dueAt: row.dueAt,
    state: row.state as FollowUpState,
    reason: row.reason,
    settledAt: row.settledAt,
    settledBy: row.settledBy,
    clickedAt: row.clickedAt,
    feedbackClickedAt: row.feedbackClickedAt,
    leavesAt: leavesAt(row, clock),
  };
}

/**
 * The follow-ups of a lead (its estimates' and orders'), of an estimate, or of some orders, in the
 * order they are due; given the quiet hours, each scheduled one due in them says when it will leave.
 */
export async function listFollowUps(
  db: Kysely<Database>,
  of: { quoteRequestId: string } | { subjectType: 'estimate' | 'order'; subjectIds: readonly string[] },
  quietHours?: QuietHours | null,
): Promise<FollowUpItem[]> {
  if ('subjectIds' in of && of.subjectIds.length === 0) return [];
  const rows = await db
    .selectFrom('followUps')
    .selectAll()
    .$if('quoteRequestId' in of, (query) => query.where('quoteRequestId', '=', (of as { quoteRequestId: string }).quoteRequestId))
    .$if('subjectIds' in of, (query) => {
      const subjects = of as { subjectType: string; subjectIds: readonly string[] };
      return query.where('subjectType', '=', subjects.subjectType).where('subjectId', 'in', subjects.subjectIds);
    })
    .orderBy('dueAt')
    .orderBy('id')
    .execute();
  const clock = quietHours === undefined ? undefined : { quietHours, timeZone: (await getBusinessCalendar(db)).timeZone };
  return rows.map((row) => toItem(row, clock));
}

/**
 * A click on a review email's link: recorded once on its row (so staff see who reviewed), and the
 * visitor sent on. Every customer lands on the same public review link; an unknown token too.
 * Only a GET is a click: a HEAD (a mail scanner's or a link checker's look) is answered the same
 * redirect and records nothing (`record: false`).
 */
export async function followReviewLink(
  transact: Transact,
  token: string,
  target: 'review' | 'feedback',
  /** The owner's public review link (the company profile's `reviewUrl`): the same for every customer. */
  reviewUrl: string,
  { now = new Date(), record = true }: { now?: Date; record?: boolean } = {},
): Promise<{ location: string }> {
  const language = looksLikeToken(token)
    ? await transact(async (trx) => {
        const row = await trx.selectFrom('followUps').select(['id', 'language']).where('clickTokenHash', '=', hashToken(token)).executeTakeFirst();
        if (!row) return undefined;
        if (!record) return asLocale(row.language);
        await trx
          .updateTable('followUps')
          .set(target === 'review' ? { clickedAt: now.toISOString() } : { feedbackClickedAt: now.toISOString() })
          .where('id', '=', row.id)
          .where(target === 'review' ? 'clickedAt' : 'feedbackClickedAt', 'is', null)
          .execute();
        return asLocale(row.language);
      })
    : undefined;
  return { location: target === 'review' ? reviewUrl : feedbackPath(language ?? 'en') };
}

/** The calls staff were asked to make (after an estimate's last follow-up) and have not done yet, oldest first. */
export async function listOpenCalls(db: Db): Promise<FollowUpItem[]> {
  const rows = await db
    .selectFrom('followUps')
    .selectAll()
    .where('kind', '=', 'call')
    .where('state', '=', 'open')
    .orderBy('dueAt')
    .orderBy('id')
    .limit(50)
    .execute();
  return rows.map((row) => toItem(row));
}
