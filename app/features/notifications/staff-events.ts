// The events staff are alerted to and the channels an alert can take; shared by the server and
// the preferences form. An SMS channel joins channelNames when it is built (staff-channels.server.ts).

export const staffEvents = ['new-lead', 'escalation', 'hand-off', 'payment', 'visit', 'job-due'] as const;
export type StaffEvent = (typeof staffEvents)[number];

export const channelNames = ['push', 'email'] as const;
export type ChannelName = (typeof channelNames)[number];

/** How the Alerts page names each event and channel. */
export const staffEventLabels: Readonly<Record<StaffEvent, string>> = {
  'new-lead': 'A new lead arrives',
  escalation: 'A lead is still new after the alert time',
  'hand-off': 'A visitor asks the assistant for a person',
  payment: 'A customer pays an invoice',
  visit: 'A customer books, moves or cancels an estimate visit',
  'job-due': 'A job nears Florida’s permit or work-start date',
};

export const channelLabels: Readonly<Record<ChannelName, string>> = { push: 'On my devices', email: 'By email' };

/** The Alerts page's form of a staff member's choices. */
export const PREFERENCES_INTENT = 'alert-preferences';

/** A checkbox's name: `new-lead_push`. */
export function preferenceField(event: StaffEvent, channel: ChannelName): string {
  return `${event}_${channel}`;
}
