import { bookLink } from './book-link';
// The words of the quote and contact forms, from their labels to their validation messages and
// what they say once sent. app/content/es/lead-forms.ts says the same in Spanish and is typed by
// the same interface, so a missing or extra word in either language fails the type check.

import { type ChoiceNames, leadChoices } from './lead-choices';
import { waitWords } from './wait';
import { type PriceWords, priceWords } from './pricing';

/** The fields a validation message can name. */
export type LeadFieldName =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'projectType'
  | 'projectDescription'
  | 'servicePackage'
  | 'budget'
  | 'timeframe'
  | 'howDidYouHear'
  | 'name'
  | 'subject'
  | 'message';

/** What the forms' one schema says about a field it refuses, in the visitor's language. */
export interface LeadValidationWords {
  /** "First name is required": one per required field. */
  readonly required: Readonly<Record<Exclude<LeadFieldName, 'servicePackage' | 'budget' | 'timeframe' | 'howDidYouHear'>, string>>;
  /** What each field is called inside a sentence ("First name must be at most 100 characters"). */
  readonly names: Readonly<Record<LeadFieldName, string>>;
  readonly tooLong: (name: string, max: number) => string;
  readonly notText: (name: string) => string;
  readonly notValidText: (name: string) => string;
  readonly invalidEmail: string;
  readonly invalidPhone: string;
  readonly invalidZip: string;
  /** A value that is none of a list's options ("Choose a valid state"). */
  readonly invalidChoice: Readonly<Record<'state' | 'projectType' | 'budget' | 'timeframe' | 'howDidYouHear' | 'subject', string>>;
  readonly windowCount: (max: number) => string;
  readonly packageMismatch: string;
}

/** What the server says when it could not take a form, or its photos. */
export interface LeadServerWords {
  readonly unreadable: string;
  /** The lead API's summary of a 400 and of a 503 (the field errors come with it). */
  readonly invalidFields: string;
  readonly notStored: string;
  /** How long to wait, in words: "45 seconds", "2 minutes". */
  readonly wait: (seconds: number) => string;
  readonly tooManySubmissions: (wait: string) => string;
  readonly tooManyPhotos: (max: number) => string;
  readonly photoTooLarge: (filename: string, megabytes: number) => string;
  readonly photoUnreadable: (filename: string) => string;
  readonly photoTooManyPixels: (filename: string, width: number, height: number, maxMegapixels: number) => string;
  /** A PNG has a lower cap than a photo (it is decoded whole): the message says so, and suggests a JPEG. */
  readonly pngTooManyPixels: (filename: string, width: number, height: number, maxMegapixels: number) => string;
  /** Multipart sent by hand with a text field after the photos (the form puts them last). */
  readonly photosLast: string;
  /** The server holds all the photo bytes it may at once: the visitor sends again shortly. */
  readonly uploadsBusy: (wait: string) => string;
  /** Above the list of the fields a post was refused for. */
  readonly fixFields: (count: number) => string;
  /** A photo sent with a refused post, which the visitor must choose again. */
  readonly photoNotKept: (filename: string) => string;
}

export interface LeadFormWords {
  /** The link from a quote request's confirmation to booking its free estimate visit. */
  readonly bookVisit: string;
  readonly validation: LeadValidationWords;
  readonly server: LeadServerWords;
  /** "Fields marked * are required." around the marker, and the marker's name for screen readers. */
  readonly requiredNote: { readonly before: string; readonly marker: string; readonly after: string };
  /** Each list's options by value: the stored values are the same in every language. */
  readonly options: {
    readonly projectType: ChoiceNames<'projectType'>;
    readonly budget: ChoiceNames<'budget'>;
    readonly timeframe: ChoiceNames<'timeframe'>;
    readonly howDidYouHear: ChoiceNames<'howDidYouHear'>;
    readonly subject: ChoiceNames<'subject'>;
    /** A state's name where it differs from its English name, by its code. */
    readonly state: Readonly<Record<string, string>>;
    /** A pricing package's name, by its English name (the stored value). */
    readonly servicePackage: Readonly<Record<string, string>>;
  };
  readonly quote: {
    readonly legends: { readonly contact: string; readonly property: string; readonly project: string };
    readonly labels: Readonly<
      Record<
        | 'firstName'
        | 'lastName'
        | 'email'
        | 'phone'
        | 'address'
        | 'city'
        | 'state'
        | 'zipCode'
        | 'projectType'
        | 'servicePackage'
        | 'windowCount'
        | 'projectDescription'
        | 'budget'
        | 'timeframe'
        | 'howDidYouHear',
        string
      >
    >;
    readonly hints: { readonly servicePackage: string; readonly windowCount: string; readonly projectDescription: string };
    readonly placeholders: {
      readonly projectType: string;
      readonly servicePackage: string;
      readonly budget: string;
      readonly timeframe: string;
      readonly howDidYouHear: string;
    };
    readonly submit: string;
    readonly submitting: string;
    readonly success: string;
    readonly error: string;
  };
  readonly contact: {
    readonly labels: Readonly<Record<'name' | 'email' | 'phone' | 'subject' | 'message', string>>;
    readonly placeholders: { readonly subject: string };
    readonly submit: string;
    readonly submitting: string;
    readonly success: string;
    readonly error: string;
  };
  readonly photos: {
    readonly label: string;
    readonly hint: (max: number) => string;
    readonly preparing: string;
    readonly chosen: (count: number, max: number) => string;
    readonly keptFirst: (max: number) => string;
    readonly tooLarge: (filename: string) => string;
    readonly listLabel: string;
    readonly noPreview: string;
    readonly remove: string;
    readonly removeLabel: (filename: string) => string;
  };
  readonly price: PriceWords;
  /** What the forms say once sent, beside the success message, until the visitor leaves. */
  readonly confirmations: {
    readonly quoteSent: (phone: string) => string;
    readonly messageSent: (email: string, phone: string) => string;
    readonly sendAnother: string;
    /** When the lead arrived with the office closed: when it opens (already written out) and what we do then. */
    /** `closedFor`: the closure that keeps the office shut today, as visitors are told it ("Closed for Thanksgiving"). */
    readonly afterHours: (kind: 'quote-requests' | 'contact-messages', opensAt: string, closedFor: string | null) => string;
  };
}

const fieldNames = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  projectType: 'Project type',
  projectDescription: 'Project description',
  servicePackage: 'Package',
  budget: 'budget',
  timeframe: 'timeframe',
  howDidYouHear: 'option',
  name: 'Name',
  subject: 'Subject',
  message: 'Message',
} as const;

export const leadForms: LeadFormWords = {
  bookVisit: bookLink,
  validation: {
    required: {
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
      projectType: 'Project type is required',
      projectDescription: 'Project description is required',
      name: 'Name is required',
      subject: 'Subject is required',
      message: 'Message is required',
    },
    names: fieldNames,
    tooLong: (name, max) => `${name} must be at most ${max} characters`,
    notText: (name) => `${name} must be text`,
    notValidText: (name) => `${name} contains characters that are not valid text`,
    invalidEmail: 'Invalid email address',
    invalidPhone: 'Enter a valid phone number',
    invalidZip: 'Enter a 5-digit ZIP code',
    invalidChoice: {
      state: 'Choose a valid state',
      projectType: 'Choose a valid project type',
      budget: 'Choose a valid budget',
      timeframe: 'Choose a valid timeframe',
      howDidYouHear: 'Choose a valid option',
      subject: 'Choose a valid subject',
    },
    windowCount: (max) => `Enter the number of windows as a whole number from 1 to ${max}`,
    packageMismatch: 'Choose one of the packages of the selected project type, or none',
  },
  server: {
    unreadable: 'The form could not be read. Please try again.',
    invalidFields: 'Some fields are missing or invalid.',
    notStored: 'The submission could not be stored. Please try again.',
    wait: waitWords,
    tooManySubmissions: (wait) => `Too many submissions from your network. Please wait ${wait} and try again, or call us.`,
    tooManyPhotos: (max) => `Send at most ${max} photos.`,
    photoTooLarge: (filename, megabytes) => `"${filename}" is larger than ${megabytes} MB. Send a smaller copy of it.`,
    photoUnreadable: (filename) => `"${filename}" is not a photo we can read. Send a JPEG, PNG, WebP or HEIC photo.`,
    photoTooManyPixels: (filename, width, height, maxMegapixels) =>
      `"${filename}" is ${width} × ${height} pixels; we take photos of up to ${maxMegapixels} megapixels. Send a smaller copy of it.`,
    pngTooManyPixels: (filename, width, height, maxMegapixels) =>
      `"${filename}" is ${width} × ${height} pixels; we take PNG images of up to ${maxMegapixels} megapixels. Send a smaller copy of it, or a JPEG.`,
    photosLast: 'Send the photos after the other fields.',
    uploadsBusy: (wait) => `We are receiving a lot of photos right now. Please wait ${wait} and send your request again.`,
    fixFields: (count) => (count === 1 ? 'Please correct 1 field:' : `Please correct ${count} fields:`),
    photoNotKept: (filename) => `Your photo ${filename} was not kept; please choose it again.`,
  },
  requiredNote: { before: 'Fields marked', marker: 'with an asterisk', after: 'are required.' },
  // English pages show each option by the name staff know it by, and packages by their stored names.
  options: { ...leadChoices, state: {}, servicePackage: {} },
  quote: {
    legends: { contact: 'Your contact information', property: 'Property address', project: 'About your project' },
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      phone: 'Phone number',
      address: 'Street address',
      city: 'City',
      state: 'State',
      zipCode: 'ZIP code',
      projectType: 'Project type',
      servicePackage: 'Package',
      windowCount: 'How many windows?',
      projectDescription: 'Project description',
      budget: 'Budget',
      timeframe: 'Timeframe',
      howDidYouHear: 'How did you hear about us?',
    },
    hints: {
      servicePackage: "The package on the service's price list, if you have one in mind.",
      windowCount: 'An estimate from our price list appears as you type.',
      projectDescription: "How many windows or doors, their sizes if you know them, and what you'd like done.",
    },
    placeholders: {
      projectType: 'Select a project type',
      servicePackage: 'Not sure yet',
      budget: 'Select a budget',
      timeframe: 'Select a timeframe',
      howDidYouHear: 'Select an option',
    },
    submit: 'Request My Free Quote',
    submitting: 'Submitting...',
    success: 'Thank you for your quote request! We will contact you shortly to discuss your project.',
    error: 'There was an error submitting your quote request. Please try again.',
  },
  contact: {
    labels: { name: 'Name', email: 'Email', phone: 'Phone number', subject: 'Subject', message: 'Message' },
    placeholders: { subject: 'Select a subject' },
    submit: 'Send Message',
    submitting: 'Sending...',
    success: "Thank you for your message! We'll get back to you as soon as possible.",
    error: 'There was an error submitting your message. Please try again.',
  },
  photos: {
    label: 'Photos of your windows',
    hint: (max) => `Up to ${max} photos (JPEG, PNG, WebP or HEIC, 15 MB each) help us price the work before we visit.`,
    preparing: 'Preparing your photos...',
    chosen: (count, max) => `${count} of ${max} photos chosen.`,
    keptFirst: (max) => `You can send up to ${max} photos; the first ${max} are kept.`,
    tooLarge: (filename) => `"${filename}" is larger than 15 MB. Remove it and choose a smaller copy.`,
    listLabel: 'Photos chosen',
    noPreview: 'Preview not available',
    remove: 'Remove',
    removeLabel: (filename) => `Remove ${filename}`,
  },
  price: priceWords,
  confirmations: {
    quoteSent: (phone) => `Request sent — we will call you at ${phone}.`,
    messageSent: (email, phone) => (phone ? `Message sent — we will reply to ${email} or call you at ${phone}.` : `Message sent — we will reply to ${email}.`),
    sendAnother: 'You can send another one below.',
    afterHours: (kind, opensAt, closedFor) =>
      `${closedFor ? `${closedFor}.` : 'Our office is closed right now.'} We open ${opensAt} (Eastern Time), and ${kind === 'quote-requests' ? 'we will call you then' : 'we will get back to you then'}.`,
  },
};
