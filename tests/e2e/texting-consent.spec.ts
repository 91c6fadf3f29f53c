// Texting consent and staff alerts by text (docs/texting.md) against a local Twilio stand-in: a
// production server of its own configured for Twilio (the journeys' shared server keeps texting
// off, and its forms show no box). The quote form's box, unticked, in both languages; a ticked box
// kept with its words on the lead's page; a staff member's text alert for a new lead.
import { expect, test } from './fixtures';
import { fillQuote } from './lead-forms-helpers';
import { startTextingSite, type TextingSite } from './texting-helpers';

const OWNER = { email: 'owner@consent.example', password: 'owner-password-consent' };

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let site: TextingSite;

test.beforeAll(async () => {
  site = await startTextingSite('consent', OWNER, { SMS_QUIET_HOURS: 'off' });
});

test.afterAll(async () => {
  await site?.stop();
});

test('the quote form offers texts with an unticked box and its disclosure, in English and Spanish', async ({ page }) => {
  await page.goto(`${site.url}/get-quote`);
  const box = page.getByRole('checkbox', { name: 'Text me about this request' });
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAccessibleDescription(/msg & data rates may apply\. Reply STOP to opt out, HELP for help\. Consent is not a condition of purchase\./);

  await page.goto(`${site.url}/es/get-quote`);
  const caja = page.getByRole('checkbox', { name: 'Envíenme mensajes de texto sobre esta solicitud' });
  await expect(caja).not.toBeChecked();
  await expect(caja).toHaveAccessibleDescription(/pueden aplicar tarifas de mensajes y datos\. Responda STOP para no recibirlos, HELP para ayuda\./);
});

test("a ticked box is kept with the request, and its words show on the lead's page", async ({ page }) => {
  const email = `consent.${Date.now()}@example.com`;
  await page.goto(`${site.url}/get-quote`);
  await fillQuote(page, email);
  await page.getByRole('checkbox', { name: 'Text me about this request' }).check();
  await page.getByRole('button', { name: 'Request My Free Quote' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your quote request!' })).toBeVisible();

  const login = await page.request.post(`${site.url}/login`, { form: OWNER, maxRedirects: 0, headers: { origin: site.url } });
  expect(login.status()).toBeLessThan(400);
  const leads = await page.request.get(`${site.url}/api/admin/quote-requests?search=${encodeURIComponent(email)}`);
  const { items } = (await leads.json()) as { items: { id: string; email: string }[] };
  const lead = items.find((one) => one.email === email)!;
  await page.goto(`${site.url}/admin/quote-submissions/${lead.id}`);
  const consent = page.getByTestId('sms-consent');
  await expect(consent).toContainText('Agreed to texts at +13055550188 on /get-quote');
  await expect(consent).toContainText('may text me about this request at the number above');
});

test('a staff member who chose texts for new leads gets one at their mobile number', async ({ page }) => {
  const login = await page.request.post(`${site.url}/login`, { form: OWNER, maxRedirects: 0, headers: { origin: site.url } });
  expect(login.status()).toBeLessThan(400);
  await page.goto(`${site.url}/admin/notifications`);
  const phone = page.getByLabel('Mobile number for text alerts');
  await phone.pressSequentially('(305) 555-01', { delay: 10 });
  await page.getByRole('button', { name: 'Save my number' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'is not a mobile number' })).toBeVisible();
  await expect(phone).toHaveValue('(305) 555-01');
  // The rest of the number, typed at its end.
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially('99', { delay: 10 });
  await page.getByRole('button', { name: 'Save my number' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Text alerts go to +13055550199.' })).toBeVisible();

  await page.getByRole('group', { name: 'A new lead arrives' }).getByRole('checkbox', { name: 'By text' }).check();
  await page.getByRole('button', { name: 'Save my choices' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your alert choices are saved.' })).toBeVisible();

  const lead = await page.request.post(`${site.url}/api/contact-messages`, {
    data: { name: 'Yamilet Pérez', email: 'yamilet@example.com', phone: '(786) 555-0142', subject: 'quote', message: 'Three windows leak.', smsConsent: true },
    headers: { origin: site.url },
  });
  expect(lead.status()).toBe(201);
  const sent = await site.twilio.waitFor((texts) => texts.some((one) => one.to === '+13055550199'), 20_000);
  const alert = sent.filter((one) => one.to === '+13055550199');
  expect(alert).toHaveLength(1);
  expect(alert[0]!.body).toContain('Yamilet');
  expect(alert[0]!.body).toContain(`${site.url}/admin/contact-submissions/`);
});
