import { type NavLink, publicPages } from './navigation';

export interface SitemapPageContent {
  readonly heading: string;
  readonly intro: string;
  /** The company profile's name in it. */
  readonly metaDescription: (name: string) => string;
  readonly pagesHeading: string;
  readonly servicesHeading: string;
  readonly accountHeading: string;
  /** The site's pages, by their English paths (a Spanish page links to each page's Spanish version when there is one). */
  readonly pages: readonly NavLink[];
  readonly signedInLinks: readonly NavLink[];
  readonly signedOutLinks: readonly NavLink[];
}

export const sitemapPage: SitemapPageContent = {
  pages: publicPages,
  heading: 'Sitemap',
  intro: 'Every page on our website in one place.',
  metaDescription: (name) =>
    `A list of every page on the ${name} website: services, company information, quotes, contact details, legal pages and your account.`,
  pagesHeading: 'Pages',
  servicesHeading: 'Services',
  accountHeading: 'Account',
  signedInLinks: [{ to: '/dashboard', label: 'Dashboard' }],
  signedOutLinks: [
    { to: '/login', label: 'Login' },
    { to: '/register', label: 'Register' },
  ],
};
