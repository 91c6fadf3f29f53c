import { englishLanguageNames, type Locale } from '~/lib/locale';
import type { ReactNode } from 'react';
import { contactSubjects, type Choice, choiceLabel, budgets, projectTypes, referralSources, timeframes } from '../../choices';
import type { ChatbotContactRow, ContactMessageRow, LeadSourceColumns, QuoteRequestRow } from '../../tables';
import { formatDateTime } from '~/features/calendar/business-dates';
import { mailtoHref, telHref } from '~/lib/contact-links';
import type { ConversationLine } from '../leads.server';

const NOT_SPECIFIED = 'Not specified';

function option(choices: readonly Choice[], value: string | null): string {
  if (!value) return NOT_SPECIFIED;
  return choiceLabel(choices, value) ?? value;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0">
      <h3 className="mb-2 text-xs font-semibold tracking-wider text-slate-600 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Fields({ fields }: { fields: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {fields.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="min-w-0 font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Text as the visitor typed it, line breaks kept; React escapes it, so no markup of theirs runs. */
function LongText({ text }: { text: string }) {
  return <p className="rounded-md bg-slate-50 px-3 py-2.5 text-sm leading-relaxed whitespace-pre-wrap text-slate-900 ring-1 ring-slate-200">{text}</p>;
}

const mail = (email: string) => (
  <a href={mailtoHref(email)} className="text-brand-700 underline underline-offset-2">
    {email}
  </a>
);
const call = (phone: string) => (
  <a href={telHref(phone)} className="text-brand-700 underline underline-offset-2">
    {phone}
  </a>
);

function SourceSection({ lead }: { lead: LeadSourceColumns & { createdAt: string } }) {
  const fields: [string, ReactNode][] = [
    ['Received', formatDateTime(lead.createdAt)],
    ['Landing page', lead.landingPath ?? 'Not recorded'],
    ['Referrer', lead.referrer ?? 'None'],
  ];
  if (lead.utmSource) fields.push(['UTM source', lead.utmSource]);
  if (lead.utmMedium) fields.push(['UTM medium', lead.utmMedium]);
  if (lead.utmCampaign) fields.push(['UTM campaign', lead.utmCampaign]);
  return (
    <Section title="Source">
      <Fields fields={fields} />
    </Section>
  );
}

/** The lead's language for staff: "Spanish" says to call and write in Spanish. */
function languageName(language: Locale): ReactNode {
  return language === 'en' ? (
    englishLanguageNames.en
  ) : (
    <strong className="font-semibold text-indigo-800">
      {englishLanguageNames[language]}: call and write in {englishLanguageNames[language]}
    </strong>
  );
}

/** `priceRange`: the range the request was shown, in words, as the server read it against the profile's price list. */
export function QuoteRequestRecord({ lead, priceRange }: { lead: QuoteRequestRow; priceRange: string | null }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Section title="Customer information">
        <Fields
          fields={[
            ['Name', `${lead.firstName} ${lead.lastName}`],
            ['Email', mail(lead.email)],
            ['Phone', call(lead.phone)],
            ['Language', languageName(lead.language)],
            ['How they heard about us', option(referralSources, lead.howDidYouHear)],
          ]}
        />
      </Section>
      <Section title="Property address">
        <Fields
          fields={[
            ['Address', lead.address],
            ['City', lead.city],
            ['State', lead.state],
            ['ZIP code', lead.zipCode],
          ]}
        />
      </Section>
      <Section title="Project">
        <Fields
          fields={[
            ['Project type', option(projectTypes, lead.projectType)],
            ...(lead.servicePackage ? [['Package', lead.servicePackage] as [string, ReactNode]] : []),
            ...(lead.windowCount !== null ? [['Windows', String(lead.windowCount)] as [string, ReactNode]] : []),
            ...(priceRange ? [['Price range shown', priceRange] as [string, ReactNode]] : []),
            ['Budget', option(budgets, lead.budget)],
            ['Timeframe', option(timeframes, lead.timeframe)],
          ]}
        />
      </Section>
      <SourceSection lead={lead} />
      <div className="sm:col-span-2">
        <Section title="Project description">
          <LongText text={lead.projectDescription} />
        </Section>
      </div>
    </div>
  );
}

export function ContactMessageRecord({ lead }: { lead: ContactMessageRow }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Section title="Contact information">
        <Fields
          fields={[
            ['Name', lead.name],
            ['Email', mail(lead.email)],
            ['Phone', lead.phone ? call(lead.phone) : 'Not provided'],
            ['Language', languageName(lead.language)],
            ['Subject', option(contactSubjects, lead.subject)],
          ]}
        />
      </Section>
      <SourceSection lead={lead} />
      <div className="sm:col-span-2">
        <Section title="Message">
          <LongText text={lead.message} />
        </Section>
      </div>
    </div>
  );
}

const senderLabel = { user: 'Visitor', bot: 'Assistant', staff: 'Staff' } as const;

/** Who wrote a line: the visitor, the assistant, or the staff member by name. */
function lineAuthor(line: ConversationLine): string {
  return line.sender === 'staff' && line.authorName ? `${line.authorName} (staff)` : senderLabel[line.sender];
}

export function ChatbotContactRecord({ lead, conversation }: { lead: ChatbotContactRow; conversation: ConversationLine[] }) {
  return (
    <div className="space-y-5">
      <Section title="Contact information">
        <Fields
          fields={[
            ['Name', lead.name],
            // A visitor nobody could join in the chat leaves a name and phone for a call back, maybe no email.
            ['Email', lead.email ? mail(lead.email) : 'Not given'],
            ['Phone', call(lead.phone)],
            ['Language', languageName(lead.language)],
            ...(lead.callbackRequestedAt
              ? [['Wants a call', `Yes: nobody could join the chat (${formatDateTime(lead.callbackRequestedAt)})`] as [string, ReactNode]]
              : []),
            ['Received', formatDateTime(lead.createdAt)],
            ...(lead.message ? [['Asked about', lead.message] as [string, ReactNode]] : []),
          ]}
        />
      </Section>
      <Section title="Conversation">
        {conversation.length === 0 ? (
          <p className="text-sm text-slate-600">No messages were kept for this conversation.</p>
        ) : (
          <ol
            aria-label="Conversation"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
            tabIndex={0}
            className="max-h-96 space-y-2 overflow-y-auto rounded-md bg-slate-50 p-3 ring-1 ring-slate-200 focus:ring-2 focus:ring-brand-600 focus:outline-none"
          >
            {conversation.map((line) => (
              <li key={line.id} className={`flex ${line.sender === 'user' ? 'justify-end' : 'justify-start'}`}>
                <div
                  className={`max-w-[85%] rounded-lg px-3 py-2 text-sm shadow-sm ${line.sender === 'user' ? 'bg-brand-700 text-white' : line.sender === 'staff' ? 'bg-brand-50 text-slate-900 ring-1 ring-brand-200' : 'bg-white text-slate-900 ring-1 ring-slate-200'}`}
                >
                  <p className={`text-xs font-semibold ${line.sender === 'user' ? 'text-brand-100' : 'text-slate-600'}`}>
                    {lineAuthor(line)} · <time dateTime={line.createdAt}>{formatDateTime(line.createdAt)}</time>
                  </p>
                  <p className="mt-0.5 whitespace-pre-wrap">{line.text}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}
