import type { Route } from './+types/question';
import { companyContact } from '~/content/estimates';
import { questionWordsFor } from '~/content/follow-ups';
import { QuestionPage } from '~/features/followups/components/question-page';
import { askQuestion, questionPage } from '~/features/followups/question.server';
import { clientIpContext, servicesContext } from '~/lib/request-context';
import { pageMeta, siteData } from '~/lib/seo';
import { useOptionalCompany } from '~/lib/site-company';

// An estimate follow-up's "Ask us a question" link: the signed token is the only key.

// `same-origin`, not `no-referrer`: the form's post must carry the site's Origin (a no-referrer page posts `Origin: null`, refused as cross-site); other sites never see the link.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' });

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteData(matches);
  const words = questionWordsFor(companyContact(site?.company));
  return pageMeta({ title: words.title, description: words.intro(''), path: '/question', site, noindex: true });
};

export const loader = ({ request, context, params }: Route.LoaderArgs) => questionPage(context.get(servicesContext), params.token, request);

export const action = ({ request, context, params }: Route.ActionArgs) =>
  askQuestion(request, context.get(servicesContext), context.get(clientIpContext), params.token);

export default function QuestionRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <QuestionPage view={loaderData} reply={actionData} words={questionWordsFor(companyContact(useOptionalCompany()?.company))} />;
}
