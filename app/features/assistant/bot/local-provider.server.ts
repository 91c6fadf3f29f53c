import { policies } from '~/content/policies';
import { type Service, type ServiceId, services } from '~/content/services';
import { contactOffer } from './assistant-copy';
import type { ChatProvider, ChatTurn, ProviderReply, ReplyContext } from './chat-provider.server';
import { localTime } from '~/lib/business-hours';
import { askedDate } from './asked-date';
import {
  type CompanyFacts,
  contactSentence,
  dateAnswer,
  dayOnCalendar,
  doorPriceAnswer,
  hoursSummary,
  impactPriceAnswer,
  impactWindowsSentence,
  isOpenNow,
  joinList,
  licenceAndInsuranceSentence,
  openNowSentence,
  priceRange,
  pricingLines,
  pricingNote,
  serviceAreaAnswer,
  serviceAreaReply,
  servedTown,
  aboutCompanySentence,
  financingSentence,
  timeNow,
} from './company-facts.server';
import { localReplyEs } from './spanish-replies.server';
import { bestFaq, faqIndexOf } from './faq-match';

// The default assistant: keyword intents (SPEC section 8) answered from the profile's facts and
// the words of app/content, with no network. It is also the fallback whenever a remote provider fails.

export const DEFAULT_REPLY_START = "I'm not sure I understand...";

/** Lower case, accents and curly quotes folded, so patterns stay simple. */
function normalize(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim();
}

const YES =
  /^(yes|yeah|yea|yep|yup|sure|ok|okay|please|absolutely|of course|definitely|certainly|sounds good|why not|go ahead|let's do it|y|si|claro|dale|de acuerdo|perfecto|por favor|con gusto|esta bien|vale)\b/;
const NO =
  /^(no|nope|nah|not (now|yet|really|today|right now)|maybe later|later|n|i'm good|i'm ok|never ?mind|don't|do not|ahora no|mas tarde|luego|tal vez luego)\b/;

/** A yes to the assistant's offer to take contact details. */
export function isAffirmative(text: string): boolean {
  return YES.test(normalize(text));
}

/** A no to the assistant's offer to take contact details. */
export function isNegative(text: string): boolean {
  return NO.test(normalize(text));
}

const PERSON =
  /\b(human|real person|live (agent|person|chat)|representative|operator)\b|\b(talk|speak|chat)( directly)? (to|with) (a |an |the |your |some |one of your )?(person|someone|somebody|human|agent|rep|staff|team|manager|owner|technician|people)\b/;
// "Can someone from your team chat with me?", "is there a person I can talk to?"
const PERSON_TO_ME =
  /\b(someone|somebody|anyone|anybody|a person|a team member|one of you|your team|your staff)( from (your|the) (team|office|company|staff))? (to |who can |that can |can |could )?(chat|talk|speak) (to|with) me\b|\b(person|someone|somebody|anyone) (i|we) (can|could) (chat|talk|speak) (to|with)\b/;
// "Quiero hablar con una persona", "¿me comunica con un agente?", "una persona real, por favor" (accents folded).
const PERSON_ES =
  /\b(persona real|ser humano|representante|operador(a)?)\b|\b(hablar|conversar|chatear|comunicar(me)?|comunica(me)?|pasar(me)?|pasa(me)?)( directamente)? con (una |un |el |la |algun |alguna |su |tu |uno de (sus|tus) )?(persona|alguien|humano|agente|representante|empleado|empleada|equipo|gerente|encargado|encargada|dueno|duena|tecnico|gente|ustedes)\b/;

/** The visitor asks for a person rather than the assistant, in English or Spanish. */
export function wantsPerson(text: string): boolean {
  const folded = normalize(text);
  return PERSON.test(folded) || PERSON_TO_ME.test(folded) || PERSON_ES.test(folded);
}

// "Can I book an estimate?", "I'd like to schedule a visit", "¿Puedo agendar una cita para el estimado?" (accents folded).
const BOOKING =
  /\b(book|schedule|set up|make|arrange)( me)? (an? |the |my |your |our )?(free |in-home |home )?(estimates?|appointments?|visits?|consultations?|inspections?|measurements?|times?)\b|\b(book|schedule) (a |an )?(time|day|date)\b|\bwhen can (you|someone|somebody|an estimator) come\b|\bbook(ing)? online\b/;
const BOOKING_ES =
  /\b(reservar|agendar|programar|separar|sacar|hacer|pedir|coordinar)( una| un| la| el| mi)? (cita|visita|estimado|evaluacion|consulta|inspeccion|medicion)\b|\b(cuando|que dia) (pueden|puede) venir\b|\breservar en linea\b/;

/** The visitor wants to book or schedule the free estimate visit, in English or Spanish. */
export function wantsBooking(text: string): boolean {
  const folded = normalize(text);
  return BOOKING.test(folded) || BOOKING_ES.test(folded);
}

const CALLBACK =
  /\b(call me|ring me|phone me|text me|e-?mail me|contact me|reach me|give me a (call|ring)|call ?backs?|get (back )?(in touch )?(to|with) me|get back to me|have (someone|somebody|one of you|your team|a person) (call|contact|reach|phone)|leave (you )?(my|a) (number|phone|phone number|details|contact|contact details|contact info|info|information|email|name))\b/;

// "Llámenme", "¿me pueden llamar?", "quiero dejar mi número" (accents folded).
const CALLBACK_ES =
  /\b(llamenme|llameme|que me llamen|me (pueden|puede|podrian|podria) (llamar|contactar|escribir)|(quiero|quisiera|puedo|prefiero) (dejar|dejarles|darles|dar) (mi|mis|un|el) (numero|telefono|datos|contacto|correo|nombre)|devuelv\w* la llamada|contactenme|comuniquense conmigo|escribanme|que alguien me llame)\b/;

/** The visitor offers their contact or asks to be called: "Can someone call me back?", "Llámenme, por favor". */
export function wantsCallback(text: string): boolean {
  const folded = normalize(text);
  return CALLBACK.test(folded) || CALLBACK_ES.test(folded);
}

// A window broken tonight: plain words of urgency, or damage with its cause ("a hurricane broke my
// window"). Damage alone with a question of price or insurance is not one ("the storm cracked a pane,
// will insurance pay?").
const EMERGENCY =
  /\b(emergenc\w*|urgent\w*|glass everywhere|glass all over|board(ed|ing)?[- ]?up|can'?t (lock|close|secure) (it|the house|my house|the window)|wide open)\b/;
const DAMAGE = /\b(broke|broken|breaks|shattered|smashed|blew (out|in)|blown (out|in)|hole in)\b/;
const DAMAGE_CAUSE = /\b(hurricane|storm|tree|branch|wind|break-?in|burglar\w*|intruder|tonight|right now|last night)\b/;
// "Can someone come tonight?", "I need someone out here now": asked after hours, the emergency answer for that time.
const COME_NOW = /\b(tonight|right now|right away|now|asap|immediately|this (evening|night))\b/;
const COME = /\b(come|come out|send|someone|somebody|anyone|anybody|fix|board)\b/;
// A date asked with the office in mind: "are you open on December 31?", "do you work Christmas Eve?".
const ABOUT_THE_OFFICE = /\b(open|opened|closed|close|closing|working|work|hours|available)\b/;
const DOOR = /\b(sliding( glass)? doors?|patio doors?|french doors?|doors?)\b/;

// Topics with their own answer, asked before the policies below ("a hurricane broke my window" is
// an emergency, not a question about impact windows; "an insurance claim" is not about our insurance).
const SPANISH = /\b((speak|speaks|talk|understand|habla\w*) (in )?spanish|spanish[- ]speaking|in spanish|en espanol|espanol)\b/;
const WIND_MITIGATION =
  /\b(wind ?mitigation|mitigation|oir|b1-?1802|1802|(insurance|premium|windstorm) (discounts?|credits?|savings?)|discounts? on (my |the )?(insurance|premium)|(lower|reduce|cut) (my |the )?(insurance|premium)|premiums?)\b/;
const INSURANCE_CLAIM = /\b(claims?|adjusters?|insurer|insurance company|my insurance|homeowners'? insurance|insurance (carrier|pays?|covers?|cover))\b/;
const PERMIT = /\b(permits?|permitting|building department)\b/;
const IMPACT = /\b(impact|hurricane[- ]?(proof|rated|resistant|windows?|glass))\b/;

// Questions with one standing answer from app/content/policies.ts, asked before the broader intents
// below ("are estimates free?" is not a price question, "impact window prices" is about impact windows).
const policyIntents: readonly [RegExp, (facts: CompanyFacts) => string][] = [
  [
    /\b(free (estimates?|quotes?|consultations?|inspections?|assessments?)|(estimates?|quotes?|consultations?) (are |is )?(free|cost anything|charged)|(charge|pay) for (an? |the |your )?(estimates?|quotes?|consultations?)|estimates? free|quotes? free|cost (anything )?(for|to get) (an? )?(estimate|quote))\b/,
    (facts) => facts.policies.freeEstimates.en,
  ],
  [/\b(financ\w*|payment plans?|monthly payments?|pay (in|over|monthly|later)|installments?|loans?|lending)\b/, (facts) => financingSentence(facts, 'en')],
  [/\b(cancel\w*|reschedul\w*|call off)\b/, (facts) => facts.policies.cancellation.en],
  [
    /\b(warrant(y|ies|ied|ee)|guaranteed for|how long (is|are) (the |your )?(work|windows?|installation) (covered|guaranteed))\b/,
    (facts) => facts.policies.warranty.en,
  ],
  [
    /\b(licen[cs]ed|licen[cs]es?|licen[cs]e number|insured|bonded|(have|carry|got|proof of|certificate of) (liability )?insurance|workers'? comp\w*|registered contractor|certified contractor)\b/,
    licenceAndInsuranceSentence,
  ],
  [/\b(impact|hurricane[- ](proof|rated|resistant|windows?|glass)|storm windows?|shutters?)\b/, impactWindowsSentence],
];

const intents = {
  price: /\b(prices?|priced|pricing|costs?|costing|how much|quotes?|estimates?|rates?|charges?|fees?|afford\w*|cheap\w*|expensive|budget)\b|\$/,
  hours:
    /\b(hours|opening|open (now|today|tomorrow|on|at|until|till|late|early)|are you open|you open|closed|closing time|what time do you (open|close)|when do you (open|close)|weekends?|saturdays?|sundays?)\b/,
  founded: /\b(how long have you|since when|founded|years in business|been in business|how old is)\b/,
  area: /\b(service area|areas?|serve|serving|come to|come out to|travel|near me|nearby|neighbou?rhoods?|cities|do you (work|go) (in|to))\b/,
  contact: /\b(phone|call|number|e-?mail|contact|reach|address|located|location|where are you|office|visit you)\b/,
  guarantee: /\b(guarantee[sd]?|satisf(ied|action))\b/,
  commercial: /\b(commercial|business(es)?|stores?|shops?|restaurants?|residential|homes?|houses?)\b/,
  services: /\b(services?|what do you (do|offer)|offer|help with|speciali[sz]e|specialt(y|ies))\b/,
  thanks: /\b(thanks?|thank you|thx|ty|appreciate (it|that))\b/,
  bye: /\b(bye|goodbye|good night|see you|see ya|that's all|that is all|have a (good|nice|great))\b/,
  greeting: /^(hi|hello|hey|hiya|howdy|hola|good (morning|afternoon|evening)|greetings)\b/,
} satisfies Record<string, RegExp>;

// Title phrases name a service outright; the keywords guess it from the problem described.
const serviceKeywords: readonly [ServiceId, RegExp][] = [
  ['glass-replacement', /\b(glass|glazing|panes?|fog(gy|ged)?|cracked|shattered)\b/],
  ['weatherproofing', /\b(weather ?proof(ing)?|weather ?strip(ping|s)?|caulk(ing)?|seal(s|ing|ant|ed)?|leak(s|ing|y)?|drafts?|draughts?|drafty)\b/],
  ['window-installation', /\b(install(s|ed|ing|ation|ations)?|new windows?)\b/],
  ['window-replacement', /\breplac(e|es|ed|ing|ement|ements)\b/],
  ['window-repair', /\b(repair(s|ed|ing)?|fix(es|ed|ing)?|broken|stuck|sticks|sticking|jammed|won't (open|close|lock))\b/],
  ['window-maintenance', /\b(maint(ain|enance)|tune[- ]?ups?|check[- ]?ups?|inspections?|clean(ing)?|lubricat\w*)\b/],
];

/** The services a message is about, by title first, then by keyword. */
export function servicesMentioned(text: string): Service[] {
  const message = normalize(text);
  const byTitle = services.filter((service) => message.includes(service.title.toLowerCase()));
  if (byTitle.length > 0) return byTitle;
  const ids = new Set(serviceKeywords.filter(([, pattern]) => pattern.test(message)).map(([id]) => id));
  // "Replace the glass" is glass replacement, not a whole new window.
  if (ids.has('glass-replacement')) ids.delete('window-replacement');
  return services.filter((service) => ids.has(service.id));
}

const STOP_WORDS = new Set([
  ...'the and for with from about are was were been can could will would should shall may might'.split(' '),
  ...'you your our ours this that these those there what which who how when where why'.split(' '),
  ..."does did have has had get just any some also too its it's into than then them they their window".split(' '),
]);

/** Crude stemming: enough for "installation"/"install" and "replaces"/"replace" to meet. */
function keywords(text: string): Set<string> {
  const words = normalize(text).match(/[a-z0-9]+/g) ?? [];
  return new Set(
    words
      .map((word) => {
        const stem = word.replace(/(ations?|ings?|ments?|es|ed|s)$/, '').replace(/e$/, '');
        return stem.length >= 3 ? stem : word;
      })
      .filter((word) => word.length > 2 && !STOP_WORDS.has(word)),
  );
}

const faqIndex = faqIndexOf(services, keywords);

/** The FAQ whose question shares the most words with the message, if it shares at least two. */
export function matchFaq(text: string, mentioned: readonly Service[] = servicesMentioned(text)) {
  return bestFaq(faqIndex, keywords(text), mentioned);
}

function withOffer(text: string, context: ReplyContext, offer = true): ProviderReply {
  if (!offer || context.contactCollected) return { text, offersContact: false };
  return { text: `${text}\n\n${contactOffer}`, offersContact: true };
}

function answer(text: string): ProviderReply {
  return { text, offersContact: false };
}

/** SPEC: in business hours, the phone number; outside them, when we open and an offer to call back. */
export function personReply(context: ReplyContext): ProviderReply {
  if (isOpenNow(context)) {
    return answer(`You can talk to our team right now: call us at ${context.facts.company.phone.display}. ${openNowSentence(context)}`);
  }
  const closed = `Our team isn't in the office at the moment. ${openNowSentence(context)} Our hours are ${hoursSummary(context.calendar)}.`;
  if (context.contactCollected) return answer(`${closed} We have your contact details, and our team will get back to you.`);
  return withOffer(`${closed} If you leave your details, someone will call you back.`, context);
}

/** A window broken now: the phone first, what happens in or after office hours, one line of safety, and an offer to take their number. */
function emergencyReply(context: ReplyContext): ProviderReply {
  const { inHours, afterHours, safety } = policies.emergency;
  // After hours, said for the hour it is: 6 AM is not "tonight".
  const when = isOpenNow(context) ? inHours : `It's ${timeNow(context, 'en')} here in Miami. ${afterHours}`;
  const reply = `I'm sorry that happened. Call us now at ${context.facts.company.phone.display}. ${when} ${safety}`;
  if (context.contactCollected) return answer(`${reply} We have your contact details, and our team will call you.`);
  return withOffer(reply, context);
}

function priceReply(mentioned: readonly Service[], context: ReplyContext): ProviderReply {
  if (mentioned.length === 0) {
    const ranges = services.map((service) => `- ${service.title}: ${priceRange(context.facts, service)}`);
    return withOffer(
      `Our prices (per window; maintenance per visit):\n${ranges.join('\n')}\n\nAsk me about a service for its packages. ${pricingNote}`,
      context,
    );
  }
  const sections = mentioned.map(
    (service) =>
      `${service.title}:\n${pricingLines(context.facts, service)
        .map((line) => `- ${line}`)
        .join('\n')}`,
  );
  return withOffer(`${sections.join('\n\n')}\n\n${pricingNote}`, context);
}

function serviceReply(service: Service): ProviderReply {
  const included = service.features.map((feature) => `- ${feature}`).join('\n');
  return answer(`${service.title}: ${service.description}\n\nWhat's included:\n${included}\n\nAsk me what it costs, or anything else about it.`);
}

/** The services a follow-up such as "how much is it?" refers to: named now, or in the visitor's last few messages. */
function servicesInContext(turns: readonly ChatTurn[]): Service[] {
  const recent = turns
    .filter((turn) => turn.sender === 'user')
    .slice(-3)
    .reverse();
  for (const turn of recent) {
    const mentioned = servicesMentioned(turn.text);
    if (mentioned.length > 0) return mentioned;
  }
  return [];
}

/** Answers the visitor's last message, in the conversation's language. */
export function localReply(turns: readonly ChatTurn[], context: ReplyContext): ProviderReply {
  const last = turns.findLast((turn) => turn.sender === 'user')?.text ?? '';
  if (context.language === 'es') {
    return localReplyEs(turns, context, { area: serviceAreaAnswer(last, context.facts), wantsPerson: wantsPerson(last), isOpen: isOpenNow(context) });
  }
  const message = normalize(last);
  const mentioned = servicesMentioned(last);

  if (wantsPerson(last)) return personReply(context);
  const asksPrice = intents.price.test(message);
  if (EMERGENCY.test(message)) return emergencyReply(context);
  if (SPANISH.test(message)) return answer(policies.spanish);
  if (WIND_MITIGATION.test(message)) return answer(policies.windMitigation);
  if (INSURANCE_CLAIM.test(message)) return answer(policies.insuranceClaims);
  if (!asksPrice && DAMAGE.test(message) && DAMAGE_CAUSE.test(message)) return emergencyReply(context);
  if (!asksPrice && COME_NOW.test(message) && COME.test(message) && !isOpenNow(context)) return emergencyReply(context);
  const { facts } = context;
  const { company } = facts;
  const area = serviceAreaAnswer(last, facts);
  if (PERMIT.test(message)) return answer(area && !area.served ? serviceAreaReply(area, facts) : policies.permits(servedTown(area)));
  if (asksPrice && IMPACT.test(message)) return withOffer(impactPriceAnswer(facts), context);
  if (asksPrice && DOOR.test(message)) return withOffer(doorPriceAnswer(facts), context);
  const day = !asksPrice && ABOUT_THE_OFFICE.test(message) ? askedDate(message, localTime(context.now, context.calendar.timeZone).day, 'en') : undefined;
  if (day) return answer(dateAnswer(dayOnCalendar(context.calendar, day), facts));
  const policy = policyIntents.find(([pattern]) => pattern.test(message));
  if (policy) return answer(policy[1](facts));
  if (intents.area.test(message) || (area && !asksPrice)) return answer(serviceAreaReply(area, facts));
  if (asksPrice) return priceReply(mentioned.length > 0 ? mentioned : servicesInContext(turns), context);
  if (intents.founded.test(message)) return answer(aboutCompanySentence(facts, 'en'));
  const faq = matchFaq(last, mentioned);
  if (faq) return answer(faq.faq.answer);
  if (intents.hours.test(message)) return answer(`Our hours are ${hoursSummary(context.calendar)}. ${openNowSentence(context)}`);
  if (intents.contact.test(message)) return answer(`${contactSentence(facts)} ${openNowSentence(context)}`);
  if (intents.guarantee.test(message)) return answer(facts.guarantee?.en ?? facts.policies.warranty.en);
  if (mentioned[0]) return serviceReply(mentioned[0]);
  if (intents.commercial.test(message)) return answer(`Yes: we work for homeowners and businesses alike. ${company.shortDescription}`);
  if (intents.services.test(message)) {
    return answer(`We offer ${joinList(services.map((service) => service.title))}, for homes and businesses. Ask me what any of them includes or costs.`);
  }
  if (intents.thanks.test(message)) return answer("You're welcome! Is there anything else I can help you with?");
  if (intents.bye.test(message)) {
    return answer(`Goodbye, and thank you for visiting ${company.name}! If you need us, call ${company.phone.display}.`);
  }
  if (intents.greeting.test(message)) {
    return answer('Hello! How can I help you today? I can tell you about our services, prices, hours and the areas we serve.');
  }
  return answer(
    `${DEFAULT_REPLY_START} Could you put that another way? I can tell you about our services and their prices per window, our hours, the areas we serve, or how to reach us.`,
  );
}

export function createLocalProvider(): ChatProvider {
  return { name: 'local', reply: async (turns, context) => localReply(turns, context) };
}
