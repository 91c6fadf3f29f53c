import { type Expression, type SqlBool, sql } from 'kysely';
import type { Dialect } from '~/lib/db.server';
import type { LeadKind } from '../lead-kinds';

// Word-prefix search over name, email and phone, answered from an index on both dialects.
// The SQL text below must match db/migrations/2026-11-21-04-back-office.ts exactly, or
// PostgreSQL stops using the index; lead-search.server.test.ts checks the plans.

interface SearchSource {
  table: string;
  /** The searchable text of a row, in the row's own columns. */
  text: string;
  phone: string;
}

const sources: Record<LeadKind, SearchSource> = {
  'quote-requests': {
    table: 'quote_requests',
    text: `first_name || ' ' || last_name || ' ' || email || ' ' || phone`,
    phone: 'phone',
  },
  'contact-messages': {
    table: 'contact_messages',
    text: `name || ' ' || email || ' ' || coalesce(phone, '')`,
    phone: 'phone',
  },
  'chatbot-contacts': {
    table: 'chatbot_contacts',
    text: `name || ' ' || email || ' ' || phone`,
    phone: 'phone',
  },
};

/** At most this many words of a query are used; more would only narrow an already exact match. */
const MAX_TOKENS = 6;

/**
 * The words of a query: letters and digits, lowercased. 'Ortega, M.' → ['ortega', 'm'];
 * '(305) 555-0188' → ['305', '555', '0188']. Each must begin some word of the lead.
 */
export function searchTokens(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TOKENS);
}

function postgresDocument(source: SearchSource): string {
  return (
    `to_tsvector('simple', translate(lower(${source.text}), '@._+()-''', '        ') || ' ' || ` +
    `regexp_replace(coalesce(${source.phone}, ''), '[^0-9]', '', 'g'))`
  );
}

/** A condition on the lead table's `id` that holds for the leads matching every token. */
export function searchCondition(kind: LeadKind, dialect: Dialect, tokens: string[]): Expression<SqlBool> {
  const source = sources[kind];
  if (dialect === 'postgres') {
    const query = tokens.map((token) => `${token}:*`).join(' & ');
    return sql<SqlBool>`${sql.raw(postgresDocument(source))} @@ to_tsquery('simple', ${query})`;
  }
  const fts = sql.raw(`${source.table}_fts`);
  const match = tokens.map((token) => `"${token}"*`).join(' ');
  return sql<SqlBool>`id in (select lead_id from ${fts} where ${fts} match ${match})`;
}
