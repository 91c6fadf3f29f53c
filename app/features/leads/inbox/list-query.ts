import { PAGE_NUMBER_ERROR, parsePageNumber } from '~/lib/page-number';
import { isLocale, type Locale, locales } from '~/lib/locale';
import { type LeadKind, leadKinds } from '../lead-kinds';

/** Leads per page, in the screens and the JSON API alike. */
export const PAGE_SIZE = 50;
export const SEARCH_MAX_LENGTH = 100;

export type ListSort = 'newest' | 'oldest';
/** The inbox holds real leads; the spam view holds the ones flagged as suspected spam. */
export type ListView = 'inbox' | 'spam';

export interface ListQuery {
  status: string | null;
  /** Only the leads written in this language (null: every language). */
  language: Locale | null;
  search: string;
  sort: ListSort;
  page: number;
  view: ListView;
}

export const defaultListQuery: ListQuery = { status: null, language: null, search: '', sort: 'newest', page: 1, view: 'inbox' };

export type ParsedListQuery = { ok: true; query: ListQuery } | { ok: false; error: string };

/**
 * Reads a list's filters from the URL. The screens ignore what they cannot use (a stale
 * bookmark still opens); the JSON API answers 400 with the error instead.
 */
export function parseListQuery(kind: LeadKind, params: URLSearchParams): ParsedListQuery {
  const info = leadKinds[kind];
  const status = params.get('status')?.trim() || null;
  if (status !== null && !info.statuses.some((choice) => choice.value === status)) {
    return { ok: false, error: `status must be one of: ${info.statuses.map((choice) => choice.value).join(', ')}` };
  }
  const language = params.get('language')?.trim() || null;
  if (language !== null && !isLocale(language)) return { ok: false, error: `language must be one of: ${locales.join(', ')}` };
  const search = (params.get('search') ?? '').trim();
  if (search.length > SEARCH_MAX_LENGTH) return { ok: false, error: `search must be at most ${SEARCH_MAX_LENGTH} characters` };
  const sort = params.get('sort') || 'newest';
  if (sort !== 'newest' && sort !== 'oldest') return { ok: false, error: 'sort must be newest or oldest' };
  const page = parsePageNumber(params.get('page'));
  if (page === undefined) return { ok: false, error: PAGE_NUMBER_ERROR };
  const view = params.get('view') || 'inbox';
  if (view !== 'inbox' && view !== 'spam') return { ok: false, error: 'view must be inbox or spam' };
  return { ok: true, query: { status, language, search, sort, page, view } };
}

/** The screens' reading: whatever is wrong falls back to the default for that parameter. */
export function readListQuery(kind: LeadKind, params: URLSearchParams): ListQuery {
  const query: ListQuery = { ...defaultListQuery };
  for (const key of ['status', 'language', 'search', 'sort', 'page', 'view'] as const) {
    const value = params.get(key);
    if (value === null) continue;
    const parsed = parseListQuery(kind, new URLSearchParams({ [key]: value }));
    if (parsed.ok) Object.assign(query, { [key]: parsed.query[key] });
  }
  return query;
}

/** The URL search string of a query, leaving defaults out so links stay short. */
export function listSearch(query: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  if (query.view && query.view !== 'inbox') params.set('view', query.view);
  if (query.status) params.set('status', query.status);
  if (query.language) params.set('language', query.language);
  if (query.search) params.set('search', query.search);
  if (query.sort && query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** The URL of a list screen with these filters. */
export function listHref(kind: LeadKind, query: Partial<ListQuery>): string {
  return `/admin/${leadKinds[kind].screen}${listSearch(query)}`;
}
