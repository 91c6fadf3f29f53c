import type { Route } from './+types/chat';
import { PageHero } from '~/components/ui/section';
import { assistantCopy } from '~/features/assistant/assistant-copy';
import { handleChatPageAction, loadChatPage } from '~/features/assistant/chat-page-handlers.server';
import { ChatPage } from '~/features/assistant/components/chat-page';
import { clientIpContext, servicesContext } from '~/lib/request-context';
import { pageMeta, siteData } from '~/lib/seo';

// The conversation is the visitor's own: never kept by a shared cache.
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: assistantCopy.page.title, description: assistantCopy.page.intro, path: '/chat', site: siteData(matches), noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadChatPage(request, context.get(servicesContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleChatPageAction(request, context.get(servicesContext), context.get(clientIpContext));
}

export default function ChatRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={assistantCopy.page.title} intro={assistantCopy.page.intro} />
      <ChatPage conversation={loaderData} result={actionData} />
    </>
  );
}
