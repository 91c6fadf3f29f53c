/** The calendar's own settings: one row, id 'calendar'. */
export interface CalendarSettingsTable {
  id: string;
  /** The IANA zone the hours are kept in: 'America/New_York'. */
  timeZone: string;
  /** The last year whose holidays were added as closures; null before the first. */
  holidaysThrough: number | null;
  updatedAt: string;
  updatedBy: string | null;
}

/** The office's hours on one weekday (0 = Sunday); a weekday without a row is closed. */
export interface OpeningHoursTable {
  weekday: number;
  /** 'HH:MM', 24-hour, in the calendar's zone. */
  opens: string;
  closes: string;
}

/** Days the office is closed whatever the weekday (a holiday, a team day), with what visitors are told. */
export interface ClosuresTable {
  id: string;
  /** 'YYYY-MM-DD', both included. */
  startsOn: string;
  endsOn: string;
  noteEn: string;
  noteEs: string;
  /** The holiday it was added for ('thanksgiving'), or null for one the owner added. */
  holiday: string | null;
  createdAt: string;
  createdBy: string | null;
}

/** A staff member's working hours on one weekday; a weekday without a row is a day off. */
export interface StaffHoursTable {
  userId: string;
  weekday: number;
  starts: string;
  ends: string;
}

/** Days a staff member is away, from `startsOn` to `endsOn` (both included). */
export interface StaffTimeOffTable {
  id: string;
  userId: string;
  startsOn: string;
  endsOn: string;
  note: string;
  createdAt: string;
  createdBy: string | null;
}

declare module '~/lib/db-schema' {
  interface Database {
    calendarSettings: CalendarSettingsTable;
    openingHours: OpeningHoursTable;
    closures: ClosuresTable;
    staffHours: StaffHoursTable;
    staffTimeOff: StaffTimeOffTable;
  }
}
