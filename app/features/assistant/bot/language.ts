import type { Locale } from '~/lib/locale';

// Which language a visitor wrote a message in, so the assistant answers in it whatever the page's
// language. A message that says nothing either way (a name, an email address, a phone number, "ok")
// leaves the conversation in the language it was in.

const SPANISH_WORDS = new Set(
  (
    'hola gracias muchas quiero quisiera necesito necesitamos tengo tenemos puede pueden podria podrian cuanto cuanta cuantos cuantas cuesta cuestan ' +
    'precio precios ventana ventanas vidrio vidrios puerta puertas horario horarios abierto abiertos abren cierran llamar llamen llamenme llame ' +
    'buenos buenas dias tardes noches favor por para con los las una unos unas del que como donde cuando cual cuales ' +
    'hacen trabajan tienen ofrecen servicio servicios reparacion reparar arreglar instalacion instalar reemplazo cambiar mantenimiento ' +
    'persona alguien hablar nombre correo telefono llamo soy mi mis su sus usted ustedes ustedes esta estan esto eso ' +
    'si claro vale bueno tambien pero muy mas cotizacion presupuesto casa hogar cerca zona zonas hoy manana semana sabado domingo ' +
    'quien seguro licencia garantia financiamiento impacto huracan huracanes adios chao hasta luego'
  ).split(' '),
);

const ENGLISH_WORDS = new Set(
  (
    'hi hello hey thanks thank you your the is are what how much many do does did can could would will want need have has ' +
    'window windows glass door doors price prices cost costs hours open close closed call me my i im please yes sure ' +
    'to and of for with from about this that there when where which who repair install installation replace replacement ' +
    'maintenance service services person someone talk speak name email phone number today tomorrow week saturday sunday ' +
    'quote estimate near area free licensed insured warranty financing impact hurricane bye goodbye'
  ).split(' '),
);

function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** The language a message is written in, or null when it does not say (a name, an address, "ok"). */
export function detectLanguage(text: string): Locale | null {
  // Without addresses and links, whose words say nothing about the writer's language.
  const words = fold(text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ')).match(/[a-z]+/g) ?? [];
  let spanish = /[¿¡ñÑ]/.test(text) ? 2 : 0;
  let english = 0;
  for (const word of words) {
    if (SPANISH_WORDS.has(word)) spanish += 1;
    if (ENGLISH_WORDS.has(word)) english += 1;
  }
  if (spanish === english) return null;
  return spanish > english ? 'es' : 'en';
}

/**
 * The language to answer a message in: its own, or else the last one the visitor wrote in, or
 * else the page's.
 */
export function conversationLanguage(message: string, earlier: readonly { sender: string; text: string }[], pageLanguage: Locale): Locale {
  const own = detectLanguage(message);
  if (own) return own;
  for (let index = earlier.length - 1; index >= 0; index -= 1) {
    const line = earlier[index]!;
    if (line.sender !== 'user') continue;
    const language = detectLanguage(line.text);
    if (language) return language;
  }
  return pageLanguage;
}
