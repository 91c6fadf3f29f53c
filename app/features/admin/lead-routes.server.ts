import { data, redirect } from 'react-router';
import { leadMailContext } from '~/features/leads/receive-lead.server';
import { readFormBody } from '~/lib/form-body.server';
import { MAX_JSON_BYTES, readJsonObject } from '~/lib/json-body.server';
import type { AppServices } from '~/lib/request-context';
import { leadCsv } from './lead-csv.server';
import { type LeadKind, leadKinds } from './lead-kinds';
import { listHref, type ListQuery, listSearch, parseListQuery, readListQuery } from './list-query';
import { parseLeadUpdate } from './lead-update';
import { countMatchingLeads, getLeadDetail, listLeads, restoreLead, updateLead } from './leads.server';
import type { Actor } from './timeline.server';

// What the staff screens and the admin JSON API do once the route has checked the role.

async function countSpam(services: AppServices, kind: LeadKind): Promise<number> {
  if (!leadKinds[kind].hasSpam) return 0;
  return countMatchingLeads(services.db, kind, { status: null, search: '', view: 'spam' });
}

/**
 * A list screen: its filters from the URL, one page of leads, and how many wait in spam. A URL
 * with empty or default fields (what a form without JavaScript sends) or values the screen cannot
 * use is sent on to the short form of the same view, so every view has one address.
 */
export async function loadLeadList(services: AppServices, kind: LeadKind, request: Request) {
  const url = new URL(request.url);
  const query = readListQuery(kind, url.searchParams);
  const canonical = listSearch(query);
  if (url.search !== canonical) throw redirect(`${url.pathname}${canonical}`);
  const [page, spamCount] = await Promise.all([listLeads(services.db, kind, query), countSpam(services, kind)]);
  return { query, page, spamCount };
}

function notFound(kind: LeadKind): never {
  throw data({ message: `This ${leadKinds[kind].noun} was not found.` }, { status: 404 });
}

export async function loadLeadDetail(services: AppServices, kind: LeadKind, id: string) {
  const detail = await getLeadDetail(services.db, kind, id);
  if (!detail) notFound(kind);
  return detail;
}

/** The list filters a dialog returns to, rebuilt from known parameters only. */
function returnQuery(kind: LeadKind, search: string): ListQuery {
  return readListQuery(kind, new URLSearchParams(search));
}

export type LeadActionData = { error: string } | { notice: string };

/**
 * The dialog's forms when they are posted by the browser itself (no JavaScript): save status
 * and notes, set a chatbot contact's status, or restore a lead from spam. With JavaScript the
 * screens call the JSON API instead; both end in the same feature functions.
 */
export async function handleLeadAction(services: AppServices, kind: LeadKind, id: string, actor: Actor, request: Request) {
  const form = await readFormBody(request, MAX_JSON_BYTES);
  const info = leadKinds[kind];
  if (!form) return data<LeadActionData>({ error: info.updateError }, { status: 400 });
  const returnTo = String(form.get('returnTo') ?? '');
  const intent = String(form.get('intent') ?? 'update');

  if (intent === 'restore' && kind !== 'chatbot-contacts') {
    const result = await restoreLead(services.transact, kind, id, actor, await leadMailContext(services));
    if (result === 'not-found') notFound(kind);
    return redirect(`/admin/${info.screen}/${id}${new URL(request.url).search}`);
  }

  const fields: Record<string, unknown> = {};
  if (form.has('status')) fields.status = String(form.get('status'));
  if (form.has('notes')) fields.notes = String(form.get('notes'));
  const parsed = parseLeadUpdate(kind, fields);
  if (!parsed.ok) return data<LeadActionData>({ error: info.updateError }, { status: 400 });
  const updated = await updateLead(services.transact, kind, id, parsed.update, actor).catch(() => null);
  if (updated === undefined) notFound(kind);
  if (updated === null) return data<LeadActionData>({ error: info.updateError }, { status: 500 });
  // SPEC: a submission's dialog saves, then closes and reloads the list; a chatbot contact's stays open.
  if (kind === 'chatbot-contacts') return redirect(`/admin/${info.screen}/${encodeURIComponent(id)}${listSearch(returnQuery(kind, returnTo))}`);
  return redirect(listHref(kind, returnQuery(kind, returnTo)));
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
export async function apiGetLead(services: AppServices, kind: LeadKind, id: string): Promise<Response> {
  const detail = await getLeadDetail(services.db, kind, id);
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
