// Opens the sealed links of a queued email as the mail job does when it sends it
// (app/features/mail/links.server.ts, the format this mirrors): the fuzz reads the outbox as the
// customer would read the email, with the server's secret, which it chose.
import { createDecipheriv, hkdfSync } from 'node:crypto';

const MARKER = /\{\{sealed-link:([A-Za-z0-9_-]+)\}\}/g;

/** `text` with every `{{sealed-link:…}}` opened with `secret`; a marker that does not open stays. */
export function openSealedLinks(text, secret) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'gables-window-care', 'sealed email links', 32));
  return text.replace(MARKER, (marker, sealed) => {
    const bytes = Buffer.from(sealed, 'base64url');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return marker;
    }
  });
}
