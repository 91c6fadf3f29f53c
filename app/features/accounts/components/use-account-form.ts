import { type DefaultValue, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { useActionData, useNavigation } from 'react-router';
import type { z } from 'zod';
import type { AccountActionData } from '../account-action';

/**
 * Conform wired to an account page's action: the form's one schema validates in the browser
 * and on the server. `intent` separates the forms of a page (profile and password).
 */
export function useAccountForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  options: { id: string; intent?: string; defaultValue?: DefaultValue<z.input<Schema>> },
) {
  const actionData = useActionData<AccountActionData>();
  const navigation = useNavigation();
  const mine = options.intent === undefined || actionData?.intent === options.intent;
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: navigation.state === 'idle' && mine ? actionData?.result : undefined,
    defaultValue: options.defaultValue,
    // Required markers and native checks for browsers that run no JavaScript.
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const submitting =
    navigation.state !== 'idle' && navigation.formMethod === 'POST' && (options.intent === undefined || navigation.formData?.get('intent') === options.intent);
  return {
    form,
    fields,
    submitting,
    formError: mine ? (actionData?.formError ?? form.errors?.[0] ?? null) : (form.errors?.[0] ?? null),
    notice: mine && navigation.state === 'idle' ? (actionData?.notice ?? null) : null,
    created: actionData?.created === true,
  };
}
