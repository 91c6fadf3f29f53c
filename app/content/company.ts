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
  /** The profile's founding year; absent when the owner has not given it (nothing says "since …"). */
  readonly foundedYear?: number;
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
  /** The company's promise about its work (the profile's guarantee) in the page's language; absent when not set. */
  readonly guarantee?: string;
  /** The financing the company offers (the profile's policies.financing) in the page's language; absent when none. */
  readonly financing?: string;
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

/** What the company does and where: `county` is the service area's and `foundedYear` the profile's ("since …" only when it is set). */
export function shortDescriptionOf(county: string, foundedYear?: number): string {
  return `Window installation, repair, maintenance, replacement, glass replacement and weatherproofing for homes and businesses in Coral Gables and across ${county}${foundedYear ? ` since ${foundedYear}` : ''}.`;
}

export const company: Company = {
  // Also the default application name stored in settings.
  name: 'Gables Window Care',
  legalName: 'Gables Window Care',
  tagline: 'Clear views, sealed tight, built for South Florida weather.',
  shortDescription: shortDescriptionOf(serviceCounty, 2005),
  foundedYear: 2005,
  address,
  geo: { latitude: 25.7492, longitude: -80.2585 },
  phone: { display: '(305) 555-0142', e164: '+13055550142' },
  email: 'info@gableswindowcare.com',
  serviceArea: serviceAreaCommunities,
  county: serviceCounty,
  priceRange: '$$',
  // The company's pages elsewhere are the profile's: a new install has none.
  social: [],
  directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(formatAddress(address))}`,
  reviewUrl: 'https://search.google.com/local/writereview?placeid=ChIJgablesWindowCare0142',
};

/** The sample satisfaction guarantee a new install starts with (the profile's `guarantee`), until the owner sets the company's own. */
export const sampleGuarantee = "Every job is backed by our 100% satisfaction guarantee: if something isn't right, we come back and make it right.";
