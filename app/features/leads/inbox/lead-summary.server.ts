import { type Kysely, sql } from 'kysely';
import type { Database } from '~/lib/db-schema';
import type { LeadKind } from '../lead-kinds';

/** The table of each kind of lead. */
export const leadTables = { 'quote-requests': 'quoteRequests', 'contact-messages': 'contactMessages', 'chatbot-contacts': 'chatbotContacts' } as const;

/** What a lead is called and what it said, per kind. */
export const leadDescriptions = {
  'quote-requests': { name: sql<string>`first_name || ' ' || last_name`, preview: 'projectDescription' },
  'contact-messages': { name: sql<string>`name`, preview: 'message' },
  'chatbot-contacts': { name: sql<string>`name`, preview: 'message' },
} as const;

/** What a lead said, on one line of at most 140 characters. */
export function previewLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}

/** A lead's name and a one-line preview of what it said; undefined when there is no such lead. */
export async function summarizeLead(db: Kysely<Database>, kind: LeadKind, id: string): Promise<{ name: string; preview: string } | undefined> {
  const { name, preview } = leadDescriptions[kind];
  const row = await db
    .selectFrom(leadTables[kind])
    .select([name.as('name'), sql<string | null>`${sql.ref(preview)}`.as('preview')])
    .where(sql.ref('id'), '=', id)
    .executeTakeFirst();
  return row && { name: row.name, preview: previewLine(row.preview ?? '') };
}
