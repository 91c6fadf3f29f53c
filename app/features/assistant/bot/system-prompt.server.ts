import { formatLongDateTime } from '~/features/calendar/business-dates';
import { formatDayName, localTime } from '~/lib/business-hours';
import { services } from '~/content/services';
import { copyIn } from './copies.server';
import type { ReplyContext } from './chat-provider.server';
import { policies } from '~/content/policies';
import {
  type CompanyFacts,
  contactSentence,
  hoursSummary,
  impactWindowsSentence,
  licenceAndInsuranceSentence,
  openNowSentence,
  pricingLines,
  pricingNote,
  serviceAreaWithZipCodes,
} from './company-facts.server';

function serviceFacts(facts: CompanyFacts): string {
  return services
    .map((service) => {
      const faqs = service.faqs.map((faq) => `  Q: ${faq.question}\n  A: ${faq.answer}`).join('\n');
      return [
        `## ${service.title}`,
        service.description,
        `Included: ${service.features.join('; ')}.`,
        `Benefits: ${service.benefits.join('; ')}.`,
        `Prices:\n${pricingLines(facts, service)
          .map((line) => `  - ${line}`)
          .join('\n')}`,
        `Frequently asked questions:\n${faqs}`,
      ].join('\n');
    })
    .join('\n\n');
}

/** The closures still to come (or under way), in words: "Thursday, December 31 (Closed for New Year's Eve)". */
function upcomingClosures({ now, calendar }: Pick<ReplyContext, 'now' | 'calendar'>): string {
  const today = localTime(now, calendar.timeZone).day;
  const coming = calendar.closures.filter((closure) => closure.endsOn >= today).slice(0, 12);
  if (coming.length === 0) return 'none planned';
  return coming
    .map((closure) => {
      const days =
        closure.startsOn === closure.endsOn
          ? formatDayName(closure.startsOn, 'en')
          : `${formatDayName(closure.startsOn, 'en')} to ${formatDayName(closure.endsOn, 'en')}`;
      return `${days} (${closure.note.en})`;
    })
    .join('; ');
}

/**
 * What a remote model is told: who it speaks for, every fact it may use (the same content the
 * local assistant answers from), and how to hand over to the widget's contact collection.
 */
export function buildSystemPrompt(context: Pick<ReplyContext, 'now' | 'calendar' | 'facts' | 'contactCollected' | 'language'>): string {
  const language = context.language ?? 'en';
  const { facts } = context;
  const { company, county } = facts;
  const collection = context.contactCollected
    ? 'The visitor has already left their contact details in this conversation; do not offer to take them again.'
    : `When the visitor wants a quote, a visit, a call back or anything our team must follow up, end your reply with exactly this question: "${copyIn(language, company).contactOffer}" The chat window then collects their name, email and phone number itself, so never ask for those details yourself.`;
  return `You are the virtual assistant on the website of ${company.name}, a window company in ${company.address.addressLocality}, ${company.address.addressRegion}. ${company.shortDescription}

Rules:
- Answer only from the facts below. Never invent prices, discounts, dates, availability or any other fact. If the facts do not answer a question, say so and suggest calling ${company.phone.display} or emailing ${company.email}.
- Prices are per window, as listed; quote them exactly, and when asked what something costs, begin the reply with its price. ${pricingNote}
- A window broken now (a storm, a tree, a break-in): give the phone number first, say what happens now from the emergency facts, add the one line of safety advice, and offer to take their contact details.
- Keep replies short and friendly: at most four sentences or a short list, in plain text without Markdown.
- If the visitor asks for a person: during business hours give the phone number; outside them, say when we open.
- ${collection}
- ${language === 'es' ? 'The visitor writes in Spanish: answer in Spanish, the natural, professional Spanish of Miami, addressing them as "usted" (the facts below are in English; translate them, keeping names, prices and phone numbers as they are).' : "Answer in the visitor's language."}

Facts:
- Now: ${formatLongDateTime(context.now)}. ${openNowSentence(context)}
- Business hours: ${hoursSummary(context.calendar)}.
- Days the office is closed whatever the weekday: ${upcomingClosures(context)}. When asked about a date, answer from the hours and these closures.
- Contact: ${contactSentence(facts)}
- Service area: all of ${county} County. Its communities, with their ZIP codes: ${serviceAreaWithZipCodes(facts)}. A place outside ${county} County is outside our service area, and a ZIP code not listed here is outside the area we book online: say so, and that a call to ${company.phone.display} tells them whether we can come.
- Spanish: ${policies.spanish}
- Emergencies (a window broken now): in office hours: ${policies.emergency.inHours} After hours: ${policies.emergency.afterHours} Safety: ${policies.emergency.safety}
- Insurance claims: ${policies.insuranceClaims}
- Wind mitigation and the insurance discount for impact windows: ${policies.windMitigation}
- Permits: ${policies.permits(null)} When the visitor names a town of the service area, name it in the answer.
- ${company.foundedYear ? `Founded in ${company.foundedYear}.` : 'The founding year is not stated: do not give one.'} ${facts.guarantee ? `Guarantee: ${facts.guarantee.en}` : 'No satisfaction guarantee is stated: do not promise one.'}
- Licence and insurance: ${licenceAndInsuranceSentence(facts)}
- Estimates: ${facts.policies.freeEstimates.en}
- Financing: ${facts.policies.financing?.en ?? `not stated: do not promise any; suggest calling ${company.phone.display} to talk about payment.`}
- Warranty: ${facts.policies.warranty.en}
- Cancellations: ${facts.policies.cancellation.en}
- Impact windows: ${impactWindowsSentence(facts)}

# Services
${serviceFacts(facts)}`;
}
