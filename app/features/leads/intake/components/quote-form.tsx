import { getFormProps } from '@conform-to/react';
import { useState } from 'react';
import { Form, useLocation } from 'react-router';
import { Button, buttonClasses } from '~/components/ui/button';
import { SelectField, TextareaField, TextField } from '~/components/ui/form-field';
import { defaultStateCode } from '~/content/us-states';
import type { LeadFormWords } from '~/content/lead-forms';
import { HydrationSlice } from '~/lib/hydration-slice';
import { useLocale } from '~/lib/messages';
import type { quoteRequestSchemaIn } from '../quote-request';
import { budgets, projectTypes, packageChoices, QUOTE_SUCCESS_VISIBLE_MS, referralSources, stateChoices, timeframes, type Choice } from '../../choices';
import { afterHoursNote } from '../after-hours';
import type { QuoteFormDefaults } from '../quote-form-defaults';
import { LeadFormExtras } from './lead-form-extras';
import { LeadFormMessages, messagesId } from './lead-form-messages';
import { type LeadConstraints, useLeadForm } from './use-lead-form';
import { PriceRange } from './price-range';
import type { PriceTable } from '~/content/pricing';
import { PhotoPicker } from '../../photos/components/photo-picker';
import { PHOTOS_FIELD } from '../../photos/photo-limits';

const legendClass = 'text-lg font-semibold text-brand-900';

/** A list's options with their names in the form's language (every list has a name for each value). */
function named(choices: readonly Choice[], names: Readonly<Record<string, string>>): Choice[] {
  return choices.map((choice) => ({ value: choice.value, label: names[choice.value] ?? choice.label }));
}

/** The quote form in its page's language: `words` are the form's words (app/content/lead-forms.ts or es/). */
export function QuoteForm({
  formToken,
  constraint,
  words,
  prices,
  packageNames,
  defaults = {},
  consent,
}: {
  formToken: string;
  constraint: LeadConstraints;
  words: LeadFormWords;
  /** The company profile's price list and its packages' names in the page's language, from the page's loader. */
  prices: PriceTable;
  packageNames: Readonly<Record<string, string>>;
  defaults?: QuoteFormDefaults;
  /** A later feature's box above the button (texting consent), passed in by the route. */
  consent?: React.ReactNode;
}) {
  const locale = useLocale();
  const { form, fields, submitting, succeeded, sent, confirmationRef, formError, settledId } = useLeadForm<ReturnType<typeof quoteRequestSchemaIn>>({
    id: 'quote-form',
    form: 'quote',
    words: words.validation,
    constraint,
    defaultValue: { state: defaultStateCode, ...defaults },
    successVisibleMs: QUOTE_SUCCESS_VISIBLE_MS,
    draftKey: 'gwc.quote-draft',
    // The fields a draft keeps while the visitor is away from the form (a reload, another tab).
    draftFields: Object.keys(constraint),
  });
  const { quote, options } = words;
  const { pathname, search } = useLocation();
  const [photoCount, setPhotoCount] = useState(0);
  // The packages of the chosen project type, when it has a price list (as typed, or as the link chose it).
  const chosenType = fields.projectType.value;
  const packages = named(packageChoices(typeof chosenType === 'string' ? chosenType : defaults.projectType, prices), packageNames);

  return (
    // Posted to the page at its messages, so without scripts the answer opens there.
    <Form
      method="post"
      action={`${pathname}${search}#${messagesId(form.id)}`}
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="space-y-8"
      aria-describedby="quote-form-note"
    >
      <p id="quote-form-note" className="text-sm text-slate-600">
        {words.requiredNote.before}{' '}
        <span aria-hidden="true" className="text-danger-700">
          *
        </span>
        <span className="sr-only">{words.requiredNote.marker}</span> {words.requiredNote.after}
      </p>
      <LeadFormMessages
        formId={form.id}
        confirmationRef={confirmationRef}
        formError={formError ?? form.errors?.[0] ?? null}
        words={words.server}
        photosKept={photoCount > 0}
        banner={succeeded ? quote.success : null}
        summary={
          sent
            ? [
                words.confirmations.quoteSent(sent.sentTo.phone),
                sent.priceRange ? `${words.price.estimated(sent.priceRange)}. ${words.price.note}` : '',
                sent.opensAt ? afterHoursNote(words, locale, 'quote-requests', sent.opensAt, sent.closedFor) : '',
                words.confirmations.sendAnother,
              ]
            : null
        }
      />
      {sent?.bookPath ? (
        <a href={sent.bookPath} className={buttonClasses()} data-book-visit="">
          {words.bookVisit}
        </a>
      ) : null}
      <LeadFormExtras formToken={formToken} />

      {/* Each group of fields hydrates in a task of its own (app/lib/hydration-slice.tsx). */}
      <HydrationSlice>
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className={`${legendClass} mb-4`}>{quote.legends.contact}</legend>
          <TextField meta={fields.firstName} label={quote.labels.firstName} autoComplete="given-name" />
          <TextField meta={fields.lastName} label={quote.labels.lastName} autoComplete="family-name" />
          <TextField meta={fields.email} label={quote.labels.email} type="email" autoComplete="email" />
          <TextField meta={fields.phone} label={quote.labels.phone} type="tel" autoComplete="tel" />
        </fieldset>
      </HydrationSlice>

      <HydrationSlice>
        <fieldset className="grid gap-5 sm:grid-cols-6">
          <legend className={`${legendClass} mb-4`}>{quote.legends.property}</legend>
          <TextField meta={fields.address} label={quote.labels.address} autoComplete="street-address" className="sm:col-span-6" />
          <TextField meta={fields.city} label={quote.labels.city} autoComplete="address-level2" className="sm:col-span-2" />
          <SelectField
            meta={fields.state}
            label={quote.labels.state}
            options={named(stateChoices, options.state)}
            autoComplete="address-level1"
            className="sm:col-span-2"
          />
          <TextField meta={fields.zipCode} label={quote.labels.zipCode} autoComplete="postal-code" inputMode="numeric" className="sm:col-span-2" />
        </fieldset>
      </HydrationSlice>

      <HydrationSlice>
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className={`${legendClass} mb-4`}>{quote.legends.project}</legend>
          <SelectField
            meta={fields.projectType}
            label={quote.labels.projectType}
            options={named(projectTypes, options.projectType)}
            placeholder={quote.placeholders.projectType}
            className="sm:col-span-2"
          />
          {packages.length > 0 ? (
            <SelectField
              meta={fields.servicePackage}
              label={quote.labels.servicePackage}
              hint={quote.hints.servicePackage}
              options={packages}
              placeholder={quote.placeholders.servicePackage}
              className="sm:col-span-2"
            />
          ) : null}
          <TextField
            meta={fields.windowCount}
            label={quote.labels.windowCount}
            hint={quote.hints.windowCount}
            inputMode="numeric"
            autoComplete="off"
            className="sm:col-span-2"
          />
          <PriceRange
            projectType={typeof chosenType === 'string' ? chosenType : defaults.projectType}
            windows={fields.windowCount.value}
            servicePackage={fields.servicePackage.value}
            prices={prices}
            words={words.price}
          />
          <TextareaField
            meta={fields.projectDescription}
            label={quote.labels.projectDescription}
            hint={quote.hints.projectDescription}
            className="sm:col-span-2"
          />
          <SelectField meta={fields.budget} label={quote.labels.budget} options={named(budgets, options.budget)} placeholder={quote.placeholders.budget} />
          <SelectField
            meta={fields.timeframe}
            label={quote.labels.timeframe}
            options={named(timeframes, options.timeframe)}
            placeholder={quote.placeholders.timeframe}
          />
          <SelectField
            meta={fields.howDidYouHear}
            label={quote.labels.howDidYouHear}
            options={named(referralSources, options.howDidYouHear)}
            placeholder={quote.placeholders.howDidYouHear}
            className="sm:col-span-2"
          />
          {consent ? <div className="sm:col-span-2">{consent}</div> : null}
          {/* Last of the form's fields: the browser sends them in this order, and the server reads
              and checks every other field before it reads a byte of a photo. */}
          <PhotoPicker errors={form.allErrors[PHOTOS_FIELD]} resetKey={settledId} words={words.photos} onCount={setPhotoCount} />
        </fieldset>
      </HydrationSlice>

      <Button type="submit" size="lg" fullWidth disabled={submitting}>
        {submitting ? quote.submitting : quote.submit}
      </Button>
    </Form>
  );
}
