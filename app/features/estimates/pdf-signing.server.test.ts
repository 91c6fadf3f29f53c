import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateSigningIdentity } from './pdf-signing.server';

const holder = { name: 'Coral Glass & Screens', address: { addressLocality: 'Miami', addressRegion: 'FL' } };

describe('the generated signing certificate', () => {
  it('is always one OpenSSL reads: a positive serial number, minimally encoded', () => {
    // The serial is random: a serial written with a padding byte made some starts fail in OpenSSL.
    for (let i = 0; i < 24; i++) {
      const identity = generateSigningIdentity(holder);
      const serial = new X509Certificate(identity.certificatePem).serialNumber;
      expect(serial).toMatch(/^[0-7][0-9A-F]{31}$/);
      expect(serial.startsWith('00')).toBe(false);
    }
  });

  it('names the company it is made for, where it is', () => {
    const { subject, issuer } = new X509Certificate(generateSigningIdentity(holder).certificatePem);
    expect(subject.split('\n')).toEqual(['CN=Coral Glass & Screens document signing', 'O=Coral Glass & Screens', 'L=Miami', 'ST=FL', 'C=US']);
    expect(issuer).toBe(subject);
  });
});
