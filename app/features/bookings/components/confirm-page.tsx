import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormBanner } from '~/components/ui/form-field';
import type { BookingWords } from '~/content/booking';
import { PageFrame } from './book-page';
import { useFocusOnChange } from './slot-picker';

export interface ConfirmPageData {
  state: 'tentative' | 'expired' | 'already-confirmed';
  when: string;
  address: string;
}

/** The emailed link's page: the visit, and a button that confirms it (a link alone confirms nothing: mail scanners open links). */
export function ConfirmPage({
  words,
  path,
  page,
  reply,
}: {
  words: BookingWords;
  path: string;
  page: ConfirmPageData;
  reply: { message: string } | undefined;
}) {
  const navigation = useNavigation();
  const result = useFocusOnChange(reply?.message ?? null);
  const notice =
    reply?.message ?? (page.state === 'expired' ? words.confirmPage.expired : page.state === 'already-confirmed' ? words.confirmPage.already : null);
  return (
    <PageFrame heading={words.confirmPage.heading}>
      <div className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 font-semibold text-brand-900" data-visit-summary="">
        {words.confirmPage.text(page.when, page.address)}
      </div>
      {notice ? (
        <h2 ref={result} tabIndex={-1} role="alert" className="outline-none">
          <FormBanner tone="error">{notice}</FormBanner>
        </h2>
      ) : null}
      {page.state === 'tentative' && !reply ? (
        <Form method="post" action={path}>
          <Button type="submit" size="lg" disabled={navigation.state === 'submitting'}>
            {words.confirmPage.button}
          </Button>
        </Form>
      ) : null}
      {page.state === 'expired' ? (
        <a href={path.startsWith('/es/') ? '/es/book' : '/book'} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
          {words.bookLink}
        </a>
      ) : null}
    </PageFrame>
  );
}
