import { serviceAreaCommunities, serviceCounty } from './service-area';

export interface PostalAddress {
  readonly streetAddress: string;
  readonly addressLocality: string;
  readonly addressRegion: string;
  readonly postalCode: string;
  readonly addressCountry: string;
}

export interface GeoCoordinates {
  readonly latitude: number;
  readonly longitude: number;
}

export interface PhoneNumber {
  readonly display: string;
  readonly e164: string;
}

export type SocialNetwork = 'Facebook' | 'Instagram' | 'X' | 'LinkedIn' | 'Yelp';

export interface SocialLink {
  readonly name: SocialNetwork;
  readonly url: string;
}

export interface Company {
  readonly name: string;
  readonly legalName: string;
  readonly tagline: string;
  readonly shortDescription: string;
  readonly foundedYear: number;
  readonly address: PostalAddress;
  /** Where the map pin goes; absent when the office moved and was not given one. */
  readonly geo?: GeoCoordinates;
  readonly phone: PhoneNumber;
  readonly email: string;
  /** The communities we serve: app/content/service-area.ts. */
  readonly serviceArea: readonly string[];
  /** The county they are in, served whole ('Miami-Dade'). */
  readonly county: string;
  readonly priceRange: string;
  readonly social: readonly SocialLink[];
  readonly directionsUrl: string;
  readonly satisfactionGuarantee: string;
  /** Where every customer is asked to review us (the owner's Google review link); the same for all. */
  readonly reviewUrl: string;
}

const address: PostalAddress = {
  streetAddress: '2350 Ponce de Leon Blvd, Suite 210',
  addressLocality: 'Coral Gables',
  addressRegion: 'FL',
  postalCode: '33134',
  addressCountry: 'US',
};

/** One-line postal address, e.g. for the contact card and the directions link. */
export function formatAddress(value: PostalAddress): string {
  return `${value.streetAddress}, ${value.addressLocality}, ${value.addressRegion} ${value.postalCode}`;
}

/** What the company does and where: `county` is the service area's (the company profile's). */
export function shortDescriptionOf(county: string): string {
  return `Window installation, repair, maintenance, replacement, glass replacement and weatherproofing for homes and businesses in Coral Gables and across ${county} since 2005.`;
}

export const company: Company = {
  // Also the default application name stored in settings.
  name: 'Gables Window Care',
  legalName: 'Gables Window Care',
  tagline: 'Clear views, sealed tight, built for South Florida weather.',
  shortDescription: shortDescriptionOf(serviceCounty),
  foundedYear: 2005,
  address,
  geo: { latitude: 25.7492, longitude: -80.2585 },
  phone: { display: '(305) 555-0142', e164: '+13055550142' },
  email: 'info@gableswindowcare.com',
  serviceArea: serviceAreaCommunities,
  county: serviceCounty,
  priceRange: '$$',
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/gableswindowcare' },
    { name: 'Instagram', url: 'https://www.instagram.com/gableswindowcare' },
    // X handles are limited to 15 characters, so the handle is shorter than the others.
    { name: 'X', url: 'https://x.com/gableswindows' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/gables-window-care' },
    { name: 'Yelp', url: 'https://www.yelp.com/biz/gables-window-care-coral-gables' },
  ],
  directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(formatAddress(address))}`,
  reviewUrl: 'https://search.google.com/local/writereview?placeid=ChIJgablesWindowCare0142',
  satisfactionGuarantee: "Every job is backed by our 100% satisfaction guarantee: if something isn't right, we come back and make it right.",
};
