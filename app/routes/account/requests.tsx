import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/requests';
import { passActionHeaders } from '~/features/accounts/action-headers';
import { VERIFY_EMAIL_INTENT } from '~/features/accounts/account-intents';
import { DashboardPanel } from '~/features/accounts/components/dashboard-panel';
import { FormMessages } from '~/features/accounts/components/form-banners';
import { listCustomerRequests } from '~/features/leads/customer-requests.server';
import { requireUser } from '~/features/accounts/guards.server';
import { customerStatusLabel } from '~/features/leads/customer-status';
import { resendVerificationEmail } from '~/features/accounts/profile.server';
import { contactSubjects } from '~/features/leads/contact-message';
import { choiceLabel } from '~/features/leads/lead-fields';
import { projectTypes } from '~/features/leads/quote-request';
import { PhotoGallery } from '~/features/leads/components/photo-gallery';
import type { PhotoSummary } from '~/features/leads/quote-requests.server';
import { Button } from '~/components/ui/button';
import { CalendarIcon } from '~/components/ui/icons';
import { formatDate } from '~/lib/business-dates';
import { clientIpContext, servicesContext } from '~/lib/request-context';
import { pageMeta, siteData } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'My Requests', description: 'Your quote requests and messages.', path: '/dashboard/requests', site: siteData(matches), noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  // Anyone can type any address into a form: only a confirmed address shows what was sent from it.
  const requests = user.emailVerified ? await listCustomerRequests(context.get(servicesContext).db, user.email) : null;
  return { email: user.email, requests };
}

export const headers = passActionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return resendVerificationEmail(request, context.get(servicesContext), context.get(clientIpContext), user);
}

interface RequestRow {
  id: string;
  title: string;
  detail?: string;
  status: string;
  createdAt: string;
  photos?: PhotoSummary[];
}

function RequestList({ rows, empty }: { rows: RequestRow[]; empty: React.ReactNode }) {
  if (rows.length === 0) return <p className="rounded-xl border border-dashed border-slate-300 bg-sand-50 px-5 py-6 text-slate-600">{empty}</p>;
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
              Sent {formatDate(row.createdAt)}
            </p>
          </div>
          <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset">
            {customerStatusLabel(row.status)}
          </span>
          {row.photos?.length ? (
            <div className="w-full">
              <PhotoGallery photos={row.photos} label={`Photos sent with your ${row.title} request`} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default function RequestsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { email, requests } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === VERIFY_EMAIL_INTENT;

  if (!requests) {
    return (
      <DashboardPanel
        id="requests-heading"
        title="My Requests"
        intro={`Confirm that ${email} is your address, and this page will list the quote requests and messages sent from it, with their status.`}
      >
        <Form method="post" className="space-y-5">
          <FormMessages notice={actionData?.notice} error={actionData?.formError} />
          <input type="hidden" name="intent" value={VERIFY_EMAIL_INTENT} />
          <p className="text-slate-700">
            We sent a confirmation link when you created your account. Can&apos;t find it? We can send a new one.
          </p>
          <Button type="submit" variant="secondary" disabled={sending}>
            {sending ? 'Sending...' : 'Send Confirmation Email'}
          </Button>
        </Form>
      </DashboardPanel>
    );
  }

  const quoteRows = requests.quoteRequests.map((quote) => ({
    id: quote.id,
    title: choiceLabel(projectTypes, quote.projectType) ?? quote.projectType,
    detail: quote.city,
    status: quote.status,
    createdAt: quote.createdAt,
    photos: quote.photos,
  }));
  const messageRows = requests.messages.map((message) => ({
    id: message.id,
    title: choiceLabel(contactSubjects, message.subject) ?? message.subject,
    status: message.status,
    createdAt: message.createdAt,
  }));
  return (
    <>
      <DashboardPanel id="quote-requests-heading" title="Quote Requests" intro={`Sent from ${email}.`}>
        <RequestList
          rows={quoteRows}
          empty={
            <>
              No quote requests yet.{' '}
              <Link to="/get-quote" className="font-semibold text-brand-700 underline underline-offset-2">
                Request a free quote
              </Link>
            </>
          }
        />
      </DashboardPanel>
      <DashboardPanel id="messages-heading" title="Messages" intro={`Sent from ${email} through our contact form.`}>
        <RequestList
          rows={messageRows}
          empty={
            <>
              No messages yet.{' '}
              <Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-2">
                Send us a message
              </Link>
            </>
          }
        />
      </DashboardPanel>
    </>
  );
}
