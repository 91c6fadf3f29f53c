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
  readonly geo: GeoCoordinates;
  readonly phone: PhoneNumber;
  readonly email: string;
  readonly serviceArea: readonly string[];
  readonly priceRange: string;
  readonly social: readonly SocialLink[];
  readonly directionsUrl: string;
  readonly satisfactionGuarantee: string;
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

/**
 * The ZIP codes of each town in the service area, so the assistant can answer "do you serve 33156?".
 * A ZIP code shared by two towns is listed under both.
 */
export const serviceAreaZipCodes: Readonly<Record<string, readonly string[]>> = {
  'Coral Gables': ['33134', '33143', '33146'],
  Miami: ['33125', '33126', '33127', '33128', '33132', '33135', '33136', '33137', '33138', '33142', '33144', '33145', '33147', '33150'],
  'South Miami': ['33143'],
  'Coconut Grove': ['33133'],
  Pinecrest: ['33156'],
  'Key Biscayne': ['33149'],
  Kendall: ['33156', '33173', '33176', '33183', '33186'],
  'Miami Beach': ['33139', '33140', '33141'],
  Doral: ['33122', '33166', '33172', '33178'],
  Brickell: ['33129', '33130', '33131'],
  Westchester: ['33155', '33165', '33174', '33175'],
  'Palmetto Bay': ['33157', '33158'],
};

/** Nearby towns we do not serve, so a question about one gets a plain no rather than a guess. */
export const outsideServiceArea: readonly string[] = [
  'Hialeah',
  'Homestead',
  'Florida City',
  'Cutler Bay',
  'Miami Gardens',
  'Miami Lakes',
  'North Miami',
  'North Miami Beach',
  'Aventura',
  'Sunny Isles',
  'Sweetwater',
  'Hollywood',
  'Fort Lauderdale',
  'Weston',
  'Pembroke Pines',
  'Boca Raton',
  'West Palm Beach',
  'Key West',
  'Naples',
  'Orlando',
  'Tampa',
];

export const company: Company = {
  // Also the default application name stored in settings.
  name: 'Gables Window Care',
  legalName: 'Gables Window Care',
  tagline: 'Clear views, sealed tight, built for South Florida weather.',
  shortDescription:
    'Window installation, repair, maintenance, replacement, glass replacement and weatherproofing for homes and businesses in Coral Gables and across Miami-Dade since 2005.',
  foundedYear: 2005,
  address,
  geo: { latitude: 25.7492, longitude: -80.2585 },
  phone: { display: '(305) 555-0142', e164: '+13055550142' },
  email: 'info@gableswindowcare.com',
  serviceArea: [
    'Coral Gables',
    'Miami',
    'South Miami',
    'Coconut Grove',
    'Pinecrest',
    'Key Biscayne',
    'Kendall',
    'Miami Beach',
    'Doral',
    'Brickell',
    'Westchester',
    'Palmetto Bay',
  ],
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
  satisfactionGuarantee:
    "Every job is backed by our 100% satisfaction guarantee: if something isn't right, we come back and make it right.",
};
