// The customer's invoice in Spanish (/es/invoices/:token): the same page with the Spanish words.
import type { Route } from './+types/invoice';
import { invoiceWords } from '~/content/es/payments';
import { InvoiceNotFound, InvoicePage } from '~/features/payments/components/invoice-page';
import { pageMeta, siteData } from '~/lib/seo';
import { invoiceAction, invoiceHeaders, invoiceLoader } from '../invoice-page.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: invoiceWords.metaTitle, description: invoiceWords.metaTitle, path: '/es/invoices', site: siteData(matches), noindex: true });

export const headers = invoiceHeaders;
export const loader = invoiceLoader;
export const action = invoiceAction;

export default function SpanishInvoiceRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  const data = actionData && 'invoice' in actionData ? actionData : loaderData;
  return <InvoicePage data={data} words={invoiceWords} locale="es" pdfHref={`/es/invoices/${params.token}/invoice.pdf`} />;
}

export function ErrorBoundary() {
  return <InvoiceNotFound words={invoiceWords} />;
}
