import { z } from '~/lib/schema';

/** What a follow-up's buttons post: cancel one email, mark a call done, or record that the customer replied. */
export const followUpFormSchema = z.object({
  intent: z.enum(['cancel', 'done', 'replied'], { error: 'Choose cancel, done or replied' }),
  /** The back-office page to come back to. */
  returnTo: z
    .string({ error: 'Missing the page to return to' })
    .max(500, 'The page to return to is too long')
    .regex(/^\/admin\/[^\\]*$/, 'The page to return to must be a back-office page')
    .refine((path) => !path.startsWith('//') && !path.includes('//'), 'The page to return to must be a back-office page'),
});

/** What the page says after a follow-up was changed (the `followUp` query parameter). */
export const followUpNotices = {
  cancelled: 'Cancelled: that email will not be sent.',
  done: 'The call is marked done.',
  replied: 'Follow-ups stopped: the customer replied.',
  settled: 'Nothing to change: it was already sent, stopped or done.',
} as const;
export type FollowUpNotice = keyof typeof followUpNotices;
