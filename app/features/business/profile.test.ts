import { describe, expect, it } from 'vitest';
import { formatPhone, mergePatch, toE164 } from './profile';

describe('the profile’s phone number', () => {
  it('reads every common way of writing a US number as E.164', () => {
    for (const written of ['(305) 555-0142', '305-555-0142', '305.555.0142', '3055550142', '+1 305 555 0142', '1-305-555-0142', '+13055550142']) {
      expect(toE164(written)).toBe('+13055550142');
    }
    expect(formatPhone('+13055550142')).toBe('(305) 555-0142');
  });

  it('refuses what is not a 10-digit US number', () => {
    for (const written of ['555-0142', '(305) 555-014', '+44 20 7946 0958', '(105) 555-0142', '305-155-0142', '305-555-0142 ext 2', 'call 3055550142']) {
      expect(toE164(written)).toBeNull();
    }
  });
});

describe('a JSON merge patch (RFC 7396)', () => {
  it('merges objects key by key, removes a key given null, and replaces arrays whole', () => {
    expect(mergePatch({ a: 'b', c: { d: 'e', f: 'g' } }, { a: 'z', c: { f: null } })).toEqual({ a: 'z', c: { d: 'e' } });
    expect(mergePatch({ a: [{ b: 'c' }] }, { a: [1] })).toEqual({ a: [1] });
    expect(mergePatch({ e: null }, { a: 1 })).toEqual({ e: null, a: 1 });
    expect(mergePatch({ a: 'foo' }, 'bar')).toBe('bar');
    expect(mergePatch({}, { a: { bb: { ccc: null } } })).toEqual({ a: { bb: {} } });
  });
});
