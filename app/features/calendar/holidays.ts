import type { Locale } from '~/lib/locale';

/** The holidays the office closes for, as a local contractor does. */
export const holidayIds = ['new-year', 'memorial-day', 'independence-day', 'labor-day', 'thanksgiving', 'christmas'] as const;
export type HolidayId = (typeof holidayIds)[number];

export interface Holiday {
  holiday: HolidayId;
  /** The day the office is closed, 'YYYY-MM-DD'. */
  day: string;
  note: Record<Locale, string>;
}

const notes: Record<HolidayId, Record<Locale, string>> = {
  'new-year': { en: "Closed for New Year's Day", es: 'Cerrado por Año Nuevo' },
  'memorial-day': { en: 'Closed for Memorial Day', es: 'Cerrado por el Día de los Caídos' },
  'independence-day': { en: 'Closed for the Fourth of July', es: 'Cerrado por el 4 de julio' },
  'labor-day': { en: 'Closed for Labor Day', es: 'Cerrado por el Día del Trabajo' },
  thanksgiving: { en: 'Closed for Thanksgiving', es: 'Cerrado por Acción de Gracias' },
  christmas: { en: 'Closed for Christmas', es: 'Cerrado por Navidad' },
};

function iso(year: number, month: number, date: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** The `nth` (1-based; -1 the last) `weekday` (0 = Sunday) of a month (1-12). */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return iso(year, month, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7);
  }
  const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = new Date(Date.UTC(year, month - 1, lastDate)).getUTCDay();
  return iso(year, month, lastDate - ((last - weekday + 7) % 7));
}

/** A fixed-date holiday that falls on a Sunday, when the office is closed anyway, is taken on the Monday. */
function observed(year: number, month: number, date: number): string {
  const sunday = new Date(Date.UTC(year, month - 1, date)).getUTCDay() === 0;
  return iso(year, month, sunday ? date + 1 : date);
}

/** The holidays of `year` with the day the office closes for each. */
export function holidaysOf(year: number): Holiday[] {
  const days: Record<HolidayId, string> = {
    'new-year': observed(year, 1, 1),
    'memorial-day': nthWeekday(year, 5, 1, -1),
    'independence-day': observed(year, 7, 4),
    'labor-day': nthWeekday(year, 9, 1, 1),
    thanksgiving: nthWeekday(year, 11, 4, 4),
    christmas: observed(year, 12, 25),
  };
  return holidayIds.map((holiday) => ({ holiday, day: days[holiday], note: notes[holiday] }));
}
