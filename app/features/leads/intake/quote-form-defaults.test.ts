import { describe, expect, it } from 'vitest';
import { pricing } from '~/content/price-list';
import { quoteHref } from '~/content/pricing';
import { quoteFormDefaults } from './quote-form-defaults';

describe('what the quote form starts with', () => {
  it('chooses the service and package a pricing card named', () => {
    expect(quoteFormDefaults(new URLSearchParams(quoteHref('window-maintenance', 'Standard Care').split('?')[1]), null, pricing)).toEqual({
      projectType: 'window-maintenance',
      servicePackage: 'Standard Care',
    });
    expect(quoteHref('window-maintenance', 'Standard Care')).toBe('/get-quote?service=window-maintenance&package=Standard+Care');
  });

  it('ignores a service we do not sell and a package of another service', () => {
    expect(quoteFormDefaults(new URLSearchParams('service=roofing&package=Standard'), null, pricing)).toEqual({});
    expect(quoteFormDefaults(new URLSearchParams('service=window-repair&package=Standard+Care'), null, pricing)).toEqual({ projectType: 'window-repair' });
  });

  it('fills in a signed-in customer’s name, email, phone and address', () => {
    const customer = { name: 'Marisol de la Ortega', email: 'marisol@example.com', phone: '(305) 555-0188', address: '540 Biltmore Way' };
    expect(quoteFormDefaults(new URLSearchParams(), customer, pricing)).toEqual({
      firstName: 'Marisol',
      lastName: 'de la Ortega',
      email: 'marisol@example.com',
      phone: '(305) 555-0188',
      address: '540 Biltmore Way',
    });
    expect(quoteFormDefaults(new URLSearchParams(), { name: 'Cher', email: 'c@example.com', phone: null, address: null }, pricing)).toEqual({
      firstName: 'Cher',
      email: 'c@example.com',
    });
  });
});
