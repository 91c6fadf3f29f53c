import { createContext, type ReactNode, useContext } from 'react';
import { buttonClasses } from '~/components/ui/button';
import { Checkbox, Field, Input, Select, Textarea } from '~/components/ui/field';
import { type FormTree, textAt } from '../editor/form-values';

// The company profile editor's fields. Every field is named by its path in the profile and takes
// its value and its message from the form's state, so a failed save shows each message beside
// its field with everything as it was typed.

export interface EditorState {
  values: FormTree;
  /** Each field's message, by its name. */
  errors: Record<string, string>;
  /** The field (or list item, or list) to put focus on after a list button. */
  focus?: string;
  /** The fields and items still at a new install's sample (`samplePaths`): each is marked so. */
  samples?: readonly string[];
}

const EditorContext = createContext<EditorState>({ values: {}, errors: {} });
export const EditorProvider = EditorContext.Provider;
export const useEditor = () => useContext(EditorContext);

/** Whether a list button asked for focus on this field: the field itself, or the first field of the item it moved or added. */
function wantsFocus(focus: string | undefined, name: string, first: boolean) {
  return focus === name || (first && focus !== undefined && name.startsWith(`${focus}.`));
}

interface TextFieldProps {
  name: string;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'date' | 'time';
  /** A text box that grows with its text: 'long' for paragraphs, 'short' for a list on a line or two. */
  multiline?: boolean | 'short';
  lang?: 'en' | 'es';
  /** The item's first field takes focus when the item is added or moved. */
  first?: boolean;
  className?: string;
  autoComplete?: string;
  inputMode?: 'decimal' | 'numeric' | 'tel' | 'email' | 'url';
}

/**
 * The mark on a field or item that is still a new install's sample content ("Sample"), with what
 * to do about it; `note` says more where the sample is not shown (an unconfirmed badge).
 */
export function SampleMark({ path, note }: { path: string; note?: string }) {
  const { samples } = useEditor();
  if (!samples?.includes(path)) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <span className="rounded-full border border-accent-600/50 bg-accent-50 px-2 py-0.5 text-xs font-semibold tracking-wide text-brand-900 uppercase">
        Sample
      </span>
      {note ?? 'Sample content a new site starts with: replace it with your own, or remove it.'}
    </p>
  );
}

/** A labelled text field (the UI kit's Field), its hint and its message tied to it; its id is its name, so a link can point at it. */
export function TextField({ name, label, hint, type = 'text', multiline, lang, first, className = '', autoComplete = 'off', inputMode }: TextFieldProps) {
  const { values, errors, focus } = useEditor();
  const shared = {
    name,
    lang,
    defaultValue: textAt(values, name),
    autoFocus: wantsFocus(focus, name, Boolean(first)),
  };
  return (
    <Field id={name} label={label} hint={hint} error={errors[name]} size="compact" className={className}>
      {multiline ? (
        // Grows with its text where the browser can (field-sizing), so a long bio is read whole.
        <Textarea {...shared} rows={multiline === 'short' ? 1 : 3} className={`field-sizing-content ${multiline === 'short' ? 'min-h-10' : 'min-h-20'}`} />
      ) : (
        <Input {...shared} type={type} autoComplete={autoComplete} inputMode={inputMode} />
      )}
    </Field>
  );
}

/** One text in both languages, side by side (stacked on a phone): "Warranty (English)", "Garantía (Spanish)". */
export function BilingualField({
  name,
  label,
  hint,
  multiline,
  first,
}: {
  name: string;
  label: { en: string; es: string };
  hint?: string;
  multiline?: boolean;
  first?: boolean;
}) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <TextField name={`${name}.en`} label={`${label.en} (English)`} hint={hint} multiline={multiline} lang="en" first={first} />
      <TextField name={`${name}.es`} label={`${label.es} (Spanish)`} multiline={multiline} lang="es" />
    </div>
  );
}

/** A checkbox (the UI kit's) whose unticked state is posted too (a hidden 'false' before it), so a save can untick it. */
export function CheckboxField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { values, errors } = useEditor();
  const error = errors[name];
  return (
    <div>
      <input type="hidden" name={name} value="false" />
      <Checkbox
        id={name}
        name={name}
        value="true"
        label={label}
        hint={hint}
        defaultChecked={textAt(values, name) === 'true'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className="py-1"
      />
      {error ? (
        <p id={`${name}-error`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A select of fixed options (the UI kit's), labelled, with its message. */
export function SelectField({
  name,
  label,
  options,
  className = '',
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  const { values, errors } = useEditor();
  return (
    <Field id={name} label={label} error={errors[name]} size="compact" className={className}>
      <Select name={name} defaultValue={textAt(values, name)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The list buttons: the UI kit's quiet back-office buttons, square when they show an arrow only. */
const smallButton = buttonClasses({ variant: 'quiet', size: 'compact', className: 'min-w-9 px-3' });
const removeButton = buttonClasses({ variant: 'quiet-danger', size: 'compact' });

/**
 * One item of a list, framed, with its buttons: move up, move down, remove. They submit the form
 * (`intent` names what to do) so they work without JavaScript; the item's name makes each button
 * say which item it acts on. `compact`: a short item (a closure, a town) on one line on a wide screen.
 */
export function ListItem({
  list,
  index,
  count,
  itemLabel,
  compact,
  children,
}: {
  list: string;
  index: number;
  count: number;
  itemLabel: string;
  compact?: boolean;
  children: ReactNode;
}) {
  const path = `${list}.${index}`;
  const { errors } = useEditor();
  const hasError = Object.keys(errors).some((name) => name.startsWith(`${path}.`));
  return (
    <li
      id={path}
      tabIndex={-1}
      className={`rounded-lg border bg-slate-50/60 p-3 ${compact ? 'lg:flex lg:items-start lg:gap-3' : 'sm:p-4'} ${hasError ? 'border-danger-700/40' : 'border-slate-200'}`}
      aria-label={itemLabel}
    >
      <div className={compact ? 'min-w-0 flex-1' : 'space-y-3'}>{children}</div>
      <div className={compact ? 'mt-3 flex flex-wrap gap-2 lg:mt-6 lg:shrink-0' : 'mt-3 flex flex-wrap gap-2 border-t border-slate-200 pt-3'}>
        <button type="submit" name="intent" value={`up:${path}`} className={smallButton} disabled={index === 0} aria-label={`Move ${itemLabel} up`}>
          <span aria-hidden="true">↑</span>
          {compact ? null : ' Move up'}
        </button>
        <button type="submit" name="intent" value={`down:${path}`} className={smallButton} disabled={index === count - 1} aria-label={`Move ${itemLabel} down`}>
          <span aria-hidden="true">↓</span>
          {compact ? null : ' Move down'}
        </button>
        <button
          type="submit"
          name="intent"
          value={`remove:${path}`}
          className={`${removeButton} ${compact ? '' : 'ml-auto'}`}
          aria-label={`Remove ${itemLabel}`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

/** The button that adds an item to a list; focus comes back to it when an item of the list is removed. */
export function AddButton({ list, label }: { list: string; label: string }) {
  const { focus } = useEditor();
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- focus follows the owner's own button press, also when the answer is a new page (no JavaScript)
    <button type="submit" name="intent" value={`add:${list}`} id={`${list}-add`} autoFocus={focus === list} className={smallButton}>
      + {label}
    </button>
  );
}
