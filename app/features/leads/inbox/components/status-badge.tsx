import { Badge, type BadgeTone } from '~/components/ui/badge';
import { englishLanguageNames, type Locale } from '~/lib/locale';
import { type LeadKind, statusLabel } from '../../lead-kinds';

const tones: Record<string, BadgeTone> = {
  new: 'accent',
  contacted: 'info',
  quoted: 'violet',
  completed: 'success',
  resolved: 'success',
  cancelled: 'neutral',
};

export function StatusBadge({ kind, status }: { kind: LeadKind; status: string }) {
  return <Badge tone={tones[status] ?? 'neutral'}>{statusLabel(kind, status)}</Badge>;
}

/** The lead's language when it is not English ("Spanish"), so staff know to call and write in it. */
export function LanguageBadge({ language }: { language: Locale }) {
  return (
    <Badge tone="language" className="ml-2" data-lead-language={language}>
      {englishLanguageNames[language]}
    </Badge>
  );
}
