import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '~/lib/db-schema';
import { type WeekRange, recentWeeks } from '~/lib/business-dates';
import type { BusinessCalendar } from '~/lib/business-hours';
import { dialectOf } from '~/lib/db.server';
import { lastClosedStretch, openMinutesCounter } from '~/lib/open-minutes.server';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import type { LeadKind } from '../lead-kinds';
import type { LeadCountTable } from '../tables';
import { pastWeeks, snapshotXmin } from './week-figures.server';

/** SPEC section 3: the admin stats; suspected spam is not counted. */
export interface AdminStats {
  totalQuotes: number;
  newQuotes: number;
  totalContacts: number;
  newContacts: number;
  totalChatbots: number;
  newChatbots: number;
}

export interface WeekCounts {
  /** The Monday that starts the week, 'YYYY-MM-DD' (New York calendar). */
  week: string;
  quotes: number;
  contacts: number;
  chatbots: number;
}

export interface ReferralCount {
  /** A howDidYouHear value, or null when the visitor did not say. */
  source: string | null;
  count: number;
}

export const CHART_WEEKS = 12;

/**
 * The six counts, from the counters the lead tables' triggers keep (lead_counts, decision 0042):
 * a few rows summed rather than every lead's index entry counted.
 */
async function adminStats(db: Kysely<Database>): Promise<AdminStats> {
  const rows = await db
    .selectFrom('leadCounts')
    .select(['kind', (eb) => eb.fn.sum<number | string>('total').as('total'), (eb) => eb.fn.sum<number | string>('fresh').as('fresh')])
    .groupBy('kind')
    .execute();
  const of = (kind: LeadCountTable['kind']) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return { total: Number(row?.total ?? 0), fresh: Number(row?.fresh ?? 0) };
  };
  const [quotes, contacts, chatbots] = [of('quote_requests'), of('contact_messages'), of('chatbot_contacts')];
  return {
    totalQuotes: quotes.total,
    newQuotes: quotes.fresh,
    totalContacts: contacts.total,
    newContacts: contacts.fresh,
    totalChatbots: chatbots.total,
    newChatbots: chatbots.fresh,
  };
}

/**
 * How quote requesters heard about the company, most common first: from the counters the quote
 * requests' triggers keep per answer (lead_referral_counts, decision 0042), a few rows summed.
 */
async function referralBreakdown(db: Kysely<Database>): Promise<ReferralCount[]> {
  const rows = await db
    .selectFrom('leadReferralCounts')
    .select(['source', (eb) => eb.fn.sum<number | string>('total').as('count')])
    .groupBy('source')
    .having((eb) => eb.fn.sum('total'), '>', 0)
    .execute();
  return rows
    .map((row) => ({ source: row.source, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || String(a.source).localeCompare(String(b.source)));
}

/** One week of speed to lead: how fast the leads that arrived that week were first answered. */
export interface ResponseWeek {
  /** The Monday that starts the week, 'YYYY-MM-DD' (New York calendar). */
  week: string;
  leads: number;
  answered: number;
  /** Median office minutes (the calendar's open time) to the first response over the answered leads; null when none was answered. */
  medianMinutes: number | null;
  /** Shares of all the week's leads (answered or not), 0 to 1; null for a week without leads. */
  within5Minutes: number | null;
  within1Hour: number | null;
}

/** A lead as the dashboard's short lists show it. */
export interface DashboardLead {
  kind: LeadKind;
  id: string;
  name: string;
  status: string;
  createdAt: string;
  firstResponseAt: string | null;
}

export interface AfterHoursGroup {
  /** The closed stretch: from the closing before it to the opening that ended it (or now). */
  from: string;
  until: string;
  leads: DashboardLead[];
}

const LIST_LIMIT = 10;

/**
 * The three kinds of lead, real ones only (suspected spam left out), in one row shape, each
 * kind's query filtered (and ordered and limited) by itself so it runs on that table's indexes,
 * the three in one statement (UNION ALL of the three limited reads); the rows are merged here,
 * oldest first.
 */
async function eachKind(db: Kysely<Database>, conditions: Expression<SqlBool>[], limit: number): Promise<DashboardLead[]> {
  const queries = [
    db
      .selectFrom('quoteRequests')
      .select([
        sql<LeadKind>`'quote-requests'`.as('kind'),
        'id',
        sql<string>`first_name || ' ' || last_name`.as('name'),
        'status',
        'createdAt',
        'firstResponseAt',
      ])
      .where('spamReason', 'is', null),
    db
      .selectFrom('contactMessages')
      .select([sql<LeadKind>`'contact-messages'`.as('kind'), 'id', 'name', 'status', 'createdAt', 'firstResponseAt'])
      .where('spamReason', 'is', null),
    db
      .selectFrom('chatbotContacts')
      .select([sql<LeadKind>`'chatbot-contacts'`.as('kind'), 'id', 'name', 'status', 'createdAt', 'firstResponseAt'])
      .where('spamReason', 'is', null),
  ] as unknown as SelectQueryBuilder<Database, 'quoteRequests', DashboardLead>[];
  // Each read is a subquery, as both databases need for an ORDER BY and LIMIT inside a UNION.
  const [first, ...others] = queries.map((query, index) =>
    db
      .selectFrom(
        conditions
          .reduce((builder, condition) => builder.where(condition), query)
          .orderBy('createdAt', 'asc')
          .orderBy('id', 'asc')
          .limit(limit)
          .as(`k${index}`),
      )
      .selectAll(),
  );
  const rows = await others.reduce((union, query) => union.unionAll(query), first!).execute();
  return rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)).slice(0, limit);
}

const createdBetween = (start: string, end: string): Expression<SqlBool>[] => [
  sql<SqlBool>`${sql.ref('createdAt')} >= ${start}`,
  sql<SqlBool>`${sql.ref('createdAt')} < ${end}`,
];

/** One week's chart counts and speed-to-lead figures. */
type WeekFigures = WeekCounts & Omit<ResponseWeek, 'week'>;

/**
 * The last CHART_WEEKS weeks (New York weeks, Monday to Sunday): the leads per week by kind, and
 * the first-response figures per week. A lead still unanswered counts against both shares: a lead
 * nobody called back was not answered within the hour. Past weeks come from lead_week_figures
 * when still valid (week-figures.server.ts); the others from one read: only each lead's kind,
 * week and two times cross over, and its wait is counted here as the lead's own page counts it.
 */
async function recentWeeksOfLeads(db: Kysely<Database>, now: Date): Promise<{ weeks: WeekCounts[]; responses: ResponseWeek[] }> {
  const weeks = recentWeeks(now, CHART_WEEKS);
  const calendar = await getBusinessCalendar(db);
  const past = await pastWeeks<WeekFigures>(db, weeks.slice(0, -1), calendar);
  const { figures, xmin } = await readWeeks(
    db,
    weeks.filter(({ week }) => !past.cached.has(week)),
    now,
    calendar,
  );
  await past.keep(figures, xmin);
  const all = weeks.map(({ week }) => past.cached.get(week) ?? figures.get(week)!);
  return {
    weeks: all.map(({ week, quotes, contacts, chatbots }) => ({ week, quotes, contacts, chatbots })),
    responses: all.map(({ week, leads, answered, medianMinutes, within5Minutes, within1Hour }) => ({
      week,
      leads,
      answered,
      medianMinutes,
      within5Minutes,
      within1Hour,
    })),
  };
}

/**
 * The figures of the given weeks from one read of the three tables, with its snapshot `xmin` on
 * PostgreSQL.
 */
async function readWeeks(
  db: Kysely<Database>,
  weeks: WeekRange[],
  now: Date,
  calendar: BusinessCalendar,
): Promise<{ figures: Map<string, WeekFigures>; xmin: string | null }> {
  if (weeks.length === 0) return { figures: new Map(), xmin: null };
  const start = weeks[0]!.start;
  const end = weeks[weeks.length - 1]!.end;
  const week = sql`case ${sql.join(
    weeks.map((range, index) => sql`when created_at >= ${range.start} and created_at < ${range.end} then ${sql.lit(index)}`),
    sql` `,
  )} end`;
  const kinds = { quotes: 'quote_requests', contacts: 'contact_messages', chatbots: 'chatbot_contacts' } as const;
  const kind = (name: keyof typeof kinds) =>
    sql`select ${sql.lit(name)} as kind, ${week} as week, created_at, first_response_at, null as xmin from ${sql.table(kinds[name])} where spam_reason is null and created_at >= ${start} and created_at < ${end}`;
  // One statement, so the three reads share one snapshot, whose xmin rides on a row of its own on
  // PostgreSQL (so even a read of no lead carries it). A week can hold thousands of leads (named
  // as the database's camel-case plugin returns them).
  const snapshot = dialectOf(db) === 'postgres' ? sql` union all select null, null, null, null, ${snapshotXmin}` : sql``;
  const { rows } = await sql`${kind('quotes')} union all ${kind('contacts')} union all ${kind('chatbots')}${snapshot}`
    .$castTo<{ kind: keyof typeof kinds | null; week: number | null; createdAt: string; firstResponseAt: string | null; xmin: string | null }>()
    .execute(db);
  // The wait is counted in office minutes, by the calendar: a lead from Friday night answered as
  // the office opens on Saturday waited no minute anyone could have answered it in.
  const officeMinutes = openMinutesCounter(new Date(start), now, calendar);
  const counts = weeks.map(() => ({ quotes: 0, contacts: 0, chatbots: 0 }));
  const waits = weeks.map(() => ({ leads: 0, minutes: [] as number[] }));
  let xmin: string | null = null;
  for (const row of rows) {
    if (row.xmin !== null) xmin = row.xmin;
    const bucket = row.week === null ? undefined : waits[Number(row.week)];
    if (!bucket || row.kind === null) continue;
    counts[Number(row.week)]![row.kind] += 1;
    bucket.leads += 1;
    if (row.firstResponseAt !== null) bucket.minutes.push(Math.round(officeMinutes(Date.parse(row.createdAt), Date.parse(row.firstResponseAt))));
  }
  const figures = new Map(
    weeks.map(({ week }, index) => {
      const { leads, minutes } = waits[index]!;
      const share = (limit: number) => (leads === 0 ? null : minutes.filter((value) => value <= limit).length / leads);
      const response = {
        leads,
        answered: minutes.length,
        medianMinutes: median(minutes.sort((a, b) => a - b)),
        within5Minutes: share(5),
        within1Hour: share(60),
      };
      return [week, { week, ...counts[index]!, ...response }];
    }),
  );
  return { figures, xmin };
}

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The leads nobody has acted on yet, the longest waiting first. */
async function oldestUnanswered(db: Kysely<Database>): Promise<DashboardLead[]> {
  return eachKind(db, [sql<SqlBool>`${sql.ref('firstResponseAt')} is null`], LIST_LIMIT);
}

/** The leads that arrived while the office was last closed: what staff catch up on in the morning. */
async function afterHours(db: Kysely<Database>, now: Date): Promise<AfterHoursGroup> {
  const { start, end } = lastClosedStretch(now, await getBusinessCalendar(db));
  const leads = await eachKind(db, createdBetween(start.toISOString(), end.toISOString()), LIST_LIMIT * 5);
  return { from: start.toISOString(), until: end.toISOString(), leads };
}

/** Suspected spam that arrived in the last week, per kind: nobody was told about these. */
export interface SpamCount {
  kind: LeadKind;
  count: number;
}

const SPAM_COUNT_DAYS = 7;

async function recentSpam(db: Kysely<Database>, now: Date): Promise<SpamCount[]> {
  const since = new Date(now.getTime() - SPAM_COUNT_DAYS * 24 * 60 * 60_000).toISOString();
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('quoteRequests').select(eb.fn.countAll().as('n')).where('spamReason', 'is not', null).where('createdAt', '>=', since).as('quotes'),
      eb.selectFrom('contactMessages').select(eb.fn.countAll().as('n')).where('spamReason', 'is not', null).where('createdAt', '>=', since).as('contacts'),
      eb.selectFrom('chatbotContacts').select(eb.fn.countAll().as('n')).where('spamReason', 'is not', null).where('createdAt', '>=', since).as('chatbots'),
    ])
    .executeTakeFirstOrThrow();
  return [
    { kind: 'quote-requests', count: Number(row.quotes) },
    { kind: 'contact-messages', count: Number(row.contacts) },
    { kind: 'chatbot-contacts', count: Number(row.chatbots) },
  ];
}

export interface Dashboard {
  stats: AdminStats;
  weeks: WeekCounts[];
  referrals: ReferralCount[];
  responseWeeks: ResponseWeek[];
  unanswered: DashboardLead[];
  afterHours: AfterHoursGroup;
  /** Suspected spam of the last `days` days, per kind. */
  spam: { days: number; counts: SpamCount[] };
}

/** Everything the dashboard shows; the statements run side by side. */
export async function loadDashboard(db: Kysely<Database>, now: Date = new Date()): Promise<Dashboard> {
  const [stats, { weeks, responses }, referrals, unanswered, closed, spam] = await Promise.all([
    adminStats(db),
    recentWeeksOfLeads(db, now),
    referralBreakdown(db),
    oldestUnanswered(db),
    afterHours(db, now),
    recentSpam(db, now),
  ]);
  return { stats, weeks, referrals, responseWeeks: responses, unanswered, afterHours: closed, spam: { days: SPAM_COUNT_DAYS, counts: spam } };
}
