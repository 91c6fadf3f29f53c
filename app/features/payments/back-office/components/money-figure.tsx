import { Link } from 'react-router';
import { Panel } from '~/components/back-office/panel';
import { formatCalendarDate } from '~/features/calendar/business-dates';
import { formatAmount } from '~/features/orders/order-status';
import type { MoneyFigures } from '../invoice-office.server';

/** The dashboard's money: collected this week (from Monday) and outstanding on open invoices, with the way to them. */
export function MoneyFigure({ figures }: { figures: MoneyFigures }) {
  return (
    <Panel
      title="Money"
      action={
        <Link to="/admin/invoices" className="text-sm font-medium text-brand-700 underline underline-offset-2">
          Invoices
        </Link>
      }
    >
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-slate-700">Collected this week</dt>
          <dd className="text-2xl font-bold text-brand-900 tabular-nums" data-testid="collected-this-week">
            {formatAmount(figures.collectedCents)}
          </dd>
          <dd className="text-xs text-slate-600">Since Monday, {formatCalendarDate(figures.weekOf)}, less refunds</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">Outstanding</dt>
          <dd className="text-2xl font-bold text-brand-900 tabular-nums" data-testid="outstanding">
            {formatAmount(figures.outstandingCents)}
          </dd>
          <dd className="text-xs text-slate-600">
            {figures.overdueCount > 0 ? (
              <Link to="/admin/invoices?view=overdue" className="font-semibold text-danger-700 underline underline-offset-2">
                {figures.overdueCount} overdue
              </Link>
            ) : (
              'Nothing overdue'
            )}
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
