export interface Reason {
  readonly title: string;
  readonly description: string;
}

export interface Step {
  readonly title: string;
  readonly description: string;
}

export interface QuotePageContent {
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
  readonly metaDescription: string;
  /** The call button, with the company profile's phone as written (`(305) 555-0142`). */
  readonly callLabel: (phone: string) => string;
  readonly emailLabel: string;
  /** A mailto: link to the company profile's email that opens a message already laid out with the details we need. */
  readonly emailHref: (email: string) => string;
  readonly formHeading: string;
  readonly formIntro: string;
  readonly stepsHeading: string;
  readonly stepsIntro: string;
  readonly steps: readonly Step[];
  /** The company profile's name in it. */
  readonly reasonsHeading: (name: string) => string;
  /** The founding year and the guarantee are the company profile's: their reasons are given only when it states them. */
  readonly reasons: (company: { readonly foundedYear?: number; readonly guarantee?: string }) => readonly Reason[];
  readonly contactHeading: string;
  readonly contactIntro: string;
  readonly testimonialsHeading: string;
}

const emailSubject = 'Free quote request';
const emailBody = [
  'Name:',
  'Phone:',
  'Property address:',
  'Type of project (installation, replacement, repair, glass, weatherproofing, other):',
  'Number of windows:',
  'Project description:',
  'Best time to reach me:',
  '',
].join('\n');

export const quotePage: QuotePageContent = {
  eyebrow: 'Free, No-Obligation Estimates',
  heading: 'Get a Free Quote',
  intro:
    'Tell us about your windows and your project. A member of our team will review the details, contact you within one business day and, if needed, arrange a free visit to measure and inspect. There is no cost and no obligation.',
  metaDescription: 'Request a free window quote in Coral Gables and Miami-Dade. Written per-window pricing, a reply within one business day and no obligation.',
  callLabel: (phone) => `Call ${phone}`,
  emailLabel: 'Email Project Details',
  emailHref: (email) => `mailto:${email}?subject=${encodeURIComponent(emailSubject)}&body=${encodeURIComponent(emailBody)}`,
  formHeading: 'Request Your Free Quote',
  formIntro: 'Tell us about your property and your project. It takes about two minutes, and there is no obligation.',
  stepsHeading: 'What Happens Next',
  stepsIntro: 'Getting a quote is simple, and you are never under any obligation.',
  steps: [
    {
      title: 'Tell us about your project',
      description: 'Call or email us with the property address, the windows involved and what you would like done. Photos help if you have them.',
    },
    {
      title: 'We reply within one business day',
      description: 'A member of our team reviews your request, answers your questions and, if needed, books a free visit to measure and inspect.',
    },
    {
      title: 'You receive a written quote',
      description: 'Clear per-window pricing in writing, valid for 30 days, so you can compare options and decide in your own time.',
    },
    {
      title: 'We schedule the work',
      description: 'Once you approve, we handle the permits and HOA paperwork and book a date that suits you.',
    },
  ],
  reasonsHeading: (name) => `Why Choose ${name}`,
  reasons: ({ foundedYear, guarantee }) => [
    {
      title: foundedYear ? `Local Experience Since ${foundedYear}` : 'Local Experience',
      description:
        'Our crews work in Coral Gables and across Miami-Dade every day. We know the local codes, the HOAs and what salt air, sun and humidity do to windows.',
    },
    {
      title: 'Built for Hurricane Season',
      description:
        'We install impact-rated windows with Miami-Dade product approval and make sure every opening is anchored, flashed and sealed to the Florida Building Code.',
    },
    {
      title: 'Clear, Written Pricing',
      description: 'You get a written quote with per-window pricing before any work begins, and we never add charges without your approval.',
    },
    {
      title: 'Permits and Paperwork Handled',
      description: 'We prepare permit applications, schedule inspections and provide the documents your HOA or condo association needs to approve the work.',
    },
    ...(guarantee ? [{ title: 'Our Guarantee', description: guarantee }] : []),
  ],
  contactHeading: 'Prefer to Talk?',
  contactIntro: 'Call our Coral Gables office or send us an email. A real person will help you.',
  testimonialsHeading: 'What Our Clients Say',
};
