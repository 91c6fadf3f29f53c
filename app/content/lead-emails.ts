// What the emails to a visitor who sent a quote request or a message say, in English;
// app/content/es/lead-emails.ts says it in Spanish. Staff emails stay in English in the feature.
// The confirmation goes to whatever address the form was given, so none of these repeats what the
// visitor wrote, only our own names for their choices (app/features/leads/intake/lead-emails.server.ts).

export interface LeadEmailWords {
  /** "Hi Ana," for a name that can be nothing else, or "Hello,". */
  readonly greeting: (firstName: string | undefined) => string;
  readonly youAskedAbout: string;
  readonly nextHeading: string;
  readonly quote: {
    readonly subject: (appName: string) => string;
    readonly thanks: (appName: string) => string;
    readonly photos: (count: number) => string;
    /** The price range the form showed, with what every range says beside it. */
    readonly priceRange: (range: string, note: string) => string;
    readonly next: readonly string[];
  };
  readonly contact: {
    readonly subject: (appName: string) => string;
    readonly thanks: (appName: string) => string;
    readonly next: readonly string[];
  };
  /** Our phone, email and office hours (already written out), for anyone who needs us sooner. */
  readonly needSooner: (phone: string, email: string, hours: string) => string;
  readonly signOff: (appName: string, address: string) => string;
  readonly notYou: (appName: string) => string;
  /** The link that confirms a request from its address, so it shows under My Requests, and the page it opens. */
  readonly confirm: {
    readonly lead: (days: number) => string;
    readonly action: string;
    readonly page: {
      readonly title: string;
      readonly description: string;
      readonly heading: string;
      readonly question: string;
      readonly notYou: string;
      readonly button: string;
      readonly confirmed: string;
      readonly already: string;
      readonly expired: string;
      readonly invalid: string;
      readonly toRequests: string;
    };
  };
}

export const leadEmails: LeadEmailWords = {
  greeting: (first) => (first ? `Hi ${first},` : 'Hello,'),
  youAskedAbout: 'You asked about',
  nextHeading: 'What happens next',
  quote: {
    subject: (appName) => `We received your quote request | ${appName}`,
    thanks: (appName) => `Thank you for asking ${appName} for a free quote. Your request has reached our team.`,
    photos: (count) =>
      `Your ${count} ${count === 1 ? 'photo' : 'photos'} came with it; you can see them under My Requests when you sign in with this email address.`,
    priceRange: (range, note) => `Our price list puts the work at ${range}. ${note}`,
    next: [
      'Within one business day, one of our window specialists will call or email you, using the details you gave us, to talk through your project.',
      'If it helps, we will arrange a free visit to measure and look at your windows, and then send you a written quote. There is no obligation.',
    ],
  },
  contact: {
    subject: (appName) => `We received your message | ${appName}`,
    thanks: (appName) => `Thank you for getting in touch with ${appName}. Your message has reached our team.`,
    next: ['Someone from our office will read your message and reply within one business day, by email or by phone if you gave us a number.'],
  },
  needSooner: (phone, email, hours) => `Need us sooner? Call ${phone} or email ${email}. Our office hours are ${hours} (Eastern Time).`,
  signOff: (appName, address) => `Warm regards,\nThe ${appName} team\n${address}`,
  notYou: (appName) => `If you did not contact ${appName}, you can safely ignore this email.`,
  confirm: {
    lead: (days) =>
      `Did you send this yourself? Confirm it, and it will show with its status under My Requests when you sign in with this email address. The link works for ${days} days.`,
    action: 'Yes, I sent this',
    page: {
      title: 'Confirm Your Request',
      description: 'Confirm a request you sent us, so it shows in your account.',
      heading: 'Did you send this?',
      question: 'Confirm that you sent this request from your email address. It will then show under My Requests when you sign in with that address.',
      notYou: 'If you did not send it, close this page: nothing is added to anyone’s account.',
      button: 'Yes, I sent it',
      confirmed: 'Thank you: your request is confirmed. It shows under My Requests when you sign in with its email address.',
      already: 'This request is already confirmed: it shows under My Requests when you sign in with its email address.',
      expired: 'This link has expired. Requests you send while signed in to your account show under My Requests at once.',
      invalid: 'This link is not valid. Please use the link from our email exactly as we sent it.',
      toRequests: 'Go to My Requests',
    },
  },
};
