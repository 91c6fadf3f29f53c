import { useId } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '~/components/ui/button';
import { Table, TableHead, Td, Th } from '~/components/ui/table';
import { formatCalendarDate } from '~/features/calendar/business-dates';
import { formatAmount } from '~/features/orders/order-status';
import type { InvoiceSummary, MonthTotals } from '../invoice-office.server';
import { INVOICE_VIEWS, type InvoiceView, invoiceViewName } from '../invoice-views';
import { InvoiceStatusBadge, invoiceKindNames } from './invoice-badge';

const wide = 'hidden md:table-cell';

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}T00:00:00Z`));

function Figure({ label, cents, hint }: { label: string; cents: number; hint: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-brand-900 tabular-nums">{formatAmount(cents)}</dd>
      <dd className="mt-0.5 text-xs text-slate-600">{hint}</dd>
    </div>
  );
}

/** The view's tabs: links, so each view has its address and works without JavaScript. */
function ViewTabs({ view }: { view: InvoiceView }) {
  return (
    <nav aria-label="Invoice filters">
      <ul className="flex flex-wrap gap-1.5">
        {INVOICE_VIEWS.map((each) => (
          <li key={each}>
            <Link
              to={each === 'all' ? '/admin/invoices' : `/admin/invoices?view=${each}`}
              aria-current={each === view ? 'page' : undefined}
              className={`inline-flex min-h-9 items-center rounded-md px-3 text-sm font-medium ${
                each === view ? 'bg-brand-700 text-white' : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 hover:text-brand-900'
              }`}
            >
              {invoiceViewName(each)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const emptyText: Record<InvoiceView, string> = {
  all: 'No invoices yet: a deposit invoice is made when a customer approves an estimate, and staff bill the rest from Orders.',
  open: 'No open invoices.',
  processing: 'No bank payment is on its way.',
  paid: 'No paid invoices yet.',
  overdue: 'Nothing is overdue.',
  void: 'No void invoices.',
};

/** The back office's Invoices: this month's totals, the views, and each invoice opening its staff view. */
export function InvoiceList({ view, invoices, more, totals }: { view: InvoiceView; invoices: InvoiceSummary[]; more: boolean; totals: MonthTotals }) {
  const captionId = useId();
  const exportHref = `/admin/invoices/export.csv${view === 'all' ? '' : `?view=${view}`}`;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-brand-900">Invoices</h1>
        <ButtonLink to={exportHref} reloadDocument variant="outline" size="compact">
          Export CSV<span className="sr-only"> of the {invoiceViewName(view).toLowerCase()} invoices</span>
        </ButtonLink>
      </div>
      <section aria-labelledby={`${captionId}-month`}>
        <h2 id={`${captionId}-month`} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          {monthName(totals.month)}
        </h2>
        <dl className="mt-2 grid gap-3 sm:grid-cols-3">
          <Figure label="Invoiced" cents={totals.invoicedCents} hint="What this month’s invoices ask for" />
          <Figure label="Collected" cents={totals.collectedCents} hint="Paid this month, less refunds" />
          <Figure label="Outstanding" cents={totals.outstandingCents} hint="Still to pay on open invoices, today" />
        </dl>
      </section>
      <ViewTabs view={view} />
      {invoices.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-600">{emptyText[view]}</p>
      ) : (
        <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
          <Table caption={`${invoiceViewName(view)} invoices, newest first`} captionId={captionId}>
            <TableHead>
              <tr>
                <Th>Invoice</Th>
                <Th>Customer</Th>
                <Th className={wide}>Issued</Th>
                <Th className={wide}>Due</Th>
                <Th className={`${wide} text-right`}>Total</Th>
                <Th className="text-right">Balance</Th>
                <Th className={wide}>Status</Th>
              </tr>
            </TableHead>
            <tbody className="divide-y divide-slate-100">
              {invoices.map((invoice) => (
                <tr key={invoice.id} className="align-top">
                  <Td className="whitespace-nowrap">
                    <Link to={`/admin/invoices/${invoice.id}`} className="font-semibold text-brand-700 underline underline-offset-2">
                      {invoice.number}
                    </Link>
                    <span className="block text-xs text-slate-600">{invoiceKindNames[invoice.kind]}</span>
                    <span className="mt-1 block md:hidden">
                      <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />
                    </span>
                  </Td>
                  <Td>
                    <span className="font-medium text-slate-900">{invoice.customerName}</span>
                    <span className="block text-xs break-all text-slate-600">{invoice.customerEmail}</span>
                    <span className="block text-xs text-slate-600 md:hidden">Due {formatCalendarDate(invoice.dueOn)}</span>
                  </Td>
                  <Td className={`${wide} whitespace-nowrap`}>{formatCalendarDate(invoice.issuedOn)}</Td>
                  <Td className={`${wide} whitespace-nowrap`}>{formatCalendarDate(invoice.dueOn)}</Td>
                  <Td className={`${wide} text-right tabular-nums`}>{formatAmount(invoice.totalCents)}</Td>
                  <Td className="text-right font-semibold whitespace-nowrap tabular-nums">{formatAmount(invoice.balanceCents)}</Td>
                  <Td className={wide}>
                    <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {more ? <p className="text-sm text-slate-600">The {invoices.length} newest are shown; the CSV export has every one.</p> : null}
    </div>
  );
}
