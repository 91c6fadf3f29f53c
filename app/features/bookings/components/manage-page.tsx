import { Form, Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { Button } from '~/components/ui/button';
import { FormBanner } from '~/components/ui/form-field';
import type { BookingWords } from '~/content/booking';
import type { DayChoice, TimeChoice } from '../booking-pages.server';
import { Alternatives, PageFrame } from './book-page';
import { SlotPicker, useFocusOnChange } from './slot-picker';

export interface ManagePageData {
  booked: boolean;
  visit: {
    status: 'booked' | 'cancelled';
    when: string;
    address: string;
    email: string;
    zipCode: string;
    /** While tentative: until when the emailed link confirms it. */
    confirmBy: string | null;
    begun: boolean;
  };
  /** Where "Book another time" leads: the booking page with the visit's ZIP code. */
  bookAgain: string;
  days: DayChoice[];
  day: { day: string; label: string } | null;
  times: TimeChoice[];
}

export interface ManageReply {
  done: 'cancelled' | 'moved' | null;
  message: string;
  alternatives: TimeChoice[];
}

/** The manage link's page: the confirmation after booking, then reschedule or cancel, no account needed. */
export function ManagePage({ words, path, page, reply }: { words: BookingWords; path: string; page: ManagePageData; reply: ManageReply | undefined }) {
  const result = useFocusOnChange(reply ? `${reply.done}:${reply.message}` : null);
  const cancelled = page.visit.status === 'cancelled';
  const pending = !cancelled && page.visit.confirmBy !== null;
  // A visit that has begun (or was cancelled) is shown, not changed.
  const changeable = !cancelled && !page.visit.begun;
  return (
    <PageFrame heading={pending ? words.pending.heading : page.booked ? words.confirmed.heading : words.manage.heading}>
      {pending ? (
        <div role="status" className="space-y-1 rounded-lg border border-accent-200 bg-accent-50 px-4 py-3 text-slate-900" data-pending="">
          <p className="font-semibold">{words.pending.text(page.visit.email, page.visit.confirmBy!)}</p>
          <p>{words.pending.spam}</p>
        </div>
      ) : null}
      {reply?.done ? (
        <h2 ref={result} tabIndex={-1} role="status" className="outline-none">
          <FormBanner tone="success">{reply.message}</FormBanner>
        </h2>
      ) : null}
      {reply && !reply.done ? <Alternatives words={words} message={reply.message} alternatives={reply.alternatives} intent="move" hidden={{}} /> : null}
      {cancelled || reply?.done === 'cancelled' ? (
        <div className="space-y-3">
          <p className="text-slate-800">{words.manage.cancelled}</p>
          <Link to={page.bookAgain} className={buttonClasses({ variant: 'primary' })}>
            {words.manage.bookAnother}
          </Link>
        </div>
      ) : (
        <div className="space-y-1 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900" data-visit-summary="">
          <p className="font-semibold">{words.confirmed.when(page.visit.when)}</p>
          <p>{words.confirmed.where(page.visit.address)}</p>
          {page.booked && !pending ? <p>{words.confirmed.emailed(page.visit.email)}</p> : null}
        </div>
      )}
      {!cancelled && page.visit.begun ? <p className="text-slate-800">{words.manage.begun}</p> : null}
      {changeable ? (
        <>
          {pending ? null : (
            <section aria-labelledby="manage-reschedule" className="space-y-3">
              <h2 id="manage-reschedule" className="text-xl font-bold text-brand-900">
                {words.manage.reschedule}
              </h2>
              <SlotPicker words={words} path={path} query={{}} days={page.days} day={page.day} times={page.times} intent="move" hidden={{}} />
            </section>
          )}
          <Form method="post">
            <input type="hidden" name="intent" value="cancel" />
            <Button type="submit" variant="danger">
              {words.manage.cancel}
            </Button>
          </Form>
        </>
      ) : null}
    </PageFrame>
  );
}
