import type { Kysely } from 'kysely';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import { formatLongCalendarDate } from '~/features/calendar/business-dates';
import { localTime } from '~/lib/business-hours';
import type { Database } from '~/lib/db-schema';
import type { Locale } from '~/lib/locale';
import { installWhen } from './crew/install-time';
import { getJobViewForOrder, type JobView } from './job-details.server';
import { WORK_STAGES } from './job-stages';
import { jobWords } from './job-words';

// What the customer's order page shows of the job, in plain words in their language: the stages
// with where the job is, what happened (permit, windows, installation, inspection), and the
// "Service date": the first install visit's day.

export interface ProgressStep {
  label: string;
  state: 'done' | 'current' | 'upcoming';
}

export interface CustomerJobProgress {
  heading: string;
  intro: string;
  steps: ProgressStep[];
  /** Sentences, in order of the work. */
  events: string[];
  /** The first booked install visit's day, or the words for none yet. */
  serviceDate: string;
  stateWords: { done: string; current: string; upcoming: string };
}

export function progressOf(view: JobView, locale: Locale, timeZone: string): CustomerJobProgress {
  const w = jobWords[locale];
  const date = (day: string) => formatLongCalendarDate(day, locale);
  const cancelled = view.stage === 'cancelled';
  const at = WORK_STAGES.indexOf(view.stage);
  const steps: ProgressStep[] = WORK_STAGES.map((stage, index) => ({
    label: w.stages[stage],
    state: cancelled ? 'upcoming' : index < at || view.stage === 'complete' ? 'done' : index === at ? 'current' : 'upcoming',
  }));
  const events: string[] = [];
  if (view.stage !== 'measure' || view.measurementNotes) events.push(w.measured(Boolean(view.measurementNotes) || at > 0));
  if (view.product.orderedOn) events.push(w.productOrdered(date(view.product.orderedOn), view.product.expectedOn ? date(view.product.expectedOn) : null));
  if (view.product.receivedOn) events.push(w.productReceived(date(view.product.receivedOn)));
  if (view.permit.appliedOn) events.push(w.permitApplied(view.permit.municipality, date(view.permit.appliedOn)));
  if (view.permit.issuedOn) events.push(w.permitIssued(date(view.permit.issuedOn)));
  const booked = view.visits.filter((visit) => visit.status === 'booked');
  for (const visit of booked) events.push(w.installScheduled(installWhen(visit.startsAt, visit.endsAt, locale, timeZone)));
  for (const inspection of view.inspections) events.push(w.inspection(inspection.result, date(inspection.inspectedOn)));
  if (view.stage === 'complete') events.push(w.complete);
  if (cancelled) events.push(w.cancelled);
  const first = booked[0];
  return {
    heading: w.heading,
    intro: w.intro,
    steps,
    events,
    serviceDate: first ? date(localTime(new Date(first.startsAt), timeZone).day) : w.notScheduled,
    stateWords: w.stepState,
  };
}

/**
 * The stage of each order's job in the customer's words, for a list of orders (the dashboard's), in
 * one query; an order without a job (a demo order) has none.
 */
export async function customerJobStages(db: Kysely<Database>, orderIds: readonly string[], locale: Locale): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('windowJobs')
    .select(['orderId', 'stage'])
    .where('orderId', 'in', [...orderIds])
    .execute();
  return new Map(rows.map((row) => [row.orderId, jobWords[locale].stages[row.stage]]));
}

/** The job of an order as its customer sees it, or undefined when the order has none (a demo order). */
export async function customerJobProgress(db: Kysely<Database>, orderId: string, locale: Locale): Promise<CustomerJobProgress | undefined> {
  const view = await getJobViewForOrder(db, orderId);
  if (!view) return undefined;
  const { timeZone } = await getBusinessCalendar(db);
  return progressOf(view, locale, timeZone);
}
