import { type DefaultValue, type Submission, useForm } from '@conform-to/react';
import type { getZodConstraint } from '@conform-to/zod/v4';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useActionData, useNavigation } from 'react-router';
import type { z } from 'zod';
import type { LeadValidationWords } from '~/content/lead-forms';
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

const DRAFT_DELAY_MS = 300;

/** Restores a saved draft into the form's fields, then saves each change, until the form is sent. */
function useDraft(formId: string, key: string | undefined, fields: readonly string[], sent: string | null) {
  useEffect(() => {
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
    const save = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const data = new FormData(form);
        const draft = Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? '')]).filter(([, value]) => value !== ''));
        try {
          sessionStorage.setItem(key, JSON.stringify(draft));
        } catch {
          // A full or disabled storage only costs the draft.
        }
      }, DRAFT_DELAY_MS);
    };
    form.addEventListener('input', save);
    form.addEventListener('change', save);
    return () => {
      clearTimeout(timer);
      form.removeEventListener('input', save);
      form.removeEventListener('change', save);
    };
  }, [formId, key, fields]);

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
    defaultValue: { ...Object.fromEntries(Object.keys(options.constraint).map((name) => [name, ''])), ...options.defaultValue } as DefaultValue<z.input<Schema>>,
    // Required markers and native checks for browsers that run no JavaScript.
    constraint: options.constraint,
    shouldValidate: validate ? 'onBlur' : 'onSubmit',
    shouldRevalidate: 'onInput',
    // The loaded schema is the one this form's type names (`form`).
    onValidate: validate && (({ formData }) => validate(formData) as Submission<z.input<Schema>, string[], z.output<Schema>>),
  });
  useEffect(() => {
    if (!validate) return;
    for (const name of leftEarly.current) form.validate({ name });
    leftEarly.current.clear();
  }, [validate, form, leftEarly]);
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
        ? { sentTo: actionData?.sentTo ?? { email: '', phone: '' }, opensAt: actionData?.opensAt ?? null, priceRange: actionData?.priceRange ?? null }
        : null,
    confirmationRef,
    formError: actionData?.formError ?? null,
    /** The stored lead's id once the page has settled after its success; null before and after a failure. */
    settledId,
  };
}
