import { describe, expect, it } from 'vitest';
import { contentSignals, formSignals, honeypotSignals, issueFormToken, MIN_FILL_MS, repeatSignals, spamVerdict } from './spam.server';

const secret = 'test-secret-that-is-long-enough-for-hmac';

describe('the form’s own spam signals', () => {
  const shownAt = 1_700_000_000_000;
  const token = issueFormToken(secret, shownAt);

  it('finds nothing in a person who took a few seconds and left the honeypot empty', () => {
    expect(formSignals({ honeypot: '', token }, secret, shownAt + MIN_FILL_MS + 1)).toEqual([]);
  });

  it('notes a filled honeypot, a fast send, and a missing or forged token', () => {
    expect(formSignals({ honeypot: 'http://spam.example', token }, secret, shownAt + 60_000)).toEqual(['honeypot']);
    expect(formSignals({ honeypot: '', token }, secret, shownAt + 500)).toEqual(['submitted-too-fast']);
    expect(formSignals({ honeypot: '', token: null }, secret, shownAt)).toEqual(['missing-form-token']);
    expect(formSignals({ honeypot: '', token: `${shownAt - 60_000}.forged` }, secret, shownAt)).toEqual(['invalid-form-token']);
    expect(formSignals({ honeypot: '', token: issueFormToken('another-secret', shownAt - 60_000) }, secret, shownAt)).toEqual(['invalid-form-token']);
  });

  it('applies only the honeypot to the JSON API', () => {
    expect(honeypotSignals(undefined)).toEqual([]);
    expect(honeypotSignals('')).toEqual([]);
    expect(honeypotSignals('filled')).toEqual(['honeypot']);
  });
});

describe('the spam score', () => {
  it('keeps a customer whose browser filled the form in 2 seconds and who wrote a real message', () => {
    const signals = [
      ...formSignals({ honeypot: '', token: issueFormToken(secret, 1_000) }, secret, 3_000),
      ...contentSignals(['Marisol', 'Ortega', '540 Biltmore Way', 'Eight casement windows on the second floor fog up; can you replace the glass?']),
      ...repeatSignals(0),
    ];
    expect(signals).toEqual(['submitted-too-fast']);
    expect(spamVerdict(signals)).toBeNull();
  });

  it('keeps a customer who sent a photo link, or wrote twice to correct a phone number', () => {
    expect(spamVerdict(['submitted-too-fast', ...contentSignals(['Photos: https://photos.example/album/12'])])).toBeNull();
    expect(spamVerdict([...repeatSignals(2), ...contentSignals(['Sorry, my number is 305-555-0100'])])).toBeNull();
  });

  it('flags a strong signal on its own, and weak ones that add up', () => {
    expect(spamVerdict(['honeypot'])).toBe('honeypot');
    expect(spamVerdict(['missing-form-token'])).toBe('missing-form-token');
    const advert = contentSignals(['We can get your site to the first page of Google with SEO backlinks: https://a.example https://b.example www.c.example']);
    expect(advert).toEqual(['many-links', 'spam-words']);
    expect(spamVerdict(advert)).toBe('many-links,spam-words');
    expect(spamVerdict(['submitted-too-fast', 'link', ...repeatSignals(3)])).toBe('submitted-too-fast,link,repeated-sends');
  });

  it('reads whole words only: a homeowner’s "season" or "crypton shades" is no advert', () => {
    expect(contentSignals(['Before hurricane season, please check the seals on our Crypton-lined windows'])).toEqual([]);
  });
});
