import type { Route } from './+types/chat';
import { PageHero } from '~/components/ui/section';
import { handleChatPageAction, loadChatPage } from '~/features/assistant/chat-page-handlers.server';
import { ChatPage } from '~/features/assistant/components/chat-page';
import { useChatCopy } from '~/features/assistant/components/use-chat-copy';
import { translatorOf } from '~/lib/messages';
import { clientIpContext, servicesContext } from '~/lib/request-context';
import { pathIn, localeOfPath } from '~/lib/locale';
import { pageMeta, siteData } from '~/lib/seo';

// The assistant as a page of forms, in English at /chat and in Spanish at /es/chat (this module serves both).

// The conversation is the visitor's own: never kept by a shared cache.
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = translatorOf(matches);
  return pageMeta({
    title: t('chat.page.title'),
    description: t('chat.page.intro'),
    path: pathIn(localeOfPath(location.pathname), '/chat'),
    site: siteData(matches),
    noindex: true,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadChatPage(request, context.get(servicesContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleChatPageAction(request, context.get(servicesContext), context.get(clientIpContext));
}

export default function ChatRoute({ loaderData, actionData }: Route.ComponentProps) {
  const copy = useChatCopy();
  return (
    <>
      <PageHero title={copy.page.title} intro={copy.page.intro} />
      <ChatPage conversation={loaderData} result={actionData} />
    </>
  );
}
