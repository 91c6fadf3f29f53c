import { isEmailAddress } from '~/lib/email-address';
import { z } from '~/lib/schema';

// The back office's "Add an installer" form (/admin/crew): one schema for the browser and the server.

export const ADD_CREW_INTENT = 'add-crew';
const PASSWORD_MIN = 6;
const PASSWORD_MAX = 128;

export const crewAccountSchema = z.object({
  intent: z.literal(ADD_CREW_INTENT),
  name: z.string({ error: 'Type the installer’s name.' }).trim().min(1, 'Type the installer’s name.').max(100, 'The name must be at most 100 characters.'),
  email: z
    .string({ error: 'Type the installer’s email address.' })
    .trim()
    .min(1, 'Type the installer’s email address.')
    .refine(isEmailAddress, 'That email address does not look right (name@example.com).'),
  phone: z
    .string()
    .trim()
    .max(30, 'The phone number must be at most 30 characters.')
    .refine(
      (value) => value === '' || (value.replace(/\D/g, '').length >= 10 && /^[\d\s()+.-]+$/.test(value)),
      'Type a phone number of at least 10 digits, or leave it empty.',
    )
    .optional(),
  language: z.enum(['en', 'es'], { error: 'Choose English or Spanish.' }),
  password: z
    .string()
    .max(PASSWORD_MAX, `The password must be at most ${PASSWORD_MAX} characters long.`)
    .refine(
      (value) => value === '' || value.length >= PASSWORD_MIN,
      `The password must be at least ${PASSWORD_MIN} characters long, or leave it empty to send an invitation.`,
    )
    .optional(),
});

export type CrewAccountInput = z.infer<typeof crewAccountSchema>;
