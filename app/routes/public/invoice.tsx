import type { Route } from './+types/invoice';
import { invoiceWords } from '~/content/payments';
import { InvoiceNotFound, InvoicePage } from '~/features/payments/components/invoice-page';
import { pageMeta, siteData } from '~/lib/seo';
import { invoiceAction, invoiceHeaders, invoiceLoader } from './invoice-page.server';

// The customer's invoice, opened from the emailed link: the signed token in the URL is the only key.

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: invoiceWords.metaTitle, description: invoiceWords.metaTitle, path: '/invoices', site: siteData(matches), noindex: true });

export const headers = invoiceHeaders;
export const loader = invoiceLoader;
export const action = invoiceAction;

export default function InvoiceRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  const data = actionData && 'invoice' in actionData ? actionData : loaderData;
  return <InvoicePage data={data} words={invoiceWords} locale="en" pdfHref={`/invoices/${params.token}/invoice.pdf`} />;
}

export function ErrorBoundary() {
  return <InvoiceNotFound words={invoiceWords} />;
}
