import { type Page, request as playwrightRequest } from '@playwright/test';
import { crewPage as english } from '~/content/crew';
import { createAccount, logInRequest, signInAs, storeAccount, uniqueEmail } from './accounts-helpers';
import { wcagViolations } from './axe';
import { queryE2eDatabase } from './database';
import { unique } from './estimates-helpers';
import { expect, test } from './fixtures';
import { approvedOrder } from './jobs-helpers';

// The crew's phone in Spanish (/es/crew, docs/jobs-and-crews.md): an installer who reads Spanish
// sees today's visit at 390 px with nothing left in English, presses "Voy en camino", and the
// Spanish-speaking customer is told in Spanish. The order, the installer and the visit are set up
// through the APIs; the crew's page is the journey.

const ZONE = 'America/New_York';

/** Today in the business calendar's zone, and an instant of it at `time` (the offset of the day). */
function todayAt(time: string): string {
  const now = new Date();
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(now);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')!.value;
  return `${day}T${time}:00${offset.replace('GMT', '') || '+00:00'}`;
}

/** Every English text of the crew's page that has no variable part, and the English words of dates, times and the page's frame. */
const ENGLISH = [
  ...Object.values(english).filter((value): value is string => typeof value === 'string'),
  ...Object.values(english.errors),
  ...english.defaultChecklist,
  'Sign out',
  'Today,',
  'Tomorrow,',
  'Crew:',
  'Call ',
  'Window replacement',
  ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  ...['January', 'February', 'March', 'April', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
].filter((text) => text !== english.languageLink);

/** What a Spanish reader meets on the page: its title, its text and the names its controls and images carry. */
async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const named = [...document.querySelectorAll('[aria-label], [alt], [title], [placeholder], input[type="submit"]')].map((element) =>
      ['aria-label', 'alt', 'title', 'placeholder', 'value'].map((name) => element.getAttribute(name) ?? '').join(' '),
    );
    return [document.title, document.body.innerText, ...named].join('\n');
  });
}

/** The English texts found in the page's words, and times written in English ("9:00 AM"). */
async function englishLeft(page: Page): Promise<string[]> {
  const words = await pageWords(page);
  return [...ENGLISH.filter((text) => words.includes(text)), ...(words.match(/\d(?::\d\d)? ?[AP]M\b/g) ?? [])];
}

test('an installer who reads Spanish sees today’s visit in Spanish at 390 px, taps "Voy en camino", and the customer is told in Spanish', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const staffAccount = await createAccount('admin', 'crew-es-staff');
  const installer = { email: uniqueEmail('crew-es'), password: 'ramona-instala-ventanas', role: 'crew' as const, name: `Ramona ${unique()}` };
  await storeAccount(installer);
  const crewId = queryE2eDatabase<{ id: string }>('select id from user where email = ?', installer.email)[0]!.id;

  // A Spanish-speaking customer's approved order, and its install today with the installer, through the APIs.
  const staff = await playwrightRequest.newContext({ baseURL });
  await logInRequest(staff, staffAccount.email, staffAccount.password);
  const customer = await playwrightRequest.newContext({ baseURL });
  const order = await approvedOrder(staff, customer, 'Lourdes', 'es');
  const jobs = (await (await staff.get(`/api/admin/jobs?orderId=${order.orderId}`)).json()) as { jobs: Array<{ id: string }> };
  const booked = await staff.post(`/api/admin/jobs/${jobs.jobs[0]!.id}/visits`, {
    data: { start: todayAt('08:00'), end: todayAt('12:00'), crewIds: [crewId] },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await staff.dispose();
  await customer.dispose();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL, locale: 'es-US' });
  const page = await phone.newPage();
  await signInAs(page, installer.email);
  await page.goto('/es/crew');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle(/^Mis visitas/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis visitas');
  const today = page.getByRole('region', { name: /^Hoy, / });
  const visit = today.getByRole('article', { name: /Lourdes Ortega/ });
  await expect(visit.getByRole('heading', { name: /^8:00 a\. m\.–12:00 p\. m\. · Lourdes Ortega$/ })).toBeVisible();
  await expect(visit).toContainText('1200 Anastasia Ave, Coral Gables, FL 33134');
  await expect(visit).toContainText('Reemplazo de ventanas');
  await expect(visit.getByRole('link', { name: 'Abrir en Mapas' })).toHaveAttribute('href', /google\.com\/maps/);
  await expect(visit.getByRole('link', { name: 'Llamar a Lourdes Ortega' })).toHaveAttribute('href', 'tel:+13055550188');
  await expect(visit.getByRole('heading', { name: 'Lista de control' })).toBeVisible();
  await expect(visit.getByRole('listitem').filter({ hasText: 'Abrir, cerrar y trancar cada ventana con el cliente' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Mañana, / })).toContainText('No hay visitas.');
  // The page fits the phone: nothing runs off its right edge.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await englishLeft(page)).toEqual([]);
  expect(await wcagViolations(page)).toEqual([]);

  await visit.getByRole('button', { name: 'Voy en camino' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Se le avisó al cliente que usted va en camino');
  await expect(visit.getByRole('button', { name: 'Avisar de nuevo' })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  expect(await wcagViolations(page)).toEqual([]);
  await phone.close();

  // The customer's email is in their language, with the installer's first name.
  await expect
    .poll(
      () => queryE2eDatabase<{ subject: string }>("select subject from outbox where kind = 'install.on-my-way' and to_address = ?", order.email)[0]?.subject,
    )
    .toMatch(/^Ramona, de .+, va en camino$/);
  const [email] = queryE2eDatabase<{ text_body: string }>("select text_body from outbox where kind = 'install.on-my-way' and to_address = ?", order.email);
  expect(email!.text_body).toContain('Hola, Lourdes:');
  expect(email!.text_body).toContain('Ramona, de nuestro equipo, va en camino a 1200 Anastasia Ave, Coral Gables, FL 33134');
});
