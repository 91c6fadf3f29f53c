/** 0 = Sunday ... 6 = Saturday, matching Date#getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** 24-hour local times in the business time zone, 'HH:MM'. */
export interface DailyHours {
  readonly opens: string;
  readonly closes: string;
}

export type WeeklyHours = Readonly<Record<Weekday, DailyHours | null>>;

export interface HoursLine {
  readonly days: string;
  readonly hours: string;
}

export const businessTimeZone = 'America/New_York';

export const weekdayNames: Readonly<Record<Weekday, string>> = {
  0: 'Sunday',
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
};

const weekdayHours: DailyHours = { opens: '08:45', closes: '18:00' };

export const weeklyHours: WeeklyHours = {
  0: null,
  1: weekdayHours,
  2: weekdayHours,
  3: weekdayHours,
  4: weekdayHours,
  5: weekdayHours,
  6: { opens: '09:00', closes: '16:00' },
};

// Written out rather than derived so the wording the UI shows is exactly the SPEC's;
// a test keeps it in step with weeklyHours.
export const hoursLines: readonly HoursLine[] = [
  { days: 'Mon-Fri', hours: '8:45 AM - 6:00 PM' },
  { days: 'Saturday', hours: '9:00 AM - 4:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
];
