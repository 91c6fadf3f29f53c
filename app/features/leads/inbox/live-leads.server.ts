import type { Kysely, Transaction } from 'kysely';
import type { Database } from '~/lib/db-schema';
import { recordLiveEvent } from '~/lib/live-events.server';
import { queueLeadAlert } from '../alerts/lead-alerts.server';
import type { LeadKind } from '../lead-kinds';

/** What a back-office browser is told about a lead: enough to announce it, never its message. */
export interface LeadAnnouncement {
  kind: LeadKind;
  id: string;
  name: string;
  status: string;
  /** Suspected spam: the counts change, but nobody is told a lead arrived. */
  spam: boolean;
}

export type LeadChange = 'created' | 'updated' | 'escalated';

/**
 * Records, in the change's own transaction, that a lead arrived or changed, for the live back
 * office; a new lead (not suspected spam) and an escalation also alert staff, with `preview`
 * (what the lead said; never sent to the browsers' live events). `{ alert: false }`: a form lead,
 * whose follow-up job raises the alert after the answer (intake/follow-up.server.ts).
 */
export async function announceLead(
  trx: Kysely<Database> | Transaction<Database>,
  change: LeadChange,
  lead: LeadAnnouncement,
  now = new Date(),
  preview: string | { alert: false } = '',
): Promise<void> {
  await recordLiveEvent(trx, `lead.${change}`, { ...lead }, now);
  if (typeof preview !== 'string') return;
  if ((change === 'created' && !lead.spam) || change === 'escalated')
    await queueLeadAlert(trx, change, lead.kind, { id: lead.id, name: lead.name, preview }, now);
}
