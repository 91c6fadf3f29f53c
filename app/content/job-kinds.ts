// The failed-jobs page's name for each kind of background job, as staff know it (the back office
// is in English). server/job-definitions.test.ts fails when a kind the processes run has none.

export const jobKindLabels: Readonly<Record<string, string>> = {
  'leads.follow-up': "A new lead's emails and staff alert",
  'mail.send': 'Email',
  'notifications.staff': 'Alert to staff (devices, email or text)',
  'leads.escalate': 'Escalation of waiting leads',
  'leads.spam-digest': 'Suspected spam digest',
  'assistant.handoff-timeout': 'Chat hand-off timeout',
  'followups.send': 'Follow-up or review request email',
  'bookings.reminder': 'Visit reminder email',
  'bookings.expire-unconfirmed': 'Releasing an unconfirmed booking',
  'messaging.send': 'Text message to a customer',
  'messaging.staff-text': 'Alert to staff by text',
  'payments.receipt': "A payment's receipt and staff alert",
  'jobs.due-dates': 'Florida due dates of window jobs',
  'jobs.install-notice': 'Install visit email with its invitation',
  'jobs.install-reminder': 'Install visit reminder email',
  'jobs.retention': 'Deleting old finished jobs',
};

/** The label of a kind; a kind without one shows as it is named. */
export function jobKindLabel(kind: string): string {
  return jobKindLabels[kind] ?? kind;
}
