import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { type CalendarVisit, staffFeed, visitInvitation } from './invitation.server';
import type { Company } from '~/content/company';

// Names come from customers, the owner's profile and staff accounts: whatever they hold, the
// invitation and the feed stay RFC 5545 that a calendar reads as we meant it.

const visit: CalendarVisit = {
  id: 'v1',
  startsAt: '2027-02-03T15:00:00.000Z',
  endsAt: '2027-02-03T16:00:00.000Z',
  status: 'booked',
  sequence: 0,
  customerName: 'Jo "Skip" O\\Neil\r\nATTENDEE:mailto:intruder@example.com',
  customerEmail: 'jo@example.com',
  customerPhone: '305-555-0188',
  address: '1200 Anastasia Ave\r\nX-INJECTED:1',
  zipCode: '33134',
  language: 'en',
  updatedAt: '2027-02-01T12:00:00.000Z',
};
const company = {
  name: 'Vidrios "La Perla", Sol; Mar\r\nX-INJECTED:2',
  email: 'office@laperla.example',
  address: { addressRegion: 'FL' },
} as unknown as Company;

/** The content lines of an iCalendar text, unfolded (a CRLF and one space or tab join two lines). */
function contentLines(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}

/** What every iCalendar text we write must be, whatever the names in it. */
function expectWellFormed(text: string) {
  const physical = text.split('\r\n');
  for (const line of physical) {
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    // No bare CR or LF inside a line: only CRLF ends one.
    expect(line).not.toMatch(/[\r\n]/);
  }
  const names = contentLines(text).map((line) => /^[A-Z-]+/.exec(line)?.[0]);
  expect(names).not.toContain('X-INJECTED');
  expect(names.filter((name) => name === 'ATTENDEE').length).toBeLessThanOrEqual(1);
  for (const line of contentLines(text).filter((line) => /;CN=/.test(line))) {
    // CN="…" with no DQUOTE and no backslash inside, then the next parameter or the value.
    expect(line).toMatch(/;CN="[^"\\]*"[;:]/);
  }
}

describe('the invitation and the staff feed as iCalendar text', () => {
  it('keeps a quote, a backslash or a line break in a customer’s or the company’s name from breaking the invitation', () => {
    const text = visitInvitation(visit, 'https://gwc.example/book/manage/token', company);
    expectWellFormed(text);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(event.getAllProperties('attendee')).toHaveLength(1);
    expect(event.getFirstProperty('attendee')!.getParameter('cn')).toBe("Jo 'Skip' ONeil ATTENDEE:mailto:intruder@example.com");
    expect(String(event.getFirstProperty('attendee')!.getFirstValue()).toLowerCase()).toBe('mailto:jo@example.com');
    expect(event.getFirstProperty('organizer')!.getParameter('cn')).toBe("Vidrios 'La Perla', Sol; Mar X-INJECTED:2");
    expect(event.getFirstPropertyValue('location')).toBe('1200 Anastasia Ave X-INJECTED:1, FL 33134');
    expect(event.getFirstPropertyValue('summary')).toBe('Free window estimate – Vidrios "La Perla", Sol; Mar X-INJECTED:2');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Vidrios "La Perla", Sol; Mar X-INJECTED:2//Estimate visits//EN');
  });

  it('keeps a line break in a staff member’s name from breaking the feed, with every name escaped and folded', () => {
    const staffName = 'Ana Ruiz\r\nBEGIN:VEVENT\nX-INJECTED:3';
    const many = Array.from({ length: 3 }, (_, index) => ({ ...visit, id: `v${index}`, customerName: `Cliente ${'ñ'.repeat(40)} "${index}"\n` }));
    const text = staffFeed(company, staffName, many);
    expectWellFormed(text);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(3);
    // NAME (RFC 7986) and X-WR-CALNAME are TEXT: a comma and a semicolon escaped (ical.js reads neither as TEXT).
    const calendarName = 'Vidrios "La Perla"\\, Sol\\; Mar X-INJECTED:2 – Ana Ruiz BEGIN:VEVENT X-INJECTED:3';
    expect(contentLines(text)).toEqual(expect.arrayContaining([`NAME:${calendarName}`, `X-WR-CALNAME:${calendarName}`]));
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('summary')).toBe(`Estimate: Cliente ${'ñ'.repeat(40)} "0"`);
  });
});
