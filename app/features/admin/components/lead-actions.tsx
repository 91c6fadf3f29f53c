import { type FormEvent, useId, useState } from 'react';
import { Form, useNavigate, useRevalidator } from 'react-router';
import { type LeadKind, leadKinds, spamReasonLabel, statusLabel } from '../lead-kinds';
import { NOTES_MAX_LENGTH } from '../lead-update';

const controlClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none';
const labelClass = 'block text-sm font-semibold text-slate-800';
const primaryClass =
  'inline-flex min-h-9 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-60';

/** Sends a change through the admin JSON API, as integrations do. */
function usePatchLead(kind: LeadKind, id: string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function patch(body: { status?: string; notes?: string | null }): Promise<boolean> {
    setPending(true);
    setError(null);
    try {
      const response = await fetch(`/api/admin/${kind}/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`PATCH answered ${response.status}`);
      return true;
    } catch {
      setError(leadKinds[kind].updateError);
      return false;
    } finally {
      setPending(false);
    }
  }
  return { patch, pending, error };
}

function Alert({ message }: { message: string | null | undefined }) {
  return (
    <p role="alert" className="text-sm font-medium text-danger-700">
      {message ?? ''}
    </p>
  );
}

interface SubmissionFormProps {
  kind: 'quote-requests' | 'contact-messages';
  id: string;
  name: string;
  status: string;
  notes: string;
  closeTo: string;
  returnTo: string;
  /** The error the server answered when the form was posted without JavaScript. */
  serverError?: string;
}

/**
 * Status and notes of a quote or contact submission, saved together by Update Status; the
 * dialog then closes and the list reloads (SPEC section 4).
 */
export function SubmissionUpdateForm({ kind, id, name, status, notes, closeTo, returnTo, serverError }: SubmissionFormProps) {
  const fieldId = useId();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { patch, pending, error } = usePatchLead(kind, id);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const nextStatus = String(form.get('status'));
    const text = String(form.get('notes') ?? '').trim();
    // SPEC section 4: empty notes go as null for contact submissions, as '' for quotes.
    const ok = await patch({ status: nextStatus, notes: text || (kind === 'contact-messages' ? null : '') });
    if (!ok) return;
    await navigate(closeTo, { preventScrollReset: true, state: { announce: `Updated ${name}: ${statusLabel(kind, nextStatus)}.` } });
    await revalidator.revalidate();
  }

  return (
    <Form method="post" onSubmit={onSubmit} className="space-y-3">
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <div>
        <label htmlFor={`${fieldId}-status`} className={labelClass}>
          Status
        </label>
        <select id={`${fieldId}-status`} name="status" defaultValue={status} className={controlClass}>
          {leadKinds[kind].statuses.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${fieldId}-notes`} className={labelClass}>
          Notes
        </label>
        <textarea
          id={`${fieldId}-notes`}
          name="notes"
          rows={5}
          maxLength={NOTES_MAX_LENGTH}
          defaultValue={notes}
          placeholder="Calls, visits, what was agreed…"
          className={controlClass}
        />
      </div>
      <Alert message={error ?? serverError} />
      <button type="submit" aria-disabled={pending} className={`${primaryClass} w-full`}>
        {pending ? 'Updating...' : 'Update Status'}
      </button>
    </Form>
  );
}

interface ChatbotControlsProps {
  id: string;
  status: string;
  notes: string;
  returnTo: string;
  serverError?: string;
}

/**
 * A chatbot contact's status buttons (each applies at once; the list behind updates in place)
 * and its notes, which Save Notes stores together with the current status.
 */
export function ChatbotControls({ id, status, notes, returnTo, serverError }: ChatbotControlsProps) {
  const kind = 'chatbot-contacts';
  const fieldId = useId();
  const revalidator = useRevalidator();
  const { patch, pending, error } = usePatchLead(kind, id);
  const [shownStatus, setShownStatus] = useState<{ from: string; to: string } | null>(null);
  const [notice, setNotice] = useState('');
  // The status just chosen shows at once; once the page data catches up, it speaks for itself.
  const current = shownStatus && shownStatus.from === status ? shownStatus.to : status;

  async function onStatus(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const next = submitter?.value;
    if (pending || !next || next === current) return;
    setNotice('');
    setShownStatus({ from: status, to: next });
    if (await patch({ status: next })) {
      setNotice(`Status set to ${statusLabel(kind, next)}.`);
      await revalidator.revalidate();
    } else {
      setShownStatus(null);
    }
  }

  async function onNotes(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setNotice('');
    const text = String(new FormData(event.currentTarget).get('notes') ?? '').trim();
    if (await patch({ status: current, notes: text })) {
      setNotice('Notes saved.');
      await revalidator.revalidate();
    }
  }

  return (
    <div className="space-y-4">
      <Form method="post" onSubmit={onStatus}>
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <span id={`${fieldId}-status`} className={labelClass}>
          Status
        </span>
        <div role="group" aria-labelledby={`${fieldId}-status`} className="mt-1 grid grid-cols-3 overflow-hidden rounded-md border border-slate-300">
          {leadKinds[kind].statuses.map((choice) => {
            const active = current === choice.value;
            return (
              <button
                key={choice.value}
                type="submit"
                name="status"
                value={choice.value}
                aria-pressed={active}
                aria-disabled={pending}
                className={`min-h-9 border-l border-slate-300 px-2 text-sm font-semibold first:border-l-0 aria-disabled:cursor-wait ${active ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
              >
                {choice.label}
              </button>
            );
          })}
        </div>
      </Form>
      <Form method="post" onSubmit={onNotes} className="space-y-2">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="status" value={current} />
        <label htmlFor={`${fieldId}-notes`} className={labelClass}>
          Notes
        </label>
        <textarea
          id={`${fieldId}-notes`}
          name="notes"
          rows={4}
          maxLength={NOTES_MAX_LENGTH}
          defaultValue={notes}
          placeholder="Calls, visits, what was agreed…"
          className={controlClass}
        />
        <button type="submit" aria-disabled={pending} className={`${primaryClass} w-full`}>
          {pending ? 'Saving...' : 'Save Notes'}
        </button>
      </Form>
      <p role="status" className="text-sm font-medium text-success-700">
        {notice}
      </p>
      <Alert message={error ?? serverError} />
    </div>
  );
}

/** A lead flagged as suspected spam: why, and the way to restore it to the inbox. */
export function SpamNotice({ reason }: { reason: string }) {
  return (
    <div className="rounded-md border border-danger-700/30 bg-danger-50 px-3 py-3 text-sm text-danger-700">
      <p>
        <strong>Suspected spam:</strong> {spamReasonLabel(reason)}. It is left out of counts and sent no emails.
      </p>
      <Form method="post" className="mt-2">
        <input type="hidden" name="intent" value="restore" />
        <button type="submit" className="min-h-9 rounded-md bg-white px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50">
          Restore to inbox and notify staff
        </button>
      </Form>
    </div>
  );
}
