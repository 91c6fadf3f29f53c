import { createContext, type ReactNode, useContext } from 'react';
import { Button } from '~/components/ui/button';
import { Checkbox, Input, Select, Textarea } from '~/components/ui/field';
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
}

const EditorContext = createContext<EditorState>({ values: {}, errors: {} });
export const EditorProvider = EditorContext.Provider;
export const useEditor = () => useContext(EditorContext);

const labelClass = 'block text-sm font-semibold text-slate-800';

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

/** A labelled text field, its hint and its message tied to it; its id is its name, so a link can point at it. */
export function TextField({ name, label, hint, type = 'text', multiline, lang, first, className = '', autoComplete = 'off', inputMode }: TextFieldProps) {
  const { values, errors, focus } = useEditor();
  const error = errors[name];
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = `${name}-error`;
  const shared = {
    id: name,
    name,
    lang,
    defaultValue: textAt(values, name),
    autoFocus: wantsFocus(focus, name, Boolean(first)),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined,
    size: 'compact' as const,
  };
  return (
    <div className={className}>
      <label htmlFor={name} className={labelClass}>
        {label}
      </label>
      {multiline ? (
        // Grows with its text where the browser can (field-sizing), so a long bio is read whole.
        <Textarea {...shared} rows={multiline === 'short' ? 1 : 3} className={`mt-1 field-sizing-content ${multiline === 'short' ? 'min-h-10' : 'min-h-20'}`} />
      ) : (
        <Input {...shared} type={type} autoComplete={autoComplete} inputMode={inputMode} className="mt-1" />
      )}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
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

/** A checkbox whose unticked state is posted too (a hidden 'false' before it), so a save can untick it. */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { values } = useEditor();
  return (
    <div className="flex min-h-9 items-center gap-2">
      <input type="hidden" name={name} value="false" />
      <Checkbox id={name} name={name} value="true" defaultChecked={textAt(values, name) === 'true'} label={label} />
    </div>
  );
}

/** A select of fixed options, labelled, with its message. */
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
  const error = errors[name];
  return (
    <div className={className}>
      <label htmlFor={name} className={labelClass}>
        {label}
      </label>
      <Select
        id={name}
        name={name}
        defaultValue={textAt(values, name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        size="compact"
        className="mt-1"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The list buttons are square when they show only an arrow. */
const smallButton = 'min-w-9';

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
        <Button
          type="submit"
          name="intent"
          value={`up:${path}`}
          variant="quiet"
          size="compact"
          className={smallButton}
          disabled={index === 0}
          aria-label={`Move ${itemLabel} up`}
        >
          <span aria-hidden="true">↑</span>
          {compact ? null : ' Move up'}
        </Button>
        <Button
          type="submit"
          name="intent"
          value={`down:${path}`}
          variant="quiet"
          size="compact"
          className={smallButton}
          disabled={index === count - 1}
          aria-label={`Move ${itemLabel} down`}
        >
          <span aria-hidden="true">↓</span>
          {compact ? null : ' Move down'}
        </Button>
        <Button
          type="submit"
          name="intent"
          value={`remove:${path}`}
          variant="quiet-danger"
          size="compact"
          className={`${smallButton} ${compact ? '' : 'ml-auto'}`}
          aria-label={`Remove ${itemLabel}`}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

/** The button that adds an item to a list; focus comes back to it when an item of the list is removed. */
export function AddButton({ list, label }: { list: string; label: string }) {
  const { focus } = useEditor();
  return (
    <Button
      type="submit"
      name="intent"
      value={`add:${list}`}
      id={`${list}-add`}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- focus follows the owner's own button press, also when the answer is a new page (no JavaScript)
      autoFocus={focus === list}
      variant="quiet"
      size="compact"
      className={smallButton}
    >
      + {label}
    </Button>
  );
}
