import type { LoaderFunctionArgs } from 'react-router';
import { getAppName } from '~/features/settings/app-settings.server';
import { servicesContext } from '~/lib/request-context';
import { shortAppName } from '~/lib/seo';

/**
 * The back office as an installable app of its own, scoped to /admin (its service worker is
 * /admin/service-worker.js). Public like the site's manifest: browsers fetch manifests without
 * cookies, and it says nothing a visitor could not read on the sign-in page.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const name = await getAppName(context.get(servicesContext).db);
  const manifest = {
    id: '/admin/',
    name: `${name} back office`,
    short_name: `${shortAppName(name)} Office`,
    description: `Leads, estimates and orders for ${name} staff, with alerts when a lead arrives.`,
    start_url: '/admin/dashboard',
    scope: '/admin/',
    display: 'standalone',
    background_color: '#f1f5f9',
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
