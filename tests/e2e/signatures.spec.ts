// The signature that holds up: consent to sign electronically before the name, the PDF sealed
// with the company's digital signature (pdfsig: valid over the whole file), every character of
// the name as typed, the certificate page, and /verify telling the file from a changed copy.
import { pdfSignatureReport, pdfText } from '#tests/support/pdf-text';
import { createAccount } from './accounts-helpers';
import { queryE2eDatabase } from './database';
import { estimateLink, quoteRequest, sentByApi } from './estimates-helpers';
import { expect, test } from './fixtures';

const SIGNER = 'Zoë Ñúñez-Łukasiewicz';
const CONSENT = 'I agree to use electronic signatures and to receive these documents electronically';

test('consent to sign electronically is required, without JavaScript too; the signed PDF passes pdfsig and /verify tells it from a changed copy', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const staff = await createAccount('admin', 'signatures');
  const quote = await quoteRequest(request, 'Zoe');
  const estimateId = await sentByApi(request, staff, quote.id);
  const link = await estimateLink(quote.email);

  // A browser without JavaScript: the form posts as it is, and the server asks for the consent.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const customer = await plain.newPage();
  await customer.goto(link);
  const approve = customer.getByRole('region', { name: 'Approve this estimate' });
  await expect(approve.getByRole('region', { name: 'Consent to sign electronically' })).toContainText('You may ask for a paper copy');
  await approve.getByRole('radio', { name: /Option B/ }).check();
  await approve.getByLabel('Your full name').fill(SIGNER);
  await approve.getByLabel('I have read and accept the terms above').check();
  const [refused] = await Promise.all([
    customer.waitForResponse((response) => response.request().method() === 'POST'),
    approve.getByRole('button', { name: 'Approve and sign' }).click(),
  ]);
  expect(refused.status()).toBe(400);
  await expect(approve.getByText('Tick the box to agree to sign electronically')).toBeVisible();
  await expect(approve.getByLabel('Your full name')).toHaveValue(SIGNER);
  expect(queryE2eDatabase('select estimate_id from estimate_approvals where estimate_id = ?', estimateId)).toHaveLength(0);

  await approve.getByLabel(CONSENT).check();
  await approve.getByRole('radio', { name: /Option B/ }).check();
  await approve.getByLabel('I have read and accept the terms above').check();
  await approve.getByRole('button', { name: 'Approve and sign' }).click();
  await expect(customer.getByRole('heading', { name: 'Thank you: your estimate is approved' })).toBeVisible();
  await expect(customer.getByRole('main')).toContainText(`signed by ${SIGNER}`);
  const [approval] = queryE2eDatabase<{ content_sha256: string; consent_version: string; ip_address: string }>(
    'select content_sha256, consent_version, ip_address from estimate_approvals where estimate_id = ?',
    estimateId,
  );
  expect(approval?.consent_version).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // The PDF as staff download it.
  const download = await request.get(`/admin/estimates/${estimateId}/signed.pdf`);
  expect(download.status()).toBe(200);
  const pdf = await download.body();
  const report = pdfSignatureReport(pdf);
  expect(report).toContain('Signature Validation: Signature is Valid.');
  expect(report).toContain('Total document signed');
  const text = pdfText(pdf);
  expect(text).toContain(SIGNER);
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain(`Signed by (typed name): ${SIGNER}`);
  expect(flat).toContain('Signature certificate');
  expect(flat).toContain(`IP address: ${approval!.ip_address}`);
  expect(flat).toContain(`Email: ${quote.email}`);
  expect(flat).toContain(approval!.content_sha256);
  expect(flat).toMatch(/Upload it at http:\/\/localhost:\d+\/verify/);
  const kinds = queryE2eDatabase<{ kind: string }>('select kind from estimate_events where estimate_id = ? order by seq', estimateId).map((row) => row.kind);
  // Each page view while it could be answered is an opening (the refused post's page too).
  expect(kinds.join(' ')).toMatch(/^sent( opened)+ consented signed sealed downloaded$/);

  // /verify, still without JavaScript: the file as signed, then a copy with one byte changed.
  const checker = await plain.newPage();
  await checker.goto('/verify');
  await checker.getByLabel(/PDF file/).setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: pdf });
  await checker.getByRole('button', { name: 'Check the document' }).click();
  const result = checker.getByRole('status');
  await expect(result).toContainText('This is a document we signed, unchanged since');
  await expect(result).toContainText(`signed by ${SIGNER}`);
  await expect(result).toContainText('The estimate’s audit trail is intact.');

  const changed = Buffer.from(pdf);
  changed[1000] = changed[1000]! ^ 0x20;
  await checker.getByLabel(/PDF file/).setInputFiles({ name: 'changed.pdf', mimeType: 'application/pdf', buffer: changed });
  await checker.getByRole('button', { name: 'Check the document' }).click();
  await expect(checker.getByRole('status')).toContainText('This document was changed after we signed it');
  await plain.close();
});

test('/es/verify answers in Spanish, with JavaScript, and a file that is not ours is said to be so', async ({ page }) => {
  await page.goto('/es/verify');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verificar una cotización firmada');
  await page
    .getByLabel(/Archivo PDF/)
    .setInputFiles({ name: 'otro.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n') });
  await page.getByRole('button', { name: 'Verificar el documento' }).click();
  await expect(page.getByRole('status')).toContainText('Este no es un documento firmado por nosotros');
  await expect(page).toHaveURL(/\/es\/verify$/);
});
