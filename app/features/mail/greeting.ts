/** Longer than any first name; long enough for a sentence an attacker would like us to send. */
const MAX_FIRST_NAME_LENGTH = 30;
/** Letters (any script), with the apostrophes and hyphens names have: no digits, dots, slashes or @. */
const NAME_WORD = /^\p{L}[\p{L}\p{M}'’-]*$/u;

/**
 * The first name to greet someone by in an email sent to an address a visitor typed, or
 * undefined. Anyone can type someone else's address into a form, so what such an email repeats
 * of the form is a message from a stranger under our name: only a word that can be nothing but
 * a name (never a link, an address or a sentence) is repeated.
 */
export function greetingName(name: string): string | undefined {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first.length <= MAX_FIRST_NAME_LENGTH && NAME_WORD.test(first) ? first : undefined;
}
