import { formatPhone, toE164 } from '~/features/business/profile';

/**
 * A mobile number as people type it ('(305) 555-0100', '305.555.0100', '+1 305 555 0100', or
 * another country's '+44 20 7946 0958') in E.164, or null when it is not one a text can reach.
 */
export function phoneToE164(typed: string): string | null {
  const us = toE164(typed);
  if (us) return us;
  const compact = typed.trim().replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}

/** '+13055550100' → '(305) 555-0100', as the site writes a US number; another country's number as it is. */
export function phoneInWords(e164: string): string {
  return /^\+1\d{10}$/.test(e164) ? formatPhone(e164) : e164;
}
