import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormBanner } from '~/components/ui/form-field';
import type { BookingWords } from '~/content/booking';
import type { DayChoice, TimeChoice } from '../booking-pages.server';
import { Alternatives, PageFrame } from './book-page';
import { SlotPicker, useFocusOnChange } from './slot-picker';

export interface ManagePageData {
  booked: boolean;
  visit: { status: 'booked' | 'cancelled'; when: string; address: string; email: string; zipCode: string };
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
  return (
    <PageFrame heading={page.booked ? words.confirmed.heading : words.manage.heading}>
      {reply?.done ? (
        <h2 ref={result} tabIndex={-1} role="status" className="outline-none">
          <FormBanner tone="success">{reply.message}</FormBanner>
        </h2>
      ) : null}
      {reply && !reply.done ? <Alternatives words={words} message={reply.message} alternatives={reply.alternatives} intent="move" hidden={{}} /> : null}
      {cancelled ? (
        <p className="text-slate-800">{words.manage.cancelled}</p>
      ) : (
        <div className="space-y-1 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900" data-visit-summary="">
          <p className="font-semibold">{words.confirmed.when(page.visit.when)}</p>
          <p>{words.confirmed.where(page.visit.address)}</p>
          {page.booked ? <p>{words.confirmed.emailed(page.visit.email)}</p> : null}
        </div>
      )}
      {cancelled ? null : (
        <>
          <section aria-labelledby="manage-reschedule" className="space-y-3">
            <h2 id="manage-reschedule" className="text-xl font-bold text-brand-900">
              {words.manage.reschedule}
            </h2>
            <SlotPicker words={words} path={path} query={{}} days={page.days} day={page.day} times={page.times} intent="move" hidden={{}} />
          </section>
          <Form method="post">
            <input type="hidden" name="intent" value="cancel" />
            <Button type="submit" variant="danger">
              {words.manage.cancel}
            </Button>
          </Form>
        </>
      )}
    </PageFrame>
  );
}
