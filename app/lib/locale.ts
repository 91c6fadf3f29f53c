// The site's two languages. English lives where it always has; Spanish lives under /es with the
// same path after the prefix (/es/services/window-repair), so a page's counterpart is the prefix
// added or taken away (docs/decisions/0021-spanish.md). Kept free of imports: the root uses it.

export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];

/** What a page is called in its own language, for the language switch. */
export const languageNames: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };
/** Each language's name in English, for staff and the back office ("Spanish"). */
export const englishLanguageNames: Readonly<Record<Locale, string>> = { en: 'English', es: 'Spanish' };
/** The `Intl` locale of each language: US conventions ($1,250, Eastern Time) in both. */
export const intlLocales: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };
/**
 * Spanish times in the site's one style, '9:00 a. m.' and '1:00 p. m.' (as the opening hours write
 * them), whatever the Intl data writes ('9:00 a.m.', with or without a narrow space). Every Spanish
 * date-time format goes through it: `localeDateFormat` below applies it.
 */
export function spanishClockStyle(text: string): string {
  return text.replace(/\b([ap])\.\s?m\./g, '$1. m.');
}

/** Something that formats a date: an Intl.DateTimeFormat, or one whose Spanish times are in the site's style. */
export interface DateFormat {
  format(date: Date | number): string;
}

/** An Intl date-time format in the language, Spanish times written '9:00 a. m.'. */
export function localeDateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): DateFormat {
  const format = new Intl.DateTimeFormat(intlLocales[locale], options);
  return locale === 'es' ? { format: (date) => spanishClockStyle(format.format(date)) } : format;
}

/** Open Graph's locale for each language. */
export const ogLocales: Readonly<Record<Locale, string>> = { en: 'en_US', es: 'es_US' };

/**
 * The English paths whose Spanish page exists. Only these get a language switch and hreflang
 * alternates, and only these are listed in Spanish in sitemap.xml; each page joins as it is translated.
 */
export const spanishPaths: ReadonlySet<string> = new Set([
  '/',
  '/services',
  ...['window-installation', 'window-repair', 'window-maintenance', 'window-replacement', 'glass-replacement', 'weatherproofing'].map(
    (id) => `/services/${id}`,
  ),
  '/about',
  '/get-quote',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
  '/verify',
  '/book',
  '/chat',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
]);

/**
 * Pages with a parameter that exist in Spanish: the customer dashboard's tabs and orders, and the
 * estimate a customer opens from an email (/es/estimates/:token), the unsubscribe page
 * (/es/unsubscribe/:token), an order's signed link (/es/orders/:token), a follow-up's question
 * form (/es/question/:token) and a visit's manage and confirmation links (/es/book/manage/:token).
 * None is indexed. Their files
 * (an order's PDF, an estimate's photos) have one address only.
 */
const spanishPatterns: readonly RegExp[] = [
  /^\/dashboard(\/orders(\/[^/]+)?|\/requests|\/profile)?$/,
  /^\/estimates\/[^/]+$/,
  /^\/unsubscribe\/[^/]+$/,
  /^\/orders\/[^/]+$/,
  /^\/question\/[^/]+$/,
  // A visit's manage and confirmation links: the customer may read them in the other language.
  /^\/book\/(manage|confirm)\/[^/]+$/,
];

/** Whether a value names one of the site's languages. */
export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}

/** A stored language code as a locale; anything unknown is English. */
export function asLocale(value: unknown): Locale {
  return value === 'es' ? 'es' : 'en';
}

export function localeOfPath(pathname: string): Locale {
  return pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en';
}

/** The English path of a page in either language: '/es/services' → '/services', '/es' → '/'. */
export function englishPath(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(3) || '/';
}

/** A page's path in a language: ('/services', 'es') → '/es/services', ('/', 'es') → '/es'. */
export function pathIn(locale: Locale, pathname: string): string {
  const english = englishPath(pathname);
  if (locale === 'en') return english;
  return english === '/' ? '/es' : `/es${english}`;
}

/** Whether the page at this English path exists in the language. */
export function existsIn(locale: Locale, english: string): boolean {
  if (locale === 'en' || spanishPaths.has(english)) return true;
  return spanishPatterns.some((pattern) => pattern.test(english));
}

/**
 * Where a link to an English path goes from a page in `locale`: the page in that language when it
 * exists, otherwise the English page. A hash or query is kept.
 */
export function linkIn(locale: Locale, href: string): string {
  if (locale === 'en' || !href.startsWith('/')) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  return existsIn(locale, path) ? `${pathIn(locale, path)}${rest}` : href;
}

/** The same page in the other language, when it exists there. */
export function counterpartOf(pathname: string): { locale: Locale; path: string } | null {
  const locale: Locale = localeOfPath(pathname) === 'en' ? 'es' : 'en';
  const english = englishPath(pathname);
  return existsIn('es', english) ? { locale, path: pathIn(locale, english) } : null;
}
