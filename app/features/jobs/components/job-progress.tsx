import type { CustomerJobProgress } from '../job-progress.server';

/** The customer's view of their job: the stages with where it is now, and what happened, in their language. */
export function JobProgress({ progress }: { progress: CustomerJobProgress }) {
  return (
    <section aria-labelledby="job-progress-heading" className="mt-8">
      <h3 id="job-progress-heading" className="text-lg font-bold text-brand-900">
        {progress.heading}
      </h3>
      <p className="mt-1 text-slate-600">{progress.intro}</p>
      <ol className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {progress.steps.map((step) => (
          <li
            key={step.label}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className={`rounded-lg border px-3 py-2 text-sm ${
              step.state === 'current'
                ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900'
                : step.state === 'done'
                  ? 'border-success-700/40 bg-white text-slate-800'
                  : 'border-slate-200 bg-white text-slate-600'
            }`}
          >
            <span className="block">{step.label}</span>
            <span className="block text-xs font-normal text-slate-600">{progress.stateWords[step.state]}</span>
          </li>
        ))}
      </ol>
      {progress.events.length ? (
        <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-800">
          {progress.events.map((event) => (
            <li key={event}>{event}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
