import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { MessageKey } from '~/content/messages/en';
import type { Locale } from './locale';

/** A language's catalogue as the root loader sends it: each message already parsed. */
export type CompiledMessages = Readonly<Record<MessageKey, MessageFormatElement[]>>;
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

// Each message's formatter resolves its locale through `Intl` when it is made (about a millisecond
// on a slow phone, for each of a page's messages); the site speaks two languages, so each is
// resolved once.
const resolveLocale = IntlMessageFormat.resolveLocale;
const resolvedLocales = new Map<string, Intl.Locale | undefined>();
IntlMessageFormat.resolveLocale = (locales) => {
  const key = String(locales);
  if (!resolvedLocales.has(key)) resolvedLocales.set(key, resolveLocale(locales));
  return resolvedLocales.get(key);
};

// The first resolution loads the language's data into `Intl` (tens of milliseconds on a slow
// phone): in the browser it runs in a task of its own, before the page hydrates.
if (typeof document !== 'undefined') setTimeout(() => IntlMessageFormat.resolveLocale(document.documentElement.lang || 'en'));

const translators = new WeakMap<CompiledMessages, Translate>();

/**
 * Formats the catalogue's messages in its language (numbers, dates and plurals by `Intl`). One
 * translator per catalogue, shared by every component, so each message's formatter is made once.
 */
export function translator(locale: Locale, messages: CompiledMessages): Translate {
  const known = translators.get(messages);
  if (known) return known;
  const formats = new Map<MessageKey, IntlMessageFormat>();
  const translate: Translate = (key, values) => {
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(messages[key], locale);
      formats.set(key, format);
    }
    return String(format.format(values));
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
