import { type EstimateWords, estimateWords as english } from '~/content/estimates';
import { estimateWords as spanish } from '~/content/es/estimates';
import type { Locale } from '~/lib/locale';

// The server speaks both languages: what is sent to a customer (the document's terms, the emails,
// the signed PDF) in their quote request's language; what a page answers in the page's.

export const estimateWords: Readonly<Record<Locale, EstimateWords>> = { en: english, es: spanish };
