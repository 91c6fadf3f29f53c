import { data } from 'react-router';
import { listCrewAndStaff } from '~/features/accounts/roles/roles.server';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import { getOrder } from '~/features/orders/orders.server';
import { type Actor, listTimeline } from '~/lib/audit-log.server';
import { clockOf, instantIn, localTime } from '~/lib/business-hours';
import { readFormBody } from '~/lib/form-body.server';
import type { AppServices } from '~/lib/request-context';
import { queueInstallNotice } from './crew/install-notices.server';
import { installWhen } from './crew/install-time';
import { listJobPhotos } from './crew/job-photos.server';
import { visitRefusalWords } from './crew/visit-clash.server';
import { cancelInstallVisit, moveInstallVisit, scheduleInstallVisit, type VisitResult } from './install-visits.server';
import { addInspection, getJobViewForOrder, MUNICIPALITIES, updateJobRecords } from './job-details.server';
import { fieldErrorsOf, inspectionSchema, jobPatchSchema, stageSchema } from './job-forms';
import { createJobForOrder, moveJobStage, orderContextFor } from './job-records.server';
import { checkStageMove, JOB_STAGES, nextStage } from './job-stages';
import { describeJobEvent } from './job-timeline';
import { stageNames } from './job-words';

// The staff job page /admin/orders/<id>: the order's job with its stages, records, install visits
// and timeline, and its forms (plain posts: they work without JavaScript), once the route has checked the role.

export type JobIntent = 'advance' | 'move' | 'product' | 'permit' | 'measurements' | 'inspection' | 'schedule' | 'move-visit' | 'cancel-visit' | 'start-job';

export interface JobReply {
  intent: JobIntent;
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** What was typed, given back with a refusal (and the visit a change was for). */
  values?: Record<string, string | string[]>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const HOURS = /^\d{1,2}(\.\d{1,2})?$/;

/** A visit's length in hours, as its form shows it: '7', '2.5'. */
function hoursOf(startsAt: string, endsAt: string): string {
  return String(Math.round(((Date.parse(endsAt) - Date.parse(startsAt)) / 3_600_000) * 100) / 100);
}

/** `cancel`: the visit whose cancellation is being confirmed (the page's `?cancel=<visitId>`). */
export async function loadJobPage(services: AppServices, orderId: string, { cancel }: { cancel?: string | null } = {}) {
  const order = await getOrder(services.db, orderId.slice(0, 100));
  if (!order) throw data(null, { status: 404 });
  const [view, crew, events, calendar] = await Promise.all([
    getJobViewForOrder(services.db, order.id),
    listCrewAndStaff(services.db),
    listTimeline(services.db, 'order', order.id),
    getBusinessCalendar(services.db),
  ]);
  const names = Object.fromEntries(crew.map((member) => [member.id, member.name]));
  const timeline = events.map((event) => {
    const words =
      describeJobEvent(event, names) ??
      (event.action === 'order.status' ? { text: `Order status: ${String(event.detail.from)} → ${String(event.detail.to)}` } : { text: event.action });
    return { id: event.id, text: words.text, note: words.note, actor: event.actor, at: event.createdAt };
  });
  const today = localTime(new Date(), calendar.timeZone).day;
  const visits = (view?.visits ?? []).map((visit) => {
    const start = localTime(Date.parse(visit.startsAt), calendar.timeZone);
    return {
      id: visit.id,
      when: installWhen(visit.startsAt, visit.endsAt, 'en', calendar.timeZone),
      crew: visit.crewIds.map((id) => names[id] ?? id),
      crewIds: visit.crewIds,
      status: visit.status,
      notes: visit.notes,
      // What the visit's change form starts from: its day and start in the business's zone, its length in hours.
      day: start.day,
      start: clockOf(start.minutes),
      hours: hoursOf(visit.startsAt, visit.endsAt),
    };
  });
  const confirmCancel = visits.find((visit) => visit.id === cancel && visit.status === 'booked')?.id ?? null;
  const next = view ? nextStage(view.stage) : undefined;
  const backTo = view
    ? JOB_STAGES.filter(
        (stage) => stage !== view.stage && checkStageMove(view.stage, stage, 'reason').ok && (stage === 'cancelled' || !checkStageMove(view.stage, stage).ok),
      )
    : [];
  return {
    order: {
      id: order.id,
      service: order.service,
      status: order.status,
      amountCents: order.amountCents,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      quoteRequestId: order.quoteRequestId,
    },
    job: view
      ? {
          id: view.job.id,
          stage: view.stage,
          address: view.address,
          phone: view.customer.phone,
          product: view.product,
          permit: view.permit,
          measurementNotes: view.measurementNotes,
          inspections: view.inspections,
          dueDates: view.dueDates,
        }
      : null,
    next: next ? { stage: next, name: stageNames[next] } : null,
    backTo: backTo.map((stage) => ({ stage, name: stageNames[stage] })),
    visits,
    confirmCancel,
    // The photos the crew took on the job's visits (from /crew), beside the measurement notes.
    photos: view ? await listJobPhotos(services.db, view.job.id) : [],
    crew: crew.map(({ id, name, role }) => ({ id, name, role })),
    timeline,
    today,
    municipalities: MUNICIPALITIES,
  };
}

export type JobPageData = Awaited<ReturnType<typeof loadJobPage>>;

function reply(status: number, body: JobReply) {
  return data<JobReply>(body, { status });
}

function typed(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((value): value is string => typeof value === 'string');
    values[key] = key === 'crewIds' ? all : (all[0] ?? '');
  }
  return values;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Errors keyed by the API's dotted paths ('permit.issuedOn') as the form's fields ('issuedOn'). */
function fieldsOf(fieldErrors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([key, messages]) => [key.split('.').pop()!, messages]));
}

/**
 * A visit scheduled or changed, in words with its time; or refused: the clash in the words the
 * board uses too, by the crew; a bad time by its field.
 */
async function visitReply(
  services: AppServices,
  intent: JobIntent,
  result: VisitResult,
  timeZone: string,
  values: Record<string, string | string[]>,
  done: (when: string) => string,
) {
  if (result.ok)
    return reply(200, {
      intent,
      ok: true,
      message: done(installWhen(result.visit.startsAt, result.visit.endsAt, 'en', timeZone)),
      // Which visit's form the message belongs by.
      values: { visitId: result.visit.id },
    });
  const refusal = result;
  const message = await visitRefusalWords(services.db, refusal, timeZone, intent === 'schedule' ? 'scheduled' : 'moved');
  if (refusal.reason === 'conflict') return reply(409, { intent, ok: false, message, fieldErrors: { crewIds: [message] }, values });
  if (refusal.reason === 'invalid') {
    // The visit's change form gives a length, not an end.
    const { end, ...rest } = refusal.fieldErrors;
    const fieldErrors = intent === 'move-visit' && end ? { ...rest, hours: end } : refusal.fieldErrors;
    return reply(400, { intent, ok: false, message, fieldErrors, values });
  }
  return reply(refusal.reason === 'not-found' ? 404 : 409, { intent, ok: false, message, values });
}

export async function handleJobPageAction(services: AppServices, orderId: string, actor: Actor, request: Request) {
  const form = await readFormBody(request, 32 * 1024);
  if (!form) return reply(400, { intent: 'advance', ok: false, message: 'The form could not be read. Please try again.' });
  const intent = text(form, 'intent') as JobIntent;
  const values = typed(form);
  const order = await getOrder(services.db, orderId.slice(0, 100));
  if (!order) throw data(null, { status: 404 });
  const who = { actorId: actor.userId, actorEmail: actor.email };
  if (intent === 'start-job') {
    await createJobForOrder(services.db, order.id);
    return reply(200, { intent, ok: true, message: 'The job is started at Measure.' });
  }
  const view = await getJobViewForOrder(services.db, order.id);
  if (!view) return reply(404, { intent, ok: false, message: 'This order has no job yet: start it first.' });
  const jobId = view.job.id;

  switch (intent) {
    case 'advance':
    case 'move': {
      const to = stageSchema.safeParse(text(form, 'to'));
      if (!to.success) return reply(400, { intent, ok: false, message: 'Choose a stage.', fieldErrors: { to: ['Choose a stage.'] }, values });
      const reason = text(form, 'reason').trim().slice(0, 500);
      const moved = await moveJobStage(services.db, { jobId, to: to.data, reason, ...who }, { orders: await orderContextFor(services) });
      if (!moved.ok) {
        const fieldErrors = moved.reason === 'refused' && !reason ? { reason: [moved.message] } : undefined;
        return reply(moved.reason === 'not-found' ? 404 : 409, { intent, ok: false, message: moved.message, fieldErrors, values });
      }
      return reply(200, { intent, ok: true, message: `The job is now at ${stageNames[moved.job.stage]}.` });
    }
    case 'product':
    case 'permit':
    case 'measurements': {
      const municipality = text(form, 'municipality') === 'other' ? text(form, 'municipalityOther') : text(form, 'municipality');
      const raw =
        intent === 'product'
          ? {
              product: {
                supplier: text(form, 'supplier'),
                orderedOn: text(form, 'orderedOn'),
                expectedOn: text(form, 'expectedOn'),
                receivedOn: text(form, 'receivedOn'),
              },
            }
          : intent === 'permit'
            ? { permit: { municipality, number: text(form, 'number'), appliedOn: text(form, 'appliedOn'), issuedOn: text(form, 'issuedOn') } }
            : { measurementNotes: text(form, 'measurementNotes') };
      const fieldErrors: Record<string, string[]> = {};
      if (intent === 'permit' && text(form, 'municipality') === 'other' && !text(form, 'municipalityOther').trim())
        fieldErrors.municipalityOther = ['Type the municipality’s name.'];
      const parsed = jobPatchSchema.safeParse(raw);
      if (!parsed.success) Object.assign(fieldErrors, fieldsOf(fieldErrorsOf(parsed.error)));
      if (Object.keys(fieldErrors).length > 0 || !parsed.success)
        return reply(400, { intent, ok: false, message: 'Check the fields marked below.', fieldErrors, values });
      const updated = await updateJobRecords(services.db, jobId, parsed.data, who);
      if (!updated.ok && updated.reason === 'not-found') return reply(404, { intent, ok: false, message: updated.message });
      if (!updated.ok) return reply(400, { intent, ok: false, message: 'Check the fields marked below.', fieldErrors: fieldsOf(updated.fieldErrors), values });
      return reply(200, { intent, ok: true, message: updated.changed.length ? 'Saved.' : 'Nothing had changed.' });
    }
    case 'inspection': {
      const parsed = inspectionSchema.safeParse({
        kind: text(form, 'kind'),
        inspectedOn: text(form, 'inspectedOn'),
        result: text(form, 'result'),
        notes: text(form, 'notes'),
      });
      if (!parsed.success)
        return reply(400, { intent, ok: false, message: 'Check the fields marked below.', fieldErrors: fieldErrorsOf(parsed.error), values });
      await addInspection(services.db, jobId, { ...parsed.data, inspectedOn: parsed.data.inspectedOn!, notes: parsed.data.notes ?? null }, who);
      return reply(200, { intent, ok: true, message: `Inspection recorded: ${parsed.data.kind}, ${parsed.data.result}.` });
    }
    case 'schedule': {
      const day = text(form, 'day');
      const start = text(form, 'start');
      const end = text(form, 'end');
      const crewIds = form.getAll('crewIds').filter((value): value is string => typeof value === 'string');
      const fieldErrors: Record<string, string[]> = {};
      if (!DAY.test(day)) fieldErrors.day = ['Choose the day.'];
      if (!TIME.test(start)) fieldErrors.start = ['Give the start time.'];
      if (!TIME.test(end)) fieldErrors.end = ['Give the end time.'];
      else if (TIME.test(start) && end <= start) fieldErrors.end = ['The end must be after the start.'];
      if (crewIds.length === 0) fieldErrors.crewIds = ['Choose at least one crew member.'];
      if (Object.keys(fieldErrors).length > 0) return reply(400, { intent, ok: false, message: 'Check the fields marked below.', fieldErrors, values });
      const { timeZone } = await getBusinessCalendar(services.db);
      const result = await scheduleInstallVisit(
        services.db,
        {
          jobId,
          startsAt: new Date(instantIn(day, start, timeZone)).toISOString(),
          endsAt: new Date(instantIn(day, end, timeZone)).toISOString(),
          crewIds,
          notes: text(form, 'notes').slice(0, 1000),
          ...who,
        },
        { afterWrite: queueInstallNotice },
      );
      return visitReply(services, intent, result, timeZone, values, (when) => `Install visit scheduled for ${when}.`);
    }
    case 'move-visit': {
      const visitId = text(form, 'visitId');
      const visit = view.visits.find((candidate) => candidate.id === visitId && candidate.status === 'booked');
      if (!visit) return reply(404, { intent, ok: false, message: 'This visit is not one of this job’s booked visits.', values });
      const day = text(form, 'day');
      const start = text(form, 'start');
      const hours = text(form, 'hours').trim();
      const crewIds = form.getAll('crewIds').filter((value): value is string => typeof value === 'string');
      const fieldErrors: Record<string, string[]> = {};
      if (!DAY.test(day)) fieldErrors.day = ['Choose the day.'];
      if (!TIME.test(start)) fieldErrors.start = ['Give the start time.'];
      if (!HOURS.test(hours) || Number(hours) <= 0) fieldErrors.hours = ['Give the length in hours, e.g. 7 or 2.5.'];
      if (crewIds.length === 0) fieldErrors.crewIds = ['Choose at least one crew member.'];
      if (Object.keys(fieldErrors).length > 0) return reply(400, { intent, ok: false, message: 'Check the fields marked below.', fieldErrors, values });
      const { timeZone } = await getBusinessCalendar(services.db);
      const startsAt = instantIn(day, start, timeZone);
      const result = await moveInstallVisit(
        services.db,
        {
          visitId,
          startsAt: new Date(startsAt).toISOString(),
          endsAt: new Date(startsAt + Number(hours) * 3_600_000).toISOString(),
          crewIds,
          ...who,
        },
        // The customer's updated invitation, queued with the change.
        { afterWrite: queueInstallNotice },
      );
      return visitReply(services, intent, result, timeZone, values, (when) => `Install visit changed to ${when}. The customer is emailed the update.`);
    }
    case 'cancel-visit': {
      const visitId = text(form, 'visitId');
      if (!view.visits.some((visit) => visit.id === visitId)) return reply(404, { intent, ok: false, message: 'This visit is not one of this job’s.' });
      await cancelInstallVisit(services.db, { visitId, ...who }, { afterWrite: queueInstallNotice });
      return reply(200, {
        intent,
        ok: true,
        message: 'The install visit was cancelled; the crew’s time is free again. The customer is emailed the cancellation.',
      });
    }
    default:
      return reply(400, { intent: 'advance', ok: false, message: 'Unknown action.' });
  }
}
