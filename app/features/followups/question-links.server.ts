import { type Locale, pathIn } from '~/lib/locale';
import { isSignatureOf, signatureOf } from '~/lib/signed-tokens.server';

// An estimate follow-up's "Ask us a question" link opens a short form without signing in: the
// token names the follow-up the email was (whose row says who it went to and which estimate it is
// about), signed with the site's secret (HMAC-SHA256). Nothing else is stored; a token altered in
// any way opens nothing. The link is sealed in the queued email like every working link.

/** "<follow-up id>.<signature>". */
export function signQuestionToken(followUpId: string, secret: string): string {
  return `${followUpId}.${signatureOf('follow-up-question', followUpId, secret)}`;
}

/** The follow-up a token was made for, or undefined when we did not sign it or it was altered. */
export function readQuestionToken(token: string, secret: string): string | undefined {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, followUpId, given] = match;
  return isSignatureOf('follow-up-question', followUpId!, given!, secret) ? followUpId : undefined;
}

/** The question form of one follow-up email, in the email's language. */
export function questionUrl(publicUrl: string, language: Locale, followUpId: string, secret: string): string {
  return `${publicUrl}${pathIn(language, '/question')}/${signQuestionToken(followUpId, secret)}`;
}
