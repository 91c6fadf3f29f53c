import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import type { InvoiceWords } from '~/content/payments';
import { formatCalendarDate } from '~/features/calendar/business-dates';
import { formatAmount } from '~/features/orders/order-status';
import type { Locale } from '~/lib/locale';
import type { InvoicePageData } from '../payment-handlers.server';

const cell = 'px-2 py-2 align-top';

/** The customer's invoice (/invoices/:token): what it asks for, what was paid, and how to pay; works without JavaScript and fits a phone. */
export function InvoicePage({ data, words, locale, pdfHref }: { data: InvoicePageData; words: InvoiceWords; locale: Locale; pdfHref: string }) {
  const { invoice, company } = data;
  const notice =
    data.error ??
    (data.returned === 'cancelled'
      ? words.returnedCancelled
      : data.returned === 'paid' && invoice.status !== 'paid' && invoice.status !== 'processing'
        ? words.returnedPaid
        : null);
  const statusTone =
    invoice.status === 'paid'
      ? 'bg-green-50 text-green-800 ring-green-700/30'
      : invoice.status === 'processing'
        ? 'bg-sky-50 text-sky-800 ring-sky-700/30'
        : invoice.status === 'void'
          ? 'bg-slate-100 text-slate-700 ring-slate-500/30'
          : 'bg-amber-50 text-amber-900 ring-amber-700/30';
  return (
    <div className="bg-slate-50 px-3 py-6 sm:px-4 sm:py-10">
      <article className="mx-auto w-full max-w-3xl rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-sm sm:p-8">
        <header className="flex flex-col gap-4 border-b border-slate-200 pb-5 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <p className="text-lg font-bold text-brand-900">{company.name}</p>
            <p className="mt-1 text-sm text-slate-700">{company.address}</p>
            <p className="text-sm text-slate-700">
              {company.phone} · <span className="break-all">{company.email}</span>
            </p>
            <p className="text-sm text-slate-700">{words.licence(company.licenceNumber)}</p>
          </div>
          <div className="sm:text-right">
            <h1 className="text-2xl font-bold sm:text-3xl">{words.heading(invoice.number)}</h1>
            <p className="mt-1 text-sm font-medium text-slate-700">{words.kinds[invoice.kind]}</p>
          </div>
        </header>
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          <div>
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{words.billedTo}</p>
            <p className="mt-1 font-medium">{invoice.customerName}</p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:justify-self-end">
            <dt className="font-semibold">{words.status}</dt>
            <dd>
              <span data-testid="invoice-status" className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusTone}`}>
                {words.statuses[invoice.status]}
              </span>
            </dd>
            <dt className="font-semibold">{words.issued}</dt>
            <dd>{formatCalendarDate(invoice.issuedOn, locale)}</dd>
            <dt className="font-semibold">{words.due}</dt>
            <dd>{formatCalendarDate(invoice.dueOn, locale)}</dd>
          </dl>
        </div>
        <div role="status" aria-live="polite" className="mt-4 space-y-2">
          {notice ? <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">{notice}</p> : null}
          {invoice.status === 'paid' ? <p className="rounded-md border border-green-300 bg-green-50 p-3 text-sm">{words.paidNotice}</p> : null}
          {invoice.status === 'processing' ? <p className="rounded-md border border-sky-300 bg-sky-50 p-3 text-sm">{words.processingNotice}</p> : null}
          {invoice.status === 'void' ? <p className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm">{words.voidNotice}</p> : null}
        </div>
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-300">
              <tr>
                <th scope="col" className={cell}>
                  {words.description}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {words.quantity}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {words.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((line, index) => (
                <tr key={index} className="border-b border-slate-200">
                  <td className={cell}>{line.description}</td>
                  <td className={`${cell} text-right`}>{line.quantity}</td>
                  <td className={`${cell} text-right`}>{formatAmount(line.quantity * line.unitPriceCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="mt-4 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
          <dt>{words.total}</dt>
          <dd className="text-right">{formatAmount(invoice.totalCents)}</dd>
          <dt>{words.paid}</dt>
          <dd className="text-right">{formatAmount(invoice.paidCents)}</dd>
          <dt className="border-t border-slate-300 pt-1 text-base font-bold">{words.balance}</dt>
          <dd className="border-t border-slate-300 pt-1 text-right text-base font-bold" data-testid="invoice-balance">
            {formatAmount(invoice.balanceCents)}
          </dd>
        </dl>
        {invoice.payments.length > 0 ? (
          <section className="mt-6" aria-labelledby="payments-heading">
            <h2 id="payments-heading" className="text-lg font-semibold">
              {words.payments}
            </h2>
            <ul className="mt-2 space-y-1 text-sm">
              {invoice.payments.map((payment, index) => (
                <li key={index}>
                  {formatCalendarDate(payment.paidOn, locale)} · {words.methods[payment.method] ?? payment.method} · {formatAmount(payment.amountCents)}
                  {payment.refundedCents > 0 ? ` (${words.refunded(formatAmount(payment.refundedCents))})` : ''}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {data.canPay ? (
          <Form method="post" className="mt-8" reloadDocument>
            <input type="hidden" name="intent" value="pay" />
            <Button type="submit" size="lg">
              {words.payButton(formatAmount(invoice.balanceCents))}
            </Button>
            <p className="mt-2 text-sm text-slate-600">{words.payHint}</p>
          </Form>
        ) : null}
        {invoice.balanceCents > 0 ? (
          <section className="mt-8" aria-labelledby="instructions-heading">
            <h2 id="instructions-heading" className="text-lg font-semibold">
              {data.canPay ? words.otherWays : words.noCardTitle}
            </h2>
            <p className="mt-2 text-sm whitespace-pre-line">{data.instructions}</p>
          </section>
        ) : null}
        <p className="mt-8">
          <a href={pdfHref} className="font-semibold text-brand-700 underline underline-offset-2">
            {words.download}
          </a>
        </p>
      </article>
    </div>
  );
}

/** A link that opens no invoice. */
export function InvoiceNotFound({ words }: { words: InvoiceWords }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 text-slate-900">
      <h1 className="text-3xl font-bold">{words.notFoundTitle}</h1>
      <p className="mt-4">{words.notFound}</p>
    </div>
  );
}
