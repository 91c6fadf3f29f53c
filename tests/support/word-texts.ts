/**
 * Every string in a words object, by its path, with functions called on sample values: for the
 * checks that a Spanish word module leaves no English text behind.
 */
export function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return texts((value as (...args: unknown[]) => unknown)('X', 2, 'Y'), `${path}()`);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => texts(inner, path ? `${path}.${key}` : key));
  return [];
}

/** The texts of `spanish` that read exactly as the English text at the same path. */
export function untranslated(english: unknown, spanish: unknown): [string, string][] {
  const englishTexts = new Map(texts(english));
  return texts(spanish).filter(([path, text]) => englishTexts.get(path) === text);
}
