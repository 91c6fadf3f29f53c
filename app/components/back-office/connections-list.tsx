import { Badge, type BadgeTone } from '~/components/ui/badge';
import type { Connection, ConnectionState } from '~/lib/connections';

const states: Record<ConnectionState, { label: string; tone: BadgeTone }> = {
  on: { label: 'On', tone: 'success' },
  off: { label: 'Off', tone: 'neutral' },
  incomplete: { label: 'Set up in part', tone: 'danger' },
};

/** Each outside service with its state in words (the badge repeats it, never alone) and what it means. */
export function ConnectionsList({ connections }: { connections: readonly Connection[] }) {
  return (
    <ul className="divide-y divide-slate-200">
      {connections.map(({ name, state, text }) => (
        <li key={name} className="py-3 first:pt-0 last:pb-0" data-connection={state}>
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
            {name}
            <Badge tone={states[state].tone}>{states[state].label}</Badge>
          </p>
          <p className="mt-1 text-sm text-slate-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}
