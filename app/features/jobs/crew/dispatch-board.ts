// What the dispatch board (/admin/dispatch) and its server share: the forms' intents and the board's data.

export const DISPATCH_INTENTS = { place: 'place', move: 'move', unassign: 'unassign' } as const;

/** The times a placed visit takes unless the office types others. */
export const DEFAULT_HOURS = { start: '08:00', end: '15:00' } as const;

export interface DispatchVisit {
  id: string;
  jobId: string;
  orderId: string;
  /** The day it starts on, 'YYYY-MM-DD' in the calendar's zone. */
  day: string;
  time: string;
  customer: string;
  street: string | null;
  crewIds: string[];
  crew: string;
}

export interface TrayJob {
  jobId: string;
  orderId: string;
  customer: string;
  street: string | null;
  service: string;
}

export interface DispatchBoard {
  week: string;
  previousWeek: string;
  nextWeek: string;
  today: string;
  /** The day the narrow screen's list shows: `?day=`, else today in this week, else its Monday. */
  listDay: string;
  days: { day: string; label: string }[];
  crew: { id: string; name: string }[];
  visits: DispatchVisit[];
  tray: TrayJob[];
  selectedJobId: string | null;
  moving: { visit: DispatchVisit; fromCrewId: string | null } | null;
  notice: string | null;
  defaultHours: { start: string; end: string };
}

export interface DispatchActionData {
  ok: boolean;
  intent: string;
  message: string;
  fieldErrors: Record<string, string>;
  start?: string;
  end?: string;
}
