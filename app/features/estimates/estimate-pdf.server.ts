import PDFDocument from 'pdfkit';
import { formatCalendarDate, formatLongDateTime } from '~/lib/business-dates';
import { formatAmount } from '~/features/orders/order-status';
import { intlLocales, type Locale } from '~/lib/locale';
import type { EstimateDocument } from './estimate-document';
import { estimateWords } from './estimate-words.server';

export interface PdfSignature {
  optionPosition: number;
  signerName: string;
  signedAt: string;
  ipAddress: string;
  userAgent: string;
  contentSha256: string;
}

/**
 * The standard PDF fonts (no font files to ship) encode Windows-1252 only: other characters
 * would print as garbage, so they print as '?'. Spanish needs none of them (á é í ó ú ü ñ ¿ ¡
 * are all there). The signature's hash covers the text as typed.
 */
function printable(text: string): string {
  return text.replace(/[^\t\n\r\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/gu, '?');
}

const MARGIN = 54;
const BRAND = '#0b4f6c';
const MUTED = '#52606d';

/** The signed estimate as a PDF, in the customer's language: what was shown, the option chosen, and the signature with its fingerprint. */
export function renderSignedEstimatePdf(document: EstimateDocument, signature: PdfSignature, language: Locale): Promise<Buffer> {
  const { page: estimatePage, pdf: estimatePdf } = estimateWords[language];
  const signedAt = new Date(signature.signedAt);
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    lang: intlLocales[language],
    // Dated by the signature, so the same approval always renders the same file.
    info: {
      Title: printable(`${estimatePdf.title} ${document.estimateNumber}`),
      Author: printable(document.company.name),
      Subject: printable(`${estimatePdf.title} ${document.estimateNumber}, ${estimatePdf.signedBy}: ${signature.signerName}`),
      CreationDate: signedAt,
      ModDate: signedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - MARGIN * 2;
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => pdf.text(printable(value), options);
  const heading = (value: string) => {
    pdf.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor(BRAND);
    text(value);
    pdf.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('black');
  };
  const field = (label: string, value: string) => {
    pdf.font('Helvetica-Bold').fontSize(10).fillColor(MUTED);
    text(`${label}: `, { continued: true });
    pdf.font('Helvetica').fillColor('black');
    text(value);
  };

  pdf.font('Helvetica-Bold').fontSize(18).fillColor(BRAND);
  text(document.company.name);
  pdf.font('Helvetica').fontSize(9).fillColor(MUTED);
  text(`${document.company.address} · ${document.company.phone} · ${document.company.email}`);
  pdf.moveDown(1).font('Helvetica-Bold').fontSize(15).fillColor('black');
  text(`${estimatePdf.title} ${document.estimateNumber}`);
  pdf.moveDown(0.5).fontSize(10);
  field(estimatePdf.customer, document.customer.name);
  field(estimatePdf.property, document.customer.property);
  field(estimatePdf.validUntil, formatCalendarDate(document.validUntil, language));

  heading(estimatePage.messageHeading);
  text(document.message);

  for (const option of document.options) {
    const chosen = option.position === signature.optionPosition;
    heading(`${estimatePage.optionLabel(option.letter)}: ${option.title}${option.recommended ? ` (${estimatePage.recommended})` : ''}${chosen ? ` · ${estimatePdf.chosen}` : ''}`);
    const columns = [width * 0.55, width * 0.1, width * 0.17, width * 0.18];
    const row = (cells: string[], bold = false) => {
      const y = pdf.y;
      let x = MARGIN;
      let bottom = y;
      pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
      cells.forEach((cell, index) => {
        pdf.text(printable(cell), x, y, { width: columns[index]! - 6, align: index === 0 ? 'left' : 'right' });
        bottom = Math.max(bottom, pdf.y);
        x += columns[index]!;
      });
      pdf.x = MARGIN;
      pdf.y = bottom + 3;
    };
    const labels = estimatePage.columns;
    row([labels.description, labels.quantity, labels.unitPrice, labels.amount], true);
    for (const line of option.lines) row([line.description, String(line.quantity), formatAmount(line.unitPriceCents), formatAmount(line.amountCents)]);
    row([estimatePage.total, '', '', formatAmount(option.totalCents)], true);
  }

  heading(estimatePage.termsHeading);
  for (const term of document.terms) text(`• ${term}`, { paragraphGap: 3 });

  heading(estimatePdf.signatureHeading);
  const option = document.options.find((candidate) => candidate.position === signature.optionPosition);
  if (option) field(estimatePdf.chosen, `${estimatePage.optionLabel(option.letter)}: ${option.title}, ${formatAmount(option.totalCents)}`);
  field(estimatePdf.signedBy, signature.signerName);
  field(estimatePdf.signedAt, formatLongDateTime(signedAt, language));
  field(estimatePdf.ipAddress, signature.ipAddress);
  field(estimatePdf.browser, signature.userAgent);
  field(estimatePdf.fingerprint, '');
  pdf.font('Courier').fontSize(9);
  text(signature.contentSha256);
  pdf.moveDown(0.5).font('Helvetica').fontSize(8).fillColor(MUTED);
  text(estimatePdf.fingerprintNote);

  pdf.end();
  return done;
}
