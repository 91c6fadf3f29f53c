/** Every public page the browser journeys and the accessibility sweep visit. */
export const publicPaths = [
  '/',
  '/services',
  '/services/window-installation',
  '/services/window-repair',
  '/services/window-maintenance',
  '/services/window-replacement',
  '/services/glass-replacement',
  '/services/weatherproofing',
  '/about',
  '/contact',
  '/get-quote',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
  '/no-such-page',
] as const;
