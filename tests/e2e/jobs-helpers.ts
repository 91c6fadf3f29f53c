// Shared steps of the job journeys: an order approved by its customer, set up through the APIs and
// the estimate page's form post rather than the screens (those are the estimate journeys').
import type { APIRequestContext } from '@playwright/test';
import { estimateLink, quoteRequest, sendByApi } from './estimates-helpers';
import { expect } from './fixtures';

/** A customer's approval through the estimate page's form post; the order's id and the customer's address. */
export async function approvedOrder(
  staff: APIRequestContext,
  customer: APIRequestContext,
  name: string,
  language: 'en' | 'es',
): Promise<{ orderId: string; email: string }> {
  const lead = await quoteRequest(customer, name, language);
  const estimateId = await sendByApi(staff, lead.id);
  const link = await estimateLink(lead.email);
  const opened = await customer.get(link);
  const documentHash = /name="documentHash" value="([0-9a-f]{64})"/.exec(await opened.text())?.[1];
  const approved = await customer.post(link, {
    form: { intent: 'approve', option: '1', esignConsent: 'on', fullName: `${name} Ortega`, acceptTerms: 'on', documentHash: documentHash! },
  });
  expect(approved.status()).toBe(200);
  const { estimate } = (await (await staff.get(`/api/admin/estimates/${estimateId}`)).json()) as { estimate: { orderId: string } };
  return { orderId: estimate.orderId, email: lead.email };
}
