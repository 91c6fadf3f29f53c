import { ReplyMessages } from '~/components/ui/reply-messages';
import { Form, Link, useNavigation } from 'react-router';
import { Button, buttonClasses } from '~/components/ui/button';
import { Checkbox, Field, Input } from '~/components/ui/field';
import type { CrewPageWords } from '~/content/crew';
import { type Locale, pathIn } from '~/lib/locale';
import { type CrewActionData, type CrewDayView, type CrewVisitView, CREW_INTENTS as INTENTS } from '../crew-day';

interface Props {
  words: CrewPageWords;
  locale: Locale;
  appName: string;
  firstName: string;
  days: readonly CrewDayView[];
  actionData: CrewActionData | undefined;
}

/** The crew's phone: one column, large targets, plain forms; the answer to a post shows by its visit and in the page's live regions. */
export function CrewDayPage({ words, locale, appName, firstName, days, actionData }: Props) {
  const navigation = useNavigation();
  const busy = (intent: string, visitId: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && navigation.formData?.get('visitId') === visitId;
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-2xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <p className="font-bold">{appName}</p>
          <div className="flex items-center gap-3 text-sm">
            <Link
              to={locale === 'es' ? '/crew' : '/es/crew'}
              lang={locale === 'es' ? 'en' : 'es'}
              className="inline-flex min-h-11 items-center underline underline-offset-4"
            >
              {words.languageLink}
            </Link>
            <Form method="post" action="/logout">
              <Button type="submit" variant="ghost-light" size="sm">
                {locale === 'es' ? 'Cerrar sesión' : 'Sign out'}
              </Button>
            </Form>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-2xl space-y-6 px-4 py-5 focus:outline-none">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">{words.heading}</h1>
          <p className="mt-1 text-slate-700">{words.intro(firstName)}</p>
        </div>
        <ReplyMessages reply={actionData} />
        {days.map((day) => (
          <section key={day.label} aria-label={day.label} className="space-y-3">
            <h2 className="text-lg font-bold text-brand-900">{day.label}</h2>
            {day.visits.length === 0 ? (
              <p className="text-slate-600">{words.noVisits}</p>
            ) : (
              <ol className="space-y-4">
                {day.visits.map((visit) => (
                  <li key={visit.id}>
                    <VisitCard visit={visit} words={words} locale={locale} actionData={actionData?.visitId === visit.id ? actionData : undefined} busy={busy} />
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </main>
    </div>
  );
}

function VisitCard({
  visit,
  words,
  locale,
  actionData,
  busy,
}: {
  visit: CrewVisitView;
  words: CrewPageWords;
  locale: Locale;
  actionData: CrewActionData | undefined;
  busy: (intent: string, visitId: string) => boolean;
}) {
  const action = pathIn(locale, '/crew');
  const errors = actionData?.fieldErrors ?? {};
  const headingId = `visit-${visit.id}-heading`;
  return (
    <article
      id={`visit-${visit.id}`}
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-visit={visit.id}
    >
      <div>
        <h3 id={headingId} className="text-lg font-bold text-brand-900">
          {visit.time} · {visit.customerName}
        </h3>
        <p className="text-sm text-slate-700">
          {visit.service}
          {visit.crew ? ` · ${words.withCrew(visit.crew)}` : ''}
        </p>
      </div>
      {visit.location ? <p className="text-slate-900">{visit.location}</p> : null}
      <div className="flex flex-wrap gap-2">
        {visit.mapUrl ? (
          <a href={visit.mapUrl} className={buttonClasses({ variant: 'outline', size: 'md' })} target="_blank" rel="noreferrer">
            {words.openMap}
          </a>
        ) : null}
        {visit.telUrl ? (
          <a href={visit.telUrl} className={buttonClasses({ variant: 'outline', size: 'md' })}>
            {words.call(visit.customerName)}
          </a>
        ) : null}
      </div>
      {visit.notes.length > 0 ? (
        <div>
          <h4 className="font-semibold text-slate-900">{words.notes}</h4>
          {visit.notes.map((note, index) => (
            <p key={index} className="whitespace-pre-line text-slate-700">
              {note}
            </p>
          ))}
        </div>
      ) : null}
      {visit.checklist.length > 0 ? (
        <div>
          <h4 className="font-semibold text-slate-900">{words.checklist}</h4>
          <ul className="list-disc pl-5 text-slate-700">
            {visit.checklist.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <Form method="post" action={action} className="space-y-2">
        <input type="hidden" name="intent" value={INTENTS.onMyWay} />
        <input type="hidden" name="visitId" value={visit.id} />
        {visit.onMyWayAt ? <p className="text-sm font-medium text-success-700">{words.onMyWaySent(visit.onMyWayAt)}</p> : null}
        <Button type="submit" variant="primary" size="lg" fullWidth disabled={busy(INTENTS.onMyWay, visit.id)}>
          {visit.onMyWayAt ? words.onMyWayAgain : words.onMyWay}
        </Button>
      </Form>

      <Form method="post" action={action} encType="multipart/form-data" className="space-y-2">
        <h4 className="font-semibold text-slate-900">{words.photos}</h4>
        <input type="hidden" name="intent" value={INTENTS.photos} />
        <input type="hidden" name="visitId" value={visit.id} />
        <Field label={words.photosLabel} hint={words.photosHint} error={errors.photos} id={`photos-${visit.id}`}>
          <Input type="file" name="photos" accept="image/*" capture="environment" multiple />
        </Field>
        <Button type="submit" variant="outline" size="md" disabled={busy(INTENTS.photos, visit.id)}>
          {words.uploadPhotos}
        </Button>
        {visit.photos.length > 0 ? (
          <ul className="grid grid-cols-3 gap-2">
            {visit.photos.map((id, index) => (
              <li key={id}>
                <a href={`/crew/photos/${id}`} className="block">
                  <img
                    src={`/crew/photos/${id}?size=thumbnail`}
                    alt={words.photoAlt(index + 1)}
                    loading="lazy"
                    className="aspect-square w-full rounded object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </Form>

      <div className="space-y-2 border-t border-slate-200 pt-3">
        <h4 className="font-semibold text-slate-900">{words.done}</h4>
        {visit.doneAt && visit.doneByName ? (
          <p className="font-medium text-success-700">{words.doneBy(visit.doneByName, visit.doneAt)}</p>
        ) : (
          <Form method="post" action={action} className="space-y-3" noValidate>
            <p className="text-sm text-slate-700">{words.doneHint}</p>
            <input type="hidden" name="intent" value={INTENTS.done} />
            <input type="hidden" name="visitId" value={visit.id} />
            <Field label={words.customerName} error={errors.customerName} id={`customer-name-${visit.id}`} necessity="required">
              <Input name="customerName" autoComplete="off" defaultValue={actionData?.customerName ?? ''} required />
            </Field>
            <Checkbox
              id={`consent-${visit.id}`}
              name="consent"
              value="yes"
              label={words.consent}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `consent-${visit.id}-error` : undefined}
            />
            <p id={`consent-${visit.id}-error`} className="text-sm font-medium text-danger-700">
              {errors.consent ?? ''}
            </p>
            <Button type="submit" variant="secondary" size="lg" fullWidth disabled={busy(INTENTS.done, visit.id)}>
              {words.markDone}
            </Button>
          </Form>
        )}
      </div>
    </article>
  );
}
