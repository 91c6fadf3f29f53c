import { describe, expect, it } from 'vitest';
import { untranslatedTexts } from '#tests/support/word-texts';
import { dashboard as english } from './dashboard';
import { dashboard as spanish } from './es/dashboard';
import { orderStatusNames as englishStatuses } from './order-statuses';
import { orderStatusNames as spanishStatuses } from './es/order-statuses';

describe('the customer dashboard in Spanish', () => {
  it('leaves no text in English (a table\'s "Total" is the same word in both)', () => {
    expect(untranslatedTexts(english, spanish, (text) => text === 'Total', ['X', 2, 'Y'])).toEqual([]);
    expect(untranslatedTexts(englishStatuses, spanishStatuses)).toEqual([]);
  });

  it('keeps the English texts SPEC gives for the dashboard', () => {
    expect(english.noOrders.message).toBe("You don't have any orders yet.");
    expect(english.overview.stats).toEqual({ total: 'Total Orders', completed: 'Completed', inProgress: 'In Progress' });
    expect(english.sidebar.tabs).toEqual({ overview: 'Overview', orders: 'My Orders', requests: 'My Requests', profile: 'Profile Settings' });
  });
});
