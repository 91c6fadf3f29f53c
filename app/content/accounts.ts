import type { NavLink } from './navigation';

/** The words of the sign-in pages and the customer dashboard. */
export const accountPages = {
  panel: {
    eyebrow: 'Your account',
    heading: 'Your windows, in one place',
    points: [
      'Follow every job, from booking to completion',
      'See the quote requests and messages you send us',
      'Keep your contact details up to date',
    ],
  },
  login: {
    title: 'Log In',
    heading: 'Welcome back',
    intro: 'Log in to see your orders and manage your account.',
    metaDescription: 'Log in to your Gables Window Care account to follow your orders and manage your details.',
  },
  register: {
    title: 'Create an Account',
    heading: 'Create your account',
    intro: 'Follow your orders and keep your details in one place. It takes a minute.',
    metaDescription: 'Create a Gables Window Care account to follow your orders and quote requests.',
  },
  forgotPassword: {
    title: 'Forgot Password',
    heading: 'Reset your password',
    intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
    metaDescription: 'Reset the password of your Gables Window Care account.',
  },
  resetPassword: {
    title: 'Choose a New Password',
    heading: 'Choose a new password',
    intro: 'Pick a password of at least 6 characters. You will then log in with it.',
  },
  dashboard: {
    eyebrow: 'Customer dashboard',
    emptyOrders: "You don't have any orders yet.",
    emptyOrdersHint: 'Tell us about your windows and we will prepare a free, no-obligation quote.',
  },
} as const;

/** Notes the login page shows after another page sent the visitor there. */
export const loginNotices = {
  registered: 'Account created successfully! You can log in now. We have also sent you an email to confirm your address.',
  reset: 'Your password has been reset. Please log in with your new password.',
  social: 'Signing in with that provider did not work. Please try again or log in with your email address.',
} as const;

/** Staff screens, linked from the dashboard of an admin or superAdmin. */
export const adminLinks: readonly NavLink[] = [
  { to: '/admin/dashboard', label: 'Admin Dashboard' },
  { to: '/admin/quote-submissions', label: 'Quote Submissions' },
  { to: '/admin/contact-submissions', label: 'Contact Submissions' },
  { to: '/admin/chatbot-contacts', label: 'Chatbot Contacts' },
];

/** The sign-in pages anyone may open; sitemap.xml lists them with the public pages. */
export const signInPages: readonly NavLink[] = [
  { to: '/login', label: 'Login' },
  { to: '/register', label: 'Register' },
  { to: '/forgot-password', label: 'Forgot Password' },
];
