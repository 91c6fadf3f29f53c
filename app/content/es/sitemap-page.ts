import type { SitemapPageContent } from '../sitemap-page';

/** The sitemap page in Spanish; the links' paths stay the English ones, which the page maps to Spanish. */
export const sitemapPage: SitemapPageContent = {
  heading: 'Mapa del sitio',
  intro: 'Todas las páginas de nuestro sitio web en un solo lugar.',
  metaDescription: (name) =>
    `La lista de todas las páginas del sitio web de ${name}: servicios, información de la empresa, cotizaciones, datos de contacto, páginas legales y su cuenta.`,
  pagesHeading: 'Páginas',
  servicesHeading: 'Servicios',
  accountHeading: 'Su cuenta',
  pages: [
    { to: '/', label: 'Inicio' },
    { to: '/services', label: 'Servicios' },
    { to: '/about', label: 'Nosotros' },
    { to: '/contact', label: 'Contacto' },
    { to: '/get-quote', label: 'Pida una cotización' },
    { to: '/privacy-policy', label: 'Política de privacidad' },
    { to: '/terms-of-service', label: 'Términos del servicio' },
    { to: '/sitemap', label: 'Mapa del sitio' },
    { to: '/verify', label: 'Verificar una cotización firmada' },
  ],
  signedInLinks: [{ to: '/dashboard', label: 'Mi cuenta' }],
  signedOutLinks: [
    { to: '/login', label: 'Iniciar sesión' },
    { to: '/register', label: 'Crear una cuenta' },
  ],
};
