import type { Kysely } from 'kysely';
import type { Database } from '~/lib/db-schema';
import { recentWeeks } from '~/lib/business-dates';

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

/** The six counts in one statement: one round trip, one consistent moment. */
async function adminStats(db: Kysely<Database>): Promise<AdminStats> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('quoteRequests').select(eb.fn.countAll().as('n')).where('spamReason', 'is', null).as('totalQuotes'),
      eb
        .selectFrom('quoteRequests')
        .select(eb.fn.countAll().as('n'))
        .where('spamReason', 'is', null)
        .where('status', '=', 'new')
        .as('newQuotes'),
      eb.selectFrom('contactMessages').select(eb.fn.countAll().as('n')).where('spamReason', 'is', null).as('totalContacts'),
      eb
        .selectFrom('contactMessages')
        .select(eb.fn.countAll().as('n'))
        .where('spamReason', 'is', null)
        .where('status', '=', 'new')
        .as('newContacts'),
      eb.selectFrom('chatbotContacts').select(eb.fn.countAll().as('n')).as('totalChatbots'),
      eb.selectFrom('chatbotContacts').select(eb.fn.countAll().as('n')).where('status', '=', 'new').as('newChatbots'),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalQuotes: Number(row.totalQuotes),
    newQuotes: Number(row.newQuotes),
    totalContacts: Number(row.totalContacts),
    newContacts: Number(row.newContacts),
    totalChatbots: Number(row.totalChatbots),
    newChatbots: Number(row.newChatbots),
  };
}

/**
 * Leads per week over the last CHART_WEEKS weeks (New York weeks, Monday to Sunday), by kind:
 * one statement of index range counts, each week's bounds worked out here as UTC instants.
 */
async function leadsPerWeek(db: Kysely<Database>, now: Date = new Date()): Promise<WeekCounts[]> {
  const weeks = recentWeeks(now, CHART_WEEKS);
  const row = (await db
    .selectNoFrom((eb) =>
      weeks.flatMap(({ start, end }, index) => [
        eb
          .selectFrom('quoteRequests')
          .select(eb.fn.countAll().as('n'))
          .where('spamReason', 'is', null)
          .where('createdAt', '>=', start)
          .where('createdAt', '<', end)
          .as(`quotes${index}`),
        eb
          .selectFrom('contactMessages')
          .select(eb.fn.countAll().as('n'))
          .where('spamReason', 'is', null)
          .where('createdAt', '>=', start)
          .where('createdAt', '<', end)
          .as(`contacts${index}`),
        eb.selectFrom('chatbotContacts').select(eb.fn.countAll().as('n')).where('createdAt', '>=', start).where('createdAt', '<', end).as(`chatbots${index}`),
      ]),
    )
    .executeTakeFirstOrThrow()) as Record<string, unknown>;
  return weeks.map(({ week }, index) => ({
    week,
    quotes: Number(row[`quotes${index}`]),
    contacts: Number(row[`contacts${index}`]),
    chatbots: Number(row[`chatbots${index}`]),
  }));
}

/** How quote requesters heard about the company, most common first. */
async function referralBreakdown(db: Kysely<Database>): Promise<ReferralCount[]> {
  const rows = await db
    .selectFrom('quoteRequests')
    .select(['howDidYouHear', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('spamReason', 'is', null)
    .groupBy('howDidYouHear')
    .execute();
  return rows
    .map((row) => ({ source: row.howDidYouHear, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || String(a.source).localeCompare(String(b.source)));
}

export interface Dashboard {
  stats: AdminStats;
  weeks: WeekCounts[];
  referrals: ReferralCount[];
}

/** Everything the dashboard shows; the three statements run side by side. */
export async function loadDashboard(db: Kysely<Database>, now: Date = new Date()): Promise<Dashboard> {
  const [stats, weeks, referrals] = await Promise.all([adminStats(db), leadsPerWeek(db, now), referralBreakdown(db)]);
  return { stats, weeks, referrals };
}
