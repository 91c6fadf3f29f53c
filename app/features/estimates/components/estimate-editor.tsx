import { type DefaultValue, type FieldMetadata, getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useActionData, useNavigation } from 'react-router';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { Checkbox, Input, Select, Textarea } from '~/components/ui/field';
import { services } from '~/content/services';
import { formatAmount } from '~/features/orders/order-status';
import type { EditorReply } from '../estimate-handlers.server';
import { EDITOR_SAVE_INTENT, EDITOR_SEND_INTENT, estimateFormSchema, MAX_LINES, MAX_OPTIONS, MESSAGE_MAX, parseDollars } from '../estimate-form';
import { findPriceItem, lineTotal, optionLetter, type PriceItem } from '../estimate-state';

const labelClass = 'block text-sm font-semibold text-slate-800';

function FieldError({ meta }: { meta: FieldMetadata<unknown> }) {
  const error = meta.errors?.[0];
  return error ? (
    <p id={meta.errorId} className="mt-1 text-sm font-medium text-danger-700">
      {error}
    </p>
  ) : null;
}

/** Conform's props for a field with its error tied to it (aria-describedby) only when there is one. */
function described(meta: FieldMetadata<unknown>) {
  return { 'aria-describedby': meta.errors?.length ? meta.errorId : undefined };
}

/** A line as posted: Conform hands back whatever was sent, so any field may be missing, repeated or not text. */
interface LineValue {
  priceItem?: unknown;
  description?: unknown;
  quantity?: unknown;
  unitPrice?: unknown;
}

const typed = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** What a line comes to in cents as typed so far, or undefined while it cannot be worked out. */
function typedCents(line: LineValue | undefined, items: readonly PriceItem[]): number | undefined {
  const item = findPriceItem(items, typed(line?.priceItem));
  const unitPrice = typed(line?.unitPrice);
  const unit = unitPrice ? parseDollars(unitPrice) : item?.unitPriceCents;
  const quantity = Number(typed(line?.quantity));
  return unit !== undefined && Number.isInteger(quantity) && quantity > 0 ? lineTotal({ quantity, unitPriceCents: unit }) : undefined;
}

function typedAmount(line: LineValue | undefined, items: readonly PriceItem[]): string {
  const cents = typedCents(line, items);
  return cents === undefined ? '—' : formatAmount(cents);
}

/** An option's total as typed so far: every line's amount, or nothing while one cannot be worked out. */
function typedTotal(lines: readonly (LineValue | undefined)[], items: readonly PriceItem[]): string {
  const amounts = lines.map((line) => typedCents(line, items));
  return amounts.every((cents) => cents !== undefined) ? formatAmount(amounts.reduce((sum, cents) => sum + cents, 0)) : '—';
}

type EditorSchema = ReturnType<typeof estimateFormSchema>;
export type EditorValue = z.input<EditorSchema>;

interface EditorProps {
  /** The business day the valid-until date is checked against, as the server reads it. */
  today: string;
  defaultValue: DefaultValue<EditorValue>;
  /** Where the form posts: the new-estimate URL, or the draft's own. */
  action: string;
  /** The price list lines are picked from: the company profile's packages and prices, as the loader read them. */
  priceItems: readonly PriceItem[];
}

/**
 * Staff write an estimate: one to three options of line items, a message and a valid-until
 * date. Adding and removing options and lines are submit buttons (Conform's list intents), so
 * the editor works without JavaScript; with it they act at once. Save keeps a draft; Save and
 * send emails the customer their link.
 */
export function EstimateEditor({ today, defaultValue, action, priceItems }: EditorProps) {
  const reply = useActionData<EditorReply>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const schema = estimateFormSchema(today, priceItems);
  const [form, fields] = useForm<EditorValue, z.output<EditorSchema>>({
    id: 'estimate-editor',
    lastResult: navigation.state === 'idle' ? reply?.result : undefined,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const options = fields.options.getFieldList();
  const values = form.value?.options as { lines?: LineValue[] }[] | undefined;

  return (
    <Form method="post" action={action} className="space-y-6" {...getFormProps(form)}>
      {reply && !reply.ok && reply.message ? (
        <p role="alert" className="rounded-md border border-danger-700/30 bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
          {reply.message}
        </p>
      ) : null}
      {form.errors?.length ? (
        <p id={form.errorId} className="text-sm font-medium text-danger-700">
          {form.errors[0]}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_14rem]">
        <div>
          <label htmlFor={fields.message.id} className={labelClass}>
            Message to the customer
          </label>
          <Textarea
            {...getTextareaProps(fields.message, { ariaDescribedBy: undefined })}
            {...described(fields.message)}
            key={fields.message.key}
            rows={4}
            maxLength={MESSAGE_MAX}
            size="compact"
            className="mt-1"
          />
          <FieldError meta={fields.message} />
        </div>
        <div>
          <label htmlFor={fields.validUntil.id} className={labelClass}>
            Valid until
          </label>
          <Input
            {...getInputProps(fields.validUntil, { type: 'date', ariaDescribedBy: undefined })}
            {...described(fields.validUntil)}
            key={fields.validUntil.key}
            min={today}
            size="compact"
            className="mt-1"
          />
          <FieldError meta={fields.validUntil} />
        </div>
      </div>

      {options.map((option, optionIndex) => {
        const optionFields = option.getFieldset();
        const lines = optionFields.lines.getFieldList();
        const letter = optionLetter(optionIndex + 1);
        return (
          <fieldset
            key={option.key}
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
            aria-describedby={option.errors?.length ? option.errorId : undefined}
          >
            <legend className="px-1 text-base font-bold text-brand-900">Option {letter}</legend>
            <FieldError meta={option} />
            <div className="flex flex-wrap items-end gap-3">
              <div className="min-w-48 flex-1">
                <label htmlFor={optionFields.title.id} className={labelClass}>
                  Title of option {letter}
                </label>
                <Input
                  {...getInputProps(optionFields.title, { type: 'text', ariaDescribedBy: undefined })}
                  {...described(optionFields.title)}
                  key={optionFields.title.key}
                  placeholder="Say what this option does, for example: Repair the two sashes."
                  size="compact"
                  className="mt-1"
                />
                <FieldError meta={optionFields.title} />
              </div>
              {options.length > 1 ? (
                <Button type="submit" {...form.remove.getButtonProps({ name: fields.options.name, index: optionIndex })} variant="quiet-danger" size="compact">
                  Remove option {letter}
                </Button>
              ) : null}
            </div>
            <ol className="mt-4 space-y-4">
              {lines.map((line, lineIndex) => {
                const lineFields = line.getFieldset();
                const lineName = `option ${letter}, line ${lineIndex + 1}`;
                return (
                  <li key={line.key} className="grid gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 sm:grid-cols-6">
                    <div className="sm:col-span-6">
                      <label htmlFor={lineFields.priceItem.id} className={labelClass}>
                        From the price list <span className="font-normal text-slate-600">({lineName})</span>
                      </label>
                      <Select
                        {...getSelectProps(lineFields.priceItem, { ariaDescribedBy: undefined })}
                        {...described(lineFields.priceItem)}
                        key={lineFields.priceItem.key}
                        size="compact"
                        className="mt-1"
                      >
                        <option value="">Free text: describe and price it below</option>
                        {services
                          .filter((service) => priceItems.some((item) => item.serviceId === service.id))
                          .map((service) => (
                            <optgroup key={service.id} label={service.title}>
                              {priceItems
                                .filter((item) => item.serviceId === service.id)
                                .map((item) => (
                                  <option key={item.id} value={item.id}>
                                    {item.label}: {formatAmount(item.unitPriceCents)}
                                  </option>
                                ))}
                            </optgroup>
                          ))}
                      </Select>
                      <FieldError meta={lineFields.priceItem} />
                    </div>
                    <div className="sm:col-span-3">
                      <label htmlFor={lineFields.description.id} className={labelClass}>
                        Description
                      </label>
                      <Input
                        {...getInputProps(lineFields.description, { type: 'text', ariaDescribedBy: undefined })}
                        {...described(lineFields.description)}
                        key={lineFields.description.key}
                        placeholder="Leave it empty to use the price list’s words."
                        size="compact"
                        className="mt-1"
                      />
                      <FieldError meta={lineFields.description} />
                    </div>
                    <div>
                      <label htmlFor={lineFields.quantity.id} className={labelClass}>
                        Quantity
                      </label>
                      <Input
                        {...getInputProps(lineFields.quantity, { type: 'number', ariaDescribedBy: undefined })}
                        {...described(lineFields.quantity)}
                        key={lineFields.quantity.key}
                        min={1}
                        step={1}
                        size="compact"
                        className="mt-1"
                      />
                      <FieldError meta={lineFields.quantity} />
                    </div>
                    <div className="sm:col-span-2">
                      <label htmlFor={lineFields.unitPrice.id} className={labelClass}>
                        Unit price ($)
                      </label>
                      <Input
                        {...getInputProps(lineFields.unitPrice, { type: 'text', ariaDescribedBy: undefined })}
                        {...described(lineFields.unitPrice)}
                        key={lineFields.unitPrice.key}
                        inputMode="decimal"
                        placeholder="Leave it empty to use the price list’s price."
                        size="compact"
                        className="mt-1"
                      />
                      <FieldError meta={lineFields.unitPrice} />
                    </div>
                    <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-6">
                      <p className="text-sm text-slate-700">
                        Line amount: <span className="font-semibold tabular-nums">{typedAmount(values?.[optionIndex]?.lines?.[lineIndex], priceItems)}</span>
                      </p>
                      {lines.length > 1 ? (
                        <Button
                          type="submit"
                          {...form.remove.getButtonProps({ name: optionFields.lines.name, index: lineIndex })}
                          variant="quiet-danger"
                          size="compact"
                        >
                          Remove line {lineIndex + 1} of option {letter}
                        </Button>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ol>
            <FieldError meta={optionFields.lines} />
            <p className="mt-3 text-right text-base text-slate-800" data-option-total>
              Total of option {letter}:{' '}
              <span className="font-bold tabular-nums">
                {typedTotal(
                  lines.map((_, lineIndex) => values?.[optionIndex]?.lines?.[lineIndex]),
                  priceItems,
                )}
              </span>
            </p>
            {lines.length < MAX_LINES ? (
              <Button
                type="submit"
                {...form.insert.getButtonProps({ name: optionFields.lines.name, defaultValue: { quantity: '1' } })}
                variant="quiet"
                size="compact"
                className="mt-3"
              >
                Add a line to option {letter}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      <FieldError meta={fields.options} />

      <div className="flex flex-wrap items-center gap-3">
        {options.length < MAX_OPTIONS ? (
          <Button
            type="submit"
            {...form.insert.getButtonProps({ name: fields.options.name, defaultValue: { title: '', lines: [{ quantity: '1' }] } })}
            variant="quiet"
            size="compact"
          >
            Add option {optionLetter(options.length + 1)}
          </Button>
        ) : null}
        {/* Only the middle of three options can be recommended: the box is there only when there are three. */}
        {options.length === MAX_OPTIONS ? (
          <Checkbox
            {...getInputProps(fields.recommendMiddle, { type: 'checkbox', ariaDescribedBy: undefined })}
            {...described(fields.recommendMiddle)}
            key={fields.recommendMiddle.key}
            label="Mark option B as recommended"
          />
        ) : (
          <p className="text-sm text-slate-600">With three options, option B can be marked as recommended.</p>
        )}
        <FieldError meta={fields.recommendMiddle} />
      </div>

      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-5">
        <Button type="submit" name="intent" value={EDITOR_SAVE_INTENT} disabled={busy} variant="outline" size="compact">
          Save draft
        </Button>
        <Button type="submit" name="intent" value={EDITOR_SEND_INTENT} disabled={busy} variant="secondary" size="compact">
          {busy ? 'Saving...' : 'Save and send to the customer'}
        </Button>
      </div>
    </Form>
  );
}
