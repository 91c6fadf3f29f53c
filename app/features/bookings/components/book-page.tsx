import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { controlClasses, FormBanner } from '~/components/ui/form-field';
import type { BookingWords } from '~/content/booking';
import { useCompany } from '~/lib/site-company';
import type { BookReply, CustomerValues, DayChoice, TimeChoice } from '../booking-pages.server';
import { SlotPicker, TimeButtons, useFocusOnChange } from './slot-picker';

export interface BookPageData {
  request: string | null;
  /** The service a service page's link named (none with a quote request, which names its own). */
  service: string | null;
  prefill: CustomerValues;
  holdMinutes: number;
  /** Minutes the visit takes: the service's, or the usual and the longer length when no service is named. */
  visitLength: { minutes: number } | { usual: number; longer: number };
  /** Whether anyone has working hours: without, the page offers the phone instead of times. */
  estimators: boolean;
  zip: string;
  inArea: boolean | null;
  days: DayChoice[];
  day: { day: string; label: string } | null;
  times: TimeChoice[];
}

export function PageFrame({ heading, intro, children }: { heading: string; intro?: string; children: React.ReactNode }) {
  return (
    <div className="bg-sand-50">
      <div className="container-page py-8 sm:py-14">
        <div className="mx-auto max-w-4xl space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <h1 className="font-display text-3xl font-bold text-brand-900">{heading}</h1>
          {intro ? <p className="text-slate-700">{intro}</p> : null}
          {children}
        </div>
      </div>
    </div>
  );
}

/** A ZIP code outside the profile's service area: the company's phone, as the profile has it (the root loader's). */
export function OutsideArea({ words, zip, refused = false }: { words: BookingWords; zip: string; refused?: boolean }) {
  const company = useCompany();
  return (
    <div role={refused ? 'alert' : 'status'} className="space-y-3 rounded-lg border border-accent-300 bg-accent-50 p-4">
      <h2 className="text-lg font-bold text-brand-900">{words.outsideArea.heading}</h2>
      <p className="text-slate-800">{words.outsideArea.text(zip)}</p>
      <a href={`tel:${company.phone.e164}`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        {words.outsideArea.call(company.phone.display)}
      </a>
    </div>
  );
}

function Field({
  name,
  label,
  type = 'text',
  autoComplete,
  value,
  error,
}: {
  name: keyof CustomerValues;
  label: string;
  type?: string;
  autoComplete: string;
  value: string;
  error?: string;
}) {
  const id = `booking-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClasses}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Details({
  words,
  reply,
  request,
  service,
  holdMinutes,
  consent,
}: {
  words: BookingWords;
  reply: Extract<BookReply, { step: 'details' }>;
  request: string | null;
  service: string | null;
  holdMinutes: number;
  consent?: React.ReactNode;
}) {
  const heading = useFocusOnChange(`${reply.chosen.start}:${reply.message ?? ''}`);
  const navigation = useNavigation();
  return (
    <section aria-labelledby="booking-details" className="space-y-4">
      <h2 id="booking-details" ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-900 outline-none">
        {words.detailsHeading}
      </h2>
      <div role="status" aria-live="polite">
        {reply.message ? <FormBanner tone="error">{reply.message}</FormBanner> : null}
        {reply.holdId ? (
          <FormBanner tone="success">{words.held(reply.chosen.day, reply.chosen.time, String(Math.max(1, Math.round(holdMinutes))))}</FormBanner>
        ) : null}
      </div>
      <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="book" />
        <input type="hidden" name="start" value={reply.chosen.start} />
        <input type="hidden" name="holdId" value={reply.holdId ?? ''} />
        {request ? <input type="hidden" name="request" value={request} /> : null}
        {service ? <input type="hidden" name="service" value={service} /> : null}
        <Field name="name" label={words.fields.name} autoComplete="name" value={reply.values.name} error={reply.errors.name} />
        <Field name="email" label={words.fields.email} type="email" autoComplete="email" value={reply.values.email} error={reply.errors.email} />
        <Field name="phone" label={words.fields.phone} type="tel" autoComplete="tel" value={reply.values.phone} error={reply.errors.phone} />
        <Field name="address" label={words.fields.address} autoComplete="street-address" value={reply.values.address} error={reply.errors.address} />
        <Field name="zipCode" label={words.fields.zipCode} autoComplete="postal-code" value={reply.values.zipCode} error={reply.errors.zipCode} />
        {consent ? <div className="sm:col-span-2">{consent}</div> : null}
        <p id="booking-confirm-note" className="text-sm text-slate-700 sm:col-span-2">
          {words.confirmNote}
        </p>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <Button type="submit" size="lg" aria-describedby="booking-confirm-note" disabled={navigation.state === 'submitting'}>
            {words.confirm}
          </Button>
        </div>
      </Form>
    </section>
  );
}

export function Alternatives({
  words,
  message,
  alternatives,
  intent,
  hidden,
}: {
  words: BookingWords;
  message: string;
  alternatives: readonly TimeChoice[];
  intent: string;
  hidden: Record<string, string>;
}) {
  const heading = useFocusOnChange(message);
  return (
    <section aria-labelledby="booking-taken" className="space-y-3">
      <h2 id="booking-taken" ref={heading} tabIndex={-1} role="alert" className="text-lg font-bold text-danger-700 outline-none">
        {message}
      </h2>
      {alternatives.length > 0 ? (
        <>
          <p className="text-slate-700">{words.nextFree}</p>
          <TimeButtons times={alternatives} words={words} intent={intent} hidden={hidden} />
        </>
      ) : null}
    </section>
  );
}

/** No estimator has working hours: nothing can be booked online, so the page gives the phone instead. */
function NoEstimator({ words }: { words: BookingWords }) {
  const company = useCompany();
  return (
    <div role="status" className="space-y-3 rounded-lg border border-accent-300 bg-accent-50 p-4" data-no-estimator="">
      <h2 className="text-lg font-bold text-brand-900">{words.noEstimator.heading}</h2>
      <p className="text-slate-800">{words.noEstimator.text}</p>
      <a href={`tel:${company.phone.e164}`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        {words.noEstimator.call(company.phone.display)}
      </a>
    </div>
  );
}

function lengthSentence(words: BookingWords, length: BookPageData['visitLength']): string {
  return 'minutes' in length ? words.visitLength(String(length.minutes)) : words.visitLengths(String(length.usual), String(length.longer));
}

/** /book: ZIP code, then days, then times, then the customer's details while the time is held. */
/** `consent` renders a later feature's box on the details form (texting consent), given whether it was ticked. */
export function BookPage({
  words,
  path,
  page,
  reply,
  consent,
}: {
  words: BookingWords;
  path: string;
  page: BookPageData;
  reply: BookReply | undefined;
  consent?: (ticked: boolean) => React.ReactNode;
}) {
  const prefill = { ...page.prefill, zipCode: page.prefill.zipCode || page.zip };
  const linked = { ...(page.request ? { request: page.request } : {}), ...(page.service ? { service: page.service } : {}) };
  const hidden: Record<string, string> = { zip: page.zip, ...linked, ...prefill };
  const query: Record<string, string> = { zip: page.zip, ...linked };
  if (!page.estimators)
    return (
      <PageFrame heading={words.heading} intro={words.intro}>
        <NoEstimator words={words} />
      </PageFrame>
    );
  return (
    <PageFrame heading={words.heading} intro={`${words.intro} ${lengthSentence(words, page.visitLength)}`}>
      <p className="text-sm font-semibold text-slate-700">{words.timeZoneNote}</p>
      {reply?.step === 'details' ? (
        <Details
          words={words}
          reply={reply}
          request={page.request}
          service={page.service}
          holdMinutes={page.holdMinutes}
          consent={consent?.(reply.smsConsent === true)}
        />
      ) : (
        <>
          {reply?.step === 'taken' ? (
            <Alternatives words={words} message={reply.message} alternatives={reply.alternatives} intent="hold" hidden={hidden} />
          ) : null}
          {reply?.step === 'limited' || reply?.step === 'error' ? (
            <div role="alert">
              <FormBanner tone="error">{reply.message}</FormBanner>
            </div>
          ) : null}
          {reply?.step === 'outside' ? <OutsideArea words={words} zip={reply.zip} refused /> : null}
          <Form method="get" action={path} className="flex flex-wrap items-end gap-3">
            {page.request ? <input type="hidden" name="request" value={page.request} /> : null}
            {page.service ? <input type="hidden" name="service" value={page.service} /> : null}
            <div>
              <label htmlFor="booking-zip" className="block text-sm font-semibold text-slate-800">
                {words.zipLabel}
              </label>
              <input
                id="booking-zip"
                name="zip"
                inputMode="numeric"
                autoComplete="postal-code"
                pattern="[0-9]{5}"
                required
                defaultValue={page.zip}
                aria-describedby="booking-zip-hint"
                className={`${controlClasses} max-w-40`}
              />
              <p id="booking-zip-hint" className="mt-1.5 text-sm text-slate-600">
                {words.zipHint}
              </p>
            </div>
            <Button type="submit" variant="secondary" className="mb-7">
              {words.showTimes}
            </Button>
          </Form>
          {page.inArea === false ? <OutsideArea words={words} zip={page.zip} /> : null}
          {page.inArea ? (
            <SlotPicker words={words} path={path} query={query} days={page.days} day={page.day} times={page.times} intent="hold" hidden={hidden} />
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
