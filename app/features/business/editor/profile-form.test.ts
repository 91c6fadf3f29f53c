import { describe, expect, it } from 'vitest';
import { businessProfileSchema, profileFieldErrors } from '../profile';
import { seedProfile } from '../seed.server';
import { fieldLabel } from './field-labels';
import { type FormTree, readFormTree } from './form-values';
import { formErrors, formToProfile, profileToForm } from './profile-form';

const open = { opens: '08:45', closes: '18:00' };
/** The sample profile with the calendar's seeded hours and a closure of two days. */
const sample = businessProfileSchema.parse({
  ...seedProfile,
  hours: { sunday: null, monday: open, tuesday: open, wednesday: open, thursday: open, friday: open, saturday: { opens: '09:00', closes: '16:00' } },
  closures: [{ date: '2026-12-24', endDate: '2026-12-25', note: { en: 'Closed for Christmas', es: 'Cerrado por Navidad' } }],
});

/** The form as the browser posts it: every field of the tree under its path. */
function post(tree: FormTree): FormData {
  const data = new FormData();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') data.append(path, value);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}.${index}`));
    else for (const [key, child] of Object.entries(value as object)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(tree, '');
  return data;
}

/** The seed profile's form, changed by `edit`, posted, read back and checked: the form's messages, or the profile saved. */
function submit(edit: (tree: FormTree) => void) {
  const tree = structuredClone(profileToForm(sample));
  edit(tree);
  const parsed = businessProfileSchema.safeParse(formToProfile(readFormTree(post(tree).entries())));
  return parsed.success ? { profile: parsed.data, errors: {} } : { profile: undefined, errors: formErrors(profileFieldErrors(parsed.error)) };
}

const set = (tree: FormTree, path: string, value: string) => {
  const segments = path.split('.');
  let node: Record<string, unknown> = tree;
  for (const segment of segments.slice(0, -1)) node = node[segment] as Record<string, unknown>;
  node[segments.at(-1)!] = value;
};

describe('the company profile as the editor’s form', () => {
  it('posts the profile back unchanged when nothing is edited (prices, ZIP codes, includes, hours and the team’s photos)', () => {
    const { profile, errors } = submit(() => {});
    expect(errors).toEqual({});
    expect(profile).toEqual(sample);
  });

  it('takes a phone in any common US format and prices in dollars', () => {
    const { profile } = submit((tree) => {
      set(tree, 'phone', '305.555.0199');
      set(tree, 'priceList.window-repair.0.price', '$1,089.50');
    });
    expect(profile?.phone).toBe('+13055550199');
    expect(profile?.priceList['window-repair']?.[0]?.priceCents).toBe(108950);
  });

  it('closes a weekday when its box is ticked, and opens it with its hours', () => {
    const { profile } = submit((tree) => {
      set(tree, 'hours.saturday.closed', 'true');
      set(tree, 'hours.sunday.closed', 'false');
      set(tree, 'hours.sunday.opens', '10:00');
      set(tree, 'hours.sunday.closes', '14:00');
    });
    expect(profile?.hours.saturday).toBeNull();
    expect(profile?.hours.sunday).toEqual({ opens: '10:00', closes: '14:00' });
  });

  it('puts each message on the field that shows it: the price, the ZIP codes, the closure’s last day, the Spanish text, a day’s closing time', () => {
    const { errors } = submit((tree) => {
      set(tree, 'phone', '555-01');
      set(tree, 'priceList.window-repair.1.price', '0');
      set(tree, 'serviceArea.towns.0.zipCodes', '33134, 3314');
      (tree.closures as FormTree[]).push({ date: '2026-12-24', endDate: '2026-12-20', note: { en: 'Holidays', es: 'Fiestas' } });
      set(tree, 'policies.warranty.es', ' ');
      set(tree, 'hours.monday.closes', '07:00');
    });
    const closure = sample.closures.length;
    expect(errors).toEqual({
      phone: 'Enter a 10-digit US phone number.',
      'priceList.window-repair.1.price': 'A price must be more than $0.',
      'serviceArea.towns.0.zipCodes': 'ZIP codes have five digits.',
      [`closures.${closure}.endDate`]: 'A closure cannot end before it starts.',
      'policies.warranty.es': 'Fill in the Spanish text too.',
      'hours.monday.closes': 'The closing time must be after the opening time.',
    });
    expect(fieldLabel('priceList.window-repair.1.price')).toBe('window-repair package 2: Price');
    expect(fieldLabel('policies.warranty.es')).toBe('Warranty (Spanish)');
    expect(fieldLabel('hours.monday.closes')).toBe('Monday closes');
    expect(fieldLabel(`closures.${closure}.endDate`)).toBe(`Closure ${closure + 1}: Last day closed`);
  });

  it('refuses a price that is not an amount, and includes whose languages do not line up', () => {
    const { errors } = submit((tree) => {
      set(tree, 'priceList.window-repair.0.price', 'ten dollars');
      set(tree, 'priceList.window-repair.0.includes.es', 'Solo una línea');
    });
    expect(Object.keys(errors)).toEqual(['priceList.window-repair.0.price', 'priceList.window-repair.0.includes.es']);
  });
});
