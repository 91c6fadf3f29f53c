import type { Company } from './company';
import type { CallToActionLink } from './home';

export interface ValueStatement {
  /** Which value it is, whatever the language: the page picks its icon by it. */
  readonly key: 'Quality' | 'Integrity' | 'Customer Satisfaction';
  readonly title: string;
  readonly description: string;
}

export interface Highlight {
  readonly value: string;
  readonly label: string;
}

export interface AboutContent {
  readonly eyebrow: string;
  /** The company profile's name in it. */
  readonly heading: (name: string) => string;
  /** The founding year is the company profile's: "since …" only when it is set. */
  readonly intro: (foundedYear: number | undefined) => string;
  readonly metaDescription: (company: Pick<Company, 'name' | 'foundedYear'>) => string;
  /** The key facts under the title: the founding year (when set), the towns and county are the company profile's (the root loader's `company`). */
  readonly highlights: (company: Pick<Company, 'foundedYear' | 'serviceArea' | 'county'>) => readonly Highlight[];
  readonly story: { readonly heading: string; readonly paragraphs: (name: string, foundedYear: number | undefined) => readonly string[] };
  readonly mission: { readonly heading: string; readonly text: string };
  readonly values: { readonly heading: string; readonly items: readonly ValueStatement[] };
  readonly team: { readonly heading: string; readonly intro: string };
  readonly certifications: { readonly heading: string; readonly intro: string };
  readonly credentials: { readonly heading: string; readonly licenceLabel: string };
  /** The heading over the company profile's guarantee, shown only when it has one. */
  readonly guarantee: { readonly heading: string };
  readonly cta: {
    readonly heading: string;
    readonly text: string;
    readonly primaryCta: CallToActionLink;
    readonly secondaryCta: CallToActionLink;
  };
}

export const about: AboutContent = {
  eyebrow: 'About Us',
  heading: (name) => `About ${name}`,
  intro: (foundedYear) => `A Coral Gables company caring for South Florida windows${foundedYear ? ` since ${foundedYear}` : ''}.`,
  metaDescription: ({ name, foundedYear }) =>
    `Meet ${name}: a Coral Gables window company${foundedYear ? ` since ${foundedYear}` : ''}, its team and its values.`,
  highlights: (company) => [
    ...(company.foundedYear ? [{ value: String(company.foundedYear), label: 'Founded in Coral Gables' }] : []),
    { value: String(company.serviceArea.length), label: `${company.county} communities served` },
  ],
  story: {
    heading: 'Our Story',
    paragraphs: (name, foundedYear) => [
      `${name} was founded in Coral Gables${foundedYear ? ` in ${foundedYear}` : ''} with a simple idea: homeowners deserve a window company that shows up on time, explains the work honestly and does it right the first time.`,
      'Today we are a full-service window company serving homes, condominiums and businesses across Miami-Dade, from Key Biscayne to Kendall. We install and replace energy-efficient and impact-rated windows, repair and maintain the windows people already have, replace glass and weatherproof openings against the rain and humidity that define our climate.',
      'What has not changed is how we work. We still measure every opening ourselves, quote in writing before we start, handle the permits and HOA paperwork, and leave every home as clean as we found it. Much of our work today comes from referrals and returning customers, and we intend to keep earning them.',
    ],
  },
  mission: {
    heading: 'Our Mission',
    text: 'Our mission is to keep South Florida homes and businesses comfortable, efficient and protected by providing expert window installation, repair and care, delivered with honest advice, careful workmanship and respect for our customers and their property.',
  },
  values: {
    heading: 'Our Values',
    items: [
      {
        key: 'Quality',
        title: 'Quality',
        description:
          'We install and repair every window to the Florida Building Code and the manufacturer instructions, use materials made for our climate, and test our work before we call a job finished.',
      },
      {
        key: 'Integrity',
        title: 'Integrity',
        description:
          'We give clear written quotes, recommend repair when repair is enough, and tell you plainly what a job involves. No pressure, no surprise charges.',
      },
      {
        key: 'Customer Satisfaction',
        title: 'Customer Satisfaction',
        description: 'We listen, keep you informed from the first call to the final walkthrough, and are not done until you are happy with the result.',
      },
    ],
  },
  team: {
    heading: 'Meet Our Team',
    intro: 'The people who answer your call, plan your project and take care of your windows.',
  },
  certifications: {
    heading: 'Certifications & Memberships',
    intro: 'Recognition we have earned for the quality of our products and service.',
  },
  credentials: {
    heading: 'Licensed and Insured',
    licenceLabel: 'Florida contractor licence',
  },
  guarantee: { heading: 'Our Guarantee' },
  cta: {
    heading: "Let's Talk About Your Windows",
    text: 'Request a free, no-obligation quote or get in touch with our Coral Gables office. We answer every request within one business day.',
    primaryCta: { label: 'Get a Free Quote', href: '/get-quote' },
    secondaryCta: { label: 'Contact Us', href: '/contact' },
  },
};
