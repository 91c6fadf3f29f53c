import { englishLanguageNames, type Locale } from '~/lib/locale';
import { type LeadKind, statusLabel } from '../../lead-kinds';

const tones: Record<string, string> = {
  new: 'bg-accent-50 text-accent-700 ring-accent-600/30',
  contacted: 'bg-brand-50 text-brand-800 ring-brand-600/30',
  quoted: 'bg-violet-50 text-violet-800 ring-violet-600/30',
  completed: 'bg-success-50 text-success-700 ring-success-700/30',
  resolved: 'bg-success-50 text-success-700 ring-success-700/30',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-500/30',
};

export function StatusBadge({ kind, status }: { kind: LeadKind; status: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[status] ?? tones.cancelled}`}
    >
      {statusLabel(kind, status)}
    </span>
  );
}

/** The lead's language when it is not English ("Spanish"), so staff know to call and write in it. */
export function LanguageBadge({ language }: { language: Locale }) {
  return (
    <span
      className="ml-2 inline-flex items-center rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-indigo-800 ring-1 ring-indigo-600/30 ring-inset"
      data-lead-language={language}
    >
      {englishLanguageNames[language]}
    </span>
  );
}
