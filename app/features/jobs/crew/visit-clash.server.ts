import type { Kysely } from 'kysely';
import { listCrewAndStaff } from '~/features/accounts/roles/roles.server';
import type { Database } from '~/lib/db-schema';
import type { VisitRefused } from '../install-visits.server';
import { installWhen } from './install-time';
import { jobSites } from './job-sites.server';

// The one wording of an install visit refused for a clash, wherever staff meet it (the dispatch
// board, the job page, the jobs API): who is busy, on whose visit or estimate, where and when.

/** 'Not scheduled: Rafa Díaz is already on the install visit for Marisol Ortega at 540 Biltmore Way, Tuesday, March 2, 8:00 AM–3:00 PM.' */
export async function visitRefusalWords(db: Kysely<Database>, refusal: VisitRefused, timeZone: string, verb: 'scheduled' | 'moved'): Promise<string> {
  if (refusal.reason !== 'conflict') return `Not ${verb}: ${refusal.message}`;
  const { conflict } = refusal;
  const [person] = await listCrewAndStaff(db, { ids: [conflict.userId] });
  const who = person?.name ?? 'This crew member';
  const when = installWhen(conflict.startsAt, conflict.endsAt, 'en', timeZone);
  if (conflict.kind === 'estimate') return `Not ${verb}: ${who} has an estimate visit with ${conflict.customerName} at ${conflict.address} then (${when}).`;
  const site = (await jobSites(db, [conflict.orderId])).get(conflict.orderId);
  const where = site?.street ? ` at ${site.street}` : '';
  return `Not ${verb}: ${who} is already on the install visit for ${site?.customerName ?? 'another job'}${where}, ${when}.`;
}
