import { weekdays } from '~/lib/business-hours';
import { z } from '~/lib/schema';

// The calendar's input rules, one schema per change, shared by the server functions and the
// owner's editor that will post to them. Messages name the problem in the owner's words.

/** 'HH:MM', 24-hour. */
export const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM (24-hour), such as 08:45 or 18:00.');

/** 'YYYY-MM-DD', a day that exists. */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, 'That date does not exist.');

/** One day's hours, or null for a day off; opening must come before closing. */
const dayHours = z
  .object({ opens: time, closes: time })
  .nullable()
  .refine((hours) => hours === null || hours.opens < hours.closes, 'The closing time must be after the opening time.');

/** Hours for all seven weekdays, keyed 0 (Sunday) to 6 (Saturday). */
export const weeklyHoursSchema = z.object(
  Object.fromEntries(weekdays.map((day) => [String(day), dayHours])) as Record<`${0 | 1 | 2 | 3 | 4 | 5 | 6}`, typeof dayHours>,
);

/** The longest closure or time off taken in one go. */
export const MAX_RANGE_DAYS = 366;

/** A range of days, first to last (both included), no longer than MAX_RANGE_DAYS. */
function checkRange(range: { startsOn: string; endsOn: string }, context: z.RefinementCtx) {
  if (range.endsOn < range.startsOn) context.addIssue({ code: 'custom', message: 'The last day must be on or after the first day.', path: ['endsOn'] });
  else if ((Date.parse(range.endsOn) - Date.parse(range.startsOn)) / 86_400_000 >= MAX_RANGE_DAYS) {
    context.addIssue({ code: 'custom', message: `A range can cover at most ${MAX_RANGE_DAYS} days.`, path: ['endsOn'] });
  }
}

const note = (language: string) =>
  z
    .string()
    .trim()
    .min(1, `Write what visitors are told in ${language}, such as "Closed for Thanksgiving".`)
    .max(120, `Keep the ${language} note to 120 characters.`);

export const closureSchema = z
  .object({ startsOn: calendarDay, endsOn: calendarDay, note: z.object({ en: note('English'), es: note('Spanish') }) })
  .superRefine(checkRange);
export type ClosureInput = z.input<typeof closureSchema>;

export const timeOffSchema = z
  .object({
    userId: z.string().min(1, 'Choose a staff member.'),
    startsOn: calendarDay,
    endsOn: calendarDay,
    note: z.string().trim().max(200, 'Keep the note to 200 characters.').default(''),
  })
  .superRefine(checkRange);
export type TimeOffInput = z.input<typeof timeOffSchema>;

export const staffHoursSchema = z.object({ userId: z.string().min(1, 'Choose a staff member.'), hours: weeklyHoursSchema });
export type StaffHoursInput = z.input<typeof staffHoursSchema>;

/** A change refused for its input: what is wrong, per field ('endsOn', 'note.en', 'hours.1'). */
export interface InvalidCalendarInput {
  ok: false;
  reason: 'invalid';
  message: string;
  fieldErrors: Record<string, string>;
}

export function invalidInput(error: z.ZodError): InvalidCalendarInput {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[issue.path.join('.') || 'form'] ??= issue.message;
  return { ok: false, reason: 'invalid', message: error.issues[0]?.message ?? 'Check the calendar entry.', fieldErrors };
}
