import { signInAs, OWNER } from './accounts-helpers';
import { expect, test } from './fixtures';

// The owner edits the company profile in the back office: a mistake is named beside its field
// and in the summary with everything typed kept; the saved phone shows on the public site; the
// dashboard's sample-content checklist loses the licence once it is set; restoring the version
// before puts everything back. Runs on the second server (the own-server project in
// playwright.config.ts): while the phone is changed, no other journey may look at the site.

const NEW_PHONE = '(305) 555-0199';
const LICENCE = 'CGC1534077';

test('the owner fixes a mistake, saves the phone and the licence, sees them on the site and the checklist, and restores the version before', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, OWNER.email);
  await page.goto('/admin/dashboard');
  const checklist = page.getByRole('region', { name: 'Still sample content' });
  await expect(checklist.getByRole('link', { name: 'Licence number' })).toBeVisible();
  await checklist.getByRole('link', { name: 'Licence number' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/business#licenceNumber$/);

  const phone = page.getByLabel('Phone', { exact: true });
  const original = await phone.inputValue();
  const licence = page.getByLabel('Licence number');
  await licence.fill(LICENCE);
  await phone.fill('305-555-01');
  await page.getByRole('button', { name: 'Save changes' }).click();

  const summary = page.getByRole('heading', { name: '1 field needs a change before the profile can be saved.' });
  await expect(summary).toBeVisible();
  await expect(page.locator('[aria-labelledby="error-summary-heading"]')).toBeFocused();
  await expect(page.getByRole('link', { name: 'Phone: Enter a 10-digit US phone number.' })).toBeVisible();
  await expect(phone).toHaveAccessibleDescription(/Enter a 10-digit US phone number\./);
  await expect(phone).toHaveValue('305-555-01');
  await expect(licence).toHaveValue(LICENCE);

  await phone.fill(NEW_PHONE);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved as version \d+\.$/ })).toBeVisible();
  await expect(phone).toHaveValue(NEW_PHONE);

  // A visitor without cookies gets the home page from the page cache, which the save cleared.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('contentinfo')).toContainText(NEW_PHONE);
  await visitor.close();

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('region', { name: 'Still sample content' }).getByRole('link', { name: 'Licence number' })).toHaveCount(0);

  // The version before this save is second in the list; restoring it asks first.
  await page.goto('/admin/settings/business#versions');
  const versions = page.getByRole('region', { name: 'Versions' });
  await versions
    .getByRole('row')
    .nth(2)
    .getByRole('link', { name: /^Restore version \d+$/ })
    .click();
  await versions.getByRole('button', { name: /^Restore version \d+$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /restored, saved as version \d+\./ })).toBeVisible();
  await expect(phone).toHaveValue(original);
  await expect(licence).not.toHaveValue(LICENCE);
});
