import { type DefaultValue, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useRef, useState } from 'react';
import { useActionData, useNavigation } from 'react-router';
import type { z } from 'zod';
import type { LeadFormActionData } from './lead-form-client';

interface LeadFormOptions<Schema extends z.ZodObject> {
  id: string;
  defaultValue?: Partial<Record<keyof z.input<Schema>, string>>;
  successVisibleMs?: number;
  /** Keeps what is typed in this tab's session storage under this key until the form is sent. */
  draftKey?: string;
  /** The fields a draft keeps (never the form token, the honeypot or the source fields). */
  draftFields?: readonly string[];
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
export function useLeadForm<Schema extends z.ZodObject>(schema: Schema, options: LeadFormOptions<Schema>) {
  const actionData = useActionData<LeadFormActionData>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    // Every field of these forms is a string. Each has a default ('' unless given), so a reset
    // after success returns each select to its placeholder: Conform unselects every option of a
    // select that has no default, which shows a blank box.
    defaultValue: { ...Object.fromEntries(Object.keys(schema.shape).map((name) => [name, ''])), ...options.defaultValue } as DefaultValue<z.input<Schema>>,
    // Required markers and native checks for browsers that run no JavaScript.
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
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
