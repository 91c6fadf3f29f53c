import type { Browser } from '@playwright/test';
import { createAccount, signInAs } from './accounts-helpers';
import { queryE2eDatabase } from './database';
import { expect } from './fixtures';

/**
 * A new staff account who works 7:00 to 21:00 every day, set on the working-hours screen
 * (/admin/calendar/hours) as staff set it: the server's copy of the estimators is cleared by the
 * change, so the booking page offers their times at once.
 */
export async function addEstimator(browser: Browser, label: string): Promise<{ email: string; id: string }> {
  const { email } = await createAccount('admin', label);
  const [{ id }] = queryE2eDatabase<{ id: string }>('select id from user where email = ?', email) as [{ id: string }];
  const context = await browser.newContext();
  try {
    await signInAs(context, email);
    const form: Record<string, string> = { intent: 'hours', staffId: id };
    for (const day of [0, 1, 2, 3, 4, 5, 6]) Object.assign(form, { [`works-${day}`]: 'on', [`opens-${day}`]: '07:00', [`closes-${day}`]: '21:00' });
    const response = await context.request.post('/admin/calendar/hours', { form });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await context.close();
  }
  return { email, id };
}

/** Takes every working day away from the staff member `email` on the working-hours screen, as the owner would. */
export async function clearHours(browser: Browser, email: string, asEmail: string = email): Promise<void> {
  const [{ id }] = queryE2eDatabase<{ id: string }>('select id from user where email = ?', email) as [{ id: string }];
  const context = await browser.newContext();
  try {
    await signInAs(context, asEmail);
    const response = await context.request.post('/admin/calendar/hours', { form: { intent: 'hours', staffId: id } });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await context.close();
  }
}

/** The day `days` from today in the business's zone, 'YYYY-MM-DD'. */
export function businessDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}
