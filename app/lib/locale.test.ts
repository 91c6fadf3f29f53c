import { describe, expect, it } from 'vitest';
import { counterpartOf, englishPath, existsIn, linkIn, localeOfPath, pathIn } from './locale';

describe('the language of a path', () => {
  it('is Spanish under /es and English everywhere else', () => {
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/es/services/window-repair')).toBe('es');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/estimates')).toBe('en');
    expect(localeOfPath('/services')).toBe('en');
  });

  it('moves a page between the languages by its prefix', () => {
    expect(englishPath('/es')).toBe('/');
    expect(englishPath('/es/services')).toBe('/services');
    expect(englishPath('/services')).toBe('/services');
    expect(pathIn('es', '/')).toBe('/es');
    expect(pathIn('es', '/services')).toBe('/es/services');
    expect(pathIn('es', '/es/services')).toBe('/es/services');
    expect(pathIn('en', '/es/services')).toBe('/services');
  });

  it('links to the Spanish page from a Spanish one only where it exists, keeping a query or hash', () => {
    expect(existsIn('es', '/')).toBe(true);
    expect(existsIn('es', '/admin')).toBe(false);
    expect(existsIn('es', '/dashboard')).toBe(true);
    expect(existsIn('es', '/dashboard/orders/abc')).toBe(true);
    expect(existsIn('es', '/dashboards')).toBe(false);
    expect(existsIn('es', '/estimates/a-token')).toBe(true);
    expect(existsIn('es', '/estimates')).toBe(false);
    expect(existsIn('es', '/dashboard/orders/abc/signed-estimate.pdf')).toBe(false);
    expect(existsIn('es', '/estimates/a-token/photos/p1')).toBe(false);
    expect(linkIn('es', '/dashboard/orders/abc/signed-estimate.pdf')).toBe('/dashboard/orders/abc/signed-estimate.pdf');
    expect(linkIn('es', '/dashboard/orders?page=2')).toBe('/es/dashboard/orders?page=2');
    expect(linkIn('es', '/')).toBe('/es');
    expect(linkIn('es', '/#services')).toBe('/es#services');
    expect(linkIn('es', '/admin/dashboard?x=1')).toBe('/admin/dashboard?x=1');
    expect(linkIn('en', '/')).toBe('/');
    expect(linkIn('es', 'tel:+13055550142')).toBe('tel:+13055550142');
  });

  it('offers the counterpart of a page that has one, and nothing for one that has not', () => {
    expect(counterpartOf('/')).toEqual({ locale: 'es', path: '/es' });
    expect(counterpartOf('/es')).toEqual({ locale: 'en', path: '/' });
    expect(counterpartOf('/admin/dashboard')).toBeNull();
  });

  it('switches a visit’s manage and confirmation links to the other language, token and all (issue 47)', () => {
    expect(counterpartOf('/book/manage/abc_DEF-123')).toEqual({ locale: 'es', path: '/es/book/manage/abc_DEF-123' });
    expect(counterpartOf('/es/book/manage/abc_DEF-123')).toEqual({ locale: 'en', path: '/book/manage/abc_DEF-123' });
    expect(counterpartOf('/es/book/confirm/visit.sig')).toEqual({ locale: 'en', path: '/book/confirm/visit.sig' });
    expect(counterpartOf('/book')).toEqual({ locale: 'es', path: '/es/book' });
  });
});
