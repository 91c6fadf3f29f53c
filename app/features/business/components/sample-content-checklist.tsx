import { Link } from 'react-router';

// The back-office dashboard's list of the company's facts a new install shows as samples: each a
// link to the field of the profile editor that sets it. It goes once no sample is left on the public
// pages (a sample review that is not featured, or a badge not confirmed, is not shown).

/** Each sample fact (sampleFields in ../profile.server.ts) as the owner reads it, and the field that sets it. */
const facts: Record<string, { label: string; anchor: string }> = {
  licenceNumber: { label: 'Licence number', anchor: 'licenceNumber' },
  insurance: { label: 'Insurance statement', anchor: 'insurance.en' },
  foundedYear: { label: 'Year founded', anchor: 'foundedYear' },
  guarantee: { label: 'Guarantee', anchor: 'guarantee.en' },
  'policies.financing': { label: 'Financing terms', anchor: 'policies.financing.en' },
  'policies.warranty': { label: 'Warranty', anchor: 'policies.warranty.en' },
  serviceArea: { label: 'Service area (towns and ZIP codes)', anchor: 'service-area' },
  reviewUrl: { label: 'Google review link', anchor: 'reviewUrl' },
  testimonials: { label: 'Featured testimonials', anchor: 'reviews' },
  team: { label: 'Team', anchor: 'team' },
};

export const EDITOR_PATH = '/admin/settings/business';

export function SampleContentChecklist({ sampleFacts }: { sampleFacts: readonly string[] }) {
  if (sampleFacts.length === 0) return null;
  return (
    <section aria-labelledby="sample-content-heading" className="rounded-lg border border-accent-500/60 bg-accent-50 p-4 shadow-sm sm:p-5">
      <h2 id="sample-content-heading" className="text-base font-semibold text-brand-900">
        Still sample content
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The public pages still show the examples a new install starts with, and visitors read them as yours. Set each in the company profile, or remove it.
      </p>
      <ul className="mt-3 grid gap-1 sm:grid-cols-2">
        {sampleFacts.map((fact) => {
          const entry = facts[fact] ?? { label: fact, anchor: '' };
          return (
            <li key={fact}>
              <Link
                to={`${EDITOR_PATH}#${entry.anchor}`}
                className="flex min-h-9 items-center gap-2 rounded-md px-2 text-sm font-medium text-brand-800 underline-offset-4 hover:bg-white hover:underline"
              >
                <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-accent-600" />
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
