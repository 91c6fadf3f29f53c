import { type DateFormat, type Locale, localeDateFormat } from '~/lib/locale';

// How an install visit's time reads, in the calendar's zone: 'Tuesday, March 3, 8:00 AM–3:00 PM'
// ('martes, 3 de marzo, 8:00 a. m.–3:00 p. m.'), both days named when it runs past midnight.

const formats = new Map<string, DateFormat>();
function cached(locale: Locale, key: 'day' | 'clock', timeZone: string): DateFormat {
  const id = `${locale}:${key}:${timeZone}`;
  let format = formats.get(id);
  if (!format) {
    format = localeDateFormat(
      locale,
      key === 'day' ? { weekday: 'long', month: 'long', day: 'numeric', timeZone } : { hour: 'numeric', minute: '2-digit', timeZone },
    );
    formats.set(id, format);
  }
  return format;
}

/** '8:00 AM' in the zone. */
export function installClock(at: string | number, locale: Locale, timeZone: string): string {
  return cached(locale, 'clock', timeZone).format(new Date(at));
}

/** 'Tuesday, March 3' in the zone. */
export function installDay(at: string | number, locale: Locale, timeZone: string): string {
  return cached(locale, 'day', timeZone).format(new Date(at));
}

/** '8:00 AM–3:00 PM' when both ends are on one day, else each end with its day. */
export function installRange(startsAt: string, endsAt: string, locale: Locale, timeZone: string): string {
  const [startDay, endDay] = [installDay(startsAt, locale, timeZone), installDay(endsAt, locale, timeZone)];
  if (startDay === endDay) return `${installClock(startsAt, locale, timeZone)}–${installClock(endsAt, locale, timeZone)}`;
  return `${installClock(startsAt, locale, timeZone)} – ${endDay}, ${installClock(endsAt, locale, timeZone)}`;
}

/** 'Tuesday, March 3, 8:00 AM–3:00 PM'. */
export function installWhen(startsAt: string, endsAt: string, locale: Locale, timeZone: string): string {
  return `${installDay(startsAt, locale, timeZone)}, ${installRange(startsAt, endsAt, locale, timeZone)}`;
}
