import { company, formatAddress } from '~/content/company';
import { companyEs } from '~/content/es/company';
import { packageNames } from '~/content/es/package-names';
import { credentials, policies } from '~/content/es/policies';
import { unitNames } from '~/content/es/pricing';
import { serviceDetailPage, services } from '~/content/es/services';
import { formatDollars, type PricingTier } from '~/content/pricing';
import type { Service, ServiceId } from '~/content/services';
import { type BusinessCalendar, getOpenStatus, hoursText } from '~/lib/business-hours';
import { copyIn } from './copies.server';
import { bestFaq, faqIndexOf } from './faq-match';
import type { ChatTurn, ProviderReply, ReplyContext } from './chat-provider.server';
import { type AreaAnswer, type OfficeClock, statusInSentence } from './company-facts.server';

// The local assistant in Spanish: the same intents as local-provider.server.ts, recognised in
// Spanish and answered from the Spanish content (app/content/es/), for a visitor who writes in Spanish.

const copy = copyIn('es');
const list = new Intl.ListFormat('es-US', { style: 'long', type: 'conjunction' });

/** Lower case, accents folded ("¿Cuánto?" → "¿cuanto?"), so patterns stay simple. */
function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
}

function packageName(tier: PricingTier): string {
  return packageNames[tier.name] ?? tier.name;
}

export function pricingLinesEs(service: Service): string[] {
  return service.pricing.map(
    (tier) => `${packageName(tier)}: ${formatDollars(tier.priceCents)} ${unitNames[tier.unit]}${tier.popular ? ' (el más popular)' : ''}. ${tier.description}`,
  );
}

function priceRangeEs(service: Service): string {
  const cents = service.pricing.map((tier) => tier.priceCents);
  const unit = unitNames[service.pricing[0]?.unit ?? 'per window'];
  return `de ${formatDollars(Math.min(...cents))} a ${formatDollars(Math.max(...cents))} ${unit}`;
}

export function hoursSummaryEs(calendar: BusinessCalendar): string {
  return `${hoursText(calendar.weekly, 'es')} (hora del Este)`;
}

/** "Ahora mismo estamos abiertos (hoy cierra a las 6:00 p. m.)." or "… cerrados (cerrado por Acción de Gracias; abre el viernes a las 8:45 a. m.)." */
export function openNowSentenceEs({ now, calendar }: OfficeClock): string {
  const status = getOpenStatus(now, calendar, 'es');
  return `Ahora mismo estamos ${status.isOpen ? 'abiertos' : 'cerrados'} (${statusInSentence(status)}).`;
}

function contactSentenceEs(): string {
  return `Puede llamarnos al ${company.phone.display} o escribirnos a ${company.email}. Nuestra oficina está en ${formatAddress(company.address)}.`;
}

function serviceAreaSentenceEs(): string {
  return `Atendemos casas y negocios en ${list.format(company.serviceArea)}.`;
}

export function serviceAreaReplyEs(answer: AreaAnswer | undefined): string {
  const area = serviceAreaSentenceEs();
  const closeBy = `Si está cerca de alguna de ellas, llámenos al ${company.phone.display} y vemos qué podemos hacer.`;
  if (!answer) return `${area} Dígame su ciudad o su código postal y le confirmo.`;
  if (answer.kind === 'zip') {
    return answer.served
      ? `Sí, atendemos el ${answer.zip} (${list.format(answer.towns)}). ${area}`
      : `Lo siento, el ${answer.zip} queda fuera de nuestra zona de servicio. ${area} ${closeBy}`;
  }
  return answer.served ? `Sí, trabajamos en ${answer.town}. ${area}` : `Lo siento, ${answer.town} queda fuera de nuestra zona de servicio. ${area} ${closeBy}`;
}

function impactWindowsSentenceEs(): string {
  const tiers = services.flatMap((service) =>
    service.pricing.filter((tier) => /impact/i.test(tier.name)).map((tier) => `${service.title}, ${packageName(tier)}: ${formatDollars(tier.priceCents)} ${unitNames[tier.unit]}`),
  );
  return tiers.length > 0 ? `${policies.impactWindows} Precios: ${tiers.join('; ')}.` : policies.impactWindows;
}

const policyIntents: readonly [RegExp, () => string][] = [
  [
    /\b((cotizacion|cotizaciones|estimado|estimados|presupuesto|presupuestos|visita|consulta)s? (es |son )?(gratis|gratuit[oa]s?|sin costo)|cobran (por|la|el)|cuesta (la|el) (cotizacion|estimado|visita))\b/,
    () => policies.freeEstimates,
  ],
  [/\b(financ\w*|pagos? mensual\w*|a plazos|cuotas|credito|prestamo)\b/, () => policies.financing],
  [/\b(cancel\w*|reprogram\w*|cambiar (la )?(fecha|cita))\b/, () => policies.cancellation],
  [/\b(licencia\w*|licenciad\w*|asegurad\w*|tienen seguro|seguro de responsabilidad|contratista (certificado|registrado))\b/, () => `${credentials.licenceStatement} ${credentials.insuranceStatement}`],
  [/\b(satisfaccion|satisfech\w*)\b/, () => companyEs.satisfactionGuarantee],
  [/\b(garantia\w*|garantizad\w*)\b/, () => policies.warranty],
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
  'que como cual cuales cuando donde para por con los las del una unos unas sus mis ustedes usted ellos esta este esto estas estos hay tiene tienen puede pueden hacen hace ventana ventanas'.split(' '),
);

function keywords(text: string): Set<string> {
  const words = fold(text).match(/[a-z0-9]+/g) ?? [];
  return new Set(words.filter((word) => word.length > 3 && !STOP_WORDS.has(word)).map((word) => word.replace(/(es|s)$/, '')));
}

const faqIndex = faqIndexOf(services, keywords);

function withOffer(text: string, context: ReplyContext): ProviderReply {
  if (context.contactCollected) return { text, offersContact: false };
  return { text: `${text}\n\n${copy.contactOffer}`, offersContact: true };
}

const answer = (text: string): ProviderReply => ({ text, offersContact: false });

/** A request for a person with nobody to join: the phone in business hours; otherwise when we open, and an offer to call back. */
export function personReplyEs(context: ReplyContext, isOpen: boolean): ProviderReply {
  if (isOpen) return answer(`Puede hablar con nuestro equipo ahora mismo: llámenos al ${company.phone.display}. ${openNowSentenceEs(context)}`);
  const closed = `Nuestro equipo no está en la oficina en este momento. ${openNowSentenceEs(context)} Nuestro horario es ${hoursSummaryEs(context.calendar)}.`;
  if (context.contactCollected) return answer(`${closed} Ya tenemos sus datos de contacto y nuestro equipo se comunicará con usted.`);
  return withOffer(`${closed} Si nos deja sus datos, alguien lo llamará.`, context);
}

function priceReplyEs(mentioned: readonly Service[], context: ReplyContext): ProviderReply {
  if (mentioned.length === 0) {
    const ranges = services.map((service) => `- ${service.title}: ${priceRangeEs(service)}`);
    return withOffer(
      `Nuestros precios (por ventana; el mantenimiento, por visita):\n${ranges.join('\n')}\n\nPregúnteme por un servicio para ver sus paquetes. ${serviceDetailPage.pricing.intro}`,
      context,
    );
  }
  const sections = mentioned.map((service) => `${service.title}:\n${pricingLinesEs(service).map((line) => `- ${line}`).join('\n')}`);
  return withOffer(`${sections.join('\n\n')}\n\n${serviceDetailPage.pricing.intro}`, context);
}

function serviceReplyEs(service: Service): ProviderReply {
  const included = service.features.map((feature) => `- ${feature}`).join('\n');
  return answer(`${service.title}: ${service.description}\n\nQué incluye:\n${included}\n\nPregúnteme cuánto cuesta, o cualquier otra cosa sobre el servicio.`);
}

/** The services a follow-up ("¿y cuánto cuesta?") refers to: named now, or in the visitor's last few messages. */
function servicesInContext(turns: readonly ChatTurn[]): Service[] {
  for (const turn of turns.filter((line) => line.sender === 'user').slice(-3).reverse()) {
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
export function localReplyEs(turns: readonly ChatTurn[], context: ReplyContext, { area, wantsPerson, isOpen }: { area: AreaAnswer | undefined; wantsPerson: boolean; isOpen: boolean }): ProviderReply {
  const last = turns.findLast((turn) => turn.sender === 'user')?.text ?? '';
  const message = fold(last);
  const mentioned = servicesMentionedEs(last);

  if (wantsPerson) return personReplyEs(context, isOpen);
  const policy = /\b(primas?|descuentos?)\b/.test(message) ? undefined : policyIntents.find(([pattern]) => pattern.test(message));
  if (policy) return answer(policy[1]());
  if (intents.area.test(message) || (area && !intents.price.test(message))) return answer(serviceAreaReplyEs(area));
  if (intents.price.test(message)) return priceReplyEs(mentioned.length > 0 ? mentioned : servicesInContext(turns), context);
  if (intents.founded.test(message)) return answer(`${company.name} atiende el sur de la Florida desde ${company.foundedYear}. ${companyEs.satisfactionGuarantee}`);
  const faq = bestFaq(faqIndex, keywords(last), mentioned);
  if (faq) return answer(faq.faq.answer);
  if (intents.hours.test(message)) return answer(`Nuestro horario es ${hoursSummaryEs(context.calendar)}. ${openNowSentenceEs(context)}`);
  if (intents.contact.test(message)) return answer(`${contactSentenceEs()} ${openNowSentenceEs(context)}`);
  if (mentioned[0]) return serviceReplyEs(mentioned[0]);
  if (intents.commercial.test(message)) return answer(`Sí: trabajamos tanto para casas como para negocios. ${companyEs.shortDescription}`);
  if (intents.services.test(message)) {
    return answer(`Ofrecemos ${list.format(services.map((service) => service.title.toLowerCase()))}, para casas y negocios. Pregúnteme qué incluye o cuánto cuesta cualquiera de ellos.`);
  }
  if (intents.thanks.test(message)) return answer('¡Con mucho gusto! ¿Le puedo ayudar con algo más?');
  if (intents.bye.test(message)) return answer(`¡Hasta luego, y gracias por visitar ${company.name}! Si nos necesita, llámenos al ${company.phone.display}.`);
  if (intents.greeting.test(message)) return answer('¡Hola! ¿En qué le puedo ayudar hoy? Puedo contarle sobre nuestros servicios, precios, horario y las zonas que atendemos.');
  return answer(
    `${DEFAULT_REPLY_START_ES} ¿Me lo podría decir de otra manera? Puedo contarle sobre nuestros servicios y sus precios por ventana, nuestro horario, las zonas que atendemos o cómo comunicarse con nosotros.`,
  );
}
