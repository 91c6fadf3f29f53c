import { createHmac, timingSafeEqual } from 'node:crypto';

// Spam is judged by a score, not by any one rule: each signal adds its weight, and a lead is kept
// as suspected spam only when the sum reaches SPAM_THRESHOLD. A strong signal (a filled honeypot,
// a form token we never issued) is enough on its own; weak ones (a fast, autofilled form; a link
// in the message; the same address writing again) must add up, so no weak signal alone can hide
// a customer. Suspected spam is still stored, counted on the dashboard and listed in the staff's
// daily summary, and staff can restore it.

/** Faster than a person types a form by hand (a browser's autofill can be faster: a weak signal). */
export const MIN_FILL_MS = 3000;
export const SPAM_THRESHOLD = 3;

/** The signals and their weights; the names are what `spam_reason` keeps, comma-separated. */
export const spamSignals = {
  honeypot: 3,
  'missing-form-token': 3,
  'invalid-form-token': 3,
  'submitted-too-fast': 1,
  link: 1,
  'many-links': 2,
  'spam-words': 2,
  'repeated-sends': 1,
} as const;

export type SpamSignal = keyof typeof spamSignals;

function sign(secret: string, issuedAt: number): string {
  return createHmac('sha256', secret).update(`form:${issuedAt}`).digest('base64url').slice(0, 22);
}

/** A signed "form shown at" time, rendered into the form so its fill time can be checked. */
export function issueFormToken(secret: string, now = Date.now()): string {
  return `${now}.${sign(secret, now)}`;
}

/** What the rendered form's own fields say: the honeypot, and the token's signature and age. */
export function formSignals(fields: { honeypot: unknown; token: unknown }, secret: string, now = Date.now()): SpamSignal[] {
  const signals: SpamSignal[] = honeypotSignals(fields.honeypot);
  if (typeof fields.token !== 'string') return [...signals, 'missing-form-token'];
  const [issued, signature] = fields.token.split('.');
  const issuedAt = Number(issued);
  if (!Number.isSafeInteger(issuedAt) || !signature) return [...signals, 'invalid-form-token'];
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return [...signals, 'invalid-form-token'];
  if (now - issuedAt < MIN_FILL_MS) signals.push('submitted-too-fast');
  return signals;
}

/** A field people never see; the JSON API applies it when an integration sends it. */
export function honeypotSignals(honeypot: unknown): SpamSignal[] {
  return typeof honeypot === 'string' && honeypot.trim() !== '' ? ['honeypot'] : [];
}

const LINK = /\bhttps?:\/\/|\bwww\.|\[url=|<a\s/gi;
// What the mass mailers that reach a small contractor's forms sell; never words a homeowner uses
// about windows. Whole words only.
const SPAM_WORDS =
  /\b(seo|backlinks?|guest posts?|casino|crypto(currency)?|bitcoin|forex|viagra|cialis|porn|escort|loan offer|web ?traffic|rank(ing)? your (web)?site|first page of google|marketing agency|lead generation services)\b/i;

/** What the words a visitor wrote say: links, and the vocabulary of bulk advertising. */
export function contentSignals(texts: readonly (string | null | undefined)[]): SpamSignal[] {
  const text = texts.filter(Boolean).join('\n');
  const links = text.match(LINK)?.length ?? 0;
  const signals: SpamSignal[] = [];
  if (links >= 3) signals.push('many-links');
  else if (links > 0) signals.push('link');
  if (SPAM_WORDS.test(text)) signals.push('spam-words');
  return signals;
}

/** Sends from the same email address in the last hour that make another one look automated. */
export const REPEAT_SENDS = 3;

export function repeatSignals(recentFromSameAddress: number): SpamSignal[] {
  return recentFromSameAddress >= REPEAT_SENDS ? ['repeated-sends'] : [];
}

/** The verdict: what `spam_reason` keeps (the signals, comma-separated), or null for a real lead. */
export function spamVerdict(signals: readonly SpamSignal[]): string | null {
  const unique = [...new Set(signals)];
  const score = unique.reduce((sum, signal) => sum + spamSignals[signal], 0);
  return score >= SPAM_THRESHOLD ? unique.join(',') : null;
}
