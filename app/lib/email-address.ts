import { z } from './schema';

/** The longest address SMTP can carry (RFC 5321's path limit, less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The one rule for an email address, in every form, API and the assistant, on the client and
 * the server. It is Zod's own address pattern, the one the auth library checks too, so an
 * address a form accepts is never refused further in (`a..b@x.io`, `a@b.c` and `émile@x.io`
 * used to pass the forms and fail there). It also keeps out everything that would change
 * a `mailto:` link or a header built from the address: `?`, `&`, `%`, spaces, quotes, angle
 * brackets, commas and line breaks.
 */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && z.regexes.email.test(value);
}
