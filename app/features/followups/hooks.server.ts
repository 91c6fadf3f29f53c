import type { EstimateHooks } from '~/features/estimates/estimate-hooks';
import type { OrderHooks } from '~/features/orders/order-hooks';
import type { Env } from '~/lib/env.server';
import { type FollowUpTiming, scheduleEstimateFollowUps, scheduleReviewRequests } from './follow-ups.server';

export function followUpTiming(
  env: Pick<Env, 'ESTIMATE_FOLLOW_UP_MINUTES' | 'REVIEW_REQUEST_AFTER_MINUTES' | 'REVIEW_REMINDER_AFTER_MINUTES'>,
): FollowUpTiming {
  return {
    estimateMinutes: env.ESTIMATE_FOLLOW_UP_MINUTES,
    reviewRequestMinutes: env.REVIEW_REQUEST_AFTER_MINUTES,
    reviewReminderMinutes: env.REVIEW_REMINDER_AFTER_MINUTES,
  };
}

/** What sending an estimate and completing an order plan, handed to those features through AppServices. */
export function followUpHooks(env: Parameters<typeof followUpTiming>[0]): { estimateHooks: EstimateHooks; orderHooks: OrderHooks } {
  const timing = followUpTiming(env);
  return {
    estimateHooks: { sent: (trx, sent, now) => scheduleEstimateFollowUps(trx, sent, timing, now) },
    orderHooks: { statusChanged: (trx, change, now) => scheduleReviewRequests(trx, change, timing, now) },
  };
}
