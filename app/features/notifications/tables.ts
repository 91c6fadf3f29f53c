import type { Selectable } from 'kysely';

// The notification feature's tables: how each person is reached and what they asked not to get.

/** A browser a staff member turned push alerts on in (push-devices.server.ts). */
export interface PushDeviceTable {
  id: string;
  userId: string;
  /** The push service's URL for this browser; unique. */
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url): the payload is encrypted to them. */
  p256dh: string;
  auth: string;
  userAgent: string | null;
  createdAt: string;
  lastPushedAt: string | null;
}

/** The VAPID key pair generated on first start (base64url), one row named 'vapid'. */
export interface PushKeyTable {
  name: string;
  publicKey: string;
  privateKey: string;
  createdAt: string;
}

/** A customer's email address that asked for no more automated email (opt-outs.server.ts). */
export interface EmailOptOutTable {
  /** The address, trimmed and lower-cased: one row per address. */
  email: string;
  optedOutAt: string;
  /** How: 'one-click' (the mail client's button, RFC 8058), 'link' (the page's button) or 'staff' (by hand, e.g. after a mailto: request). */
  source: string;
}

/** One automated email's unsubscribe link: the SHA-256 of its random token and the address it stops (unsubscribe-links.server.ts). */
export interface UnsubscribeTokenTable {
  tokenHash: string;
  /** The address, trimmed and lower-cased. */
  email: string;
  createdAt: string;
}

/** A staff member's choice for one event and channel; no row means the default (staff-preferences.server.ts). */
export interface StaffAlertPreferenceTable {
  userId: string;
  /** new-lead, escalation, hand-off */
  event: string;
  /** email, push, sms */
  channel: string;
  /** 1 or 0 (on SQLite and PostgreSQL alike). */
  enabled: number;
  updatedAt: string;
}

/** The mobile number (E.164) a staff member gets the alerts they chose by text on (staff-sms.server.ts). */
export interface StaffSmsPhoneTable {
  userId: string;
  phone: string;
  updatedAt: string;
}

declare module '~/lib/db-schema' {
  interface Database {
    staffSmsPhones: StaffSmsPhoneTable;
    pushDevices: PushDeviceTable;
    pushKeys: PushKeyTable;
    emailOptOuts: EmailOptOutTable;
    unsubscribeTokens: UnsubscribeTokenTable;
    staffAlertPreferences: StaffAlertPreferenceTable;
  }
}

export type EmailOptOutRow = Selectable<EmailOptOutTable>;
