import { z } from 'zod';
import { JOB_STAGES } from './job-stages';

// The one schema per request and form of the jobs (docs/conventions.md): the API's PATCH and
// visit, and the staff job page's forms, read the same fields the same way.

/** A calendar day, YYYY-MM-DD, that exists; empty or null clears it. */
const day = z
  .union([z.string().trim(), z.null()])
  .transform((value) => value || null)
  .refine((value) => value === null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)), {
    message: 'Give a date as YYYY-MM-DD.',
  });

/** A short text; empty or null clears it. */
const text = (max: number, what: string) =>
  z.union([z.string().trim().max(max, `${what} is at most ${max} characters.`), z.null()]).transform((value) => value || null);

export const productSchema = z
  .object({ supplier: text(120, 'The supplier').optional(), orderedOn: day.optional(), expectedOn: day.optional(), receivedOn: day.optional() })
  .strict();

export const permitSchema = z
  .object({
    municipality: text(120, 'The municipality').optional(),
    number: text(60, 'The permit number').optional(),
    appliedOn: day.optional(),
    issuedOn: day.optional(),
  })
  .strict();

export const stageSchema = z.enum(JOB_STAGES, { message: `stage must be one of: ${JOB_STAGES.join(', ')}` });

/** PATCH /api/admin/jobs/<id> */
export const jobPatchSchema = z
  .object({
    stage: stageSchema.optional(),
    reason: text(500, 'The reason').optional(),
    permit: permitSchema.optional(),
    product: productSchema.optional(),
    measurementNotes: text(4000, 'The measurement notes').optional(),
  })
  .strict();

/** POST /api/admin/jobs/<id>/visits */
export const visitBodySchema = z
  .object({
    start: z.string({ message: 'start is required: an ISO date and time.' }).max(40),
    end: z.string({ message: 'end is required: an ISO date and time.' }).max(40),
    crewIds: z.array(z.string().max(100), { message: 'crewIds is required: the ids of the crew members.' }).min(1, 'Choose at least one crew member.').max(20),
    notes: text(1000, 'The notes').optional(),
  })
  .strict();

/** PATCH /api/admin/jobs/<id>/visits/<visitId>: new times, new people, or both; what is left out stays. */
export const visitPatchSchema = z
  .object({
    start: z.string({ message: 'start must be an ISO date and time.' }).max(40).optional(),
    end: z.string({ message: 'end must be an ISO date and time.' }).max(40).optional(),
    crewIds: z
      .array(z.string().max(100), { message: 'crewIds must be the ids of the crew members.' })
      .min(1, 'Choose at least one crew member.')
      .max(20)
      .optional(),
  })
  .strict()
  .refine((body) => body.start !== undefined || body.end !== undefined || body.crewIds !== undefined, {
    message: 'Send start, end or crewIds: what the visit changes to.',
    path: ['body'],
  });

export const inspectionSchema = z
  .object({
    kind: z.string().trim().min(1, 'Say what was inspected.').max(120),
    inspectedOn: day.refine((value) => value !== null, { message: 'Give the inspection’s date.' }),
    result: z.enum(['scheduled', 'passed', 'failed'], { message: 'Choose scheduled, passed or failed.' }),
    notes: text(1000, 'The notes').optional(),
  })
  .strict();

/** Zod's issues as fieldErrors keyed by the field's dotted path. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  // A Map, not an object: a posted key named "constructor" or "__proto__" is a field like any other.
  const fieldErrors = new Map<string, string[]>();
  const add = (field: string, message: string) => fieldErrors.set(field, [...(fieldErrors.get(field) ?? []), message]);
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add([...issue.path, key].join('.'), `${key} is not a field here.`);
    else add(issue.path.join('.') || 'body', issue.message);
  }
  return Object.fromEntries(fieldErrors);
}
