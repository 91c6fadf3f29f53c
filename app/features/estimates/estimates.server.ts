import type { Kysely, Transaction } from 'kysely';
import { uuidv7 } from '~/lib/uuid.server';
import { choiceLabel, projectTypes } from '~/features/leads/choices';
import { recordFirstResponse, updateLead } from '~/features/leads/inbox/leads.server';
import { getQuoteRequest, getQuoteRequestPhoto, listQuoteRequestPhotos } from '~/features/leads/intake/quote-requests.server';
import { confirmRequest } from '~/features/leads/my-requests/request-confirmation.server';
import type { QuoteRequestRow } from '~/features/leads/tables';
import { sealLink } from '~/features/mail/links.server';
import { enqueueEmail, enqueueEmails } from '~/features/mail/outbox.server';
import { createOrder } from '~/features/orders/orders.server';
import { type Actor, recordAudit } from '~/lib/audit-log.server';
import { startOfBusinessDay } from '~/features/calendar/business-dates';
import type { Database } from '~/lib/db-schema';
import { type Locale, pathIn } from '~/lib/locale';
import type { Transact } from '~/lib/group-commit.server';
import { inCustomerLanguage } from './customer-lines.server';
import { type DocumentFacts, documentFacts } from './profile-facts.server';
import { buildEstimateDocument, canonicalJson, type DocumentNotice, type EstimateDocument } from './estimate-document';
import { approvalEmails, declinedEmail, type EstimateMailContext, estimateSentEmail } from './estimate-emails.server';
import type { DraftLine, EstimateDraft } from './estimate-form';
import {
  appendEvents,
  appendOpening,
  brokenLink,
  chainEvents,
  type EventInput,
  holdTrailAt,
  insertChained,
  listEvents,
  readHead,
} from './estimate-events.server';
import { type PdfSignature, renderSignedEstimatePdf } from './estimate-pdf.server';
import type { SigningIdentity } from './pdf-signing.server';
import { businessToday, type EstimateState, type EstimateStatus, estimateState, optionLetter, optionTotal, toEstimateStatus } from './estimate-state';
import { estimateWords } from './estimate-words.server';
import type { EstimateRow } from './tables';
import { hashToken, looksLikeToken, newToken, sameDigest, sha256Hex } from './tokens.server';

type Db = Kysely<Database> | Transaction<Database>;

/** subject_type of every estimate step in the audit log: the lead's timeline shows them. */
const SUBJECT = 'quote-request';
/** The actor of the customer's own steps (opened, approved, declined): not a staff response. */
export const CUSTOMER_ACTOR = 'customer';

export interface EstimateRecord
  extends
    EstimateDraft,
    Pick<EstimateRow, 'id' | 'quoteRequestId' | 'sentAt' | 'viewedAt' | 'decidedAt' | 'declineReason' | 'createdBy' | 'createdAt' | 'updatedAt'> {
  status: EstimateStatus;
}

async function readEstimate(db: Db, row: EstimateRow): Promise<EstimateRecord> {
  const [options, lines] = await Promise.all([
    db.selectFrom('estimateOptions').select(['position', 'title']).where('estimateId', '=', row.id).orderBy('position').execute(),
    db
      .selectFrom('estimateLines')
      .select(['optionPosition', 'priceItem', 'description', 'quantity', 'unitPriceCents'])
      .where('estimateId', '=', row.id)
      .orderBy('optionPosition')
      .orderBy('position')
      .execute(),
  ]);
  return {
    id: row.id,
    quoteRequestId: row.quoteRequestId,
    status: toEstimateStatus(row.status),
    message: row.message,
    validUntil: row.validUntil,
    recommendedOption: row.recommendedOption === null ? null : Number(row.recommendedOption),
    options: options.map((option) => ({
      position: Number(option.position),
      title: option.title,
      lines: lines
        .filter((line) => Number(line.optionPosition) === Number(option.position))
        .map((line): DraftLine => ({
          priceItem: line.priceItem,
          description: line.description,
          quantity: Number(line.quantity),
          unitPriceCents: Number(line.unitPriceCents),
        })),
    })),
    sentAt: row.sentAt,
    viewedAt: row.viewedAt,
    decidedAt: row.decidedAt,
    declineReason: row.declineReason,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function getEstimate(db: Db, id: string): Promise<EstimateRecord | undefined> {
  const row = await db.selectFrom('estimates').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? readEstimate(db, row) : undefined;
}

/** One estimate in a lead's list: enough to tell them apart. */
export interface EstimateSummary {
  id: string;
  state: EstimateState;
  validUntil: string;
  createdAt: string;
  sentAt: string | null;
  optionTotals: number[];
}

/** A quote request's estimates, newest first, with their state now. */
export async function listEstimatesForQuoteRequest(db: Kysely<Database>, quoteRequestId: string, now = new Date()): Promise<EstimateSummary[]> {
  const rows = await db
    .selectFrom('estimates')
    .selectAll()
    .where('quoteRequestId', '=', quoteRequestId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const estimates = await Promise.all(rows.map((row) => readEstimate(db, row)));
  return estimates.map((estimate) => ({
    id: estimate.id,
    state: estimateState(estimate, now),
    validUntil: estimate.validUntil,
    createdAt: estimate.createdAt,
    sentAt: estimate.sentAt,
    optionTotals: estimate.options.map((option) => optionTotal(option.lines)),
  }));
}

async function writeOptions(trx: Transaction<Database>, estimateId: string, draft: EstimateDraft): Promise<void> {
  await trx.deleteFrom('estimateLines').where('estimateId', '=', estimateId).execute();
  await trx.deleteFrom('estimateOptions').where('estimateId', '=', estimateId).execute();
  await trx
    .insertInto('estimateOptions')
    .values(draft.options.map((option) => ({ estimateId, position: option.position, title: option.title })))
    .execute();
  await trx
    .insertInto('estimateLines')
    .values(
      draft.options.flatMap((option) => option.lines.map((line, index) => ({ estimateId, optionPosition: option.position, position: index + 1, ...line }))),
    )
    .execute();
}

function audit(actor: Actor | typeof CUSTOMER_ACTOR, action: string, quoteRequestId: string, detail: Record<string, unknown>, now: Date) {
  const who = actor === CUSTOMER_ACTOR ? { actor: CUSTOMER_ACTOR, actorEmail: null } : { actor: actor.userId, actorEmail: actor.email };
  return { ...who, action, subjectType: SUBJECT, subjectId: quoteRequestId, detail, now };
}

export type Failure<Reason extends string> = { ok: false; reason: Reason; message: string };

function notFound(): Failure<'not-found'> {
  return { ok: false, reason: 'not-found', message: 'This estimate was not found.' };
}

/** Writes a draft estimate for a quote request; audit-logged as the staff's step on the lead. */
export async function createEstimate(
  transact: Transact,
  quoteRequestId: string,
  draft: EstimateDraft,
  actor: Actor,
  now: Date = new Date(),
): Promise<{ ok: true; estimate: EstimateRecord } | Failure<'not-found'>> {
  const at = now.toISOString();
  const row: EstimateRow = {
    id: uuidv7(),
    quoteRequestId,
    status: 'draft',
    message: draft.message,
    validUntil: draft.validUntil,
    recommendedOption: draft.recommendedOption,
    tokenHash: null,
    sentAt: null,
    viewedAt: null,
    decidedAt: null,
    declineReason: null,
    createdBy: actor.userId,
    createdAt: at,
    updatedAt: at,
  };
  const estimate = await transact(async (trx) => {
    if (!(await getQuoteRequest(trx, quoteRequestId))) return undefined;
    await trx.insertInto('estimates').values(row).execute();
    await writeOptions(trx, row.id, draft);
    await recordAudit(trx, audit(actor, 'estimate.created', quoteRequestId, { estimateId: row.id, options: draft.options.length }, now));
    return readEstimate(trx, row);
  });
  return estimate ? { ok: true, estimate } : { ok: false, reason: 'not-found', message: 'This quote request was not found.' };
}

/** Saves a draft's new content; an estimate that was sent is never edited (write a new one). */
export async function saveDraft(
  transact: Transact,
  id: string,
  draft: EstimateDraft,
  actor: Actor,
  now: Date = new Date(),
): Promise<{ ok: true; estimate: EstimateRecord } | Failure<'not-found' | 'not-draft'>> {
  return transact(async (trx) => {
    const current = await trx.selectFrom('estimates').selectAll().where('id', '=', id).executeTakeFirst();
    const refused = draftRefusal(current);
    if (refused || !current) return refused ?? notFound();
    const row = { ...current, message: draft.message, validUntil: draft.validUntil, recommendedOption: draft.recommendedOption, updatedAt: now.toISOString() };
    await trx
      .updateTable('estimates')
      .set({ message: row.message, validUntil: row.validUntil, recommendedOption: row.recommendedOption, updatedAt: row.updatedAt })
      .where('id', '=', id)
      .execute();
    await writeOptions(trx, id, draft);
    await recordAudit(trx, audit(actor, 'estimate.updated', current.quoteRequestId, { estimateId: id, options: draft.options.length }, now));
    return { ok: true, estimate: await readEstimate(trx, row) };
  });
}

/**
 * What the customer is shown, with the terms and the price list's lines in the language of their
 * request; `facts` are the company profile's (read before any transaction: documentFacts).
 */
async function documentOf(db: Db, estimate: EstimateRecord, quote: QuoteRequestRow, facts: DocumentFacts): Promise<EstimateDocument> {
  return buildEstimateDocument(
    estimate.id,
    inCustomerLanguage(estimate, quote.language, facts.priceItems),
    quote,
    [...estimateWords(facts.company)[quote.language].terms, facts.warranty[quote.language]],
    facts.company,
    await listQuoteRequestPhotos(db, quote.id),
    quote.language,
  );
}

/** The SHA-256 (hex) of what the customer is shown. */
export function documentHash(document: EstimateDocument): string {
  return sha256Hex(canonicalJson(document));
}

function draftRefusal(current: { status: string } | undefined): Failure<'not-found' | 'not-draft'> | undefined {
  if (!current) return notFound();
  if (current.status !== 'draft')
    return { ok: false, reason: 'not-draft', message: 'This estimate was sent and can no longer be edited. Write a new one instead.' };
  return undefined;
}

/** Why staff can no longer edit an estimate (gone, or sent), or undefined while it is a draft. */
export async function editRefusal(db: Kysely<Database>, id: string) {
  return draftRefusal(await db.selectFrom('estimates').select('status').where('id', '=', id).executeTakeFirst());
}

/**
 * Emails the customer a new link to the estimate: a fresh token, of which only the hash is
 * kept, so a resend makes the earlier link stop working. A draft becomes sent; a new lead
 * becomes "quoted". Expired or answered estimates are not sent.
 */
export async function sendEstimate(
  transact: Transact,
  id: string,
  actor: Actor,
  mail: EstimateMailContext,
  now: Date = new Date(),
): Promise<{ ok: true; estimate: EstimateRecord; resent: boolean } | Failure<'not-found' | 'not-sendable'>> {
  const token = newToken();
  return transact(async (trx) => {
    const row = await trx.selectFrom('estimates').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return notFound();
    const estimate = await readEstimate(trx, row);
    const state = estimateState(estimate, now);
    if (state === 'expired' || estimate.validUntil < businessToday(now)) {
      return { ok: false, reason: 'not-sendable', message: 'Its valid-until date has passed: write a new estimate to send.' };
    }
    if (state === 'approved' || state === 'declined') return { ok: false, reason: 'not-sendable', message: `It was already ${state} by the customer.` };
    const quote = (await getQuoteRequest(trx, estimate.quoteRequestId))!;
    const sentAt = now.toISOString();
    const status: EstimateStatus = state === 'draft' ? 'sent' : state;
    await trx
      .updateTable('estimates')
      .set({ status, tokenHash: hashToken(token), sentAt, updatedAt: sentAt })
      .where('id', '=', id)
      .execute();
    // The link opens the page in the language the customer wrote to us in. Sealed until its email
    // is sent (features/mail/links): the email and the follow-ups that repeat it hold no working link.
    const url = sealLink(`${mail.publicUrl}${pathIn(quote.language, `/estimates/${token}`)}`, mail.secret);
    await enqueueEmail(trx, estimateSentEmail(await documentOf(trx, estimate, quote, mail.facts), quote.email, url, sentAt, quote.language), now);
    const resent = state !== 'draft';
    await mail.hooks?.sent(
      trx,
      {
        estimateId: id,
        quoteRequestId: quote.id,
        email: quote.email,
        name: `${quote.firstName} ${quote.lastName}`,
        language: quote.language,
        url,
        tokenHash: hashToken(token),
        sentAt,
        resent,
      },
      now,
    );
    await recordAudit(trx, audit(actor, 'estimate.sent', quote.id, { estimateId: id, resent }, now));
    await appendEvents(trx, id, [{ kind: 'sent', at: sentAt, detail: { to: quote.email, by: actor.email, resent } }]);
    // Sending is the answer the customer receives; a draft they never saw is not one.
    await recordFirstResponse(trx, 'quote-requests', quote.id, now);
    if (quote.status === 'new' || quote.status === 'contacted') {
      await updateLead((work) => work(trx), 'quote-requests', quote.id, { status: 'quoted' }, actor, now);
    }
    return { ok: true, estimate: { ...estimate, status, sentAt, updatedAt: sentAt }, resent };
  });
}

/** The signature as the PDF prints it, and the order it made. */
export interface ApprovalRecord extends PdfSignature {
  orderId: string;
}

export async function getApproval(db: Db, estimateId: string): Promise<ApprovalRecord | undefined> {
  const row = await db
    .selectFrom('estimateApprovals')
    .select(['optionPosition', 'signerName', 'signedAt', 'ipAddress', 'userAgent', 'contentSha256', 'orderId'])
    .where('estimateId', '=', estimateId)
    .executeTakeFirst();
  return row && { ...row, optionPosition: Number(row.optionPosition) };
}

/** The Florida notices of the document a customer signed (none when it had none, or was signed before they were shown). */
export async function signedNotices(db: Db, estimateId: string): Promise<DocumentNotice[]> {
  const row = await db.selectFrom('estimateApprovals').select('content').where('estimateId', '=', estimateId).executeTakeFirst();
  return row ? ((JSON.parse(row.content) as EstimateDocument).notices ?? []) : [];
}

/** The signed PDF as it was emailed, with a file name. */
export async function getSignedPdf(db: Db, estimateId: string): Promise<{ filename: string; pdf: Buffer } | undefined> {
  const row = await db.selectFrom('estimateApprovals').select(['pdf', 'content']).where('estimateId', '=', estimateId).executeTakeFirst();
  if (!row) return undefined;
  const shown = JSON.parse(row.content) as EstimateDocument;
  return { filename: `signed-estimate-${shown.estimateNumber}.pdf`, pdf: Buffer.from(row.pdf) };
}

/** Who downloaded a signed PDF: staff or the customer, by account, from where. */
export interface Download {
  by: 'staff' | 'customer';
  email: string;
  ipAddress: string;
}

/** The signed PDF, its download added to the estimate's trail. */
export async function downloadSignedPdf(transact: Transact, db: Db, estimateId: string, download: Download, now: Date = new Date()) {
  const signed = await getSignedPdf(db, estimateId);
  if (!signed) return undefined;
  await transact((trx) => appendEvents(trx, estimateId, [{ kind: 'downloaded', at: now.toISOString(), detail: { ...download } }]));
  return signed;
}

/** The estimate a signed PDF's exact bytes belong to, as /verify reports it. */
export interface SignedRecord {
  estimateId: string;
  estimateNumber: string;
  signerName: string;
  signedAt: string;
  /** Whether the estimate's audit trail still hashes from its first event to its last. */
  trailIntact: boolean;
}

export async function findSignedByPdfHash(db: Db, pdfSha256: string): Promise<SignedRecord | undefined> {
  const row = await db
    .selectFrom('estimateApprovals')
    .select(['estimateId', 'content', 'signerName', 'signedAt'])
    .where('pdfSha256', '=', pdfSha256)
    .executeTakeFirst();
  if (!row) return undefined;
  const shown = JSON.parse(row.content) as EstimateDocument;
  const events = await listEvents(db, row.estimateId);
  return {
    estimateId: row.estimateId,
    estimateNumber: shown.estimateNumber,
    signerName: row.signerName,
    signedAt: row.signedAt,
    trailIntact: brokenLink(row.estimateId, events) === undefined,
  };
}

/** What the customer's page shows. */
export interface CustomerEstimate {
  state: EstimateState;
  document: EstimateDocument;
  /** The SHA-256 the approval form sends back: an approval covers exactly this content. */
  documentHash: string;
  approval: ApprovalRecord | undefined;
  declineReason: string | null;
  decidedAt: string | null;
}

interface Found {
  row: EstimateRow;
  estimate: EstimateRecord;
  quote: QuoteRequestRow;
  document: EstimateDocument;
  state: EstimateState;
}

/**
 * The estimate a link's token opens. Only the token's hash is looked up (an index on it), and
 * the stored hash is compared again in constant time. A malformed, guessed or superseded token
 * finds nothing; so does a draft (never sent).
 */
async function findByToken(db: Db, token: string, now: Date): Promise<Found | undefined> {
  if (!looksLikeToken(token)) return undefined;
  const hash = hashToken(token);
  const row = await db.selectFrom('estimates').selectAll().where('tokenHash', '=', hash).executeTakeFirst();
  if (!row?.tokenHash || !sameDigest(row.tokenHash, hash)) return undefined;
  const estimate = await readEstimate(db, row);
  const quote = await getQuoteRequest(db, row.quoteRequestId);
  if (!quote) return undefined;
  return { row, estimate, quote, document: await documentOf(db, estimate, quote, await documentFacts(db)), state: estimateState(estimate, now) };
}

/**
 * Opens the customer's estimate; the first opening of a sent one records it as viewed. A `visit`
 * (a page view) while it can be answered goes into its trail, with the address and browser, once
 * per browser and day (`appendOpening`).
 */
export async function openEstimate(
  transact: Transact,
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
  visit?: ApprovalMeta,
): Promise<CustomerEstimate | undefined> {
  const found = await findByToken(db, token, now);
  if (!found) return undefined;
  let { state } = found;
  if (visit && (state === 'sent' || state === 'viewed')) {
    await transact((trx) => appendOpening(trx, found.row.id, { at: now.toISOString(), detail: { ...visit } }, startOfBusinessDay(businessToday(now))));
  }
  if (state === 'sent') {
    const at = now.toISOString();
    const viewed = await transact(async (trx) => {
      const { numUpdatedRows } = await trx
        .updateTable('estimates')
        .set({ status: 'viewed', viewedAt: at, updatedAt: at })
        .where('id', '=', found.row.id)
        .where('status', '=', 'sent')
        .executeTakeFirst();
      if (Number(numUpdatedRows) === 0) return false;
      await recordAudit(trx, audit(CUSTOMER_ACTOR, 'estimate.viewed', found.quote.id, { estimateId: found.row.id }, now));
      return true;
    });
    if (viewed) state = 'viewed';
  }
  return {
    state,
    document: found.document,
    documentHash: documentHash(found.document),
    approval: state === 'approved' ? await getApproval(db, found.row.id) : undefined,
    declineReason: found.row.declineReason,
    decidedAt: found.row.decidedAt,
  };
}

/**
 * A photo of the request an estimate's link opens, for that link's page: only while the link
 * works (not expired, not replaced) and only a photo of that very request.
 */
export async function openEstimatePhoto(db: Kysely<Database>, token: string, photoId: string, size: 'full' | 'thumbnail', now: Date = new Date()) {
  const found = await findByToken(db, token, now);
  if (!found || found.state === 'expired') return undefined;
  const photo = await getQuoteRequestPhoto(db, photoId, size);
  return photo?.quoteRequestId === found.quote.id ? photo : undefined;
}

export interface ApprovalInput {
  option: number;
  fullName: string;
  documentHash: string;
}

export interface ApprovalMeta {
  ipAddress: string;
  userAgent: string;
}

/** Why the customer's answer was not taken: the page says it in its own language. */
export interface AnswerFailure {
  ok: false;
  reason: 'not-found' | 'expired' | 'already-decided' | 'changed';
}

const refusal = (reason: AnswerFailure['reason']): AnswerFailure => ({ ok: false, reason });

/** Why the customer can no longer answer (gone, expired, answered), or undefined while they can. */
export function answerRefusal(found: { state: EstimateState } | undefined): AnswerFailure | undefined {
  if (!found) return refusal('not-found');
  if (found.state === 'expired') return refusal('expired');
  if (found.state === 'declined' || found.state === 'approved') return refusal('already-decided');
  return undefined;
}

/** The version of the ESIGN disclosure the approval form shows (its words in content/estimates.ts); stored with each approval. */
export const ESIGN_CONSENT_VERSION = '2026-11-27';

/** How a signed PDF is sealed: the company's signing identity and the time-stamping service. */
export interface SealContext {
  identity: SigningIdentity;
  tsaUrl?: string;
  tsaTimeoutMs: number;
}

/** How many times an approval is prepared again when another event joined the trail meanwhile. */
const APPROVAL_ATTEMPTS = 3;

/**
 * The customer approves one option with their typed name, having consented to sign
 * electronically. Records who, when, from where, the consent and the SHA-256 of exactly what
 * they were shown; appends consent, signature and seal to the estimate's trail; creates the
 * pending order with that option's lines; and emails the digitally signed PDF to both sides, all
 * in one transaction. Approving again (a double click, a retried request) changes nothing and
 * answers with the same order.
 */
export async function approveEstimate(
  transact: Transact,
  db: Kysely<Database>,
  token: string,
  input: ApprovalInput,
  meta: ApprovalMeta,
  mail: EstimateMailContext,
  seal: SealContext,
  now: Date = new Date(),
): Promise<{ ok: true; orderId: string; already: boolean } | AnswerFailure> {
  const found = await findByToken(db, token, now);
  if (found?.state === 'approved') {
    const approval = await getApproval(db, found.row.id);
    if (approval) return { ok: true, orderId: approval.orderId, already: true };
  }
  const refused = answerRefusal(found);
  if (refused || !found) return refused ?? refusal('not-found');
  const hash = documentHash(found.document);
  const option = found.document.options.find((candidate) => candidate.position === input.option);
  if (!option || !sameDigest(hash, input.documentHash)) return refusal('changed');

  const signedAt = now.toISOString();
  const signature = { optionPosition: option.position, signerName: input.fullName, signedAt, ...meta, contentSha256: hash };
  const { estimate, quote } = found;
  const signing: EventInput[] = [
    { kind: 'consented', at: signedAt, detail: { version: ESIGN_CONSENT_VERSION, ...meta } },
    { kind: 'signed', at: signedAt, detail: { signerName: input.fullName, option: option.letter, contentSha256: hash, ...meta } },
  ];
  for (let attempt = 0; attempt < APPROVAL_ATTEMPTS; attempt += 1) {
    // Rendered and sealed before the transaction, which holds SQLite's write lock and must stay short.
    const head = await readHead(db, estimate.id);
    const planned = chainEvents(estimate.id, head, signing);
    const events = [...(await listEvents(db, estimate.id)), ...planned];
    const pdf = await renderSignedEstimatePdf(
      found.document,
      signature,
      { signerEmail: quote.email, consentVersion: ESIGN_CONSENT_VERSION, events, verifyUrl: verifyUrl(mail.publicUrl, quote.language) },
      quote.language,
      { identity: seal.identity, options: { tsaUrl: seal.tsaUrl, tsaTimeoutMs: seal.tsaTimeoutMs } },
    );
    const pdfSha256 = sha256Hex(pdf);
    const outcome = await transact(async (trx) => {
      // Another event joined the trail meanwhile: the approval is prepared again on the new head.
      if (!(await holdTrailAt(trx, estimate.id, head))) return 'moved' as const;
      const { numUpdatedRows } = await trx
        .updateTable('estimates')
        .set({ status: 'approved', decidedAt: signedAt, updatedAt: signedAt })
        .where('id', '=', estimate.id)
        .where('status', 'in', ['sent', 'viewed'])
        .executeTakeFirst();
      if (Number(numUpdatedRows) === 0) {
        // Answered between our read and this write: by this same approval's twin, or otherwise.
        const approval = await getApproval(trx, estimate.id);
        return approval ? { ok: true as const, orderId: approval.orderId, already: true } : refusal('already-decided');
      }
      await insertChained(trx, estimate.id, planned);
      await appendEvents(trx, estimate.id, [
        {
          kind: 'sealed',
          at: new Date().toISOString(),
          detail: { pdfSha256, certificateSha256: seal.identity.fingerprint, timestamped: Boolean(seal.tsaUrl) },
        },
      ]);
      const chosen = estimate.options.find((candidate) => candidate.position === option.position)!;
      const words = estimateWords(found.document.company)[quote.language];
      const order = await createOrder(
        trx,
        {
          customerEmail: quote.email,
          customerName: `${quote.firstName} ${quote.lastName}`,
          quoteRequestId: quote.id,
          estimateId: estimate.id,
          language: quote.language,
          service: choiceLabel(projectTypes, quote.projectType) ?? 'Window service',
          date: businessToday(now),
          amountCents: option.totalCents,
          description: words.orderDescription(words.page.optionLabel(optionLetter(option.position)), option.title, found.document.estimateNumber),
          lines: chosen.lines.map(({ description, quantity, unitPriceCents }) => ({ description, quantity, unitPriceCents })),
        },
        now,
      );
      await trx
        .insertInto('estimateApprovals')
        .values({
          estimateId: estimate.id,
          ...signature,
          content: canonicalJson(found.document),
          pdf,
          orderId: order.id,
          consentVersion: ESIGN_CONSENT_VERSION,
          consentedAt: signedAt,
          pdfSha256,
        })
        .execute();
      // The estimate's link went only to the request's address: approving through it confirms the request from there.
      await confirmRequest(trx, 'quote-requests', quote.id, now);
      await recordAudit(
        trx,
        audit(
          CUSTOMER_ACTOR,
          'estimate.approved',
          quote.id,
          { estimateId: estimate.id, orderId: order.id, option: option.letter, totalCents: option.totalCents, signerName: input.fullName },
          now,
        ),
      );
      await enqueueEmails(trx, approvalEmails(found.document, signature, pdf, { to: quote.email, orderId: order.id, language: quote.language }, mail), now);
      return { ok: true as const, orderId: order.id, already: false };
    });
    if (outcome !== 'moved') return outcome;
  }
  throw new Error(`estimate ${estimate.id}: its trail kept moving while the approval was prepared`);
}

/** The public page where anyone checks a signed PDF, in the customer's language. */
export function verifyUrl(publicUrl: string, language: Locale): string {
  return `${publicUrl}${pathIn(language, '/verify')}`;
}

/** The customer declines, with an optional reason staff read; declining again changes nothing. */
export async function declineEstimate(
  transact: Transact,
  db: Kysely<Database>,
  token: string,
  reason: string | null,
  mail: EstimateMailContext,
  now: Date = new Date(),
): Promise<{ ok: true } | AnswerFailure> {
  const found = await findByToken(db, token, now);
  if (found?.state === 'declined') return { ok: true };
  const refused = answerRefusal(found);
  if (refused || !found) return refused ?? refusal('not-found');
  const at = now.toISOString();
  return transact(async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable('estimates')
      .set({ status: 'declined', declineReason: reason, decidedAt: at, updatedAt: at })
      .where('id', '=', found.row.id)
      .where('status', 'in', ['sent', 'viewed'])
      .executeTakeFirst();
    if (Number(numUpdatedRows) === 0) return refusal('already-decided');
    await recordAudit(trx, audit(CUSTOMER_ACTOR, 'estimate.declined', found.quote.id, { estimateId: found.row.id, reason }, now));
    await enqueueEmail(trx, declinedEmail(found.document, reason, found.quote.email, mail), now);
    return { ok: true };
  });
}

/** Everything staff see about one estimate. */
export interface StaffEstimate {
  estimate: EstimateRecord;
  state: EstimateState;
  quote: QuoteRequestRow;
  document: EstimateDocument;
  approval: ApprovalRecord | undefined;
}

export async function getStaffEstimate(db: Kysely<Database>, id: string, now: Date = new Date()): Promise<StaffEstimate | undefined> {
  const estimate = await getEstimate(db, id);
  if (!estimate) return undefined;
  const quote = await getQuoteRequest(db, estimate.quoteRequestId);
  if (!quote) return undefined;
  return {
    estimate,
    state: estimateState(estimate, now),
    quote,
    document: await documentOf(db, estimate, quote, await documentFacts(db)),
    approval: await getApproval(db, id),
  };
}
