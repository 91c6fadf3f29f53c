import { company } from './company';
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
    readonly founded: TrustHighlight;
    readonly guarantee: TrustHighlight;
    readonly licensed: TrustHighlight;
    readonly certificationsHeading: string;
  };
  /** Financing, emergency glass and the insurance discount: what often decides the call. */
  readonly help: {
    readonly heading: string;
    readonly intro: string;
    readonly financing: TrustHighlight;
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

/** The home page's words; `county` is the company profile's (its service area's), named where the page says where we work. */
export const homeFor = (county: string): HomeContent => ({
  meta: {
    title: 'Window Installation, Repair & Replacement in Coral Gables, FL',
    description: `Window installation, repair, maintenance and hurricane impact replacement for Coral Gables and ${county} homes and businesses since 2005. Free quotes.`,
  },
  hero: {
    eyebrow: `Coral Gables, FL · Since ${company.foundedYear}`,
    heading: 'Window Care Built for South Florida',
    subheading: `Installation, repair, maintenance and hurricane-ready replacement windows for homes and businesses in Coral Gables and across ${county} since 2005.`,
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
    founded: {
      title: `Serving South Florida Since ${company.foundedYear}`,
      text: 'Two decades of installing, repairing and caring for windows built to stand up to our sun, salt air and storm season.',
    },
    guarantee: {
      title: '100% Satisfaction Guarantee',
      text: company.satisfactionGuarantee,
    },
    licensed: {
      title: 'Licensed and Insured',
      text: `Florida certified general contractor, licence {licence}, which you can look up on the state's DBPR website. Every crew member is covered by our general liability and workers’ compensation insurance.`,
    },
    certificationsHeading: 'Certified and Accredited',
  },
  help: {
    heading: 'Help When It Matters',
    intro: 'The questions homeowners ask us before they call, answered up front.',
    financing: {
      title: 'Financing Available',
      text: 'Monthly payments for installation and replacement projects of $2,000 or more, through our lending partner and subject to credit approval.',
    },
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
