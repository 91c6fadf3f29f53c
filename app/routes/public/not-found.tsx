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

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
