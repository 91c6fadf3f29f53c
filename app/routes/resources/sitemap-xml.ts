import { signInPages } from '~/content/accounts';
import { publicPages } from '~/content/navigation';
import { serviceIds } from '~/content/services';
import { getEnv } from '~/lib/env.server';

export function loader() {
  const origin = getEnv().PUBLIC_URL;
  const paths = [...publicPages, ...signInPages].map((page) => page.to).concat(serviceIds.map((id) => `/services/${id}`));
  const urls = paths.map((path) => `  <url><loc>${origin}${path === '/' ? '/' : path}</loc></url>`);
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
