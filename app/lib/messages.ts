import { isArgumentElement, isLiteralElement, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { MessageKey } from '~/content/messages/en';
import type { Locale } from './locale';

/** A language's catalogue as the root loader sends it: each message as its text when it is only text, otherwise parsed. */
export type CompiledMessages = Readonly<Record<MessageKey, string | MessageFormatElement[]>>;
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

// A formatter made from a parsed message resolves its locale through `Intl` only to report it
// (`resolvedOptions`); formatting uses the locale it is given. So nothing is resolved: in the
// browser the first `Intl` call a page makes loads the locale data, 30–45 ms of a phone's main
// thread during hydration, and the site's messages (no plurals, numbers or dates today) then
// format without touching `Intl` at all.
IntlMessageFormat.resolveLocale = () => undefined;

const translators = new WeakMap<CompiledMessages, Translate>();

/**
 * Formats the catalogue's messages in its language (numbers, dates and plurals by `Intl`). One
 * translator per catalogue, shared by every component, so each message's formatter is made once.
 * Most messages are only text, which comes as it is, or text with a few `{name}` values, joined
 * directly: that costs a phone far less while a page hydrates (the chat launcher alone words some
 * forty messages) than a formatter each. The rest, and any value that is missing or not text or a
 * number, go through IntlMessageFormat.
 */
export function translator(locale: Locale, messages: CompiledMessages): Translate {
  const known = translators.get(messages);
  if (known) return known;
  const formats = new Map<MessageKey, IntlMessageFormat>();
  const formatted = (key: MessageKey, elements: MessageFormatElement[], values?: MessageValues) => {
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(elements, locale);
      formats.set(key, format);
    }
    return String(format.format(values));
  };
  const translate: Translate = (key, values) => {
    const message = messages[key];
    if (typeof message === 'string') return message;
    let text = '';
    for (const element of message) {
      const value = isArgumentElement(element) ? values?.[element.value] : undefined;
      if (isLiteralElement(element)) text += element.value;
      else if (typeof value === 'string' || typeof value === 'number') text += String(value);
      else return formatted(key, message, values);
    }
    return text;
  };
  translators.set(messages, translate);
  return translate;
}

interface RootLocaleData {
  locale: Locale;
  messages: CompiledMessages;
}

/**
 * The page's language and its translator, from the root loader. Undefined only when the root
 * loader itself failed (the error page then speaks English without the site's frame).
 */
export function useLocaleMessages(): { locale: Locale; t: Translate } | undefined {
  const data = useRouteLoaderData('root') as RootLocaleData | undefined;
  const locale = data?.locale;
  const messages = data?.messages;
  return useMemo(() => (locale && messages ? { locale, t: translator(locale, messages) } : undefined), [locale, messages]);
}

/**
 * The page's translator, for components deep in a page (the root's data is always there when a
 * page renders; without it, which only the error page sees, a message shows its key).
 */
export function useT(): Translate {
  const words = useLocaleMessages();
  return words?.t ?? ((key) => key);
}

/** The page's language. */
export function useLocale(): Locale {
  return useLocaleMessages()?.locale ?? 'en';
}

/** The translator of a meta function, from the root's data among its matches. */
export function translatorOf(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): Translate {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootLocaleData | undefined;
  return root ? translator(root.locale, root.messages) : (key) => key;
}
