export type CertificationId = 'energy-star' | 'home-advisor' | 'bbb';

export interface Certification {
  readonly id: CertificationId;
  readonly name: 'Energy Star' | 'Home Advisor' | 'BBB A+';
  /** The full credential, for a badge caption. */
  readonly label: string;
  readonly description: string;
}

export const certifications: readonly Certification[] = [
  {
    id: 'energy-star',
    name: 'Energy Star',
    label: 'Energy Star Partner',
    description: 'We offer and install ENERGY STAR certified windows that help South Florida homes keep heat out and cooling costs down.',
  },
  {
    id: 'home-advisor',
    name: 'Home Advisor',
    label: 'HomeAdvisor Screened & Approved',
    description: 'Our business has passed HomeAdvisor screening, so homeowners can hire us with added confidence.',
  },
  {
    id: 'bbb',
    name: 'BBB A+',
    label: 'BBB Accredited, A+ rating',
    description: 'We are accredited by the Better Business Bureau with an A+ rating, earned by answering every customer concern promptly and fairly.',
  },
];
