import { Link } from 'react-router';
import { ChevronRightIcon } from '~/components/ui/icons';
import { PageHero } from '~/components/ui/section';
import type { NavLink } from '~/content/navigation';
import type { ServiceSummary } from '~/content/services';
import type { SitemapPageContent } from '~/content/sitemap-page';
import { linkIn } from '~/lib/locale';
import { useLocale } from '~/lib/messages';
import { ServerMarkup } from '~/lib/hydration-slice';

function LinkGroup({ id, title, links }: { id: string; title: string; links: readonly NavLink[] }) {
  const locale = useLocale();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={linkIn(locale, link.to)}
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

/** The sitemap page in either language; a link leads to the page in the same language when it exists. */
export function SitemapPage({ page, services, signedIn }: { page: SitemapPageContent; services: readonly ServiceSummary[]; signedIn: boolean }) {
  const serviceLinks = services.map((service) => ({ to: `/services/${service.id}`, label: service.title }));
  return (
    // Text and links only: the browser keeps the server's markup (app/lib/hydration-slice.tsx).
    <ServerMarkup contentKey={signedIn ? 'signed-in' : 'signed-out'}>
      <PageHero title={page.heading} intro={page.intro} />
      <div className="bg-sand-50">
        <div className="container-page grid items-start gap-6 py-16 sm:py-20 md:grid-cols-2 lg:grid-cols-3">
          <LinkGroup id="sitemap-pages" title={page.pagesHeading} links={page.pages} />
          <LinkGroup id="sitemap-services" title={page.servicesHeading} links={serviceLinks} />
          <LinkGroup id="sitemap-account" title={page.accountHeading} links={signedIn ? page.signedInLinks : page.signedOutLinks} />
        </div>
      </div>
    </ServerMarkup>
  );
}
