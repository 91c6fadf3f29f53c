import { type Page, request as playwrightRequest } from '@playwright/test';
import { dashboard as spanish } from '../../app/content/es/dashboard';
import { createAccount, DEMO_CUSTOMER, logInRequest, newCustomer, signInAs, storeAccount } from './accounts-helpers';
import { expect, test } from './fixtures';
import { approvedOrder } from './jobs-helpers';

// The customer dashboard in Spanish (issue 14): signing in on a Spanish page leads to it, every
// tab speaks Spanish (statuses, dates, forms and their messages), the switch keeps the tab, and
// signing out returns to the Spanish home page.

async function logInInSpanish(page: Page, email: string, password: string) {
  await page.goto('/es/login');
  await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(email);
  await page.getByLabel(/^Contraseña\*?$/).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL('/es/dashboard');
}

test('signing in on the Spanish login page opens the dashboard in Spanish: orders, statuses, dates and an order', async ({ page }) => {
  await logInInSpanish(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola de nuevo, Demo');
  const stats = page.getByRole('region', { name: 'Resumen' });
  await expect(stats).toContainText('7Trabajos en total');
  await expect(stats).toContainText('3Completados');
  await expect(stats).toContainText('2En proceso');
  const recent = page.getByRole('region', { name: 'Trabajos recientes' });
  await expect(recent.getByRole('listitem')).toHaveCount(3);
  await recent.getByRole('link', { name: 'Ver todos los trabajos' }).click();
  await expect(page).toHaveURL('/es/dashboard/orders');
  const orders = page.getByRole('region', { name: 'Mis trabajos' });
  await expect(orders.getByRole('listitem')).toHaveCount(7);
  await expect(orders).toContainText('del más reciente al más antiguo');
  await expect(orders).toContainText('Completado');
  // Dates in Spanish: "12 oct 2026", never "Oct 12, 2026".
  await expect(orders.getByRole('listitem').first()).toContainText(/\d{1,2} [a-z]{3}\.? \d{4}/);

  await page.getByRole('link', { name: /Ver detalles de Instalación de ventanas/ }).click();
  await expect(page).toHaveURL(/\/es\/dashboard\/orders\/[0-9a-f-]{36}$/);
  const order = page.getByRole('region', { name: 'Instalación de ventanas' });
  for (const label of ['Número de orden de trabajo', 'Fecha del servicio', 'Monto', 'Fecha de la orden de trabajo', 'Descripción'])
    await expect(order).toContainText(label);
  await expect(order).toContainText('$4,400.00');
  await expect(page.getByRole('link', { name: 'Todos los trabajos' })).toHaveAttribute('href', '/es/dashboard/orders');

  // The switch keeps the page: the same order in English, and back.
  await page.getByRole('link', { name: 'View this page in English' }).click();
  await expect(page).toHaveURL(/^.*\/dashboard\/orders\/[0-9a-f-]{36}$/);
  expect(new URL(page.url()).pathname.startsWith('/es/')).toBe(false);
  await expect(page.getByRole('region', { name: 'Window Installation' })).toContainText('Order number');
  await page.getByRole('link', { name: 'Ver esta página en español' }).click();
  await expect(page.getByRole('region', { name: 'Instalación de ventanas' })).toContainText('Número de orden de trabajo');
  await expect(page).toHaveTitle(/^Trabajo: Instalación de ventanas/);

  // Signing out from the Spanish dashboard returns to the Spanish home page.
  await page.getByRole('button', { name: spanish.sidebar.signOut }).click();
  await expect(page).toHaveURL('/es');
});

test('each order on the list says where its job is, in the page’s language: the orders page and the overview', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  // A Spanish-speaking customer's approved order, its job moved on to ordering the windows, through the APIs.
  const staffAccount = await createAccount('admin', 'stages-staff');
  const staff = await playwrightRequest.newContext({ baseURL });
  await logInRequest(staff, staffAccount.email, staffAccount.password);
  const customer = await playwrightRequest.newContext({ baseURL });
  const order = await approvedOrder(staff, customer, 'Lourdes', 'es');
  const { jobs } = (await (await staff.get(`/api/admin/jobs?orderId=${order.orderId}`)).json()) as { jobs: Array<{ id: string }> };
  expect((await staff.patch(`/api/admin/jobs/${jobs[0]!.id}`, { data: { stage: 'order-product' } })).status()).toBe(200);
  await staff.dispose();
  await customer.dispose();
  // The customer opens an account with the address the order went to.
  await storeAccount({ email: order.email, password: 'lourdes-sigue-su-trabajo', role: 'user', name: 'Lourdes Ortega' });
  await signInAs(page, order.email);

  await page.goto('/es/dashboard/orders');
  const orders = page.getByRole('region', { name: 'Mis trabajos' }).getByRole('listitem');
  await expect(orders).toHaveCount(1);
  await expect(orders).toContainText('Etapa: Pedido de las ventanas');
  await page.goto('/es/dashboard');
  await expect(page.getByRole('region', { name: 'Trabajos recientes' }).getByRole('listitem')).toContainText('Etapa: Pedido de las ventanas');
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('region', { name: 'My Orders' }).getByRole('listitem')).toContainText('Stage: Ordering the windows');
});

test('profile in Spanish: Spanish field messages and confirmations, from the browser and from the server', async ({ page, request }) => {
  const { email, password } = await newCustomer(request, 'perfil-es');
  await logInInSpanish(page, email, password);
  await page.getByRole('navigation', { name: 'Mi cuenta' }).getByRole('link', { name: 'Mi perfil' }).click();
  await expect(page).toHaveURL('/es/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Mi perfil', level: 2 })).toBeVisible();

  const name = page.getByRole('textbox', { name: 'Nombre', exact: true });
  await name.fill('');
  await name.blur();
  await expect(page.getByText('Escriba su nombre')).toBeVisible();
  await name.fill('Lucía Pérez');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('(305) 555-0144');
  await page.getByRole('button', { name: 'Guardar los cambios' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Guardamos sus datos.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Lucía Pérez');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola de nuevo, Lucía');

  // The server's answer to a wrong current password, in Spanish.
  await page.getByLabel(/^Contraseña actual\*?$/).fill('no-es-esta');
  await page.getByLabel(/^Contraseña nueva\*?$/).fill('clave-nueva-1');
  await page.getByLabel(/^Confirme la contraseña nueva\*?$/).fill('clave-nueva-1');
  await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible();
});

test('My Requests in Spanish asks to confirm the address first, and sends the link in Spanish', async ({ page, request }) => {
  const { email, password } = await newCustomer(request, 'solicitudes-es');
  await logInInSpanish(page, email, password);
  await page.goto('/es/dashboard/requests');
  await expect(page.getByRole('region', { name: 'Mis solicitudes' })).toContainText(`Confirme que ${email} es su correo electrónico`);
  await page.getByRole('button', { name: 'Enviar el correo de confirmación' }).click();
  await expect(page.getByRole('status')).toContainText(`Le enviamos un enlace de confirmación nuevo a ${email}.`);
});

test('a signed-out visitor of the Spanish dashboard is sent to the Spanish login page, and back after signing in', async ({ page }) => {
  await page.goto('/es/dashboard/orders');
  await expect(page).toHaveURL('/es/login?redirectTo=%2Fes%2Fdashboard%2Forders');
  await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(DEMO_CUSTOMER.email);
  await page.getByLabel(/^Contraseña\*?$/).fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL('/es/dashboard/orders');
  await expect(page.getByRole('region', { name: 'Mis trabajos' })).toBeVisible();
});
