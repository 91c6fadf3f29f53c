import type { Route } from './+types/book-confirm';
import { bookingWords } from '~/content/booking';
import { ConfirmPage } from '~/features/bookings/components/confirm-page';
import { pageMeta, siteData } from '~/lib/seo';
import { bookPageHeaders, confirmAction, confirmLoader } from './book-pages.server';

// The link a visitor's booking emails to its address: the visit is tentative until it is confirmed here.

export const headers = bookPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  return [
    ...pageMeta({ title: bookingWords.confirmPage.heading, description: bookingWords.metaDescription(site?.company.name ?? ''), path: '/book', site }),
    { name: 'robots', content: 'noindex' },
  ];
};

export const loader = confirmLoader('en');
export const action = confirmAction('en');

export default function BookConfirmRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  return <ConfirmPage words={bookingWords} path={`/book/confirm/${params.token}`} page={loaderData} reply={actionData} />;
}
