import { type FieldMetadata, getFormProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, useFetcher, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { Field, Select, Textarea } from '~/components/ui/field';
import { useHydrated } from '~/components/ui/use-hydrated';
import { ENHANCED_FIELD } from '~/features/accounts/account-action';
import type { LeadFormReply } from '../lead-handlers.server';
import { leadKinds, spamReasonLabel, statusLabel } from '../../lead-kinds';
import { LEAD_RESTORE_INTENT, LEAD_STATUS_INTENT, LEAD_UPDATE_INTENT, leadFormSchema, NOTES_MAX_LENGTH } from '../lead-update';

const labelClass = 'block text-sm font-semibold text-slate-800';

/** Opens the lead after this one in the list, or the list when this was its last. */
function useGoOn(closeTo: string) {
  const navigate = useNavigate();
  return (answer: LeadFormReply, saved: string) => {
    if (answer.nextHref === undefined) return false;
    const announce = answer.nextHref ? `${saved} Showing the next lead.` : `${saved} That was the last lead in this list.`;
    void navigate(answer.nextHref ?? closeTo, { preventScrollReset: true, state: { announce } });
    return true;
  };
}

/** Saves the form, then opens the next lead of the same list and filters. */
function SaveAndNext({ pending }: { pending: boolean }) {
  return (
    <Button type="submit" name="next" value="1" aria-disabled={pending} variant="outline" size="compact" fullWidth>
      Save and next
    </Button>
  );
}

/** Staff notes on a lead: free text, kept as typed when the save fails. */
function NotesField({ meta, rows }: { meta: FieldMetadata<string | undefined>; rows: number }) {
  return (
    <Field id={meta.id} label="Notes" size="compact">
      <Textarea {...getTextareaProps(meta)} key={meta.key} rows={rows} maxLength={NOTES_MAX_LENGTH} placeholder="Calls, visits, what was agreed…" />
    </Field>
  );
}

function Alert({ message }: { message: string | null | undefined }) {
  return (
    <p role="alert" className="text-sm font-medium text-danger-700">
      {message ?? ''}
    </p>
  );
}

/** Tells the action that this page can take its answer as data rather than a redirect. */
function Enhanced() {
  return useHydrated() ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}

/**
 * A fetcher posting to the lead's own URL, and the answer to its last post once it is back:
 * the saved lead, or the error to show.
 */
function useLeadFetcher(key: string) {
  const fetcher = useFetcher<LeadFormReply>({ key });
  const pending = fetcher.state !== 'idle';
  const reply = pending ? undefined : fetcher.data;
  return { fetcher, pending, reply, error: reply && !reply.ok ? reply.message : null };
}

/** Runs `effect` once for each answer the fetcher brings back (not again on re-render). */
function useOnReply(reply: LeadFormReply | undefined, effect: (reply: LeadFormReply) => void) {
  const seen = useRef<LeadFormReply | undefined>(undefined);
  const latest = useRef(effect);
  useEffect(() => {
    latest.current = effect;
  });
  useEffect(() => {
    if (!reply || reply === seen.current) return;
    seen.current = reply;
    latest.current(reply);
  }, [reply]);
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
 * dialog then closes and the list, already reloaded, announces the change (SPEC section 4).
 */
export function SubmissionUpdateForm({ kind, id, name, status, notes, closeTo, returnTo, serverError }: SubmissionFormProps) {
  const navigate = useNavigate();
  const goOn = useGoOn(closeTo);
  const { fetcher, pending, reply, error } = useLeadFetcher(`lead-update-${id}`);
  const schema = leadFormSchema(kind);
  const [form, fields] = useForm({
    id: `lead-update-${id}`,
    lastResult: reply?.result,
    defaultValue: { intent: LEAD_UPDATE_INTENT, status, notes, returnTo },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  useOnReply(reply, (answer) => {
    if (!answer.ok || !answer.lead) return;
    const saved = `Updated ${name}: ${statusLabel(kind, answer.lead.status)}.`;
    if (!goOn(answer, saved)) void navigate(closeTo, { preventScrollReset: true, state: { announce: saved } });
  });

  return (
    <fetcher.Form method="post" className="space-y-3" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={LEAD_UPDATE_INTENT} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <Enhanced />
      <Field id={fields.status.id} label="Status" size="compact">
        <Select {...getSelectProps(fields.status)} key={fields.status.key}>
          {leadKinds[kind].statuses.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      </Field>
      <NotesField meta={fields.notes} rows={5} />
      <Alert message={fields.notes.errors?.[0] ?? fields.status.errors?.[0] ?? error ?? serverError} />
      <Button type="submit" aria-disabled={pending} variant="secondary" size="compact" fullWidth>
        {pending ? 'Updating...' : 'Update Status'}
      </Button>
      <SaveAndNext pending={pending} />
    </fetcher.Form>
  );
}

interface ChatbotControlsProps {
  id: string;
  name: string;
  status: string;
  notes: string;
  closeTo: string;
  returnTo: string;
  serverError?: string;
}

/**
 * A chatbot contact's status buttons (each applies at once; the list behind updates in place)
 * and its notes, which Save Notes stores together with the current status.
 */
export function ChatbotControls({ id, name, status, notes, closeTo, returnTo, serverError }: ChatbotControlsProps) {
  const kind = 'chatbot-contacts';
  const goOn = useGoOn(closeTo);
  const fieldId = useId();
  const statusForm = useLeadFetcher(`lead-status-${id}`);
  const notesForm = useLeadFetcher(`lead-notes-${id}`);
  const schema = leadFormSchema(kind);
  const [form, fields] = useForm({
    id: `lead-notes-${id}`,
    lastResult: notesForm.reply?.result,
    defaultValue: { notes },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const [notice, setNotice] = useState('');
  useOnReply(statusForm.reply, (answer) => setNotice(answer.ok && answer.lead ? `Status set to ${statusLabel(kind, answer.lead.status)}.` : ''));
  useOnReply(notesForm.reply, (answer) => {
    if (answer.ok && goOn(answer, `Saved the notes on ${name}.`)) return;
    setNotice(answer.ok ? 'Notes saved.' : '');
  });
  // The status just chosen shows at once, while it is being saved.
  const chosen = statusForm.fetcher.formData?.get('status');
  const current = typeof chosen === 'string' ? chosen : status;
  const pending = statusForm.pending || notesForm.pending;

  return (
    <div className="space-y-4">
      <statusForm.fetcher.Form method="post" onSubmit={() => setNotice('')}>
        <input type="hidden" name="intent" value={LEAD_STATUS_INTENT} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <Enhanced />
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
                onClick={(event) => {
                  if (pending || active) event.preventDefault();
                }}
                className={`min-h-9 border-l border-slate-300 px-2 text-sm font-semibold first:border-l-0 aria-disabled:cursor-wait ${active ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
              >
                {choice.label}
              </button>
            );
          })}
        </div>
      </statusForm.fetcher.Form>
      <notesForm.fetcher.Form
        method="post"
        className="space-y-2"
        {...getFormProps(form)}
        onSubmit={(event) => {
          setNotice('');
          form.onSubmit(event);
        }}
      >
        <input type="hidden" name="intent" value={LEAD_UPDATE_INTENT} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="status" value={current} />
        <Enhanced />
        <NotesField meta={fields.notes} rows={4} />
        <Button type="submit" aria-disabled={pending} variant="secondary" size="compact" fullWidth>
          {notesForm.pending ? 'Saving...' : 'Save Notes'}
        </Button>
        <SaveAndNext pending={pending} />
      </notesForm.fetcher.Form>
      <p role="status" className="text-sm font-medium text-success-700">
        {notice}
      </p>
      <Alert message={fields.notes.errors?.[0] ?? statusForm.error ?? notesForm.error ?? serverError} />
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
        <input type="hidden" name="intent" value={LEAD_RESTORE_INTENT} />
        <Button type="submit" variant="outline" size="compact" className="bg-white">
          Restore to inbox and notify staff
        </Button>
      </Form>
    </div>
  );
}
