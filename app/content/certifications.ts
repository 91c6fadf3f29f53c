/** The seals the site can draw: three credentials' and a plain one for any other. */
export type CertificationKind = 'energy-star' | 'home-advisor' | 'bbb' | 'other';

/** A badge as the pages show it: the company profile's, once the owner confirmed it. */
export interface Certification {
  readonly id: string;
  readonly kind: CertificationKind;
  readonly name: string;
  /** The full credential, for a badge caption. */
  readonly label: string;
  readonly description: string;
}

/** The sample badges a new install starts with, unconfirmed (app/features/business/seed.server.ts): never shown until the owner confirms each. */
export const certifications: readonly (Certification & { readonly id: Exclude<CertificationKind, 'other'> })[] = [
  {
    id: 'energy-star',
    kind: 'energy-star',
    name: 'Energy Star',
    label: 'Energy Star Partner',
    description: 'We offer and install ENERGY STAR certified windows that help South Florida homes keep heat out and cooling costs down.',
  },
  {
    id: 'home-advisor',
    kind: 'home-advisor',
    name: 'Home Advisor',
    label: 'HomeAdvisor Screened & Approved',
    description: 'Our business has passed HomeAdvisor screening, so homeowners can hire us with added confidence.',
  },
  {
    id: 'bbb',
    kind: 'bbb',
    name: 'BBB A+',
    label: 'BBB Accredited, A+ rating',
    description: 'We are accredited by the Better Business Bureau with an A+ rating, earned by answering every customer concern promptly and fairly.',
  },
];
