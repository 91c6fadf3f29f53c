import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contact-links';

describe('contact links', () => {
  it('a mailto link names one address and nothing else', () => {
    expect(mailtoHref('ana@example.com')).toBe('mailto:ana@example.com');
    const hostile = mailtoHref('a@b.co?cc=attacker%40evil.example&body=hi');
    expect(hostile).toBe('mailto:a@b.co%3Fcc%3Dattacker%2540evil.example%26body%3Dhi');
    const url = new URL(hostile);
    expect(url.search).toBe('');
    expect(decodeURIComponent(url.pathname)).toBe('a@b.co?cc=attacker%40evil.example&body=hi');
  });

  it('a tel link keeps the digits and a leading plus', () => {
    expect(telHref('(305) 555-0100')).toBe('tel:3055550100');
    expect(telHref('+1 305 555 0100')).toBe('tel:+13055550100');
  });
});
