import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFound } from '~/components/layout/not-found';
import { translatorOf, useLocale, useT } from '~/lib/messages';
import { pageMeta, siteData } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    title: translatorOf(matches)('notFound.title'),
    description: translatorOf(matches)('notFound.description'),
    path: location.pathname,
    site: siteData(matches),
    noindex: true,
  });

/** The page's data says what happened too, for the scripts that ask for it (`.data`). */
export function loader() {
  return data({ message: 'Page Not Found' }, { status: 404 });
}

export default function NotFoundRoute() {
  const t = useT();
  const locale = useLocale();
  return <NotFound t={t} locale={locale} />;
}
