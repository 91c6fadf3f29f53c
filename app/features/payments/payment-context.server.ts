import { getBusinessProfile } from '~/features/business/profile.server';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import type { NotifyServices } from '~/features/notifications/customer-mail.server';
import type { CompanyContact } from '~/content/estimates';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '~/lib/db-schema';
import type { AppServices } from '~/lib/request-context';
import { formatPhone } from '~/features/business/profile';
import type { InvoiceCompany } from './invoice-pdf.server';

/** What invoices' emails, PDFs and payments need of the process and the company profile, read before a transaction. */
export interface PaymentContext {
  publicUrl: string;
  secret: string;
  dueDays: number;
  company: InvoiceCompany;
  contact: CompanyContact;
  notify: NotifyServices;
}

/** The company as invoices name it, from the profile (pass a transaction to read it inside one). */
export async function invoiceCompany(db: Kysely<Database> | Transaction<Database>): Promise<{ company: InvoiceCompany; depositPercent: number }> {
  const profile = await getBusinessProfile(db);
  const { street, city, state, zipCode } = profile.address;
  return {
    company: {
      name: profile.name,
      licenceNumber: profile.licenceNumber,
      address: `${street}, ${city}, ${state} ${zipCode}`,
      phone: formatPhone(profile.phone),
      email: profile.email,
    },
    depositPercent: profile.payments.depositPercent,
  };
}

export async function paymentContext(services: AppServices): Promise<PaymentContext> {
  // The calendar too: the receipt's quiet hours read it from memory inside the transaction.
  const [{ company }] = await Promise.all([invoiceCompany(services.db), getBusinessCalendar(services.db)]);
  return {
    publicUrl: services.env.PUBLIC_URL,
    secret: services.secret,
    dueDays: services.env.INVOICE_DUE_DAYS,
    company,
    contact: { name: company.name, phone: company.phone, email: company.email },
    notify: services,
  };
}
