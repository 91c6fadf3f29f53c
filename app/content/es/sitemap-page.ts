import type { SitemapPageContent } from '../sitemap-page';

/** The sitemap page in Spanish; the links' paths stay the English ones, which the page maps to Spanish. */
export const sitemapPage: SitemapPageContent = {
  heading: 'Mapa del sitio',
  intro: 'Todas las páginas de nuestro sitio web en un solo lugar.',
  metaDescription:
    'La lista de todas las páginas del sitio web de Gables Window Care: servicios, información de la empresa, cotizaciones, datos de contacto, páginas legales y su cuenta.',
  pagesHeading: 'Páginas',
  servicesHeading: 'Servicios',
  accountHeading: 'Su cuenta',
  signedInLinks: [{ to: '/dashboard', label: 'Mi cuenta' }],
  signedOutLinks: [
    { to: '/login', label: 'Iniciar sesión' },
    { to: '/register', label: 'Crear una cuenta' },
  ],
};
