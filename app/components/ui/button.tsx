import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { linkIn } from '~/lib/locale';
import { useLocale } from '~/lib/messages';

/**
 * `primary`: the public pages' main action (accent). `secondary`: a strong brand action, and the
 * back office's main action. `outline`: a second action beside a main one. `quiet`: the back
 * office's everyday buttons (Cancel, Move up, Filter). `quiet-danger`: a quiet button that removes
 * something. `danger`: the button that confirms a destructive change. `ghost-light`: on a dark band.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'quiet' | 'quiet-danger' | 'danger' | 'ghost-light';
/**
 * `compact` is the back office's size (36 px tall, small text); `icon` a 44 px square for a button
 * that shows only an icon (give it an `aria-label`). Every size is at least 24 px (WCAG 2.5.8).
 */
export type ButtonSize = 'compact' | 'sm' | 'md' | 'lg' | 'icon';

interface StyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A pill (or a circle, with the `icon` size), as the chat's buttons are. */
  round?: boolean;
  fullWidth?: boolean;
  className?: string;
}

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent-500 text-brand-950 hover:bg-accent-400 shadow-sm',
  secondary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  outline: 'border-2 border-brand-700 text-brand-700 hover:bg-brand-50',
  danger: 'bg-danger-700 text-white hover:bg-red-800 shadow-sm',
  quiet: 'border border-slate-300 bg-white text-brand-800 shadow-sm hover:bg-slate-50',
  'quiet-danger': 'border border-slate-300 bg-white text-danger-700 shadow-sm hover:bg-danger-50',
  'ghost-light': 'border-2 border-white/80 text-white hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  compact: 'min-h-9 px-4 text-sm',
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5 text-base',
  lg: 'min-h-12 px-7 text-lg',
  icon: 'size-11 shrink-0',
};

export function buttonClasses({ variant = 'primary', size = 'md', round = false, fullWidth = false, className = '' }: StyleOptions = {}) {
  return [
    'inline-flex items-center justify-center gap-2 font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
    round ? 'rounded-full' : size === 'compact' ? 'rounded-md' : 'rounded-lg',
    fullWidth ? 'w-full' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ComponentProps<'button'> & Omit<StyleOptions, 'className'>;

/** A button; `type` is "button" unless given, so a button inside a form never submits it by accident. */
export function Button({ variant, size, round, fullWidth, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, round, fullWidth, className })} {...props} />;
}

type ButtonLinkProps = ComponentProps<typeof Link> & Omit<StyleOptions, 'className'>;

/** A link that looks like a button. A path to an English page leads to its Spanish page from a Spanish one, when there is one. */
export function ButtonLink({ variant, size, round, fullWidth, className, to, ...props }: ButtonLinkProps) {
  const locale = useLocale();
  return <Link className={buttonClasses({ variant, size, round, fullWidth, className })} to={typeof to === 'string' ? linkIn(locale, to) : to} {...props} />;
}
