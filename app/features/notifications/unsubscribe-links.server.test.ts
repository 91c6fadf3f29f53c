import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, signUnsubscribeToken, unsubscribeUrl } from './unsubscribe-links.server';

const secret = 'k'.repeat(32);

describe('unsubscribe links', () => {
  it('carry the address, lower-cased, signed with the site secret, with no expiry', () => {
    const token = signUnsubscribeToken(' Marisol.Ortega+quotes@Example.com ', secret);
    expect(readUnsubscribeToken(token, secret)).toBe('marisol.ortega+quotes@example.com');
    expect(unsubscribeUrl('https://gableswindowcare.com', 'en', 'a@example.com', secret)).toMatch(
      /^https:\/\/gableswindowcare\.com\/unsubscribe\/[\w-]+\.[\w-]{43}$/,
    );
    expect(unsubscribeUrl('https://gableswindowcare.com', 'es', 'a@example.com', secret)).toMatch(
      /^https:\/\/gableswindowcare\.com\/es\/unsubscribe\/[\w-]+\.[\w-]{43}$/,
    );
  });

  it('open nothing when altered, signed with another secret, or not a token at all', () => {
    const token = signUnsubscribeToken('ana@example.com', secret);
    const [payload, signature] = token.split('.') as [string, string];
    const other = Buffer.from('eve@example.com').toString('base64url');
    expect(readUnsubscribeToken(`${other}.${signature}`, secret)).toBeUndefined();
    expect(readUnsubscribeToken(`${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, secret)).toBeUndefined();
    expect(readUnsubscribeToken(token, 'x'.repeat(32))).toBeUndefined();
    for (const junk of ['', '.', 'abc', `${payload}.`, `${token}.extra`, '../../etc/passwd']) expect(readUnsubscribeToken(junk, secret)).toBeUndefined();
  });
});
