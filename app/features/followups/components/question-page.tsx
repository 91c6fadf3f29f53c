import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormBanner, TextareaField, TextField } from '~/components/ui/form-field';
import type { QuestionWords } from '~/content/follow-ups';
import { QUESTION_MAX, QUESTION_PHONE_MAX, questionSchemaIn } from '../question-form';
import type { QuestionReply, QuestionView } from '../question.server';

/**
 * The form an estimate follow-up's "Ask us a question" link opens: one question (and a phone
 * number if they want a call), a plain form that works without JavaScript and keeps what was
 * typed when it is refused. The answer goes to the address the email went to.
 */
export function QuestionPage({ view, reply, words }: { view: QuestionView; reply: QuestionReply | undefined; words: QuestionWords }) {
  const navigation = useNavigation();
  const schema = questionSchemaIn(words.errors);
  const [form, fields] = useForm({
    id: 'follow-up-question',
    lastResult: navigation.state === 'idle' ? reply?.result : undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const sent = reply?.sent === true;
  const invalid = view.state === 'invalid';
  const title = invalid ? words.invalidTitle : sent ? words.sentTitle : words.title;
  return (
    <div className="bg-sand-50">
      <div className="container-page py-10 sm:py-16">
        <div className="mx-auto max-w-xl space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="font-display text-3xl font-bold text-brand-900">{title}</h1>
          <div role="status" aria-live="polite">
            {sent ? (
              <FormBanner tone="success">
                {words.sent} {words.stopped}
              </FormBanner>
            ) : null}
          </div>
          <div role="alert">
            {invalid ? (
              <FormBanner tone="error">{words.invalid}</FormBanner>
            ) : reply?.formError ? (
              <FormBanner tone="error">{reply.formError}</FormBanner>
            ) : null}
          </div>
          {!invalid && !sent ? (
            <Form method="post" className="space-y-5" {...getFormProps(form)}>
              <p className="text-slate-700">{words.intro(view.firstName)}</p>
              <TextareaField meta={fields.message} label={words.message} hint={words.messageHint} maxLength={QUESTION_MAX} rows={6} />
              <TextField meta={fields.phone} label={words.phone} hint={words.phoneHint} type="tel" autoComplete="tel" maxLength={QUESTION_PHONE_MAX} />
              <p className="text-sm text-slate-600">{words.answerAt(view.email)}</p>
              <Button type="submit" size="lg" fullWidth disabled={navigation.state === 'submitting'}>
                {navigation.state === 'submitting' ? words.sending : words.send}
              </Button>
            </Form>
          ) : null}
        </div>
      </div>
    </div>
  );
}
