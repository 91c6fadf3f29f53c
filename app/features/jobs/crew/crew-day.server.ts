import { data } from 'react-router';
import type { CrewPageWords } from '~/content/crew';
import { listCrewAndStaff } from '~/features/accounts/roles/roles.server';
import type { SessionUser } from '~/features/accounts/users.server';
import { getCompany } from '~/features/business/profile.server';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import { PHOTOS_FIELD } from '~/features/leads/photos/photo-limits';
import { PHOTO_UPLOAD_LIMITS, receivePhotos } from '~/features/leads/photos/photos.server';
import { leadFormWords } from '~/features/leads/intake/lead-words.server';
import { serviceNamed } from '~/content/lead-choices';
import { recordAudit } from '~/lib/audit-log.server';
import { instantIn, localTime, shiftDay } from '~/lib/business-hours';
import { readFormBody } from '~/lib/form-body.server';
import { type Locale, localeOfPath } from '~/lib/locale';
import { readMultipartBody } from '~/lib/multipart-body.server';
import type { AppServices } from '~/lib/request-context';
import { getInstallVisit, type InstallVisit, listInstallVisits } from '../install-visits.server';
import { getJob, type Job, listJobs, moveJobStage, orderContextFor } from '../job-records.server';
import { onMyWayEmail, onMyWaySms } from './install-notices.server';
import { installClock, installDay, installRange } from './install-time';
import { jobSites } from './job-sites.server';
import { listJobPhotoIds, storeJobPhotos } from './job-photos.server';
import { type CrewActionData, type CrewDayView, type CrewVisitView, CREW_INTENTS, crewWords } from './crew-day';
import { logger } from '~/lib/logger.server';

// The crew's phone (/crew, /es/crew): today's and tomorrow's install visits of the signed-in
// installer, in order, and the three things they do on site, each a plain form that works without
// JavaScript on a slow phone: "On my way", photos from the camera, and "Job done" with the
// customer's typed name and consent.

/** The job's checklist as stored (a JSON list of lines), else the default one in the page's language. */
function checklistOf(job: Job | undefined, words: CrewPageWords): string[] {
  if (!job?.checklist) return [...words.defaultChecklist];
  try {
    const parsed: unknown = JSON.parse(job.checklist);
    const items = Array.isArray(parsed) ? parsed : typeof parsed === 'object' && parsed && 'items' in parsed ? (parsed as { items: unknown }).items : [];
    return Array.isArray(items)
      ? items.flatMap((item) => (typeof item === 'string' ? [item] : item && typeof item === 'object' && 'label' in item ? [String(item.label)] : []))
      : [];
  } catch {
    return [];
  }
}

function digitsOf(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

export async function crewDayLoader(services: AppServices, user: SessionUser, request: Request) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const words = crewWords[locale];
  const { timeZone } = await getBusinessCalendar(services.db);
  const today = localTime(Date.now(), timeZone).day;
  const days = [today, shiftDay(today, 1)];
  const from = new Date(instantIn(today, '00:00', timeZone)).toISOString();
  const to = new Date(instantIn(shiftDay(today, 2), '00:00', timeZone)).toISOString();
  const visits = await listInstallVisits(services.db, { from, to, crewId: user.id });
  const jobIds = [...new Set(visits.map((visit) => visit.jobId))];
  const [sites, jobs, crew, photos] = await Promise.all([
    jobSites(
      services.db,
      visits.map((visit) => visit.orderId),
    ),
    listJobs(services.db, { ids: jobIds }),
    listCrewAndStaff(services.db, { ids: [...new Set(visits.flatMap((visit) => visit.crewIds))] }),
    listJobPhotoIds(services.db, jobIds),
  ]);
  const jobById = new Map(jobs.map((job) => [job.id, job]));
  const nameOf = new Map(crew.map((member) => [member.id, member.name]));
  const view = (visit: InstallVisit): CrewVisitView => {
    const site = sites.get(visit.orderId);
    const job = jobById.get(visit.jobId);
    return {
      id: visit.id,
      time: installRange(visit.startsAt, visit.endsAt, locale, timeZone),
      customerName: site?.customerName ?? '',
      // Orders keep our services by their English names.
      service: site ? serviceNamed(site.service, leadFormWords[locale].options.projectType) : '',
      street: site?.street ?? null,
      location: site?.location ?? null,
      mapUrl: site?.location ? `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: site.location })}` : null,
      phone: site?.phone ?? null,
      telUrl: site?.phone ? `tel:${digitsOf(site.phone)}` : null,
      crew: visit.crewIds
        .map((id) => nameOf.get(id) ?? '')
        .filter(Boolean)
        .join(', '),
      notes: [visit.notes, job?.measurementNotes].flatMap((note) => (note?.trim() ? [note.trim()] : [])),
      checklist: checklistOf(job, words),
      onMyWayAt: visit.onMyWayAt ? installClock(visit.onMyWayAt, locale, timeZone) : null,
      doneAt: visit.doneAt ? installClock(visit.doneAt, locale, timeZone) : null,
      doneByName: visit.doneByName,
      photos: photos.get(visit.jobId) ?? [],
    };
  };
  const dayViews: CrewDayView[] = days.map((day, index) => {
    const label = installDay(instantIn(day, '12:00', timeZone), locale, timeZone);
    return {
      label: index === 0 ? words.today(label) : words.tomorrow(label),
      visits: visits.filter((visit) => localTime(Date.parse(visit.startsAt), timeZone).day === day || (index === 0 && visit.startsAt < from)).map(view),
    };
  });
  return { locale, firstName: user.name.trim().split(/\s+/)[0] ?? user.name, days: dayViews };
}

const reply = (status: number, body: CrewActionData) => data<CrewActionData>(body, { status });

/** The visit if it is booked and this person is on it (an admin may act on any). */
async function visitFor(services: AppServices, user: SessionUser, visitId: string | null, words: CrewPageWords, intent: string) {
  const visit = visitId ? await getInstallVisit(services.db, visitId) : undefined;
  if (!visit || (!visit.crewIds.includes(user.id) && user.role === 'crew'))
    return { refused: reply(404, { ok: false, visitId, intent, message: words.errors.notYours }) };
  if (visit.status !== 'booked') return { refused: reply(409, { ok: false, visitId, intent, message: words.errors.cancelled }) };
  return { visit };
}

/**
 * What the crew's phone may ask of later features, passed in by the route: messaging's automated
 * text, which goes only to a number that agreed to texts and did not opt out, outside quiet hours.
 */
export interface CrewDayOptions {
  textCustomer?: (text: { phone: string; body: string; kind: string; key: string }) => Promise<unknown>;
}

export async function crewDayAction(services: AppServices, user: SessionUser, request: Request, options: CrewDayOptions = {}) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const words = crewWords[locale];
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) return photosAction(services, user, request, locale);
  const form = await readFormBody(request, 8 * 1024);
  const intent = String(form?.get('intent') ?? '');
  const visitId = form?.get('visitId');
  if (!form || typeof visitId !== 'string') return reply(400, { ok: false, visitId: null, intent, message: words.errors.unreadable });
  const found = await visitFor(services, user, visitId, words, intent);
  if (found.refused) return found.refused;
  const { visit } = found;
  if (intent === CREW_INTENTS.onMyWay) return onMyWay(services, user, visit, words, locale, options);
  if (intent === CREW_INTENTS.done) return jobDone(services, user, visit, form, words);
  return reply(400, { ok: false, visitId, intent, message: words.errors.unreadable });
}

async function onMyWay(services: AppServices, user: SessionUser, visit: InstallVisit, words: CrewPageWords, locale: Locale, options: CrewDayOptions) {
  const now = new Date();
  const [site, company, { timeZone }] = await Promise.all([
    jobSites(services.db, [visit.orderId]).then((sites) => sites.get(visit.orderId)),
    getCompany(services.db),
    getBusinessCalendar(services.db),
  ]);
  const firstName = user.name.trim().split(/\s+/)[0] || user.name;
  const tapKey = String(Math.floor(now.getTime() / 60_000));
  await services.transact(async (trx) => {
    await trx.updateTable('installVisits').set({ onMyWayAt: now.toISOString(), updatedAt: now.toISOString() }).where('id', '=', visit.id).execute();
    // One email per tap: a minute's key keeps a retried post (a weak signal) from sending twice.
    if (site) await onMyWayEmail(trx, services, { visit, site, crewFirstName: firstName, company, tapKey }, now);
    await recordAudit(trx, {
      actor: user.id,
      actorEmail: user.email,
      action: 'job.on-my-way',
      subjectType: 'order',
      subjectId: visit.orderId,
      detail: { jobId: visit.jobId, visitId: visit.id },
      now,
    });
  });
  // And by text when the customer agreed to texts on their form; a refusal (no consent, opted out,
  // texting not configured) leaves the email as the one message.
  if (site?.phone && options.textCustomer) {
    const text = { phone: site.phone, body: onMyWaySms(site, firstName, company), kind: 'on-my-way', key: `on-my-way:${visit.id}:${tapKey}` };
    await options.textCustomer(text).catch((error: unknown) => logger.warn({ err: error, visitId: visit.id }, 'on-my-way text not queued'));
  }
  return reply(200, { ok: true, visitId: visit.id, intent: CREW_INTENTS.onMyWay, message: words.onMyWaySent(installClock(now.getTime(), locale, timeZone)) });
}

/**
 * "Job done": the customer's typed name and consent are kept on the visit; the job moves on
 * (moveJobStage) when no later visit of it is booked: to inspection when it has a permit, else to
 * complete.
 */
async function jobDone(services: AppServices, user: SessionUser, visit: InstallVisit, form: FormData, words: CrewPageWords) {
  const customerName = String(form.get('customerName') ?? '')
    .trim()
    .slice(0, 200);
  const consent = form.get('consent') === 'yes';
  const fieldErrors = { ...(customerName ? {} : { customerName: words.errors.customerName }), ...(consent ? {} : { consent: words.errors.consent }) };
  if (!customerName || !consent)
    return reply(400, {
      ok: false,
      visitId: visit.id,
      intent: CREW_INTENTS.done,
      message: fieldErrors.customerName ?? fieldErrors.consent!,
      fieldErrors,
      customerName,
    });
  const now = new Date();
  const orders = await orderContextFor(services);
  const later = await listInstallVisits(services.db, { from: visit.endsAt, to: '9999', jobId: visit.jobId });
  const refused = await services.transact(async (trx) => {
    await trx
      .updateTable('installVisits')
      .set({ doneAt: now.toISOString(), doneByName: customerName, updatedAt: now.toISOString() })
      .where('id', '=', visit.id)
      .execute();
    await recordAudit(trx, {
      actor: user.id,
      actorEmail: user.email,
      action: 'job.visit-done',
      subjectType: 'order',
      subjectId: visit.orderId,
      detail: { jobId: visit.jobId, visitId: visit.id, customerName, consent: true },
      now,
    });
    if (later.some((other) => other.id !== visit.id && other.startsAt >= visit.endsAt)) return null;
    const job = await getJob(trx, visit.jobId);
    if (!job || job.stage === 'inspection' || job.stage === 'complete' || job.stage === 'cancelled') return null;
    const needsPermit = Boolean(job.permitNumber || job.permitAppliedOn || job.permitIssuedOn || job.permitMunicipality);
    const moved = await moveJobStage(
      trx,
      { jobId: job.id, to: needsPermit ? 'inspection' : 'complete', actorId: user.id, actorEmail: user.email },
      { orders, now },
    );
    return moved.ok ? null : moved.message;
  });
  if (refused) return reply(409, { ok: false, visitId: visit.id, intent: CREW_INTENTS.done, message: `${words.errors.stage} (${refused})`, customerName });
  return reply(200, { ok: true, visitId: visit.id, intent: CREW_INTENTS.done, message: words.doneSaved });
}

async function photosAction(services: AppServices, user: SessionUser, request: Request, locale: Locale) {
  const words = crewWords[locale];
  const body = await readMultipartBody(request, { ...PHOTO_UPLOAD_LIMITS, fileFields: [PHOTOS_FIELD] }, services.uploadBytes);
  if (!body.ok) return reply(body.reason === 'busy' ? 503 : 400, { ok: false, visitId: null, intent: CREW_INTENTS.photos, message: words.errors.unreadable });
  try {
    const visitId = body.fields.get('visitId');
    const found = await visitFor(services, user, typeof visitId === 'string' ? visitId : null, words, CREW_INTENTS.photos);
    if (found.refused) return found.refused;
    const received = await receivePhotos(body.files, leadFormWords[locale].server);
    if (!received.ok)
      return reply('error' in received ? 400 : received.refused === 'busy' ? 503 : 400, {
        ok: false,
        visitId: found.visit.id,
        intent: CREW_INTENTS.photos,
        message: 'error' in received ? received.error : words.errors.unreadable,
      });
    if (received.photos.length === 0)
      return reply(400, {
        ok: false,
        visitId: found.visit.id,
        intent: CREW_INTENTS.photos,
        message: words.noPhotosChosen,
        fieldErrors: { photos: words.noPhotosChosen },
      });
    await storeJobPhotos(services, { jobId: found.visit.jobId, visitId: found.visit.id, createdBy: user.id, photos: received.photos });
    return reply(200, { ok: true, visitId: found.visit.id, intent: CREW_INTENTS.photos, message: words.photosSaved(received.photos.length) });
  } finally {
    await body.files.discard();
  }
}
