import type { MetaDescriptor } from 'react-router';
import { pageMeta, siteData } from '~/lib/seo';

type Matches = Parameters<typeof siteData>[0];

/** Staff pages are never indexed. */
export function adminMeta(title: string, path: string, matches: Matches): MetaDescriptor[] {
  return pageMeta({ title: `${title} · Back office`, description: 'Staff back office.', path, site: siteData(matches), noindex: true });
}
