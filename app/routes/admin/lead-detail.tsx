import { useLocation } from 'react-router';
import type { Route } from './+types/lead-detail';
import { requireAdmin } from '~/features/accounts/guards.server';
import { listConversation } from '~/features/assistant/chat-sessions.server';
import { chatbotStaffEmail } from '~/features/assistant/chatbot-contacts.server';
import { EstimatesPanel } from '~/features/estimates/components/estimates-panel';
import { listEstimatesForQuoteRequest } from '~/features/estimates/estimates.server';
import { FollowUpList, FollowUpNoticeText } from '~/features/followups/components/follow-up-list';
import { listFollowUps } from '~/features/followups/follow-ups.server';
import { LeadDetail } from '~/features/leads/inbox/components/lead-detail';
import { Section } from '~/features/leads/inbox/components/lead-record';
import { LeadLoadError } from '~/features/leads/inbox/components/load-error';
import { PhotoGallery } from '~/components/ui/photo-gallery';
import { listQuoteRequestPhotos } from '~/features/leads/intake/quote-requests.server';
import { leadKindForPath } from '~/features/leads/lead-kinds';
import { handleLeadAction, loadLeadDetail } from '~/features/leads/inbox/lead-handlers.server';
import { readListQuery } from '~/features/leads/inbox/list-query';
import { AutomatedEmailControl } from '~/features/notifications/components/automated-email-control';
import { handleOptOutForm } from '~/features/notifications/opt-out-actions.server';
import { OPT_OUT_INTENT } from '~/features/notifications/opt-out-form';
import { getOptOut } from '~/features/notifications/opt-outs.server';
import { callEventsOfLead } from '~/features/messaging/calls.server';
import { ConsentRecord } from '~/features/messaging/consent/components/consent-record';
import { consentOfLead } from '~/features/messaging/consent/consent.server';
import { conversationOfLead } from '~/features/messaging/conversations.server';
import { TextThread } from '~/features/messaging/inbox/components/text-thread';
import { textingEnabled } from '~/features/messaging/twilio/config.server';
import { listOrderEvents } from '~/features/orders/orders.server';
import { listCrewAndStaff } from '~/features/accounts/roles/roles.server';
import { describeJobEvent } from '~/features/jobs/job-timeline';
import { readFormBody } from '~/lib/form-body.server';
import { servicesContext } from '~/lib/request-context';
import { useKeptReply } from '~/features/leads/inbox/components/use-live-leads';

// One module serves each lead's own URL on the three lead screens; the path names the kind.

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const kind = leadKindForPath(url.pathname);
  const services = context.get(servicesContext);
  const detail = await loadLeadDetail(services, kind, params.id, (sessionId) => listConversation(services.db, sessionId));
  const query = readListQuery(kind, url.searchParams);
  const optOut = detail.lead.email ? ((await getOptOut(services.db, detail.lead.email)) ?? null) : null;
  // The lead's texts, when texting is set up and the lead's number has written or been written to.
  const texting = textingEnabled(services.env);
  const texts = texting ? ((await conversationOfLead(services.db, { kind, id: params.id })) ?? null) : null;
  // The consent to texts given on the lead's form, with its words (only while texting is configured).
  const smsConsent = texting ? ((await consentOfLead(services.db, { kind, id: params.id })) ?? null) : null;
  // Calls from the lead's number to the Twilio number (a missed call and its text-back), in the timeline.
  const calls = texting ? await callEventsOfLead(services.db, { kind, id: params.id }) : [];
  const inOrder = <T extends { id: string; createdAt: string }>(events: T[]) =>
    events.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  if (detail.kind !== 'quote-requests')
    return {
      detail: { ...detail, timeline: inOrder([...detail.timeline, ...calls]) },
      query,
      estimates: null,
      photos: [],
      optOut,
      followUps: [],
      texts,
      texting,
      smsConsent,
    };
  // A quote request's estimates, and its orders' steps in its timeline, come from the later domains.
  const [estimates, orderEvents, photos, followUps] = await Promise.all([
    listEstimatesForQuoteRequest(services.db, params.id),
    listOrderEvents(services.db, params.id),
    listQuoteRequestPhotos(services.db, params.id),
    listFollowUps(services.db, { quoteRequestId: params.id }, services.env.CUSTOMER_QUIET_HOURS),
  ]);
  // The jobs' steps (on the orders' audit entries) come in words from the jobs feature.
  const names = Object.fromEntries((await listCrewAndStaff(services.db)).map((member) => [member.id, member.name]));
  const described = orderEvents.map((event) => {
    const words = describeJobEvent(event, names);
    return words ? { ...event, detail: { ...event.detail, described: words.text, describedNote: words.note } } : event;
  });
  const timeline = inOrder([...detail.timeline, ...described, ...calls]);
  return { detail: { ...detail, timeline }, query, estimates, photos, optOut, followUps, texts, texting, smsConsent };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const actor = { userId: user.id, email: user.email };
  // The customer's automated email is the notification feature's; every other form is the lead's.
  const form = await readFormBody(request.clone(), 4 * 1024);
  if (form?.get('intent') === OPT_OUT_INTENT) return handleOptOutForm(context.get(servicesContext), actor, form);
  const kind = leadKindForPath(new URL(request.url).pathname);
  return handleLeadAction(context.get(servicesContext), kind, params.id, actor, request, chatbotStaffEmail);
}

export default function LeadDetailRoute({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptReply(answer);
  const serverError = actionData && actionData.intent !== OPT_OUT_INTENT && !actionData.ok ? actionData.message : undefined;
  const { detail, query, estimates, photos, optOut, followUps, texts, texting, smsConsent } = loaderData;
  const location = useLocation();
  const automatedEmail = (
    <>
      {detail.lead.email ? (
        <Section title="Automated email">
          <AutomatedEmailControl email={detail.lead.email} optOut={optOut ?? undefined} />
        </Section>
      ) : null}
      {texts || (texting && detail.kind !== 'chatbot-contacts') ? (
        <Section title="Text messages">
          {detail.kind !== 'chatbot-contacts' ? <ConsentRecord consent={smsConsent} /> : null}
          {texts?.optedOut ? <p className="mb-2 text-sm font-medium text-slate-800">This number opted out of texts.</p> : null}
          {texts ? (
            <>
              <TextThread messages={texts.messages} />
              <a href={`/admin/messages/${texts.id}`} className="mt-3 inline-block text-sm font-medium text-brand-700 underline">
                Reply in Messages
              </a>
            </>
          ) : null}
        </Section>
      ) : null}
    </>
  );
  const actions = estimates ? (
    <>
      {automatedEmail}
      {photos.length > 0 ? (
        <Section title={`Photos (${photos.length})`}>
          <PhotoGallery photos={photos} label="Photos sent with the request" />
        </Section>
      ) : null}
      <Section title="Estimates">
        <EstimatesPanel quoteRequestId={detail.lead.id} estimates={estimates} />
      </Section>
      {followUps.length > 0 ? (
        <Section title="Follow-ups and review requests">
          <div id="follow-ups">
            <FollowUpNoticeText />
            <FollowUpList items={followUps} returnTo={`${location.pathname}${location.search}`} />
          </div>
        </Section>
      ) : null}
    </>
  ) : (
    automatedEmail
  );
  return <LeadDetail detail={detail} query={query} serverError={serverError} actions={actions} />;
}

export function ErrorBoundary() {
  return <LeadLoadError kind={leadKindForPath(useLocation().pathname)} />;
}
