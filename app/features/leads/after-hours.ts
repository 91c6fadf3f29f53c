import { formatOpeningTime } from '~/lib/business-dates';
import type { FormLeadKind } from './lead-kinds';

/**
 * What a lead that arrived while the office was closed is told, on the page and in its email:
 * when the office opens and that we will be in touch then. `opensAt` is the next opening.
 */
export function afterHoursNote(kind: FormLeadKind, opensAt: string | Date): string {
  const then = kind === 'quote-requests' ? 'we will call you then' : 'we will get back to you then';
  return `Our office is closed right now. We open ${formatOpeningTime(opensAt)} (Eastern Time), and ${then}.`;
}
