/** No list has this many pages; a larger number is a mistake or a probe, never a page. */
export const MAX_PAGE = 1_000_000;

export const PAGE_NUMBER_ERROR = `page must be a whole number from 1 to ${MAX_PAGE.toLocaleString('en-US')}`;

/**
 * A page number from a URL: digits only (no `1e20`, `Infinity`, `-1`, `2.5` or spaces), from 1
 * to MAX_PAGE. Every list's page parameter is read here, so none reaches SQL as an offset it
 * cannot hold. Missing or empty means the first page.
 */
export function parsePageNumber(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined || text === '') return 1;
  if (!/^\d{1,7}$/.test(text)) return undefined;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : undefined;
}

/** The screens' reading: a page number that cannot be used shows the first page. */
export function readPageNumber(text: string | null | undefined): number {
  return parsePageNumber(text) ?? 1;
}
