// The options of the lead forms' lists, by the value stored for each, with the English name staff
// and English pages know it by. The values are the same in every language; Spanish pages show
// their own names for them (app/content/es/lead-forms.ts).

export const leadChoices = {
  projectType: {
    'window-installation': 'Window Installation',
    'window-replacement': 'Window Replacement',
    'window-repair': 'Window Repair',
    'window-maintenance': 'Window Maintenance',
    'glass-replacement': 'Glass Replacement',
    weatherproofing: 'Weatherproofing',
    other: 'Other',
  },
  budget: {
    'under-1000': 'Under $1,000',
    '1000-5000': '$1,000 - $5,000',
    '5000-10000': '$5,000 - $10,000',
    '10000-20000': '$10,000 - $20,000',
    'over-20000': 'Over $20,000',
  },
  timeframe: {
    immediately: 'Immediately',
    '1-2-weeks': 'Within 1-2 weeks',
    '1-month': 'Within a month',
    '2-3-months': 'In 2-3 months',
    flexible: 'Flexible',
  },
  howDidYouHear: {
    google: 'Google search',
    'social-media': 'Social media',
    friend: 'Friend or neighbor',
    advertisement: 'Advertisement',
    other: 'Other',
  },
  subject: {
    quote: 'Request a quote',
    service: 'Service question',
    support: 'Support with a job',
    feedback: 'Feedback',
    other: 'Something else',
  },
} as const;

export type LeadChoiceList = keyof typeof leadChoices;
/** A list's options by value, in some language: every value of the list, nothing else. */
export type ChoiceNames<List extends LeadChoiceList> = Readonly<Record<keyof (typeof leadChoices)[List], string>>;

export type ProjectType = keyof typeof leadChoices.projectType;

/**
 * A service as `names` call it, from the English name an order keeps it by ("Window Repair" →
 * "Reparación de ventanas"); a service that is not one of ours reads as it is.
 */
export function serviceNamed(service: string, names: ChoiceNames<'projectType'>): string {
  const id = (Object.keys(leadChoices.projectType) as ProjectType[]).find((candidate) => leadChoices.projectType[candidate] === service);
  return id ? names[id] : service;
}
