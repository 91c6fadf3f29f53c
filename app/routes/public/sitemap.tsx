import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/sitemap';
import { publicPageHeaders } from '~/lib/http-cache';
import { ChevronRightIcon } from '~/components/ui/icons';
import { PageHero } from '~/components/ui/section';
import { type NavLink, publicPages } from '~/content/navigation';
import { services } from '~/content/services';
import { sitemapPage } from '~/content/sitemap-page';
import { pageMeta, siteData } from '~/lib/seo';

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Sitemap',
    description: sitemapPage.metaDescription,
    path: '/sitemap',
    site: siteData(matches),
  });

const serviceLinks: readonly NavLink[] = services.map((service) => ({
  to: `/services/${service.id}`,
  label: service.title,
}));

function LinkGroup({ id, title, links }: { id: string; title: string; links: readonly NavLink[] }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group -mx-2 flex min-h-11 items-center justify-between gap-3 rounded-lg px-2 font-medium text-brand-800 hover:bg-brand-50 hover:text-brand-900"
            >
              {link.label}
              <ChevronRightIcon className="size-4 shrink-0 text-brand-600 transition-transform group-hover:translate-x-0.5" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SitemapRoute() {
  // The root loader adds `user` once sign-in exists; until then every visitor is signed out.
  const root = useRouteLoaderData<{ user?: unknown }>('root');
  const accountLinks = root?.user ? sitemapPage.signedInLinks : sitemapPage.signedOutLinks;
  return (
    <>
      <PageHero title={sitemapPage.heading} intro={sitemapPage.intro} />
      <div className="bg-sand-50">
        <div className="container-page grid items-start gap-6 py-16 sm:py-20 md:grid-cols-2 lg:grid-cols-3">
          <LinkGroup id="sitemap-pages" title={sitemapPage.pagesHeading} links={publicPages} />
          <LinkGroup id="sitemap-services" title={sitemapPage.servicesHeading} links={serviceLinks} />
          <LinkGroup id="sitemap-account" title={sitemapPage.accountHeading} links={accountLinks} />
        </div>
      </div>
    </>
  );
}
