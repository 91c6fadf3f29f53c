import { describe, expect, it } from 'vitest';
import { isTwilioSignature, twilioSignature } from './signature.server';

// Twilio's documented example (https://www.twilio.com/docs/usage/security#validating-requests).
const authToken = '12345';
const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const params: [string, string][] = [
  ['CallSid', 'CA1234567890ABCDE'],
  ['Caller', '+14158675310'],
  ['Digits', '1234'],
  ['From', '+14158675310'],
  ['To', '+18005551212'],
];
const documented = 'GvWf1cFY/Q7PnoempGyD5oXAezc=';

describe('the Twilio request signature', () => {
  it("is Twilio's documented signature for its example, whatever order the parameters came in", () => {
    expect(twilioSignature(authToken, url, params)).toBe(documented);
    expect(twilioSignature(authToken, url, [...params].reverse())).toBe(documented);
    expect(isTwilioSignature(authToken, url, params, documented)).toBe(true);
  });

  it('refuses a missing signature, another token, another URL or a changed parameter', () => {
    expect(isTwilioSignature(authToken, url, params, null)).toBe(false);
    expect(isTwilioSignature(authToken, url, params, '')).toBe(false);
    expect(isTwilioSignature('54321', url, params, documented)).toBe(false);
    expect(isTwilioSignature(authToken, 'https://mycompany.com/myapp.php?foo=1&bar=3', params, documented)).toBe(false);
    expect(isTwilioSignature(authToken, url, [...params.slice(0, 4), ['To', '+18005551213']], documented)).toBe(false);
    expect(isTwilioSignature(authToken, url, [...params, ['Body', 'extra']], documented)).toBe(false);
  });
});
