import { useMemo } from 'react';
import { type CompanyContact, companyContact, type EstimatePageWordSet } from '~/content/estimates';
import { useOptionalCompany } from '~/lib/site-company';

/**
 * The customer's estimate page's words in one language, naming the company as the company profile
 * has it (the root loader's `company`), so its phone and email follow the owner's changes.
 */
export function useEstimatePageWords(wordsFor: (company: CompanyContact) => EstimatePageWordSet): EstimatePageWordSet {
  const company = useOptionalCompany()?.company;
  return useMemo(() => wordsFor(companyContact(company)), [wordsFor, company]);
}
