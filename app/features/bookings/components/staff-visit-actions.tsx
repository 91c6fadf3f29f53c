import { useEffect, useState } from 'react';
import { Form, Link } from 'react-router';
import { ConfirmDialog } from '~/components/ui/dialog';
import { Button, buttonClasses } from '~/components/ui/button';
import { controlClasses } from '~/components/ui/form-field';

// A visit's actions on the staff calendar: Move (to a free time of its own day, for its own
// length) and Cancel, which asks first, with a reason, and can be undone for a few seconds. Plain
// links and forms: all of it works without JavaScript.

export interface StaffVisitRow {
  id: string;
  time: string;
  customer: string;
  moves: { value: string; label: string }[];
}

export function VisitActions({
  visit,
  query,
  confirming,
  reason,
  reasonError,
}: {
  visit: StaffVisitRow;
  /** The page's query ('?date=…') without the confirm step's `cancel`. */
  query: (changes: Record<string, string>) => string;
  confirming: boolean;
  /** What was typed as the reason, kept when the cancel was refused. */
  reason: string;
  reasonError: string | undefined;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      {visit.moves.length > 0 ? (
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="visitId" value={visit.id} />
          <div>
            <label htmlFor={`move-${visit.id}`} className="block text-sm font-semibold text-slate-800">
              Move to
            </label>
            <select id={`move-${visit.id}`} name="start" className={controlClasses}>
              {visit.moves.map((start) => (
                <option key={start.value} value={start.value}>
                  {start.label}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="outline" size="sm" className="mb-1">
            Move
          </Button>
        </Form>
      ) : (
        <p className="text-sm text-slate-600">No free time that day to move it to.</p>
      )}
      {confirming ? (
        <ConfirmDialog title={`Cancel the visit with ${visit.customer} at ${visit.time}?`} closeTo={query({})} tone="danger">
          <p className="mt-1 text-sm text-slate-700">The time becomes free at once. The customer is emailed a few seconds later, unless you undo.</p>
          <Form method="post" action={`/admin/calendar${query({ cancel: visit.id })}`} className="mt-3 space-y-3" noValidate>
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="visitId" value={visit.id} />
            <div>
              <label htmlFor={`reason-${visit.id}`} className="block text-sm font-semibold text-slate-800">
                Reason (kept in the visit’s history)
              </label>
              <textarea
                id={`reason-${visit.id}`}
                name="reason"
                required
                rows={2}
                maxLength={300}
                defaultValue={reason}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `reason-${visit.id}-error` : undefined}
                className={controlClasses}
              />
              {reasonError ? (
                <p id={`reason-${visit.id}-error`} className="mt-1 text-sm font-medium text-danger-700">
                  {reasonError}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="danger" size="sm">
                Cancel the visit
              </Button>
              <Link to={query({})} preventScrollReset className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                Keep the visit
              </Link>
            </div>
          </Form>
        </ConfirmDialog>
      ) : (
        <Link
          to={query({ cancel: visit.id })}
          preventScrollReset
          aria-label={`Cancel the visit with ${visit.customer} at ${visit.time}`}
          className={buttonClasses({ variant: 'danger', size: 'sm' })}
        >
          Cancel
        </Link>
      )}
    </div>
  );
}

/** The Undo of a cancel just made, while it can be undone; the server refuses it after that, also without JavaScript. */
export function UndoCancel({ visitId, until }: { visitId: string; until: string }) {
  // Which cancel's undo time ran out: a new cancel (another `until`) shows its button again.
  const [endedFor, setEndedFor] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setEndedFor(until), Math.max(0, Date.parse(until) - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  const open = endedFor !== until;
  if (!open) return null;
  return (
    <Form method="post" className="mt-2">
      <input type="hidden" name="intent" value="undo" />
      <input type="hidden" name="visitId" value={visitId} />
      <Button type="submit" variant="outline" size="sm">
        Undo the cancel
      </Button>
    </Form>
  );
}
