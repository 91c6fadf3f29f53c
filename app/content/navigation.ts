import type { MessageKey } from './messages/en';

export interface NavLink {
  to: string;
  label: string;
}

/** A link of the site's frame: its English path and the message that names it in each language. */
export interface FrameLink {
  to: string;
  message: MessageKey;
}

export const mainNavigation: readonly FrameLink[] = [
  { to: '/', message: 'nav.home' },
  { to: '/services', message: 'nav.services' },
  { to: '/about', message: 'nav.about' },
  { to: '/contact', message: 'nav.contact' },
  // The free estimate visit, booked online (docs/bookings.md).
  { to: '/book', message: 'nav.book' },
];

export const legalLinks: readonly FrameLink[] = [
  { to: '/privacy-policy', message: 'legal.privacy' },
  { to: '/terms-of-service', message: 'legal.terms' },
  { to: '/sitemap', message: 'legal.sitemap' },
  { to: '/verify', message: 'legal.verify' },
];

/** Every public, indexable page: the sitemap page and sitemap.xml are both built from this. */
export const publicPages: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/get-quote', label: 'Get a Quote' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/sitemap', label: 'Sitemap' },
  { to: '/verify', label: 'Verify a Signed Estimate' },
];
