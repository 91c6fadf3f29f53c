import { businessDay } from '~/features/calendar/business-dates';
import type { EstimateEvent } from './estimate-events.server';

/**
 * The trail as the signed PDF's certificate lists it: each event on its own, but a day's openings
 * (days in the business's time zone) as one entry, in the place of that day's first, so a much-viewed estimate keeps
 * a certificate of a page. The trail itself keeps every event.
 */
export function certificateEntries(events: readonly EstimateEvent[]): EstimateEvent[][] {
  const entries: EstimateEvent[][] = [];
  const openingsOn = new Map<string, EstimateEvent[]>();
  for (const event of events) {
    if (event.kind !== 'opened') {
      entries.push([event]);
      continue;
    }
    const day = businessDay(new Date(event.at));
    const openings = openingsOn.get(day);
    if (openings) openings.push(event);
    else {
      const entry = [event];
      openingsOn.set(day, entry);
      entries.push(entry);
    }
  }
  return entries;
}
