import type { Generated } from 'kysely';

/** Application settings: one row, id 'app' (SPEC: the settings document named 'app'). */
export interface SettingsTable {
  id: string;
  name: string;
  updatedAt: string;
  /** The user id of whoever saved it last. */
  updatedBy: string | null;
  /** Minutes (decimals allowed) a new lead may wait, counted while the office is open; null: LEAD_ALERT_AFTER_MINUTES. */
  leadAlertAfterMinutes: Generated<number | null>;
}

declare module '~/lib/db-schema' {
  interface Database {
    settings: SettingsTable;
  }
}
