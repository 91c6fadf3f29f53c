import { pdfText } from '#tests/support/pdf-text';
import { attachments } from '#tests/support/smtp-server';
import { company } from '../../app/content/company';
import { companyContact, estimateWordsFor as englishFor } from '../../app/content/estimates';
import { estimateWordsFor as spanishFor } from '../../app/content/es/estimates';
import { createAccount, signInAs } from './accounts-helpers';
import { openLinks } from '~/features/mail/links.server';
import { E2E_SESSION_SECRET, queryE2eDatabase } from './database';
import { customerPage, deliveredEmail, estimateLink, expireEstimate, quoteRequest, sentByApi } from './estimates-helpers';
import { expect, test } from './fixtures';
import { wcagViolations } from './axe';

/** The words as a new install's company profile (the sample company) names it; the texts checked here name no company. */
const english = englishFor(companyContact(company));
const spanish = spanishFor(companyContact(company));

// A customer who asked for a quote in Spanish gets their estimate in Spanish (issue 14): staff
// write it in the back office (in English, told the customer's language), the email links to the
// Spanish page, the page and its messages speak Spanish, the terms they sign are the Spanish ones,
// and the approval's email and signed PDF are Spanish.

type Email = { subject: string; text_body: string; html_body: string };

function queued(kind: string, to: string): Email[] {
  return queryE2eDatabase<Email>('select subject, text_body, html_body from outbox where kind = ? and to_address = ?', kind, to);
}

test('a Spanish quote request: staff send the estimate, the customer reads, approves and is thanked in Spanish, and gets the signed copy in Spanish', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await createAccount('admin', 'spanish-estimates');
  const quote = await quoteRequest(request, 'Marisol', 'es');

  await signInAs(page, staff.email);
  await page.goto(`/admin/quote-submissions/${quote.id}/estimates/new`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New estimate for Marisol Ortega');
  await expect(page.getByRole('main')).toContainText('Spanish: write the estimate in Spanish');
  await expect(page.getByLabel('Message to the customer')).toHaveValue(
    'Gracias por la oportunidad de cotizar su proyecto de reemplazo de ventanas, Marisol. Estas son las opciones que le proponemos.',
  );
  await page.getByLabel('Title of option A').fill('Reemplazo con ventanas de impacto');
  const optionA = page.getByRole('group', { name: 'Option A' });
  await optionA.getByLabel('Description').fill('Ventana de impacto, 36 × 48 in');
  await optionA.getByLabel('Quantity').fill('2');
  await optionA.getByLabel('Unit price ($)').fill('900');
  await page.getByRole('button', { name: 'Save and send to the customer' }).click();
  await expect(page).toHaveURL(/\/admin\/estimates\/[0-9a-f-]{36}\?sent=1$/);
  await expect(page.getByRole('main')).toContainText('What the customer sees, in Spanish on their page');

  const link = await estimateLink(quote.email);
  expect(link).toMatch(/^\/es\/estimates\/[A-Za-z0-9_-]{43}$/);
  const [sent] = queued('estimate.sent', quote.email);
  expect(sent?.subject).toBe('Su cotización de Gables Window Care');
  expect(sent?.text_body).toMatch(/^Hola, Marisol:\n\nGracias por pedirnos una cotización\. Ya está lista, con una opción para elegir\./);
  expect(sent?.html_body).toContain('<html lang="es">');

  const customer = await customerPage(browser);
  expect((await customer.goto(link))?.status()).toBe(200);
  await expect(customer.locator('html')).toHaveAttribute('lang', 'es');
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Hola, Marisol: esta es su cotización');
  await expect(customer.getByRole('region', { name: 'Opción A: Reemplazo con ventanas de impacto' })).toContainText('$1,800.00');
  await expect(customer.getByRole('region', { name: 'Condiciones' })).toContainText(spanish.terms[0]!);
  const body = await customer.locator('body').innerText();
  for (const words of [english.page.optionsHeading, english.page.approveHeading, english.page.declineHeading, english.page.fullName, english.terms[0]!]) {
    expect(body, words).not.toContain(words);
  }
  await expect(customer.getByRole('link', { name: 'View this page in English' })).toHaveAttribute('href', link.replace(/^\/es/, ''));

  const approve = customer.getByRole('region', { name: 'Aprobar esta cotización' });
  await approve.getByRole('button', { name: 'Aprobar y firmar' }).click();
  await expect(approve.getByText('Escriba su nombre completo para firmar')).toBeVisible();
  await expect(approve.getByText('Marque la casilla para aceptar las condiciones')).toBeVisible();
  await expect(approve.getByText('Marque la casilla para aceptar firmar electrónicamente')).toBeVisible();
  expect(await wcagViolations(customer)).toEqual([]);
  await approve.getByLabel('Acepto usar firmas electrónicas y recibir estos documentos de forma electrónica').check();
  await approve.getByLabel('Su nombre completo').fill('Marisol Ortega-Díaz');
  await approve.getByLabel('He leído y acepto las condiciones anteriores').check();
  await approve.getByRole('button', { name: 'Aprobar y firmar' }).click();
  await expect(customer.getByRole('heading', { name: '¡Gracias! Su cotización quedó aprobada.' })).toBeVisible();
  await expect(customer).toHaveURL(`${link}#answer`);
  await expect(customer.getByRole('main')).toContainText('La opción A (Reemplazo con ventanas de impacto) fue aprobada y firmada por Marisol Ortega-Díaz el ');

  const [orderRow] = queryE2eDatabase<{ id: string; description: string }>('select id, description from orders where customer_email = ?', quote.email);
  expect(orderRow?.description).toMatch(/^Opción A: Reemplazo con ventanas de impacto \(cotización E-[0-9A-F]{8}\)$/);
  const [approved] = queued('estimate.approved.customer', quote.email);
  expect(approved?.subject).toBe('Su cotización firmada de Gables Window Care');
  expect(approved?.text_body).toMatch(/^¡Gracias, Marisol!\n\nUsted aprobó la opción A \(Reemplazo con ventanas de impacto\) por \$1,800\.00\./);
  // The order in one step: a signed link to the Spanish order page (queued sealed, opened as the mail job sends it).
  expect(openLinks(approved!.text_body, E2E_SESSION_SECRET)).toMatch(
    new RegExp(`Ver su trabajo: https?://\\S+/es/orders/${orderRow!.id}\\.\\d+\\.[\\w-]{43}\\n`),
  );
  expect(approved?.html_body).toContain('<html lang="es">');
  const files = [...attachments(await deliveredEmail('estimate.approved.customer', quote.email))];
  expect(files).toHaveLength(1);
  const pdf = pdfText(files[0]![1]);
  expect(pdf).toContain('Cotización firmada');
  expect(pdf).toMatch(/Firmado por \(nombre escrito\): \s*Marisol Ortega-Díaz/);
});

test('a Spanish link that leads nowhere says so in Spanish', async ({ page }) => {
  const response = await page.goto(`/es/estimates/${'A'.repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos la cotización');
  await expect(page.getByRole('main')).toContainText(spanish.missingPage.text);
});

test('an expired Spanish link is refused in Spanish, with the day it was valid until in Spanish', async ({ page, request }) => {
  const quote = await quoteRequest(request, 'Nora', 'es');
  const estimateId = await sentByApi(request, await createAccount('admin', 'spanish-estimates'), quote.id);
  const link = await estimateLink(quote.email);
  expireEstimate(estimateId);
  expect((await page.goto(link))?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta cotización venció');
  await expect(page.getByRole('main')).toContainText('era válida hasta el 31 de enero de 2020');
});

test('the estimate page fits a 390 px phone in both languages, its tables and totals whole, and the thanks for an approval is in view and focused', async ({
  browser,
  request,
}) => {
  const staff = await createAccount('admin', 'spanish-estimates');
  for (const language of ['es', 'en'] as const) {
    const quote = await quoteRequest(request, 'Lucia', language);
    await sentByApi(request, staff, quote.id);
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const customer = await phone.newPage();
    await customer.goto(await estimateLink(quote.email));
    const total = customer
      .getByRole('region', { name: /Option B|Opción B/ })
      .getByRole('row')
      .last();
    await total.scrollIntoViewIfNeeded();
    await expect(total, language).toBeInViewport({ ratio: 1 });
    expect(await customer.evaluate(() => document.documentElement.scrollWidth), language).toBeLessThanOrEqual(390);
    const { page: words } = language === 'es' ? spanish : english;
    const approve = customer.getByRole('region', { name: words.approveHeading });
    await approve.getByRole('radio').first().check();
    await approve.getByRole('textbox').first().fill('Lucia Ortega');
    // The consent to sign electronically, then the terms.
    for (const box of await approve.getByRole('checkbox').all()) await box.check();
    await approve.getByRole('button', { name: words.approveButton }).click();
    const thanks = customer.getByRole('region', { name: words.approvedHeading });
    await expect(thanks, language).toBeFocused();
    await expect(thanks.getByRole('heading', { name: words.approvedHeading }), language).toBeInViewport({ ratio: 1 });
    await phone.close();
  }
});
