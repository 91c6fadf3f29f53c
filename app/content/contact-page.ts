export interface ContactMethodCopy {
  readonly title: string;
  readonly description: string;
}

export interface ContactPageContent {
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
  /** The company profile's name and county in it. */
  readonly metaDescription: (company: { name: string; county: string }) => string;
  readonly methodsHeading: string;
  readonly formHeading: string;
  readonly formIntro: string;
  readonly methodsIntro: string;
  readonly phone: ContactMethodCopy;
  readonly email: ContactMethodCopy;
  readonly quotePrompt: { readonly text: string; readonly linkLabel: string };
  readonly hoursHeading: string;
  readonly location: {
    readonly heading: string;
    readonly serviceAreaHeading: string;
    /** Said before the list of communities: the whole county (the company profile's) is served. */
    readonly serviceAreaIntro: (county: string) => string;
    readonly directionsLabel: string;
  };
}

export const contactPage: ContactPageContent = {
  eyebrow: 'Contact Us',
  heading: "We're Here to Help",
  intro:
    'Questions about your windows, a repair that cannot wait or a project you are planning? Call, email or visit our Coral Gables office and a member of our team will help.',
  metaDescription: ({ name, county }) =>
    `Call, email or visit ${name} in Coral Gables, FL. See our business hours, office address and the ${county} communities we serve.`,
  methodsHeading: 'Get in Touch',
  formHeading: 'Send Us a Message',
  formIntro: 'Questions about a project, an appointment or a past job? Write to us and we will reply within one business day.',
  methodsIntro: 'The quickest way to reach us is by phone during business hours. Emails are answered within one business day.',
  phone: {
    title: 'Call Us',
    description: 'Speak with our office about repairs, scheduling or a new project.',
  },
  email: {
    title: 'Email Us',
    description: 'Send photos or details of your windows and we will reply within one business day.',
  },
  quotePrompt: {
    text: 'Planning a project? Ask for a free, no-obligation estimate.',
    linkLabel: 'Get a free quote',
  },
  hoursHeading: 'Business Hours',
  location: {
    heading: 'Visit Our Office',
    serviceAreaHeading: 'Areas We Serve',
    serviceAreaIntro: (county) => `All of ${county} County, including:`,
    directionsLabel: 'Get directions',
  },
};
