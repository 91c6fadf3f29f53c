import type { EstimateErrorWords } from '~/content/estimates';
import { z } from '~/lib/schema';

// The customer's two forms on the estimate page: approve (option, ESIGN consent, typed name,
// terms) or decline;
// their messages in the page's language, the same in the browser and on the server.

export const APPROVE_INTENT = 'approve';
export const DECLINE_INTENT = 'decline';
export const NAME_MAX = 120;
export const REASON_MAX = 2000;

/** A typed name without control or invisible formatting characters (bidi overrides, zero-width marks), its spaces single. */
export function cleanName(name: string): string {
  return name
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function approveSchema(errors: EstimateErrorWords, optionCount: number) {
  return z.object({
    intent: z.literal(APPROVE_INTENT),
    option: z.number({ error: errors.chooseOption }).int(errors.chooseOption).min(1, errors.chooseOption).max(optionCount, errors.chooseOption),
    esignConsent: z.literal('on', { error: errors.esignConsent }),
    fullName: z
      .string({ error: errors.fullName })
      .overwrite(cleanName)
      .min(2, errors.fullName)
      .max(NAME_MAX, errors.fullNameLength)
      .refine((name) => name.isWellFormed() && /\p{L}/u.test(name), errors.fullName),
    acceptTerms: z.literal('on', { error: errors.acceptTerms }),
    documentHash: z.string().regex(/^[0-9a-f]{64}$/, errors.changed),
  });
}

export function declineSchema(errors: EstimateErrorWords) {
  return z.object({
    intent: z.literal(DECLINE_INTENT),
    reason: z
      .string()
      .trim()
      .max(REASON_MAX, errors.reasonLength)
      .refine((reason) => reason.isWellFormed(), errors.reasonLength)
      .optional(),
  });
}
