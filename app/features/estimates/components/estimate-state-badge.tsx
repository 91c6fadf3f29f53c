import { type EstimateState, estimateStateLabels } from '../estimate-state';

const tones: Record<EstimateState, string> = {
  draft: 'bg-slate-100 text-slate-700 ring-slate-500/30',
  sent: 'bg-brand-50 text-brand-800 ring-brand-600/30',
  viewed: 'bg-violet-50 text-violet-800 ring-violet-600/30',
  approved: 'bg-success-50 text-success-700 ring-success-700/30',
  declined: 'bg-danger-50 text-danger-700 ring-danger-700/30',
  expired: 'bg-accent-50 text-accent-700 ring-accent-600/30',
};

export function EstimateStateBadge({ state }: { state: EstimateState }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[state]}`}>
      {estimateStateLabels[state]}
    </span>
  );
}
