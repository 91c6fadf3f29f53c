import { describe, expect, it } from 'vitest';
import { untranslatedTexts } from '#tests/support/word-texts';
import { leadEmails as englishEmails } from './lead-emails';
import { leadEmails as spanishEmails } from './es/lead-emails';
import { leadForms as english } from './lead-forms';
import { leadForms as spanish } from './es/lead-forms';
import { pricing } from './price-list';
import { signIn as englishSignIn } from './sign-in';
import { signIn as spanishSignIn } from './es/sign-in';

// Words that are the same in both languages: prices, and options whose Spanish name is the English one.
const sameInBoth = /^(\$[\d,]+ - \$[\d,]+|Otro)$/;

describe('the forms and their emails in Spanish', () => {
  it('leave no visitor-facing text in English', () => {
    expect(untranslatedTexts(english, spanish, (text) => sameInBoth.test(text))).toEqual([]);
    expect(untranslatedTexts(englishEmails, spanishEmails)).toEqual([]);
  });

  it('leave no text of the sign-in pages, their messages or the account emails in English', () => {
    expect(untranslatedTexts(englishSignIn, spanishSignIn, (text) => text === '.')).toEqual([]);
  });

  it('name every package of the price list in Spanish', () => {
    const packages = Object.values(pricing).flatMap((tiers) => tiers.map((tier) => tier.name));
    expect(packages.filter((name) => !spanish.options.servicePackage[name])).toEqual([]);
  });

  it('keep the English texts SPEC gives for the forms', () => {
    expect(english.quote.success).toBe('Thank you for your quote request! We will contact you shortly to discuss your project.');
    expect(english.contact.error).toBe('There was an error submitting your message. Please try again.');
    expect(english.validation.invalidEmail).toBe('Invalid email address');
  });
});
