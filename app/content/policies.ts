// The company's standing answers to the questions visitors ask before they call: licence and
// insurance, estimates, financing, warranty, cancellations, impact windows, emergencies after a
// storm or a break-in, insurance claims and wind mitigation forms, permits, and Spanish. The About
// page shows the licence and insurance; the virtual assistant (and the facts the remote models are
// given) answers from all of them. Spanish: es/policies.ts.

export interface Credentials {
  /** Florida certified general contractor licence, as the state's register (DBPR) shows it. */
  readonly licenceNumber: string;
  readonly licenceStatement: string;
  readonly insuranceStatement: string;
}

/** The licence in a sentence, for the company's name and licence number as the profile has them. */
export function licenceStatementOf(name: string, licenceNumber: string): string {
  return `${name} is a licensed Florida certified general contractor, licence number ${licenceNumber}, which you can look up on the Florida DBPR website.`;
}

/** The sample credentials a new install starts from (the company profile, app/features/business). */
export const credentials: Credentials = {
  licenceNumber: 'CGC1531187',
  licenceStatement:
    'Gables Window Care is a licensed Florida certified general contractor, licence number CGC1531187, which you can look up on the Florida DBPR website.',
  insuranceStatement:
    'We carry general liability insurance and workers’ compensation coverage for every crew member, and we send a certificate of insurance to you or your condominium association on request.',
};

export interface Policies {
  readonly freeEstimates: string;
  readonly financing: string;
  readonly warranty: string;
  readonly cancellation: string;
  readonly impactWindows: string;
  /** What impact windows are, said after their prices. */
  readonly impactWindowDetails: string;
  /** "Do you speak Spanish?" */
  readonly spanish: string;
  /** A broken window that cannot wait: what happens in office hours, after them, and how to stay safe meanwhile (one line). */
  readonly emergency: { readonly inHours: string; readonly afterHours: string; readonly safety: string };
  /** What we document for an insurance adjuster. */
  readonly insuranceClaims: string;
  /** The wind mitigation inspection form (OIR-B1-1802) and the insurance discount for impact windows. */
  readonly windMitigation: string;
  /** Whether a permit is needed, naming the visitor's town when they gave one. */
  readonly permits: (town: string | null) => string;
}

const impactWindowFacts =
  'laminated glass in reinforced frames with Miami-Dade product approval, installed to the Florida Building Code, so you no longer need to put up shutters before a storm. They also keep out noise and UV, and many insurers give a windstorm mitigation discount for them.';

export const policies: Policies = {
  freeEstimates:
    'Yes, our estimates are free and without obligation. We measure and inspect at your property, then give you a written estimate, valid for 30 days.',
  financing:
    'Yes, financing is available for window installation and replacement projects of $2,000 or more, through our lending partner and subject to credit approval. Ask for the monthly options when we prepare your estimate; paying in full by card, check or bank transfer works too.',
  warranty:
    "The windows and glass we supply carry their manufacturer's warranty, which we register and help you use, and we warrant our own workmanship for the period stated in your estimate (2 years on installations and replacements, 1 year on repairs). On top of that, our 100% satisfaction guarantee covers our work for 30 days after completion.",
  cancellation:
    'Cancellations require 24-hour notice: call or email us at least 24 hours before your appointment to cancel or reschedule, at no charge. With less notice a trip fee stated in your estimate may apply, and custom-ordered products may not be returnable once ordered.',
  impactWindows: `Yes, we supply and install hurricane impact windows: ${impactWindowFacts}`,
  impactWindowDetails: `Our impact windows are ${impactWindowFacts}`,
  spanish:
    'Yes, of course! Our office staff and our crews speak Spanish, and the whole website is in Spanish at /es. Write to me in Spanish and I will answer in Spanish.',
  emergency: {
    inHours: 'Our office is open now: tell us what happened and a crew comes out today to make the opening safe and secure.',
    afterHours:
      'Our office is closed now, but the same number reaches our on-call emergency crew day and night, weekends and holidays included: they board up the opening or fit temporary glass so your home is secure right away, and we replace the glass or the window in the following days.',
    safety: 'Until we get there, keep everyone, pets included, away from the broken glass, wear closed shoes, and do not pull loose pieces out of the frame.',
  },
  insuranceClaims:
    'For an insurance claim we document the damage for your adjuster: dated photos of each damaged window and its opening, the measurements, and a written, itemized estimate for the repair or replacement. We send them to you or straight to your adjuster, and we can meet the adjuster at your home. What the policy covers is for your insurer to decide.',
  windMitigation:
    'Many insurers lower the windstorm part of your premium for impact windows and doors. The discount is based on a wind mitigation inspection, recorded on the Florida Uniform Mitigation Verification Inspection Form (OIR-B1-1802) by a qualified inspector. For the openings we install, we provide the documentation of their protection that the form asks for: the Miami-Dade product approvals (NOAs), the permit and its passed final inspection. The amount of any discount is set by your insurer, so ask your agent.',
  permits: (town) =>
    town
      ? `Yes: replacing windows or installing impact windows needs a building permit in ${town}, as everywhere in Miami-Dade County. We pull the permit in ${town} ourselves and schedule the inspections, as part of the job.`
      : 'Yes: replacing windows or installing impact windows needs a building permit in every municipality of Miami-Dade County. We pull the permit ourselves and schedule the inspections, as part of the job. Tell me your town and I will confirm.',
};
