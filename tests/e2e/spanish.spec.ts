import type { Page } from '@playwright/test';
import { en } from '../../app/content/messages/en';
import { es } from '../../app/content/messages/es';
import { company } from '../../app/content/company';
import { homeFor as englishHomeFor } from '../../app/content/home';
import { homeFor as spanishHomeFor } from '../../app/content/es/home';
import { about as englishAbout } from '../../app/content/about';
import { contactPage as englishContact } from '../../app/content/contact-page';
import { legalCompany, privacyPolicyFor, termsOfServiceFor } from '../../app/content/legal';
import { leadForms as englishForms } from '../../app/content/lead-forms';
import { quotePage as englishQuote } from '../../app/content/quote-page';
import { serviceDetailPage, services as englishServices, servicesPage } from '../../app/content/services';
import { sitemapPage as englishSitemap } from '../../app/content/sitemap-page';
import { expect, test } from './fixtures';
import { publicPaths } from './public-pages';
import { signInAs, newCustomer } from './accounts-helpers';

// The journeys' server keeps the sample profile: its county and contact details are the sample's.
const englishHome = englishHomeFor(company);
const spanishHome = spanishHomeFor(company);
const privacyPolicy = privacyPolicyFor(legalCompany(company));

// Spanish pages under /es (issue 14): the page speaks Spanish from its <html lang> to its
// footer, names its English counterpart (and is named by it) for search engines, and the
// language switch keeps the visitor on the same page. Pages join as they are translated.

/** English words of the frame and of the home page that must not be left on a Spanish page. */
const ENGLISH_WORDS = [
  ...Object.entries(en)
    .filter(([key, text]) => !text.includes('{') && text.length >= 5 && es[key as keyof typeof es] !== text)
    .map(([, text]) => text),
  englishHome.hero.heading,
  englishHome.hero.subheading,
  englishHome.servicesPreview.heading,
  englishHome.trust.heading,
  englishHome.testimonials.heading,
  englishHome.closingCta.heading,
  'Learn More',
  'Window Installation',
  // The other pages' English words: each must have its Spanish counterpart on the Spanish page.
  ...englishServices.map((service) => service.title),
  servicesPage.heading,
  serviceDetailPage.tabs.features,
  serviceDetailPage.pricing.popularLabel,
  englishAbout.heading(company.name),
  englishAbout.story.heading,
  englishAbout.values.heading,
  englishContact.heading,
  englishContact.formHeading,
  englishQuote.heading,
  englishQuote.stepsHeading,
  englishForms.quote.submit,
  englishForms.quote.legends.contact,
  englishForms.contact.submit,
  privacyPolicy.title,
  ...privacyPolicy.sections.map((section) => section.heading).filter((heading) => heading !== 'Cookies'),
  termsOfServiceFor(legalCompany(company)).title,
  englishSitemap.heading,
  englishSitemap.servicesHeading,
  'Chat with us',
  'per window',
];

/** Every Spanish page: those the sweeps visit, and each service's. */
const SPANISH_PAGES = [
  ...new Set([...publicPaths.filter((path) => path === '/es' || path.startsWith('/es/')), ...englishServices.map((service) => `/es/services/${service.id}`)]),
];

async function englishLeftOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    // Every text a visitor or a screen reader gets: what is shown, and accessible names.
    const labels = [...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label') ?? '');
    return `${document.body.innerText}\n${labels.join('\n')}`;
  });
  // "English", the language switch, is the one English word a Spanish page shows on purpose.
  // Whole words only: "Contact" is not in "Contacto".
  const found = (words: string) => new RegExp(`(?<!\\p{L})${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(text);
  return ENGLISH_WORDS.filter((words) => words !== 'English' && found(words));
}

test('the Spanish home page speaks Spanish throughout and names its English counterpart', async ({ page, baseURL }) => {
  const response = await page.goto('/es');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle(`Gables Window Care | ${spanishHome.meta.title}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishHome.hero.heading);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', spanishHome.meta.description);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_US');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/es`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/`);
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${baseURL}/es`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/`);

  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link')).toHaveText(['Inicio', 'Servicios', 'Nosotros', 'Contacto', 'Reservar visita']);
  await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es');
  await expect(page.getByRole('contentinfo')).toContainText('Todos los derechos reservados.');
  await expect(page.getByRole('contentinfo')).toContainText('lun-vie');
  const business = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(business).toMatchObject({ '@type': 'HomeAndConstructionBusiness', url: `${baseURL}/es`, inLanguage: 'es' });
  expect(business.description).toMatch(/^Instalación, reparación/);
  expect(await englishLeftOn(page)).toEqual([]);
});

test('every Spanish page speaks Spanish, names its English counterpart, and is named by it', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  for (const path of SPANISH_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'es');
    const english = path === '/es' ? '/' : path.slice(3);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]'), path).toHaveAttribute('href', `${baseURL}${english}`);
    expect(await englishLeftOn(page), path).toEqual([]);
    // The English page names this one.
    expect(await (await request.get(english)).text(), english).toContain(`hrefLang="es" href="${baseURL}${path}"`);
  }
});

test('the English home page names its Spanish counterpart, and the switch keeps the page both ways', async ({ page, baseURL }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${baseURL}/es`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/`);
  await page.getByRole('link', { name: 'Ver esta página en español' }).click();
  await expect(page).toHaveURL('/es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishHome.hero.heading);
  await page.getByRole('link', { name: 'View this page in English' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishHome.hero.heading);
});

test('on a phone the switch is in the bar, and keeps what the address chose', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/es/get-quote?service=window-repair');
  await expect(page.getByRole('combobox', { name: 'Tipo de proyecto' })).toHaveValue('window-repair');
  const toEnglish = page.getByRole('banner').getByRole('link', { name: 'View this page in English' });
  await expect(toEnglish).toBeInViewport({ ratio: 1 });
  await toEnglish.click();
  await expect(page).toHaveURL('/get-quote?service=window-repair');
  await expect(page.getByRole('combobox', { name: 'Project type' })).toHaveValue('window-repair');
  await page.getByRole('banner').getByRole('link', { name: 'Ver esta página en español' }).click();
  await expect(page).toHaveURL('/es/get-quote?service=window-repair');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the customer dashboard has a switch but, kept out of search engines, names no alternate; links from Spanish pages stay in Spanish', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request, 'dashboard-language');
  await signInAs(page, customer.email);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-language-switch]').first()).toHaveAttribute('href', '/es/dashboard');
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await page.goto('/es');
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Nosotros' })).toHaveAttribute('href', '/es/about');
  await page
    .getByRole('button', { name: /Cuenta/ })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: 'Mi cuenta' })).toHaveAttribute('href', '/es/dashboard');
});

test('each page sends only its own language: no English in the Spanish page, no Spanish in the English one', async ({ request }) => {
  // Every script the page loads (its preloads and the modules its inline script imports), fetched;
  // not the manifest's list of every route.
  const scripts = async (path: string) => {
    const html = await (await request.get(path)).text();
    const loaded = /(?:<link rel="modulepreload[\w-]*" href="|from "|import ")(\/assets\/[\w.-]+\.js)"/g;
    const sources = [...new Set([...html.matchAll(loaded)].map((match) => match[1]!))];
    expect(sources.length, path).toBeGreaterThan(2);
    const bodies = await Promise.all(sources.map(async (source) => (await request.get(source)).text()));
    return { html, js: bodies.join('\n') };
  };
  const spanish = await scripts('/es');
  const english = await scripts('/');
  // The hero's heading is written out whole in each language's content (the subheading names the county from a shared list).
  expect(spanish.js).toContain(spanishHome.hero.heading);
  expect(spanish.js).not.toContain(englishHome.hero.heading);
  expect(english.js).toContain(englishHome.hero.heading);
  expect(english.js).not.toContain(spanishHome.hero.heading);
  // The frame's words come with the page's data, in its language only.
  expect(spanish.html).toContain(es['footer.tagline']);
  expect(spanish.html).not.toContain(en['footer.tagline']);
  expect(english.html).not.toContain(es['footer.tagline']);
});

test('a missing page under /es answers 404 in Spanish', async ({ page }) => {
  const response = await page.goto('/es/no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  await expect(page.getByRole('main').getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
});

test('sitemap.xml lists the Spanish home page with both languages named', async ({ request, baseURL }) => {
  const body = await (await request.get('/sitemap.xml')).text();
  expect(body).toContain(`<loc>${baseURL}/es</loc>`);
  expect(body).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${baseURL}/es"/>`);
  expect(body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/"/>`);
  expect(body).toContain(`<loc>${baseURL}/es/services/window-repair</loc>`);
  expect(body).toContain(`<loc>${baseURL}/es/login</loc>`);
  expect(body).not.toContain(`${baseURL}/es/dashboard`);
});

test('a browser that prefers Spanish is offered the Spanish page in one line, never redirected, and can say no', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'es-US' });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(page).toHaveURL('/');
    const offer = page.getByRole('region', { name: 'Esta página también está en español.' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'es');
    await offer.getByRole('link', { name: 'Verla en español' }).click();
    await expect(page).toHaveURL('/es');
    // On the page in its own language, nothing is offered.
    await expect(page.locator('[data-language-offer]')).toHaveCount(0);
    await page.goto('/');
    await page.getByRole('button', { name: 'No, gracias' }).click();
    await expect(page.locator('[data-language-offer]')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishHome.hero.heading);
    await expect(page.locator('[data-language-offer]')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
