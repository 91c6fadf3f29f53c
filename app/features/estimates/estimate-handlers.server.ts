import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { choiceLabel, projectTypes } from '~/features/leads/choices';
import { leadFormWords } from '~/features/leads/intake/lead-words.server';
import { getQuoteRequest, listQuoteRequestPhotos, type PhotoSummary } from '~/features/leads/intake/quote-requests.server';
import { storedPriceRange } from '~/features/leads/intake/quote-request';
import type { QuoteRequestRow } from '~/features/leads/tables';
import { signOrderLink } from '~/features/orders/order-links.server';
import { getOrderForEstimate } from '~/features/orders/orders.server';
import type { Actor } from '~/lib/audit-log.server';
import { PLAIN_FIELD_NAME, readFormBody } from '~/lib/form-body.server';
import type { FormReply } from '~/lib/form-reply';
import { MAX_JSON_BYTES, readJsonObject, readLimitedBody } from '~/lib/json-body.server';
import { type Locale, localeOfPath } from '~/lib/locale';
import { logger } from '~/lib/logger.server';
import type { AppServices } from '~/lib/request-context';
import { APPROVE_INTENT, approveSchema, DECLINE_INTENT, declineSchema } from './customer-answer';
import type { EstimateMailContext } from './estimate-emails.server';
import { EDITOR_SEND_INTENT, type EstimateDraft, RESEND_INTENT, estimateApiSchema, estimateFormSchema, MAX_LINES, MAX_OPTIONS } from './estimate-form';
import { unprintableCharacters } from './estimate-pdf.server';
import { addDays, businessToday, specQuoteStatus } from './estimate-state';
import { estimateWords } from './estimate-words.server';
import { documentFacts, getPriceItems } from './profile-facts.server';
import { getPriceTable } from '~/features/business/profile.server';
import {
  type AnswerFailure,
  answerRefusal,
  type CustomerEstimate,
  approveEstimate,
  createEstimate,
  declineEstimate,
  type Download,
  downloadSignedPdf,
  editRefusal,
  type EstimateRecord,
  getStaffEstimate,
  openEstimate,
  type SealContext,
  saveDraft,
  sendEstimate,
} from './estimates.server';

// What the estimate screens, the customer's page and the admin API do once the route has
// checked who may ask (staff by role; the customer by the link's token alone).

/** How an estimate's emails go out, with the company profile's facts as they are now. */
export async function estimateMailContext(services: AppServices): Promise<EstimateMailContext> {
  const facts = await documentFacts(services.db);
  return {
    facts,
    publicUrl: services.env.PUBLIC_URL,
    secret: services.secret,
    staffEmail: services.env.STAFF_NOTIFY_EMAIL ?? facts.company.email,
    orderLink: (orderId) => signOrderLink(orderId, new Date(Date.now() + services.env.ORDER_LINK_DAYS * 86_400_000), services.secret),
    hooks: services.estimateHooks,
  };
}

/** How the next signature is sealed: with the certificate in the company's current name. */
export async function sealContext(services: AppServices): Promise<SealContext> {
  return { identity: await services.signing.current(), tsaUrl: services.env.TSA_URL, tsaTimeoutMs: services.env.TSA_TIMEOUT_SECONDS * 1000 };
}

/** Where a request came from, as the estimate's trail records it. */
function visitOf(request: Request, clientIp: string) {
  return { ipAddress: clientIp, userAgent: (request.headers.get('user-agent') ?? 'not sent').slice(0, 500) };
}

/** Everything the editor's form may post: plain names, and the option and line fields up to their limits. */
const EDITOR_FIELD = /^options\[(\d)\]\.(?:title|lines\[(\d{1,2})\]\.(?:priceItem|description|quantity|unitPrice))$/;
/** Conform's list buttons post `__intent__` as JSON naming a list; only the editor's lists, within their limits. */
const EDITOR_LIST = /^options(?:\[(\d)\]\.lines)?$/;

function editorFieldAllowed(name: string): boolean {
  if (PLAIN_FIELD_NAME.test(name)) return true;
  const match = EDITOR_FIELD.exec(name);
  return Boolean(match && Number(match[1]) <= MAX_OPTIONS && Number(match[2] ?? 0) <= MAX_LINES);
}

function editorIntentAllowed(value: FormDataEntryValue | null): boolean {
  if (value === null) return true;
  if (typeof value !== 'string') return false;
  try {
    const intent = JSON.parse(value) as { type?: unknown; payload?: { name?: unknown; index?: unknown } };
    if (intent.type !== 'insert' && intent.type !== 'remove') return false;
    const match = typeof intent.payload?.name === 'string' ? EDITOR_LIST.exec(intent.payload.name) : null;
    const index = intent.payload?.index;
    return (
      Boolean(match) &&
      Number(match?.[1] ?? 0) < MAX_OPTIONS &&
      (index === undefined || (Number.isInteger(index) && Number(index) >= 0 && Number(index) <= MAX_LINES))
    );
  } catch {
    return false;
  }
}

/**
 * The editor's post. Its nested names (`options[1].lines[0].quantity`) are what the site's
 * plain form reader refuses, so they are allowed here one by one, with indexes bounded: a
 * posted `options[99999999]` would otherwise have Conform build an array that long.
 */
async function readEditorForm(request: Request): Promise<FormData | undefined> {
  const form = await readFormBody(request, MAX_JSON_BYTES, editorFieldAllowed);
  return form && editorIntentAllowed(form.get('__intent__')) ? form : undefined;
}

/** The request an estimate is for, as the editor shows it. */
export interface EstimateCustomer {
  quoteRequestId: string;
  name: string;
  email: string;
  phone: string;
  property: string;
  projectType: string;
  projectDescription: string;
  /** The package they chose on the form, if any. */
  servicePackage: string | null;
  /** The price range the form showed them, in words ("$300–$800 for 2 windows"), if it showed one. */
  priceRange: string | null;
  /** The photos they sent with the request. */
  photos: PhotoSummary[];
  /** The language they wrote in: the estimate is sent in it, so staff write its options in it. */
  language: Locale;
}

async function loadQuote(services: AppServices, quoteRequestId: string) {
  const quote = await getQuoteRequest(services.db, quoteRequestId);
  if (!quote) throw data({ message: 'This quote request was not found.' }, { status: 404 });
  return quote;
}

async function customerOf(services: AppServices, quote: QuoteRequestRow): Promise<EstimateCustomer> {
  return {
    quoteRequestId: quote.id,
    name: `${quote.firstName} ${quote.lastName}`,
    email: quote.email,
    phone: quote.phone,
    property: `${quote.address}, ${quote.city}, ${quote.state} ${quote.zipCode}`,
    projectType: choiceLabel(projectTypes, quote.projectType) ?? quote.projectType,
    projectDescription: quote.projectDescription,
    servicePackage: quote.servicePackage,
    priceRange: storedPriceRange(quote, undefined, await getPriceTable(services.db)),
    photos: await listQuoteRequestPhotos(services.db, quote.id),
    language: quote.language,
  };
}

/** A new estimate's starting point: one option with one line, valid for 30 days, its note in the customer's language. */
export async function loadNewEstimate(services: AppServices, quoteRequestId: string, now = new Date()) {
  const quote = await loadQuote(services, quoteRequestId);
  const customer = await customerOf(services, quote);
  const today = businessToday(now);
  const firstName = customer.name.split(' ')[0]!;
  const projectNames: Readonly<Record<string, string>> = leadFormWords[quote.language].options.projectType;
  const defaultValue = {
    message: estimateWords((await documentFacts(services.db)).company)[quote.language].firstMessage(
      projectNames[quote.projectType] ?? customer.projectType,
      firstName,
    ),
    validUntil: addDays(today, 30),
    options: [{ title: '', lines: [{ quantity: '1' }] }],
  };
  return { customer, today, defaultValue, priceItems: await getPriceItems(services.db) };
}

export type EditorReply = FormReply<'editor'>;

const UNREADABLE_FORM = 'The form could not be read. Reload the page and try again.';

function editorReply(status: number, reply: EditorReply['result'], message = '') {
  return data<EditorReply>({ intent: 'editor', result: reply, ok: false, message }, { status });
}

/**
 * The editor's post, for a new estimate or a draft: a list button (add or remove an option or
 * line) answers with the form as changed; Save keeps the draft; Save and send also emails it.
 * Whatever was typed comes back on any error.
 */
export async function handleEditorAction(
  services: AppServices,
  target: { quoteRequestId: string } | { estimateId: string },
  actor: Actor,
  request: Request,
  now = new Date(),
) {
  const form = await readEditorForm(request);
  if (!form) return editorReply(400, undefined, UNREADABLE_FORM);
  if ('estimateId' in target && form.get('intent') === RESEND_INTENT) return resend(services, target.estimateId, actor, now);
  const submission = parseWithZod(form, { schema: estimateFormSchema(businessToday(now), await getPriceItems(services.db)) });
  // The intent comes from the form's buttons, never from a field staff fill in: one that is not
  // Save or Send means the form was not the editor's.
  if (submission.status !== 'success') {
    // A sent estimate shows no editor, so its field messages would go unseen: say why it cannot change.
    const refused = 'estimateId' in target && submission.status === 'error' ? await editRefusal(services.db, target.estimateId) : undefined;
    if (refused) return editorReply(refused.reason === 'not-found' ? 404 : 409, submission.reply(), refused.message);
    return editorReply(submission.status === 'error' ? 400 : 200, submission.reply(), submission.error?.intent ? UNREADABLE_FORM : '');
  }
  const { intent, draft } = submission.value;
  try {
    const saved =
      'quoteRequestId' in target
        ? await createEstimate(services.transact, target.quoteRequestId, draft, actor, now)
        : await saveDraft(services.transact, target.estimateId, draft, actor, now);
    if (!saved.ok) return editorReply(saved.reason === 'not-found' ? 404 : 409, submission.reply(), saved.message);
    const path = `/admin/estimates/${encodeURIComponent(saved.estimate.id)}`;
    if (intent !== EDITOR_SEND_INTENT) return redirect(`${path}?saved=1`);
    const sent = await sendEstimate(services.transact, saved.estimate.id, actor, await estimateMailContext(services), now);
    return redirect(sent.ok ? `${path}?sent=1` : `${path}?saved=1`);
  } catch (error) {
    logger.error({ err: error }, 'estimate could not be saved');
    return editorReply(503, submission.reply(), 'The estimate could not be saved just now. Your changes are still here: try again in a moment.');
  }
}

function staffNotFound(): never {
  throw data({ message: 'This estimate was not found.' }, { status: 404 });
}

/** One estimate for staff: what the customer sees, its state, the signature and the order. */
export async function loadStaffEstimate(services: AppServices, id: string, request: Request, now = new Date()) {
  const view = await getStaffEstimate(services.db, id, now);
  if (!view) staffNotFound();
  const url = new URL(request.url);
  const notice: 'sent' | 'saved' | null = url.searchParams.get('sent') === '1' ? 'sent' : url.searchParams.get('saved') === '1' ? 'saved' : null;
  const order = await getOrderForEstimate(services.db, id);
  return {
    ...view,
    customer: await customerOf(services, view.quote),
    today: businessToday(now),
    priceItems: await getPriceItems(services.db),
    order: order ? { id: order.id, status: order.status } : null,
    notice,
  };
}

/** A sent estimate's one form: a new link by email, the old one retired. */
async function resend(services: AppServices, id: string, actor: Actor, now: Date) {
  const sent = await sendEstimate(services.transact, id, actor, await estimateMailContext(services), now);
  if (!sent.ok && sent.reason === 'not-found') staffNotFound();
  if (!sent.ok) return data<EditorReply>({ intent: 'editor', ok: false, message: `This estimate cannot be sent: ${sent.message}` }, { status: 409 });
  return redirect(`/admin/estimates/${encodeURIComponent(id)}?sent=1`);
}

/** No signed estimate here (not signed yet, or not the asker's): said in words, as every refusal is. */
export function signedPdfNotFound(): never {
  throw Response.json({ error: 'No signed estimate was found here.' }, { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
}

/** The signed PDF, for staff and for the customer's order page (each route checks who asks); each download joins the estimate's trail. */
export async function signedPdfResponse(services: AppServices, estimateId: string, download: Download): Promise<Response> {
  const signed = await downloadSignedPdf(services.transact, services.db, estimateId, download);
  if (!signed) signedPdfNotFound();
  return new Response(new Uint8Array(signed.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${signed.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** What the customer's page answers with, besides the estimate. */
export const customerPageHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/** What the customer's page shows: the estimate, or only the day an expired one was valid until. */
export type CustomerEstimatePage = { expired: true; validUntil: string } | ({ expired: false } & CustomerEstimate);

/**
 * The customer's page, in either language; a GET is recorded as an opening (`openEstimate`). A link that leads nowhere (guessed, altered, replaced
 * by a newer one) is a 404; an expired one a 410 with a page that says so and how to get a new estimate.
 */
export async function loadCustomerEstimate(services: AppServices, token: string, request: Request, clientIp: string, now = new Date()) {
  // Only a GET is an opening: a HEAD (a link checker, a mail scanner) shows no one the estimate.
  const visit = request.method === 'GET' ? visitOf(request, clientIp) : undefined;
  const found = await openEstimate(services.transact, services.db, token, now, visit);
  if (!found) throw data({ missing: true }, { status: 404, headers: customerPageHeaders });
  if (found.state === 'expired')
    return data<CustomerEstimatePage>({ expired: true, validUntil: found.document.validUntil }, { status: 410, headers: customerPageHeaders });
  return data<CustomerEstimatePage>({ expired: false, ...found }, { headers: customerPageHeaders });
}

export type CustomerReply = FormReply<typeof APPROVE_INTENT | typeof DECLINE_INTENT>;

/** The customer's approve or decline; on success the page is loaded again and shows the answer, in the page's language. */
export async function handleCustomerAnswer(services: AppServices, token: string, request: Request, clientIp: string, now = new Date()) {
  const { pathname } = new URL(request.url);
  const errors = estimateWords((await documentFacts(services.db)).company)[localeOfPath(pathname)].errors;
  const form = await readFormBody(request, MAX_JSON_BYTES);
  const intent = form?.get('intent') === DECLINE_INTENT ? DECLINE_INTENT : APPROVE_INTENT;
  const fail = (status: number, result?: CustomerReply['result'], message = '') =>
    data<CustomerReply>({ intent, result, ok: false, message }, { status, headers: customerPageHeaders });
  const refuse = ({ reason }: AnswerFailure, result?: CustomerReply['result']) =>
    fail(
      reason === 'not-found' ? 404 : 409,
      result,
      { 'not-found': errors.notFound, expired: errors.expired, 'already-decided': errors.alreadyDecided, changed: errors.changed }[reason],
    );
  if (!form) return fail(400, undefined, errors.unavailable);
  // The page's buttons send one intent, approve or decline: anything else (altered, doubled) is named, not guessed.
  const intents = form.getAll('intent');
  if (intents.length !== 1 || (intents[0] !== APPROVE_INTENT && intents[0] !== DECLINE_INTENT)) return fail(400, undefined, errors.unclearAnswer);
  const mail = await estimateMailContext(services);
  try {
    // Once the estimate is answered or expired its forms are gone, and with them their field
    // messages: a refused post then says why instead.
    const invalid = async (
      submission: { reply(): CustomerReply['result']; error?: Record<string, unknown> | null },
      shown?: Awaited<ReturnType<typeof openEstimate>>,
    ) => {
      const refused = answerRefusal(shown ?? (await openEstimate(services.transact, services.db, token, now)));
      if (refused) return refuse(refused, submission.reply());
      return fail(400, submission.reply(), submission.error?.documentHash ? errors.changed : '');
    };
    if (intent === DECLINE_INTENT) {
      const submission = parseWithZod(form, { schema: declineSchema(errors) });
      if (submission.status !== 'success') return invalid(submission);
      const declined = await declineEstimate(services.transact, services.db, token, submission.value.reason || null, mail, now);
      if (!declined.ok) return refuse(declined, submission.reply());
    } else {
      const shown = await openEstimate(services.transact, services.db, token, now);
      if (!shown) return fail(404, undefined, errors.notFound);
      const submission = parseWithZod(form, { schema: approveSchema(errors, shown.document.options.length) });
      if (submission.status !== 'success') return invalid(submission, shown);
      const { option, fullName, documentHash } = submission.value;
      // A character the PDF's font lacks would vanish from the signed document: asked for again instead.
      const unprintable = unprintableCharacters(fullName);
      if (unprintable.length > 0) return fail(400, submission.reply({ fieldErrors: { fullName: [errors.fullNameCharacters(unprintable.join(' '))] } }));
      const approved = await approveEstimate(
        services.transact,
        services.db,
        token,
        { option, fullName, documentHash },
        visitOf(request, clientIp),
        mail,
        await sealContext(services),
        now,
      );
      if (!approved.ok) return refuse(approved, submission.reply());
      // Only the approval that made the order gets the success page; the others (a double click,
      // a second tab) are told it was already approved.
      if (approved.already) return fail(409, submission.reply(), errors.alreadyApproved);
    }
  } catch (error) {
    logger.error({ err: error }, 'the customer’s answer to an estimate could not be stored');
    return fail(503, undefined, errors.unavailable);
  }
  // To the answer: without JavaScript the browser scrolls to it; with it, the page also gives it focus.
  return redirect(`${pathname}#answer`, { headers: customerPageHeaders });
}

function jsonError(status: number, error: string, extra: Record<string, unknown> = {}) {
  return Response.json({ error, ...extra }, { status });
}

function apiEstimate(view: NonNullable<Awaited<ReturnType<typeof getStaffEstimate>>>, orderId: string | null) {
  const { estimate, state, document, approval } = view;
  return {
    id: estimate.id,
    quoteRequestId: estimate.quoteRequestId,
    state,
    specStatus: specQuoteStatus[state],
    message: estimate.message,
    validUntil: estimate.validUntil,
    recommendedOption: estimate.recommendedOption,
    options: document.options.map((option, index) => ({
      ...option,
      lines: option.lines.map((line, lineIndex) => ({ ...line, priceItem: estimate.options[index]!.lines[lineIndex]!.priceItem })),
    })),
    sentAt: estimate.sentAt,
    viewedAt: estimate.viewedAt,
    decidedAt: estimate.decidedAt,
    declineReason: estimate.declineReason,
    approval: approval ?? null,
    orderId,
    createdAt: estimate.createdAt,
    updatedAt: estimate.updatedAt,
  };
}

async function apiAnswer(services: AppServices, estimate: EstimateRecord, status: number, now: Date): Promise<Response> {
  const view = (await getStaffEstimate(services.db, estimate.id, now))!;
  const order = await getOrderForEstimate(services.db, estimate.id);
  return Response.json({ estimate: apiEstimate(view, order?.id ?? null) }, { status });
}

/** POST /api/admin/quote-requests/:id/estimates */
export async function apiCreateEstimate(services: AppServices, quoteRequestId: string, actor: Actor, request: Request, now = new Date()): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body.ok) return jsonError(body.status, body.message);
  const parsed = estimateApiSchema(businessToday(now), await getPriceItems(services.db)).safeParse(body.body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const problem of parsed.error.issues) (fieldErrors[problem.path.join('.') || 'body'] ??= []).push(problem.message);
    return jsonError(400, parsed.error.issues[0]?.message ?? 'Invalid estimate', { fieldErrors });
  }
  const draft: EstimateDraft = parsed.data;
  const created = await createEstimate(services.transact, quoteRequestId, draft, actor, now);
  if (!created.ok) return jsonError(404, `No quote request has the id ${quoteRequestId}.`);
  return apiAnswer(services, created.estimate, 201, now);
}

/** POST /api/admin/estimates/:id/send */
export async function apiSendEstimate(services: AppServices, id: string, actor: Actor, request: Request, now = new Date()): Promise<Response> {
  await readLimitedBody(request, MAX_JSON_BYTES);
  const sent = await sendEstimate(services.transact, id, actor, await estimateMailContext(services), now);
  if (!sent.ok)
    return sent.reason === 'not-found' ? jsonError(404, `No estimate has the id ${id}.`) : jsonError(409, `This estimate cannot be sent: ${sent.message}`);
  return apiAnswer(services, sent.estimate, 200, now);
}

/** GET /api/admin/estimates/:id */
export async function apiGetEstimate(services: AppServices, id: string, now = new Date()): Promise<Response> {
  const view = await getStaffEstimate(services.db, id, now);
  if (!view) return jsonError(404, `No estimate has the id ${id}.`);
  const order = await getOrderForEstimate(services.db, id);
  return Response.json({ estimate: apiEstimate(view, order?.id ?? null) });
}
