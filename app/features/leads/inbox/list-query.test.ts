import { describe, expect, it } from 'vitest';
import { defaultListQuery, listHref, listSearch, pageCount, parseListQuery, readListQuery } from './list-query';
import { parseLeadUpdate } from './lead-update';

const params = (text: string) => new URLSearchParams(text);

describe('list filters in the URL', () => {
  it('reads status, language, search, sort, page and view, and writes them back without the defaults', () => {
    const parsed = parseListQuery('quote-requests', params('status=quoted&language=es&search=%20ortega%20&sort=oldest&page=3&view=spam'));
    expect(parsed).toEqual({ ok: true, query: { status: 'quoted', language: 'es', search: 'ortega', sort: 'oldest', page: 3, view: 'spam' } });
    expect(listSearch(parsed.ok ? parsed.query : defaultListQuery)).toBe('?view=spam&status=quoted&language=es&search=ortega&sort=oldest&page=3');
    expect(listSearch(defaultListQuery)).toBe('');
    expect(listHref('contact-messages', { status: 'new' })).toBe('/admin/contact-submissions?status=new');
  });

  it('checks the status against the kind: five for quotes, three for the others', () => {
    expect(parseListQuery('quote-requests', params('status=completed')).ok).toBe(true);
    expect(parseListQuery('contact-messages', params('status=completed'))).toEqual({ ok: false, error: 'status must be one of: new, contacted, resolved' });
    expect(parseListQuery('chatbot-contacts', params('status=resolved')).ok).toBe(true);
  });

  it('refuses a bad page, sort or view in the API, and the screens fall back to defaults', () => {
    for (const bad of ['page=0', 'page=-1', 'page=1.5', 'page=x', 'sort=name', 'view=trash', 'language=fr', `search=${'x'.repeat(101)}`]) {
      expect(parseListQuery('quote-requests', params(bad)).ok).toBe(false);
    }
    expect(parseListQuery('chatbot-contacts', params('view=spam'))).toMatchObject({ ok: true, query: { view: 'spam' } });
    expect(readListQuery('quote-requests', params('page=x&status=bogus&language=fr&search=ana&sort=name'))).toEqual({ ...defaultListQuery, search: 'ana' });
  });

  it('counts pages of 50, with at least one', () => {
    expect([0, 1, 50, 51, 100_000].map(pageCount)).toEqual([1, 1, 1, 2, 2000]);
  });
});

describe('lead updates', () => {
  it('accept a status from the kind’s set and trimmed notes', () => {
    expect(parseLeadUpdate('quote-requests', { status: 'quoted', notes: '  Call back  ' })).toEqual({
      ok: true,
      update: { status: 'quoted', notes: 'Call back' },
    });
    expect(parseLeadUpdate('contact-messages', { notes: null })).toEqual({ ok: true, update: { notes: '' } });
    expect(parseLeadUpdate('chatbot-contacts', { status: 'resolved' })).toEqual({ ok: true, update: { status: 'resolved' } });
  });

  it('refuse a status of another kind, an empty change and notes that are not text', () => {
    expect(parseLeadUpdate('contact-messages', { status: 'quoted' })).toMatchObject({
      ok: false,
      error: 'Status must be one of: new, contacted, resolved',
      fieldErrors: { status: ['Status must be one of: new, contacted, resolved'] },
    });
    expect(parseLeadUpdate('quote-requests', { status: 'resolved' })).toMatchObject({
      ok: false,
      error: 'Status must be one of: new, contacted, quoted, completed, cancelled',
    });
    expect(parseLeadUpdate('quote-requests', {})).toMatchObject({ ok: false, error: 'Send a status, notes, or both' });
    expect(parseLeadUpdate('quote-requests', { notes: 42 })).toMatchObject({ ok: false, error: 'Notes must be text' });
    expect(parseLeadUpdate('quote-requests', { notes: 'x'.repeat(5001) }).ok).toBe(false);
  });
});
