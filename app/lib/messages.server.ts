import { parse } from '@formatjs/icu-messageformat-parser';
import { en, type MessageKey, type Messages } from '~/content/messages/en';
import { es } from '~/content/messages/es';
import type { Locale } from './locale';
import type { CompiledMessages } from './messages';

const catalogues: Readonly<Record<Locale, Messages>> = { en, es };
const compiled = new Map<Locale, CompiledMessages>();

/**
 * A language's catalogue, each message parsed once per process. The page's browser gets only
 * these parsed messages, so it needs no ICU parser (vite.config.ts) and no other language.
 */
export function messagesFor(locale: Locale): CompiledMessages {
  let messages = compiled.get(locale);
  if (!messages) {
    const catalogue = catalogues[locale];
    messages = Object.fromEntries(Object.keys(catalogue).map((key) => [key, parse(catalogue[key as MessageKey])])) as CompiledMessages;
    compiled.set(locale, messages);
  }
  return messages;
}
