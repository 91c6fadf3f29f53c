import type { LeadFormWords } from '~/content/lead-forms';
import { formatOpeningTime } from '~/features/calendar/business-dates';
import type { Locale } from '~/lib/locale';
import type { FormLeadKind } from '../lead-kinds';

/**
 * What a lead that arrived while the office was closed is told, on the page and in its email, in
 * its language: why when a closure says so, when the office opens and that we will be in touch
 * then. `opensAt` is the next opening.
 */
export function afterHoursNote(words: LeadFormWords, locale: Locale, kind: FormLeadKind, opensAt: string | Date, closedFor: string | null = null): string {
  return words.confirmations.afterHours(kind, formatOpeningTime(opensAt, locale), closedFor);
}
