import { getFormProps } from '@conform-to/react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormBanner, SelectField, TextareaField, TextField } from '~/components/ui/form-field';
import { defaultStateCode } from '~/content/us-states';
import {
  budgets,
  projectTypes,
  QUOTE_SUCCESS_MESSAGE,
  QUOTE_SUCCESS_VISIBLE_MS,
  quoteRequestSchema,
  referralSources,
  stateChoices,
  timeframes,
} from '../quote-request';
import { LeadFormExtras } from './lead-form-extras';
import { useLeadForm } from './use-lead-form';

const legendClass = 'text-lg font-semibold text-brand-900';

export function QuoteForm({ formToken }: { formToken: string }) {
  const { form, fields, submitting, succeeded, formError } = useLeadForm(quoteRequestSchema, {
    id: 'quote-form',
    defaultValue: { state: defaultStateCode },
    successVisibleMs: QUOTE_SUCCESS_VISIBLE_MS,
  });
  const errors = [formError, ...(form.errors ?? [])].filter(Boolean);

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-8" aria-describedby="quote-form-note">
      <p id="quote-form-note" className="text-sm text-slate-600">
        Fields marked <span aria-hidden="true" className="text-danger-700">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div role="status" aria-live="polite">
        {succeeded ? <FormBanner tone="success">{QUOTE_SUCCESS_MESSAGE}</FormBanner> : null}
      </div>
      <div role="alert">{errors.length ? <FormBanner tone="error">{errors[0]}</FormBanner> : null}</div>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={`${legendClass} mb-4`}>Your contact information</legend>
        <TextField meta={fields.firstName} label="First name" autoComplete="given-name" />
        <TextField meta={fields.lastName} label="Last name" autoComplete="family-name" />
        <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
        <TextField meta={fields.phone} label="Phone number" type="tel" autoComplete="tel" />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-6">
        <legend className={`${legendClass} mb-4`}>Property address</legend>
        <TextField meta={fields.address} label="Street address" autoComplete="street-address" className="sm:col-span-6" />
        <TextField meta={fields.city} label="City" autoComplete="address-level2" className="sm:col-span-2" />
        <SelectField meta={fields.state} label="State" options={stateChoices} autoComplete="address-level1" className="sm:col-span-2" />
        <TextField meta={fields.zipCode} label="ZIP code" autoComplete="postal-code" inputMode="numeric" className="sm:col-span-2" />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={`${legendClass} mb-4`}>About your project</legend>
        <SelectField meta={fields.projectType} label="Project type" options={projectTypes} placeholder="Select a project type" className="sm:col-span-2" />
        <TextareaField
          meta={fields.projectDescription}
          label="Project description"
          hint="How many windows or doors, their sizes if you know them, and what you'd like done."
          className="sm:col-span-2"
        />
        <SelectField meta={fields.budget} label="Budget" options={budgets} placeholder="Select a budget" />
        <SelectField meta={fields.timeframe} label="Timeframe" options={timeframes} placeholder="Select a timeframe" />
        <SelectField
          meta={fields.howDidYouHear}
          label="How did you hear about us?"
          options={referralSources}
          placeholder="Select an option"
          className="sm:col-span-2"
        />
      </fieldset>

      <LeadFormExtras formToken={formToken} />
      <Button type="submit" size="lg" fullWidth disabled={submitting}>
        {submitting ? 'Submitting...' : 'Request My Free Quote'}
      </Button>
    </Form>
  );
}
