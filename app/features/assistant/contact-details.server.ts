import type { Company } from '~/content/company';
import { isEmailAddress } from '~/lib/email-address';
import type { ContactDetails, LineKind } from './chat-protocol';

// Finds the name, email address and phone number a visitor gives in a message, in any order and
// in any step of the conversation ("Hi, I'm Ana Díaz, ana@example.com, 305-555-0100").

export type PartialContact = Partial<ContactDetails>;

/** The company's own address and number (the profile's): a visitor who quotes them gives no contact of theirs. */
export type OwnContact = Pick<Company, 'email' | 'phone'>;

/** The address in "it's ana@example.com, thanks", or undefined (the product's one address rule). */
export function emailIn(text: string, ours: OwnContact): string | undefined {
  for (const word of text.split(/\s+/)) {
    const candidate = word.replace(/^[<("'[]+|[>)"'\].,;:!?]+$/g, '');
    // "Is info@gableswindowcare.com your address?" gives no contact of the visitor's.
    if (isEmailAddress(candidate) && candidate.toLowerCase() !== ours.email.toLowerCase()) return candidate;
  }
  return undefined;
}

// North American numbers as people type them: 305-555-0100, (305) 555 0100, +1 305.555.0100, 3055550100.
const PHONE = /(?<![\d@])(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/g;
const digits = (text: string) => text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/** The phone number in a message, as typed; an email address's digits, or our own number, are not one. */
export function phoneIn(text: string, ours: OwnContact): string | undefined {
  const email = emailIn(text, ours);
  const ourNumber = digits(ours.phone.e164);
  for (const match of (email ? text.replace(email, ' ') : text).matchAll(PHONE)) {
    if (digits(match[0]) !== ourNumber) return match[0].trim();
  }
  return undefined;
}

const NAME_WORD = String.raw`[\p{L}][\p{L}'’.-]*`;
const CAPITALISED_WORD = String.raw`\p{Lu}[\p{L}'’.-]*`;
/** Words that end a name: "I'm Ana and my email is …", "this is Ana from Kendall". */
const NOT_NAME =
  /^(and|my|email|e-mail|phone|number|from|at|in|here|i|you|please|thanks|thank|but|or|with|on|the|a|an|y|mi|correo|telefono|teléfono|número|numero|de|en|por|favor|gracias|pero|o|con|el|la|un|una)$/i;

function nameWords(text: string, word: string): string | undefined {
  const words = text.match(new RegExp(`^(?:${word})(?:\\s+(?:${word}))*`, 'u'))?.[0].split(/\s+/) ?? [];
  const kept: string[] = [];
  for (const candidate of words.slice(0, 4)) {
    if (NOT_NAME.test(candidate)) break;
    kept.push(candidate);
  }
  const name = kept.join(' ').replace(/[.'’-]+$/, '');
  return name || undefined;
}

/**
 * A name introduced in free text: "my name is ana díaz", "me llamo Ana" or "name: Ana", and "I'm
 * Ana Díaz", "soy Ana" or "this is Ana" when the name is written with a capital, so "I'm looking
 * for a quote" or "soy propietario" is no name.
 */
export function introducedName(text: string): string | undefined {
  const explicit = /(?:^|[\s,.!;¡¿])(?:my name is|my name's|name is|name:|me llamo|mi nombre es|nombre:)\s+(.+)/iu.exec(text);
  if (explicit?.[1]) return nameWords(explicit[1], NAME_WORD);
  const casual = /(?:^|[\s,.!;¡¿])(?:i am|i'm|i’m|im|this is|it's|it’s|soy|habla)\s+(.+)/iu.exec(text);
  if (casual?.[1]) return nameWords(casual[1], CAPITALISED_WORD);
  return undefined;
}

const GREETING_AND_INTRODUCTION = /^(hi|hello|hey|hola|buenas)?[,!.\s]*((my name is|my name's|i am|i'm|it's|this is|name:|me llamo|mi nombre es|soy)\s+)?/i;

/** The visitor's answer to "what's your name?": as typed (SPEC: no checks), without an address or number given with it. */
export function nameAnswer(text: string, ours: OwnContact): string | undefined {
  const introduced = introducedName(text);
  if (introduced) return introduced;
  const email = emailIn(text, ours);
  const phone = phoneIn(text, ours);
  if (!email && !phone) {
    const name = text
      .replace(GREETING_AND_INTRODUCTION, '')
      .replace(/[.!]+$/, '')
      .trim();
    return name || text.trim();
  }
  // "Ana Díaz, ana@example.com": the name is what comes before the address or number.
  const cut = Math.min(...[email, phone].filter((part) => part !== undefined).map((part) => text.indexOf(part)));
  const before = text.slice(0, cut).split(/(?<![\p{L}])(?:my|email|e-mail|phone|number|and|mi|correo|tel[eé]fono|n[uú]mero|y)(?![\p{L}])/iu)[0] ?? '';
  const name = before
    .replace(GREETING_AND_INTRODUCTION, '')
    .replace(/[\s,;:.!-]+$/, '')
    .trim();
  return name || undefined;
}

/** The details one line of the visitor's gives, read according to what the assistant had asked for. */
export function detailsIn(text: string, kind: LineKind, ours: OwnContact): PartialContact {
  const email = emailIn(text, ours);
  const phone = phoneIn(text, ours);
  switch (kind) {
    case 'name':
      return { name: nameAnswer(text, ours), email, phone };
    case 'email':
      return { name: introducedName(text), email, phone };
    case 'phone':
      // SPEC: the phone number is taken without checks, so anything typed here is the number.
      return { name: introducedName(text), email, phone: phone ?? (email ? undefined : text.trim()) };
    // What the visitor told a person in the live chat counts too: a call back never asks it again.
    case 'live':
    case 'contact':
      return { name: introducedName(text), email, phone };
    default:
      return {};
  }
}

/** Whether a free message carries an email address or a phone number: an offer of contact. */
export function offersDetails(text: string, ours: OwnContact): boolean {
  return emailIn(text, ours) !== undefined || phoneIn(text, ours) !== undefined;
}

/** Everything the visitor has given so far, the latest of each detail winning. */
export function collectedDetails(lines: readonly { sender: string; kind: string; text: string }[], ours: OwnContact): PartialContact {
  const details: PartialContact = {};
  for (const line of lines) {
    if (line.sender !== 'user') continue;
    for (const [key, value] of Object.entries(detailsIn(line.text, line.kind as LineKind, ours))) {
      if (value) details[key as keyof ContactDetails] = value;
    }
  }
  return details;
}
