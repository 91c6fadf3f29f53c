import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import type { BookingWords } from '~/content/booking';
import type { DayChoice, TimeChoice } from '../booking-pages.server';

const dayButton =
  'flex min-h-11 w-full items-center justify-between rounded-lg border px-4 py-2.5 text-left font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2';
const timeButton =
  'min-h-11 w-full rounded-lg border border-brand-700 bg-white px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2';

/** Puts focus on a heading that appears after a choice, so a screen reader and a keyboard continue from there. */
export function useFocusOnChange(key: string | null) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
  return ref;
}

/** The times of one day as buttons, grouped into morning and afternoon; each posts `intent` with its start. */
export function TimeButtons({
  times,
  words,
  intent,
  hidden,
  action,
}: {
  times: readonly TimeChoice[];
  words: BookingWords;
  intent: string;
  hidden: Record<string, string>;
  action?: string;
}) {
  const groups = [times.filter((time) => !time.afternoon), times.filter((time) => time.afternoon)].filter((group) => group.length > 0);
  return (
    <Form method="post" action={action} className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {groups.map((group) => (
        <ul
          key={group[0]!.start}
          className="grid grid-cols-2 gap-2 sm:grid-cols-4"
          aria-label={group[0]!.afternoon ? words.timeGroups.afternoon : words.timeGroups.morning}
        >
          {group.map((time) => (
            <li key={time.start}>
              <button type="submit" name="start" value={time.start} className={timeButton} aria-label={time.name}>
                {time.label}
              </button>
            </li>
          ))}
        </ul>
      ))}
    </Form>
  );
}

/** Days as a list of buttons (a GET form: the choice is in the URL), fully booked days said as such; then the chosen day's times. */
export function SlotPicker({
  words,
  path,
  query,
  days,
  day,
  times,
  intent,
  hidden,
}: {
  words: BookingWords;
  path: string;
  query: Record<string, string>;
  days: readonly DayChoice[];
  day: { day: string; label: string } | null;
  times: readonly TimeChoice[];
  intent: string;
  hidden: Record<string, string>;
}) {
  const timesHeading = useFocusOnChange(day?.day ?? null);
  if (days.length === 0) return <p className="text-slate-700">{words.noDays}</p>;
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,18rem)_1fr]">
      <section aria-labelledby="booking-days">
        <h2 id="booking-days" className="text-lg font-bold text-brand-900">
          {words.daysHeading}
        </h2>
        <Form method="get" action={`${path}#times`} className="mt-3" preventScrollReset>
          {Object.entries(query).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <ul className="space-y-2">
            {days.map((entry) => (
              <li key={entry.day}>
                {entry.full ? (
                  <p className={`${dayButton} border-slate-200 bg-slate-50 text-slate-600`}>
                    <span>{entry.label}</span>
                    <span className="text-sm font-normal">{words.fullyBooked}</span>
                  </p>
                ) : (
                  <button
                    type="submit"
                    name="day"
                    value={entry.day}
                    aria-label={entry.label}
                    aria-current={entry.day === day?.day ? 'date' : undefined}
                    className={`${dayButton} ${entry.day === day?.day ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-brand-900 hover:bg-brand-50'}`}
                  >
                    {entry.label}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </Form>
      </section>
      {day ? (
        <section aria-labelledby="times" className="space-y-3">
          <h2 id="times" ref={timesHeading} tabIndex={-1} className="text-lg font-bold text-brand-900 outline-none">
            {words.timesHeading(day.label)}
          </h2>
          <p className="text-sm text-slate-600">{words.timeZoneNote}</p>
          <TimeButtons times={times} words={words} intent={intent} hidden={hidden} />
        </section>
      ) : null}
    </div>
  );
}
