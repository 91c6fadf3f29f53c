import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '#tests/support/test-databases';
import { createTestServices } from '#tests/support/test-services';
import { homeFor } from '~/content/home';
import { homeFor as spanishHomeFor } from '~/content/es/home';
import { about } from '~/content/about';
import { businessStructuredData } from '~/lib/structured-data';
import { companyOf } from './profile';
import { badgesIn, getBusinessProfile, getCompany, sampleFields, samplePaths, testimonialsIn, updateBusinessProfile, withClaims } from './profile.server';

// Issue 47, item 3: every claim the site makes about the company (founding year, guarantee,
// financing, badges, social links, reviews, team) is the owner's, shown only when set; badges
// naming a third party only once confirmed; the owner's checklist clears only when no sample is
// left on the public pages.

const owner = { actor: { userId: 'owner', email: 'owner@example.com' } };

/** The structured data a page gives search engines, from the profile as the root loader reads it. */
function structuredData(company: ReturnType<typeof companyOf>) {
  return businessStructuredData({
    appName: company.name,
    publicUrl: 'https://example.com',
    company,
    office: { calendar: { weekly: {}, closures: [] } },
  } as never);
}

describe.each(testDialects())('the company’s claims on %s', (dialect) => {
  let database: TestDatabase;
  let services: ReturnType<typeof createTestServices>;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(async () => {
    await services.live.close();
    await database.drop();
  });

  it('ships a fresh site with its badges unconfirmed and unshown, no social links, and the seventh sample review not featured', async () => {
    const profile = await getBusinessProfile(database.db);
    expect(profile.badges.map((badge) => [badge.name, badge.confirmed])).toEqual([
      ['Energy Star', false],
      ['Home Advisor', false],
      ['BBB A+', false],
    ]);
    expect(await badgesIn(database.db, 'en')).toEqual([]);
    expect(await badgesIn(database.db, 'es')).toEqual([]);
    expect(profile.social).toEqual([]);
    expect(profile.testimonials.map((entry) => entry.featured)).toEqual([true, true, true, true, true, true, false]);
    const { home, quote } = await testimonialsIn(database.db, 'en');
    expect([...home, ...quote].map((entry) => entry.author)).not.toContain('Laura Fernandez');
    // The editor marks every sample: the unconfirmed badges and the review nobody sees included.
    expect(samplePaths(profile)).toEqual(expect.arrayContaining(['foundedYear', 'guarantee', 'testimonials.6', 'team.0', 'badges.0', 'badges.2']));
    const data = structuredData(await getCompany(database.db));
    expect(data).toMatchObject({ foundingDate: '2005' });
    expect(data).not.toHaveProperty('sameAs');
  });

  it('refuses a claim it cannot show, naming the field, and saves nothing', async () => {
    const before = await getBusinessProfile(database.db);
    const featuredSeven = before.testimonials.map((entry) => ({ ...entry, featured: true }));
    const refused = await updateBusinessProfile(
      services,
      {
        foundedYear: 3000,
        guarantee: { en: 'We come back until it is right.', es: '' },
        social: [
          { network: 'Facebook', url: 'http://facebook.com/us' },
          { network: 'MySpace', url: 'https://myspace.com/us' },
        ],
        badges: [{ name: 'BBB A+', kind: 'seal', label: { en: 'Accredited', es: 'Acreditados' }, description: { en: 'x', es: 'x' }, confirmed: true }],
        testimonials: featuredSeven,
      },
      owner,
    );
    expect(refused.ok).toBe(false);
    expect(refused.ok ? {} : refused.fieldErrors).toMatchObject({
      foundedYear: 'The year the company was founded cannot be in the future.',
      'guarantee.es': 'Fill in the Spanish text too.',
      'social.0.url': 'Enter the page’s address, starting with https://.',
      'social.1.network': expect.stringContaining('Choose the network'),
      'badges.0.kind': expect.stringContaining('Choose the badge'),
      testimonials: 'Feature at most 6 reviews: the home page shows three and the quote page three more.',
    });
    expect(await getBusinessProfile(database.db)).toBe(before);
  });

  it('shows a badge only once the owner confirms it, in the page’s language', async () => {
    const { badges } = await getBusinessProfile(database.db);
    const saved = await updateBusinessProfile(services, { badges: badges.map((badge, index) => ({ ...badge, confirmed: index === 2 })) }, owner);
    expect(saved.ok).toBe(true);
    expect(await badgesIn(database.db, 'en')).toEqual([expect.objectContaining({ kind: 'bbb', name: 'BBB A+', label: 'BBB Accredited, A+ rating' })]);
    expect(await badgesIn(database.db, 'es')).toEqual([expect.objectContaining({ kind: 'bbb', label: 'Acreditados por el BBB, calificación A+' })]);
    // A confirmed badge is the owner's word, no longer a sample.
    expect(samplePaths(await getBusinessProfile(database.db))).not.toContain('badges.2');
  });

  it('says the founding year, the guarantee and the financing in both languages only when set, and the structured data with them', async () => {
    const saved = await updateBusinessProfile(
      services,
      {
        foundedYear: 1998,
        guarantee: { en: 'We redo any seal that leaks within a year.', es: 'Rehacemos gratis cualquier sellado que se filtre en el primer año.' },
        policies: { financing: { en: 'Pay in three monthly payments, no interest.', es: 'Pague en tres cuotas mensuales, sin intereses.' } },
        social: [{ network: 'Instagram', url: 'https://www.instagram.com/ourwindows' }],
      },
      owner,
    );
    expect(saved.ok).toBe(true);
    const profile = await getBusinessProfile(database.db);
    const [english, spanish] = [companyOf(profile, 'en'), companyOf(profile, 'es')];
    expect(homeFor(english).hero.eyebrow).toBe('Coral Gables, FL · Since 1998');
    expect(homeFor(english).trust.guarantee).toEqual({ title: 'Our Guarantee', text: 'We redo any seal that leaks within a year.' });
    expect(homeFor(english).help.financing?.text).toBe('Pay in three monthly payments, no interest.');
    expect(spanishHomeFor(spanish).hero.eyebrow).toBe('Coral Gables, FL · Desde 1998');
    expect(spanishHomeFor(spanish).trust.guarantee?.text).toBe('Rehacemos gratis cualquier sellado que se filtre en el primer año.');
    expect(spanishHomeFor(spanish).help.financing?.text).toBe('Pague en tres cuotas mensuales, sin intereses.');
    expect(structuredData(english)).toMatchObject({ foundingDate: '1998', sameAs: ['https://www.instagram.com/ourwindows'] });

    // Cleared: the pages say nothing about them, and neither does the structured data.
    const cleared = await updateBusinessProfile(services, { foundedYear: null, guarantee: null, policies: { financing: null }, social: [] }, owner);
    expect(cleared.ok).toBe(true);
    const none = companyOf(await getBusinessProfile(database.db), 'en');
    const home = homeFor(none);
    expect(home.hero.eyebrow).toBe('Coral Gables, FL');
    expect([home.trust.founded, home.trust.guarantee, home.help.financing]).toEqual([undefined, undefined, undefined]);
    expect(JSON.stringify(home)).not.toMatch(/since \d{4}|100%/i);
    expect(about.intro(none.foundedYear)).toBe('A Coral Gables company caring for South Florida windows.');
    expect(about.highlights(none).map((highlight) => highlight.label)).toEqual(['Miami-Dade communities served']);
    const data = structuredData(none);
    expect(data).not.toHaveProperty('foundingDate');
    expect(data).not.toHaveProperty('sameAs');
    expect(none.shortDescription).not.toMatch(/since/);
  });

  it('clears the checklist only when no sample is left on the public pages', async () => {
    const profile = await getBusinessProfile(database.db);
    // The single facts made the owner's (or removed, as the founding year and guarantee were above).
    const saved = await updateBusinessProfile(
      services,
      {
        licenceNumber: 'CGC1599999',
        insurance: { en: 'Insured by Coastal Mutual.', es: 'Asegurados con Coastal Mutual.' },
        policies: { warranty: { en: 'Two years on our work.', es: 'Dos años en nuestro trabajo.' } },
        serviceArea: { county: 'Miami-Dade', towns: [{ name: 'Coral Gables', zipCodes: ['33134'] }] },
        reviewUrl: 'https://g.page/r/our-own-review-link',
      },
      owner,
    );
    expect(saved.ok).toBe(true);
    expect(sampleFields(await getBusinessProfile(database.db))).toEqual(['testimonials', 'team']);

    // One sample review left, featured: still on the home page, so still listed.
    const own = {
      quote: { en: 'Great work.', es: 'Excelente trabajo.' },
      name: 'Rosa Diaz',
      role: { en: 'Homeowner', es: 'Propietaria' },
      town: 'Coral Gables',
    };
    const review = { ...own, rating: 5, source: 'Google' as const, date: '2026-10-01', featured: true };
    const team = [{ name: 'Luis Ortega', role: { en: 'Owner', es: 'Dueño' }, bio: { en: 'Runs every job.', es: 'Dirige cada trabajo.' } }];
    await updateBusinessProfile(services, { testimonials: [review, profile.testimonials[0]!], team }, owner);
    expect(sampleFields(await getBusinessProfile(database.db))).toEqual(['testimonials']);

    // The same sample review, no longer featured: not on any page, so the checklist is clear (the editor still marks it).
    await updateBusinessProfile(services, { testimonials: [review, { ...profile.testimonials[0]!, featured: false }] }, owner);
    const cleared = await getBusinessProfile(database.db);
    expect(sampleFields(cleared)).toEqual([]);
    expect(samplePaths(cleared)).toEqual(['testimonials.1', 'badges.0', 'badges.1']);
    expect((await testimonialsIn(database.db, 'en')).home.map((entry) => entry.author)).toEqual(['Rosa Diaz']);
  });

  it('reads a profile saved before the claims were fields as it was shown: the first six reviews featured, no badges, no social links', async () => {
    const { badges: _badges, social: _social, testimonials: _testimonials, ...old } = await getBusinessProfile(database.db);
    const reviews = Array.from({ length: 7 }, (_, index) => ({
      quote: { en: `Review ${index}`, es: `Reseña ${index}` },
      name: `Customer ${index}`,
      role: { en: 'Homeowner', es: 'Propietario' },
      town: 'Coral Gables',
      rating: 5,
      source: 'Google' as const,
      date: '2026-01-01',
    }));
    const profile = withClaims({ ...old, testimonials: reviews } as never) as Awaited<ReturnType<typeof getBusinessProfile>>;
    expect(profile.badges).toEqual([]);
    expect(profile.social).toEqual([]);
    expect(profile.testimonials.map((entry) => entry.featured)).toEqual([true, true, true, true, true, true, false]);
    // Saved whole, it is a valid profile.
    expect((await updateBusinessProfile(services, profile, owner)).ok).toBe(true);
  });
});
