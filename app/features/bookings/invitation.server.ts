import ical, { ICalAlarmType, ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Company } from '~/content/company';
import type { Locale } from '~/lib/locale';
import { bookingCopy } from './booking';

// iCalendar (RFC 5545) through ical-generator: the invitation emailed to the customer
// (METHOD:REQUEST, or CANCEL once cancelled) and each staff member's subscribable feed.

// Not the profile's email domain: a visit's UID must never change, or a calendar would add an update as a second event.
const UID_DOMAIN = 'gableswindowcare.com';

// ical-generator escapes the events' text (SUMMARY, DESCRIPTION, LOCATION) and folds every line
// at 75 octets, but writes the calendar's PRODID and NAME as given, and escapes a quoted
// parameter (CN) with backslashes, which RFC 5545 does not have. So names are made one line here,
// a CN loses what a quoted value cannot hold, and PRODID and NAME are escaped before it sees them.

/** A name on one line: line breaks and other control characters become spaces. */
function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** A quoted parameter value (CN="…"): it cannot hold a DQUOTE, and a backslash escapes nothing there (ical-generator would double it). */
function quotedParam(value: string): string {
  return oneLine(value).replaceAll('"', "'").replaceAll('\\', '');
}

/** A TEXT value ical-generator writes unescaped (PRODID, NAME, X-WR-CALNAME). */
function escapedText(value: string): string {
  return oneLine(value).replace(/[\\;,]/g, (char) => `\\${char}`);
}

/** Who made the calendar (PRODID): the company as the profile names it. */
function product(company: Pick<Company, 'name'>) {
  return { company: escapedText(company.name), product: 'Estimate visits', language: 'EN' } as const;
}

export interface CalendarVisit {
  id: string;
  startsAt: string;
  endsAt: string;
  status: 'booked' | 'cancelled';
  sequence: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  address: string;
  zipCode: string;
  language: Locale;
  updatedAt: string;
}

/** The same UID for every version of a visit, so a calendar updates the event instead of adding one. */
export function visitUid(id: string): string {
  return `visit-${id}@${UID_DOMAIN}`;
}

/** Where the visit is, as a calendar or a map reads it: the street, the state (the company's) and the ZIP code. */
export function visitLocation(visit: Pick<CalendarVisit, 'address' | 'zipCode'>, region: string): string {
  return oneLine(`${visit.address}, ${region} ${visit.zipCode}`);
}

/** How long before the visit the customer's calendar reminds them (VALARM). */
const ALARM_SECONDS = 60 * 60;

/** The event in Google Calendar's own "add event" page: for a customer whose mail app does not read the attached invitation. */
export function googleCalendarLink(visit: CalendarVisit, summary: string, details: string, region: string): string {
  const compact = (iso: string) => `${new Date(iso).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: summary,
    dates: `${compact(visit.startsAt)}/${compact(visit.endsAt)}`,
    details,
    location: visitLocation(visit, region),
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** What every version of a visit's event says, in the invitation and in the feeds alike. */
function eventOf(visit: CalendarVisit, region: string) {
  return {
    id: visitUid(visit.id),
    sequence: visit.sequence,
    start: new Date(visit.startsAt),
    end: new Date(visit.endsAt),
    stamp: new Date(visit.updatedAt),
    location: visitLocation(visit, region),
    status: visit.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
}

/** The invitation attached to the customer's email: a request while booked, a cancellation after, from the company as the profile has it. */
export function visitInvitation(visit: CalendarVisit, manageUrl: string, company: Pick<Company, 'name' | 'email' | 'address'>): string {
  const words = bookingCopy[visit.language].email;
  return invitationCalendar(
    {
      ...eventOf(visit, company.address.addressRegion),
      cancelled: visit.status === 'cancelled',
      summary: words.eventSummary(oneLine(company.name)),
      description: words.eventDescription(manageUrl),
      url: manageUrl,
      attendee: { name: visit.customerName, email: visit.customerEmail },
    },
    company,
  );
}

/** One event of an invitation: its UID never changes, its SEQUENCE rises with each version. */
export interface InvitationEvent {
  id: string;
  sequence: number;
  start: Date;
  end: Date;
  stamp: Date;
  location: string;
  cancelled: boolean;
  summary: string;
  description: string;
  url?: string;
  attendee: { name: string; email: string };
}

/**
 * An invitation as the customer's calendar reads it (METHOD:REQUEST, or CANCEL once cancelled),
 * with a reminder an hour before while it stands: estimate visits here, install visits in
 * features/jobs, each with its own UID.
 */
export function invitationCalendar(event: InvitationEvent, company: Pick<Company, 'name' | 'email'>, productName = 'Estimate visits'): string {
  const calendar = ical({
    prodId: { ...product(company), product: escapedText(productName) },
    method: event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const created = calendar.createEvent({
    id: event.id,
    sequence: event.sequence,
    start: event.start,
    end: event.end,
    stamp: event.stamp,
    location: oneLine(event.location),
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: event.summary,
    description: event.description,
    ...(event.url ? { url: event.url } : {}),
    organizer: { name: quotedParam(company.name), email: company.email },
    attendees: [
      { name: quotedParam(event.attendee.name), email: event.attendee.email, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false },
    ],
  });
  // The customer's calendar reminds them an hour before.
  if (!event.cancelled) created.createAlarm({ type: ICalAlarmType.display, trigger: ALARM_SECONDS, description: event.summary });
  return calendar.toString();
}

/** A staff member's visits as a feed Google Calendar or Apple Calendar subscribes to. */
export function staffFeed(company: Pick<Company, 'name' | 'address'>, name: string, visits: readonly CalendarVisit[]): string {
  const calendar = ical({ prodId: product(company), name: escapedText(`${company.name} – ${name}`), ttl: 15 * 60 });
  for (const visit of visits) {
    const customer = oneLine(visit.customerName);
    calendar.createEvent({
      ...eventOf(visit, company.address.addressRegion),
      summary: `Estimate: ${customer}`,
      description: `${customer}\n${oneLine(visit.customerPhone)}\n${visit.customerEmail}`,
    });
  }
  return calendar.toString();
}
