import type { Kysely } from 'kysely';
import { listSentEstimateOutcomes } from '~/features/estimates/estimate-standing.server';
import { recentWeeks } from '~/features/calendar/business-dates';
import type { Database } from '~/lib/db-schema';
import { type FollowUpItem, listOpenCalls } from './follow-ups.server';

/** One week of follow-through on the dashboard. */
export interface FollowThroughWeek {
  /** The Monday that starts it, YYYY-MM-DD (in the business's time zone). */
  week: string;
  /** Estimates first sent that week, and how many of them were approved within 14 days of it. */
  estimatesSent: number;
  approvedWithin14Days: number;
  /** Follow-ups sent that week, and the approvals that week of estimates followed up before. */
  followUpsSent: number;
  approvalsAfterFollowUp: number;
  /** Review requests sent that week, and how many of those were clicked (whenever). */
  reviewRequestsSent: number;
  reviewRequestsClicked: number;
}

export const FOLLOW_THROUGH_WEEKS = 8;
const FOURTEEN_DAYS_MS = 14 * 86_400_000;

export async function loadFollowThrough(db: Kysely<Database>, now: Date = new Date()): Promise<{ weeks: FollowThroughWeek[]; calls: FollowUpItem[] }> {
  const weeks = recentWeeks(now, FOLLOW_THROUGH_WEEKS);
  const since = weeks[0]!.start;
  // Estimates sent (and followed up) before the window may be approved inside it: read them since a while before.
  const earlier = new Date(new Date(since).getTime() - 60 * 86_400_000).toISOString();
  const sent = await db
    .selectFrom('followUps')
    .select(['kind', 'subjectId', 'settledAt', 'clickedAt'])
    .where('state', '=', 'sent')
    .where('kind', 'in', ['estimate-follow-up', 'review-request', 'review-reminder'])
    .where('settledAt', '>=', earlier)
    .execute();
  const outcomes = await listSentEstimateOutcomes(db, earlier);
  const firstFollowUp = new Map<string, string>();
  for (const row of sent) {
    if (row.kind !== 'estimate-follow-up' || !row.settledAt) continue;
    const known = firstFollowUp.get(row.subjectId);
    if (!known || row.settledAt < known) firstFollowUp.set(row.subjectId, row.settledAt);
  }
  const clickedOrders = new Set(sent.filter((row) => row.clickedAt).map((row) => row.subjectId));
  const inWeek = (at: string | null, week: { start: string; end: string }) => at !== null && at >= week.start && at < week.end;
  return {
    weeks: weeks.map((week) => {
      const firstSent = outcomes.filter((outcome) => inWeek(outcome.firstSentAt, week));
      const requests = sent.filter((row) => row.kind === 'review-request' && inWeek(row.settledAt, week));
      return {
        week: week.week,
        estimatesSent: firstSent.length,
        approvedWithin14Days: firstSent.filter(
          (outcome) => outcome.approvedAt && new Date(outcome.approvedAt).getTime() - new Date(outcome.firstSentAt).getTime() <= FOURTEEN_DAYS_MS,
        ).length,
        followUpsSent: sent.filter((row) => row.kind === 'estimate-follow-up' && inWeek(row.settledAt, week)).length,
        approvalsAfterFollowUp: outcomes.filter((outcome) => {
          const followedUp = firstFollowUp.get(outcome.estimateId);
          return inWeek(outcome.approvedAt, week) && followedUp !== undefined && followedUp < outcome.approvedAt!;
        }).length,
        reviewRequestsSent: requests.length,
        reviewRequestsClicked: requests.filter((row) => clickedOrders.has(row.subjectId)).length,
      };
    }),
    calls: await listOpenCalls(db),
  };
}
