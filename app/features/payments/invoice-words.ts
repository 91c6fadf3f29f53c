import { type InvoiceEmailWords, invoiceEmailWordsFor as englishEmails, type InvoiceWords, invoiceWords as english } from '~/content/payments';
import { invoiceEmailWordsFor as spanishEmails, invoiceWords as spanish } from '~/content/es/payments';
import type { CompanyContact } from '~/content/estimates';
import type { Locale } from '~/lib/locale';

export function invoiceWordsIn(language: Locale): InvoiceWords {
  return language === 'es' ? spanish : english;
}

export function invoiceEmailWordsIn(language: Locale, company: CompanyContact): InvoiceEmailWords {
  return language === 'es' ? spanishEmails(company) : englishEmails(company);
}
