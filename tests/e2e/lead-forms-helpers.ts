import type { Page } from '@playwright/test';

/** Fills every field of the quote form with one homeowner's request. */
export async function fillQuote(page: Page, email: string) {
  await page.getByLabel('First name').fill('Marisol');
  await page.getByLabel('Last name').fill('Ortega');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('(305) 555-0188');
  await page.getByLabel('Street address').fill('540 Biltmore Way');
  await page.getByLabel('City').fill('Coral Gables');
  await page.getByLabel('ZIP code').fill('33134');
  await page.getByLabel('Project type').selectOption('window-replacement');
  await page.getByLabel('Project description').fill('Eight aluminium windows to replace with impact glass.');
  await page.getByLabel('Budget').selectOption('10000-20000');
  await page.getByLabel('Timeframe').selectOption('1-month');
  await page.getByLabel('How did you hear about us?').selectOption('friend');
}
