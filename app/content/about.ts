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
  readonly intro: string;
  readonly metaDescription: (name: string) => string;
  /** The key facts under the title: the towns and county are the company profile's (the root loader's `company`). */
  readonly highlights: (company: Pick<Company, 'foundedYear' | 'serviceArea' | 'county'>) => readonly Highlight[];
  readonly story: { readonly heading: string; readonly paragraphs: (name: string) => readonly string[] };
  readonly mission: { readonly heading: string; readonly text: string };
  readonly values: { readonly heading: string; readonly items: readonly ValueStatement[] };
  readonly team: { readonly heading: string; readonly intro: string };
  readonly certifications: { readonly heading: string; readonly intro: string };
  readonly credentials: { readonly heading: string; readonly licenceLabel: string };
  readonly guarantee: { readonly heading: string; readonly text: string; readonly termsLinkLabel: string };
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
  intro: 'A Coral Gables company caring for South Florida windows since 2005.',
  metaDescription: (name) => `Meet ${name}: a Coral Gables window company since 2005, its team, values, certifications and 100% satisfaction guarantee.`,
  highlights: (company) => [
    { value: String(company.foundedYear), label: 'Founded in Coral Gables' },
    { value: String(company.serviceArea.length), label: `${company.county} communities served` },
    { value: '100%', label: 'Satisfaction guarantee' },
  ],
  story: {
    heading: 'Our Story',
    paragraphs: (name) => [
      `${name} was founded in Coral Gables in 2005 with one truck, a small crew and a simple idea: homeowners deserve a window company that shows up on time, explains the work honestly and does it right the first time. Our first year coincided with one of the most active hurricane seasons on record, and we spent much of it helping neighbors repair and secure the windows the storms had tested.`,
      'Since then we have grown into a full-service window company serving homes, condominiums and businesses across Miami-Dade, from Key Biscayne to Kendall. We install and replace energy-efficient and impact-rated windows, repair and maintain the windows people already have, replace glass and weatherproof openings against the rain and humidity that define our climate.',
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
  guarantee: {
    heading: '100% Satisfaction Guarantee',
    text: 'We stand behind every job with a 100% satisfaction guarantee. If you are not completely satisfied with our work, let us know and we will come back and make it right at no additional cost for the work we performed. It is the same promise we have made to every customer since 2005, and it is why so many of them call us again.',
    termsLinkLabel: 'Read the guarantee terms',
  },
  cta: {
    heading: "Let's Talk About Your Windows",
    text: 'Request a free, no-obligation quote or get in touch with our Coral Gables office. We answer every request within one business day.',
    primaryCta: { label: 'Get a Free Quote', href: '/get-quote' },
    secondaryCta: { label: 'Contact Us', href: '/contact' },
  },
};
