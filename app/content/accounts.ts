import type { NavLink } from './navigation';

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
