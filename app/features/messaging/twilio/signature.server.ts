import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's request signature (X-Twilio-Signature): HMAC-SHA1 with the account's auth token over
 * the full URL Twilio called, followed by each POST parameter's name and value, sorted by name
 * (a name sent twice contributes each of its values, sorted), in base64.
 * https://www.twilio.com/docs/usage/security#validating-requests
 */
export function twilioSignature(authToken: string, url: string, params: Iterable<[string, string]>): string {
  const pairs = [...params].sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const data = url + pairs.map(([name, value]) => name + value).join('');
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

/** Whether `signature` is Twilio's for this URL and these parameters, compared in constant time. */
export function isTwilioSignature(authToken: string, url: string, params: Iterable<[string, string]>, signature: string | null | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
