import { getFormProps } from '@conform-to/react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { FormBanner, SelectField, TextareaField, TextField } from '~/components/ui/form-field';
import { defaultStateCode } from '~/content/us-states';
import {
  budgets,
  projectTypes,
  QUOTE_SUCCESS_MESSAGE,
  packageChoices,
  QUOTE_SUCCESS_VISIBLE_MS,
  quoteRequestSchema,
  referralSources,
  stateChoices,
  timeframes,
} from '../quote-request';
import { leadConfirmations } from '~/content/lead-confirmations';
import { afterHoursNote } from '../after-hours';
import type { QuoteFormDefaults } from '../quote-form-defaults';
import { LeadFormExtras } from './lead-form-extras';
import { LeadConfirmation } from './lead-confirmation';
import { useLeadForm } from './use-lead-form';
import { PriceRange } from './price-range';
import { PhotoPicker } from './photo-picker';
import { PHOTOS_FIELD } from '../photo-limits';

const legendClass = 'text-lg font-semibold text-brand-900';

/** The fields a draft of the form keeps while the visitor is away from it (a reload, another tab). */
const draftFields = Object.keys(quoteRequestSchema.shape);

export function QuoteForm({ formToken, defaults = {} }: { formToken: string; defaults?: QuoteFormDefaults }) {
  const { form, fields, submitting, succeeded, sent, confirmationRef, formError, settledId } = useLeadForm(quoteRequestSchema, {
    id: 'quote-form',
    defaultValue: { state: defaultStateCode, ...defaults },
    successVisibleMs: QUOTE_SUCCESS_VISIBLE_MS,
    draftKey: 'gwc.quote-draft',
    draftFields,
  });
  const errors = [formError, ...(form.errors ?? [])].filter(Boolean);
  // The packages of the chosen project type, when it has a price list (as typed, or as the link chose it).
  const chosenType = fields.projectType.value;
  const packages = packageChoices(typeof chosenType === 'string' ? chosenType : defaults.projectType);

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-8" aria-describedby="quote-form-note">
      <p id="quote-form-note" className="text-sm text-slate-600">
        Fields marked <span aria-hidden="true" className="text-danger-700">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <LeadConfirmation
        ref={confirmationRef}
        banner={succeeded ? QUOTE_SUCCESS_MESSAGE : null}
        summary={
          sent
            ? [
                leadConfirmations.quoteSent(sent.sentTo.phone),
                sent.priceRange ? leadConfirmations.priceRange(sent.priceRange) : '',
                sent.opensAt ? afterHoursNote('quote-requests', sent.opensAt) : '',
                leadConfirmations.sendAnother,
              ]
            : null
        }
      />
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
        {packages.length > 0 ? (
          <SelectField
            meta={fields.servicePackage}
            label="Package"
            hint="The package on the service's price list, if you have one in mind."
            options={packages}
            placeholder="Not sure yet"
            className="sm:col-span-2"
          />
        ) : null}
        <TextField
          meta={fields.windowCount}
          label="How many windows?"
          hint="An estimate from our price list appears as you type."
          inputMode="numeric"
          autoComplete="off"
          className="sm:col-span-2"
        />
        <PriceRange
          projectType={typeof chosenType === 'string' ? chosenType : defaults.projectType}
          windows={fields.windowCount.value}
          servicePackage={fields.servicePackage.value}
        />
        <TextareaField
          meta={fields.projectDescription}
          label="Project description"
          hint="How many windows or doors, their sizes if you know them, and what you'd like done."
          className="sm:col-span-2"
        />
        <PhotoPicker errors={form.allErrors[PHOTOS_FIELD]} resetKey={settledId} />
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
