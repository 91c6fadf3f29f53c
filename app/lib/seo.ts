import type { Company } from '~/content/company';
import type { BusinessCalendar } from './business-hours';
import type { MetaDescriptor } from 'react-router';
import { englishPath, existsIn, localeOfPath, ogLocales, pathIn } from './locale';

export interface SiteData {
  appName: string;
  publicUrl: string;
  /** The company profile's facts (app/features/business). */
  company: Company;
  /** The business calendar from today on (app/features/calendar/office.ts). */
  office: { calendar: BusinessCalendar };
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

/**
 * The name under an installed app's icon, where launchers show about 12 characters: the name when
 * it fits, else as many of its first words as fit ('Gables Window Care' → 'Gables'), else its
 * initials.
 */
export function shortAppName(name: string): string {
  const words = name.trim().split(/\s+/);
  let short = '';
  for (const word of words) {
    const longer = short ? `${short} ${word}` : word;
    if (longer.length > 12) break;
    short = longer;
  }
  return (
    short ||
    words
      .map((word) => word.charAt(0).toUpperCase())
      .join('')
      .slice(0, 12)
  );
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
  const english = englishPath(path);
  const locale = localeOfPath(path);
  const fullTitle = english === '/' ? `${appName} | ${title}` : `${title} | ${appName}`;
  const url = site ? `${site.publicUrl}${path}` : path;
  const descriptors: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: appName },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: ogLocales[locale] },
    { name: 'twitter:card', content: 'summary' },
  ];
  if (site) {
    descriptors.push({ property: 'og:image', content: `${site.publicUrl}/icon-512.png` });
    if (!noindex) descriptors.push({ tagName: 'link', rel: 'canonical', href: url });
    // A page that exists in both languages names both, each pointing at the other; English is the default.
    if (!noindex && existsIn('es', english)) {
      const spanishUrl = `${site.publicUrl}${pathIn('es', english)}`;
      const englishUrl = `${site.publicUrl}${english}`;
      descriptors.push(
        { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: englishUrl },
        { tagName: 'link', rel: 'alternate', hrefLang: 'es', href: spanishUrl },
        { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: englishUrl },
        { property: 'og:locale:alternate', content: ogLocales[locale === 'en' ? 'es' : 'en'] },
      );
    }
  }
  if (noindex) descriptors.push({ name: 'robots', content: 'noindex' });
  return descriptors;
}
