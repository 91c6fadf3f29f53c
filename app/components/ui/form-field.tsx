import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import type { ComponentProps, ReactNode } from 'react';
import { controlClassName, Field, Input, Select, Textarea } from './field';

/** The public forms' control classes, spaced under a label: prefer `Input`, `Select` and `Textarea` in a `Field`. */
export const controlClasses = controlClassName({ spaced: true });

interface ConformShellProps<T> {
  meta: FieldMetadata<T>;
  label: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}

/** A `Field` wired to a conform field: its id, error id, required marker and first error. */
function ConformField<T>({ meta, label, hint, className, children }: ConformShellProps<T>) {
  return (
    <Field
      id={meta.id}
      label={label}
      hint={hint}
      hintId={`${meta.id}-hint`}
      errorId={meta.errorId}
      error={meta.errors}
      necessity={meta.required ? 'required' : 'optional'}
      className={className}
    >
      {children}
    </Field>
  );
}

interface FieldProps<T> {
  meta: FieldMetadata<T>;
  label: string;
  hint?: string;
  className?: string;
}

/** The Field around a control says what describes it; conform's own list is left out. */
function withoutDescription<P extends { 'aria-describedby'?: string }>(props: P): Omit<P, 'aria-describedby'> {
  const { 'aria-describedby': _describedBy, ...rest } = props;
  return rest;
}

export function TextField<T>({
  meta,
  label,
  hint,
  className,
  type = 'text',
  ...props
}: FieldProps<T> & { type?: 'text' | 'email' | 'tel' | 'password' } & Omit<ComponentProps<'input'>, 'type' | 'size'>) {
  const { key, ...inputProps } = getInputProps(meta, { type, ariaDescribedBy: undefined });
  return (
    <ConformField meta={meta} label={label} hint={hint} className={className}>
      <Input key={key} {...withoutDescription(inputProps)} {...props} />
    </ConformField>
  );
}

export function TextareaField<T>({ meta, label, hint, className, ...props }: FieldProps<T> & ComponentProps<'textarea'>) {
  const { key, ...textareaProps } = getTextareaProps(meta, { ariaDescribedBy: undefined });
  return (
    <ConformField meta={meta} label={label} hint={hint} className={className}>
      <Textarea key={key} rows={5} {...withoutDescription(textareaProps)} {...props} className="min-h-32" />
    </ConformField>
  );
}

export function SelectField<T>({
  meta,
  label,
  hint,
  className,
  options,
  placeholder,
  ...props
}: FieldProps<T> & { options: readonly { value: string; label: string }[]; placeholder?: string } & Omit<ComponentProps<'select'>, 'size'>) {
  const { key, ...selectProps } = getSelectProps(meta, { ariaDescribedBy: undefined });
  return (
    <ConformField meta={meta} label={label} hint={hint} className={className}>
      <Select key={key} {...withoutDescription(selectProps)} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </ConformField>
  );
}

export function FormBanner({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  const styles = tone === 'success' ? 'border-success-700/30 bg-success-50 text-success-700' : 'border-danger-700/30 bg-danger-50 text-danger-700';
  return <div className={`rounded-lg border px-4 py-3 text-sm font-medium ${styles}`}>{children}</div>;
}
