import { expect, test } from './fixtures';

// The Spanish the owners asked for on the public pages (issue 47, item 8): the price a request is
// shown, the impact package's name, the /verify page's words.

test('the Spanish quote form prices “para 4 ventanas”, the replacement page names “Reemplazo con ventanas de impacto”, /verify says “que firmó con nosotros”', async ({
  page,
}) => {
  await page.goto('/es/get-quote');
  await page.getByLabel('Tipo de proyecto').selectOption({ label: 'Reemplazo de ventanas' });
  const windows = page.getByLabel('¿Cuántas ventanas?');
  await windows.pressSequentially('4');
  await windows.press('Tab');
  await expect(page.getByText(/para 4 ventanas/)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/ por 4 ventanas/);

  await page.goto('/es/services/window-replacement');
  await page.getByRole('tab', { name: 'Precios' }).click();
  await expect(page.getByText('Reemplazo con ventanas de impacto', { exact: true })).toBeVisible();

  await page.goto('/es/verify');
  await expect(page.getByText(/Suba el PDF de una cotización que firmó con nosotros\./)).toBeVisible();
});
