import { describe, it, expect } from 'vitest';
import { getService, isServiceId, serviceIds, services, type Service } from './services';

function requireService(id: string): Service {
  const service = getService(id);
  if (!service) throw new Error(`Missing service ${id}`);
  return service;
}

const prices = (service: Service) => service.pricing.map((tier) => tier.priceCents);

describe('services content', () => {
  it('lists the six SPEC services in order', () => {
    expect(serviceIds).toEqual(['window-installation', 'window-repair', 'window-maintenance', 'window-replacement', 'glass-replacement', 'weatherproofing']);
    expect(services.map((service) => service.id)).toEqual(serviceIds);
    expect(services.map((service) => service.title)).toEqual([
      'Window Installation',
      'Window Repair',
      'Window Maintenance',
      'Window Replacement',
      'Glass Replacement',
      'Weatherproofing',
    ]);
  });

  it.each(serviceIds)('has full detail content for %s', (id) => {
    const service = requireService(id);
    expect(service.description.length).toBeGreaterThan(0);
    expect(service.longDescription.length).toBeGreaterThanOrEqual(2);
    for (const paragraph of service.longDescription) expect(paragraph.length).toBeGreaterThan(0);
    expect(service.features.length).toBeGreaterThanOrEqual(5);
    expect(service.benefits.length).toBeGreaterThanOrEqual(4);
    expect(service.faqs.length).toBeGreaterThanOrEqual(4);
    for (const faq of service.faqs) {
      expect(faq.question).toMatch(/\?$/);
      expect(faq.answer.length).toBeGreaterThan(0);
    }
    expect(service.pricing).toHaveLength(3);
    expect(service.pricing.map((tier) => tier.popular)).toEqual([false, true, false]);
    for (const tier of service.pricing) {
      expect(tier.unit).toBe(service.id === 'window-maintenance' ? 'per visit, up to 10 windows' : 'per window');
      expect(Number.isInteger(tier.priceCents)).toBe(true);
      expect(tier.includes.length).toBeGreaterThan(0);
    }
    const [low = 0, mid = 0, high = 0] = prices(service);
    expect(low).toBeLessThan(mid);
    expect(mid).toBeLessThan(high);
  });

  it('has unique meta descriptions that fit in a search result', () => {
    const metas = services.map((service) => service.metaDescription);
    expect(new Set(metas).size).toBe(metas.length);
    for (const meta of metas) {
      expect(meta.length).toBeGreaterThan(50);
      expect(meta.length).toBeLessThanOrEqual(155);
    }
  });

  it('uses the SPEC prices per window', () => {
    expect(prices(requireService('window-installation'))).toEqual([35000, 55000, 75000]);
    expect(prices(requireService('window-repair'))).toEqual([15000, 27500, 40000]);
    expect(prices(requireService('window-maintenance'))).toEqual([9900, 19900, 29900]);
  });

  it('says every maintenance tier covers up to 10 windows', () => {
    for (const tier of requireService('window-maintenance').pricing) {
      expect(tier.description).toContain('up to 10 windows');
    }
  });

  it('answers how long installation takes with 1-2 days', () => {
    const faq = requireService('window-installation').faqs.find((entry) => /how long/i.test(entry.question));
    expect(faq?.answer).toContain('1-2 days');
  });

  it('returns undefined for an unknown id', () => {
    expect(getService('nope')).toBeUndefined();
    expect(isServiceId('nope')).toBe(false);
    expect(isServiceId('weatherproofing')).toBe(true);
  });
});
