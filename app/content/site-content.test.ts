import { describe, it, expect } from 'vitest';
import { about } from './about';
import { certifications } from './certifications';
import { company } from './company';
import { homeFor } from './home';
import { lastUpdated, privacyPolicy, termsOfService } from './legal';
import { quotePage } from './quote-page';
import { contactPage } from './contact-page';
import { contactPage as contactPageEs } from './es/contact-page';
import { homeFor as homeEsFor } from './es/home';
import { outsideServiceArea, serviceAreaCommunities, serviceAreaZipCodes, serviceCounty } from './service-area';
import { getService } from './services';
import { teamMembers } from './team';
import { homeTestimonials, quoteTestimonials, testimonials } from './testimonials';

// The sample company's words; the pages give them the company profile's county (the sample's until the owner changes it).
const home = homeFor(company.county);
const homeEs = homeEsFor(company.county);

const allText = (document: typeof privacyPolicy) => [document.intro, ...document.sections.flatMap((section) => section.paragraphs)].join('\n');

describe('company', () => {
  it('carries the SPEC facts', () => {
    expect(company.name).toBe('Gables Window Care');
    expect(company.foundedYear).toBe(2005);
    expect(company.address.addressLocality).toBe('Coral Gables');
    expect(company.address.addressRegion).toBe('FL');
    expect(company.address.postalCode).toMatch(/^\d{5}$/);
    expect(company.phone).toEqual({ display: '(305) 555-0142', e164: '+13055550142' });
    expect(company.satisfactionGuarantee).toContain('100% satisfaction guarantee');
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
    expect(about.story.paragraphs.join(' ')).toContain('2005');
    expect(about.guarantee.text).toContain('100% satisfaction guarantee');
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

  it('gives four or five reasons to choose the company', () => {
    expect(quotePage.reasons.length).toBeGreaterThanOrEqual(4);
    expect(quotePage.reasons.length).toBeLessThanOrEqual(5);
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

  it('include the company contact details in both documents', () => {
    for (const document of [privacyPolicy, termsOfService]) {
      expect(allText(document)).toContain(company.email);
      expect(allText(document)).toContain(company.phone.display);
    }
  });
});
