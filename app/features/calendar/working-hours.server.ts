import { data } from 'react-router';
import { listStaffContacts } from '~/features/accounts/roles/roles.server';
import { addTimeOff, getBusinessCalendar, getStaffHours, listTimeOff, removeTimeOff, setStaffHours } from '~/features/calendar/calendar.server';
import type { StaffHoursInput } from '~/features/calendar/calendar';
import type { Actor } from '~/lib/audit-log.server';
import { localTime, type Weekday, weekdays } from '~/lib/business-hours';
import { readFormBody } from '~/lib/form-body.server';
import { MAX_JSON_BYTES } from '~/lib/json-body.server';
import type { AppServices } from '~/lib/request-context';
import { formatWeekdayDate } from './business-dates';

// The estimators' working hours and time off (/admin/calendar/hours): staff pick a staff member,
// set the hours of each weekday and add or remove days away. Availability changes at once, in
// every process (the calendar feature's changes record STAFF_SCHEDULES_CHANGED).

/** The week as the screen shows it: Monday first. */
export const WEEK_ORDER: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** One weekday's row of the form, as shown (or as typed, after a refusal). */
export interface DayRow {
  weekday: Weekday;
  name: string;
  works: boolean;
  opens: string;
  closes: string;
}

export interface WorkingHoursReply {
  intent: 'hours' | 'add-time-off' | 'remove-time-off' | null;
  ok: boolean;
  message: string;
  /** Per field: 'day-1' (Monday's row), 'startsOn', 'endsOn', 'note'. */
  fieldErrors: Record<string, string>;
  /** What was typed, for the form that was refused. */
  days?: DayRow[];
  timeOff?: { startsOn: string; endsOn: string; note: string };
}

const DEFAULT_DAY = { opens: '09:00', closes: '17:00' };

/** What the hours screen shows. */
export type WorkingHoursData = Awaited<ReturnType<typeof workingHoursLoader>>;

export async function workingHoursLoader(services: AppServices, request: Request, now = new Date()) {
  const url = new URL(request.url);
  const staff = await listStaffContacts(services.db);
  const chosen = staff.find((member) => member.id === url.searchParams.get('staff')) ?? staff[0];
  const { timeZone } = await getBusinessCalendar(services.db);
  // The zone the hours are kept in, as staff say it: 'Eastern Time'.
  const zoneName =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(now).find((part) => part.type === 'timeZoneName')?.value ??
    timeZone;
  if (!chosen) return { staff: [], chosen: null, zoneName, days: [], timeOff: [] };
  const today = localTime(now, timeZone).day;
  const [weekly, away] = await Promise.all([getStaffHours(services.db, chosen.id), listTimeOff(services.db, chosen.id, today)]);
  const days: DayRow[] = WEEK_ORDER.map((weekday) => {
    const hours = weekly[weekday];
    return {
      weekday,
      name: WEEKDAY_NAMES[weekday],
      works: hours !== null,
      opens: hours?.opens ?? DEFAULT_DAY.opens,
      closes: hours?.closes ?? DEFAULT_DAY.closes,
    };
  });
  return {
    staff: staff.map((member) => ({ id: member.id, name: member.name || member.email })),
    chosen: { id: chosen.id, name: chosen.name || chosen.email },
    zoneName,
    days,
    timeOff: away.map((off) => ({
      id: off.id,
      note: off.note,
      label:
        off.startsOn === off.endsOn
          ? formatWeekdayDate(off.startsOn, 'en')
          : `${formatWeekdayDate(off.startsOn, 'en')} to ${formatWeekdayDate(off.endsOn, 'en')}`,
    })),
  };
}

const reply = (body: WorkingHoursReply, status = 200) => data(body, { status });

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The first message for each weekday's row, from the schema's paths ('hours.1', 'hours.1.opens'). */
function dayErrors(fieldErrors: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const match = /^hours\.(\d)/.exec(path);
    if (match) errors[`day-${match[1]}`] ??= message;
  }
  return errors;
}

export async function workingHoursAction(services: AppServices, request: Request, actor: Actor, now = new Date()) {
  const form = await readFormBody(request, MAX_JSON_BYTES);
  if (!form) return reply({ intent: null, ok: false, message: 'The form could not be read. Please send it again.', fieldErrors: {} }, 400);
  const intent = text(form, 'intent');
  const userId = text(form, 'staffId');

  if (intent === 'hours') {
    const days: DayRow[] = WEEK_ORDER.map((weekday) => ({
      weekday,
      name: WEEKDAY_NAMES[weekday],
      works: form.get(`works-${weekday}`) === 'on',
      opens: text(form, `opens-${weekday}`),
      closes: text(form, `closes-${weekday}`),
    }));
    const hours = Object.fromEntries(
      weekdays.map((weekday) => {
        const day = days.find((row) => row.weekday === weekday)!;
        return [String(weekday), day.works ? { opens: day.opens, closes: day.closes } : null];
      }),
    ) as StaffHoursInput['hours'];
    const result = await setStaffHours(services.db, { userId, hours, actor, now });
    if (result.ok) return reply({ intent, ok: true, message: 'Working hours saved. The booking page offers the new times now.', fieldErrors: {} });
    if (result.reason === 'not-found') return reply({ intent, ok: false, message: result.message, fieldErrors: {}, days }, 404);
    return reply({ intent, ok: false, message: 'Check the hours marked below.', fieldErrors: dayErrors(result.fieldErrors), days }, 400);
  }

  if (intent === 'add-time-off') {
    const timeOff = { startsOn: text(form, 'startsOn'), endsOn: text(form, 'endsOn') || text(form, 'startsOn'), note: text(form, 'note') };
    const result = await addTimeOff(services.db, { userId, ...timeOff, actor, now });
    if (result.ok) return reply({ intent, ok: true, message: 'Time off added. Those days are no longer offered for visits with them.', fieldErrors: {} });
    if (result.reason === 'not-found') return reply({ intent, ok: false, message: result.message, fieldErrors: {}, timeOff }, 404);
    return reply(
      {
        intent,
        ok: false,
        message: 'Check the time off marked below.',
        fieldErrors: result.fieldErrors,
        timeOff: { ...timeOff, endsOn: text(form, 'endsOn') },
      },
      400,
    );
  }

  if (intent === 'remove-time-off') {
    const result = await removeTimeOff(services.db, { id: text(form, 'timeOffId'), actor, now });
    if (result.ok) return reply({ intent, ok: true, message: 'Time off removed. Those days are offered again.', fieldErrors: {} });
    return reply({ intent, ok: false, message: result.message, fieldErrors: {} }, 404);
  }
  return reply({ intent: null, ok: false, message: 'Choose what to change: the hours, or a time off to add or remove.', fieldErrors: {} }, 400);
}
