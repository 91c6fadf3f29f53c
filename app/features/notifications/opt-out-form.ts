import { z } from 'zod';
import { isEmailAddress } from '~/lib/email-address';

// Staff turn a customer's automated email off (a mailto: request, a call) or back on, from the
// lead and the order.

export const OPT_OUT_INTENT = 'automated-email';

export const optOutFormSchema = z.object({
  intent: z.literal(OPT_OUT_INTENT),
  email: z
    .string()
    .trim()
    .refine((value) => isEmailAddress(value), 'This customer has no email address to stop.'),
  automated: z.enum(['stop', 'resume'], { error: 'Choose whether to stop or resume automated email.' }),
});
