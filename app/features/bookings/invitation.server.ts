import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Company } from '~/content/company';
import type { Locale } from '~/lib/locale';
import { bookingCopy } from './booking';

// iCalendar (RFC 5545) through ical-generator: the invitation emailed to the customer
// (METHOD:REQUEST, or CANCEL once cancelled) and each staff member's subscribable feed.

// Not the profile's email domain: a visit's UID must never change, or a calendar would add an update as a second event.
const UID_DOMAIN = 'gableswindowcare.com';

/** Who made the calendar (PRODID): the company as the profile names it. */
function product(company: Pick<Company, 'name'>) {
  return { company: company.name, product: 'Estimate visits', language: 'EN' } as const;
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

/** What every version of a visit's event says, in the invitation and in the feeds alike. */
function eventOf(visit: CalendarVisit) {
  return {
    id: visitUid(visit.id),
    sequence: visit.sequence,
    start: new Date(visit.startsAt),
    end: new Date(visit.endsAt),
    stamp: new Date(visit.updatedAt),
    location: `${visit.address}, ${visit.zipCode}`,
    status: visit.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
}

/** The invitation attached to the customer's email: a request while booked, a cancellation after, from the company as the profile has it. */
export function visitInvitation(visit: CalendarVisit, manageUrl: string, company: Pick<Company, 'name' | 'email'>): string {
  const words = bookingCopy[visit.language].email;
  const cancelled = visit.status === 'cancelled';
  const calendar = ical({ prodId: product(company), method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  calendar.createEvent({
    ...eventOf(visit),
    summary: words.eventSummary(company.name),
    description: words.eventDescription(manageUrl),
    url: manageUrl,
    organizer: { name: company.name, email: company.email },
    attendees: [{ name: visit.customerName, email: visit.customerEmail, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false }],
  });
  return calendar.toString();
}

/** A staff member's visits as a feed Google Calendar or Apple Calendar subscribes to. */
export function staffFeed(company: Pick<Company, 'name'>, name: string, visits: readonly CalendarVisit[]): string {
  const calendar = ical({ prodId: product(company), name: `${company.name} – ${name}`, ttl: 15 * 60 });
  for (const visit of visits) {
    calendar.createEvent({
      ...eventOf(visit),
      summary: `Estimate: ${visit.customerName}`,
      description: `${visit.customerName}\n${visit.customerPhone}\n${visit.customerEmail}`,
    });
  }
  return calendar.toString();
}
