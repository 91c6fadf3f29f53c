import { getFormProps } from '@conform-to/react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormBanner, SelectField, TextareaField, TextField } from '~/components/ui/form-field';
import { CONTACT_SUCCESS_MESSAGE, contactMessageSchema, contactSubjects } from '../contact-message';
import { leadConfirmations } from '~/content/lead-confirmations';
import { afterHoursNote } from '../after-hours';
import { LeadConfirmation } from './lead-confirmation';
import { LeadFormExtras } from './lead-form-extras';
import { useLeadForm } from './use-lead-form';

export function ContactForm({ formToken }: { formToken: string }) {
  const { form, fields, submitting, succeeded, sent, confirmationRef, formError } = useLeadForm(contactMessageSchema, { id: 'contact-form' });
  const errors = [formError, ...(form.errors ?? [])].filter(Boolean);

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <LeadConfirmation
        ref={confirmationRef}
        banner={succeeded ? CONTACT_SUCCESS_MESSAGE : null}
        summary={
          sent
            ? [leadConfirmations.messageSent(sent.sentTo.email, sent.sentTo.phone), sent.opensAt ? afterHoursNote('contact-messages', sent.opensAt) : '', leadConfirmations.sendAnother]
            : null
        }
      />
      <div role="alert">{errors.length ? <FormBanner tone="error">{errors[0]}</FormBanner> : null}</div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.name} label="Name" autoComplete="name" />
        <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
        <TextField meta={fields.phone} label="Phone number" type="tel" autoComplete="tel" />
        <SelectField meta={fields.subject} label="Subject" options={contactSubjects} placeholder="Select a subject" />
      </div>
      <TextareaField meta={fields.message} label="Message" rows={6} />
      <LeadFormExtras formToken={formToken} />
      <Button type="submit" size="lg" fullWidth disabled={submitting}>
        {submitting ? 'Sending...' : 'Send Message'}
      </Button>
    </Form>
  );
}
