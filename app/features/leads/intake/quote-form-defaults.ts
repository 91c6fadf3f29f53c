import { packageNames, type PriceTable } from '~/content/pricing';
import { choiceValues, projectTypes } from '../choices';

/** What the quote form starts with: the service and package a "Get a Quote" link named, and the signed-in customer's details. */
export interface QuoteFormDefaults {
  projectType?: string;
  servicePackage?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  address?: string;
}

/** The customer the form is filled in for: their profile, as the accounts domain keeps it. */
export interface QuoteCustomer {
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
}

/**
 * `?service=window-maintenance&package=Standard Care` from a service page or pricing card, read
 * strictly (anything we do not sell is ignored, never echoed), plus a signed-in customer's details.
 */
export function quoteFormDefaults(params: URLSearchParams, customer: QuoteCustomer | null, prices: PriceTable): QuoteFormDefaults {
  const defaults: QuoteFormDefaults = {};
  const service = params.get('service') ?? '';
  if ((choiceValues(projectTypes) as string[]).includes(service)) {
    defaults.projectType = service;
    const chosen = params.get('package') ?? '';
    if (packageNames(service, prices).includes(chosen)) defaults.servicePackage = chosen;
  }
  if (customer) {
    const [first = '', ...rest] = customer.name.trim().split(/\s+/);
    Object.assign(defaults, {
      firstName: first || undefined,
      lastName: rest.join(' ') || undefined,
      email: customer.email,
      phone: customer.phone ?? undefined,
      address: customer.address ?? undefined,
    });
  }
  return defaults;
}
