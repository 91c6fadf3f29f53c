import { describe, expect, it } from 'vitest';
import { apiSpamReason, formSpamReason, issueFormToken, MIN_FILL_MS } from './spam.server';

const secret = 'test-secret-that-is-long-enough-for-hmac';

describe('form spam checks', () => {
  const shownAt = 1_700_000_000_000;
  const token = issueFormToken(secret, shownAt);

  it('passes a person who took a few seconds and left the honeypot empty', () => {
    expect(formSpamReason({ honeypot: '', token }, secret, shownAt + MIN_FILL_MS + 1)).toBeNull();
  });

  it('flags a filled honeypot', () => {
    expect(formSpamReason({ honeypot: 'http://spam.example', token }, secret, shownAt + 60_000)).toBe('honeypot');
  });

  it('flags a form sent faster than a person could fill it', () => {
    expect(formSpamReason({ honeypot: '', token }, secret, shownAt + 500)).toBe('submitted-too-fast');
  });

  it('flags a missing or forged token', () => {
    expect(formSpamReason({ honeypot: '', token: null }, secret, shownAt)).toBe('missing-form-token');
    expect(formSpamReason({ honeypot: '', token: `${shownAt - 60_000}.forged` }, secret, shownAt)).toBe('invalid-form-token');
    expect(formSpamReason({ honeypot: '', token: issueFormToken('another-secret', shownAt - 60_000) }, secret, shownAt)).toBe(
      'invalid-form-token',
    );
  });

  it('applies only the honeypot to the JSON API', () => {
    expect(apiSpamReason(undefined)).toBeNull();
    expect(apiSpamReason('')).toBeNull();
    expect(apiSpamReason('filled')).toBe('honeypot');
  });
});
