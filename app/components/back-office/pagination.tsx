import { Link } from 'react-router';
import { ChevronRightIcon, ArrowLeftIcon } from '~/components/ui/icons';

interface PaginationProps {
  label: string;
  page: number;
  pageCount: number;
  total: number;
  pageSize: number;
  /** The URL of a page, keeping every other filter. */
  href: (page: number) => string;
}

const linkClass =
  'inline-flex min-h-9 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-brand-800 hover:bg-brand-50';
const disabledClass = 'inline-flex min-h-9 items-center gap-1 rounded-md border border-slate-200 px-3 text-sm text-slate-500';

const count = new Intl.NumberFormat('en-US');

/** Which rows a list shows, and its other pages; nothing for an empty list, whose screen says why it is empty. */
export function Pagination({ label, page, pageCount, total, pageSize, href }: PaginationProps) {
  if (total === 0) return null;
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>
        Showing {count.format(first)}–{count.format(last)} of {count.format(total)}
        {pageCount > 1 ? (
          <span className="text-slate-600">
            {' '}
            · Page {count.format(page)} of {count.format(pageCount)}
          </span>
        ) : null}
      </p>
      {pageCount > 1 ? (
        <ul className="flex gap-2">
          <li>
            {page > 1 ? (
              <Link to={href(page - 1)} className={linkClass} rel="prev">
                <ArrowLeftIcon className="size-4" /> Previous
              </Link>
            ) : (
              <span className={disabledClass} aria-disabled="true">
                <ArrowLeftIcon className="size-4" /> Previous
              </span>
            )}
          </li>
          <li>
            {page < pageCount ? (
              <Link to={href(page + 1)} className={linkClass} rel="next">
                Next <ChevronRightIcon className="size-4" />
              </Link>
            ) : (
              <span className={disabledClass} aria-disabled="true">
                Next <ChevronRightIcon className="size-4" />
              </span>
            )}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
