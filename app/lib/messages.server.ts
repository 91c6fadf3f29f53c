import { isLiteralElement, parse } from '@formatjs/icu-messageformat-parser';
import { en, type MessageKey, type Messages } from '~/content/messages/en';
import { es } from '~/content/messages/es';
import type { Locale } from './locale';
import type { CompiledMessages } from './messages';

const catalogues: Readonly<Record<Locale, Messages>> = { en, es };
const compiled = new Map<Locale, CompiledMessages>();

/**
 * A message as the browser gets it: its text when it is only text (most are), otherwise parsed.
 * Plain text is also what the browser decodes fastest from the page's data while it hydrates.
 */
function compile(text: string): string | ReturnType<typeof parse> {
  const parsed = parse(text);
  if (parsed.length === 0) return '';
  return parsed.length === 1 && isLiteralElement(parsed[0]!) ? parsed[0].value : parsed;
}

/**
 * A language's catalogue, each message parsed once per process. The page's browser gets only
 * these parsed messages, so it needs no ICU parser (vite.config.ts) and no other language.
 */
export function messagesFor(locale: Locale): CompiledMessages {
  let messages = compiled.get(locale);
  if (!messages) {
    const catalogue = catalogues[locale];
    messages = Object.fromEntries(Object.keys(catalogue).map((key) => [key, compile(catalogue[key as MessageKey])])) as CompiledMessages;
    compiled.set(locale, messages);
  }
  return messages;
}
