import { formatAddress } from '~/content/company';
import { shortDescriptionEs } from '~/content/es/company';
import { policies } from '~/content/es/policies';
import { unitNames } from '~/content/es/pricing';
import { serviceDetailPage, services } from '~/content/es/services';
import { formatDollars, type PricingTier } from '~/content/pricing';
import type { Service, ServiceId } from '~/content/services';
import { type BusinessCalendar, clockTime, formatDayName, getOpenStatus, hoursText, localTime, weekdayNames, weekdayOf } from '~/lib/business-hours';
import { askedDate } from './asked-date';
import { contactOfferEs } from './spanish-copy';
import { bestFaq, faqIndexOf } from './faq-match';
import type { ChatTurn, ProviderReply, ReplyContext } from './chat-provider.server';
import {
  type AreaAnswer,
  type CompanyFacts,
  type DayOnCalendar,
  dayOnCalendar,
  doorTiers,
  impactTiers,
  licenceAndInsuranceSentence,
  type OfficeClock,
  servedTown,
  statusInSentence,
  tiersFor,
  aboutCompanySentence,
  financingSentence,
  timeNow,
} from './company-facts.server';

// The local assistant in Spanish: the same intents as local-provider.server.ts, recognised in
// Spanish and answered from the Spanish content (app/content/es/), for a visitor who writes in Spanish.

const list = new Intl.ListFormat('es-US', { style: 'long', type: 'conjunction' });

/** Lower case, accents folded ("¿Cuánto?" → "¿cuanto?"), so patterns stay simple. */
function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

function packageName(facts: CompanyFacts, tier: PricingTier): string {
  return facts.packageNamesEs[tier.name] ?? tier.name;
}

export function pricingLinesEs(facts: CompanyFacts, service: Service): string[] {
  return tiersFor(facts, service, 'es').map(
    (tier) =>
      `${packageName(facts, tier)}: ${formatDollars(tier.priceCents)} ${unitNames[tier.unit]}${tier.popular ? ' (el más popular)' : ''}. ${tier.description}`,
  );
}

function priceRangeEs(facts: CompanyFacts, service: Service): string {
  const tiers = tiersFor(facts, service, 'es');
  if (tiers.length === 0) return 'se cotiza en la visita gratuita';
  const cents = tiers.map((tier) => tier.priceCents);
  const unit = unitNames[tiers[0]?.unit ?? 'per window'];
  return `de ${formatDollars(Math.min(...cents))} a ${formatDollars(Math.max(...cents))} ${unit}`;
}

export function hoursSummaryEs(calendar: BusinessCalendar): string {
  return `${hoursText(calendar.weekly, 'es')} (hora del Este)`;
}

/** "Ahora mismo estamos abiertos (hoy cerramos a las 6:00 p. m.)." or "… cerrados (cerrado por Acción de Gracias; abrimos el viernes a las 8:45 a. m.)." */
export function openNowSentenceEs({ now, calendar }: OfficeClock): string {
  const status = getOpenStatus(now, calendar, 'es');
  return `Ahora mismo estamos ${status.isOpen ? 'abiertos' : 'cerrados'} (${statusInSentence(status)}).`;
}

function contactSentenceEs({ company }: CompanyFacts): string {
  return `Puede llamarnos al ${company.phone.display} o escribirnos a ${company.email}. Nuestra oficina está en ${formatAddress(company.address)}.`;
}

/** The whole county, with every community named. */
function serviceAreaSentenceEs({ company, county }: CompanyFacts): string {
  return `Atendemos casas y negocios en todo el condado de ${county}: ${list.format(company.serviceArea)}.`;
}

export function serviceAreaReplyEs(answer: AreaAnswer | undefined, facts: CompanyFacts): string {
  if (!answer) return `${serviceAreaSentenceEs(facts)} Dígame su ciudad o su código postal y le confirmo.`;
  const closeBy = `Si está cerca, llámenos al ${facts.company.phone.display} y vemos qué podemos hacer.`;
  const wholeCounty = `atendemos todo el condado de ${facts.county}`;
  if (answer.kind === 'zip') {
    // Como lo dice /es/book: un código postal que el dueño quitó de la lista queda fuera de la zona que reservamos en línea.
    return answer.served
      ? `Sí, atendemos el ${answer.zip} (${list.format(answer.towns)}).`
      : `El código postal ${answer.zip} está fuera de la zona que reservamos en línea, así que no puedo reservarle una visita allí. Llámenos al ${facts.company.phone.display} y le decimos si podemos ir.`;
  }
  return answer.served
    ? `Sí, trabajamos en ${answer.town}: ${wholeCounty}.`
    : `Lo siento, ${answer.town} queda fuera de nuestra zona de servicio: ${wholeCounty}. ${closeBy}`;
}

function impactWindowsSentenceEs(facts: CompanyFacts): string {
  const tiers = impactTiers(facts, 'es').map(
    ({ service, tier }) => `${titleEs(service)}, ${packageName(facts, tier)}: ${formatDollars(tier.priceCents)} ${unitNames[tier.unit]}`,
  );
  return tiers.length > 0 ? `${policies.impactWindows} Precios: ${tiers.join('; ')}.` : policies.impactWindows;
}

/** "¿Cuánto cuesta una ventana de impacto?": los precios primero, luego qué son. */
function impactPriceAnswerEs(facts: CompanyFacts): string {
  const prices = impactTiers(facts, 'es').map(
    ({ service, tier }) => `${formatDollars(tier.priceCents)} ${unitNames[tier.unit]} en ${titleEs(service)} (${packageName(facts, tier)})`,
  );
  return `Una ventana de impacto cuesta ${list.format(prices)}.\n\n${policies.impactWindowDetails} ${serviceDetailPage.pricing.intro}`;
}

/** A service's title in Spanish. */
function titleEs(service: Service): string {
  return services.find((spanish) => spanish.id === service.id)?.title ?? service.title;
}

// Temas con respuesta propia, antes de las políticas: "el huracán me rompió una ventana" es una
// emergencia y no una pregunta sobre ventanas de impacto; "un reclamo al seguro" no es sobre nuestro seguro.
const EMERGENCY =
  /\b(emergencia\w*|urgente\w*|urgencia|vidrios? por todos lados|vidrios? por todas partes|tapar la ventana|entablar|no (puedo|podemos) cerrar|quedo abiert[oa])\b/;
const DAMAGE = /\b(rompio|rompieron|rota|roto|quebr\w*|estall\w*|revent\w*|hizo anicos|se cayo)\b/;
const DAMAGE_CAUSE = /\b(huracan|tormenta|arbol|rama|viento|robo|ladron\w*|se metieron|esta noche|anoche|ahora mismo)\b/;
const SPANISH = /\b(hablan|habla|hablas|atienden en|entienden) (el )?espanol\b|\ben espanol\b/;
const WIND_MITIGATION =
  /\b(mitigacion|oir|b1-?1802|1802|descuentos? (en|del|de) (el |mi |la )?(seguro|prima|poliza)|(bajar|rebajar|reducir) (el |mi |la )?(seguro|prima)|primas?)\b/;
const INSURANCE_CLAIM = /\b(reclamo\w*|reclamacion\w*|ajustador\w*|perito|aseguradora|mi seguro|el seguro (me )?(paga|cubre)|seguro de (la )?casa)\b/;
const PERMIT = /\b(permisos?|departamento de construccion)\b/;
const IMPACT = /\b(impacto|huracan\w*)\b/;
// "¿Pueden venir esta noche?", "necesito a alguien ahora mismo": fuera de horario, la respuesta de emergencia para esa hora.
const COME_NOW = /\b(esta noche|ahora mismo|ahora|ya mismo|enseguida|de inmediato|urgente)\b/;
const COME = /\b(venir|vengan|vienen|viene|mandar|manden|mande|alguien|arreglar|arreglen|tapar)\b/;
// Una fecha preguntada pensando en la oficina: "¿abren el 31 de diciembre?", "¿trabajan en Nochebuena?".
const ABOUT_THE_OFFICE = /\b(abren|abre|abiert[oa]s?|cierran|cierra|cerrad[oa]s?|trabajan|trabaja|atienden|horario)\b/;
const DOOR = /\b(puertas?( corredizas?| de cristal| de vidrio| del patio)?)\b/;

/** A sentence ending in a time: "8:45 a. m." already ends with its period. */
const endSentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** "No, el jueves 31 de diciembre estamos cerrados (Cerrado por fin de año). Volvemos a abrir el viernes 1 de enero a las 8:00 a. m." o el horario del día. */
function dateAnswerEs({ day, closure, hours, reopens }: DayOnCalendar, facts: CompanyFacts): string {
  const named = formatDayName(day, 'es');
  if (hours) return `Sí, el ${named} abrimos de ${clockTime(hours.opens, 'es')} a ${clockTime(hours.closes, 'es')} (hora del Este).`;
  const weekday = weekdayNames.es[weekdayOf(day)];
  // "los domingos", "los lunes": the weekdays ending in s are their own plural.
  const why = closure ? ` (${closure.note.es})` : ` (los ${weekday.endsWith('s') ? weekday : `${weekday}s`} no abrimos)`;
  const again = reopens ? ` Volvemos a abrir el ${formatDayName(reopens.day, 'es')} a las ${endSentence(clockTime(reopens.opens, 'es'))}` : '';
  return `No, el ${named} estamos cerrados${why}.${again} Si tiene una ventana rota que no puede esperar, llame al ${facts.company.phone.display}: nuestra cuadrilla de emergencias contesta de día y de noche.`;
}

/** "¿Cuánto cuesta una puerta corrediza?": los paquetes de puertas de la lista de precios, o que una puerta se cotiza en la visita gratuita. */
function doorPriceAnswerEs(facts: CompanyFacts): string {
  const tiers = doorTiers(facts, 'es').map(
    ({ service, tier }) => `- ${titleEs(service)}, ${packageName(facts, tier)}: ${formatDollars(tier.priceCents)} ${unitNames[tier.unit]}`,
  );
  if (tiers.length > 0) return `Nuestros precios de puertas:\n${tiers.join('\n')}\n\n${serviceDetailPage.pricing.intro}`;
  return `Las puertas, incluidas las puertas corredizas de vidrio, no tienen un precio fijo en nuestra lista: cotizamos cada una en la visita gratuita, después de verla. Llame al ${facts.company.phone.display} o pídame que le reserve la visita.`;
}

/** A window broken now, in Spanish: the phone first, what happens in or after office hours, one line of safety, and an offer to take their number. */
function emergencyReplyEs(context: ReplyContext, isOpen: boolean): ProviderReply {
  const { inHours, afterHours, safety } = policies.emergency;
  // Fuera de horario, dicho para la hora que es: a las 6 de la mañana no es "esta noche".
  const when = isOpen ? inHours : `Aquí en Miami son las ${endSentence(timeNow(context, 'es'))} ${afterHours}`;
  const reply = `Lamento mucho lo que pasó. Llámenos ahora al ${context.facts.company.phone.display}. ${when} ${safety}`;
  if (context.contactCollected) return answer(`${reply} Ya tenemos sus datos de contacto y nuestro equipo lo llamará.`);
  return withOffer(reply, context);
}

const policyIntents: readonly [RegExp, (facts: CompanyFacts) => string][] = [
  [
    /\b((cotizacion|cotizaciones|estimado|estimados|presupuesto|presupuestos|visita|consulta)s? (es |son )?(gratis|gratuit[oa]s?|sin costo)|cobran (por|la|el)|cuesta (la|el) (cotizacion|estimado|visita))\b/,
    (facts) => facts.policies.freeEstimates.es,
  ],
  [/\b(financ\w*|pagos? mensual\w*|a plazos|cuotas|credito|prestamo)\b/, (facts) => financingSentence(facts, 'es')],
  [/\b(cancel\w*|reprogram\w*|cambiar (la )?(fecha|cita))\b/, (facts) => facts.policies.cancellation.es],
  [
    /\b(licencia\w*|licenciad\w*|asegurad\w*|tienen seguro|seguro de responsabilidad|contratista (certificado|registrado))\b/,
    (facts) => licenceAndInsuranceSentence(facts, 'es'),
  ],
  [/\b(satisfaccion|satisfech\w*)\b/, (facts) => facts.guarantee?.es ?? facts.policies.warranty.es],
  [/\b(garantia\w*|garantizad\w*)\b/, (facts) => facts.policies.warranty.es],
  [/\b(impacto|huracan\w*|tormenteras?|shutters?|contra tormentas)\b/, impactWindowsSentenceEs],
];

const intents = {
  price: /\b(precios?|cuesta|cuestan|cuanto (sale|salen|cobran|vale|valen|es)|costos?|tarifas?|cotizacion|cotizar|presupuesto|barat\w*|car[oa]s?)\b|\$/,
  hours: /\b(horario|horarios|a que hora|abren|cierran|abiert[oa]s?|cerrad[oa]s?|sabados?|domingos?|fin de semana)\b/,
  founded: /\b(desde cuando|cuantos anos|fundad\w*|hace cuanto|tiempo en el negocio)\b/,
  area: /\b(zonas?|areas?|atienden|trabajan en|vienen a|van a|cerca de|ciudades|barrios)\b/,
  contact: /\b(telefono|llamar\w*|numero|correo|email|direccion|donde (estan|quedan)|oficina|ubicad\w*)\b/,
  commercial: /\b(comercial\w*|negocios?|tiendas?|locales?|restaurantes?|residencial\w*|edificios?|oficinas)\b/,
  services: /\b(servicios?|que (hacen|ofrecen)|ofrecen|ayudan con|especiali\w*)\b/,
  thanks: /\b(gracias|se lo agradezco|muy amable)\b/,
  bye: /\b(adios|chao|hasta luego|nos vemos|eso es todo|buenas noches)\b/,
  greeting: /^(hola|buenos dias|buenas tardes|buenas noches|buenas|saludos)\b/,
} satisfies Record<string, RegExp>;

const serviceKeywords: readonly [ServiceId, RegExp][] = [
  ['glass-replacement', /\b(vidrios?|cristal(es)?|empanad\w*|rajad\w*|quebrad\w*)\b/],
  ['weatherproofing', /\b(sellad\w*|sellar|selladores?|filtracion\w*|goteras?|gotea\w*|entra (el )?agua|humedad|burletes?|masilla|corrientes? de aire)\b/],
  ['window-installation', /\b(instal\w*|ventanas nuevas)\b/],
  ['window-replacement', /\b(reemplaz\w*|cambiar (las |mis )?ventanas)\b/],
  ['window-repair', /\b(repar\w*|arregl\w*|trabad\w*|atascad\w*|no (cierra|cierran|abre|abren)|rot[oa]s?)\b/],
  ['window-maintenance', /\b(mantenimiento|limpieza|limpiar|lubric\w*|revision|inspeccion)\b/],
];

function servicesMentionedEs(text: string): Service[] {
  const message = fold(text);
  const byTitle = services.filter((service) => message.includes(fold(service.title)));
  if (byTitle.length > 0) return byTitle;
  const ids = new Set(serviceKeywords.filter(([, pattern]) => pattern.test(message)).map(([id]) => id));
  if (ids.has('glass-replacement')) ids.delete('window-replacement');
  return services.filter((service) => ids.has(service.id));
}

const STOP_WORDS = new Set(
  'que como cual cuales cuando donde para por con los las del una unos unas sus mis ustedes usted ellos esta este esto estas estos hay tiene tienen puede pueden hacen hace ventana ventanas'.split(
    ' ',
  ),
);

function keywords(text: string): Set<string> {
  const words = fold(text).match(/[a-z0-9]+/g) ?? [];
  return new Set(words.filter((word) => word.length > 3 && !STOP_WORDS.has(word)).map((word) => word.replace(/(es|s)$/, '')));
}

const faqIndex = faqIndexOf(services, keywords);

function withOffer(text: string, context: ReplyContext): ProviderReply {
  if (context.contactCollected) return { text, offersContact: false };
  return { text: `${text}\n\n${contactOfferEs}`, offersContact: true };
}

const answer = (text: string): ProviderReply => ({ text, offersContact: false });

/** A request for a person with nobody to join: the phone in business hours; otherwise when we open, and an offer to call back. */
export function personReplyEs(context: ReplyContext, isOpen: boolean): ProviderReply {
  if (isOpen) return answer(`Puede hablar con nuestro equipo ahora mismo: llámenos al ${context.facts.company.phone.display}. ${openNowSentenceEs(context)}`);
  const closed = `Nuestro equipo no está en la oficina en este momento. ${openNowSentenceEs(context)} Nuestro horario es ${hoursSummaryEs(context.calendar)}.`;
  if (context.contactCollected) return answer(`${closed} Ya tenemos sus datos de contacto y nuestro equipo se comunicará con usted.`);
  return withOffer(`${closed} Si nos deja sus datos, alguien lo llamará.`, context);
}

function priceReplyEs(mentioned: readonly Service[], context: ReplyContext): ProviderReply {
  if (mentioned.length === 0) {
    const ranges = services.map((service) => `- ${service.title}: ${priceRangeEs(context.facts, service)}`);
    return withOffer(
      `Nuestros precios (por ventana; el mantenimiento, por visita):\n${ranges.join('\n')}\n\nPregúnteme por un servicio para ver sus paquetes. ${serviceDetailPage.pricing.intro}`,
      context,
    );
  }
  const sections = mentioned.map(
    (service) =>
      `${service.title}:\n${pricingLinesEs(context.facts, service)
        .map((line) => `- ${line}`)
        .join('\n')}`,
  );
  return withOffer(`${sections.join('\n\n')}\n\n${serviceDetailPage.pricing.intro}`, context);
}

function serviceReplyEs(service: Service): ProviderReply {
  const included = service.features.map((feature) => `- ${feature}`).join('\n');
  return answer(`${service.title}: ${service.description}\n\nQué incluye:\n${included}\n\nPregúnteme cuánto cuesta, o cualquier otra cosa sobre el servicio.`);
}

/** The services a follow-up ("¿y cuánto cuesta?") refers to: named now, or in the visitor's last few messages. */
function servicesInContext(turns: readonly ChatTurn[]): Service[] {
  for (const turn of turns
    .filter((line) => line.sender === 'user')
    .slice(-3)
    .reverse()) {
    const mentioned = servicesMentionedEs(turn.text);
    if (mentioned.length > 0) return mentioned;
  }
  return [];
}

export const DEFAULT_REPLY_START_ES = 'No estoy seguro de haberle entendido...';

/**
 * Answers the visitor's last message in Spanish. `area` is what the message says about a town or
 * ZIP code (the same check as in English), and `isOpen` whether the office is open now.
 */
export function localReplyEs(
  turns: readonly ChatTurn[],
  context: ReplyContext,
  { area, wantsPerson, isOpen }: { area: AreaAnswer | undefined; wantsPerson: boolean; isOpen: boolean },
): ProviderReply {
  const last = turns.findLast((turn) => turn.sender === 'user')?.text ?? '';
  const message = fold(last);
  const mentioned = servicesMentionedEs(last);
  const { facts } = context;
  const { company } = facts;

  if (wantsPerson) return personReplyEs(context, isOpen);
  const asksPrice = intents.price.test(message);
  if (EMERGENCY.test(message)) return emergencyReplyEs(context, isOpen);
  if (SPANISH.test(message)) return answer(policies.spanish);
  if (WIND_MITIGATION.test(message)) return answer(policies.windMitigation);
  if (INSURANCE_CLAIM.test(message)) return answer(policies.insuranceClaims);
  if (!asksPrice && DAMAGE.test(message) && DAMAGE_CAUSE.test(message)) return emergencyReplyEs(context, isOpen);
  if (!asksPrice && !isOpen && COME_NOW.test(message) && COME.test(message)) return emergencyReplyEs(context, isOpen);
  if (PERMIT.test(message)) return answer(area && !area.served ? serviceAreaReplyEs(area, facts) : policies.permits(servedTown(area)));
  if (asksPrice && IMPACT.test(message)) return withOffer(impactPriceAnswerEs(facts), context);
  if (asksPrice && DOOR.test(message)) return withOffer(doorPriceAnswerEs(facts), context);
  const day = !asksPrice && ABOUT_THE_OFFICE.test(message) ? askedDate(message, localTime(context.now, context.calendar.timeZone).day, 'es') : undefined;
  if (day) return answer(dateAnswerEs(dayOnCalendar(context.calendar, day), facts));
  const policy = policyIntents.find(([pattern]) => pattern.test(message));
  if (policy) return answer(policy[1](facts));
  if (intents.area.test(message) || (area && !asksPrice)) return answer(serviceAreaReplyEs(area, facts));
  if (asksPrice) return priceReplyEs(mentioned.length > 0 ? mentioned : servicesInContext(turns), context);
  if (intents.founded.test(message)) return answer(aboutCompanySentence(facts, 'es'));
  const faq = bestFaq(faqIndex, keywords(last), mentioned);
  if (faq) return answer(faq.faq.answer);
  if (intents.hours.test(message)) return answer(`Nuestro horario es ${hoursSummaryEs(context.calendar)}. ${openNowSentenceEs(context)}`);
  if (intents.contact.test(message)) return answer(`${contactSentenceEs(facts)} ${openNowSentenceEs(context)}`);
  if (mentioned[0]) return serviceReplyEs(mentioned[0]);
  if (intents.commercial.test(message))
    return answer(`Sí: trabajamos tanto para casas como para negocios. ${shortDescriptionEs(facts.county, facts.company.foundedYear)}`);
  if (intents.services.test(message)) {
    return answer(
      `Ofrecemos ${list.format(services.map((service) => service.title.toLowerCase()))}, para casas y negocios. Pregúnteme qué incluye o cuánto cuesta cualquiera de ellos.`,
    );
  }
  if (intents.thanks.test(message)) return answer('¡Con mucho gusto! ¿Le puedo ayudar con algo más?');
  if (intents.bye.test(message)) return answer(`¡Hasta luego, y gracias por visitar ${company.name}! Si nos necesita, llámenos al ${company.phone.display}.`);
  if (intents.greeting.test(message))
    return answer('¡Hola! ¿En qué le puedo ayudar hoy? Puedo contarle sobre nuestros servicios, precios, horario y las zonas que atendemos.');
  return answer(
    `${DEFAULT_REPLY_START_ES} ¿Me lo podría decir de otra manera? Puedo contarle sobre nuestros servicios y sus precios por ventana, nuestro horario, las zonas que atendemos o cómo comunicarse con nosotros.`,
  );
}
