import type { DashboardWords } from '~/content/dashboard';
import { formatAmount } from '../order-status';
import type { OrderLine } from '../orders.server';

/** What the customer approved, line by line, with the total, in the page's language. */
export function OrderLines({ lines, totalCents, words }: { lines: readonly OrderLine[]; totalCents: number; words: DashboardWords['orderLines'] }) {
  return (
    <div className="mt-8">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-base font-bold text-brand-900">{words.caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {words.description}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {words.quantity}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {words.unitPrice}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {words.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-3 break-words text-slate-900">{line.description}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatAmount(line.unitPriceCents)}</td>
              <td className="py-2 text-right tabular-nums">{formatAmount(line.quantity * line.unitPriceCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="pt-3 pr-3 text-right font-semibold text-slate-900">
              {words.total}
            </th>
            <td className="pt-3 text-right text-base font-bold text-brand-900 tabular-nums">{formatAmount(totalCents)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
