import { describe, expect, it } from 'vitest';
import { untranslatedTexts } from '#tests/support/word-texts';
import { company } from './company';
import { estimateWordsFor as spanishFor } from './es/estimates';
import { companyContact, estimateWordsFor as englishFor } from './estimates';

const english = englishFor(companyContact(company));
const spanish = spanishFor(companyContact(company));

describe('the estimate and order words in Spanish', () => {
  it('leave no text of the page, its messages, the emails or the signed PDF in English', () => {
    // "Total" is the same word in Spanish; every function here takes text, or a count it only compares.
    expect(untranslatedTexts(english, spanish, (text) => text === 'Total', ['X', 'Y', 'Z'])).toEqual([]);
  });

  it('have a Spanish term for every English one (the warranty that ends them is the profile’s, in both languages)', () => {
    expect(spanish.terms).toHaveLength(english.terms.length);
  });
});
