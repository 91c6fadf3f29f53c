import type { Transaction } from 'kysely';
import type { ApprovedEstimate, EstimateHooks } from '~/features/estimates/estimate-hooks';
import { enqueueEmail } from '~/features/mail/outbox.server';
import { formatAmount } from '~/features/orders/order-status';
import type { Database } from '~/lib/db-schema';
import type { Env } from '~/lib/env.server';
import { invoiceEmail } from './invoice-emails.server';
import { invoiceWordsIn } from './invoice-words';
import { createInvoice, type Invoice } from './invoices.server';
import { invoiceCompany } from './payment-context.server';

/** The deposit an approval asks for: the profile's percent of the approved total, in whole cents (rounded half up). */
export function depositCents(totalCents: number, percent: number): number {
  return Math.round((totalCents * percent) / 100);
}

/**
 * Approving an estimate makes its deposit invoice when the company profile asks for a deposit
 * (payments.depositPercent above 0), and emails the customer its link in their language, in the
 * approval's transaction: approved with its deposit invoice, or not at all.
 */
export async function createDepositInvoice(
  trx: Transaction<Database>,
  approved: ApprovedEstimate,
  context: { publicUrl: string; secret: string; dueDays: number },
  now: Date,
): Promise<Invoice | undefined> {
  const { company, depositPercent } = await invoiceCompany(trx);
  const amount = depositCents(approved.totalCents, depositPercent);
  if (depositPercent <= 0 || amount <= 0) return undefined;
  const words = invoiceWordsIn(approved.language);
  const invoice = await createInvoice(
    trx,
    {
      orderId: approved.orderId,
      kind: 'deposit',
      lines: [{ description: words.depositLine(depositPercent, formatAmount(approved.totalCents)), quantity: 1, unitPriceCents: amount }],
      customerEmail: approved.email,
      customerName: approved.name,
      language: approved.language,
      createdBy: 'system',
      dueDays: context.dueDays,
    },
    now,
  );
  await enqueueEmail(trx, invoiceEmail(invoice, { ...context, contact: { name: company.name, phone: company.phone, email: company.email } }), now);
  return invoice;
}

/** What payments does when an estimate is approved, handed to estimates through AppServices (server/services.ts). */
export function paymentHooks(env: Pick<Env, 'PUBLIC_URL' | 'INVOICE_DUE_DAYS'>, secret: string): Pick<EstimateHooks, 'approved'> {
  const context = { publicUrl: env.PUBLIC_URL, secret, dueDays: env.INVOICE_DUE_DAYS };
  return { approved: async (trx, approved, now) => void (await createDepositInvoice(trx, approved, context, now)) };
}
