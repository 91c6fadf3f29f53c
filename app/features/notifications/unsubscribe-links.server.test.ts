import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, signUnsubscribeToken, unsubscribeUrl } from './unsubscribe-links.server';

const random = 'Zx9_'.repeat(10) + 'abc';

const secret = 'k'.repeat(32);

describe('unsubscribe links', () => {
  it('read the address of a link sent before the random tokens, lower-cased, signed with the site secret, with no expiry', () => {
    const token = signUnsubscribeToken(' Marisol.Ortega+quotes@Example.com ', secret);
    expect(readUnsubscribeToken(token, secret)).toBe('marisol.ortega+quotes@example.com');
  });

  it('read a link emailed before they were signed through lib/signed-tokens, its HMAC made as it was then', () => {
    const payload = Buffer.from('ana@example.com').toString('base64url');
    const emailed = `${payload}.${createHmac('sha256', `unsubscribe:${secret}`).update(payload).digest('base64url')}`;
    expect(readUnsubscribeToken(emailed, secret)).toBe('ana@example.com');
    expect(signUnsubscribeToken('ana@example.com', secret)).toBe(emailed);
  });

  it('put only the token in the address, in the email’s language', () => {
    expect(unsubscribeUrl('https://gableswindowcare.com', 'en', random)).toBe(`https://gableswindowcare.com/unsubscribe/${random}`);
    expect(unsubscribeUrl('https://gableswindowcare.com', 'es', random)).toBe(`https://gableswindowcare.com/es/unsubscribe/${random}`);
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
