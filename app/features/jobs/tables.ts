import type { JobStage } from './job-stages';

// The window job after the signature (docs/jobs-and-crews.md, decision 0049). Its table is
// `windowJobs`: `jobs` is the background queue's (app/lib/db-schema.ts).

/** One job per order: the order is its commercial side (price, invoices), the job its work. Dates are YYYY-MM-DD. */
export interface WindowJobsTable {
  id: string;
  orderId: string;
  stage: JobStage;
  measurementNotes: string | null;
  productSupplier: string | null;
  productOrderedOn: string | null;
  productExpectedOn: string | null;
  productReceivedOn: string | null;
  /** 'Coral Gables', 'City of Miami', 'Unincorporated Miami-Dade' or a name typed in. */
  permitMunicipality: string | null;
  permitNumber: string | null;
  permitAppliedOn: string | null;
  permitIssuedOn: string | null;
  /** Florida §489.126: the day permits must be applied for by (30 days after a deposit over 10%). */
  permitApplyBy: string | null;
  /** Florida §489.126: the day work must start by (90 days after the permit is issued). */
  workStartBy: string | null;
  /** JSON text: the service's checklist for the crew, or null for the default one. */
  checklist: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Every stage move, audited: reason is null when the job moved forward. */
export interface JobStageMovesTable {
  id: string;
  jobId: string;
  fromStage: JobStage;
  toStage: JobStage;
  reason: string | null;
  actorId: string;
  createdAt: string;
}

export type InspectionResult = 'scheduled' | 'passed' | 'failed';

export interface JobInspectionsTable {
  id: string;
  jobId: string;
  /** What was inspected, e.g. 'Final' or 'Windows and doors'. */
  kind: string;
  inspectedOn: string;
  result: InspectionResult;
  notes: string | null;
  createdAt: string;
}

export type InstallVisitStatus = 'booked' | 'cancelled';

/** A day (or part of one) of installation, with one or more crew members (installVisitCrew). */
export interface InstallVisitsTable {
  id: string;
  jobId: string;
  /** ISO-8601 UTC. */
  startsAt: string;
  endsAt: string;
  status: InstallVisitStatus;
  /** The invitation's SEQUENCE: raised each time the visit is moved or cancelled. */
  sequence: number;
  notes: string | null;
  onMyWayAt: string | null;
  doneAt: string | null;
  /** The name the customer typed when the crew marked the job done. */
  doneByName: string | null;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  cancelledAt: string | null;
}

/**
 * Who goes on each install visit, with the visit's times and status copied: the database refuses
 * two booked rows of one user whose [startsAt, endsAt) overlap.
 */
export interface InstallVisitCrewTable {
  visitId: string;
  userId: string;
  startsAt: string;
  endsAt: string;
  status: InstallVisitStatus;
}

declare module '~/lib/db-schema' {
  interface Database {
    windowJobs: WindowJobsTable;
    jobStageMoves: JobStageMovesTable;
    jobInspections: JobInspectionsTable;
    installVisits: InstallVisitsTable;
    installVisitCrew: InstallVisitCrewTable;
  }
}
