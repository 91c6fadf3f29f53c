import { type DefaultValue, type Submission, useForm } from '@conform-to/react';
import type { getZodConstraint } from '@conform-to/zod/v4';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useActionData, useNavigation } from 'react-router';
import type { z } from 'zod';
import type { LeadValidationWords } from '~/content/lead-forms';
import { afterHydration } from '~/lib/hydration-slice';
import type { LeadFormActionData } from './lead-form-client';
import type { LeadFormName, leadValidator } from './lead-validation';

/** What each field of a form requires, as the page's loader sends it (lead-words.server.ts). */
export type LeadConstraints = ReturnType<typeof getZodConstraint>;

interface LeadFormOptions<Schema extends z.ZodObject> {
  id: string;
  /** Which form: its schema checks it in the browser once the visitor starts on it. */
  form: LeadFormName;
  /** The words of the form's messages. */
  words: LeadValidationWords;
  constraint: LeadConstraints;
  defaultValue?: Partial<Record<keyof z.input<Schema>, string>>;
  successVisibleMs?: number;
  /** Keeps what is typed in this tab's session storage under this key until the form is sent. */
  draftKey?: string;
  /** The fields a draft keeps (never the form token, the honeypot or the source fields). */
  draftFields?: readonly string[];
}

type Validation = { leadValidator: typeof leadValidator };

/**
 * Loads the form's checks (Zod and the schemas, about 30 kB) when the visitor first enters the
 * form, not with the page. Until they are in, a field left is remembered and checked once they
 * are, and a form sent is checked by the server, which checks every form in any case.
 */
function useValidation(formId: string, form: LeadFormName, words: LeadValidationWords) {
  const [validation, setValidation] = useState<Validation | null>(null);
  const leftEarly = useRef(new Set<string>());
  useEffect(() => {
    const element = document.getElementById(formId);
    if (validation || !element) return;
    let cancelled = false;
    const load = () => {
      import('./lead-validation').then(
        (loaded) => !cancelled && setValidation(loaded),
        () => {
          // Offline or a new deployment: the server's checks answer instead.
        },
      );
    };
    const left = (event: FocusEvent) => {
      const name = (event.target as HTMLInputElement | null)?.name;
      if (name) leftEarly.current.add(name);
    };
    element.addEventListener('focusin', load, { once: true });
    element.addEventListener('focusout', left);
    return () => {
      cancelled = true;
      element.removeEventListener('focusin', load);
      element.removeEventListener('focusout', left);
    };
  }, [formId, validation]);
  return { validate: useMemo(() => validation?.leadValidator(form, words), [validation, form, words]), leftEarly };
}

/**
 * True once every part of the form is hydrated. The field groups hydrate each on its own
 * (app/lib/hydration-slice.tsx), after the form itself. Until the form is whole its state does not
 * follow the fields, so no group renders differently from the server's markup before React has
 * hydrated it (React would hydrate it first at the update's priority, or give up on the server's
 * markup and render it anew, which empties what was typed in it): what is typed, autofilled or
 * chosen stays in the page, the fields left are noted in `left`, and once whole the form reads
 * every field at once.
 */
function useWholeForm(formId: string, left: Set<string>) {
  const [whole, setWhole] = useState(false);
  // A layout effect, as the form's own listeners are: both start with the form's hydration.
  useLayoutEffect(() => {
    const element = document.getElementById(formId);
    if (!(element instanceof HTMLFormElement)) return;
    let held = true;
    let cancelled = false;
    // The form's state follows the fields from listeners on the document: stopped here, at the form.
    const hold = (event: Event) => {
      if (!held) return;
      event.stopPropagation();
      const name = (event.target as HTMLInputElement | null)?.name;
      if (event.type === 'focusout' && name) left.add(name);
    };
    element.addEventListener('input', hold);
    element.addEventListener('focusout', hold);
    afterHydration(() => {
      if (cancelled) return;
      held = false;
      setWhole(true);
      // One input event makes the form read all of its fields (any field's does).
      const changed = Array.from(element.elements).find(isChanged);
      changed?.dispatchEvent(new Event('input', { bubbles: true }));
    });
    return () => {
      cancelled = true;
      element.removeEventListener('input', hold);
      element.removeEventListener('focusout', hold);
    };
  }, [formId, left]);
  return whole;
}

/** A field whose value is no longer the one the page came with. */
function isChanged(field: Element): boolean {
  if (field instanceof HTMLSelectElement) return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
    return field.name !== '' && field.type !== 'file' && field.value !== field.defaultValue;
  return false;
}

const DRAFT_DELAY_MS = 300;

/**
 * Restores a saved draft into the form's fields once, then saves each change, until the form is sent.
 * The effect depends on the names' text, not on the array: the form renders again on every keystroke
 * once a field shows an error, and restoring the draft on each render would put back what was saved
 * over what is being typed.
 */
function useDraft(formId: string, key: string | undefined, fieldNames: readonly string[], sent: string | null) {
  const names = fieldNames.join('\n');
  useEffect(() => {
    const fields = names.split('\n');
    const form = document.getElementById(formId);
    if (!key || !(form instanceof HTMLFormElement)) return;
    try {
      const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Record<string, string> | null;
      for (const [name, value] of Object.entries(saved ?? {})) {
        const field = form.elements.namedItem(name);
        if (fields.includes(name) && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) {
          field.value = value;
        }
      }
    } catch {
      // Storage can be disabled or hold something unreadable: the form simply starts empty.
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      clearTimeout(timer);
      const data = new FormData(form);
      const draft = Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? '')]).filter(([, value]) => value !== ''));
      try {
        sessionStorage.setItem(key, JSON.stringify(draft));
      } catch {
        // A full or disabled storage only costs the draft.
      }
    };
    const save = () => {
      clearTimeout(timer);
      timer = setTimeout(write, DRAFT_DELAY_MS);
    };
    // Sending writes the draft at once, so no save is left waiting to write it back after a
    // success has removed it.
    form.addEventListener('submit', write);
    form.addEventListener('input', save);
    form.addEventListener('change', save);
    return () => {
      clearTimeout(timer);
      form.removeEventListener('submit', write);
      form.removeEventListener('input', save);
      form.removeEventListener('change', save);
    };
  }, [formId, key, names]);

  useEffect(() => {
    if (!key || !sent) return;
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Nothing to clear when storage is disabled.
    }
  }, [key, sent]);
}

/**
 * Conform wired to the route's action: the same schema validates in the browser and on the
 * server, and the result tells whether the lead was stored. On success the confirmation is
 * brought into view and given focus, so a person on a phone cannot miss it.
 */
export function useLeadForm<Schema extends z.ZodObject>(options: LeadFormOptions<Schema>) {
  const actionData = useActionData<LeadFormActionData>();
  const navigation = useNavigation();
  const { validate, leftEarly } = useValidation(options.id, options.form, options.words);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    // Every field of these forms is a string. Each has a default ('' unless given), so a reset
    // after success returns each select to its placeholder: Conform unselects every option of a
    // select that has no default, which shows a blank box.
    defaultValue: { ...Object.fromEntries(Object.keys(options.constraint).map((name) => [name, ''])), ...options.defaultValue } as DefaultValue<
      z.input<Schema>
    >,
    // Required markers and native checks for browsers that run no JavaScript.
    constraint: options.constraint,
    shouldValidate: validate ? 'onBlur' : 'onSubmit',
    shouldRevalidate: 'onInput',
    // The loaded schema is the one this form's type names (`form`).
    onValidate: validate && (({ formData }) => validate(formData) as Submission<z.input<Schema>, string[], z.output<Schema>>),
  });
  const whole = useWholeForm(options.id, leftEarly.current);
  useEffect(() => {
    if (!validate || !whole) return;
    for (const name of leftEarly.current) form.validate({ name });
    leftEarly.current.clear();
  }, [validate, whole, form, leftEarly]);
  const receivedId = actionData?.receivedId ?? null;
  const [expiredId, setExpiredId] = useState<string | null>(null);
  useEffect(() => {
    if (!receivedId || !options.successVisibleMs) return;
    const timer = setTimeout(() => setExpiredId(receivedId), options.successVisibleMs);
    return () => clearTimeout(timer);
  }, [receivedId, options.successVisibleMs]);

  const confirmationRef = useRef<HTMLDivElement>(null);
  // The form is reset once the page's data has reloaded after the action, not before.
  const settledId = navigation.state === 'idle' ? receivedId : null;
  useEffect(() => {
    const confirmation = confirmationRef.current;
    if (!settledId || !confirmation) return;
    confirmation.focus({ preventScroll: true });
    // Centred, so the sticky header never covers it.
    confirmation.scrollIntoView({ block: 'center' });
  }, [settledId]);

  useDraft(options.id, options.draftKey, options.draftFields ?? [], receivedId);

  return {
    form,
    fields,
    submitting: navigation.state !== 'idle' && navigation.formMethod === 'POST',
    succeeded: receivedId !== null && receivedId !== expiredId,
    /** The sent lead's summary: set from its success until the visitor leaves the page. */
    sent:
      receivedId !== null
        ? {
            sentTo: actionData?.sentTo ?? { email: '', phone: '' },
            opensAt: actionData?.opensAt ?? null,
            closedFor: actionData?.closedFor ?? null,
            priceRange: actionData?.priceRange ?? null,
            bookPath: actionData?.bookPath ?? null,
          }
        : null,
    confirmationRef,
    formError: actionData?.formError ?? null,
    /** The stored lead's id once the page has settled after its success; null before and after a failure. */
    settledId,
  };
}
