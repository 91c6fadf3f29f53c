import type { Company } from './company';
import { homeServiceIds, type ServiceId } from './service-ids';

export interface PageMetaCopy {
  readonly title: string;
  readonly description: string;
}

export interface TrustHighlight {
  readonly title: string;
  readonly text: string;
}

export interface CallToActionLink {
  readonly label: string;
  readonly href: string;
}

export interface HomeContent {
  readonly meta: PageMetaCopy;
  readonly hero: {
    readonly eyebrow: string;
    readonly heading: string;
    readonly subheading: string;
    readonly primaryCta: CallToActionLink;
    readonly secondaryCta: CallToActionLink;
    /** The free estimate visit, booked online, beside the call button. */
    readonly bookCta: CallToActionLink;
    /** Beside the call button: licensed and insured, with the licence number (`{licence}`: the company profile's). */
    readonly credentials: string;
  };
  readonly servicesPreview: {
    readonly heading: string;
    readonly intro: string;
    readonly serviceIds: readonly ServiceId[];
    readonly cardLinkLabel: string;
    readonly allServicesCta: CallToActionLink;
  };
  readonly trust: {
    readonly eyebrow: string;
    readonly heading: string;
    readonly intro: string;
    /** Only when the company profile gives the founding year. */
    readonly founded?: TrustHighlight;
    /** Only when the company profile gives a guarantee: its own words. */
    readonly guarantee?: TrustHighlight;
    readonly licensed: TrustHighlight;
    readonly certificationsHeading: string;
  };
  /** Financing, emergency glass and the insurance discount: what often decides the call. */
  readonly help: {
    readonly heading: string;
    readonly intro: string;
    /** Only when the company profile states financing: its own words. */
    readonly financing?: TrustHighlight;
    readonly emergency: TrustHighlight;
    readonly windMitigation: TrustHighlight;
  };
  readonly testimonials: { readonly eyebrow: string; readonly heading: string; readonly intro: string };
  readonly closingCta: {
    readonly heading: string;
    readonly text: string;
    readonly callLabel: string;
    readonly primaryCta: CallToActionLink;
    readonly secondaryCta: CallToActionLink;
  };
}

/** The facts of the company profile the home page states: where (the county), and its claims, each only when set. */
export type HomeFacts = Pick<Company, 'county' | 'foundedYear' | 'guarantee' | 'financing'>;

/** The home page's words; the county is the profile's (its service area's), and the founding year, the guarantee and the financing are said only when the profile gives them. */
export const homeFor = ({ county, foundedYear, guarantee, financing }: HomeFacts): HomeContent => ({
  meta: {
    title: 'Window Installation, Repair & Replacement in Coral Gables, FL',
    description: `Window installation, repair, maintenance and hurricane impact replacement for Coral Gables and ${county} homes and businesses${foundedYear ? ` since ${foundedYear}` : ''}. Free quotes.`,
  },
  hero: {
    eyebrow: foundedYear ? `Coral Gables, FL · Since ${foundedYear}` : 'Coral Gables, FL',
    heading: 'Window Care Built for South Florida',
    subheading: `Installation, repair, maintenance and hurricane-ready replacement windows for homes and businesses in Coral Gables and across ${county}${foundedYear ? ` since ${foundedYear}` : ''}.`,
    primaryCta: { label: 'Our Services', href: '/services' },
    secondaryCta: { label: 'Get a Quote', href: '/get-quote' },
    bookCta: { label: 'Book a visit', href: '/book' },
    credentials: `Licensed and insured · Florida licence {licence}`,
  },
  servicesPreview: {
    heading: 'Our Services',
    intro: 'From a single sticking window to a full set of impact windows, our team handles every part of the job with care.',
    serviceIds: homeServiceIds,
    cardLinkLabel: 'Learn More',
    allServicesCta: { label: 'View All Services', href: '/services' },
  },
  trust: {
    eyebrow: 'Why Choose Us',
    heading: 'A Local Team You Can Trust',
    intro: `We are a Coral Gables company, and our reputation is built one home at a time by our neighbors across ${county}.`,
    founded: foundedYear
      ? {
          title: `Serving South Florida Since ${foundedYear}`,
          text: 'Years of installing, repairing and caring for windows built to stand up to our sun, salt air and storm season.',
        }
      : undefined,
    guarantee: guarantee ? { title: 'Our Guarantee', text: guarantee } : undefined,
    licensed: {
      title: 'Licensed and Insured',
      text: `Florida certified general contractor, licence {licence}, which you can look up on the state's DBPR website. Every crew member is covered by our general liability and workers’ compensation insurance.`,
    },
    certificationsHeading: 'Certified and Accredited',
  },
  help: {
    heading: 'Help When It Matters',
    intro: 'The questions homeowners ask us before they call, answered up front.',
    financing: financing ? { title: 'Financing Available', text: financing } : undefined,
    emergency: {
      title: 'Emergency Glass Service',
      text: 'A window broken by a storm or a break-in? Call us: we secure the opening and replace the glass with laminated or impact-rated glass where the code asks for it.',
    },
    windMitigation: {
      title: 'Wind-Mitigation Insurance Discount',
      text: 'Many Florida insurers lower windstorm premiums for impact-rated openings. We give you the product approval documents your wind-mitigation inspection asks for.',
    },
  },
  testimonials: {
    eyebrow: 'Customer Reviews',
    heading: 'What Our Customers Say',
    intro: `Homeowners, condo owners and property managers across ${county} trust us with their windows.`,
  },
  closingCta: {
    heading: 'Ready for Windows You Can Count On?',
    text: 'Tell us about your project and we will get back to you with a free, no-obligation quote. Prefer to talk? Call us during business hours.',
    callLabel: 'Or call us at',
    primaryCta: { label: 'Get a Free Quote', href: '/get-quote' },
    secondaryCta: { label: 'Contact Us', href: '/contact' },
  },
});
