import { type ReactNode, useId } from 'react';
import { Form, Link, useLocation, useNavigation, useSubmit } from 'react-router';
import { contactSubjects, choiceLabel, projectTypes } from '../../choices';
import { formatDate, formatDateTime, formatTime } from '~/features/calendar/business-dates';
import { type LeadKind, leadKinds, spamReasonLabel } from '../../lead-kinds';
import { type ListQuery, listSearch } from '../list-query';
import type { LeadListItem, LeadPage } from '../leads.server';
import { Pagination } from '~/components/back-office/pagination';
import { Button } from '~/components/ui/button';
import { Field, Input, Select } from '~/components/ui/field';
import { englishLanguageNames, locales } from '~/lib/locale';
import { LanguageBadge, StatusBadge } from './status-badge';
import { useLiveArrivals } from './use-live-leads';

interface LeadListProps {
  kind: LeadKind;
  query: ListQuery;
  page: LeadPage;
  spamCount: number;
  /** The lead dialog, when a lead's own URL is open. */
  children?: ReactNode;
}

/** What the dialog leaves for the list to announce once it has closed. */
interface ListLocationState {
  announce?: string;
}

interface Column {
  header: string;
  cell: (item: LeadListItem) => ReactNode;
  /** Hidden on phones, where the name cell shows it instead. */
  wide?: boolean;
  /** Takes the room the hidden columns leave on phones. */
  primary?: boolean;
}

function topicLabel(kind: LeadKind, topic: string | null): string {
  if (!topic) return '';
  return choiceLabel(kind === 'quote-requests' ? projectTypes : contactSubjects, topic) ?? topic;
}

const markClass = 'ml-2 inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

/** What staff should notice about a lead before opening it, in words (never colour alone). */
function LeadMarks({ item, arrived }: { item: LeadListItem; arrived: boolean }) {
  return (
    <>
      {arrived ? (
        <span className={`${markClass} bg-accent-200 text-brand-900 ring-accent-600/40`} data-lead-mark="arrived">
          Just arrived
        </span>
      ) : null}
      {item.wantsCall ? (
        <span className={`${markClass} bg-danger-50 text-danger-700 ring-danger-700/30`} data-lead-mark="wants-call">
          Wants a call
        </span>
      ) : null}
      {item.likelyDuplicate ? (
        <span className={`${markClass} bg-slate-100 text-slate-800 ring-slate-500/40`} data-lead-mark="duplicate">
          Likely duplicate<span className="sr-only">: same email or phone within a day</span>
        </span>
      ) : null}
    </>
  );
}

function columnsFor(kind: LeadKind, spamView: boolean, arrivals: ReadonlySet<string>): Column[] {
  // Arrival time, not only the day: in the morning, what came in overnight is what matters.
  const date: Column = {
    header: 'Date',
    wide: true,
    cell: (item) => (
      <time dateTime={item.createdAt} className="whitespace-nowrap">
        {formatDate(item.createdAt)}
        <span className="block text-xs text-slate-600">{formatTime(item.createdAt)}</span>
      </time>
    ),
  };
  const name: Column = {
    header: 'Name',
    primary: true,
    cell: (item) => (
      <>
        <span className="font-medium text-slate-900">{item.name}</span>
        {item.language !== 'en' ? <LanguageBadge language={item.language} /> : null}
        <LeadMarks item={item} arrived={arrivals.has(item.id)} />
        {item.photoCount ? (
          <span className="ml-2 inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-700">
            {item.photoCount} {item.photoCount === 1 ? 'photo' : 'photos'}
          </span>
        ) : null}
        <span className="block text-xs break-all text-slate-600 md:hidden">{item.email}</span>
        <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-slate-600 md:hidden">
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          {spamView ? null : <StatusBadge kind={kind} status={item.status} />}
        </span>
      </>
    ),
  };
  const email: Column = { header: 'Email', wide: true, cell: (item) => <span className="break-all">{item.email}</span> };
  const phone: Column = { header: 'Phone', wide: true, cell: (item) => <span className="whitespace-nowrap">{item.phone}</span> };
  const status: Column = spamView
    ? { header: 'Flagged as', cell: (item) => <span className="text-xs text-danger-700">{spamReasonLabel(item.spamReason ?? '')}</span> }
    : { header: 'Status', wide: true, cell: (item) => <StatusBadge kind={kind} status={item.status} /> };
  switch (kind) {
    case 'quote-requests':
      return [date, name, email, { header: 'Project Type', wide: true, cell: (item) => topicLabel(kind, item.topic) }, status];
    case 'contact-messages':
      return [date, name, email, { header: 'Subject', wide: true, cell: (item) => topicLabel(kind, item.topic) }, status];
    case 'chatbot-contacts':
      return [name, email, phone, date, status];
  }
}

const labelClass = 'block text-xs font-semibold tracking-wide text-slate-700 uppercase';
const count = new Intl.NumberFormat('en-US');

function HiddenFilters({ query, omit }: { query: ListQuery; omit: (keyof ListQuery)[] }) {
  const fields: [keyof ListQuery, string][] = [
    ['view', query.view === 'spam' ? 'spam' : ''],
    ['status', query.status ?? ''],
    ['language', query.language ?? ''],
    ['search', query.search],
    ['sort', query.sort === 'oldest' ? 'oldest' : ''],
  ];
  return fields.filter(([name, value]) => value && !omit.includes(name)).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

function Filters({ kind, query }: { kind: LeadKind; query: ListQuery }) {
  const info = leadKinds[kind];
  const listPath = `/admin/${info.screen}`;
  const submit = useSubmit();
  const id = useId();
  const autoSubmit = (event: React.ChangeEvent<HTMLSelectElement>) => submit(event.currentTarget.form);
  const filtered = Boolean(query.status || query.language || query.search || query.sort !== 'newest');
  const buttons = kind === 'chatbot-contacts';
  return (
    <div className="flex flex-col gap-3">
      <Form method="get" action={listPath} role="search" aria-label={`Find ${info.title.toLowerCase()}`} className="flex flex-wrap items-end gap-3">
        <HiddenFilters query={query} omit={buttons ? ['search', 'sort', 'language'] : ['search', 'sort', 'status', 'language']} />
        <Field id={`${id}-search`} label="Search name, email or phone" size="compact" labelStyle="caps" className="min-w-48 flex-1">
          <Input
            id={`${id}-search`}
            type="search"
            name="search"
            defaultValue={query.search}
            key={query.search}
            maxLength={100}
            placeholder="e.g. Ortega, ana@, 305 555"
          />
        </Field>
        {buttons ? null : (
          <Field id={`${id}-status`} label="Status" size="compact" labelStyle="caps" className="w-40">
            <Select id={`${id}-status`} name="status" defaultValue={query.status ?? ''} key={query.status} onChange={autoSubmit}>
              <option value="">All statuses</option>
              {info.statuses.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field id={`${id}-language`} label="Language" size="compact" labelStyle="caps" className="w-36">
          <Select id={`${id}-language`} name="language" defaultValue={query.language ?? ''} key={query.language} onChange={autoSubmit}>
            <option value="">All languages</option>
            {locales.map((locale) => (
              <option key={locale} value={locale}>
                {englishLanguageNames[locale]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-sort`} label="Sort by date" size="compact" labelStyle="caps" className="w-36">
          <Select id={`${id}-sort`} name="sort" defaultValue={query.sort} key={query.sort} onChange={autoSubmit}>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </Select>
        </Field>
        <Button type="submit" variant="secondary" size="compact">
          Search
        </Button>
        {filtered ? (
          <Link to={`${listPath}${listSearch({ view: query.view })}`} className="min-h-9 px-1 py-2 text-sm font-medium text-brand-700 underline">
            Clear filters
          </Link>
        ) : null}
      </Form>
      {buttons ? (
        <Form method="get" action={listPath} className="flex flex-wrap items-center gap-2">
          <HiddenFilters query={query} omit={['status']} />
          <span id={`${id}-status-label`} className={labelClass}>
            Status
          </span>
          <div
            role="group"
            aria-labelledby={`${id}-status-label`}
            className="inline-flex overflow-hidden rounded-md border border-slate-300 bg-white shadow-sm"
          >
            {[{ value: '', label: 'All' }, ...info.statuses].map((choice) => {
              const active = (query.status ?? '') === choice.value;
              return (
                <button
                  key={choice.value}
                  type="submit"
                  name="status"
                  value={choice.value}
                  aria-pressed={active}
                  className={`min-h-9 border-l border-slate-300 px-3.5 text-sm font-medium first:border-l-0 ${active ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-50'}`}
                >
                  {choice.label}
                </button>
              );
            })}
          </div>
        </Form>
      ) : null}
    </div>
  );
}

function ViewTabs({ kind, query, spamCount }: { kind: LeadKind; query: ListQuery; spamCount: number }) {
  const tab = (view: 'inbox' | 'spam', label: string) => {
    const active = query.view === view;
    return (
      <Link
        to={`/admin/${leadKinds[kind].screen}${listSearch({ view })}`}
        aria-current={active ? 'page' : undefined}
        className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${active ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-brand-800'}`}
      >
        {label}
      </Link>
    );
  };
  return (
    <nav aria-label={`${leadKinds[kind].title} views`} className="flex gap-2 border-b border-slate-300">
      {tab('inbox', 'Inbox')}
      {tab('spam', `Suspected spam (${count.format(spamCount)})`)}
    </nav>
  );
}

/**
 * A staff list: filters kept in the URL (they work without JavaScript), the table of leads, the
 * pages, and a live region that says when a load is under way and what an update did.
 */
export function LeadList({ kind, query, page, spamCount, children }: LeadListProps) {
  const info = leadKinds[kind];
  const location = useLocation();
  const navigation = useNavigation();
  const listPath = `/admin/${info.screen}`;
  // Only a load the person asked for dims the list and says so: a live refresh (a lead arriving,
  // a colleague's change) updates the rows in place without a word or a flicker.
  const loading = navigation.state === 'loading' && navigation.location.pathname === listPath;
  const announce = (location.state as ListLocationState | null)?.announce;
  const search = listSearch(query);
  const arrivals = useLiveArrivals();
  const columns = columnsFor(kind, query.view === 'spam', arrivals);
  const captionId = useId();
  const filters = [
    query.view === 'spam' ? 'suspected spam' : null,
    query.status ? `status ${query.status}` : null,
    query.search ? `matching “${query.search}”` : null,
    query.sort === 'oldest' ? 'oldest first' : 'newest first',
  ].filter(Boolean);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Focus comes back here when a dialog closes and its row has left the list. */}
        <h1 tabIndex={-1} className="text-2xl font-bold tracking-tight text-brand-900 focus:outline-none">
          {info.title}
        </h1>
        <a
          href={`${listPath}/export.csv${listSearch({ ...query, page: 1 })}`}
          download
          className="inline-flex min-h-9 items-center rounded-md border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Export CSV
        </a>
      </div>
      <ViewTabs kind={kind} query={query} spamCount={spamCount} />
      <Filters kind={kind} query={query} />
      <p role="status" className="min-h-5 text-sm font-medium text-brand-800">
        {loading ? info.loading : (announce ?? '')}
      </p>
      {page.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-600">{info.empty}</p>
      ) : (
        <div
          className={`relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm transition-opacity ${loading ? 'opacity-60' : ''}`}
          role="region"
          aria-labelledby={captionId}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
          tabIndex={0}
        >
          <table className="w-full text-left text-sm">
            <caption id={captionId} className="sr-only">
              {info.title}, {filters.join(', ')}: {count.format(page.total)} in all, page {page.page} of {page.pageCount}
            </caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={`px-3 py-2.5 font-semibold ${column.wide ? 'hidden md:table-cell' : ''} ${column.primary ? 'w-full md:w-auto' : ''}`}
                  >
                    {column.header}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                  <span className="sr-only md:not-sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {page.items.map((item) => (
                <tr key={item.id} className={`align-top ${arrivals.has(item.id) ? 'bg-accent-50 hover:bg-accent-200/40' : 'hover:bg-brand-50/40'}`}>
                  {columns.map((column) => (
                    <td key={column.header} className={`px-3 py-2.5 text-slate-700 ${column.wide ? 'hidden md:table-cell' : ''}`}>
                      {column.cell(item)}
                    </td>
                  ))}
                  <td className="px-3 py-2 text-right">
                    <Link
                      id={`view-${item.id}`}
                      to={`${listPath}/${item.id}${search}`}
                      preventScrollReset
                      className="inline-flex min-h-8 items-center rounded-md border border-slate-300 px-2.5 text-xs font-semibold whitespace-nowrap text-brand-800 hover:border-brand-600 hover:bg-brand-50"
                    >
                      View Details<span className="sr-only">: {item.name}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        label={`${info.title} pages`}
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        pageSize={page.pageSize}
        href={(target) => `${listPath}${listSearch({ ...query, page: target })}`}
      />
      {children}
    </div>
  );
}
