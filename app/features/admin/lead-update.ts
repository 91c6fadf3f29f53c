import { z } from '~/lib/schema';
import { type LeadKind, statusValues } from './lead-kinds';

export const NOTES_MAX_LENGTH = 5000;

export interface LeadUpdate {
  status?: string;
  notes?: string;
}

/**
 * What staff may change on a lead: its status, from that kind's set, and its notes. Notes may
 * come as null (SPEC: the contact screen sends empty notes so) and are stored trimmed.
 */
function leadUpdateSchema(kind: LeadKind) {
  const allowed = statusValues(kind);
  return z
    .object({
      status: z
        .enum(allowed, { error: `Status must be one of: ${allowed.join(', ')}` })
        .optional(),
      notes: z
        .string({ error: 'Notes must be text' })
        .max(NOTES_MAX_LENGTH, `Notes must be at most ${NOTES_MAX_LENGTH} characters`)
        .nullable()
        .optional()
        .transform((notes) => (notes === undefined ? undefined : (notes ?? '').trim())),
    })
    .refine((update) => update.status !== undefined || update.notes !== undefined, {
      message: 'Send a status, notes, or both',
    });
}

export type ParsedLeadUpdate = { ok: true; update: LeadUpdate } | { ok: false; error: string; fieldErrors: Record<string, string[]> };

export function parseLeadUpdate(kind: LeadKind, input: unknown): ParsedLeadUpdate {
  const result = leadUpdateSchema(kind).safeParse(input);
  if (result.success) return { ok: true, update: result.data };
  const flat = z.flattenError(result.error);
  const first = result.error.issues[0]?.message ?? 'Invalid update';
  return { ok: false, error: first, fieldErrors: flat.fieldErrors as Record<string, string[]> };
}
