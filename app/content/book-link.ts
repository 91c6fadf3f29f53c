// The link to the booking page (/book), in its own module: the booking words (./booking.ts) and the
// quote and contact forms' confirmation (./lead-forms.ts) both say it, and the forms' pages should
// not load every other word of the booking pages for it. app/content/es/book-link.ts in Spanish.
export const bookLink = 'Book your free estimate visit';
