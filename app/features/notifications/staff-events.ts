// The events staff are alerted to and the channels an alert can take; shared by the server and
// the preferences form. The SMS channel (staff-sms.server.ts) is offered only while texting is configured.

export const staffEvents = ['new-lead', 'escalation', 'hand-off', 'payment', 'visit', 'job-due'] as const;
export type StaffEvent = (typeof staffEvents)[number];

export const channelNames = ['push', 'email', 'sms'] as const;
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

export const channelLabels: Readonly<Record<ChannelName, string>> = { push: 'On my devices', email: 'By email', sms: 'By text' };

/** The events a staff member may choose to get by text (issue 46): the urgent ones. */
export const smsEvents: readonly StaffEvent[] = ['new-lead', 'escalation', 'hand-off'];

/** The Alerts page's form of a staff member's mobile number for text alerts. */
export const SMS_PHONE_INTENT = 'alert-sms-phone';

/** The Alerts page's form of a staff member's choices. */
export const PREFERENCES_INTENT = 'alert-preferences';

/** A checkbox's name: `new-lead_push`. */
export function preferenceField(event: StaffEvent, channel: ChannelName): string {
  return `${event}_${channel}`;
}
