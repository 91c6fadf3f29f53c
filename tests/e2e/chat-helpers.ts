import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Sets the signed-in staff member on this back-office page available for chat, whatever they
 * were, and waits until the server has saved it: the switch shows the choice at once and is
 * busy until the save comes back, and leaving the page before then would cancel it.
 */
export async function setAvailableForChat(staff: Page): Promise<void> {
  const toggle = staff.getByRole('button', { name: 'Available for chat' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
}
