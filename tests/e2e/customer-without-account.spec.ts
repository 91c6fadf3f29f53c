import { OWNER, createAccount, signInAs } from './accounts-helpers';
import { queryE2eDatabase, E2E_SESSION_SECRET } from './database';
import { customerPage, estimateLink, quoteRequest, sentByApi } from './estimates-helpers';
import { expect, test } from './fixtures';
import { openLinks } from '~/features/mail/links.server';
import { signQuestionToken } from '~/features/followups/question-links.server';

// A customer never needs an account (docs/follow-ups.md, docs/estimates.md): the approval email's
// order link opens the order and its signed PDF in a browser that never signed in; an estimate
// follow-up's "Ask us a question" form works without JavaScript and stops the follow-ups; and the
// assistant answers a date from the owner's closures.

test('the order link in the approval email opens the order and its signed PDF in a browser with no account', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const staff = await createAccount('admin', 'order-link');
  const quote = await quoteRequest(page.request, 'Amparo');
  await sentByApi(page.request, staff, quote.id);
  const customer = await customerPage(browser);
  await customer.goto(await estimateLink(quote.email));
  const approve = customer.getByRole('region', { name: 'Approve this estimate' });
  await approve.getByRole('radio', { name: /Option A/ }).check();
  await approve.getByLabel('I agree to use electronic signatures and to receive these documents electronically').check();
  await approve.getByLabel('Your full name').pressSequentially('Amparo Ortega', { delay: 10 });
  await approve.getByLabel('I have read and accept the terms above').check();
  await approve.getByRole('button', { name: 'Approve and sign' }).click();
  // Sealing the PDF takes a moment on a busy machine.
  await expect(customer.getByRole('heading', { name: 'Thank you: your estimate is approved' })).toBeVisible({ timeout: 20_000 });

  // The approval email's "See your order" link, as the mail job opens it when it sends the email.
  let orderPath: string | undefined;
  await expect
    .poll(() => {
      const [row] = queryE2eDatabase<{ text_body: string }>(
        "select text_body from outbox where kind = 'estimate.approved.customer' and to_address = ?",
        quote.email,
      );
      orderPath = row ? /https?:\/\/\S+?(\/orders\/\S+)/.exec(openLinks(row.text_body, E2E_SESSION_SECRET))?.[1] : undefined;
      return orderPath;
    })
    .toBeTruthy();

  // Another browser, never signed in: the order, with its signed PDF, and no way into an account it does not have.
  const stranger = await browser.newContext();
  const order = await stranger.newPage();
  expect((await order.goto(orderPath!))?.status()).toBe(200);
  await expect(order).toHaveURL(orderPath!);
  await expect(order.getByRole('heading', { name: 'Signature' })).toBeVisible();
  await expect(order.getByRole('link', { name: 'All orders' })).toHaveCount(0);
  const download = order.getByRole('link', { name: 'Download the signed estimate (PDF)' });
  const pdf = await order.request.get((await download.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // The link altered by one character opens neither the order nor its PDF.
  const altered = `${orderPath!.slice(0, -1)}${orderPath!.endsWith('A') ? 'B' : 'A'}`;
  expect((await order.request.get(`${altered}/signed-estimate.pdf`)).status()).toBe(404);
  await stranger.close();
});

test.describe('the follow-up question form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a question typed into the form reaches the office and stops the estimate’s follow-ups', async ({ page }) => {
    const staff = await createAccount('admin', 'question');
    const quote = await quoteRequest(page.request, 'Celia');
    const estimateId = await sentByApi(page.request, staff, quote.id);
    // The first follow-up's link, as its email will carry it (the email itself goes a day later).
    const [first] = queryE2eDatabase<{ id: string }>(
      "select id from follow_ups where subject_id = ? and kind = 'estimate-follow-up' order by step limit 1",
      estimateId,
    );
    await page.context().clearCookies();
    await page.goto(`/question/${signQuestionToken(first!.id, E2E_SESSION_SECRET)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ask us a question');
    await expect(page.getByRole('main')).toContainText(`We will answer at ${quote.email}.`);

    // Sent with only spaces (the browser's own check lets them through): the server names the field, and the phone typed is kept.
    await page.getByLabel('Your question').pressSequentially('   ', { delay: 10 });
    await page.getByLabel('Phone, if you would like a call').pressSequentially('305-555-0123', { delay: 10 });
    await page.getByRole('button', { name: 'Send my question' }).click();
    await expect(page.getByText('Please write your question')).toBeVisible();
    await expect(page.getByLabel('Phone, if you would like a call')).toHaveValue('305-555-0123');
    expect(queryE2eDatabase('select id from contact_messages where email = ?', quote.email)).toHaveLength(0);

    await page.getByLabel('Your question').fill('');
    await page.getByLabel('Your question').pressSequentially('Could option B start after the 15th?', { delay: 10 });
    await page.getByRole('button', { name: 'Send my question' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, we have your question');
    await expect(page.getByRole('status')).toContainText('We will not send you more reminders about this estimate');

    expect(queryE2eDatabase<{ message: string; phone: string }>('select message, phone from contact_messages where email = ?', quote.email)).toEqual([
      { message: 'Could option B start after the 15th?', phone: '305-555-0123' },
    ]);
    const states = queryE2eDatabase<{ state: string; reason: string }>(
      "select state, reason from follow_ups where subject_id = ? and kind = 'estimate-follow-up' order by step",
      estimateId,
    );
    expect(states).toEqual(Array(states.length).fill({ state: 'stopped', reason: 'asked' }));
    // A link we did not sign opens no form.
    expect((await page.goto(`/question/${first!.id}.${'A'.repeat(43)}`))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
  });
});

test('the assistant knows a day the owner closed the office, in English and Spanish', async ({ page, browser }) => {
  // A day far enough ahead that no booking journey offers it.
  const day = new Date(Date.now() + 300 * 86_400_000);
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(day);
  const monthDay = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'long', day: 'numeric' }).format(day);
  const diaMes = new Intl.DateTimeFormat('es-US', { timeZone: 'America/New_York', month: 'long', day: 'numeric' }).format(day);
  const owner = await browser.newPage();
  await signInAs(owner, OWNER.email);
  const before = ((await (await owner.request.get('/api/admin/business')).json()) as { closures: unknown[] }).closures;
  const save = async (closures: unknown[]) => {
    const response = await owner.request.patch('/api/admin/business', {
      headers: { 'Content-Type': 'application/merge-patch+json' },
      data: JSON.stringify({ closures }),
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await save([...before, { date: iso, note: { en: 'Closed for our team retreat', es: 'Cerrado por el retiro del equipo' } }]);
  try {
    await page.goto('/chat');
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(page.getByRole('log', { name: 'Conversation' }).locator('[data-sender]').last()).toContainText('No problem!');
    await page.getByRole('textbox', { name: 'Message' }).fill(`Are you open on ${monthDay}?`);
    await page.getByRole('button', { name: 'Send message' }).click();
    const lines = page.getByRole('log', { name: 'Conversation' }).locator('[data-sender]');
    await expect(lines.last()).toContainText(`No, we're closed on`, { timeout: 15_000 });
    await expect(lines.last()).toContainText('(Closed for our team retreat). We open again on');

    // A new visitor, in Spanish.
    const visitante = await (await browser.newContext()).newPage();
    await visitante.goto('/es/chat');
    await visitante.getByRole('button', { name: 'No', exact: true }).click();
    await expect(visitante.getByRole('log').locator('[data-sender]').last()).toContainText('¡No hay problema!');
    await visitante.getByRole('textbox', { name: 'Mensaje' }).fill(`¿Abren el ${diaMes}?`);
    await visitante.getByRole('button', { name: 'Enviar mensaje' }).click();
    const lineas = visitante.getByRole('log').locator('[data-sender]');
    await expect(lineas.last()).toContainText('estamos cerrados (Cerrado por el retiro del equipo). Volvemos a abrir el', { timeout: 15_000 });
  } finally {
    await save(before);
  }
});
