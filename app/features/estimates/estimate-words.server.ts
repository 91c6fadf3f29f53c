import { type CompanyContact, type EstimateWords, estimateWordsFor as english } from '~/content/estimates';
import { estimateWordsFor as spanish } from '~/content/es/estimates';
import type { Locale } from '~/lib/locale';

// The server speaks both languages: what is sent to a customer (the document's terms, the emails,
// the signed PDF) in their quote request's language; what a page answers in the page's. The words
// name the company as the company profile has it (an estimate's document carries it: `company`).

let last: { key: string; words: Readonly<Record<Locale, EstimateWords>> } | undefined;

/** The words in both languages, naming `company`; made again only when the company's name, phone, email or licence changes. */
export function estimateWords(company: CompanyContact): Readonly<Record<Locale, EstimateWords>> {
  const key = `${company.name}\n${company.phone}\n${company.email}\n${company.licenceNumber ?? ''}`;
  if (last?.key !== key) last = { key, words: { en: english(company), es: spanish(company) } };
  return last.words;
}
