import type { LoaderFunctionArgs } from 'react-router';
import { company as words } from '~/content/company';
import { getCompany } from '~/features/business/profile.server';
import { servicesContext } from '~/lib/request-context';

export async function loader({ context }: LoaderFunctionArgs) {
  const company = await getCompany(context.get(servicesContext).db);
  const manifest = {
    name: company.name,
    short_name: 'Gables Windows',
    description: words.tagline,
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
