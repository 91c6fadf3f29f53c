import { type Kysely, sql, type SqlBool } from 'kysely';
import { htmlButton, htmlEmail, htmlParagraph } from '~/features/mail/email-html';
import { enqueueEmail, type EmailMessage } from '~/features/mail/outbox.server';
import { recordAudit } from '~/lib/audit-log.server';
import { formatLongDateTime } from '~/features/calendar/business-dates';
import type { Database } from '~/lib/db-schema';
import type { Transact } from '~/lib/group-commit.server';
import { openMinutesBetween } from '~/features/calendar/open-minutes.server';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import { type LeadKind, leadKinds } from '../lead-kinds';
import { leadDescriptions, leadTables, previewLine } from '../inbox/lead-summary.server';
import { announceLead } from '../inbox/live-leads.server';

/** Only leads this recent are escalated: an old untouched lead is a backlog, not a lead going cold. */
const LOOK_BACK_MS = 7 * 24 * 60 * 60 * 1000;
const BATCH = 100;

const tables = leadTables;

export interface EscalationContext {
  /** Open minutes (decimals allowed) a lead may stay new before it is escalated. */
  afterMinutes: number;
  /** Who gets the escalation email (STAFF_ESCALATION_EMAIL, else the staff inbox). */
  to: string;
  /** Origin for the link into the back office. */
  publicUrl: string;
  appName: string;
}

export interface EscalatedLead {
  kind: LeadKind;
  id: string;
  name: string;
  createdAt: string;
  /** What the lead said or asked, for a one-line preview. */
  preview: string;
}

interface Candidate {
  id: string;
  name: string;
  createdAt: string;
  preview: string;
}

const described = leadDescriptions;

/**
 * New, never answered (no first response: staff acting on it, an estimate, or a visit the customer
 * booked for it), never escalated, not suspected spam, arrived in the look-back window and at least
 * `afterMinutes` of wall time ago.
 */
async function candidates(db: Kysely<Database>, kind: LeadKind, now: Date, afterMinutes: number): Promise<Candidate[]> {
  const { name, preview } = described[kind];
  const conditions = [
    sql<SqlBool>`${sql.ref('status')} = 'new'`,
    sql<SqlBool>`${sql.ref('escalatedAt')} is null`,
    sql<SqlBool>`${sql.ref('firstResponseAt')} is null`,
    sql<SqlBool>`${sql.ref('createdAt')} >= ${new Date(now.getTime() - LOOK_BACK_MS).toISOString()}`,
    sql<SqlBool>`${sql.ref('createdAt')} <= ${new Date(now.getTime() - afterMinutes * 60_000).toISOString()}`,
    sql<SqlBool>`${sql.ref('spamReason')} is null`,
  ];
  return conditions
    .reduce((query, condition) => query.where(condition), db.selectFrom(tables[kind]))
    .select([sql<string>`id`.as('id'), sql<string>`${sql.ref('createdAt')}`.as('createdAt'), sql<string>`${sql.ref(preview)}`.as('preview'), name.as('name')])
    .orderBy(sql`${sql.ref('createdAt')}`)
    .limit(BATCH)
    .execute();
}

/** The email to staff about a lead nobody has answered yet. */
export function escalationEmail(lead: EscalatedLead, ctx: EscalationContext): EmailMessage {
  const info = leadKinds[lead.kind];
  const link = `${ctx.publicUrl}/admin/${info.screen}/${lead.id}`;
  const minutes = Number.isInteger(ctx.afterMinutes) ? String(ctx.afterMinutes) : ctx.afterMinutes.toFixed(1);
  const waiting = `${lead.name}'s ${info.noun} arrived ${formatLongDateTime(lead.createdAt)} and is still new after ${minutes} minutes of office hours. Nobody has answered it yet.`;
  const subject = `Still waiting: ${info.noun} from ${lead.name}`.slice(0, 150);
  const lines = [waiting, lead.preview ? `They wrote: "${lead.preview}"` : '', `Open it: ${link}`].filter(Boolean);
  return {
    kind: `${info.entityType}.escalation`,
    refId: lead.id,
    to: ctx.to,
    subject,
    text: `${lines.join('\n\n')}\n\n${ctx.appName} back office\n`,
    html: htmlEmail({
      title: subject,
      body: [htmlParagraph(waiting), lead.preview ? htmlParagraph(`They wrote: "${lead.preview}"`) : '', htmlButton(link, 'Open in the back office')]
        .filter(Boolean)
        .join('\n'),
    }),
  };
}

/**
 * Escalates every lead that is still new after `afterMinutes` minutes of office hours: once
 * each, whatever the number of processes doing this at the same time, because the lead is marked
 * by an update that only one of them can make; the email, the timeline entry and the live event
 * are written in the same transaction. Returns what this call escalated.
 */
export async function escalateOverdueLeads(db: Kysely<Database>, transact: Transact, ctx: EscalationContext, now: Date = new Date()): Promise<EscalatedLead[]> {
  const escalated: EscalatedLead[] = [];
  const calendar = await getBusinessCalendar(db);
  for (const kind of Object.keys(tables) as LeadKind[]) {
    for (const candidate of await candidates(db, kind, now, ctx.afterMinutes)) {
      if (openMinutesBetween(new Date(candidate.createdAt), now, calendar) < ctx.afterMinutes) continue;
      const lead: EscalatedLead = {
        kind,
        id: candidate.id,
        name: candidate.name,
        createdAt: candidate.createdAt,
        preview: previewLine(candidate.preview ?? ''),
      };
      const done = await transact(async (trx) => {
        const marked = await trx
          .updateTable(tables[kind])
          .set({ escalatedAt: now.toISOString() })
          .where('id', '=', lead.id)
          .where('escalatedAt', 'is', null)
          .where('status', '=', 'new')
          // Answered meanwhile (a booking confirmed between the look and the mark): not waiting.
          .where('firstResponseAt', 'is', null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) return false;
        const entityType = leadKinds[kind].entityType;
        await recordAudit(trx, {
          actor: 'system',
          action: `${entityType}.escalated`,
          subjectType: entityType,
          subjectId: lead.id,
          detail: { afterMinutes: ctx.afterMinutes, to: ctx.to },
          now,
        });
        await enqueueEmail(trx, escalationEmail(lead, ctx), now);
        await announceLead(trx, 'escalated', { kind, id: lead.id, name: lead.name, status: 'new', spam: false }, now, lead.preview);
        return true;
      });
      if (done) escalated.push(lead);
    }
  }
  return escalated;
}
