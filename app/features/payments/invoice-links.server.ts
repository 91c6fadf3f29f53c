import { randomBytes } from 'node:crypto';
import { type Locale, pathIn } from '~/lib/locale';
import { isSignatureOf, signatureOf } from '~/lib/signed-tokens.server';

// An invoice's page opens from its link without an account: `<link key>.<signature>`, where the
// key is 128 random bits stored with the invoice and the signature its HMAC-SHA256 with the site's
// secret (SESSION_SECRET). The database alone opens no invoice; a link altered in any way opens
// nothing. Queued emails carry the link sealed (features/mail/links).

const KEY = /^[A-Za-z0-9_-]{22}$/;
const TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** A new invoice's link key. */
export function newLinkKey(): string {
  return randomBytes(16).toString('base64url');
}

/** The token of an invoice's link. */
export function signInvoiceLink(linkKey: string, secret: string): string {
  if (!KEY.test(linkKey)) throw new Error('not an invoice link key');
  return `${linkKey}.${signatureOf('invoice-link', linkKey, secret)}`;
}

/** The link key a token carries, or undefined when it was not signed by us or was altered. */
export function readInvoiceLink(token: string, secret: string): string | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  return isSignatureOf('invoice-link', match[1]!, match[2]!, secret) ? match[1] : undefined;
}

/** The invoice's page in the customer's language, on PUBLIC_URL. */
export function invoiceUrl(publicUrl: string, language: Locale, linkKey: string, secret: string): string {
  return `${publicUrl}${pathIn(language, `/invoices/${signInvoiceLink(linkKey, secret)}`)}`;
}
