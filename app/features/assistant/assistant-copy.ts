import { company } from '~/content/company';

/** Every fixed line the assistant says, and the widget's labels, in one place. */
export const assistantCopy = {
  launcherLabel: 'Chat with us',
  title: company.name,
  subtitle: 'Virtual assistant',
  office: (open: boolean) => (open ? 'Office open' : 'Office closed'),
  closeLabel: 'Close chat',
  logLabel: 'Conversation',
  typing: 'The assistant is typing',
  sendLabel: 'Send message',
  youLabel: 'You',
  assistantLabel: 'Assistant',
  privacyNote: 'Conversations are saved so our team can follow up.',
  privacyLink: 'Privacy Policy',
  input: {
    chat: { label: 'Message', placeholder: 'Type your message…' },
    name: { label: 'Your name', placeholder: 'Your name' },
    email: { label: 'Your email address', placeholder: 'you@example.com' },
    phone: { label: 'Your phone number', placeholder: 'Your phone number' },
  },

  greeting: `Hi! I'm the ${company.name} virtual assistant. Ask me about our services, prices, hours or the areas we serve.`,
  /** Also how remote models must phrase the offer, so a "yes" that follows can start collection. */
  contactOffer: 'Would you like to leave your contact details so our team can get back to you?',
  askName: "Great! Let's start with your name.",
  askEmail: (name: string) => `Nice to meet you, ${name}! What's your email address?`,
  /** SPEC section 5, word for word. */
  invalidEmail: "That doesn't look like a valid email address. Could you please try again?",
  askPhone: 'Thank you! And what phone number can we reach you on?',
  collected: (name: string) =>
    `Thank you, ${name}! I've passed your details to our team, and they'll be in touch soon. Is there anything else I can help you with?`,
  declined: "No problem! Ask me anything about our window services, and I'll do my best to help.",
  unreachable: `Sorry, I can't reach our office right now. Please try again in a moment, or call us at ${company.phone.display}.`,
} as const;
