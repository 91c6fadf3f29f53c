import { describe, it, expect } from 'vitest';
import { about } from './about';
import { certifications } from './certifications';
import { type Company, company } from './company';
import { homeFor } from './home';
import { lastUpdated, legalCompany, privacyPolicyFor, termsOfServiceFor } from './legal';
import { quotePage } from './quote-page';
import { contactPage } from './contact-page';
import { sitemapPage } from './sitemap-page';
import { sitemapPage as sitemapPageEs } from './es/sitemap-page';
import { about as aboutEs } from './es/about';
import { contactPage as contactPageEs } from './es/contact-page';
import { homeFor as homeEsFor } from './es/home';
import { privacyPolicyFor as privacyPolicyEsFor, termsOfServiceFor as termsOfServiceEsFor } from './es/legal';
import { quotePage as quotePageEs } from './es/quote-page';
import { verifyPageFor as verifyPageEsFor } from './es/verify';
import { companyContact } from './estimates';
import { outsideServiceArea, serviceAreaCommunities, serviceAreaZipCodes, serviceCounty } from './service-area';
import { getService } from './services';
import { teamMembers } from './team';
import { homeTestimonials, quoteTestimonials, testimonials } from './testimonials';
import { verifyPageFor } from './verify';

// The sample company's words; the pages give them the company profile's county (the sample's until the owner changes it).
const home = homeFor({ county: company.county, foundedYear: company.foundedYear });
const homeEs = homeEsFor({ county: company.county, foundedYear: company.foundedYear });
const privacyPolicy = privacyPolicyFor(legalCompany(company));
const termsOfService = termsOfServiceFor(legalCompany(company));

const allText = (document: typeof privacyPolicy) => [document.intro, ...document.sections.flatMap((section) => section.paragraphs)].join('\n');

describe('company', () => {
  it('carries the SPEC facts', () => {
    expect(company.name).toBe('Gables Window Care');
    expect(company.foundedYear).toBe(2005);
    expect(company.address.addressLocality).toBe('Coral Gables');
    expect(company.address.addressRegion).toBe('FL');
    expect(company.address.postalCode).toMatch(/^\d{5}$/);
    expect(company.phone).toEqual({ display: '(305) 555-0142', e164: '+13055550142' });
    expect(company.serviceArea).toContain('Coral Gables');
  });

  it('has one service area, all of Miami-Dade County, that the home page and the contact page say in both languages', () => {
    expect(serviceCounty).toBe('Miami-Dade');
    expect(company.serviceArea).toBe(serviceAreaCommunities);
    for (const town of ['Hialeah', 'Homestead', 'Aventura', 'Miami Gardens', 'Kendall']) expect(company.serviceArea).toContain(town);
    expect(home.hero.subheading).toContain('across Miami-Dade since 2005');
    expect(homeEs.hero.subheading).toContain('todo Miami-Dade desde 2005');
    expect(contactPage.location.serviceAreaIntro(company.county)).toBe('All of Miami-Dade County, including:');
    expect(contactPageEs.location.serviceAreaIntro(company.county)).toBe('Todo el condado de Miami-Dade, incluidas:');
    // Every community has its ZIP codes, all in Miami-Dade's ranges; nothing served is also said to be outside.
    for (const town of serviceAreaCommunities)
      expect(
        serviceAreaZipCodes[town]!.every((zip) => /^3(30[1-5]|31[0-9])\d$/.test(zip)),
        town,
      ).toBe(true);
    expect(outsideServiceArea.filter((town) => serviceAreaCommunities.includes(town))).toEqual([]);
  });

  it('builds a directions link from the encoded address', () => {
    const url = new URL(company.directionsUrl);
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe(`${company.address.streetAddress}, Coral Gables, FL ${company.address.postalCode}`);
  });

  it('links only to https social pages', () => {
    for (const link of company.social) expect(new URL(link.url).protocol).toBe('https:');
  });
});

describe('about, team and certifications', () => {
  it('has the three SPEC values', () => {
    expect(about.values.items.map((value) => value.title)).toEqual(['Quality', 'Integrity', 'Customer Satisfaction']);
    expect(about.story.paragraphs('Gables Window Care', 2005).join(' ')).toContain('2005');
    // The year is the company profile's: without one the story names none.
    expect(about.story.paragraphs('Gables Window Care', undefined).join(' ')).not.toMatch(/\b(19|20)\d\d\b/);
  });

  it('has a team of four with unique ids', () => {
    expect(teamMembers).toHaveLength(4);
    expect(new Set(teamMembers.map((member) => member.id)).size).toBe(4);
  });

  it('has exactly the three SPEC certifications', () => {
    expect(certifications.map((certification) => certification.name)).toEqual(['Energy Star', 'Home Advisor', 'BBB A+']);
  });
});

describe('testimonials', () => {
  it('shows different testimonials on the home and quote pages', () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(6);
    expect(new Set(testimonials.map((testimonial) => testimonial.id)).size).toBe(testimonials.length);
    expect(homeTestimonials).toHaveLength(3);
    expect(quoteTestimonials).toHaveLength(3);
    const homeIds = new Set(homeTestimonials.map((testimonial) => testimonial.id));
    for (const testimonial of quoteTestimonials) expect(homeIds.has(testimonial.id)).toBe(false);
  });
});

describe('home and quote pages', () => {
  it('labels the hero buttons as the SPEC says', () => {
    expect(home.hero.primaryCta.label).toBe('Our Services');
    expect(home.hero.secondaryCta.label).toBe('Get a Quote');
  });

  it('previews three known services', () => {
    expect(home.servicesPreview.serviceIds).toHaveLength(3);
    for (const id of home.servicesPreview.serviceIds) expect(getService(id)).toBeDefined();
  });

  it('gives four reasons to choose the company, a fifth with the profile’s guarantee, and a year only when the profile gives one', () => {
    expect(quotePage.reasons({}).map((reason) => reason.title)).toEqual([
      'Local Experience',
      'Built for Hurricane Season',
      'Clear, Written Pricing',
      'Permits and Paperwork Handled',
    ]);
    const owned = quotePage.reasons({ foundedYear: 1998, guarantee: 'We redo any seal that leaks within a year.' });
    expect(owned[0]?.title).toBe('Local Experience Since 1998');
    expect(owned.at(-1)).toEqual({ title: 'Our Guarantee', description: 'We redo any seal that leaks within a year.' });
    expect(quotePageEs.reasons({ foundedYear: 1998 })[0]?.title).toBe('Experiencia local desde 1998');
  });
});

describe('legal pages', () => {
  it('are dated January 1, 2024', () => {
    expect(lastUpdated).toBe('January 1, 2024');
  });

  it('state the cancellation notice in the terms', () => {
    expect(allText(termsOfService)).toContain('Cancellations require 24-hour notice.');
    expect(allText(termsOfService)).toContain('State of Florida');
  });

  it('promise a guarantee only as the company profile words it, in both languages', () => {
    const bare = { ...company, guarantee: undefined };
    for (const documentFor of [termsOfServiceFor, termsOfServiceEsFor]) {
      const document = documentFor(legalCompany(bare));
      expect(document.sections.map((section) => section.id ?? section.heading)).not.toContain('satisfaction-guarantee');
      expect([document.metaDescription, allText(document)].join('\n')).not.toMatch(/100%|satisfaction guarantee|garantía de satisfacción/i);
    }
    const english = termsOfServiceFor(legalCompany({ ...company, guarantee: 'We redo any seal that leaks within a year.' }));
    expect(english.sections.find((section) => section.id === 'satisfaction-guarantee')).toMatchObject({
      heading: 'Satisfaction Guarantee',
      paragraphs: ['We redo any seal that leaks within a year.', expect.stringContaining("manufacturer's warranty")],
    });
    const spanish = termsOfServiceEsFor(legalCompany({ ...company, guarantee: 'Rehacemos gratis cualquier sellado que se filtre en el primer año.' }));
    expect(spanish.sections.find((section) => section.id === 'satisfaction-guarantee')).toMatchObject({
      heading: 'Garantía de satisfacción',
      paragraphs: ['Rehacemos gratis cualquier sellado que se filtre en el primer año.', expect.stringContaining('garantía del fabricante')],
    });
    expect(allText(spanish)).not.toContain('100%');
  });

  it('include the company contact details in both documents', () => {
    for (const document of [privacyPolicy, termsOfService]) {
      expect(allText(document)).toContain(company.email);
      expect(allText(document)).toContain(company.phone.display);
    }
  });
});

describe('the privacy policy on sent emails', () => {
  it('says in both languages that sent emails and their attachments are deleted after JOB_RETENTION_DAYS, and that their links wait encrypted', () => {
    expect(allText(privacyPolicyFor(legalCompany(company)))).toContain('deleted from our systems 30 days after they are sent');
    expect(allText(privacyPolicyFor(legalCompany(company), 1))).toContain('deleted from our systems 1 day after they are sent');
    expect(allText(privacyPolicyFor(legalCompany(company), 7.5))).toContain('7.5 days after');
    expect(allText(privacyPolicyEsFor(legalCompany(company)))).toContain('se eliminan de nuestros sistemas 30 días después de enviarse');
    expect(allText(privacyPolicyEsFor(legalCompany(company), 1))).toContain('1 día después');
    expect(allText(privacyPolicyFor(legalCompany(company)))).toContain('kept only in encrypted form');
    expect(allText(privacyPolicyEsFor(legalCompany(company)))).toContain('se guardan solo cifrados');
  });
});

describe('the pages that name the company', () => {
  // The owner moved and renamed the company in its profile: the pages name it as saved, never the sample.
  const moved: Company = {
    ...company,
    name: 'Brickell Glass Co',
    address: { ...company.address, streetAddress: '100 SE 2nd St', addressLocality: 'Miami', postalCode: '33131' },
    phone: { display: '(786) 555-0199', e164: '+17865550199' },
    email: 'hola@brickellglass.com',
    serviceArea: ['Fort Lauderdale', 'Hollywood'],
    county: 'Broward',
  };
  const sampleFacts = [company.name, company.phone.display, company.email, company.address.streetAddress];

  it('give the privacy policy and the terms the profile’s name, address, phone and email, in both languages', () => {
    const documents = [privacyPolicyFor, termsOfServiceFor, privacyPolicyEsFor, termsOfServiceEsFor].map((documentFor) => documentFor(legalCompany(moved)));
    for (const document of documents) {
      const text = [document.metaDescription, allText(document)].join('\n');
      expect(text).toContain('Brickell Glass Co, 100 SE 2nd St, Miami, FL 33131.');
      for (const fact of sampleFacts) expect(text).not.toContain(fact);
      expect(document.metaDescription).toContain('Brickell Glass Co');
    }
    expect(allText(documents[0]!)).toContain('Phone: (786) 555-0199. Email: hola@brickellglass.com.');
    expect(allText(documents[3]!)).toContain('Teléfono: (786) 555-0199. Correo electrónico: hola@brickellglass.com.');
  });

  it('put the profile’s phone on the quote page’s call button and its email in the mailto link', () => {
    expect(quotePage.callLabel(moved.phone.display)).toBe('Call (786) 555-0199');
    expect(quotePageEs.callLabel(moved.phone.display)).toBe('Llame al (786) 555-0199');
    for (const words of [quotePage, quotePageEs]) expect(words.emailHref(moved.email)).toMatch(/^mailto:hola@brickellglass\.com\?subject=/);
  });

  it('count the profile’s towns and name its county on the About page', () => {
    expect(about.highlights(company)[1]).toEqual({ value: String(company.serviceArea.length), label: 'Miami-Dade communities served' });
    expect(about.highlights(moved)[1]).toEqual({ value: '2', label: 'Broward communities served' });
    expect(aboutEs.highlights(moved)[1]).toEqual({ value: '2', label: 'Comunidades de Broward que atendemos' });
    expect(about.highlights(moved)[0]).toEqual({ value: '2005', label: 'Founded in Coral Gables' });
  });

  it('name the profile’s company in the About page’s heading, story and description, the quote page’s reasons and the contact and sitemap descriptions', () => {
    expect(about.heading(company.name)).toBe('About Gables Window Care');
    expect([about.heading(moved.name), aboutEs.heading(moved.name)]).toEqual(['About Brickell Glass Co', 'Conozca a Brickell Glass Co']);
    for (const words of [about, aboutEs]) {
      expect(words.story.paragraphs(moved.name, undefined)[0]).toMatch(/^Brickell Glass Co (was founded in|nació en) Coral Gables/);
      expect(words.metaDescription(moved)).toContain('Brickell Glass Co');
    }
    expect([quotePage.reasonsHeading(moved.name), quotePageEs.reasonsHeading(moved.name)]).toEqual([
      'Why Choose Brickell Glass Co',
      'Por qué elegir Brickell Glass Co',
    ]);
    expect(contactPage.metaDescription(moved)).toBe(
      'Call, email or visit Brickell Glass Co in Coral Gables, FL. See our business hours, office address and the Broward communities we serve.',
    );
    expect(contactPageEs.metaDescription(moved)).toContain('las comunidades de Broward que atendemos');
    for (const text of [sitemapPage.metaDescription(moved.name), sitemapPageEs.metaDescription(moved.name)]) {
      expect(text).toContain('Brickell Glass Co');
      expect(text).not.toContain(company.name);
    }
  });

  it('have /verify name the profile’s company and say how to reach it, in both languages', () => {
    const english = verifyPageFor(companyContact(moved));
    const spanish = verifyPageEsFor(companyContact(moved));
    expect(english.metaDescription).toContain('comes from Brickell Glass Co and');
    expect(spanish.metaDescription).toContain('viene de Brickell Glass Co y');
    expect(english.foreign.text).toContain('call (786) 555-0199 or write to hola@brickellglass.com.');
    expect(spanish.changed.text).toContain('llámenos al (786) 555-0199 o escríbanos a hola@brickellglass.com.');
    for (const text of [english.verified.trailBroken, english.changed.text, spanish.foreign.text])
      for (const fact of sampleFacts) expect(text).not.toContain(fact);
  });
});
