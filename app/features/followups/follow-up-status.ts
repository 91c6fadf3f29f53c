import { businessDay, formatDateTime, formatTime } from '~/features/calendar/business-dates';
import type { FollowUpItem } from './follow-ups.server';

// The words of a follow-up's line on the staff timelines (components/follow-up-list.tsx).

const reasons: Record<string, string> = {
  approved: 'the customer approved',
  declined: 'the customer declined',
  expired: 'the estimate expired',
  'new-link': 'a new link was sent',
  replied: 'the customer replied',
  asked: 'the customer asked a question (see the contact messages)',
  booked: 'the customer booked a visit',
  'opted-out': 'the customer opted out of these emails',
  reopened: 'the order is no longer completed',
  clicked: 'the customer already clicked the review link',
  'not-asked': 'the review request was not sent',
  gone: 'it no longer exists',
  staff: 'cancelled by staff',
};

/** What a follow-up is, as a timeline names it: "Follow-up 2 to Marisol Ortega". */
export function followUpTitle(item: FollowUpItem): string {
  switch (item.kind) {
    case 'estimate-follow-up':
      return `Follow-up ${item.step} to ${item.name}`;
    case 'review-request':
      return `Review request to ${item.name}`;
    case 'review-reminder':
      return `Review reminder to ${item.name}`;
    default:
      return `Call ${item.name}`;
  }
}

/** The end of the quiet hours: its time alone on the day it was due ("8:00 AM"), else with its day. */
function heldUntil(dueAt: string, leavesAt: string): string {
  return businessDay(new Date(dueAt)) === businessDay(new Date(leavesAt)) ? formatTime(leavesAt) : formatDateTime(leavesAt);
}

/**
 * What became of it, as staff read it: scheduled (and held for quiet hours), sent (and clicked),
 * not sent and why (also when the mail job found a reason at the last moment), cancelled, a call
 * to make or done.
 */
export function followUpStatus(item: FollowUpItem): string {
  const when = (at: string | null) => (at ? formatDateTime(at) : '');
  switch (item.state) {
    case 'scheduled':
      return `Scheduled for ${when(item.dueAt)}${item.leavesAt ? `; held for quiet hours until ${heldUntil(item.dueAt, item.leavesAt)}` : ''}`;
    case 'sent': {
      const clicks = [
        item.clickedAt ? `review link clicked ${when(item.clickedAt)}` : '',
        item.feedbackClickedAt ? `feedback link clicked ${when(item.feedbackClickedAt)}` : '',
      ]
        .filter(Boolean)
        .join('; ');
      return `Sent ${when(item.settledAt)}${clicks ? `; ${clicks}` : ''}`;
    }
    case 'stopped':
      return `${item.kind === 'call' ? 'Not needed' : 'Not sent'}: ${reasons[item.reason ?? ''] ?? item.reason ?? 'stopped'}, ${when(item.settledAt)}`;
    case 'cancelled':
      return `Cancelled by ${item.settledBy ?? 'staff'}, ${when(item.settledAt)}`;
    case 'open':
      return `To do since ${when(item.dueAt)}: the last follow-up went unanswered`;
    default:
      return `Done by ${item.settledBy ?? 'staff'}, ${when(item.settledAt)}`;
  }
}
