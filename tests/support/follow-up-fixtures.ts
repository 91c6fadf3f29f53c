// Test support for the follow-ups' tests: a customer's quote request and later contact message as
// rows, and an approval through the estimate's link, as the customer's page makes it.
import { estimateMailContext } from '~/features/estimates/estimate-handlers.server';
import { approveEstimate, openEstimate } from '~/features/estimates/estimates.server';
import type { NewContactMessage, NewQuoteRequest } from '~/features/leads/tables';
import type { Locale } from '~/lib/locale';
import type { AppServices } from '~/lib/request-context';
import { testSigningIdentity } from './test-services';

const noSource = { landingPath: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };
const visit = { ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0 (Test) Chrome/140' };

export function quoteRequestRow(id: string, email: string, at: Date, language: Locale = 'en'): NewQuoteRequest {
  return {
    id,
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
    spamReason: null,
    status: 'new',
    notes: '',
    language,
    ...noSource,
    firstName: 'Marisol',
    lastName: 'Ortega',
    email,
    phone: '305-555-0188',
    address: '1200 Anastasia Ave',
    city: 'Coral Gables',
    state: 'FL',
    zipCode: '33134',
    projectType: 'window-repair',
    projectDescription: 'A sash sticks.',
    budget: null,
    timeframe: null,
    howDidYouHear: null,
  };
}

/** The customer writing to us again, through the contact form. */
export function contactMessageRow(id: string, email: string, at: Date): NewContactMessage {
  return {
    id,
    name: 'Marisol',
    email,
    phone: null,
    subject: 'quote',
    message: 'Can you call me?',
    status: 'new',
    notes: '',
    spamReason: null,
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
    ...noSource,
  };
}

/** The customer opens the estimate's link and approves an option, signing with their name. */
export async function approveThroughLink(services: AppServices, token: string, at: Date, option = 1) {
  const page = await openEstimate(services.transact, services.db, token, at, visit);
  return approveEstimate(
    services.transact,
    services.db,
    token,
    { option, fullName: 'Marisol Ortega', documentHash: page!.documentHash },
    visit,
    await estimateMailContext(services),
    { identity: testSigningIdentity(), tsaTimeoutMs: 5000 },
    at,
  );
}
