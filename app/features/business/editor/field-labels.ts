import type { ProfileField } from '../profile';

// What the owner calls each part of the profile: the error summary names the field a message is
// about, the versions list says which parts a save changed, the dashboard's checklist says which
// facts are still samples.

/** The profile's top-level fields as the versions list names them. */
export const profileFieldLabels: Record<ProfileField, string> = {
  name: 'Company name',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  licenceNumber: 'Licence number',
  insurance: 'Insurance',
  hours: 'Opening hours',
  closures: 'Closures',
  serviceArea: 'Service area',
  priceList: 'Price list',
  policies: 'Policies',
  reviewUrl: 'Review link',
  testimonials: 'Testimonials',
  team: 'Team',
  foundedYear: 'Year founded',
  guarantee: 'Guarantee',
  badges: 'Badges',
  social: 'Social links',
};

const leafLabels: Record<string, string> = {
  'address.street': 'Street',
  'address.city': 'City',
  'address.state': 'State',
  'address.zipCode': 'ZIP code',
  'serviceArea.county': 'County',
  opens: 'opens',
  closes: 'closes',
  date: 'First day closed',
  endDate: 'Last day closed',
  note: 'Note',
  name: 'Name',
  zipCodes: 'ZIP codes',
  price: 'Price',
  unit: 'Unit',
  visitsPerYear: 'Visits a year',
  description: 'Description',
  includes: 'Includes',
  mostPopular: 'Most popular',
  quote: 'Quote',
  role: 'Role',
  town: 'Town',
  rating: 'Rating',
  source: 'Posted on',
  bio: 'About them',
  warranty: 'Warranty',
  financing: 'Financing',
  cancellation: 'Cancellation',
  freeEstimates: 'Free estimates',
  featured: 'Featured',
  kind: 'Picture',
  label: 'Caption',
  confirmed: 'Confirmed',
  network: 'Network',
  url: 'Page address',
};

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A form field's name as the error summary says it: "Team member 2: About them (Spanish)". */
export function fieldLabel(name: string): string {
  const language = /\.(en|es)$/.exec(name)?.[1];
  const path = language ? name.slice(0, -3) : name;
  const suffix = language === 'en' ? ' (English)' : language === 'es' ? ' (Spanish)' : '';
  const segments = path.split('.');
  const at = (index: number) => segments[index] ?? '';
  const item = (index: number) => Number(at(index)) + 1;
  const leaf = leafLabels[path] ?? leafLabels[segments.at(-1) ?? ''];
  const top = at(0) as ProfileField;
  let label: string;
  if (top === 'hours' && segments.length === 3) label = `${capital(at(1))} ${leafLabels[at(2)] ?? at(2)}`;
  else if (segments.length === 1 || top === 'address' || path === 'serviceArea.county') label = leafLabels[path] ?? profileFieldLabels[top] ?? path;
  else if (top === 'policies') label = leafLabels[at(1)] ?? path;
  else if (top === 'closures' && segments.length >= 2) label = segments.length === 2 ? `Closure ${item(1)}` : `Closure ${item(1)}: ${leaf}`;
  else if (top === 'serviceArea' && at(1) === 'towns') label = segments.length === 2 ? 'Towns' : `Town ${item(2)}: ${leaf}`;
  else if (top === 'priceList') label = segments.length === 2 ? `${at(1)} packages` : `${at(1)} package ${item(2)}: ${leaf}`;
  else if (top === 'testimonials') label = segments.length === 1 ? 'Testimonials' : `Testimonial ${item(1)}: ${leaf}`;
  else if (top === 'team') label = segments.length === 1 ? 'Team' : `Team member ${item(1)}: ${leaf}`;
  else if (top === 'badges') label = segments.length === 1 ? 'Badges' : `Badge ${item(1)}: ${leaf}`;
  else if (top === 'social') label = segments.length === 1 ? 'Social links' : `Social link ${item(1)}: ${leaf}`;
  else label = profileFieldLabels[top] ?? path;
  return `${label}${suffix}`;
}
