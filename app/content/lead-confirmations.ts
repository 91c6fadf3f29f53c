import { PRICE_ESTIMATE_NOTE } from './pricing';

// What a lead form says once it has been sent, beside SPEC's own success message: a summary
// that stays on the page until the visitor leaves, naming how we will reach them.

export const leadConfirmations = {
  quoteSent: (phone: string) => `Request sent — we will call you at ${phone}.`,
  messageSent: (email: string, phone: string) =>
    phone ? `Message sent — we will reply to ${email} or call you at ${phone}.` : `Message sent — we will reply to ${email}.`,
  priceRange: (range: string) => `Estimated price: ${range}. ${PRICE_ESTIMATE_NOTE}`,
  sendAnother: 'You can send another one below.',
} as const;
