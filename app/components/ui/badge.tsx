import type { ComponentProps } from 'react';

/** The colours a badge comes in; a feature maps its states to them (a lead's status, an estimate's state). */
export type BadgeTone = 'neutral' | 'info' | 'accent' | 'violet' | 'success' | 'danger' | 'language';

export const badgeTones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-500/30',
  info: 'bg-brand-50 text-brand-800 ring-brand-600/30',
  accent: 'bg-accent-50 text-accent-700 ring-accent-600/30',
  violet: 'bg-violet-50 text-violet-800 ring-violet-600/30',
  success: 'bg-success-50 text-success-700 ring-success-700/30',
  danger: 'bg-danger-50 text-danger-700 ring-danger-700/30',
  language: 'bg-indigo-50 text-indigo-800 ring-indigo-600/30',
};

type BadgeProps = ComponentProps<'span'> & { tone?: BadgeTone; size?: 'sm' | 'md' };

/** A short state in a rounded pill ("New", "Approved", "Spanish"): text, never the only sign of the state. */
export function Badge({ tone = 'neutral', size = 'sm', className = '', ...props }: BadgeProps) {
  const sizes = size === 'sm' ? 'px-2 py-0.5 text-xs' : 'px-2.5 py-0.5 text-sm';
  return (
    <span
      className={`inline-flex items-center rounded-full font-semibold whitespace-nowrap ring-1 ring-inset ${sizes} ${badgeTones[tone]} ${className}`.trim()}
      {...props}
    />
  );
}
