import { type ComponentProps, createContext, type ReactNode, useContext, useId } from 'react';
import { useT } from '~/lib/messages';

/** `md`: the public pages' controls (16 px text, so phones do not zoom). `compact`: the back office's. */
export type ControlSize = 'md' | 'compact';

const controlBase =
  'block w-full border bg-white text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 ' +
  'focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 aria-invalid:border-danger-700';

const controlSizes: Record<ControlSize, string> = {
  md: 'rounded-lg px-3.5 py-2.5 text-base',
  compact: 'rounded-md border-slate-300 px-3 py-2 text-sm aria-invalid:bg-danger-50',
};

/** The space between a field's label and its control. */
const controlGap: Record<ControlSize, string> = { md: 'mt-1.5', compact: 'mt-1' };

/** The classes of a text box, select or text area; `spaced` leaves the room under a label above it. */
export function controlClassName({ size = 'md', spaced = false, className = '' }: { size?: ControlSize; spaced?: boolean; className?: string } = {}) {
  return [spaced ? controlGap[size] : '', controlBase, controlSizes[size], className].filter(Boolean).join(' ');
}

interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  size: ControlSize;
}

const FieldContext = createContext<FieldContextValue | undefined>(undefined);

export interface FieldProps {
  /** The control's id; one is made up when not given. */
  id?: string;
  label: ReactNode;
  /** A line under the control that helps fill it in. */
  hint?: ReactNode;
  /** The message naming what is wrong with what was typed; the control is marked invalid while there is one. */
  error?: string | readonly string[];
  /** Shows a required marker (`required`) or the word "(optional)" (`optional`) after the label; nothing when not given. */
  necessity?: 'required' | 'optional';
  size?: ControlSize;
  /** `caps`: the small uppercase label of a filter bar. */
  labelStyle?: 'plain' | 'caps';
  hintId?: string;
  errorId?: string;
  className?: string;
  /** One `Input`, `Select` or `Textarea`: it takes its id, `aria-describedby` and `aria-invalid` from the field. */
  children: ReactNode;
}

const labelStyles = {
  plain: 'block text-sm font-semibold text-slate-800',
  caps: 'block text-xs font-semibold tracking-wide text-slate-700 uppercase',
};

/**
 * A label, its control, a hint and the error under it. The control inside gets the field's id (so
 * the label names it), `aria-describedby` listing the hint and the error, and `aria-invalid` while
 * there is an error. The error's paragraph is always there (hidden while empty) so its id holds.
 */
export function Field({ id, label, hint, error, necessity, size = 'md', labelStyle = 'plain', hintId, errorId, className = '', children }: FieldProps) {
  const madeUp = useId();
  const controlId = id ?? `f${madeUp.replace(/[^\w-]/g, '')}`;
  const message = typeof error === 'string' ? error : error?.[0];
  const hintIdentifier = hintId ?? `${controlId}-hint`;
  const errorIdentifier = errorId ?? `${controlId}-error`;
  const describedBy = [hint ? hintIdentifier : '', message ? errorIdentifier : ''].filter(Boolean).join(' ') || undefined;
  const t = useT();
  const small = size === 'compact';
  return (
    <div className={className}>
      <label htmlFor={controlId} className={labelStyles[labelStyle]}>
        {label}
        {necessity === 'required' ? (
          <span className="ml-0.5 text-danger-700" aria-hidden="true">
            *
          </span>
        ) : necessity === 'optional' ? (
          <span className="ml-1.5 font-normal text-slate-600">{t('form.optional')}</span>
        ) : null}
      </label>
      <FieldContext.Provider value={{ id: controlId, describedBy, invalid: Boolean(message), size }}>{children}</FieldContext.Provider>
      {hint ? (
        <p id={hintIdentifier} className={small ? 'mt-1 text-xs text-slate-600' : 'mt-1.5 text-sm text-slate-600'}>
          {hint}
        </p>
      ) : null}
      <p id={errorIdentifier} className={`${small ? 'mt-1' : 'mt-1.5'} text-sm font-medium text-danger-700`} hidden={!message}>
        {message}
      </p>
    </div>
  );
}

interface ControlOwnProps {
  size?: ControlSize;
}

/** The props a control takes from the Field around it, beside its own. */
function useControlProps<P extends { id?: string; className?: string; 'aria-describedby'?: string; 'aria-invalid'?: ComponentProps<'input'>['aria-invalid'] }>(
  props: P & ControlOwnProps,
  extra = '',
) {
  const field = useContext(FieldContext);
  const { size: ownSize, className, id, 'aria-describedby': ownDescribedBy, 'aria-invalid': ownInvalid, ...rest } = props;
  const size = ownSize ?? field?.size ?? 'md';
  const describedBy = [ownDescribedBy, field?.describedBy].filter(Boolean).join(' ') || undefined;
  return {
    ...rest,
    id: id ?? field?.id,
    'aria-describedby': describedBy,
    'aria-invalid': ownInvalid ?? (field?.invalid ? true : undefined),
    className: controlClassName({ size, spaced: field !== undefined, className: [extra, className].filter(Boolean).join(' ') }),
  };
}

/** A text box (any text-like `type`). Inside a `Field` it is wired to the field's label, hint and error. */
export function Input(props: Omit<ComponentProps<'input'>, 'size'> & ControlOwnProps) {
  return <input {...useControlProps(props)} />;
}

/** A select; its options are its children. Inside a `Field` it is wired to the field's label, hint and error. */
export function Select(props: Omit<ComponentProps<'select'>, 'size'> & ControlOwnProps) {
  return <select {...useControlProps(props)} />;
}

/** A text area. Inside a `Field` it is wired to the field's label, hint and error. */
export function Textarea(props: ComponentProps<'textarea'> & ControlOwnProps) {
  return <textarea {...useControlProps(props)} />;
}

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'size'> & {
  label: ReactNode;
  /** A line under the label. */
  hint?: ReactNode;
  /** Classes of the row holding the box and its label. */
  className?: string;
};

/**
 * A checkbox with its label beside it; the whole row is at least 24 px tall and clicking the label
 * ticks the box. Give it an `id` when a link or a test points at it.
 */
export function Checkbox({ label, hint, className = '', id, ...props }: CheckboxProps) {
  const madeUp = useId();
  const boxId = id ?? `c${madeUp.replace(/[^\w-]/g, '')}`;
  const hintId = hint ? `${boxId}-hint` : undefined;
  const describedBy = [props['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex min-h-6 gap-2 ${hint ? 'items-start' : 'items-center'} ${className}`}>
      <input
        {...props}
        id={boxId}
        type="checkbox"
        aria-describedby={describedBy}
        className="size-6 shrink-0 rounded border-slate-400 accent-brand-700 focus:ring-2 focus:ring-brand-200"
      />
      <div className="min-w-0">
        <label htmlFor={boxId} className="text-sm leading-6 font-medium text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-xs text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
