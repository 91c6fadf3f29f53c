import { z } from '~/lib/schema';
import { type LeadKind, statusValues } from '../lead-kinds';

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
      status: z.enum(allowed, { error: `Status must be one of: ${allowed.join(', ')}` }).optional(),
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

/** The dialog's forms: status and notes saved together, or a status alone (a chatbot contact's buttons). */
export const LEAD_UPDATE_INTENT = 'update';
export const LEAD_STATUS_INTENT = 'status';
export const LEAD_RESTORE_INTENT = 'restore';

/** The lead dialog's forms, posted to the lead's own URL; the JSON API keeps its own schema above. */
export function leadFormSchema(kind: LeadKind) {
  const allowed = statusValues(kind);
  const status = z.enum(allowed, { error: `Status must be one of: ${allowed.join(', ')}` });
  // Filters of the list the dialog returns to, rebuilt from known parameters only.
  const returnTo = z.string().max(1000).optional();
  return z.discriminatedUnion('intent', [
    z.object({
      intent: z.literal(LEAD_UPDATE_INTENT),
      status,
      // An emptied notes field arrives missing: that clears the notes.
      notes: z
        .string()
        .max(NOTES_MAX_LENGTH, `Notes must be at most ${NOTES_MAX_LENGTH} characters`)
        .optional()
        .transform((notes) => (notes ?? '').trim()),
      returnTo,
      // "Save and next": then open the next lead of the same list.
      next: z.literal('1').optional(),
    }),
    z.object({ intent: z.literal(LEAD_STATUS_INTENT), status, returnTo }),
  ]);
}
