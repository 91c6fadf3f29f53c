// The texts the company sends by itself (docs/texting.md) and the replies staff keep at hand. Each
// automatic text carries both languages, English first: a number that texts us has told us nothing
// of its language. Carriers ask that a keyword's answer name the company and say how to stop.

export interface TextingWords {
  /** The answer to STOP (and the other opt-out keywords). */
  optedOut: (company: string) => string;
  /** The answer to START (or UNSTOP). */
  optedIn: (company: string) => string;
  /** The answer to HELP: who we are and how to reach a person. */
  help: (company: string, phone: string) => string;
  /** The text a caller gets when nobody could answer their call. */
  missedCall: (company: string, quoteUrl: string, bookUrl: string) => string;
  /**
   * The forms' unticked box to receive texts about the request, and its disclosure (Florida
   * §501.059, the TCPA): who texts, about what, msg & data rates, STOP and HELP, not a condition of
   * purchase. Stored word for word with a consent.
   */
  consent: (company: string) => { label: string; disclosure: string };
  /** The reminder text of a booked estimate visit (automated: consent, opt-out and quiet hours apply). */
  visitReminder: (company: string, when: string, address: string) => string;
  /** Replies staff pick from in the inbox, then edit before sending. */
  savedReplies: (company: string, bookUrl: string) => readonly { label: string; body: string }[];
}

export const textingWords: TextingWords = {
  optedOut: (company) => `${company}: you're unsubscribed and won't get more texts from us. Reply START to get them again.`,
  optedIn: (company) => `${company}: you'll get our texts again. Reply HELP for help, STOP to stop.`,
  help: (company, phone) => `${company}: call us at ${phone}. Msg & data rates may apply. Reply STOP to stop texts.`,
  missedCall: (company, quoteUrl, bookUrl) =>
    `${company}: sorry we missed your call! Text us here, ask for a free quote at ${quoteUrl} or book the free estimate visit at ${bookUrl}. Reply STOP to stop.`,
  consent: (company) => ({
    label: 'Text me about this request',
    disclosure: `${company} may text me about this request at the number above (automated texts included). Message frequency varies; msg & data rates may apply. Reply STOP to opt out, HELP for help. Consent is not a condition of purchase.`,
  }),
  visitReminder: (company, when, address) =>
    `${company}: a reminder of your free estimate visit ${when} at ${address}. To move or cancel it, use the link in your email. Reply STOP to stop texts.`,
  savedReplies: (company, bookUrl) => [
    { label: 'Thanks, we will call', body: `Thanks for texting ${company}! One of our team will call you shortly.` },
    { label: 'Ask for photos', body: 'Could you text us a few photos of the windows? That helps us give you a price faster.' },
    { label: 'Book the free visit', body: `You can pick a time for your free estimate visit here: ${bookUrl}` },
  ],
};
