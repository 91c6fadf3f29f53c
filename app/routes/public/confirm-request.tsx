import type { Route } from './+types/confirm-request';
import { ConfirmRequestPage } from '~/features/leads/my-requests/components/confirm-request-page';
import { leadEmails } from '~/content/lead-emails';
import { pageMeta, siteData } from '~/lib/seo';
import { confirmRequestAction, confirmRequestLoader } from './confirm-request-pages.server';

const words = leadEmails.confirm.page;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: words.title, description: words.description, noindex: true, path: '/requests/confirm', site: siteData(matches) });

export const loader = confirmRequestLoader;

export const action = confirmRequestAction;

export default function ConfirmRequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  return <ConfirmRequestPage state={shown.state} message={shown.message} token={loaderData.token} requestsPath="/dashboard/requests" words={words} />;
}
