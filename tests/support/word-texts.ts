// Test support: the texts of a content module's words, to check that a translation leaves none
// of them in English.

/** Sample values the words' functions are called with (strings where every parameter is text). */
export type Samples = readonly unknown[];

/** Every string in a words object, by its path, with functions called on sample values. */
export function texts(value: unknown, path = '', samples: Samples = ['X', 2, true]): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return texts((value as (...args: unknown[]) => unknown)(...samples), `${path}()`, samples);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => texts(inner, path ? `${path}.${key}` : key, samples));
  return [];
}

/** The texts of `translated` that are the English text at the same path, except those `sameInBoth` allows (proper nouns, prices). */
export function untranslatedTexts(
  english: unknown,
  translated: unknown,
  sameInBoth: (text: string) => boolean = () => false,
  samples?: Samples,
): [string, string][] {
  const englishTexts = new Map(texts(english, '', samples));
  return texts(translated, '', samples).filter(([path, text]) => englishTexts.get(path) === text && !sameInBoth(text));
}
