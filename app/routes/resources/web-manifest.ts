import type { LoaderFunctionArgs } from 'react-router';
import { getCompany } from '~/features/business/profile.server';
import { getAppName } from '~/features/settings/app-settings.server';
import { servicesContext } from '~/lib/request-context';
import { shortAppName } from '~/lib/seo';

/** The site as an installable app: named as the pages' titles name it (the application name, the profile's company name until staff set one). */
export async function loader({ context }: LoaderFunctionArgs) {
  const { db } = context.get(servicesContext);
  const [name, company] = await Promise.all([getAppName(db), getCompany(db)]);
  const manifest = {
    name,
    short_name: shortAppName(name),
    description: company.tagline,
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0c2d48',
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'public, max-age=3600' },
  });
}
