import type { Route } from './+types/book-manage';
import { bookingWords } from '~/content/booking';
import { ManagePage } from '~/features/bookings/components/manage-page';
import { pageMeta, siteData } from '~/lib/seo';
import { bookPageHeaders, manageAction, manageLoader } from './book-pages.server';

// The customer's visit, from the link in their email: reschedule or cancel without an account.

export const headers = bookPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  return [
    ...pageMeta({ title: bookingWords.manage.heading, description: bookingWords.metaDescription(site?.company.name ?? ''), path: '/book', site }),
    { name: 'robots', content: 'noindex' },
  ];
};

export const loader = manageLoader('en');
export const action = manageAction('en');

export default function BookManageRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  return <ManagePage words={bookingWords} path={`/book/manage/${params.token}`} page={loaderData} reply={actionData} />;
}
