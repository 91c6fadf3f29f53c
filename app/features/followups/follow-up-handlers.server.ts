import { getBusinessProfile } from '~/features/business/profile.server';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { Actor } from '~/lib/audit-log.server';
import { readFormBody } from '~/lib/form-body.server';
import { MAX_JSON_BYTES } from '~/lib/json-body.server';
import type { AppServices } from '~/lib/request-context';
import { type FollowUpNotice, followUpFormSchema } from './follow-up-form';
import { cancelFollowUp, followReviewLink, recordReply } from './follow-ups.server';

// The follow-ups' buttons on the lead, estimate, order and dashboard pages, once the route has
// checked the role; and the tracked review links customers follow.

/** Where the page is sent back to, with what happened for its status region. */
function back(returnTo: string, notice: FollowUpNotice): Response {
  const url = new URL(returnTo, 'http://back.office');
  url.searchParams.set('followUp', notice);
  return redirect(`${url.pathname}${url.search}#follow-ups`, { status: 303 });
}

/** Cancel one scheduled email, mark a call done, or stop an estimate's follow-ups because the customer replied; then back to the page. */
export async function handleFollowUpAction(services: AppServices, actor: Actor, followUpId: string, request: Request, now = new Date()) {
  const form = await readFormBody(request, MAX_JSON_BYTES);
  if (!form) throw data({ message: 'The form could not be read. Reload the page and try again.' }, { status: 400 });
  const submission = parseWithZod(form, { schema: followUpFormSchema });
  if (submission.status !== 'success') {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? 'The form could not be read.';
    throw data({ message }, { status: 400 });
  }
  const { intent, returnTo } = submission.value;
  const row = await services.db.selectFrom('followUps').select(['subjectType', 'subjectId']).where('id', '=', followUpId).executeTakeFirst();
  if (!row) throw data({ message: 'This follow-up was not found.' }, { status: 404 });
  const changed =
    intent === 'replied' && row.subjectType === 'estimate'
      ? await recordReply(services.transact, row.subjectId, actor, now)
      : await cancelFollowUp(services.transact, followUpId, actor, now);
  return back(returnTo, changed.ok ? (intent === 'replied' ? 'replied' : intent === 'done' ? 'done' : 'cancelled') : 'settled');
}

/** GET /r/:token and /r/:token/feedback: the click is recorded, and the customer sent on; a HEAD is sent on and records nothing. */
export async function followTrackedLink(services: AppServices, method: string, token: string, target: 'review' | 'feedback'): Promise<Response> {
  const { reviewUrl } = await getBusinessProfile(services.db);
  const { location } = await followReviewLink(services.transact, token, target, reviewUrl, { record: method === 'GET' });
  return new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } });
}
