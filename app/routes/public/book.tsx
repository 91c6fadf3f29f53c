import type { Route } from './+types/book';
import { bookingWords } from '~/content/booking';
import { BookPage } from '~/features/bookings/components/book-page';
import { SmsConsentCheckbox } from '~/features/messaging/consent/components/sms-consent-checkbox';
import { pageMeta, siteData } from '~/lib/seo';
import { bookAction, bookLoader, bookPageHeaders } from './book-pages.server';

// Booking the free estimate visit: days, then times, then the customer's details.

export const headers = bookPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  return pageMeta({ title: bookingWords.metaTitle, description: bookingWords.metaDescription(site?.company.name ?? ''), path: '/book', site });
};

export const loader = bookLoader('en');
export const action = bookAction('en');

export default function BookRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BookPage
      words={bookingWords}
      path="/book"
      page={loaderData}
      reply={actionData}
      consent={(ticked) => <SmsConsentCheckbox offer={loaderData.smsConsent} defaultChecked={ticked} />}
    />
  );
}
