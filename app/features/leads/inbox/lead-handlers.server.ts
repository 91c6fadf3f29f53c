import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { ENHANCED_FIELD } from '~/features/accounts/account-action';
import type { FormReply } from '~/lib/form-reply';
import { logger } from '~/lib/logger.server';
import { leadMailContext } from '../intake/receive-lead.server';
import { readFormBody } from '~/lib/form-body.server';
import { MAX_JSON_BYTES, readJsonObject } from '~/lib/json-body.server';
import type { AppServices } from '~/lib/request-context';
import { leadCsv } from './lead-csv.server';
import { type LeadKind, leadKinds } from '../lead-kinds';
import { listHref, type ListQuery, listSearch, parseListQuery, readListQuery } from './list-query';
import { LEAD_RESTORE_INTENT, LEAD_UPDATE_INTENT, leadFormSchema, parseLeadUpdate } from './lead-update';
import {
  type ChatbotStaffEmail,
  countMatchingLeads,
  findNextLead,
  getLeadDetail,
  listLeads,
  type ReadConversation,
  restoreLead,
  type UpdatedLead,
  updateLead,
} from './leads.server';
import type { Actor } from '~/lib/audit-log.server';

// What the staff screens and the admin JSON API do once the route has checked the role.

async function countSpam(services: AppServices, kind: LeadKind): Promise<number> {
  return countMatchingLeads(services.db, kind, { status: null, language: null, search: '', view: 'spam' });
}

/**
 * A list screen: its filters from the URL, one page of leads, and how many wait in spam. A URL
 * with empty or default fields (what a form without JavaScript sends) or values the screen cannot
 * use is sent on to the short form of the same view, so every view has one address; a page
 * past the end is sent on to the last page.
 */
export async function loadLeadList(services: AppServices, kind: LeadKind, request: Request) {
  const url = new URL(request.url);
  const query = readListQuery(kind, url.searchParams);
  const canonical = listSearch(query);
  if (url.search !== canonical) throw redirect(`${url.pathname}${canonical}`);
  const [page, spamCount] = await Promise.all([listLeads(services.db, kind, query), countSpam(services, kind)]);
  // A page past the end (the last lead of a page was just worked, or an old link) shows the last page.
  if (query.page > page.pageCount) throw redirect(`${url.pathname}${listSearch({ ...query, page: page.pageCount })}`);
  return { query, page, spamCount };
}

function notFound(kind: LeadKind): never {
  throw data({ message: `This ${leadKinds[kind].noun} was not found.` }, { status: 404 });
}

export async function loadLeadDetail(services: AppServices, kind: LeadKind, id: string, readConversation: ReadConversation) {
  const detail = await getLeadDetail(services.db, kind, id, readConversation);
  if (!detail) notFound(kind);
  return detail;
}

/** The list filters a dialog returns to, rebuilt from known parameters only. */
function returnQuery(kind: LeadKind, search: string): ListQuery {
  return readListQuery(kind, new URLSearchParams(search));
}

/** What the dialog's forms get back: Conform's result, and the lead as saved. */
export interface LeadFormReply extends FormReply {
  lead?: UpdatedLead;
  /** After "Save and next": the next lead's URL, or null when this was the list's last. */
  nextHref?: string | null;
}

/**
 * The lead dialog's forms: save status and notes, set a chatbot contact's status, or restore a
 * lead from spam. A hydrated page posts them with a fetcher and gets the saved lead back; a
 * browser without JavaScript is sent on to where the dialog leads (SPEC: the list, for a
 * submission; the same dialog, for a chatbot contact).
 */
export async function handleLeadAction(services: AppServices, kind: LeadKind, id: string, actor: Actor, request: Request, chatbotEmail: ChatbotStaffEmail) {
  const form = await readFormBody(request, MAX_JSON_BYTES);
  const info = leadKinds[kind];
  const failed = (status: number, intent = LEAD_UPDATE_INTENT, result?: LeadFormReply['result']) =>
    data<LeadFormReply>({ intent, result, ok: false, message: info.updateError }, { status });
  if (!form) return failed(400);

  if (form.get('intent') === LEAD_RESTORE_INTENT) {
    const result = await restoreLead(services.transact, kind, id, actor, { mail: await leadMailContext(services), chatbotEmail });
    if (result === 'not-found') notFound(kind);
    return redirect(`/admin/${info.screen}/${id}${new URL(request.url).search}`);
  }

  const submission = parseWithZod(form, { schema: leadFormSchema(kind) });
  if (submission.status !== 'success') return failed(400, String(submission.payload.intent ?? LEAD_UPDATE_INTENT), submission.reply());
  const { intent, returnTo, ...fields } = submission.value;
  const next = 'next' in fields && fields.next === '1';
  const update = { status: fields.status, ...('notes' in fields ? { notes: fields.notes } : {}) };
  const updated = await updateLead(services.transact, kind, id, update, actor).catch((error: unknown) => {
    logger.error({ err: error, kind, id }, 'lead could not be updated');
    return null;
  });
  if (updated === undefined) notFound(kind);
  if (updated === null) return failed(503, intent, submission.reply());
  const query = returnQuery(kind, returnTo ?? '');
  const nextId = next ? await findNextLead(services.db, kind, query, id) : undefined;
  const nextHref = nextId ? `/admin/${info.screen}/${encodeURIComponent(nextId)}${listSearch(query)}` : null;
  if (form.get(ENHANCED_FIELD) === '1') {
    return data<LeadFormReply>({ intent, result: submission.reply(), ok: true, message: '', lead: updated, ...(next ? { nextHref } : {}) });
  }
  if (nextHref) return redirect(nextHref);
  if (kind === 'chatbot-contacts') return redirect(`/admin/${info.screen}/${encodeURIComponent(id)}${listSearch(query)}`);
  return redirect(listHref(kind, query));
}

function jsonError(status: number, error: string, extra: Record<string, unknown> = {}) {
  return Response.json({ error, ...extra }, { status });
}

/** GET /api/admin/<kind>?status=&search=&page=&sort=&view= */
export async function apiListLeads(services: AppServices, kind: LeadKind, request: Request): Promise<Response> {
  const parsed = parseListQuery(kind, new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(400, parsed.error);
  const page = await listLeads(services.db, kind, parsed.query);
  return Response.json(page);
}

/** GET /api/admin/<kind>/:id */
export async function apiGetLead(services: AppServices, kind: LeadKind, id: string, readConversation: ReadConversation): Promise<Response> {
  const detail = await getLeadDetail(services.db, kind, id, readConversation);
  if (!detail) return jsonError(404, `No ${leadKinds[kind].noun} has the id ${id}.`);
  return Response.json(detail);
}

/** PATCH /api/admin/<kind>/:id with { status, notes }. */
export async function apiPatchLead(services: AppServices, kind: LeadKind, id: string, actor: Actor, request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body.ok) return jsonError(body.status, body.message);
  const parsed = parseLeadUpdate(kind, body.body);
  if (!parsed.ok) return jsonError(400, parsed.error, { fieldErrors: parsed.fieldErrors });
  const updated = await updateLead(services.transact, kind, id, parsed.update, actor);
  if (!updated) return jsonError(404, `No ${leadKinds[kind].noun} has the id ${id}.`);
  return Response.json({ lead: updated });
}

/** The list's leads as a CSV download: every page of the current filter. */
export async function exportCsv(services: AppServices, kind: LeadKind, request: Request, now = new Date()): Promise<Response> {
  const query: ListQuery = { ...readListQuery(kind, new URL(request.url).searchParams), page: 1 };
  const day = now.toISOString().slice(0, 10);
  const name = `${leadKinds[kind].screen}${query.view === 'spam' ? '-spam' : ''}${query.status ? `-${query.status}` : ''}-${day}.csv`;
  return new Response(leadCsv(services.db, kind, query), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

export function unknownKind(): Response {
  return jsonError(404, 'Unknown kind: use quote-requests, contact-messages or chatbot-contacts.');
}
