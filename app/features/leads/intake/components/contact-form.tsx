import { getFormProps } from '@conform-to/react';
import { Form, useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import { SelectField, TextareaField, TextField } from '~/components/ui/form-field';
import type { LeadFormWords } from '~/content/lead-forms';
import { useLocale } from '~/lib/messages';
import type { contactMessageSchemaIn } from '../contact-message';
import { contactSubjects } from '../../choices';
import { afterHoursNote } from '../after-hours';
import { LeadFormMessages, messagesId } from './lead-form-messages';
import { LeadFormExtras } from './lead-form-extras';
import { type LeadConstraints, useLeadForm } from './use-lead-form';

/** The contact form in its page's language: `words` are the form's words (app/content/lead-forms.ts or es/). */
/** `consent` is a later feature's box above the button (texting consent), passed in by the route. */
export function ContactForm({
  formToken,
  constraint,
  words,
  consent,
}: {
  formToken: string;
  constraint: LeadConstraints;
  words: LeadFormWords;
  consent?: React.ReactNode;
}) {
  const locale = useLocale();
  const { form, fields, submitting, succeeded, sent, confirmationRef, formError } = useLeadForm<ReturnType<typeof contactMessageSchemaIn>>({
    id: 'contact-form',
    form: 'contact',
    words: words.validation,
    constraint,
  });
  const { contact } = words;
  const { pathname, search } = useLocation();
  const subjects = contactSubjects.map((choice) => ({ value: choice.value, label: words.options.subject[choice.value] }));

  return (
    // Posted to the page at its messages, so without scripts the answer opens there.
    <Form method="post" action={`${pathname}${search}#${messagesId(form.id)}`} {...getFormProps(form)} className="space-y-5">
      <LeadFormMessages
        formId={form.id}
        confirmationRef={confirmationRef}
        formError={formError ?? form.errors?.[0] ?? null}
        words={words.server}
        banner={succeeded ? contact.success : null}
        summary={
          sent
            ? [
                words.confirmations.messageSent(sent.sentTo.email, sent.sentTo.phone),
                sent.opensAt ? afterHoursNote(words, locale, 'contact-messages', sent.opensAt, sent.closedFor) : '',
                words.confirmations.sendAnother,
              ]
            : null
        }
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.name} label={contact.labels.name} autoComplete="name" />
        <TextField meta={fields.email} label={contact.labels.email} type="email" autoComplete="email" />
        <TextField meta={fields.phone} label={contact.labels.phone} type="tel" autoComplete="tel" />
        <SelectField meta={fields.subject} label={contact.labels.subject} options={subjects} placeholder={contact.placeholders.subject} />
      </div>
      <TextareaField meta={fields.message} label={contact.labels.message} rows={6} />
      <LeadFormExtras formToken={formToken} />
      {consent}
      <Button type="submit" size="lg" fullWidth disabled={submitting}>
        {submitting ? contact.submitting : contact.submit}
      </Button>
    </Form>
  );
}
