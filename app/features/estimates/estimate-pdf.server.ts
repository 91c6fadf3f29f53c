import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { pdfkitAddPlaceholder } from '@signpdf/placeholder-pdfkit';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { businessTimeZone, formatCalendarDate, formatLongDateTime } from '~/features/calendar/business-dates';
import { formatAmount } from '~/features/orders/order-status';
import { floridaNoticeWords } from '~/content/florida-notices';
import { intlLocales, localeDateFormat, type Locale } from '~/lib/locale';
import { certificateEntries } from './certificate-events';
import type { EstimateDocument } from './estimate-document';
import type { EstimateEvent } from './estimate-events.server';
import { estimateWords } from './estimate-words.server';
import { type SealOptions, sealPdf, SIGNATURE_BYTES, type SigningIdentity } from './pdf-signing.server';

export interface PdfSignature {
  optionPosition: number;
  signerName: string;
  signedAt: string;
  ipAddress: string;
  userAgent: string;
  contentSha256: string;
}

/** What the certificate page at the end of the signed PDF shows, besides the signature. */
export interface PdfEvidence {
  signerEmail: string;
  consentVersion: string;
  /** The estimate's trail up to the signature: its last hash is the chain's head the page prints. */
  events: readonly EstimateEvent[];
  /** Where anyone can check the file: PUBLIC_URL's /verify in the customer's language. */
  verifyUrl: string;
}

/** How the file is sealed: the company's identity and the timestamp service. */
export interface PdfSeal {
  identity: SigningIdentity;
  options: SealOptions;
}

// DejaVu (Bitstream Vera licence: embedding allowed) covers every Latin alphabet customers write
// their names in, so the PDF prints each character as it was signed; pdfkit embeds only the
// glyphs used.
const fonts = (() => {
  const require = createRequire(import.meta.url);
  const path = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
  return { regular: path('DejaVuSans.ttf'), bold: path('DejaVuSans-Bold.ttf'), mono: path('DejaVuSansMono.ttf') };
})();

/** The characters of `text` the body font has no glyph for (each once): they would vanish from the PDF. */
export function unprintableCharacters(text: string): string[] {
  bodyFont ??= fontkit.openSync(fonts.regular) as fontkit.Font;
  const font = bodyFont;
  return [...new Set([...text].filter((character) => !/\s/.test(character) && !font.hasGlyphForCodePoint(character.codePointAt(0)!)))];
}
let bodyFont: fontkit.Font | undefined;

const MARGIN = 54;
const BRAND = '#0b4f6c';
const MUTED = '#52606d';
function businessTime(moment: Date, language: Locale): string {
  return localeDateFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone: businessTimeZone(),
    timeZoneName: 'short',
  }).format(moment);
}

function utcTime(moment: Date): string {
  return `${moment.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/**
 * The signed estimate as a PDF, in the customer's language: what was shown, the option chosen,
 * the signature, and a certificate page with the evidence (the trail's events, the hashes, how to
 * verify); sealed with the company's digital signature over the whole file.
 */
export async function renderSignedEstimatePdf(
  document: EstimateDocument,
  signature: PdfSignature,
  evidence: PdfEvidence,
  language: Locale,
  seal: PdfSeal,
): Promise<Buffer> {
  const { page: estimatePage, pdf: estimatePdf } = estimateWords(document.company)[language];
  const signedAt = new Date(signature.signedAt);
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    lang: intlLocales[language],
    // Dated by the signature, so the same approval always renders the same content.
    info: {
      Title: `${estimatePdf.title} ${document.estimateNumber}`,
      Author: document.company.name,
      Subject: `${estimatePdf.title} ${document.estimateNumber}, ${estimatePdf.signedBy}: ${signature.signerName}`,
      CreationDate: signedAt,
      ModDate: signedAt,
    },
  });
  pdf.registerFont('body', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  pdf.registerFont('mono', fonts.mono);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - MARGIN * 2;
  const heading = (value: string) => {
    pdf.moveDown(0.8).font('bold').fontSize(12).fillColor(BRAND).text(value);
    pdf.moveDown(0.3).font('body').fontSize(10).fillColor('black');
  };
  const field = (label: string, value: string) => {
    pdf.font('bold').fontSize(10).fillColor(MUTED).text(`${label}: `, { continued: true });
    pdf.font('body').fillColor('black').text(value);
  };
  /** A label with a hash on the line below it, in a fixed-width face. */
  const digest = (label: string, hash: string) => {
    pdf.font('bold').fontSize(10).fillColor(MUTED).text(`${label}:`);
    pdf.font('mono').fontSize(9).fillColor('black').text(hash);
    pdf.font('body').fontSize(10);
  };

  pdf.font('bold').fontSize(18).fillColor(BRAND).text(document.company.name);
  pdf.font('body').fontSize(9).fillColor(MUTED).text(`${document.company.address} · ${document.company.phone} · ${document.company.email}`);
  if (document.company.licenceNumber) pdf.text(`${estimatePage.licence}: ${document.company.licenceNumber}`);
  pdf.moveDown(1).font('bold').fontSize(15).fillColor('black').text(`${estimatePdf.title} ${document.estimateNumber}`);
  pdf.moveDown(0.5).fontSize(10);
  field(estimatePdf.customer, document.customer.name);
  field(estimatePdf.property, document.customer.property);
  field(estimatePdf.validUntil, formatCalendarDate(document.validUntil, language));

  // Florida's notices on a contract over $2,500, on the first page: the lien law's in 12-point
  // bold capitals as §713.015(1)(a) prints it (the English text first, so it is always on page
  // one), then the Recovery Fund's; each followed by its Spanish text for a Spanish customer.
  if (document.notices?.length) {
    const frame = floridaNoticeWords[language];
    pdf.moveDown(0.8).font('bold').fontSize(12).fillColor(BRAND).text(frame.heading);
    for (const notice of document.notices) {
      for (const text of notice.texts) {
        pdf.moveDown(0.6).font('bold').fontSize(12).fillColor('black').text(text.heading);
        if (text.language !== 'en') pdf.font('body').fontSize(9).fillColor(MUTED).text(floridaNoticeWords[text.language].translation);
        pdf.font('bold').fontSize(12).fillColor('black');
        for (const paragraph of text.paragraphs) pdf.text(paragraph, { paragraphGap: 4 });
        for (const line of text.contact) pdf.text(line);
        pdf.font('body').fontSize(8).fillColor(MUTED).text(floridaNoticeWords[text.language].statute(notice.statute));
      }
    }
    pdf.fillColor('black').font('body').fontSize(10);
  }

  heading(estimatePage.messageHeading);
  pdf.text(document.message);

  for (const option of document.options) {
    const chosen = option.position === signature.optionPosition;
    heading(
      `${estimatePage.optionLabel(option.letter)}: ${option.title}${option.recommended ? ` (${estimatePage.recommended})` : ''}${chosen ? ` · ${estimatePdf.chosen}` : ''}`,
    );
    const columns = [width * 0.55, width * 0.1, width * 0.17, width * 0.18];
    const row = (cells: string[], bold = false) => {
      const y = pdf.y;
      let x = MARGIN;
      let bottom = y;
      pdf.font(bold ? 'bold' : 'body').fontSize(10);
      cells.forEach((cell, index) => {
        pdf.text(cell, x, y, { width: columns[index]! - 6, align: index === 0 ? 'left' : 'right' });
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
  for (const term of document.terms) pdf.text(`• ${term}`, { paragraphGap: 3 });

  heading(estimatePdf.signatureHeading);
  const option = document.options.find((candidate) => candidate.position === signature.optionPosition);
  if (option) field(estimatePdf.chosen, `${estimatePage.optionLabel(option.letter)}: ${option.title}, ${formatAmount(option.totalCents)}`);
  field(estimatePdf.signedBy, signature.signerName);
  field(estimatePdf.signedAt, formatLongDateTime(signedAt, language));
  field(estimatePdf.ipAddress, signature.ipAddress);
  field(estimatePdf.browser, signature.userAgent);
  digest(estimatePdf.fingerprint, signature.contentSha256);
  pdf.moveDown(0.5).fontSize(8).fillColor(MUTED).text(estimatePdf.fingerprintNote);

  // The certificate page: the evidence of the signature, and how to check it.
  const certificate = estimatePdf.certificate;
  pdf.addPage();
  pdf.font('bold').fontSize(15).fillColor(BRAND).text(certificate.heading);
  pdf.moveDown(0.3).font('body').fontSize(9).fillColor(MUTED).text(certificate.intro(document.estimateNumber));
  heading(certificate.signerHeading);
  field(certificate.signer, signature.signerName);
  field(certificate.email, evidence.signerEmail);
  field(estimatePdf.ipAddress, signature.ipAddress);
  field(estimatePdf.browser, signature.userAgent);
  field(certificate.consent, certificate.consentGiven(evidence.consentVersion));

  heading(certificate.eventsHeading);
  for (const [event, ...more] of certificateEntries(evidence.events)) {
    const at = new Date(event!.at);
    pdf.font('bold').fontSize(10).fillColor('black').text(certificate.eventNames[event!.kind]);
    pdf.font('body').fontSize(9);
    if (more.length > 0) {
      // A day's openings: one line, however many browsers opened it.
      pdf.text(certificate.openedTimes(more.length + 1, businessTime(at, language), businessTime(new Date(more.at(-1)!.at), language)));
    } else {
      pdf.text(`${businessTime(at, language)}  ·  ${utcTime(at)}`);
      const where = [event!.detail.ipAddress, event!.detail.userAgent].filter((part): part is string => typeof part === 'string');
      if (where.length > 0) pdf.fillColor(MUTED).text(where.join(' · '));
    }
    pdf.moveDown(0.3);
  }

  heading(certificate.hashesHeading);
  digest(certificate.documentSha256, signature.contentSha256);
  pdf.moveDown(0.3);
  digest(certificate.chainHead, evidence.events.at(-1)?.hash ?? '');

  heading(certificate.verifyHeading);
  pdf.fillColor('black').text(certificate.verifyText(evidence.verifyUrl));

  pdfkitAddPlaceholder({
    pdf,
    pdfBuffer: Buffer.alloc(0),
    reason: `${estimatePdf.title} ${document.estimateNumber}`,
    contactInfo: document.company.email,
    name: document.company.name,
    location: document.company.address,
    // PAdES baseline: the claimed signing time is this /M, not a CMS attribute.
    signingTime: signedAt,
    signatureLength: SIGNATURE_BYTES,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  pdf.end();
  return sealPdf(await done, seal.identity, seal.options);
}
