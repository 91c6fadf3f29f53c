import { type DefaultValue, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useState } from 'react';
import { useActionData, useNavigation } from 'react-router';
import type { z } from 'zod';

export interface LeadFormActionData {
  result: SubmissionResult<string[]> | undefined;
  formError: string | null;
  receivedId: string | null;
}

/**
 * Conform wired to the route's action: the same schema validates in the browser and on the
 * server, and the result tells whether the lead was stored.
 */
export function useLeadForm<Schema extends z.ZodObject>(schema: Schema, options: { id: string; defaultValue?: Partial<Record<keyof z.input<Schema>, string>>; successVisibleMs?: number }) {
  const actionData = useActionData<LeadFormActionData>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    // Every field of these forms is a string, so partial string defaults are always valid.
    defaultValue: options.defaultValue as DefaultValue<z.input<Schema>> | undefined,
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

  return {
    form,
    fields,
    submitting: navigation.state !== 'idle' && navigation.formMethod === 'POST',
    succeeded: receivedId !== null && receivedId !== expiredId,
    formError: actionData?.formError ?? null,
  };
}
