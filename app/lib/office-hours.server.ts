import { type MessageKey } from '~/content/messages/en';
import type { Locale } from './locale';
import { translator } from './messages';
import { messagesFor } from './messages.server';

/** The office hours in a language, in the site's own words for them: "Mon-Fri: 8:45 AM - 6:00 PM; Saturday: …; Sunday: Closed". */
export function officeHoursText(language: Locale): string {
  const t = translator(language, messagesFor(language));
  const pairs: [MessageKey, MessageKey][] = [
    ['hours.weekdays', 'hours.weekdaysTime'],
    ['hours.saturday', 'hours.saturdayTime'],
    ['hours.sunday', 'hours.closed'],
  ];
  return pairs.map(([days, hours]) => `${t(days)}: ${t(hours)}`).join('; ');
}
