import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Panel } from '~/components/back-office/panel';
import { Button, ButtonLink } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/dialog';
import { Field, Input, Select } from '~/components/ui/field';
import { Table, TableHead, Td, Th } from '~/components/ui/table';
import { formatCalendarDate, formatDateTime } from '~/features/calendar/business-dates';
import { formatAmount } from '~/features/orders/order-status';
import type { Payment } from '../../invoices.server';
import type { InvoiceDone, InvoiceFormReply, loadStaffInvoice } from '../invoice-office-handlers.server';
import { InvoiceStatusBadge, invoiceKindNames } from './invoice-badge';

type StaffInvoiceData = Awaited<ReturnType<typeof loadStaffInvoice>>;

const methodNames: Record<string, string> = {
  check: 'Check',
  zelle: 'Zelle',
  cash: 'Cash',
  other: 'Other',
  card: 'Card (Stripe)',
  us_bank_account: 'Bank (Stripe)',
};

const doneText: Record<InvoiceDone, string> = {
  payment: 'Payment recorded. The customer is emailed a receipt.',
  refund: 'Refund recorded.',
  void: 'Invoice voided: it asks for nothing now.',
  created: 'Invoice made and emailed to the customer.',
};

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2';

function PaymentForm({ data, reply, methods }: { data: StaffInvoiceData; reply?: InvoiceFormReply; methods: ReadonlyArray<{ value: string; label: string }> }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'payment';
  const failed = reply?.intent === 'payment' ? reply : undefined;
  const values = failed?.values;
  return (
    <Panel title="Record a payment">
      <p className="text-sm text-slate-700">A check, Zelle, cash or other payment received. The balance is {formatAmount(data.invoice.balanceCents)}.</p>
      {failed ? (
        <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
          {failed.message}
        </p>
      ) : null}
      {/* A new form once a payment is recorded (the paid amount changes); a refused one keeps what was typed. */}
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" noValidate key={data.invoice.paidCents}>
        <input type="hidden" name="intent" value="payment" />
        <Field label="Amount received ($)" necessity="required" size="compact" error={failed?.fieldErrors.amount} hint="In dollars, for example 1,250.00">
          <Input name="amount" inputMode="decimal" autoComplete="off" defaultValue={values?.amount ?? ''} />
        </Field>
        <Field label="Method" necessity="required" size="compact" error={failed?.fieldErrors.method}>
          <Select name="method" defaultValue={values?.method ?? 'check'}>
            {methods.map((method) => (
              <option key={method.value} value={method.value}>
                {method.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Reference" necessity="optional" size="compact" error={failed?.fieldErrors.reference} hint="Check number or Zelle confirmation">
          <Input name="reference" maxLength={200} autoComplete="off" defaultValue={values?.reference ?? ''} />
        </Field>
        <Field label="Paid on" necessity="required" size="compact" error={failed?.fieldErrors.paidOn}>
          <Input name="paidOn" type="date" max={data.today} defaultValue={values?.paidOn ?? data.today} />
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" variant="secondary" size="compact" disabled={busy}>
            {busy ? 'Recording...' : 'Record payment'}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

function RefundForm({ payment, reply, stripeReady }: { payment: Payment; reply?: InvoiceFormReply; stripeReady: boolean }) {
  const id = useId();
  const failed = reply?.intent === 'refund' && reply.paymentId === payment.id ? reply : undefined;
  const left = payment.amountCents - payment.refundedCents;
  if (left <= 0) return <span className="text-xs text-slate-600">Refunded in full</span>;
  if (payment.throughStripe && !stripeReady)
    return <span className="text-xs text-slate-600">Refund it in the Stripe dashboard (no Stripe key is set here).</span>;
  const label = `${formatAmount(payment.amountCents)} ${methodNames[payment.method] ?? payment.method} payment of ${formatCalendarDate(payment.paidOn)}`;
  return (
    <Form method="post" className="relative flex flex-wrap items-start gap-2" noValidate key={payment.refundedCents}>
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="paymentId" value={payment.id} />
      <Field
        id={`${id}-amount`}
        label={<span className="sr-only">Refund amount of the {label}</span>}
        size="compact"
        error={failed?.fieldErrors.amount ?? (failed && !failed.fieldErrors.amount ? failed.message : undefined)}
        className="w-36"
      >
        <Input name="amount" inputMode="decimal" autoComplete="off" placeholder={`All: ${formatAmount(left)}`} defaultValue={failed?.values.amount ?? ''} />
      </Field>
      <Button type="submit" variant="quiet-danger" size="compact" className="mt-1">
        {payment.throughStripe ? 'Refund through Stripe' : 'Record refund'}
        <span className="sr-only"> of the {label}</span>
      </Button>
    </Form>
  );
}

/** The staff view of one invoice: what it asks for, what was paid and refunded, and the forms to change it. */
export function StaffInvoice({
  data,
  reply,
  methods,
}: {
  data: StaffInvoiceData;
  reply?: InvoiceFormReply;
  methods: ReadonlyArray<{ value: string; label: string }>;
}) {
  const { invoice, order } = data;
  const canVoid = invoice.status === 'open' && invoice.paidCents === 0;
  // A refused void, a form the page does not know, or a refund of a payment no longer listed: said at the top.
  const pageError =
    reply?.intent === 'void' || (reply?.intent === 'refund' && !invoice.payments.some((payment) => payment.id === reply.paymentId)) ? reply.message : undefined;
  const self = `/admin/invoices/${invoice.id}`;
  const captionId = useId();
  return (
    <div className="min-w-0 space-y-5">
      <p>
        <Link to="/admin/invoices" className="text-sm font-medium text-brand-700 underline underline-offset-2">
          All invoices
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-brand-900">Invoice {invoice.number}</h1>
        <span data-testid="staff-invoice-status">
          <InvoiceStatusBadge status={invoice.status} overdue={invoice.overdue} />
        </span>
      </div>
      <div role="status" className="min-h-5 text-sm font-medium text-success-700">
        {data.done ? doneText[data.done] : ''}
      </div>
      {pageError ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {pageError}
        </p>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Panel title="Invoice">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold text-slate-700">Kind</dt>
            <dd>{invoiceKindNames[invoice.kind]}</dd>
            <dt className="font-semibold text-slate-700">Customer</dt>
            <dd className="break-all">
              {invoice.customerName} · {invoice.customerEmail} {invoice.language === 'es' ? '(Spanish)' : ''}
            </dd>
            <dt className="font-semibold text-slate-700">Issued</dt>
            <dd>{formatCalendarDate(invoice.issuedOn)}</dd>
            <dt className="font-semibold text-slate-700">Due</dt>
            <dd>{formatCalendarDate(invoice.dueOn)}</dd>
            {order ? (
              <>
                <dt className="font-semibold text-slate-700">Order</dt>
                <dd>
                  {order.service} ({formatAmount(order.amountCents)}) ·{' '}
                  <Link to="/admin/orders" className={linkClass}>
                    Orders
                  </Link>
                  {order.quoteRequestId ? (
                    <>
                      {' · '}
                      <Link to={`/admin/quote-submissions/${order.quoteRequestId}`} className={linkClass}>
                        Lead and timeline
                      </Link>
                    </>
                  ) : null}
                </dd>
              </>
            ) : null}
          </dl>
          <div className="mt-4">
            <Table caption={`Lines of invoice ${invoice.number}`} captionId={`${captionId}-lines`}>
              <TableHead>
                <tr>
                  <Th>Description</Th>
                  <Th className="text-right">Qty</Th>
                  <Th className="text-right">Amount</Th>
                </tr>
              </TableHead>
              <tbody className="divide-y divide-slate-100">
                {invoice.lines.map((line, index) => (
                  <tr key={index}>
                    <Td>{line.description}</Td>
                    <Td className="text-right tabular-nums">{line.quantity}</Td>
                    <Td className="text-right tabular-nums">{formatAmount(line.quantity * line.unitPriceCents)}</Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          <dl className="mt-3 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>Total</dt>
            <dd className="text-right tabular-nums">{formatAmount(invoice.totalCents)}</dd>
            <dt>Paid</dt>
            <dd className="text-right tabular-nums">{formatAmount(invoice.paidCents)}</dd>
            <dt className="font-bold">Balance</dt>
            <dd className="text-right font-bold tabular-nums" data-testid="staff-invoice-balance">
              {formatAmount(invoice.balanceCents)}
            </dd>
          </dl>
          <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <a href={data.customerUrl} className={linkClass} target="_blank" rel="noreferrer">
              Customer’s page<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <a href={data.pdfUrl} className={linkClass}>
              PDF
            </a>
          </p>
        </Panel>
        <div className="space-y-5">
          {invoice.status !== 'void' && invoice.balanceCents > 0 ? <PaymentForm data={data} reply={reply} methods={methods} /> : null}
          <Panel title="Void">
            {invoice.status === 'void' ? (
              <p className="text-sm text-slate-700">This invoice is void.</p>
            ) : canVoid ? (
              <>
                <p className="text-sm text-slate-700">Voiding cancels what the invoice asks for; the customer’s page then says so.</p>
                <ButtonLink to={`${self}?void=1`} preventScrollReset variant="quiet-danger" size="compact" className="mt-2">
                  Void invoice
                </ButtonLink>
              </>
            ) : (
              <p className="text-sm text-slate-700" data-testid="void-refused">
                {invoice.status === 'processing'
                  ? 'A bank payment is on its way: it cannot be voided now.'
                  : 'Only an invoice nothing was paid on can be voided: refund its payments first.'}
              </p>
            )}
          </Panel>
        </div>
      </div>
      <Panel title="Payments">
        {invoice.payments.length === 0 ? (
          <p className="text-sm text-slate-600">No payments yet.</p>
        ) : (
          <Table caption={`Payments of invoice ${invoice.number}`} captionId={`${captionId}-payments`}>
            <TableHead>
              <tr>
                <Th>Paid on</Th>
                <Th>Method</Th>
                <Th className="text-right">Amount</Th>
                <Th className="text-right">Refunded</Th>
                <Th>Refund</Th>
              </tr>
            </TableHead>
            <tbody className="divide-y divide-slate-100">
              {invoice.payments.map((payment) => (
                <tr key={payment.id} className="align-top">
                  <Td className="whitespace-nowrap">{formatCalendarDate(payment.paidOn)}</Td>
                  <Td>
                    {methodNames[payment.method] ?? payment.method}
                    {payment.reference ? <span className="block text-xs text-slate-600">Ref. {payment.reference}</span> : null}
                  </Td>
                  <Td className="text-right tabular-nums">{formatAmount(payment.amountCents)}</Td>
                  <Td className="text-right tabular-nums">{formatAmount(payment.refundedCents)}</Td>
                  <Td>
                    <RefundForm payment={payment} reply={reply} stripeReady={data.stripeReady} />
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {data.refunds.length > 0 ? (
          <>
            <h3 className="mt-4 text-sm font-semibold text-brand-900">Refunds</h3>
            <ul className="mt-1 space-y-1 text-sm">
              {data.refunds.map((refund) => (
                <li key={refund.id}>
                  {formatDateTime(refund.createdAt)} · {formatAmount(refund.amountCents)} · {refund.throughStripe ? 'through Stripe' : 'paid back by hand'}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Panel>
      {data.confirmingVoid && canVoid ? (
        <ConfirmDialog title={`Void invoice ${invoice.number}?`} closeTo={self} tone="danger">
          <p>
            It will ask {invoice.customerName || 'the customer'} for nothing more, and can’t be paid. This cannot be undone: bill again with a new invoice if
            needed.
          </p>
          <Form method="post" action={self} className="mt-3 flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="void" />
            <Button type="submit" variant="danger" size="sm">
              Void invoice
            </Button>
            <ButtonLink to={self} preventScrollReset variant="outline" size="sm">
              Keep it
            </ButtonLink>
          </Form>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
