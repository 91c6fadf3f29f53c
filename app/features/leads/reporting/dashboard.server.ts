import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '~/lib/db-schema';
import { type WeekRange, recentWeeks } from '~/features/calendar/business-dates';
import type { BusinessCalendar } from '~/lib/business-hours';
import { dialectOf } from '~/lib/db.server';
import { lastClosedStretch, openMinutesCounter } from '~/features/calendar/open-minutes.server';
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
  /** The Monday that starts the week, 'YYYY-MM-DD' (in the business's time zone). */
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

/** Suspected spam that arrived in the last week, per kind: nobody was told about these. */
export interface SpamCount {
  kind: LeadKind;
  count: number;
}

const SPAM_COUNT_DAYS = 7;

/**
 * The dashboard's counts in one statement: the six counts and the referrals from the counters the
 * lead tables' triggers keep (lead_counts and lead_referral_counts, decision 0042), a few rows
 * summed rather than every lead's index entry counted; and the last week's suspected spam per kind
 * (a short range of an index).
 */
async function counts(db: Kysely<Database>, now: Date): Promise<{ stats: AdminStats; referrals: ReferralCount[]; spam: SpamCount[] }> {
  const since = new Date(now.getTime() - SPAM_COUNT_DAYS * 24 * 60 * 60_000).toISOString();
  const spam = (kind: LeadKind, table: 'quoteRequests' | 'contactMessages' | 'chatbotContacts') =>
    db
      .selectFrom(table)
      .select([
        sql<string>`'spam'`.as('figure'),
        sql<string | null>`${kind}`.as('key'),
        (eb) => eb.fn.countAll<number | string>().as('total'),
        sql<number>`0`.as('fresh'),
      ])
      .where('spamReason', 'is not', null)
      .where('createdAt', '>=', since);
  const rows = await db
    .selectFrom('leadCounts')
    .select([
      sql<string>`'lead'`.as('figure'),
      sql<string | null>`kind`.as('key'),
      (eb) => eb.fn.sum<number | string>('total').as('total'),
      (eb) => eb.fn.sum<number | string>('fresh').as('fresh'),
    ])
    .groupBy('kind')
    .unionAll(
      db
        .selectFrom('leadReferralCounts')
        .select([
          sql<string>`'referral'`.as('figure'),
          sql<string | null>`source`.as('key'),
          (eb) => eb.fn.sum<number | string>('total').as('total'),
          sql<number>`0`.as('fresh'),
        ])
        .groupBy('source')
        .having((eb) => eb.fn.sum('total'), '>', 0),
    )
    .unionAll(spam('quote-requests', 'quoteRequests'))
    .unionAll(spam('contact-messages', 'contactMessages'))
    .unionAll(spam('chatbot-contacts', 'chatbotContacts'))
    .execute();
  const of = (figure: string, key: string) => rows.find((row) => row.figure === figure && row.key === key);
  const lead = (kind: LeadCountTable['kind']) => ({ total: Number(of('lead', kind)?.total ?? 0), fresh: Number(of('lead', kind)?.fresh ?? 0) });
  const [quotes, contacts, chatbots] = [lead('quote_requests'), lead('contact_messages'), lead('chatbot_contacts')];
  return {
    stats: {
      totalQuotes: quotes.total,
      newQuotes: quotes.fresh,
      totalContacts: contacts.total,
      newContacts: contacts.fresh,
      totalChatbots: chatbots.total,
      newChatbots: chatbots.fresh,
    },
    // How quote requesters heard about the company, most common first.
    referrals: rows
      .filter((row) => row.figure === 'referral')
      .map((row) => ({ source: row.key, count: Number(row.total) }))
      .sort((a, b) => b.count - a.count || String(a.source).localeCompare(String(b.source))),
    spam: (['quote-requests', 'contact-messages', 'chatbot-contacts'] as const).map((kind) => ({ kind, count: Number(of('spam', kind)?.total ?? 0) })),
  };
}

/** One week of speed to lead: how fast the leads that arrived that week were first answered. */
export interface ResponseWeek {
  /** The Monday that starts the week, 'YYYY-MM-DD' (in the business's time zone). */
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

/** A short list of leads: which ones (conditions on each lead table) and at most how many, oldest first. */
interface LeadList {
  conditions: Expression<SqlBool>[];
  limit: number;
}

/**
 * Short lists of the three kinds of lead, real ones only (suspected spam left out), in one row
 * shape, all in one statement: each list's read of each table is filtered, ordered and limited by
 * itself (so it runs on that table's indexes) in a subquery of a UNION ALL; each list's rows are
 * merged here, oldest first.
 */
async function leadLists<Name extends string>(db: Kysely<Database>, lists: Record<Name, LeadList>): Promise<Record<Name, DashboardLead[]>> {
  const tables = [
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
  const names = Object.keys(lists) as Name[];
  // Each read is a subquery, as both databases need for an ORDER BY and LIMIT inside a UNION.
  const [first, ...others] = names.flatMap((name, list) =>
    tables.map((table, index) => {
      const { conditions, limit } = lists[name];
      const read = conditions
        .reduce((builder, condition) => builder.where(condition), table)
        .orderBy('createdAt', 'asc')
        .orderBy('id', 'asc')
        .limit(limit);
      return db
        .selectFrom(read.as(`list${list}_${index}`))
        .selectAll()
        .select(sql<Name>`${name}`.as('list'));
    }),
  );
  const rows = (await others.reduce((union, read) => union.unionAll(read), first!).execute()) as (DashboardLead & { list: Name })[];
  const oldestFirst = (a: DashboardLead, b: DashboardLead) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
  return Object.fromEntries(
    names.map((name) => [
      name,
      rows
        .filter((row) => row.list === name)
        .map(({ list: _list, ...lead }) => lead)
        .sort(oldestFirst)
        .slice(0, lists[name].limit),
    ]),
  ) as Record<Name, DashboardLead[]>;
}

const createdBetween = (start: string, end: string): Expression<SqlBool>[] => [
  sql<SqlBool>`${sql.ref('createdAt')} >= ${start}`,
  sql<SqlBool>`${sql.ref('createdAt')} < ${end}`,
];

/** One week's chart counts and speed-to-lead figures. */
type WeekFigures = WeekCounts & Omit<ResponseWeek, 'week'>;

/**
 * The last CHART_WEEKS weeks (weeks in the business's time zone, Monday to Sunday): the leads per week by kind, and
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

/**
 * The leads nobody has acted on yet, the longest waiting first; and those that arrived while the
 * office was last closed: what staff catch up on in the morning.
 */
async function shortLists(db: Kysely<Database>, now: Date): Promise<{ unanswered: DashboardLead[]; afterHours: AfterHoursGroup }> {
  const { start, end } = lastClosedStretch(now, await getBusinessCalendar(db));
  const lists = await leadLists(db, {
    unanswered: { conditions: [sql<SqlBool>`${sql.ref('firstResponseAt')} is null`], limit: LIST_LIMIT },
    afterHours: { conditions: createdBetween(start.toISOString(), end.toISOString()), limit: LIST_LIMIT * 5 },
  });
  return { unanswered: lists.unanswered, afterHours: { from: start.toISOString(), until: end.toISOString(), leads: lists.afterHours } };
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

/** Everything the dashboard shows, in four statements: three side by side, the weeks' second after their first. */
export async function loadDashboard(db: Kysely<Database>, now: Date = new Date()): Promise<Dashboard> {
  const [{ stats, referrals, spam }, { weeks, responses }, { unanswered, afterHours }] = await Promise.all([
    counts(db, now),
    recentWeeksOfLeads(db, now),
    shortLists(db, now),
  ]);
  return { stats, weeks, referrals, responseWeeks: responses, unanswered, afterHours, spam: { days: SPAM_COUNT_DAYS, counts: spam } };
}
