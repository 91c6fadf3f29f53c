import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/public/home.tsx'),
  route('services', 'routes/public/services.tsx'),
  route('services/:serviceId', 'routes/public/service-detail.tsx'),
  route('about', 'routes/public/about.tsx'),
  route('contact', 'routes/public/contact.tsx'),
  route('get-quote', 'routes/public/get-quote.tsx'),
  route('privacy-policy', 'routes/public/privacy-policy.tsx'),
  route('terms-of-service', 'routes/public/terms-of-service.tsx'),
  route('sitemap', 'routes/public/sitemap.tsx'),

  route('sitemap.xml', 'routes/resources/sitemap-xml.ts'),
  route('robots.txt', 'routes/resources/robots-txt.ts'),
  route('manifest.webmanifest', 'routes/resources/web-manifest.ts'),

  route('api/quote-requests', 'routes/api/quote-requests.ts'),
  route('api/contact-messages', 'routes/api/contact-messages.ts'),

  route('*', 'routes/public/not-found.tsx'),
] satisfies RouteConfig;
