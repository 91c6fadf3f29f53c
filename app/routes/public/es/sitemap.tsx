// The sitemap page in Spanish (/es/sitemap).
import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/sitemap';
import { publicPageHeaders } from '~/lib/http-cache';
import { SitemapPage } from '~/components/layout/sitemap-page';
import { serviceSummaries } from '~/content/es/services';
import { sitemapPage } from '~/content/es/sitemap-page';
import { pageMeta, siteData } from '~/lib/seo';

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: sitemapPage.heading,
    description: sitemapPage.metaDescription(siteData(matches)?.company.name ?? ''),
    path: '/es/sitemap',
    site: siteData(matches),
  });

const services = Object.values(serviceSummaries);

export default function SpanishSitemapRoute() {
  const root = useRouteLoaderData<{ user?: unknown }>('root');
  return <SitemapPage page={sitemapPage} services={services} signedIn={Boolean(root?.user)} />;
}
