import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import type { ComponentProps, ReactNode } from 'react';
import { useT } from '~/lib/messages';

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  hintId?: string;
  errorId: string;
  errors?: string[];
  className?: string;
  children: ReactNode;
}

export const controlClasses =
  'mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm transition-colors ' +
  'placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 aria-invalid:border-danger-700';

/** Label, required marker, hint and the error under the field, wired to the control by id. */
function FieldShell({ id, label, required, hint, hintId, errorId, errors, className = '', children }: FieldShellProps) {
  const error = errors?.[0];
  const t = useT();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span className="ml-0.5 text-danger-700" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="ml-1.5 font-normal text-slate-600">{t('form.optional')}</span>
        )}
      </label>
      {children}
      {hint && hintId ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <p id={errorId} className="mt-1.5 text-sm font-medium text-danger-700" hidden={!error}>
        {error}
      </p>
    </div>
  );
}

interface FieldProps<T> {
  meta: FieldMetadata<T>;
  label: string;
  hint?: string;
  className?: string;
}

function describedBy(meta: FieldMetadata<unknown>, hint?: string) {
  return [hint ? `${meta.id}-hint` : '', meta.errors?.length ? meta.errorId : ''].filter(Boolean).join(' ') || undefined;
}

export function TextField<T>({
  meta,
  label,
  hint,
  className,
  type = 'text',
  ...props
}: FieldProps<T> & { type?: 'text' | 'email' | 'tel' | 'password' } & Omit<ComponentProps<'input'>, 'type'>) {
  const { key, ...inputProps } = getInputProps(meta, { type, ariaDescribedBy: undefined });
  return (
    <FieldShell
      id={meta.id}
      label={label}
      required={meta.required}
      hint={hint}
      hintId={`${meta.id}-hint`}
      errorId={meta.errorId}
      errors={meta.errors}
      className={className}
    >
      <input key={key} {...inputProps} {...props} aria-describedby={describedBy(meta, hint)} className={controlClasses} />
    </FieldShell>
  );
}

export function TextareaField<T>({ meta, label, hint, className, ...props }: FieldProps<T> & ComponentProps<'textarea'>) {
  const { key, ...textareaProps } = getTextareaProps(meta, { ariaDescribedBy: undefined });
  return (
    <FieldShell
      id={meta.id}
      label={label}
      required={meta.required}
      hint={hint}
      hintId={`${meta.id}-hint`}
      errorId={meta.errorId}
      errors={meta.errors}
      className={className}
    >
      <textarea key={key} rows={5} {...textareaProps} {...props} aria-describedby={describedBy(meta, hint)} className={`${controlClasses} min-h-32`} />
    </FieldShell>
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
}: FieldProps<T> & { options: readonly { value: string; label: string }[]; placeholder?: string } & ComponentProps<'select'>) {
  const { key, ...selectProps } = getSelectProps(meta, { ariaDescribedBy: undefined });
  return (
    <FieldShell
      id={meta.id}
      label={label}
      required={meta.required}
      hint={hint}
      hintId={`${meta.id}-hint`}
      errorId={meta.errorId}
      errors={meta.errors}
      className={className}
    >
      <select key={key} {...selectProps} {...props} aria-describedby={describedBy(meta, hint)} className={controlClasses}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function FormBanner({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  const styles = tone === 'success' ? 'border-success-700/30 bg-success-50 text-success-700' : 'border-danger-700/30 bg-danger-50 text-danger-700';
  return <div className={`rounded-lg border px-4 py-3 text-sm font-medium ${styles}`}>{children}</div>;
}
