import { Form, Link, useNavigation } from 'react-router';
import type { AccountActionData } from '~/features/accounts/account-action';
import { VERIFY_EMAIL_INTENT } from '~/features/accounts/account-intents';
import { DashboardPanel } from '~/features/accounts/components/dashboard-panel';
import { FormMessages } from '~/features/accounts/components/form-banners';
import { Button } from '~/components/ui/button';
import { CalendarIcon } from '~/components/ui/icons';
import { type GalleryPhoto, PhotoGallery } from '~/components/ui/photo-gallery';
import type { DashboardWords } from '~/content/dashboard';
import { formatDate } from '~/features/calendar/business-dates';
import { linkIn } from '~/lib/locale';
import { useLocale } from '~/lib/messages';
import type { CustomerRequests } from '../customer-requests.server';
import { customerStatusLabel } from '../customer-status';

// The customer's "My Requests" (/dashboard/requests): the quote requests and messages sent from
// their confirmed address, or, until it is confirmed, the way to confirm it.

const textLink = 'font-semibold text-brand-700 underline underline-offset-2';

/** A quote request's free estimate visit (the bookings feature's, read by the route): booked (its time in each language), or the query of the /book link. */
export type RequestVisit = { booked: Readonly<Record<'en' | 'es', string>> } | { bookQuery: string };

interface RequestRow {
  id: string;
  visit?: RequestVisit;
  title: string;
  detail?: string;
  status: string;
  createdAt: string;
  photos?: GalleryPhoto[];
}

interface RequestsPanelProps {
  id: string;
  title: string;
  intro: string;
  rows: RequestRow[];
  statuses: Readonly<Record<string, string>>;
  /** What an empty list says, and where it invites the customer to go. */
  empty: { text: string; link: string; to: string };
  words: DashboardWords;
}

/** One kind of lead the customer sent (quote requests or messages), newest first, with its status. */
function RequestsPanel({ id, title, intro, rows, statuses, empty, words }: RequestsPanelProps) {
  const locale = useLocale();
  return (
    <DashboardPanel id={id} title={title} intro={intro}>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-sand-50 px-5 py-6 text-slate-600">
          {empty.text}{' '}
          <Link to={linkIn(locale, empty.to)} className={textLink}>
            {empty.link}
          </Link>
        </p>
      ) : (
        <RequestList rows={rows} statuses={statuses} words={words} />
      )}
    </DashboardPanel>
  );
}

function RequestList({ rows, statuses, words }: { rows: RequestRow[]; statuses: Readonly<Record<string, string>>; words: DashboardWords }) {
  const locale = useLocale();
  return (
    <ul className="divide-y divide-slate-200">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-brand-900">
              {row.title}
              {row.detail ? <span className="font-normal text-slate-600"> · {row.detail}</span> : null}
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
              <CalendarIcon className="size-4 shrink-0" />
              {words.requests.sent(formatDate(row.createdAt, locale))}
            </p>
          </div>
          <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset">
            {customerStatusLabel(row.status, statuses)}
          </span>
          {row.visit ? (
            <p className="w-full text-sm">
              {'booked' in row.visit ? (
                <span className="font-medium text-success-700">{words.requests.visitBooked(row.visit.booked[locale])}</span>
              ) : (
                <Link to={`${linkIn(locale, '/book')}${row.visit.bookQuery}`} className={textLink}>
                  {words.requests.bookVisit}
                </Link>
              )}
            </p>
          ) : null}
          {row.photos?.length ? (
            <div className="w-full">
              <PhotoGallery photos={row.photos} label={words.requests.photosLabel(row.title)} describe={words.photo.describe} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A stored choice by its name in the page's language, or as stored when the list no longer has it. */
function nameOf(names: Readonly<Record<string, string>>, value: string): string {
  return names[value] ?? value;
}

export function RequestsPage({
  data,
  actionData,
  words,
}: {
  data: { email: string; requests: CustomerRequests | null; visits?: Readonly<Record<string, RequestVisit>> };
  actionData: AccountActionData | undefined;
  words: DashboardWords;
}) {
  const { email, requests } = data;
  const navigation = useNavigation();
  const w = words.requests;
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === VERIFY_EMAIL_INTENT;

  if (!requests) {
    return (
      <DashboardPanel id="requests-heading" title={w.heading} intro={w.confirmIntro(email)}>
        <Form method="post" className="space-y-5">
          <FormMessages notice={actionData?.notice} error={actionData?.formError} />
          <input type="hidden" name="intent" value={VERIFY_EMAIL_INTENT} />
          <p className="text-slate-700">{w.confirmText}</p>
          <Button type="submit" variant="secondary" disabled={sending}>
            {sending ? w.sendingConfirmation : w.sendConfirmation}
          </Button>
        </Form>
      </DashboardPanel>
    );
  }

  const quoteRows = requests.quoteRequests.map((quote) => ({
    id: quote.id,
    title: nameOf(w.projectTypes, quote.projectType),
    detail: quote.city,
    status: quote.status,
    createdAt: quote.createdAt,
    photos: quote.photos,
    visit: data.visits?.[quote.id],
  }));
  const messageRows = requests.messages.map((message) => ({
    id: message.id,
    title: nameOf(w.subjects, message.subject),
    status: message.status,
    createdAt: message.createdAt,
  }));
  return (
    <>
      <RequestsPanel
        id="quote-requests-heading"
        title={w.quoteRequests}
        intro={w.quoteRequestsIntro(email)}
        rows={quoteRows}
        statuses={w.statuses}
        empty={{ text: w.noQuoteRequests, link: w.requestQuote, to: '/get-quote' }}
        words={words}
      />
      <RequestsPanel
        id="messages-heading"
        title={w.messages}
        intro={w.messagesIntro(email)}
        rows={messageRows}
        statuses={w.messageStatuses}
        empty={{ text: w.noMessages, link: w.sendMessage, to: '/contact' }}
        words={words}
      />
    </>
  );
}
