import { z } from '~/lib/schema';
import { NAME_MAX_LENGTH } from './account-fields';

const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max, `${label} must be at most ${max} characters`).optional(),
  );

/** Profile settings: the email address is shown but not editable here. */
export const profileSchema = z.object({
  name: z
    .string({ error: 'Display name is required' })
    .trim()
    .min(1, 'Display name is required')
    .max(NAME_MAX_LENGTH, `Display name must be at most ${NAME_MAX_LENGTH} characters`),
  phone: optionalText('Phone number', 30),
  address: optionalText('Address', 300),
});

export const PROFILE_SAVED = 'Your profile has been saved.';
export const PROFILE_SAVE_FAILED = 'Your profile could not be saved. Please try again.';
