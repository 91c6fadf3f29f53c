import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import { listStaffContacts, type StaffContact } from '~/features/accounts/roles/roles.server';
import { htmlButton, htmlEmail, htmlParagraph } from '~/features/mail/email-html';
import { enqueueEmails } from '~/features/mail/outbox.server';
import { executeInsert } from '~/lib/compiled-insert.server';
import type { Database } from '~/lib/db-schema';
import { backoff, defineJobKind, handleJob, jobRow, type JobRun } from '~/lib/jobs/jobs.server';
import { pushToStaff, type VapidKeys } from './push-devices.server';
import { type ChannelName, staffEvents } from './staff-events';
import { readStaffPreferences } from './staff-preferences.server';

/**
 * Alerting staff, from any feature: say what happened and where to look; this decides who hears
 * it and how (each staff member's channels for the event, on /admin/notifications).
 *
 *   await notifyStaff(trx, { event: 'new-lead', title, body, url: `/admin/quote-submissions/${id}`,
 *     idempotencyKey: `new-lead:${id}` });
 *
 * Queued in the caller's transaction as one job (`notifications.staff`) keyed by
 * `idempotencyKey`: queued once, and a retried job reaches no one twice (a push replaces the
 * device's notification with the same tag; an email is queued once per person and key).
 */
export interface StaffNotice {
  event: (typeof staffEvents)[number];
  /** The lead (or conversation) it is about; for the log. */
  leadId?: string;
  title: string;
  body: string;
  /** The back-office path it opens, e.g. /admin/quote-submissions/<id>. */
  url: string;
  idempotencyKey: string;
  /** A device shows this alert in place of an earlier one with the same tag (a lead's escalation replaces its arrival); the key by default. */
  tag?: string;
  /** Only these staff members (e.g. those available to chat); every staff member without it. */
  userIds?: readonly string[];
  /** How long the alert is worth anything (a hand-off: the two minutes it can be accepted); a day by default. */
  expiresInSeconds?: number;
}

/** What a channel is asked to deliver: the notice, with the tag that makes a repeat replace the first. */
export interface StaffAlert {
  event: StaffNotice['event'];
  title: string;
  body: string;
  url: string;
  key: string;
  tag: string;
  expiresInSeconds: number;
}

export interface ChannelOutcome {
  /** People (or their devices) the alert reached, or is queued for. */
  delivered: number;
  /** What failed, with why; a channel that reached nobody and failed makes the job try again. */
  failed: string[];
}

/**
 * One way of reaching staff. A channel gets the staff members who chose it for the event and
 * delivers to each; it must be idempotent per alert key, since a retried job calls it again.
 * Web Push and email are the channels; an SMS channel is one more module implementing this.
 */
export interface StaffChannel {
  readonly name: ChannelName;
  deliver(alert: StaffAlert, recipients: readonly StaffContact[], run: JobRun): Promise<ChannelOutcome>;
}

const DAY_S = 24 * 60 * 60;

const staffAlertKind = defineJobKind({
  kind: 'notifications.staff',
  schema: z.object({
    event: z.enum(staffEvents),
    leadId: z.string().nullable(),
    title: z.string(),
    body: z.string(),
    url: z.string(),
    key: z.string(),
    tag: z.string(),
    userIds: z.array(z.string()).nullable(),
    expiresInSeconds: z.number(),
  }),
  maxAttempts: 5,
  retryDelayMs: backoff(15_000),
});

/** Queues an alert to staff in the caller's transaction; queued once per idempotencyKey. */
export async function notifyStaff(db: Kysely<Database> | Transaction<Database>, notice: StaffNotice, now: Date = new Date()): Promise<void> {
  const row = jobRow(
    staffAlertKind,
    {
      event: notice.event,
      leadId: notice.leadId ?? null,
      title: notice.title.slice(0, 150),
      body: notice.body.slice(0, 300),
      url: notice.url,
      key: notice.idempotencyKey,
      tag: notice.tag ?? notice.idempotencyKey,
      userIds: notice.userIds ? [...notice.userIds] : null,
      expiresInSeconds: notice.expiresInSeconds ?? DAY_S,
    },
    { key: `notifications.staff:${notice.idempotencyKey}`, now },
  );
  await executeInsert(db, 'staff-alert-job', [row], () =>
    db
      .insertInto('jobs')
      .values(row)
      .onConflict((conflict) => conflict.column('key').doNothing()),
  );
}

/** Web Push to each recipient's devices; the notification's tag is the alert's key. */
export function pushChannel(
  db: Kysely<Database>,
  keys: VapidKeys,
  { logger, allowedHosts }: { logger: Pick<Logger, 'warn'>; allowedHosts?: readonly string[] },
): StaffChannel {
  return {
    name: 'push',
    async deliver(alert, recipients, run) {
      const outcome = await pushToStaff(db, keys, { title: alert.title, body: alert.body, url: alert.url, tag: alert.tag }, run.now, {
        logger,
        allowedHosts,
        userIds: recipients.map((person) => person.id),
        timeToLiveSeconds: alert.expiresInSeconds,
      });
      return { delivered: outcome.delivered, failed: outcome.failed };
    },
  };
}

/** An email to each recipient's own address, through the outbox: queued once per person and alert. */
export function emailChannel(db: Kysely<Database>, { publicUrl, appName }: { publicUrl: string; appName: () => Promise<string> }): StaffChannel {
  return {
    name: 'email',
    async deliver(alert, recipients, run) {
      if (recipients.length === 0) return { delivered: 0, failed: [] };
      const link = `${publicUrl}${alert.url}`;
      const name = await appName();
      await enqueueEmails(
        db,
        recipients.map((person) => ({
          kind: `staff-alert.${alert.event}`,
          refId: `${alert.key}:${person.id}`,
          to: person.email,
          subject: alert.title,
          text: `${alert.body}\n\nOpen it: ${link}\n\n${name} back office\n`,
          html: htmlEmail({ title: alert.title, body: [htmlParagraph(alert.body), htmlButton(link, 'Open in the back office')].join('\n') }),
        })),
        run.now,
      );
      return { delivered: recipients.length, failed: [] };
    },
  };
}

/**
 * Delivers a queued staff alert: every staff member named (or every one), each through the
 * channels they chose for the event. An alert that reached nobody while something failed is
 * tried again; one that reached someone is not (a retry would repeat it to them).
 */
export function staffAlertJob(db: Kysely<Database>, channels: readonly StaffChannel[], logger: Pick<Logger, 'info' | 'warn'>) {
  return handleJob(staffAlertKind, async (payload, run) => {
    const staff = await listStaffContacts(db, payload.userIds ?? undefined);
    const preferences = await readStaffPreferences(
      db,
      staff.map((person) => person.id),
    );
    const alert: StaffAlert = {
      event: payload.event,
      title: payload.title,
      body: payload.body,
      url: payload.url,
      key: payload.key,
      tag: payload.tag,
      expiresInSeconds: payload.expiresInSeconds,
    };
    let delivered = 0;
    const failed: string[] = [];
    for (const channel of channels) {
      const recipients = staff.filter((person) => preferences.get(person.id)?.[payload.event][channel.name]);
      const outcome = await channel.deliver(alert, recipients, run);
      delivered += outcome.delivered;
      failed.push(...outcome.failed.map((why) => `${channel.name}: ${why}`));
    }
    const context = { jobId: run.id, event: payload.event, leadId: payload.leadId, attempt: run.attempt };
    if (failed.length > 0 && delivered === 0) throw new Error(failed.join('; '));
    if (failed.length > 0) logger.warn({ ...context, failed }, 'staff alert missed some devices');
    logger.info({ ...context, delivered, failed: failed.length }, 'staff alert sent');
  });
}
