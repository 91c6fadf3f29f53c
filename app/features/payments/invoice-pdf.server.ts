import PDFDocument from 'pdfkit';
import { formatCalendarDate } from '~/features/calendar/business-dates';
import { formatAmount } from '~/features/orders/order-status';
import type { Locale } from '~/lib/locale';
import type { Invoice } from './invoices.server';
import { invoiceWordsIn } from './invoice-words';

/** The company as an invoice names it: Florida asks for the licence number on every invoice (§489.119). */
export interface InvoiceCompany {
  name: string;
  licenceNumber: string;
  /** One line: street, city, state and ZIP code. */
  address: string;
  phone: string;
  email: string;
}

// The PDF's standard fonts (Helvetica): no font file is read or embedded, so a receipt renders in
// a few milliseconds, in its job (receipts.server.ts). They cover Windows-1252 (Spanish included);
// other characters print as `?`, as on the estimate's PDF before it embedded DejaVu.

const MARGIN = 54;
const BODY = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const BRAND = '#0b4f6c';
const MUTED = '#52606d';

/** The invoice (or, once paid, the receipt) as a PDF in the customer's language: company, licence and address, lines, payments, balance. */
export function renderInvoicePdf(invoice: Invoice, company: InvoiceCompany, language: Locale): Promise<Buffer> {
  const words = invoiceWordsIn(language);
  // Helvetica is the document's default font: named as such (not registered under another name) it is read once, not twice.
  const pdf = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: words.heading(invoice.number), Author: company.name } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - MARGIN * 2;
  pdf.font(BOLD).fontSize(18).fillColor(BRAND).text(company.name);
  pdf.font(BODY).fontSize(10).fillColor(MUTED).text(company.address).text(`${company.phone} · ${company.email}`).text(words.licence(company.licenceNumber));
  pdf.moveDown(1.2);
  pdf.font(BOLD).fontSize(16).fillColor('#102a43').text(words.heading(invoice.number));
  pdf.font(BODY).fontSize(10).fillColor('#102a43');
  pdf.text(`${words.kinds[invoice.kind]} · ${words.status}: ${words.statuses[invoice.status]}`);
  pdf.text(`${words.issued}: ${formatCalendarDate(invoice.issuedOn, language)} · ${words.due}: ${formatCalendarDate(invoice.dueOn, language)}`);
  pdf.text(`${words.billedTo}: ${invoice.customerName} <${invoice.customerEmail}>`);
  pdf.moveDown(1);
  const columns = [width * 0.52, width * 0.1, width * 0.19, width * 0.19];
  const row = (cells: string[], font: typeof BODY | typeof BOLD) => {
    const y = pdf.y;
    let x = MARGIN;
    let height = 0;
    cells.forEach((cell, index) => {
      pdf.font(font).fontSize(10);
      const options = { width: columns[index]! - 6, align: index === 0 ? ('left' as const) : ('right' as const) };
      pdf.text(cell, x, y, options);
      height = Math.max(height, pdf.heightOfString(cell, options));
      x += columns[index]!;
    });
    pdf.x = MARGIN;
    pdf.y = y + height + 6;
  };
  row([words.description, words.quantity, words.unitPrice, words.amount], BOLD);
  for (const line of invoice.lines) {
    row([line.description, String(line.quantity), formatAmount(line.unitPriceCents), formatAmount(line.quantity * line.unitPriceCents)], BODY);
  }
  pdf.moveDown(0.5);
  const total = (label: string, cents: number, font: typeof BODY | typeof BOLD = BODY) => row([label, '', '', formatAmount(cents)], font);
  total(words.total, invoice.totalCents, BOLD);
  total(words.paid, invoice.paidCents);
  total(words.balance, invoice.balanceCents, BOLD);
  if (invoice.payments.length > 0) {
    pdf.moveDown(1);
    pdf.font(BOLD).fontSize(12).text(words.payments);
    for (const payment of invoice.payments) {
      const refunded = payment.refundedCents > 0 ? ` (${words.refunded(formatAmount(payment.refundedCents))})` : '';
      row(
        [
          `${formatCalendarDate(payment.paidOn, language)} · ${words.methods[payment.method] ?? payment.method}${payment.reference ? ` · ${payment.reference}` : ''}${refunded}`,
          '',
          '',
          formatAmount(payment.amountCents),
        ],
        BODY,
      );
    }
  }
  pdf.end();
  return done;
}
