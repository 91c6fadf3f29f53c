import { type ChoiceNames, leadChoices } from './lead-choices';
import { orderStatusNames, type OrderStatusNames } from './order-statuses';
import { describePhoto } from './photos';

// The words of the customer dashboard (/dashboard and its pages) and of its forms' messages, in
// English; app/content/es/dashboard.ts says the same in Spanish, typed by the same interface.

type LeadStatus = 'new' | 'contacted' | 'quoted' | 'resolved' | 'completed' | 'cancelled';

export interface DashboardWords {
  readonly meta: {
    readonly overview: { readonly title: string; readonly description: string };
    readonly orders: { readonly title: string; readonly description: string };
    readonly order: { readonly title: (service: string) => string; readonly fallbackTitle: string; readonly description: string };
    readonly requests: { readonly title: string; readonly description: string };
    readonly profile: { readonly title: string; readonly description: string };
  };
  readonly layout: { readonly eyebrow: string; readonly welcome: (firstName: string) => string; readonly welcomeNoName: string };
  readonly sidebar: {
    readonly navLabel: string;
    readonly yourAccount: string;
    readonly tabs: { readonly overview: string; readonly orders: string; readonly requests: string; readonly profile: string };
    readonly staff: string;
    readonly signOut: string;
  };
  readonly orderStatuses: OrderStatusNames;
  readonly orderList: {
    readonly viewDetails: string;
    readonly detailsOf: (service: string, date: string) => string;
    /** Where the order's job is, in the words of the order page's steps. */
    readonly stage: (stage: string) => string;
  };
  readonly orderLines: {
    readonly caption: string;
    readonly description: string;
    readonly quantity: string;
    readonly unitPrice: string;
    readonly amount: string;
    readonly total: string;
  };
  readonly noOrders: { readonly message: string; readonly hint: string; readonly action: string };
  readonly overview: {
    readonly heading: string;
    readonly stats: { readonly total: string; readonly completed: string; readonly inProgress: string };
    readonly confirmEmail: string;
    readonly confirmEmailAction: string;
    readonly recentOrders: string;
    readonly viewAllOrders: string;
    readonly nextProject: string;
    readonly nextProjectText: string;
    readonly getQuote: string;
  };
  readonly orders: { readonly heading: string; readonly count: (count: number) => string };
  readonly order: {
    readonly allOrders: string;
    readonly number: string;
    readonly serviceDate: string;
    readonly amount: string;
    readonly placedOn: string;
    /** The label of the contractor licence number (§489.119), shown when the company profile has one. */
    readonly licence: string;
    readonly lastUpdated: string;
    readonly description: string;
    readonly noDescription: string;
    readonly photos: string;
    readonly photosLabel: string;
    readonly signatureHeading: string;
    readonly signedBy: string;
    readonly fingerprint: string;
    readonly downloadPdf: string;
    readonly questions: string;
    readonly contactUs: string;
  };
  readonly photo: { readonly describe: (position: number, count: number, filename: string) => string };
  readonly requests: {
    readonly heading: string;
    readonly confirmIntro: (email: string) => string;
    readonly confirmText: string;
    readonly sendConfirmation: string;
    readonly sendingConfirmation: string;
    readonly quoteRequests: string;
    readonly quoteRequestsIntro: (email: string) => string;
    readonly noQuoteRequests: string;
    readonly requestQuote: string;
    readonly messages: string;
    readonly messagesIntro: (email: string) => string;
    readonly noMessages: string;
    readonly sendMessage: string;
    readonly sent: (date: string) => string;
    readonly photosLabel: (title: string) => string;
    /** A quote request's free estimate visit: the link to book it, or when it is booked. */
    readonly bookVisit: string;
    readonly visitBooked: (when: string) => string;
    /** A quote request's status, and a message's (Spanish says them in each one's gender). */
    readonly statuses: Readonly<Record<LeadStatus, string>>;
    readonly messageStatuses: Readonly<Record<LeadStatus, string>>;
    /** What the customer chose in the forms, by stored value. */
    readonly projectTypes: ChoiceNames<'projectType'>;
    readonly subjects: ChoiceNames<'subject'>;
  };
  readonly profile: {
    readonly heading: string;
    readonly intro: string;
    readonly displayName: string;
    readonly email: string;
    readonly emailHint: string;
    readonly phone: string;
    readonly address: string;
    readonly save: string;
    readonly saving: string;
    readonly passwordHeading: string;
    readonly passwordIntro: string;
    readonly currentPassword: string;
    readonly newPassword: string;
    readonly newPasswordHint: string;
    readonly confirmNewPassword: string;
    readonly changePassword: string;
    readonly changingPassword: string;
  };
  /** What the dashboard's forms answer, on the page and from the server. */
  readonly messages: {
    readonly displayNameRequired: string;
    readonly tooLong: (field: 'name' | 'phone' | 'address', max: number) => string;
    readonly profileSaved: string;
    readonly profileSaveFailed: string;
    readonly currentPasswordRequired: string;
    readonly currentPasswordWrong: string;
    readonly passwordChanged: string;
    readonly passwordChangeFailed: string;
    readonly noPasswordYet: string;
    readonly verificationSent: (email: string) => string;
    readonly verificationFailed: string;
    readonly alreadyConfirmed: string;
  };
}

const leadStatuses = {
  new: 'Received',
  contacted: 'We contacted you',
  quoted: 'Quote sent',
  resolved: 'Resolved',
  completed: 'Completed',
  cancelled: 'Closed',
} as const;

const fieldNames = { name: 'Display name', phone: 'Phone number', address: 'Address' } as const;

export const dashboard: DashboardWords = {
  meta: {
    overview: { title: 'Dashboard', description: 'Your orders and account.' },
    orders: { title: 'My Orders', description: 'Your orders.' },
    order: { title: (service) => `Order: ${service}`, fallbackTitle: 'Order', description: 'The details of one of your orders.' },
    requests: { title: 'My Requests', description: 'Your quote requests and messages.' },
    profile: { title: 'Profile Settings', description: 'Your profile and password.' },
  },
  layout: { eyebrow: 'Customer dashboard', welcome: (firstName) => `Welcome back, ${firstName}`, welcomeNoName: 'Welcome back' },
  sidebar: {
    navLabel: 'Dashboard',
    yourAccount: 'Your account',
    tabs: { overview: 'Overview', orders: 'My Orders', requests: 'My Requests', profile: 'Profile Settings' },
    staff: 'Staff',
    signOut: 'Sign Out',
  },
  orderStatuses: orderStatusNames,
  orderList: { viewDetails: 'View Details', detailsOf: (service, date) => `of ${service}, ${date}`, stage: (stage) => `Stage: ${stage}` },
  orderLines: { caption: 'What is included', description: 'Description', quantity: 'Qty', unitPrice: 'Unit price', amount: 'Amount', total: 'Total' },
  noOrders: {
    message: "You don't have any orders yet.",
    hint: 'Tell us about your windows and we will prepare a free, no-obligation quote.',
    action: 'Get a Quote',
  },
  overview: {
    heading: 'Overview',
    stats: { total: 'Total Orders', completed: 'Completed', inProgress: 'In Progress' },
    confirmEmail: 'Confirm your email address to also see the quote requests and messages you have sent us.',
    confirmEmailAction: 'Confirm my email',
    recentOrders: 'Recent Orders',
    viewAllOrders: 'View All Orders',
    nextProject: 'Planning your next project?',
    nextProjectText: 'Ask for a free quote, or call us at',
    getQuote: 'Get a Quote',
  },
  orders: { heading: 'My Orders', count: (count) => `${count} order${count === 1 ? '' : 's'}, the most recent first.` },
  order: {
    allOrders: 'All orders',
    number: 'Order number',
    serviceDate: 'Service date',
    amount: 'Amount',
    placedOn: 'Placed on',
    licence: 'Florida contractor licence',
    lastUpdated: 'Last updated',
    description: 'Description',
    noDescription: 'No description.',
    photos: 'Your photos',
    photosLabel: 'Photos you sent with the request',
    signatureHeading: 'Signature',
    signedBy: 'Signed by',
    fingerprint: 'Document fingerprint (SHA-256)',
    downloadPdf: 'Download the signed estimate (PDF)',
    questions: 'Questions about this order? Call',
    contactUs: 'Contact Us',
  },
  photo: { describe: describePhoto },
  requests: {
    heading: 'My Requests',
    confirmIntro: (email) => `Confirm that ${email} is your address, and this page will list the quote requests and messages sent from it, with their status.`,
    confirmText: "We sent a confirmation link when you created your account. Can't find it? We can send a new one.",
    sendConfirmation: 'Send Confirmation Email',
    sendingConfirmation: 'Sending...',
    quoteRequests: 'Quote Requests',
    quoteRequestsIntro: (email) => `Sent from ${email}.`,
    noQuoteRequests: 'No quote requests yet.',
    requestQuote: 'Request a free quote',
    messages: 'Messages',
    messagesIntro: (email) => `Sent from ${email} through our contact form.`,
    noMessages: 'No messages yet.',
    sendMessage: 'Send us a message',
    sent: (date) => `Sent ${date}`,
    photosLabel: (title) => `Photos sent with your ${title} request`,
    bookVisit: 'Book your free estimate visit',
    visitBooked: (when) => `Estimate visit booked: ${when} (Eastern Time). The link to reschedule or cancel is in its email.`,
    statuses: leadStatuses,
    messageStatuses: leadStatuses,
    projectTypes: leadChoices.projectType,
    subjects: leadChoices.subject,
  },
  profile: {
    heading: 'Profile Settings',
    intro: 'How we address you and reach you about your orders.',
    displayName: 'Display name',
    email: 'Email',
    emailHint: 'To change your email address, please contact us.',
    phone: 'Phone',
    address: 'Address',
    save: 'Save Changes',
    saving: 'Saving...',
    passwordHeading: 'Change Password',
    passwordIntro: 'After a change, other devices signed in to your account are signed out.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordHint: 'At least 6 characters',
    confirmNewPassword: 'Confirm new password',
    changePassword: 'Change Password',
    changingPassword: 'Changing password...',
  },
  messages: {
    displayNameRequired: 'Display name is required',
    tooLong: (field, max) => `${fieldNames[field]} must be at most ${max} characters`,
    profileSaved: 'Your profile has been saved.',
    profileSaveFailed: 'Your profile could not be saved. Please try again.',
    currentPasswordRequired: 'Current password is required',
    currentPasswordWrong: 'The current password is not correct.',
    passwordChanged: 'Your password has been changed. Any other devices signed in to your account have been signed out.',
    passwordChangeFailed: 'Your password could not be changed. Please try again.',
    noPasswordYet: 'Your account signs in with Google or Facebook and has no password yet. Use "Forgot password" on the login page to set one.',
    verificationSent: (email) => `We have sent a new confirmation link to ${email}. It works for three days.`,
    verificationFailed: 'The confirmation email could not be sent. Please try again.',
    alreadyConfirmed: 'Your email address is already confirmed.',
  },
};
