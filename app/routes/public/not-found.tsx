import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFound } from '~/components/layout/not-found';
import { pageMeta, siteData } from '~/lib/seo';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    title: 'Page Not Found',
    description: 'The page you were looking for could not be found.',
    path: location.pathname,
    site: siteData(matches),
    noindex: true,
  });

/** The page's data says what happened too, for the scripts that ask for it (`.data`). */
export function loader() {
  return data({ message: 'Page Not Found' }, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
