import type { Kysely, Transaction } from 'kysely';
import { notifyStaff, type StaffNotice } from '~/features/notifications/staff-alerts.server';
import type { Database } from '~/lib/db-schema';
import { type LeadKind, leadKinds } from '../lead-kinds';
import { previewLine } from '../inbox/lead-summary.server';

/** Why staff are alerted: a lead arrived (a chatbot contact is a visitor asking for a person), or one is still waiting. */
export type AlertReason = 'created' | 'escalated';

/** What staff are told: who, which kind, a line of what they wrote, and the lead's page. */
export function alertNotice(reason: AlertReason, kind: LeadKind, id: string, lead: { name: string; preview: string }): StaffNotice {
  const info = leadKinds[kind];
  const title =
    reason === 'escalated'
      ? `Still waiting: ${info.noun} from ${lead.name}`
      : kind === 'chatbot-contacts'
        ? `${lead.name} asked the assistant for a person`
        : `New ${info.noun} from ${lead.name}`;
  const preview = previewLine(lead.preview);
  return {
    event: reason === 'escalated' ? 'escalation' : 'new-lead',
    leadId: id,
    title: title.slice(0, 150),
    body: preview || `No message: open the ${info.noun} for their details.`,
    url: `/admin/${info.screen}/${id}`,
    idempotencyKey: `lead-${id}:${reason}`,
    // A device shows the escalation in place of the arrival.
    tag: `lead-${id}`,
  };
}

/**
 * Tells staff about a lead in the transaction that stores it (or marks it escalated), so an alert
 * exists exactly when its lead does; once per lead and reason. The notification feature decides
 * who hears it and how (docs/notifications.md).
 */
export async function queueLeadAlert(
  trx: Kysely<Database> | Transaction<Database>,
  reason: AlertReason,
  kind: LeadKind,
  lead: { id: string; name: string; preview: string },
  now: Date,
): Promise<void> {
  await notifyStaff(trx, alertNotice(reason, kind, lead.id, lead), now);
}
