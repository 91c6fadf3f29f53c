import { Badge, type BadgeTone } from '~/components/ui/badge';
import { type EstimateState, estimateStateLabels } from '../estimate-state';

const tones: Record<EstimateState, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  viewed: 'violet',
  approved: 'success',
  declined: 'danger',
  expired: 'accent',
};

export function EstimateStateBadge({ state }: { state: EstimateState }) {
  return <Badge tone={tones[state]}>{estimateStateLabels[state]}</Badge>;
}
