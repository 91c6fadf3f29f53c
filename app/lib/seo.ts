import type { MetaDescriptor } from 'react-router';

export interface SiteData {
  appName: string;
  publicUrl: string;
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The root loader's site data, from the matches React Router hands to every meta function. */
export function siteData(matches: readonly (MatchLike | undefined)[]): SiteData | undefined {
  const root = matches.find((match) => match?.id === 'root');
  return root?.loaderData as SiteData | undefined;
}

interface PageMetaOptions {
  title: string;
  description: string;
  path: string;
  site: SiteData | undefined;
  noindex?: boolean;
}

export function pageMeta({ title, description, path, site, noindex = false }: PageMetaOptions): MetaDescriptor[] {
  const appName = site?.appName ?? 'Gables Window Care';
  const fullTitle = path === '/' ? `${appName} | ${title}` : `${title} | ${appName}`;
  const url = site ? `${site.publicUrl}${path}` : path;
  const descriptors: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: appName },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary' },
  ];
  if (site) {
    descriptors.push({ property: 'og:image', content: `${site.publicUrl}/icon-512.png` });
    if (!noindex) descriptors.push({ tagName: 'link', rel: 'canonical', href: url });
  }
  if (noindex) descriptors.push({ name: 'robots', content: 'noindex' });
  return descriptors;
}
