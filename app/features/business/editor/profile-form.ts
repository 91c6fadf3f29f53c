import { type BusinessProfile, formatPhone, weekdayNames } from '../profile';
import { centsToDollars, dollarsToCents, type FormTree, type FormValue, itemsAt, textAt } from './form-values';

// The company profile as the editor's form holds it (strings, as typed) and back. Where the form
// differs from the profile it is for the owner's sake: prices in dollars (the profile keeps
// cents), ZIP codes in one box ("33134, 33143"), what a package includes one line per item in
// each language. The profile's schema (../profile.ts) checks the result; its messages are keyed
// by the profile's paths, and `formErrors` moves each onto the field that shows it.

const bilingualToForm = (value: { en: string; es: string }) => ({ en: value.en, es: value.es });

/** The profile as the form shows it. */
export function profileToForm(profile: BusinessProfile): FormTree {
  return {
    name: profile.name,
    phone: formatPhone(profile.phone),
    email: profile.email,
    address: { ...profile.address },
    licenceNumber: profile.licenceNumber,
    insurance: bilingualToForm(profile.insurance),
    hours: Object.fromEntries(
      weekdayNames.map((day) => {
        const hours = profile.hours[day];
        return [day, hours ? { closed: 'false', opens: hours.opens, closes: hours.closes } : { closed: 'true', opens: '', closes: '' }];
      }),
    ),
    closures: profile.closures.map((closure) => ({ date: closure.date, endDate: closure.endDate ?? '', note: bilingualToForm(closure.note) })),
    serviceArea: {
      county: profile.serviceArea.county,
      towns: profile.serviceArea.towns.map((town) => ({ name: town.name, zipCodes: town.zipCodes.join(', ') })),
    },
    priceList: Object.fromEntries(
      Object.entries(profile.priceList).map(([serviceId, packages]) => [
        serviceId,
        (packages ?? []).map((item) => ({
          name: bilingualToForm(item.name),
          price: centsToDollars(item.priceCents),
          unit: item.unit,
          visitsPerYear: item.visitsPerYear === undefined ? '' : String(item.visitsPerYear),
          description: bilingualToForm(item.description),
          includes: { en: item.includes.map((entry) => entry.en).join('\n'), es: item.includes.map((entry) => entry.es).join('\n') },
          mostPopular: String(item.mostPopular),
        })),
      ]),
    ),
    // Every policy has its boxes, an unstated one (financing) empty.
    policies: Object.fromEntries(
      (['warranty', 'financing', 'cancellation', 'freeEstimates'] as const).map((key) => [key, bilingualToForm(profile.policies[key] ?? { en: '', es: '' })]),
    ),
    reviewUrl: profile.reviewUrl,
    testimonials: profile.testimonials.map((entry) => ({
      quote: bilingualToForm(entry.quote),
      name: entry.name,
      role: bilingualToForm(entry.role),
      town: entry.town,
      rating: String(entry.rating),
      source: entry.source,
      date: entry.date,
      featured: String(entry.featured),
    })),
    team: profile.team.map((member) => ({
      name: member.name,
      role: bilingualToForm(member.role),
      bio: bilingualToForm(member.bio),
      photoId: member.photoId ?? '',
    })),
    foundedYear: profile.foundedYear === undefined ? '' : String(profile.foundedYear),
    guarantee: profile.guarantee ? bilingualToForm(profile.guarantee) : { en: '', es: '' },
    badges: profile.badges.map((entry) => ({
      name: entry.name,
      kind: entry.kind,
      label: bilingualToForm(entry.label),
      description: bilingualToForm(entry.description),
      confirmed: String(entry.confirmed),
    })),
    social: profile.social.map((link) => ({ network: link.network, url: link.url })),
  };
}

/** A new, empty item for a list of the form (the list buttons' "Add"). */
export function blankItem(list: string): FormValue {
  const both = { en: '', es: '' };
  if (list === 'closures') return { date: '', endDate: '', note: { ...both } };
  if (list === 'serviceArea.towns') return { name: '', zipCodes: '' };
  if (list.startsWith('priceList.')) {
    return { name: { ...both }, price: '', unit: 'per window', visitsPerYear: '', description: { ...both }, includes: { ...both }, mostPopular: 'false' };
  }
  // A review added by the owner is featured unless they untick it (the schema refuses more than six).
  if (list === 'testimonials') return { quote: { ...both }, name: '', role: { ...both }, town: '', rating: '5', source: 'Google', date: '', featured: 'true' };
  // A badge added by the owner is theirs, but is shown only once they tick that the company holds it.
  if (list === 'badges') return { name: '', kind: 'other', label: { ...both }, description: { ...both }, confirmed: 'false' };
  if (list === 'social') return { network: 'Facebook', url: '' };
  return { name: '', role: { ...both }, bio: { ...both }, photoId: '' };
}

const bilingualFrom = (tree: FormValue | undefined, path: string) => ({ en: textAt(tree, `${path}.en`), es: textAt(tree, `${path}.es`) });
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
/** A number as typed, or the text itself when it is not one, so the schema names the problem. */
const numberOrText = (text: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text);

/** The form's values as the profile the schema checks (every field: a save sends the whole profile). */
export function formToProfile(tree: FormTree): Record<string, unknown> {
  const items = (path: string) => itemsAt(tree, path);
  return {
    name: textAt(tree, 'name'),
    phone: textAt(tree, 'phone'),
    email: textAt(tree, 'email'),
    address: {
      street: textAt(tree, 'address.street'),
      city: textAt(tree, 'address.city'),
      state: textAt(tree, 'address.state'),
      zipCode: textAt(tree, 'address.zipCode'),
    },
    licenceNumber: textAt(tree, 'licenceNumber'),
    insurance: bilingualFrom(tree, 'insurance'),
    hours: Object.fromEntries(
      weekdayNames.map((day) => [
        day,
        textAt(tree, `hours.${day}.closed`) === 'true' ? null : { opens: textAt(tree, `hours.${day}.opens`), closes: textAt(tree, `hours.${day}.closes`) },
      ]),
    ),
    closures: items('closures').map((item) => ({
      date: textAt(item, 'date'),
      ...(textAt(item, 'endDate') ? { endDate: textAt(item, 'endDate') } : {}),
      note: bilingualFrom(item, 'note'),
    })),
    serviceArea: {
      county: textAt(tree, 'serviceArea.county'),
      towns: items('serviceArea.towns').map((item) => ({
        name: textAt(item, 'name'),
        zipCodes: textAt(item, 'zipCodes')
          .split(/[\s,;]+/)
          .filter(Boolean),
      })),
    },
    priceList: Object.fromEntries(
      Object.entries((tree.priceList as FormTree | undefined) ?? {}).map(([serviceId]) => [
        serviceId,
        items(`priceList.${serviceId}`).map((item) => {
          const en = lines(textAt(item, 'includes.en'));
          const es = lines(textAt(item, 'includes.es'));
          const visits = textAt(item, 'visitsPerYear').trim();
          return {
            name: bilingualFrom(item, 'name'),
            priceCents: dollarsToCents(textAt(item, 'price')),
            unit: textAt(item, 'unit'),
            ...(visits ? { visitsPerYear: numberOrText(visits) } : {}),
            description: bilingualFrom(item, 'description'),
            includes: Array.from({ length: Math.max(en.length, es.length) }, (_, index) => ({ en: en[index] ?? '', es: es[index] ?? '' })),
            mostPopular: textAt(item, 'mostPopular') === 'true',
          };
        }),
      ]),
    ),
    policies: Object.fromEntries(Object.keys((tree.policies as FormTree | undefined) ?? {}).map((key) => [key, bilingualFrom(tree, `policies.${key}`)])),
    reviewUrl: textAt(tree, 'reviewUrl'),
    testimonials: items('testimonials').map((item) => ({
      quote: bilingualFrom(item, 'quote'),
      name: textAt(item, 'name'),
      role: bilingualFrom(item, 'role'),
      town: textAt(item, 'town'),
      rating: numberOrText(textAt(item, 'rating')),
      source: textAt(item, 'source'),
      date: textAt(item, 'date'),
      featured: textAt(item, 'featured') === 'true',
    })),
    team: items('team').map((item) => ({
      name: textAt(item, 'name'),
      role: bilingualFrom(item, 'role'),
      bio: bilingualFrom(item, 'bio'),
      ...(textAt(item, 'photoId') ? { photoId: textAt(item, 'photoId') } : {}),
    })),
    // Left empty: not stated, and removed from the profile (null, in the merge patch a save is); the site then says nothing about it.
    foundedYear: textAt(tree, 'foundedYear').trim() ? numberOrText(textAt(tree, 'foundedYear').trim()) : null,
    guarantee: bilingualFrom(tree, 'guarantee'),
    badges: items('badges').map((item) => ({
      name: textAt(item, 'name'),
      kind: textAt(item, 'kind'),
      label: bilingualFrom(item, 'label'),
      description: bilingualFrom(item, 'description'),
      confirmed: textAt(item, 'confirmed') === 'true',
    })),
    social: items('social').map((item) => ({ network: textAt(item, 'network'), url: textAt(item, 'url') })),
  };
}

/** The field of the form that shows the message for a path of the profile. */
export function formFieldFor(path: string): string {
  return (
    path
      // Prices are typed in dollars.
      .replace(/^(priceList\.[\w-]+\.\d+)\.priceCents$/, '$1.price')
      // What a package includes is one box per language, a line per item.
      .replace(/^(priceList\.[\w-]+\.\d+\.includes)\.\d+\.(en|es)$/, '$1.$2')
      .replace(/^(priceList\.[\w-]+\.\d+\.includes)(\.\d+)?$/, '$1.en')
      // ZIP codes are one box per town.
      .replace(/^(serviceArea\.towns\.\d+\.zipCodes)\.\d+$/, '$1')
      // A day's hours: the closing time is where "closes after it opens" is decided.
      .replace(/^(hours\.\w+)$/, '$1.closes')
      // A bilingual text missing whole is shown on its English box.
      .replace(
        /^(insurance|guarantee|policies\.\w+|closures\.\d+\.note|team\.\d+\.(?:role|bio)|testimonials\.\d+\.(?:quote|role)|badges\.\d+\.(?:label|description)|priceList\.[\w-]+\.\d+\.(?:name|description))$/,
        '$1.en',
      )
  );
}

/** The profile's messages keyed by the form's fields; the first message for a field wins. */
export function formErrors(fieldErrors: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    // The profile's message for a price that is not a number speaks of cents; the owner types dollars.
    const shown = path.endsWith('.priceCents') && message.includes('cents') ? 'Enter the price in dollars, such as 350 or 89.50.' : message;
    errors[formFieldFor(path)] ??= shown;
  }
  return errors;
}
