import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, type ShouldRevalidateFunctionArgs, useMatches, useRouteLoaderData } from 'react-router';
import { revalidateUnlessUnsent } from '~/lib/unsent-forms';
import type { Route } from './+types/root';
import { LanguageOffer } from '~/components/layout/language-offer';
import { NotFound } from '~/components/layout/not-found';
import { ScrollToTop } from '~/components/layout/scroll-to-top';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { AssistantLauncher } from '~/features/assistant/components/assistant-launcher';
import { getCurrentUser, sessionMiddleware, toPublicUser } from '~/features/accounts/session.server';
import { useRecordFirstTouch } from '~/features/leads/intake/components/lead-form-extras';
import { AfterPaintScripts } from '~/lib/after-paint-scripts';
import { getAppName } from '~/features/settings/app-settings.server';
import { setBusinessTimeZone } from '~/features/calendar/business-dates';
import { getBusinessCalendar } from '~/features/calendar/calendar.server';
import { getBusinessProfile, getCompany } from '~/features/business/profile.server';
import { useOptionalCompany } from '~/lib/site-company';
import { companyEs, shortDescriptionEs } from '~/content/es/company';
import type { Company } from '~/content/company';
import { officeFrame } from '~/features/calendar/office';
import { getEnv } from '~/lib/env.server';
import { drainBodyMiddleware } from '~/lib/json-body.server';
import { servicesContext } from '~/lib/request-context';
import { HydrationSlice, ServerMarkup } from '~/lib/hydration-slice';
import { InlineStylesheet } from '~/lib/inline-stylesheet';
import { useNonce } from '~/lib/nonce';
import { EARLY_TAP_SCRIPT, useHydratedMark } from '~/lib/early-taps';
import { localeOfPath } from '~/lib/locale';
import { useLocaleMessages } from '~/lib/messages';
import { messagesFor } from '~/lib/messages.server';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export const middleware: Route.MiddlewareFunction[] = [drainBodyMiddleware, sessionMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getCurrentUser(request, context);
  const { db } = context.get(servicesContext);
  const appName = await getAppName(db);
  // The page's language comes from its path (/es/…); its frame's words come with it, and only those.
  const locale = localeOfPath(new URL(request.url).pathname);
  const office = officeFrame(await getBusinessCalendar(db), new Date(), locale);
  const [company, { licenceNumber, serviceArea, foundedYear, guarantee, policies }] = await Promise.all([getCompany(db), getBusinessProfile(db)]);
  return {
    appName,
    publicUrl: getEnv().PUBLIC_URL,
    user: user ? toPublicUser(user) : null,
    locale,
    messages: messagesFor(locale),
    office,
    // The company's facts, with its prose in the page's language only: a Spanish page carries no English sentence.
    company:
      locale === 'es'
        ? ({
            ...company,
            ...companyEs,
            shortDescription: shortDescriptionEs(serviceArea.county, foundedYear),
            guarantee: guarantee?.es,
            financing: policies.financing?.es,
          } satisfies Company)
        : company,
    licenceNumber,
  };
}

/** Loaded again as usual, and whenever the visitor moves to a page in the other language. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  if (localeOfPath(args.currentUrl.pathname) !== localeOfPath(args.nextUrl.pathname)) return true;
  return revalidateUnlessUnsent(args);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  useHydratedMark();
  const site = useRouteLoaderData<typeof loader>('root');
  // Dates are written in the stored calendar's zone, in the browser as on the server, before any page renders one.
  if (site) setBusinessTimeZone(site.office.calendar.timeZone);
  const appName = site?.appName ?? '';
  const words = useLocaleMessages();
  // The back office (routes with handle.backOffice) brings its own header, menu and <main>.
  const backOffice = useMatches().some((match) => (match.handle as { backOffice?: boolean } | undefined)?.backOffice);
  return (
    // Focus scrolled into view stops short of the floating chat button.
    <html lang={words?.locale ?? 'en'} className="scroll-pb-24">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c2d48" />
        <Meta />
        <Links />
        {/* The back office is an app of its own, scoped to /admin (docs/decisions/0015-push-alerts.md). */}
        <link rel="manifest" href={backOffice ? '/admin/manifest.webmanifest' : '/manifest.webmanifest'} />
        {/* React writes <title>, <meta> and <link> first in <head>, whatever their place here, and
            these two after them: in that same order here, hydration moves neither (a moved
            stylesheet restyles the whole page). Catches taps before hydration (app/lib/early-taps.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_TAP_SCRIPT }} />
        <InlineStylesheet />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {words?.t('skip.main') ?? 'Skip to main content'}
        </a>
        {backOffice ? (
          children
        ) : words ? (
          <>
            <HydrationSlice>
              <SiteHeader appName={appName} user={site?.user ?? null} t={words.t} locale={words.locale} notice={site?.office.notice ?? null} />
            </HydrationSlice>
            <HydrationSlice>
              <main id="main" tabIndex={-1} className="page-blocks flex-1 focus:outline-none">
                {children}
              </main>
            </HydrationSlice>
            {/* Rendered again when what it shows changes: the name, or the hours in the calendar. */}
            <ServerMarkup
              contentKey={`${appName}\n${JSON.stringify(site?.office.hours ?? [])}\n${JSON.stringify(site?.company ?? null)}\n${site?.licenceNumber}`}
            >
              <SiteFooter appName={appName} t={words.t} locale={words.locale} hours={site?.office.hours ?? []} />
            </ServerMarkup>
            <LanguageOffer locale={words.locale} t={words.t} />
            {site ? <AssistantLauncher calendar={site.office.calendar} /> : null}
            <ScrollToTop />
          </>
        ) : (
          // Without the root's data (its loader failed) the error page shows without the site's frame.
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
        )}
        <Scripts nonce={nonce} />
        <AfterPaintScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useRecordFirstTouch();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const words = useLocaleMessages();
  const company = useOptionalCompany()?.company;
  if (isRouteErrorResponse(error) && error.status === 404 && words) return <NotFound t={words.t} locale={words.locale} />;
  return (
    <section className="container-page py-20 text-center" aria-labelledby="error-title">
      <h1 id="error-title" className="text-3xl font-bold text-brand-900">
        {words?.t('error.title') ?? 'Something went wrong'}
      </h1>
      <p className="mt-4 text-slate-600">
        {words?.t('error.text') ?? 'Sorry, this page could not be shown. Please try again, or call us at'}
        {/* Without the root's data (the database could not be read) there is no number to give. */}
        {company ? (
          <>
            {' '}
            <a className="font-semibold text-brand-700 underline" href={`tel:${company.phone.e164}`}>
              {company.phone.display}
            </a>
          </>
        ) : null}
        .
      </p>
    </section>
  );
}
