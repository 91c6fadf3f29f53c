import { company } from '../../app/content/company';
import { companyContact } from '../../app/content/estimates';
import { accountEmailsFor, signIn as spanish } from '../../app/content/es/sign-in';
import { emailedLink, uniqueEmail } from './accounts-helpers';
import { queryE2eDatabase } from './database';
import { expect, test } from './fixtures';

// A Spanish-speaking customer creates an account and resets its password in Spanish (issue 14):
// the pages, their messages and the emails speak Spanish, and the emails' links lead to the
// Spanish pages.

// The journeys' server runs on the sample profile.
const spanishEmails = accountEmailsFor(companyContact(company));

function emailsTo(to: string) {
  return queryE2eDatabase<{ kind: string; subject: string; text_body: string; html_body: string }>(
    'select kind, subject, text_body, html_body from outbox where to_address = ? order by created_at',
    to,
  );
}

test('registration in Spanish: Spanish messages, then the Spanish confirmation email that confirms the address and leads to choosing the password on a Spanish page', async ({
  page,
}) => {
  await page.goto('/es/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish.register.heading);
  await page.getByRole('button', { name: spanish.register.submit }).click();
  await expect(page.getByRole('alert')).toContainText(spanish.messages.allFieldsRequired);

  const email = uniqueEmail('registro');
  await page.getByRole('textbox', { name: spanish.fields.name, exact: true }).fill('Marisol Ortega');
  await page.getByRole('textbox', { name: spanish.fields.emailAddress, exact: true }).fill(email);
  await page.getByLabel(/^Contraseña\*?$/).fill('secreto1');
  await page.getByLabel(/^Confirme la contraseña\*?$/).fill('secreto2');
  await page.getByLabel(/^Confirme la contraseña\*?$/).blur();
  await expect(page.getByText(spanish.messages.passwordsDoNotMatch)).toBeVisible();
  await page.getByLabel(/^Confirme la contraseña\*?$/).fill('secreto1');
  await page.getByRole('button', { name: spanish.register.submit }).click();
  await expect(page.getByRole('status')).toContainText(spanish.messages.accountCreated);
  await expect(page).toHaveURL('/es/login?registered=1', { timeout: 10_000 });
  await expect(page.getByRole('status')).toContainText(spanish.notices.registered);

  expect(queryE2eDatabase<{ language: string }>('select language from "user" where email = ?', email)).toEqual([{ language: 'es' }]);
  const link = await emailedLink(email, '/es/verify-email');
  const [verification] = emailsTo(email);
  expect(verification?.subject).toBe(spanishEmails.verification.subject);
  expect(verification?.text_body).toContain('Hola, Marisol:');
  expect(verification?.html_body).toContain('<html lang="es">');
  // Opened where nobody is signed in to the account, the link proves the inbox, not the password.
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/es\/reset-password\?token=[^&]+&confirmed=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish.resetPassword.heading);
  await expect(page.getByRole('status')).toHaveText(spanish.resetPassword.addressConfirmed);
});

test('password reset in Spanish: the Spanish email leads to the Spanish page, and the new password works', async ({ page, request }) => {
  const email = uniqueEmail('restablecer');
  // An account created on the Spanish page keeps Spanish for its emails.
  const created = await request.post('/es/register', {
    form: { name: 'Luis Romero', email, password: 'secreto1', confirmPassword: 'secreto1' },
    maxRedirects: 0,
  });
  expect(created.status()).toBe(302);

  await page.goto('/es/forgot-password');
  await page.getByRole('textbox', { name: spanish.fields.email, exact: true }).fill('no-es-un-correo');
  await page.getByRole('button', { name: spanish.forgotPassword.submit }).click();
  await expect(page.getByText(spanish.messages.emailInvalid)).toBeVisible();
  await page.getByRole('textbox', { name: spanish.fields.email, exact: true }).fill(email);
  await page.getByRole('button', { name: spanish.forgotPassword.submit }).click();
  await expect(page.getByRole('status')).toContainText(spanish.messages.resetLinkSent);

  const link = await emailedLink(email, '/es/reset-password');
  const reset = emailsTo(email).find((mail) => mail.kind === 'account.password-reset');
  expect(reset?.subject).toBe(spanishEmails.passwordReset.subject);
  expect(reset?.text_body).toContain(spanishEmails.passwordReset.lead);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish.resetPassword.heading);
  await page.getByLabel(/^Contraseña nueva\*?$/).fill('nuevo-secreto');
  await page.getByLabel(/^Confirme la contraseña nueva\*?$/).fill('nuevo-secreto');
  await page.getByRole('button', { name: spanish.resetPassword.submit }).click();
  await expect(page).toHaveURL('/es/login?reset=1');
  await expect(page.getByRole('status')).toContainText(spanish.notices.reset);
  await page.getByRole('textbox', { name: spanish.fields.email, exact: true }).fill(email);
  await page.getByLabel(/^Contraseña\*?$/).fill('nuevo-secreto');
  await page.getByRole('button', { name: spanish.login.submit }).click();
  await expect(page).toHaveURL('/es/dashboard');
});

test('a wrong password on the Spanish login page is answered in Spanish', async ({ page }) => {
  await page.goto('/es/login');
  await page.getByRole('textbox', { name: spanish.fields.email, exact: true }).fill(uniqueEmail('nadie'));
  await page.getByLabel(/^Contraseña\*?$/).fill('equivocada');
  await page.getByRole('button', { name: spanish.login.submit }).click();
  await expect(page.getByRole('alert')).toContainText(spanish.messages.loginFailed);
});
