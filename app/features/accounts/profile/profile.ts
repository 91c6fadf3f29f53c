import type { DashboardWords } from '~/content/dashboard';
import { z } from '~/lib/schema';
import { NAME_MAX_LENGTH } from '../account-fields';

export type DashboardMessages = DashboardWords['messages'];

const optionalText = (tooLong: string, max: number) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().max(max, tooLong).optional());

/** Profile settings, in the page's language: the email address is shown but not editable here. */
export function profileSchemaIn(m: DashboardMessages) {
  return z.object({
    name: z.string({ error: m.displayNameRequired }).trim().min(1, m.displayNameRequired).max(NAME_MAX_LENGTH, m.tooLong('name', NAME_MAX_LENGTH)),
    phone: optionalText(m.tooLong('phone', 30), 30),
    address: optionalText(m.tooLong('address', 300), 300),
  });
}
