import { Form, Link } from 'react-router';
import { Button, ButtonLink } from '~/components/ui/button';
import { formatAmount } from '~/features/orders/order-status';
import type { OrderMoney } from '../back-office/invoice-office.server';
import { InvoiceStatusBadge, invoiceKindNames } from '../back-office/components/invoice-badge';

/**
 * An order's money, for staff (the Orders list, an order's own page): its invoices with their
 * status and balance, what was paid over them and what is left, and the buttons that bill the
 * rest. Self-contained: the data comes in as props (moneyOfOrders), and its forms post to the
 * payments feature's own route (/admin/orders/:id/invoices/new), so any staff page can show it.
 */
export function OrderMoneyPanel({ money, label }: { money: OrderMoney; /** Names the order for screen readers ("the order of Ana Pérez"). */ label: string }) {
  const newInvoice = `/admin/orders/${encodeURIComponent(money.orderId)}/invoices/new`;
  return (
    // A group, not a region: a customer with several orders has several panels of the same name,
    // and the page's landmarks must stay unique.
    <div
      role="group"
      aria-label={`Money of ${label}`}
      className="relative rounded-md border border-slate-200 bg-slate-50 p-3 text-sm"
      data-testid="order-money"
    >
      <p className="font-semibold text-brand-900">Money</p>
      {money.invoices.length > 0 ? (
        <ul className="mt-1.5 space-y-1">
          {money.invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
              <Link to={`/admin/invoices/${invoice.id}`} className="font-semibold text-brand-700 underline underline-offset-2">
                {invoice.number}
              </Link>
              <span className="text-slate-700">{invoiceKindNames[invoice.kind]}</span>
              <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />
              <span className="text-slate-700 tabular-nums">
                {invoice.status === 'void' ? 'void' : invoice.balanceCents > 0 ? `${formatAmount(invoice.balanceCents)} due` : formatAmount(invoice.totalCents)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-slate-600">No invoices yet.</p>
      )}
      <p className="mt-1.5 text-slate-800">
        Paid <span className="font-semibold tabular-nums">{formatAmount(money.paidCents)}</span> of {formatAmount(money.orderTotalCents)} · Balance{' '}
        <span className="font-semibold tabular-nums" data-testid="order-balance">
          {formatAmount(money.balanceCents)}
        </span>
      </p>
      {money.invoiceable && money.balanceCents > 0 ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <ButtonLink to={newInvoice} variant="quiet" size="compact">
            Create progress invoice<span className="sr-only"> for {label}</span>
          </ButtonLink>
          <Form method="post" action={newInvoice}>
            <input type="hidden" name="kind" value="final" />
            <Button type="submit" variant="secondary" size="compact">
              <span>Create final invoice ({formatAmount(money.balanceCents)})</span>
              <span className="sr-only"> for {label}</span>
            </Button>
          </Form>
        </div>
      ) : money.balanceCents <= 0 ? (
        <p className="mt-1 font-medium text-success-700">Paid in full.</p>
      ) : null}
    </div>
  );
}
