import type { Selectable } from 'kysely';

// Estimates staff write from a quote request, their options and line items, and the customer's
// signed approval (docs/decisions/0013-estimates-and-orders.md).

export interface EstimateTable {
  id: string;
  quoteRequestId: string;
  /** draft, sent, viewed, approved or declined; "expired" is read from validUntil. */
  status: string;
  message: string;
  /** The last day it can be approved, YYYY-MM-DD in the business's time zone. */
  validUntil: string;
  /** 2 when the middle of three options is recommended. */
  recommendedOption: number | null;
  /** SHA-256 (hex) of the customer's link token; null until sent. */
  tokenHash: string | null;
  sentAt: string | null;
  viewedAt: string | null;
  decidedAt: string | null;
  declineReason: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface EstimateOptionTable {
  estimateId: string;
  /** 1, 2 or 3: shown as Option A, B, C. */
  position: number;
  title: string;
}

export interface EstimateLineTable {
  estimateId: string;
  optionPosition: number;
  position: number;
  /** The price-list entry the line came from, or null for free text. */
  priceItem: string | null;
  description: string;
  quantity: number;
  unitPriceCents: number;
}

/** The customer's signature: who, when, from where, and exactly what they were shown. */
export interface EstimateApprovalTable {
  estimateId: string;
  optionPosition: number;
  signerName: string;
  signedAt: string;
  ipAddress: string;
  userAgent: string;
  /** The canonical JSON of the estimate as shown. */
  content: string;
  contentSha256: string;
  pdf: Buffer;
  orderId: string;
  /** The ESIGN consent the customer ticked (ESIGN_CONSENT_VERSION) and when; null on approvals from before it was asked. */
  consentVersion: string | null;
  consentedAt: string | null;
  /** SHA-256 (hex) of the signed PDF's bytes: /verify finds the estimate by it. */
  pdfSha256: string | null;
}

/** One event of an estimate's hash-chained trail (estimate-events.server.ts); never updated or deleted. */
export interface EstimateEventTable {
  estimateId: string;
  seq: number;
  kind: string;
  at: string;
  /** Canonical JSON. */
  detail: string;
  prevHash: string;
  hash: string;
}

/** The company's PDF signing key and certificate (PEM), generated on first start. */
export interface SigningKeyTable {
  name: string;
  privateKey: string;
  certificate: string;
  createdAt: string;
}

declare module '~/lib/db-schema' {
  interface Database {
    estimates: EstimateTable;
    estimateOptions: EstimateOptionTable;
    estimateLines: EstimateLineTable;
    estimateApprovals: EstimateApprovalTable;
    estimateEvents: EstimateEventTable;
    signingKeys: SigningKeyTable;
  }
}

export type EstimateRow = Selectable<EstimateTable>;
export type EstimateApprovalRow = Selectable<EstimateApprovalTable>;
