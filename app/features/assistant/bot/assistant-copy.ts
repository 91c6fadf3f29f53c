import type { Company } from '~/content/company';
import { waitWords } from '~/content/wait';

/** What the fixed lines name: the company profile's name and phone (`companyOf`), as the turn read them. */
export type CopyCompany = Pick<Company, 'name' | 'phone'>;

/** Also how remote models must phrase the offer, so a "yes" that follows can start collection. */
export const contactOffer = 'Would you like to leave your contact details so our team can get back to you?';

/**
 * Every fixed line the assistant says in a conversation (Spanish: spanish-copy.ts), naming the
 * company as the profile has it. The widget's and the chat page's own words are in the frame's
 * catalogue (`chat.*`, app/content/messages/).
 */
export const assistantCopy = (company: CopyCompany) => ({
  greeting: `Hi! I'm the ${company.name} virtual assistant. Ask me about our services, prices, hours or the areas we serve.`,
  contactOffer,
  askName: "Great! Let's start with your name.",
  /** When the visitor asked to be called back or offered their number. */
  callbackAskName: "Of course, our team will get back to you. Let's start with your name.",
  /** When some details came first: "Thanks! I have your email address and phone number. What's your name?" */
  askNameHaving: (have: string) => `Thanks! I have your ${have}. What's your name?`,
  askEmail: (name: string) => `Nice to meet you, ${name}! What's your email address?`,
  /** SPEC section 5, word for word. */
  invalidEmail: "That doesn't look like a valid email address. Could you please try again?",
  askPhone: 'Thank you! And what phone number can we reach you on?',
  askPhoneGreeting: (name: string) => `Nice to meet you, ${name}! And what phone number can we reach you on?`,
  alreadyCollected:
    'We already have your contact details from this conversation, and our team will be in touch soon. Is there anything else I can help you with?',
  page: {
    contactNotSaved: `Your details could not be saved just now. Please press Save my details again, or call us at ${company.phone.display}.`,
    /** The form named a conversation this browser did not begin (a link from someone else, an old cookie). */
    conversationNotFound: `This conversation is not open in this browser, so your details were not saved. Please start a new conversation, or call us at ${company.phone.display}.`,
  },
  /** Why a message was not answered: too many at once (how long to wait, in words), or the assistant is down. */
  refusals: {
    network: (wait: string) => `Too many messages from your network. Please wait ${wait} and try again, or call us at ${company.phone.display}.`,
    conversation: (wait: string) =>
      `This conversation has reached its limit of messages for now. Please wait ${wait} and try again, or call us at ${company.phone.display}.`,
    submissions: (wait: string) => `Too many submissions from your network. Please wait ${wait} and try again, or call us at ${company.phone.display}.`,
    unavailable: `The assistant is unavailable right now. Please try again in a moment, or call us at ${company.phone.display}.`,
    wait: waitWords,
  },

  collected: (name: string) =>
    `Thank you, ${name}! I've passed your details to our team, and they'll be in touch soon. Is there anything else I can help you with?`,
  declined: "No problem! Ask me anything about our window services, and I'll do my best to help.",
  /** A request to book or schedule the free estimate: the booking page (its path becomes a link in the chat). */
  bookVisit:
    'You can book your free estimate visit online in under a minute: choose a day and a time at /book. Times are Eastern Time, and we email you a calendar invitation with a link to reschedule or cancel.',
  unreachable: `Sorry, I can't reach our office right now. Please try again in a moment, or call us at ${company.phone.display}.`,

  /** The hand-off to a person on the staff (live-chat.server.ts). */
  live: {
    connecting:
      "I'm connecting you with a person from our team. Please stay in this chat: someone usually joins within two minutes. You can tell us what you need while you wait.",
    /** Said after `connecting`: what we still need to call the visitor back if the chat is cut off (nothing when both are known). */
    connectingAsk: (known: { name?: string; phone?: string }): string =>
      known.name && known.phone
        ? ''
        : known.name
          ? `So we can call you back if the chat is cut off, what phone number can we reach you on, ${known.name}?`
          : known.phone
            ? "So we can call you back if the chat is cut off, what's your name?"
            : 'So we can call you back if the chat is cut off, what are your name and phone number?',
    /** `name`: the staff member's first name, null when their account gives none (never a role's name). */
    joined: (name: string | null) => (name ? `${name} from ${company.name} joined` : `A person from the ${company.name} team joined`),
    handedBack: (name: string | null) =>
      `${name ?? 'Our team'} handed you back to the virtual assistant. Ask me anything, or ask for a person again at any time.`,
    endedByStaff: (name: string | null) => `${name ?? 'Our team'} ended the chat. Thank you for talking with us! I'm still here if you need anything else.`,
    endedByVisitor: "You ended the chat with our team. I'm still here if you need anything else.",
    /** Why the assistant offers a call back instead: nobody accepted in time, or nobody is at the chat. */
    nobodyCame: "I'm sorry, nobody from our team could join the chat just now.",
    nobodyAvailable: (officeOpen: boolean): string =>
      officeOpen
        ? `Nobody from our team is at the chat right now (you can also call us at ${company.phone.display}).`
        : 'Our office is closed and nobody from our team is at the chat right now.',
    callbackAskName: (why: string) => `${why} We can call you back instead. What's your name?`,
    callbackAskPhone: (why: string, name: string) => `${why} We can call you back instead, ${name}. What phone number can we reach you on?`,
    askPhone: (name: string) => `Thanks, ${name}! What phone number can we reach you on?`,
    callbackConfirmed: (why: string, name: string, phone: string) =>
      `${why} Thank you, ${name}: someone from our team will call you at ${phone} as soon as they can. Is there anything else I can help you with?`.trim(),
  },
});

export type AssistantCopy = ReturnType<typeof assistantCopy>;
