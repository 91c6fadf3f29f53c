import type { CompanyContact } from '../estimates';
import type { FollowUpWords, QuestionWords } from '../follow-ups';
import { signOffFor } from './estimates';

// Lo que recibe el cliente después de la primera respuesta, en español de Miami: la cotización es
// el documento escrito; el trabajo (la orden de trabajo), lo que hicimos.

const options = (count: number) => (count === 1 ? 'una opción' : `${count} opciones`);

export const followUpWordsFor = (company: CompanyContact): FollowUpWords => ({
  signOff: signOffFor(company),
  estimate: {
    subject: { unopened: `Su cotización de ${company.name} ya está lista`, opened: '¿Tiene alguna pregunta sobre su cotización?' },
    greeting: (firstName) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
    unopened: (count, validUntil) =>
      `Le recordamos que su cotización ya está lista, con ${options(count)} para elegir, y parece que todavía no ha podido abrirla. Puede verla y aprobarla en línea hasta el ${validUntil}.`,
    opened: (count, validUntil) =>
      `Gracias por revisar su cotización. Cuando lo decida, puede aprobar la opción que prefiera (${options(count)} en total) en línea hasta el ${validUntil}.`,
    questions: `Si algo no está claro o quiere que cambiemos algo, pregúntenos con el enlace de abajo o llámenos al ${company.phone}. Con gusto la ajustamos.`,
    ask: 'Háganos una pregunta',
    last: 'Este es el último recordatorio que le enviamos sobre esta cotización.',
    action: 'Ver su cotización',
    fallback: (url) => `Si el botón no funciona, copie esta dirección en su navegador:\n${url}`,
  },
  review: {
    subject: `¿Cómo nos fue? Una reseña rápida para ${company.name}`,
    reminderSubject: `Un recordatorio: su reseña de ${company.name}`,
    greeting: (firstName) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
    ask: (service) =>
      `Gracias por elegirnos para su trabajo de ${service.toLowerCase()}. Ahora que el trabajo está terminado, ¿nos regala un minuto para contarles a otros cómo le fue?`,
    reminder: (service) =>
      `Hace unos días le preguntamos cómo le fue con su trabajo de ${service.toLowerCase()}. Si tiene un minuto, su reseña significaría mucho para nuestro pequeño equipo.`,
    why: 'Las reseñas ayudan a sus vecinos a encontrar una compañía de ventanas de confianza, y a nosotros nos dicen qué debemos seguir haciendo.',
    action: 'Escribir una reseña en Google',
    feedback: (url) => `¿Algo no salió bien? Cuéntenos qué pasó y lo resolvemos: ${url}`,
  },
});

export const questionWordsFor = (company: CompanyContact): QuestionWords => ({
  title: 'Háganos una pregunta',
  intro: (firstName) => `${firstName ? `${firstName}, ¿q` : '¿Q'}ué le gustaría saber sobre su cotización? Escríbalo aquí y nuestro equipo le responderá.`,
  answerAt: (email) => `Le responderemos a ${email}.`,
  message: 'Su pregunta',
  messageHint: 'Por ejemplo: ¿pueden incluir la puerta de atrás, o empezar después del día 15?',
  phone: 'Teléfono, si prefiere que lo llamemos',
  phoneHint: `O llámenos al ${company.phone}.`,
  send: 'Enviar mi pregunta',
  sending: 'Enviando…',
  sentTitle: 'Gracias, recibimos su pregunta',
  sent: 'Nuestro equipo le responderá en menos de un día hábil.',
  stopped: 'No le enviaremos más recordatorios sobre esta cotización mientras le respondemos.',
  invalidTitle: 'Este enlace no funciona',
  invalid: `Este enlace no es uno que le enviamos, o fue cambiado. Llámenos al ${company.phone} o escríbanos a ${company.email}.`,
  tooMany: (minutes) => `Se enviaron demasiados mensajes desde aquí. Vuelva a intentarlo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  unavailable: `No pudimos guardar su pregunta en este momento. Vuelva a intentarlo en un momento, o llámenos al ${company.phone}.`,
  errors: {
    messageRequired: 'Escriba su pregunta',
    messageTooLong: 'Su pregunta debe tener 2,000 caracteres o menos',
    phoneTooLong: 'El teléfono debe tener 30 caracteres o menos',
  },
});
