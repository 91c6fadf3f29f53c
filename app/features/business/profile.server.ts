import type { Kysely } from 'kysely';
import { calendarChanged, getBusinessCalendar, readCalendar, refreshBusinessCalendar, replaceOfficeCalendar } from '~/features/calendar/calendar.server';
import { type Actor, recordAudit } from '~/lib/audit-log.server';
import type { BusinessCalendar, Weekday } from '~/lib/business-hours';
import type { Database } from '~/lib/db-schema';
import { type LiveEventHub, recordLiveEvent } from '~/lib/live-events.server';
import { logger } from '~/lib/logger.server';
import { publicContentChanged } from '~/lib/public-content.server';
import type { AppServices } from '~/lib/request-context';
import {
  type BusinessProfile,
  businessProfileSchema,
  canonicalJson,
  changedFields,
  companyOf,
  MAX_FEATURED_TESTIMONIALS,
  MAX_PATCH_DEPTH,
  mergePatch,
  nestedDeeperThan,
  NOT_A_TEAM_PHOTO,
  type ProfileClosure,
  type ProfileField,
  profileFieldErrors,
  profileFields,
  type ProfileFieldErrors,
  packageNamesIn,
  priceTable,
  weekdayNames,
} from './profile';
import type { Company } from '~/content/company';
import { type Credentials, licenceStatementOf as englishLicenceStatement } from '~/content/policies';
import { licenceStatementOf as spanishLicenceStatement } from '~/content/es/policies';
import type { TeamMember } from '~/content/team';
import type { Testimonial } from '~/content/testimonials';
import { type PriceTable, type PricingTier, tiersOf } from '~/content/pricing';
import type { Locale } from '~/lib/locale';
import { existingTeamPhotoIds } from './team/team-photos.server';
import {
  factValue,
  isSampleBadge,
  isSampleMember,
  isSampleTestimonial,
  type ProfileDocument,
  type SampleFact,
  sampleValueFields,
  seedProfile,
} from './seed.server';
import type { Certification } from '~/content/certifications';

// The company profile (docs/business-profile.md): one JSON document in `business_profile`, each
// save a row of `business_profile_versions`; the opening hours and closures are the calendar's,
// read and written through its functions. Every page, email and answer reads the profile, so
// each process keeps it in memory: a save replaces the copy at once and records a live event in
// its transaction, which every process hears (watchBusinessProfile) and reads the profile again.

type Db = Kysely<Database>;

const PROFILE_ID = 'business';

/** What a process's live events are called when the profile was saved. */
export const BUSINESS_CHANGED = 'business.changed';

interface Stored {
  document: ProfileDocument;
  version: number;
  updatedAt: string;
}

const cached = new WeakMap<Db, Stored>();
const loading = new WeakMap<Db, Promise<Stored>>();
const composed = new WeakMap<Stored, { calendar: BusinessCalendar; profile: BusinessProfile }>();

function hoursOf(calendar: BusinessCalendar): BusinessProfile['hours'] {
  return Object.fromEntries(weekdayNames.map((name, day) => [name, calendar.weekly[day as Weekday] ?? null])) as BusinessProfile['hours'];
}

function closuresOf(calendar: BusinessCalendar): ProfileClosure[] {
  return calendar.closures.map((closure) => ({
    date: closure.startsOn,
    ...(closure.endsOn === closure.startsOn ? {} : { endDate: closure.endsOn }),
    note: { en: closure.note.en, es: closure.note.es },
  }));
}

/** The document and the calendar as one profile, in the schema's order of fields. */
function compose(document: ProfileDocument, calendar: BusinessCalendar): BusinessProfile {
  const whole: BusinessProfile = { ...document, hours: hoursOf(calendar), closures: closuresOf(calendar) };
  return Object.fromEntries(profileFields.map((field) => [field, whole[field]])) as BusinessProfile;
}

function withoutCalendar(profile: BusinessProfile): ProfileDocument {
  const { hours: _hours, closures: _closures, ...document } = profile;
  return document;
}

/** A new install's profile: the sample values, written as version 1 by whichever process reads it first. */
async function seed(db: Db, now = new Date()): Promise<void> {
  const document = withoutCalendar(businessProfileSchema.parse({ ...seedProfile, hours: {}, closures: [] }));
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('businessProfile')
      .values({ id: PROFILE_ID, document: JSON.stringify(document), version: 1, updatedAt: now.toISOString(), updatedBy: null })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return;
    const calendar = await readCalendar(trx);
    await trx
      .insertInto('businessProfileVersions')
      .values({
        version: 1,
        document: JSON.stringify(compose(document, calendar)),
        changedFields: JSON.stringify(profileFields),
        restoredFrom: null,
        actor: 'seed',
        actorEmail: null,
        createdAt: now.toISOString(),
      })
      .execute();
  });
}

/**
 * A document saved before the profile held the site's claims: no badges or social links, and
 * reviews without `featured`, of which the pages then showed the first six, so those stay shown.
 */
export function withClaims<T extends Partial<ProfileDocument>>(document: T): T {
  const testimonials = document.testimonials ?? [];
  const legacy = testimonials.length > 0 && testimonials.every((entry) => (entry as { featured?: boolean }).featured === undefined);
  return {
    ...document,
    badges: document.badges ?? [],
    social: document.social ?? [],
    ...(legacy ? { testimonials: testimonials.map((entry, index) => ({ ...entry, featured: index < MAX_FEATURED_TESTIMONIALS })) } : {}),
  };
}

async function readStored(db: Db): Promise<Stored> {
  const select = () => db.selectFrom('businessProfile').select(['document', 'version', 'updatedAt']).where('id', '=', PROFILE_ID).executeTakeFirst();
  let row = await select();
  if (!row) {
    await seed(db);
    row = await select();
  }
  if (!row) throw new Error('The business profile could not be written');
  return { document: withClaims(JSON.parse(row.document) as ProfileDocument), version: Number(row.version), updatedAt: row.updatedAt };
}

function getStored(db: Db): Promise<Stored> {
  const copy = cached.get(db);
  if (copy) return Promise.resolve(copy);
  let pending = loading.get(db);
  if (!pending) {
    pending = readStored(db)
      .then((stored) => {
        cached.set(db, stored);
        return stored;
      })
      .finally(() => loading.delete(db));
    loading.set(db, pending);
  }
  return pending;
}

/** The company profile, hours and closures included. From memory once read. */
export async function getBusinessProfile(db: Db): Promise<BusinessProfile> {
  const [stored, calendar] = await Promise.all([getStored(db), getBusinessCalendar(db)]);
  const copy = composed.get(stored);
  if (copy?.calendar === calendar) return copy.profile;
  const profile = compose(stored.document, calendar);
  composed.set(stored, { calendar, profile });
  return profile;
}

/** Which version the profile is at and when it was saved (the sitemap's lastmod). */
export async function getProfileRevision(db: Db): Promise<{ version: number; updatedAt: string }> {
  const { version, updatedAt } = await getStored(db);
  return { version, updatedAt };
}

/** A refused save: what is wrong, per field ('phone', 'priceList.window-repair.0.priceCents'). */
export interface InvalidProfile {
  ok: false;
  reason: 'invalid';
  error: string;
  fieldErrors: ProfileFieldErrors;
}

export type ProfileSaveResult =
  | { ok: true; profile: BusinessProfile; version: number; changed: ProfileField[] }
  | InvalidProfile
  | { ok: false; reason: 'not-found'; error: string; fieldErrors: ProfileFieldErrors }
  /** The profile is no longer at a version the caller named (`ifVersionIn`, an API `If-Match`): nothing saved. */
  | { ok: false; reason: 'stale'; error: string; fieldErrors: ProfileFieldErrors; version: number };

interface Save {
  actor: Actor;
  now?: Date;
  /** Save only if the profile is still at one of these versions (an `If-Match` of the API). */
  ifVersionIn?: readonly number[];
}

type Writer = Pick<AppServices, 'db' | 'transact'>;

function invalid(error: string, fieldErrors: ProfileFieldErrors): InvalidProfile {
  return { ok: false, reason: 'invalid', error, fieldErrors };
}

/**
 * Saves the profile `next` makes of the current one as a new version, with an audit entry and a
 * live event in the same transaction. A save that finds the profile moved on under it (another
 * process saved first) starts again from the newer one.
 */
async function save(
  { db, transact }: Writer,
  next: (current: BusinessProfile) => unknown,
  { actor, now = new Date(), ifVersionIn }: Save,
  restoredFrom?: number,
): Promise<ProfileSaveResult> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [stored, calendar] = await Promise.all([readStored(db), readCalendar(db)]);
    if (ifVersionIn && !ifVersionIn.includes(stored.version)) {
      const error = `The profile changed since it was read: it is now version ${stored.version}. Read it again, make the change on it and send it again.`;
      return { ok: false, reason: 'stale', error, fieldErrors: {}, version: stored.version };
    }
    const current = compose(stored.document, calendar);
    const parsed = businessProfileSchema.safeParse(next(current));
    if (!parsed.success) {
      const fieldErrors = profileFieldErrors(parsed.error);
      const count = Object.keys(fieldErrors).length;
      return invalid(count === 1 ? Object.values(fieldErrors)[0]! : `${count} fields need a change before the profile can be saved.`, fieldErrors);
    }
    const whole = parsed.data;
    const unknownPhotos = await unknownTeamPhotos(db, current, whole);
    if (unknownPhotos.length > 0)
      return invalid(NOT_A_TEAM_PHOTO, Object.fromEntries(unknownPhotos.map((index) => [`team.${index}.photoId`, NOT_A_TEAM_PHOTO])));
    const changed = changedFields(current, whole);
    if (changed.length === 0 && restoredFrom === undefined) return { ok: true, profile: current, version: stored.version, changed };
    const version = stored.version + 1;
    const document = withoutCalendar(whole);
    const at = now.toISOString();
    const written = await transact(async (trx) => {
      const updated = await trx
        .updateTable('businessProfile')
        .set({ document: JSON.stringify(document), version, updatedAt: at, updatedBy: actor.userId })
        .where('id', '=', PROFILE_ID)
        .where('version', '=', stored.version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('businessProfileVersions')
        .values({
          version,
          document: JSON.stringify(whole),
          changedFields: JSON.stringify(changed),
          restoredFrom: restoredFrom ?? null,
          actor: actor.userId,
          actorEmail: actor.email,
          createdAt: at,
        })
        .execute();
      if (changed.includes('hours') || changed.includes('closures')) {
        await replaceOfficeCalendar(trx, {
          weekly: changed.includes('hours') ? Object.fromEntries(weekdayNames.map((name, day) => [String(day), whole.hours[name]])) : undefined,
          closures: changed.includes('closures')
            ? whole.closures.map((closure) => ({ startsOn: closure.date, endsOn: closure.endDate ?? closure.date, note: closure.note }))
            : undefined,
          actor,
          now,
        });
      }
      await recordAudit(trx, {
        actor: actor.userId,
        actorEmail: actor.email,
        action: restoredFrom === undefined ? 'business.profile' : 'business.profile-restored',
        subjectType: 'business',
        subjectId: PROFILE_ID,
        detail: { version, changed, ...(restoredFrom === undefined ? {} : { restoredFrom }) },
        now,
      });
      await recordLiveEvent(trx, BUSINESS_CHANGED, { version }, now);
      return true;
    });
    if (!written) continue;
    cached.set(db, { document, version, updatedAt: at });
    if (changed.includes('hours') || changed.includes('closures')) await calendarChanged(db);
    publicContentChanged();
    return { ok: true, profile: await getBusinessProfile(db), version, changed };
  }
  throw new Error('The business profile kept changing while it was saved');
}

/** The places in the team of members whose photo is new to the profile and names no uploaded photo. */
async function unknownTeamPhotos(db: Db, current: BusinessProfile, next: BusinessProfile): Promise<number[]> {
  const known = new Set(current.team.flatMap((member) => (member.photoId ? [member.photoId] : [])));
  const added = next.team.flatMap((member) => (member.photoId && !known.has(member.photoId) ? [member.photoId] : []));
  if (added.length === 0) return [];
  const stored = await existingTeamPhotoIds(db, added);
  return next.team.flatMap((member, index) => (member.photoId && !known.has(member.photoId) && !stored.has(member.photoId) ? [index] : []));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const TOO_DEEP = `The patch is nested more than ${MAX_PATCH_DEPTH} levels deep; no field of the profile is that deep.`;

/** Applies a JSON merge patch (RFC 7396) of any of the profile's fields, checks the result whole and saves it as a new version. */
export async function updateBusinessProfile(services: Writer, patch: unknown, change: Save): Promise<ProfileSaveResult> {
  if (!isObject(patch)) return invalid('Send a JSON object with the fields to change.', { profile: 'Send a JSON object with the fields to change.' });
  if (nestedDeeperThan(patch, MAX_PATCH_DEPTH)) return invalid(TOO_DEEP, { profile: TOO_DEEP });
  return save(services, (current) => mergePatch(current, patch), change);
}

export interface ProfileVersionSummary {
  version: number;
  changedFields: ProfileField[];
  /** The version a restore brought back. */
  restoredFrom: number | null;
  /** Who saved it: their email, or 'seed' for the sample values. */
  actor: string;
  createdAt: string;
}

type VersionRow = Omit<Database['businessProfileVersions'], 'document'>;

function summary(row: VersionRow): ProfileVersionSummary {
  return {
    version: Number(row.version),
    changedFields: JSON.parse(row.changedFields) as ProfileField[],
    restoredFrom: row.restoredFrom === null ? null : Number(row.restoredFrom),
    actor: row.actorEmail ?? row.actor,
    createdAt: row.createdAt,
  };
}

const summaryColumns = ['version', 'changedFields', 'restoredFrom', 'actor', 'actorEmail', 'createdAt'] as const;

/** The saved versions, newest first. */
export async function listProfileVersions(db: Db, { limit = 100 }: { limit?: number } = {}): Promise<ProfileVersionSummary[]> {
  await getStored(db);
  const rows = await db.selectFrom('businessProfileVersions').select(summaryColumns).orderBy('version', 'desc').limit(limit).execute();
  return rows.map(summary);
}

/** One saved version with the whole profile as it was, or undefined. */
export async function getProfileVersion(db: Db, version: number): Promise<(ProfileVersionSummary & { profile: BusinessProfile }) | undefined> {
  if (!Number.isSafeInteger(version)) return undefined;
  const row = await db
    .selectFrom('businessProfileVersions')
    .select([...summaryColumns, 'document'])
    .where('version', '=', version)
    .executeTakeFirst();
  return row ? { ...summary(row), profile: withClaims(JSON.parse(row.document) as BusinessProfile) } : undefined;
}

/** Saves an earlier version's profile as a new version (the history keeps everything in between). */
export async function restoreProfileVersion(services: Writer, version: number, change: Save): Promise<ProfileSaveResult> {
  const old = await getProfileVersion(services.db, version);
  if (!old) return { ok: false, reason: 'not-found', error: `There is no version ${version} of the profile.`, fieldErrors: {} };
  return save(services, () => old.profile, change, version);
}

/**
 * The sample content still on the public pages, for the owner's checklist: each single fact at its
 * sample value (one left empty is not shown, so not a sample), the reviews if a sample one is
 * featured, the team if a sample member is on it. Unconfirmed badges are not shown, so never listed.
 */
export function sampleFields(profile: BusinessProfile): SampleFact[] {
  const facts: SampleFact[] = sampleValueFields.filter(
    (fact) => factValue(profile, fact) !== undefined && canonicalJson(factValue(profile, fact)) === canonicalJson(factValue(seedProfile, fact)),
  );
  if (profile.testimonials.some((entry) => entry.featured && isSampleTestimonial(entry))) facts.push('testimonials');
  if (profile.team.some(isSampleMember)) facts.push('team');
  return facts;
}

/** Every field and item of the profile still at a new install's sample, by its path ('foundedYear', 'testimonials.2', 'badges.0'), for the editor's marks. */
export function samplePaths(profile: BusinessProfile): string[] {
  const single = sampleValueFields.filter(
    (fact) => factValue(profile, fact) !== undefined && canonicalJson(factValue(profile, fact)) === canonicalJson(factValue(seedProfile, fact)),
  );
  return [
    ...single,
    ...profile.testimonials.flatMap((entry, index) => (isSampleTestimonial(entry) ? [`testimonials.${index}`] : [])),
    ...profile.team.flatMap((member, index) => (isSampleMember(member) ? [`team.${index}`] : [])),
    ...profile.badges.flatMap((entry, index) => (isSampleBadge(entry) ? [`badges.${index}`] : [])),
  ];
}

/**
 * Reads this process's copy again when any process saves the profile, and the calendar (a
 * save may change the hours or closures) and re-renders cached public pages: as soon as the save
 * commits (onCommitted), and again when its event is read in order, which on PostgreSQL waits
 * behind every older transaction still running on the server. Returns the way to stop listening.
 */
export async function watchBusinessProfile(db: Db, live: Pick<LiveEventHub, 'subscribe' | 'onCommitted'>): Promise<() => void> {
  // The old copy stays until the new one is read: a caller inside a transaction reads the profile
  // from memory (on SQLite, a read through `db` would wait behind that very transaction).
  const readAgain = () => {
    void readStored(db)
      .then((stored) => {
        const current = cached.get(db);
        if (!current || stored.version >= current.version) cached.set(db, stored);
        return refreshBusinessCalendar(db);
      })
      .catch((error: unknown) => logger.error({ err: error }, 'business profile could not be read'))
      .finally(publicContentChanged);
  };
  const stopHearing = live.onCommitted(BUSINESS_CHANGED, readAgain);
  const stop = await live.subscribe(undefined, (event) => {
    if (event.type === BUSINESS_CHANGED) readAgain();
  });
  return () => {
    stopHearing();
    stop();
  };
}

const companies = new WeakMap<BusinessProfile, Company>();
const tables = new WeakMap<BusinessProfile, Record<Locale, PriceTable>>();

/** The company's name, phone, email, address and towns as pages and emails show them. */
export async function getCompany(db: Db): Promise<Company> {
  const profile = await getBusinessProfile(db);
  let company = companies.get(profile);
  if (!company) companies.set(profile, (company = companyOf(profile)));
  return company;
}

const zipCodeSets = new WeakMap<BusinessProfile, ReadonlySet<string>>();

/** Whether a home's ZIP code is in the profile's service area: the one list that decides where visits are booked online. */
export async function servesZipCode(db: Db, zipCode: string): Promise<boolean> {
  const profile = await getBusinessProfile(db);
  let zipCodes = zipCodeSets.get(profile);
  if (!zipCodes) zipCodeSets.set(profile, (zipCodes = new Set(profile.serviceArea.towns.flatMap((town) => town.zipCodes))));
  return zipCodes.has(zipCode.trim());
}

/** The price list in `locale`, for the price range, the quote form's packages and the service pages. */
export async function getPriceTable(db: Db, locale: Locale = 'en'): Promise<PriceTable> {
  const profile = await getBusinessProfile(db);
  let table = tables.get(profile);
  if (!table) tables.set(profile, (table = { en: priceTable(profile.priceList, 'en'), es: priceTable(profile.priceList, 'es') }));
  return table[locale];
}

/** A service's packages in `locale` and their names there, for its page (empty when it has no price list). */
export async function servicePrices(
  db: Db,
  serviceId: string,
  locale: Locale,
): Promise<{ tiers: readonly PricingTier[]; packageNames: Record<string, string> }> {
  const [table, profile] = await Promise.all([getPriceTable(db, locale), getBusinessProfile(db)]);
  return { tiers: tiersOf(table, serviceId), packageNames: packageNamesIn(profile.priceList, locale) };
}

const licenceStatements = { en: englishLicenceStatement, es: spanishLicenceStatement } as const;

/** The licence and insurance in `locale`, as the About page shows them and the assistant says them. */
export function credentialsIn(profile: Pick<BusinessProfile, 'name' | 'licenceNumber' | 'insurance'>, locale: Locale): Credentials {
  return {
    licenceNumber: profile.licenceNumber,
    licenceStatement: licenceStatements[locale](profile.name, profile.licenceNumber),
    insuranceStatement: profile.insurance[locale],
  };
}

/** The About page's facts in `locale`: the team, and the licence and insurance. */
export async function aboutFacts(db: Db, locale: Locale): Promise<{ teamMembers: TeamMember[]; credentials: Credentials }> {
  const profile = await getBusinessProfile(db);
  return {
    teamMembers: profile.team.map((member, index) => ({
      id: `${index}-${member.name}`,
      name: member.name,
      role: member.role[locale],
      description: member.bio[locale],
      // The photo the owner uploaded in the editor (/team-photos/:id); without one the page draws a portrait.
      ...(member.photoId ? { photoId: member.photoId } : {}),
    })),
    credentials: credentialsIn(profile, locale),
  };
}

/** The badges the owner confirmed, in `locale`, as the home and About pages show them; none until one is confirmed. */
export async function badgesIn(db: Db, locale: Locale): Promise<Certification[]> {
  return (await getBusinessProfile(db)).badges.flatMap((entry, index) =>
    entry.confirmed
      ? [{ id: `${index}-${entry.kind}`, kind: entry.kind, name: entry.name, label: entry.label[locale], description: entry.description[locale] }]
      : [],
  );
}

/** The featured reviews in `locale` as the pages show them: the home page's first three, the quote page's next three (or the same three when there are no more). */
export async function testimonialsIn(db: Db, locale: Locale): Promise<{ home: Testimonial[]; quote: Testimonial[] }> {
  const featured = (await getBusinessProfile(db)).testimonials.filter((entry) => entry.featured);
  const all = featured.map((entry, index): Testimonial => ({
    id: `${index}-${entry.name}`,
    quote: entry.quote[locale],
    author: entry.name,
    role: `${entry.role[locale]}, ${entry.town}`,
    source: entry.source,
    rating: entry.rating,
    date: entry.date,
  }));
  return { home: all.slice(0, 3), quote: all.length > 3 ? all.slice(3, 6) : all.slice(0, 3) };
}
