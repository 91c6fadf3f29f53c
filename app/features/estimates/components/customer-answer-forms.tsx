import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, useActionData, useNavigation } from 'react-router';
import { controlClasses } from '~/components/ui/form-field';
import { Button } from '~/components/ui/button';
import type { EstimatePageWordSet } from '~/content/estimates';
import { formatAmount } from '~/features/orders/order-status';
import { APPROVE_INTENT, approveSchema, DECLINE_INTENT, declineSchema, NAME_MAX, REASON_MAX } from '../customer-answer';
import type { EstimateDocument } from '../estimate-document';
import type { CustomerReply } from '../estimate-handlers.server';

function useAnswerForm<Schema extends Parameters<typeof parseWithZod>[1]['schema']>(intent: string, schema: Schema) {
  const reply = useActionData<CustomerReply>();
  const navigation = useNavigation();
  const mine = reply?.intent === intent ? reply : undefined;
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return { mine, busy, lastResult: navigation.state === 'idle' ? mine?.result : undefined, schema };
}

function Problem({ id, message }: { id?: string; message?: string | null }) {
  return message ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-danger-700">
      {message}
    </p>
  ) : null;
}

/** Choose an option, consent to sign electronically, type one's full name, accept the terms: the signature. */
export function ApproveForm({ document, documentHash, words }: { document: EstimateDocument; documentHash: string; words: EstimatePageWordSet }) {
  const { mine, busy, lastResult, schema } = useAnswerForm(APPROVE_INTENT, approveSchema(words.errors, document.options.length));
  const [form, fields] = useForm({
    id: 'approve-estimate',
    lastResult,
    defaultValue: document.options.length === 1 ? { option: '1' } : undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const optionError = fields.option.errors?.[0];
  return (
    <Form method="post" className="space-y-5" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={APPROVE_INTENT} />
      <input type="hidden" name="documentHash" value={documentHash} />
      {mine && !mine.ok && mine.message ? (
        <p role="alert" className="rounded-lg border border-danger-700/30 bg-danger-50 px-4 py-3 font-medium text-danger-700">
          {mine.message}
        </p>
      ) : null}
      <fieldset aria-describedby={optionError ? fields.option.errorId : undefined}>
        <legend className="text-sm font-semibold text-slate-800">{words.page.chooseOption}</legend>
        <div className="mt-2 grid gap-2">
          {document.options.map((option) => (
            <label
              key={option.position}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2 has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-200"
            >
              <input
                type="radio"
                name={fields.option.name}
                value={String(option.position)}
                defaultChecked={fields.option.initialValue === String(option.position)}
                className="size-4 shrink-0"
              />
              <span className="min-w-0 flex-1">
                <span className="font-semibold text-brand-900">
                  {words.page.optionLabel(option.letter)}: {option.title}
                </span>
                {option.recommended ? <span className="ml-2 text-xs font-semibold text-brand-700 uppercase">{words.page.recommended}</span> : null}
              </span>
              <span className="font-semibold tabular-nums">{formatAmount(option.totalCents)}</span>
            </label>
          ))}
        </div>
        <Problem id={fields.option.errorId} message={optionError} />
      </fieldset>
      <section aria-labelledby="esign-consent-heading" className="rounded-lg border border-slate-300 bg-slate-50 p-4">
        <h3 id="esign-consent-heading" className="font-semibold text-brand-900">
          {words.page.esign.heading}
        </h3>
        <div id="esign-consent-text" className="mt-2 space-y-2 text-sm text-slate-700">
          {words.page.esign.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <label className="mt-3 flex items-start gap-3 font-medium text-slate-800">
          <input
            {...getInputProps(fields.esignConsent, { type: 'checkbox', ariaDescribedBy: undefined })}
            key={fields.esignConsent.key}
            aria-describedby={fields.esignConsent.errors?.length ? `esign-consent-text ${fields.esignConsent.errorId}` : 'esign-consent-text'}
            className="mt-1 size-4 shrink-0"
          />
          {words.page.esign.checkbox}
        </label>
        <Problem id={fields.esignConsent.errorId} message={fields.esignConsent.errors?.[0]} />
      </section>
      <div>
        <label htmlFor={fields.fullName.id} className="block text-sm font-semibold text-slate-800">
          {words.page.fullName}
        </label>
        <input
          {...getInputProps(fields.fullName, { type: 'text', ariaDescribedBy: undefined })}
          key={fields.fullName.key}
          autoComplete="name"
          maxLength={NAME_MAX}
          aria-describedby={fields.fullName.errors?.length ? fields.fullName.errorId : undefined}
          className={controlClasses}
        />
        <Problem id={fields.fullName.errorId} message={fields.fullName.errors?.[0]} />
      </div>
      <div>
        <label className="flex items-start gap-3 text-slate-800">
          <input
            {...getInputProps(fields.acceptTerms, { type: 'checkbox', ariaDescribedBy: undefined })}
            key={fields.acceptTerms.key}
            aria-describedby={fields.acceptTerms.errors?.length ? fields.acceptTerms.errorId : undefined}
            className="mt-1 size-4 shrink-0"
          />
          {words.page.acceptTerms}
        </label>
        <Problem id={fields.acceptTerms.errorId} message={fields.acceptTerms.errors?.[0]} />
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? words.page.approving : words.page.approveButton}
      </Button>
    </Form>
  );
}

/** Decline, with a reason if the customer wants to give one. */
export function DeclineForm({ words }: { words: EstimatePageWordSet }) {
  const { mine, busy, lastResult, schema } = useAnswerForm(DECLINE_INTENT, declineSchema(words.errors));
  const [form, fields] = useForm({
    id: 'decline-estimate',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <Form method="post" className="space-y-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={DECLINE_INTENT} />
      {mine && !mine.ok && mine.message ? (
        <p role="alert" className="rounded-lg border border-danger-700/30 bg-danger-50 px-4 py-3 font-medium text-danger-700">
          {mine.message}
        </p>
      ) : null}
      <div>
        <label htmlFor={fields.reason.id} className="block text-sm font-semibold text-slate-800">
          {words.page.declineReason} <span className="font-normal text-slate-600">{words.page.optional}</span>
        </label>
        <textarea
          {...getTextareaProps(fields.reason, { ariaDescribedBy: undefined })}
          key={fields.reason.key}
          rows={3}
          maxLength={REASON_MAX}
          aria-describedby={fields.reason.errors?.length ? fields.reason.errorId : undefined}
          className={controlClasses}
        />
        <Problem id={fields.reason.errorId} message={fields.reason.errors?.[0]} />
      </div>
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? words.page.declining : words.page.declineButton}
      </Button>
    </Form>
  );
}
