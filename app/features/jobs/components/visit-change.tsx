import { ReplyMessages } from '~/components/ui/reply-messages';
import { Form, Link } from 'react-router';
import { buttonClasses, Button } from '~/components/ui/button';
import { Checkbox, Field, Input } from '~/components/ui/field';
import { ConfirmDialog } from '~/components/ui/dialog';
import type { JobPageData, JobReply } from '../job-page.server';

// An install visit's own forms on the staff job page: change its day, start, length and crew (the
// customer is sent the updated invitation), and cancel it after a confirmation asked by the page's
// address (`?cancel=<visitId>`). Plain forms and links: all of it works without JavaScript.

type Visit = JobPageData['visits'][number];
type CrewMember = JobPageData['crew'][number];

/** The crew to choose from, as checkboxes in a fieldset whose error names what is wrong with the choice. */
export function CrewChoice({ crew, chosen, error, errorId }: { crew: readonly CrewMember[]; chosen: readonly string[]; error?: string; errorId: string }) {
  return (
    <fieldset className="sm:col-span-3" aria-describedby={errorId}>
      <legend className="text-sm font-semibold text-slate-800">Crew</legend>
      {crew.length ? (
        <div className="mt-1 grid gap-1 sm:grid-cols-3">
          {crew.map((member) => (
            <Checkbox
              key={member.id}
              name="crewIds"
              value={member.id}
              defaultChecked={chosen.includes(member.id)}
              label={`${member.name}${member.role === 'crew' ? '' : ' (staff)'}`}
            />
          ))}
        </div>
      ) : (
        <p className="text-sm text-slate-700">No crew accounts yet: add installers with the crew role.</p>
      )}
      <p id={errorId} className="mt-1 text-sm font-medium text-danger-700" hidden={!error}>
        {error}
      </p>
    </fieldset>
  );
}

/** A booked visit's change form, folded away until opened (open again with what was typed when the change was refused). */
export function VisitChange({ visit, crew, reply, busy }: { visit: Visit; crew: readonly CrewMember[]; reply: JobReply | undefined; busy: boolean }) {
  const mine = reply?.intent === 'move-visit' && reply.values?.visitId === visit.id ? reply : undefined;
  const refused = mine && !mine.ok ? mine : undefined;
  const value = (name: string, fallback: string) => {
    const typed = refused?.values?.[name];
    return typeof typed === 'string' ? typed : fallback;
  };
  const errors = (name: string) => refused?.fieldErrors?.[name];
  const chosen = refused ? ([] as string[]).concat(refused.values?.crewIds ?? []) : visit.crewIds;
  return (
    <details className="rounded-md border border-slate-200 p-3" open={Boolean(mine)}>
      <summary className="min-h-6 cursor-pointer text-sm font-semibold text-brand-900">Change the visit of {visit.when}</summary>
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-3" aria-label={`Change the visit of ${visit.when}`}>
        <input type="hidden" name="intent" value="move-visit" />
        <input type="hidden" name="visitId" value={visit.id} />
        <Field label="New day" size="compact" necessity="required" error={errors('day')}>
          <Input type="date" name="day" defaultValue={value('day', visit.day)} />
        </Field>
        <Field label="New start" size="compact" necessity="required" error={errors('start')}>
          <Input type="time" name="start" step={900} defaultValue={value('start', visit.start)} />
        </Field>
        <Field label="Length in hours" size="compact" necessity="required" hint="Decimals allowed: 2.5 is two and a half hours." error={errors('hours')}>
          <Input type="number" name="hours" min={0.25} max={16} step={0.25} inputMode="decimal" defaultValue={value('hours', visit.hours)} />
        </Field>
        <CrewChoice crew={crew} chosen={chosen} error={errors('crewIds')?.[0]} errorId={`crew-error-${visit.id}`} />
        <div className="sm:col-span-3">
          <Button type="submit" variant="secondary" size="compact" disabled={busy}>
            Save the change
          </Button>
        </div>
      </Form>
      <ReplyMessages reply={mine} className="mt-2" />
    </details>
  );
}

/** The Cancel of a booked visit: a link to the page asking first, then the confirming form. */
export function CancelVisit({ visit, orderId, confirming, busy }: { visit: Visit; orderId: string; confirming: boolean; busy: boolean }) {
  const page = `/admin/orders/${orderId}`;
  if (!confirming)
    return (
      <Link
        to={`${page}?cancel=${visit.id}`}
        preventScrollReset
        aria-label={`Cancel the visit of ${visit.when}`}
        className={buttonClasses({ variant: 'quiet-danger', size: 'compact' })}
      >
        Cancel visit
      </Link>
    );
  return (
    <ConfirmDialog title={`Cancel the install visit of ${visit.when}?`} closeTo={page} tone="danger">
      <p>
        {visit.crew.join(', ')} {visit.crew.length === 1 ? 'is' : 'are'} free again at that time, and the customer is emailed the cancellation for their
        calendar.
      </p>
      {/* Posted to the page without `?cancel`, so the question is not asked again after the answer. */}
      <Form method="post" action={page} className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="cancel-visit" />
        <input type="hidden" name="visitId" value={visit.id} />
        <Button type="submit" variant="danger" size="sm" disabled={busy}>
          Cancel the visit
        </Button>
        <Link to={page} preventScrollReset className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          Keep the visit
        </Link>
      </Form>
    </ConfirmDialog>
  );
}
