import type { ComponentProps, ReactNode } from 'react';

interface TableProps {
  /** Names the table (and its scrolling region) for screen readers. */
  caption: ReactNode;
  /** Show the caption above the table; by default it is read, not shown. */
  showCaption?: boolean;
  /** The caption's id: the scrolling region is labelled by it. */
  captionId: string;
  /** A light border and rounded corners around the table (a table on the page's grey, not in a panel). */
  framed?: boolean;
  /** Classes of the table, e.g. `min-w-[36rem]` for a table that scrolls on a phone. */
  className?: string;
  children: ReactNode;
}

/**
 * A data table in a region that scrolls sideways on a narrow screen. The region is named by the
 * caption and reachable by keyboard (so a keyboard user can scroll it); rows go in `children`:
 * `TableHead` with `Th` cells, then a `tbody` of `Td` cells.
 */
export function Table({ caption, showCaption = false, captionId, framed = false, className = '', children }: TableProps) {
  return (
    <div
      className={framed ? 'relative overflow-x-auto rounded-lg border border-slate-200' : 'overflow-x-auto'}
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
      tabIndex={0}
    >
      <table className={`w-full text-left text-sm ${className}`.trim()}>
        <caption id={captionId} className={showCaption ? 'mb-2 text-left text-sm font-semibold text-slate-800' : 'sr-only'}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

/** The head row's group: small uppercase labels on a light band. */
export function TableHead({ className = '', ...props }: ComponentProps<'thead'>) {
  return <thead className={`border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase ${className}`.trim()} {...props} />;
}

/** A column's heading (`scope="col"` unless given). */
export function Th({ className = '', scope = 'col', ...props }: ComponentProps<'th'>) {
  return <th scope={scope} className={`px-3 py-2.5 font-semibold ${className}`.trim()} {...props} />;
}

/** A body cell. */
export function Td({ className = '', ...props }: ComponentProps<'td'>) {
  return <td className={`px-3 py-2 ${className}`.trim()} {...props} />;
}
