import { estimateErrors } from '~/content/estimates';
import { z } from '~/lib/schema';

// The customer's two forms on the estimate page: approve (option, typed name, terms) or decline.

export const APPROVE_INTENT = 'approve';
export const DECLINE_INTENT = 'decline';
export const NAME_MAX = 120;
export const REASON_MAX = 2000;

export function approveSchema(optionCount: number) {
  return z.object({
    intent: z.literal(APPROVE_INTENT),
    option: z.number({ error: estimateErrors.chooseOption }).int(estimateErrors.chooseOption).min(1, estimateErrors.chooseOption).max(optionCount, estimateErrors.chooseOption),
    fullName: z
      .string({ error: estimateErrors.fullName })
      .trim()
      .min(2, estimateErrors.fullName)
      .max(NAME_MAX, estimateErrors.fullNameLength)
      .refine((name) => name.isWellFormed() && /\p{L}/u.test(name), estimateErrors.fullName),
    acceptTerms: z.literal('on', { error: estimateErrors.acceptTerms }),
    documentHash: z.string().regex(/^[0-9a-f]{64}$/, estimateErrors.changed),
  });
}

export const declineSchema = z.object({
  intent: z.literal(DECLINE_INTENT),
  reason: z
    .string()
    .trim()
    .max(REASON_MAX, estimateErrors.reasonLength)
    .refine((reason) => reason.isWellFormed(), estimateErrors.reasonLength)
    .optional(),
});
