/** The current company profile: one row, id 'business'. Hours and closures live in the calendar's tables. */
export interface BusinessProfileTable {
  id: string;
  /** JSON text: the profile without `hours` and `closures`. */
  document: string;
  /** The number of the version it is (business_profile_versions.version). */
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

/** Each saved version of the profile, the first being the sample values a new install starts from. */
export interface BusinessProfileVersionsTable {
  version: number;
  /** JSON text: the whole profile as saved, hours and closures included. */
  document: string;
  /** JSON text: the top-level fields that changed from the version before, ['phone', 'priceList']. */
  changedFields: string;
  /** The version it brought back, when it was a restore. */
  restoredFrom: number | null;
  /** A user id, or 'seed' for the sample values. */
  actor: string;
  actorEmail: string | null;
  createdAt: string;
}

declare module '~/lib/db-schema' {
  interface Database {
    businessProfile: BusinessProfileTable;
    businessProfileVersions: BusinessProfileVersionsTable;
  }
}
