// Test support: the business calendar as a freshly migrated database holds it (the seeded hours,
// Eastern time), without holidays, for tests of code that is handed a calendar rather than reading one.
import { defaultTimeZone } from '~/features/calendar/business-dates';
import type { BusinessCalendar } from '~/lib/business-hours';

const weekday = { opens: '08:45', closes: '18:00' };

export const seededCalendar: BusinessCalendar = {
  timeZone: defaultTimeZone,
  weekly: { 0: null, 1: weekday, 2: weekday, 3: weekday, 4: weekday, 5: weekday, 6: { opens: '09:00', closes: '16:00' } },
  closures: [],
};
