// The installers' side of a job (docs/jobs-and-crews.md): the crew's phone page (/crew), the
// customer's emails about an install (invitation, update, day-before reminder, "on my way") and
// the invitation a new crew member gets. app/content/es/crew.ts says the same in Spanish.

export interface CrewPageWords {
  readonly metaTitle: string;
  readonly heading: string;
  readonly intro: (firstName: string) => string;
  readonly today: (day: string) => string;
  readonly tomorrow: (day: string) => string;
  readonly noVisits: string;
  readonly time: (range: string) => string;
  readonly withCrew: (names: string) => string;
  readonly openMap: string;
  readonly call: (name: string) => string;
  readonly notes: string;
  readonly checklist: string;
  /** The checklist of a job whose service has none of its own. */
  readonly defaultChecklist: readonly string[];
  readonly onMyWay: string;
  readonly onMyWaySent: (time: string) => string;
  readonly onMyWayAgain: string;
  readonly photos: string;
  readonly photosLabel: string;
  readonly photosHint: string;
  readonly uploadPhotos: string;
  readonly photosSaved: (count: number) => string;
  readonly noPhotosChosen: string;
  readonly photoAlt: (position: number) => string;
  readonly done: string;
  readonly doneHint: string;
  readonly customerName: string;
  readonly consent: string;
  readonly markDone: string;
  readonly doneBy: (name: string, time: string) => string;
  readonly doneSaved: string;
  readonly errors: {
    readonly customerName: string;
    readonly consent: string;
    readonly notYours: string;
    readonly cancelled: string;
    readonly unreadable: string;
    readonly stage: string;
  };
  readonly languageLink: string;
}

export interface InstallEmailWords {
  readonly eventSummary: (company: string) => string;
  readonly eventDescription: (company: string, phone: string) => string;
  readonly greeting: (firstName: string | undefined) => string;
  readonly scheduledSubject: (when: string) => string;
  readonly scheduledText: (when: string, location: string) => string;
  readonly movedSubject: (when: string) => string;
  readonly movedText: (when: string, location: string) => string;
  readonly cancelledSubject: (when: string) => string;
  readonly cancelledText: (when: string) => string;
  readonly reminderSubject: (when: string) => string;
  readonly reminderText: (when: string, location: string) => string;
  readonly onMyWaySubject: (crewFirstName: string, company: string) => string;
  readonly onMyWayText: (crewFirstName: string, location: string) => string;
  /** The same news as a text message, to a number that agreed to texts (docs/texting.md). */
  readonly onMyWaySms: (crewFirstName: string, company: string) => string;
  readonly questions: (phone: string) => string;
  readonly addToGoogle: (url: string) => string;
}

/** The email a new crew member gets when the office adds them without a password. */
export interface CrewInvitationWords {
  readonly subject: (company: string) => string;
  readonly greeting: (firstName: string | undefined) => string;
  readonly lead: (company: string) => string;
  readonly action: string;
  readonly after: (days: number) => string;
  readonly copyLink: (url: string) => string;
}

export const crewPage: CrewPageWords = {
  metaTitle: 'My visits',
  heading: 'My visits',
  intro: (first) => `Hi ${first}. Your install visits for today and tomorrow, in order.`,
  today: (day) => `Today, ${day}`,
  tomorrow: (day) => `Tomorrow, ${day}`,
  noVisits: 'No visits.',
  time: (range) => range,
  withCrew: (names) => `Crew: ${names}`,
  openMap: 'Open in Maps',
  call: (name) => `Call ${name}`,
  notes: 'Notes',
  checklist: 'Checklist',
  defaultChecklist: [
    'Protect floors and furniture near each opening',
    'Check each opening’s size against the order',
    'Anchor, seal and caulk each window as the product approval says',
    'Open, close and lock every window with the customer',
    'Clean up and take photos of the finished work',
  ],
  onMyWay: 'On my way',
  onMyWaySent: (time) => `The customer was told you are on your way (${time}).`,
  onMyWayAgain: 'Tell them again',
  photos: 'Photos',
  photosLabel: 'Take or choose photos',
  photosHint: 'Up to 8 photos, 15 MB each. They are stored with the job.',
  uploadPhotos: 'Upload photos',
  photosSaved: (count) => (count === 1 ? '1 photo saved.' : `${count} photos saved.`),
  noPhotosChosen: 'Choose at least one photo first.',
  photoAlt: (position) => `Job photo ${position}`,
  done: 'Job done',
  doneHint: 'Walk the customer through the work, then have them type their name here.',
  customerName: 'Customer’s name, as they type it',
  consent: 'The customer checked the work and agrees the job is done',
  markDone: 'Mark the job done',
  doneBy: (name, time) => `Done: signed off by ${name} at ${time}.`,
  doneSaved: 'Marked done. Thank you!',
  errors: {
    customerName: 'Type the customer’s name.',
    consent: 'The customer must agree the job is done: tick the box.',
    notYours: 'This visit is not on your schedule.',
    cancelled: 'This visit was cancelled.',
    unreadable: 'The form could not be read. Please try again.',
    stage: 'The job could not be moved on from its stage; call the office.',
  },
  languageLink: 'Ver en español',
};

export const installEmails: InstallEmailWords = {
  eventSummary: (company) => `Window installation – ${company}`,
  eventDescription: (company, phone) => `${company} installs your windows. Questions or changes: ${phone}.`,
  greeting: (first) => (first ? `Hello ${first},` : 'Hello,'),
  scheduledSubject: (when) => `Your installation is scheduled: ${when}`,
  scheduledText: (when, location) => `Your window installation is scheduled for ${when}, at ${location}. The invitation attached adds it to your calendar.`,
  movedSubject: (when) => `Your installation was moved to ${when}`,
  movedText: (when, location) => `Your window installation was moved. It is now on ${when}, at ${location}. The invitation attached updates your calendar.`,
  cancelledSubject: (when) => `Installation cancelled: ${when}`,
  cancelledText: (when) => `The installation visit on ${when} was cancelled. We will be in touch to set a new date.`,
  reminderSubject: (when) => `Reminder: your installation is ${when}`,
  reminderText: (when, location) =>
    `A reminder that our crew comes to install your windows on ${when}, at ${location}. Please clear a path to the windows and keep pets inside.`,
  onMyWaySubject: (crew, company) => `${crew} from ${company} is on the way`,
  onMyWayText: (crew, location) => `${crew} from our crew is on the way to ${location} and will be there soon.`,
  onMyWaySms: (crew, company) => `${company}: ${crew} from our crew is on the way to your home and will be there soon. Reply STOP to opt out.`,
  questions: (phone) => `Questions? Call us at ${phone}.`,
  addToGoogle: (url) => `Add it to Google Calendar: ${url}`,
};

export const crewInvitation: CrewInvitationWords = {
  subject: (company) => `You have been added to the ${company} crew`,
  greeting: (first) => (first ? `Hello ${first},` : 'Hello,'),
  lead: (company) => `${company} added you as an installer. Choose a password to see your visits for today and tomorrow on your phone.`,
  action: 'Choose my password',
  after: (days) => `The link works once, within ${days} days. Then sign in with this email address.`,
  copyLink: (url) => `If the button does not work, copy this address into your browser:\n${url}`,
};
