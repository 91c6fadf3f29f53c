import { Form, Link, useNavigation } from 'react-router';
import { Panel } from '~/components/back-office/panel';
import { Button } from '~/components/ui/button';
import { Field, Input } from '~/components/ui/field';
import { formatAmount } from '~/features/orders/order-status';
import type { loadNewInvoice, NewInvoiceReply } from '../invoice-office-handlers.server';
import { InvoiceStatusBadge, invoiceKindNames } from './invoice-badge';

type NewInvoiceData = Awaited<ReturnType<typeof loadNewInvoice>>;

/** An order's new invoice: a progress invoice of one line staff describe, or the final one for what is left. */
export function NewInvoice({ data, reply }: { data: NewInvoiceData; reply?: NewInvoiceReply }) {
  const { order, money } = data;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const progress = reply?.kind === 'progress' ? reply : undefined;
  const final = reply?.kind === 'final' ? reply : undefined;
  const who = order.customerName ?? order.customerEmail ?? 'the customer';
  const open = money.invoiceable && money.balanceCents > 0;
  return (
    <div className="max-w-3xl space-y-5">
      <p>
        <Link to="/admin/orders" className="text-sm font-medium text-brand-700 underline underline-offset-2">
          Orders
        </Link>
      </p>
      <h1 className="text-2xl font-bold tracking-tight text-brand-900">New invoice for {who}</h1>
      <Panel title="The order">
        <p className="text-sm text-slate-800">
          {order.service}: total {formatAmount(money.orderTotalCents)}, paid {formatAmount(money.paidCents)}, balance{' '}
          <span className="font-semibold">{formatAmount(money.balanceCents)}</span>.
        </p>
        {money.invoices.length > 0 ? (
          <ul className="mt-2 space-y-1 text-sm">
            {money.invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-center gap-2">
                <Link to={`/admin/invoices/${invoice.id}`} className="font-semibold text-brand-700 underline underline-offset-2">
                  {invoice.number}
                </Link>
                {invoiceKindNames[invoice.kind]} · {formatAmount(invoice.totalCents)}
                <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />
              </li>
            ))}
          </ul>
        ) : null}
        {!money.invoiceable ? <p className="mt-2 text-sm font-medium text-slate-700">This order was cancelled: it takes no more invoices.</p> : null}
        {money.invoiceable && money.balanceCents <= 0 ? <p className="mt-2 text-sm font-medium text-success-700">This order is paid in full.</p> : null}
      </Panel>
      {open ? (
        <>
          <Panel title="Final invoice">
            <p className="text-sm text-slate-700">Asks for the rest of the order, {formatAmount(money.balanceCents)}, and emails the customer its link.</p>
            {final ? (
              <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
                {final.message}
              </p>
            ) : null}
            <Form method="post" className="mt-3">
              <input type="hidden" name="kind" value="final" />
              <Button type="submit" variant="secondary" size="compact" disabled={busy}>
                Create final invoice ({formatAmount(money.balanceCents)})
              </Button>
            </Form>
          </Panel>
          <Panel title="Progress invoice">
            <p className="text-sm text-slate-700">Asks for part of the order now, for example when the windows are delivered.</p>
            {progress ? (
              <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
                {progress.message}
              </p>
            ) : null}
            <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]" noValidate>
              <input type="hidden" name="kind" value="progress" />
              <Field label="Description" necessity="required" size="compact" error={progress?.fieldErrors.description}>
                <Input name="description" maxLength={300} defaultValue={progress?.values.description ?? ''} />
              </Field>
              <Field label="Amount ($)" necessity="required" size="compact" error={progress?.fieldErrors.amount} hint="In dollars, for example 2,500.00">
                <Input name="amount" inputMode="decimal" autoComplete="off" defaultValue={progress?.values.amount ?? ''} />
              </Field>
              <div className="sm:col-span-2">
                <Button type="submit" variant="secondary" size="compact" disabled={busy}>
                  Create progress invoice
                </Button>
              </div>
            </Form>
          </Panel>
        </>
      ) : null}
    </div>
  );
}
