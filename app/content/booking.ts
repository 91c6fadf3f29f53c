// Booking the free estimate visit (/book, the manage link, the emails); app/content/es/booking.ts
// says the same in Spanish, typed by the same interface.

import { bookLink } from './book-link';

export interface BookingWords {
  readonly metaTitle: string;
  readonly metaDescription: (companyName: string) => string;
  readonly heading: string;
  readonly intro: string;
  /** How long the visit takes: for a service, or (no service named) the usual and the longer length. */
  readonly visitLength: (minutes: string) => string;
  readonly visitLengths: (usual: string, longer: string) => string;
  /** No staff member has working hours yet: nothing can be booked online. */
  readonly noEstimator: { readonly heading: string; readonly text: string; readonly call: (phone: string) => string };
  readonly timeZoneNote: string;
  readonly zipLabel: string;
  readonly zipHint: string;
  readonly showTimes: string;
  readonly daysHeading: string;
  readonly timesHeading: (day: string) => string;
  readonly timeGroups: { readonly morning: string; readonly afternoon: string };
  readonly fullyBooked: string;
  readonly noDays: string;
  readonly chooseDay: (day: string) => string;
  readonly chooseTime: (time: string, day: string) => string;
  readonly outsideArea: { readonly heading: string; readonly text: (zip: string) => string; readonly call: (phone: string) => string };
  readonly held: (day: string, time: string, minutes: string) => string;
  readonly holdExpired: string;
  readonly detailsHeading: string;
  readonly fields: { readonly name: string; readonly email: string; readonly phone: string; readonly address: string; readonly zipCode: string };
  readonly confirm: string;
  readonly chooseAnother: string;
  readonly taken: string;
  readonly nextFree: string;
  readonly tooMany: (wait: string) => string;
  readonly tooManyForEmail: (wait: string) => string;
  readonly tooManyToday: (wait: string) => string;
  readonly tooManyChanges: (wait: string) => string;
  readonly cookiesNeeded: string;
  /** Under the details form: the visit is booked once the emailed link is opened. */
  readonly confirmNote: string;
  /** After booking, until the emailed link is opened. */
  readonly pending: {
    readonly heading: string;
    readonly text: (email: string, deadline: string) => string;
    readonly spam: string;
  };
  /** The page the emailed link opens (/book/confirm/<token>). */
  readonly confirmPage: {
    readonly heading: string;
    readonly text: (when: string, address: string) => string;
    readonly button: string;
    readonly expired: string;
    readonly already: string;
    readonly notFound: string;
  };
  readonly confirmed: {
    readonly heading: string;
    readonly when: (when: string) => string;
    readonly where: (address: string) => string;
    readonly emailed: (email: string) => string;
    readonly manage: string;
  };
  readonly manage: {
    readonly heading: string;
    readonly booked: (when: string) => string;
    readonly cancelled: string;
    readonly bookAnother: string;
    readonly reschedule: string;
    readonly cancel: string;
    readonly cancelDone: string;
    readonly moved: (when: string) => string;
    readonly notFound: string;
    readonly begun: string;
    readonly confirmFirst: string;
  };
  readonly errors: {
    readonly name: string;
    readonly email: string;
    readonly phone: string;
    readonly address: string;
    readonly zipCode: string;
    readonly start: string;
    readonly window: (lastDay: string) => string;
    readonly request: string;
    readonly quoteRequestId: string;
    readonly form: string;
  };
  /**
   * The visit's emails, as paragraphs around one button: each is written as text and as the
   * branded HTML page every email is (features/mail/email-html), and ends with the company
   * profile's name and phone, added as it is written.
   */
  readonly email: {
    /** By the first name typed, only when it can be nothing but a name (features/mail/greeting); else none. */
    readonly greeting: (firstName: string | undefined) => string;
    /** The link a tentative visit's email carries, and what happens if it is not opened. */
    readonly confirm: {
      readonly subject: (when: string) => string;
      readonly lead: (when: string, address: string) => string;
      readonly action: string;
      readonly after: (deadline: string) => string;
    };
    readonly booked: { readonly subject: (when: string) => string; readonly lead: (when: string, address: string) => string };
    readonly moved: { readonly subject: (when: string) => string; readonly lead: (when: string, address: string) => string };
    readonly cancelled: { readonly subject: (when: string) => string; readonly lead: (when: string) => string; readonly action: string };
    readonly reminder: { readonly subject: (when: string) => string; readonly lead: (when: string, address: string) => string };
    /** The button to the visit's manage page. */
    readonly manage: string;
    readonly eventSummary: (companyName: string) => string;
    /** A link for a mail app that does not read the attached invitation. */
    readonly addToGoogle: string;
    readonly eventDescription: (manageUrl: string) => string;
  };
  readonly bookLink: string;
}

export const bookingWords: BookingWords = {
  metaTitle: 'Book Your Free Estimate Visit',
  metaDescription: (companyName) => `Pick a day and time for a free in-home window estimate from ${companyName}. Times are in Eastern Time.`,
  heading: 'Book your free estimate visit',
  intro: 'Choose a day, then a time. An estimator comes to your home, measures your windows and answers your questions. It costs nothing.',
  visitLength: (minutes) => `This visit takes about ${minutes} minutes.`,
  visitLengths: (usual, longer) => `A visit takes about ${usual} minutes; ${longer} minutes for new or replacement windows.`,
  noEstimator: {
    heading: 'Online booking is not open yet',
    text: 'We are setting up our estimators’ calendar. Call us and we will book your free estimate visit by phone.',
    call: (phone) => `Call ${phone}`,
  },
  timeZoneNote: 'All times are Eastern Time (Miami).',
  zipLabel: 'ZIP code of the home',
  zipHint: 'We check that we serve your area before showing times.',
  showTimes: 'Show available times',
  daysHeading: 'Choose a day',
  timesHeading: (day) => `Available times on ${day}`,
  timeGroups: { morning: 'Morning', afternoon: 'Afternoon' },
  fullyBooked: 'Fully booked',
  noDays: 'No times are open in the next two weeks. Please call us and we will find one.',
  chooseDay: (day) => `Show times on ${day}`,
  chooseTime: (time, day) => `Book ${time} on ${day}`,
  outsideArea: {
    heading: 'We may not reach your area',
    text: (zip) => `ZIP code ${zip} is outside the area we book online. Call us and we will tell you whether we can come.`,
    call: (phone) => `Call ${phone}`,
  },
  held: (day, time, minutes) => `We are holding ${day} at ${time} for you for ${minutes} minutes while you confirm.`,
  holdExpired: 'Your hold on that time ended. If it is still free, it is yours when you confirm.',
  detailsHeading: 'Your details',
  fields: { name: 'Full name', email: 'Email', phone: 'Phone', address: 'Street address', zipCode: 'ZIP code' },
  confirm: 'Confirm the visit',
  chooseAnother: 'Choose another time',
  taken: 'Sorry, someone booked that time while you were choosing.',
  nextFree: 'The next free times:',
  tooMany: (wait) => `Too many bookings from this connection. Please try again in ${wait}, or call us.`,
  tooManyForEmail: (wait) => `Too many bookings for this email address. Please try again in ${wait}, or call us.`,
  tooManyToday: (wait) => `We are taking no more online bookings for now. Please try again in ${wait}, or call us.`,
  tooManyChanges: (wait) => `This visit was changed too many times. Please try again in ${wait}, or call us.`,
  cookiesNeeded: 'To hold a time for you, your browser must accept cookies from this site. Please allow them and choose the time again.',
  confirmNote: 'We then email you a link: your visit is booked once you open it and confirm.',
  pending: {
    heading: 'Check your email to confirm your visit',
    text: (email, deadline) => `We sent a link to ${email}. Open it and confirm by ${deadline} (Eastern Time), or the time is released for someone else.`,
    spam: 'Nothing in your inbox? Check your spam folder, or call us.',
  },
  confirmPage: {
    heading: 'Confirm your estimate visit',
    text: (when, address) => `${when} (Eastern Time) at ${address}.`,
    button: 'Yes, confirm my visit',
    expired: 'This booking was not confirmed in time, so its time was released. Please book again.',
    already: 'This visit is already confirmed. The email we sent you has the link to reschedule or cancel it.',
    notFound: 'This link does not match a booking. Please check the link in your email, or call us.',
  },
  confirmed: {
    heading: 'Your estimate visit is booked',
    when: (when) => `When: ${when} (Eastern Time)`,
    where: (address) => `Where: ${address}`,
    emailed: (email) => `We sent the details and a calendar invitation to ${email}.`,
    manage: 'Reschedule or cancel',
  },
  manage: {
    heading: 'Your estimate visit',
    booked: (when) => `Booked for ${when} (Eastern Time).`,
    cancelled: 'This visit was cancelled.',
    bookAnother: 'Book another time',
    reschedule: 'Pick a new time',
    cancel: 'Cancel the visit',
    cancelDone: 'Your visit is cancelled. The time is free for someone else.',
    moved: (when) => `Your visit is moved to ${when} (Eastern Time).`,
    notFound: 'This link does not match a visit. Please check the link in your email, or call us.',
    begun: 'This visit has already begun, so it can no longer be moved or cancelled online. Please call us.',
    confirmFirst: 'Confirm the visit from your email first; then you can pick a new time here.',
  },
  errors: {
    name: 'Enter your full name.',
    email: 'Enter an email address such as name@example.com.',
    phone: 'Enter a phone number with at least 10 digits.',
    address: 'Enter the street address of the home.',
    zipCode: 'Enter a 5-digit ZIP code.',
    start: 'Choose one of the times offered.',
    window: (lastDay) => `Choose a time from today to ${lastDay}.`,
    request: 'This booking link is not valid. Please open the link in your email again.',
    quoteRequestId: 'Send the signed reference of the quote request as "request" (the one its confirmation email carries), not its id.',
    form: 'Please correct the fields marked below.',
  },
  email: {
    greeting: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
    confirm: {
      subject: (when) => `Confirm your free estimate visit: ${when}`,
      lead: (when, address) => `Please confirm your free estimate visit on ${when} (Eastern Time) at ${address}.`,
      action: 'Confirm my visit',
      after: (deadline) =>
        `We hold the time for you until ${deadline}. If you did not ask for this visit, ignore this email: nothing is booked until you confirm.`,
    },
    booked: {
      subject: (when) => `Your free estimate visit: ${when}`,
      lead: (when, address) => `Your free estimate visit is booked for ${when} (Eastern Time) at ${address}. The invitation attached adds it to your calendar.`,
    },
    moved: {
      subject: (when) => `Your estimate visit is moved to ${when}`,
      lead: (when, address) => `Your estimate visit is now on ${when} (Eastern Time) at ${address}. The invitation attached updates your calendar.`,
    },
    cancelled: {
      subject: (when) => `Your estimate visit on ${when} is cancelled`,
      lead: (when) => `Your estimate visit on ${when} (Eastern Time) is cancelled.`,
      action: 'Book another time',
    },
    reminder: {
      subject: (when) => `Reminder: your estimate visit, ${when}`,
      lead: (when, address) => `A reminder: our estimator visits you on ${when} (Eastern Time) at ${address}.`,
    },
    manage: 'Reschedule or cancel',
    eventSummary: (companyName) => `Free window estimate – ${companyName}`,
    addToGoogle: 'Add to Google Calendar',
    eventDescription: (manageUrl) => `An estimator visits to measure your windows and answer your questions. Reschedule or cancel: ${manageUrl}`,
  },
  bookLink,
};
