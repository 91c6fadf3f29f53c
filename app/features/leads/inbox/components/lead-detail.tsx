import type { ReactNode } from 'react';
import { formatDateTime } from '~/features/calendar/business-dates';
import { leadKinds } from '../../lead-kinds';
import { listHref, type ListQuery } from '../list-query';
import type { LeadDetail as LeadDetailData } from '../leads.server';
import { ChatbotControls, SpamNotice, SubmissionUpdateForm } from './lead-actions';
import { LeadDialog } from './lead-dialog';
import { ChatbotContactRecord, ContactMessageRecord, QuoteRequestRecord, Section } from './lead-record';
import { formatWait, minutesToFirstResponse } from '../../reporting/response-time';
import { StatusBadge } from './status-badge';
import { Timeline } from './timeline';

interface LeadDetailProps {
  detail: LeadDetailData;
  /** The list's filters, kept when the dialog closes. */
  query: ListQuery;
  serverError?: string;
  /** What later domains add to the dialog's side column (a quote request's estimates), composed by the route. */
  actions?: ReactNode;
}

function leadName(detail: LeadDetailData): string {
  return detail.kind === 'quote-requests' ? `${detail.lead.firstName} ${detail.lead.lastName}` : detail.lead.name;
}

/** One lead in its dialog: what they sent, what staff can change, and its timeline. */
export function LeadDetail({ detail, query, serverError, actions }: LeadDetailProps) {
  const { kind, lead } = detail;
  const info = leadKinds[kind];
  const name = leadName(detail);
  const closeTo = listHref(kind, query);
  const returnTo = closeTo.slice(closeTo.indexOf('?') >= 0 ? closeTo.indexOf('?') : closeTo.length);
  const spamReason = detail.lead.spamReason;
  const answered = minutesToFirstResponse(lead);
  const nounTitle = info.noun.charAt(0).toUpperCase() + info.noun.slice(1);

  return (
    <LeadDialog
      title={`${nounTitle} from ${name}`}
      subtitle={
        <span className="flex flex-wrap items-center gap-2">
          <StatusBadge kind={kind} status={lead.status} />
          <span>
            Received <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
          </span>
          <span data-first-response>{answered === null ? 'Not answered yet' : `Answered in ${formatWait(answered)}`}</span>
        </span>
      }
      closeTo={closeTo}
      returnFocusId={`view-${lead.id}`}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-5">
          {spamReason ? <SpamNotice reason={spamReason} /> : null}
          {detail.kind === 'quote-requests' ? <QuoteRequestRecord lead={detail.lead} priceRange={detail.priceRange} /> : null}
          {detail.kind === 'contact-messages' ? <ContactMessageRecord lead={detail.lead} /> : null}
          {detail.kind === 'chatbot-contacts' ? <ChatbotContactRecord lead={detail.lead} conversation={detail.conversation} /> : null}
        </div>
        <div className="space-y-6 lg:border-l lg:border-slate-200 lg:pl-6">
          <Section title="Follow-up">
            {detail.kind === 'chatbot-contacts' ? (
              <ChatbotControls
                id={lead.id}
                name={name}
                status={lead.status}
                notes={lead.notes}
                closeTo={closeTo}
                returnTo={returnTo}
                serverError={serverError}
              />
            ) : (
              <SubmissionUpdateForm
                kind={detail.kind}
                id={lead.id}
                name={name}
                status={lead.status}
                notes={lead.notes}
                closeTo={closeTo}
                returnTo={returnTo}
                serverError={serverError}
              />
            )}
          </Section>
          {actions}
          <Section title="Timeline">
            <Timeline kind={kind} createdAt={lead.createdAt} events={detail.timeline} />
          </Section>
        </div>
      </div>
    </LeadDialog>
  );
}
