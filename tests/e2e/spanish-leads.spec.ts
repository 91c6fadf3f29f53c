import type { Page } from '@playwright/test';
import { leadForms as spanish } from '../../app/content/es/lead-forms';
import { createAccount, signInAs } from './accounts-helpers';
import { queryE2eDatabase } from './database';
import { expect, test } from './fixtures';

// A Spanish-speaking visitor asks for a quote and writes a message in Spanish (issue 14): the
// forms, their validation and their confirmations speak Spanish, the lead is stored as Spanish,
// the customer's email is in Spanish, and staff see "Spanish" in their email and the back office.

/** Fills the Spanish quote form with one homeowner's request. */
async function fillSpanishQuote(page: Page, email: string) {
  await page.getByLabel('Nombre').fill('Marisol');
  await page.getByLabel('Apellido').fill('Ortega');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('(305) 555-0188');
  await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('540 Biltmore Way');
  await page.getByLabel('Ciudad').fill('Coral Gables');
  await page.getByLabel('Código postal').fill('33134');
  await page.getByLabel('Tipo de proyecto').selectOption('window-repair');
  await page.getByLabel('¿Cuántas ventanas?').fill('2');
  await page.getByLabel('Descripción del proyecto').fill('Dos ventanas del cuarto no cierran bien y entra agua cuando llueve.');
  await page.getByLabel('¿Para cuándo?').selectOption('1-month');
}

function storedLead(email: string) {
  return queryE2eDatabase<{ id: string; language: string }>('select id, language from quote_requests where email = ?', email);
}

test.describe('the Spanish quote form', () => {
  test('answers in Spanish, from its validation messages to its confirmation, and staff see a Spanish lead', async ({ page, browser, baseURL }) => {
    await page.goto('/es/get-quote');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pida su cotización gratis');
    await page.getByRole('button', { name: spanish.quote.submit }).click();
    for (const [label, message] of [
      ['Nombre', spanish.validation.required.firstName],
      ['Correo electrónico', spanish.validation.required.email],
      ['Código postal', spanish.validation.required.zipCode],
      ['Descripción del proyecto', spanish.validation.required.projectDescription],
    ] as const) {
      await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveAccessibleDescription(new RegExp(message));
    }
    await page.getByLabel('Correo electrónico').fill('marisol@');
    await page.getByLabel('Correo electrónico').blur();
    await expect(page.getByText(spanish.validation.invalidEmail)).toBeVisible();

    const email = `marisol.es.${Date.now()}@example.com`;
    await fillSpanishQuote(page, email);
    await expect(page.locator('[data-price-range]')).toContainText('Precio aproximado: $300–$800 para 2 ventanas');
    await page.getByRole('button', { name: spanish.quote.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: spanish.quote.success })).toBeVisible();
    await expect(page.locator('[data-lead-summary]')).toContainText('Solicitud enviada: le llamaremos al (305) 555-0188.');
    await expect(page.getByLabel('Nombre')).toHaveValue('');
    await expect(page.getByLabel('Tipo de proyecto')).toHaveValue('');

    const [lead] = storedLead(email);
    expect(lead?.language).toBe('es');
    // The lead's follow-up job queues its emails right after the answer.
    const queued = () =>
      queryE2eDatabase<{ kind: string; subject: string; text_body: string }>(
        'select kind, subject, text_body from outbox where ref_id = ? order by kind',
        lead!.id,
      );
    await expect.poll(() => queued().length).toBe(2);
    const mails = queued();
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Recibimos su solicitud de cotización | Gables Window Care',
      'New quote request (Spanish): Marisol Ortega, Window Repair',
    ]);
    expect(mails[0]!.text_body).toContain('Hola, Marisol:');
    expect(mails[1]!.text_body).toContain('Language: Spanish');

    // Staff: the list says Spanish, filters by it, and the lead says to call in Spanish.
    const staff = await createAccount('admin', 'spanish-leads');
    const context = await browser.newContext({ baseURL });
    const staffPage = await context.newPage();
    try {
      await signInAs(staffPage, staff.email);
      await staffPage.goto(`/admin/quote-submissions?search=${encodeURIComponent(email)}`);
      const row = staffPage.getByRole('row').filter({ hasText: 'Marisol Ortega' });
      await expect(row.locator('[data-lead-language="es"]')).toHaveText('Spanish');
      await staffPage.getByLabel('Language').selectOption('es');
      await expect(staffPage).toHaveURL(/language=es/);
      await expect(staffPage.getByRole('row').filter({ hasText: 'Marisol Ortega' })).toHaveCount(1);
      await staffPage.getByLabel('Language').selectOption('en');
      await expect(staffPage).toHaveURL(/language=en/);
      await expect(staffPage.getByRole('row').filter({ hasText: 'Marisol Ortega' })).toHaveCount(0);
      await staffPage.goto(`/admin/quote-submissions/${lead!.id}`);
      await expect(staffPage.getByRole('dialog')).toContainText('Spanish: call and write in Spanish');
    } finally {
      await context.close();
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server answers in Spanish: the field messages with what was typed kept, then the confirmation', async ({ page }) => {
      await page.goto('/es/get-quote');
      const email = `nojs.es.${Date.now()}@example.com`;
      await fillSpanishQuote(page, email);
      await page.getByLabel('Código postal').fill('331');
      await page.getByRole('button', { name: spanish.quote.submit }).click();
      await expect(page.getByLabel('Código postal')).toHaveAccessibleDescription(spanish.validation.invalidZip);
      await expect(page.getByRole('link', { name: spanish.validation.invalidZip })).toHaveAttribute('href', '#quote-form-zipCode');
      await expect(page.getByLabel('Nombre')).toHaveValue('Marisol');
      expect(storedLead(email)).toHaveLength(0);

      await page.getByLabel('Código postal').fill('33134');
      await page.getByRole('button', { name: spanish.quote.submit }).click();
      await expect(page.getByText(spanish.quote.success)).toBeVisible();
      await expect(page.locator('[data-lead-summary]')).toContainText('Precio aproximado: $300–$800 para 2 ventanas');
      expect(storedLead(email).map((lead) => lead.language)).toEqual(['es']);
    });
  });
});

test('the Spanish contact form sends a message in Spanish and confirms it in Spanish', async ({ page }) => {
  await page.goto('/es/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estamos para ayudarle');
  await page.getByRole('button', { name: spanish.contact.submit }).click();
  await expect(page.getByRole('textbox', { name: 'Mensaje', exact: true })).toHaveAccessibleDescription(spanish.validation.required.message);

  const email = `luis.es.${Date.now()}@example.com`;
  await page.getByLabel('Nombre').fill('Luis Romero');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Asunto').selectOption('service');
  await page.getByRole('textbox', { name: 'Mensaje', exact: true }).fill('¿Trabajan los sábados en Coral Gables?');
  await page.getByRole('button', { name: spanish.contact.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: spanish.contact.success })).toBeVisible();
  await expect(page.locator('[data-lead-summary]')).toContainText(`Mensaje enviado: le responderemos a ${email}.`);

  const [message] = queryE2eDatabase<{ id: string; language: string }>('select id, language from contact_messages where email = ?', email);
  expect(message?.language).toBe('es');
  const customerEmail = () =>
    queryE2eDatabase<{ subject: string; text_body: string }>(
      "select subject, text_body from outbox where ref_id = ? and kind = 'contact-message.customer'",
      message!.id,
    );
  await expect.poll(() => customerEmail().length).toBe(1);
  const [customer] = customerEmail();
  expect(customer?.subject).toBe('Recibimos su mensaje | Gables Window Care');
  expect(customer?.text_body).toContain('Nos consultó sobre: Pregunta sobre un servicio');
});

test('the language switch keeps the visitor on the quote and contact pages', async ({ page }) => {
  await page.goto('/get-quote');
  await page.getByRole('link', { name: 'Ver esta página en español' }).click();
  await expect(page).toHaveURL('/es/get-quote');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pida su cotización gratis');
  await page.goto('/es/contact');
  await page.getByRole('link', { name: 'View this page in English' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're Here to Help");
});

test.describe('the assistant in Spanish', () => {
  // The page's clock runs on its own, and `say` moves it past each answer's pause and typing.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  /** Sends a message and waits for the assistant's answer (its label, "Asistente", is read first). */
  async function say(page: Page, text: string, expected: string | RegExp) {
    const dialog = page.getByRole('dialog', { name: 'Gables Window Care Asistente virtual' });
    const messages = dialog.getByRole('log', { name: 'Conversación' }).locator('[data-sender]');
    // The greeting first: counted before it shows, the answer would be one message too many.
    await expect(messages.first()).toBeVisible();
    const before = await messages.count();
    await dialog.getByRole('textbox').fill(text);
    await dialog.getByRole('textbox').press('Enter');
    await page.clock.runFor(2_000);
    await expect(messages).toHaveCount(before + 2, { timeout: 8000 });
    await expect(messages.last()).toHaveText(typeof expected === 'string' ? `Asistente: ${expected}` : expected);
  }

  test('collects a contact in Spanish from a Spanish page, and staff see it as a Spanish lead', async ({ page, browser, baseURL }) => {
    await page.goto('/es');
    await page.getByRole('button', { name: 'Escríbanos por chat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gables Window Care Asistente virtual' });
    await expect(dialog.getByRole('log', { name: 'Conversación' })).toContainText('¡Hola! Soy el asistente virtual de Gables Window Care.');
    await say(page, '¿Cuánto cuesta reparar una ventana?', /Reparación básica: \$150 por ventana/);
    await say(page, 'Sí, por favor', '¡Perfecto! Empecemos por su nombre.');
    await say(page, 'Marisol Ortega', '¡Mucho gusto, Marisol Ortega! ¿Cuál es su correo electrónico?');
    await say(page, 'marisol@ejemplo', 'Ese correo electrónico no parece válido. ¿Me lo puede escribir de nuevo, por favor?');
    const email = `marisol.chat.${Date.now()}@example.com`;
    await say(page, email, '¡Gracias! ¿Y a qué número de teléfono lo podemos llamar?');
    await say(page, '305-555-0142', /^Asistente: ¡Gracias, Marisol Ortega! Ya le pasé sus datos a nuestro equipo/);
    await expect
      .poll(() => queryE2eDatabase<{ language: string }>('select language from chatbot_contacts where email = ?', email))
      .toEqual([{ language: 'es' }]);

    const staff = await createAccount('admin', 'spanish-chat');
    const context = await browser.newContext({ baseURL });
    const staffPage = await context.newPage();
    try {
      await signInAs(staffPage, staff.email);
      await staffPage.goto(`/admin/chatbot-contacts?language=es&search=${encodeURIComponent(email)}`);
      await expect(staffPage.getByRole('row').filter({ hasText: 'Marisol Ortega' }).locator('[data-lead-language="es"]')).toHaveText('Spanish');
    } finally {
      await context.close();
    }
  });

  test('answers in English a visitor who writes in English on a Spanish page', async ({ page }) => {
    await page.goto('/es/services');
    await page.getByRole('button', { name: 'Escríbanos por chat' }).click();
    await say(page, 'What are your hours?', /^Asistente: Our hours are/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the Spanish chat page takes a call back in Spanish', async ({ page }) => {
      await page.goto('/es');
      await page.getByRole('link', { name: 'Escríbanos por chat' }).click();
      await expect(page).toHaveURL(/\/es\/chat/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Escríbanos por chat');
      await page.getByRole('button', { name: 'Sí' }).click();
      await expect(page.getByRole('log')).toContainText('¡Perfecto! Empecemos por su nombre.');
      await page.getByRole('textbox', { name: 'Su nombre' }).fill('Luis Romero');
      await page.getByRole('button', { name: 'Enviar mensaje' }).click();
      await expect(page.getByRole('log')).toContainText('¡Mucho gusto, Luis Romero! ¿Cuál es su correo electrónico?');
    });
  });
});
