// What the emails to a visitor who sent a quote request or a message say, in English;
// app/content/es/lead-emails.ts says it in Spanish. Staff emails stay in English in the feature.
// The confirmation goes to whatever address the form was given, so none of these repeats what the
// visitor wrote, only our own names for their choices (app/features/leads/lead-emails.server.ts).

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
};
