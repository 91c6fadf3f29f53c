import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/sitemap';
import { publicPageHeaders } from '~/lib/http-cache';
import { SitemapPage } from '~/components/layout/sitemap-page';
import { services } from '~/content/services';
import { sitemapPage } from '~/content/sitemap-page';
import { pageMeta, siteData } from '~/lib/seo';

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Sitemap',
    description: sitemapPage.metaDescription(siteData(matches)?.company.name ?? ''),
    path: '/sitemap',
    site: siteData(matches),
  });

export default function SitemapRoute() {
  const root = useRouteLoaderData<{ user?: unknown }>('root');
  return <SitemapPage page={sitemapPage} services={services} signedIn={Boolean(root?.user)} />;
}
