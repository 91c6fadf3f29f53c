import type { LoaderFunctionArgs } from 'react-router';
import { signInPages } from '~/content/accounts';
import { publicPages } from '~/content/navigation';
import { serviceIds } from '~/content/services';
import { getProfileRevision } from '~/features/business/profile.server';
import { getEnv } from '~/lib/env.server';
import { servicesContext } from '~/lib/request-context';
import { existsIn, pathIn } from '~/lib/locale';

/**
 * Every public page; one that exists in Spanish too is listed in both languages, each entry
 * naming both versions and English as the default (Google's hreflang in sitemaps). Each page's
 * lastmod is when the company profile was last saved: the facts on every page come from it.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const origin = getEnv().PUBLIC_URL;
  const { updatedAt } = await getProfileRevision(context.get(servicesContext).db);
  const lastmod = `<lastmod>${new Date(updatedAt).toISOString()}</lastmod>`;
  const paths = [...publicPages, ...signInPages].map((page) => page.to).concat(serviceIds.map((id) => `/services/${id}`));
  const urls = paths.flatMap((path) => {
    if (!existsIn('es', path)) return [`  <url><loc>${origin}${path}</loc>${lastmod}</url>`];
    const english = `${origin}${path}`;
    const spanish = `${origin}${pathIn('es', path)}`;
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="en" href="${english}"/>`,
      `    <xhtml:link rel="alternate" hreflang="es" href="${spanish}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`,
    ].join('\n');
    return [english, spanish].map((loc) => `  <url>\n    <loc>${loc}</loc>\n    ${lastmod}\n${alternates}\n  </url>`);
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
