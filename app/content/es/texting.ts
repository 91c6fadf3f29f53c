import type { TextingWords } from '../texting';

export const textingWords: TextingWords = {
  optedOut: (company) => `${company}: ya no recibirá más mensajes nuestros. Responda START para volver a recibirlos.`,
  optedIn: (company) => `${company}: volverá a recibir nuestros mensajes. Responda HELP para ayuda, STOP para no recibirlos.`,
  help: (company, phone) => `${company}: llámenos al ${phone}. Pueden aplicar tarifas de mensajes y datos. Responda STOP para no recibir más mensajes.`,
  missedCall: (company, quoteUrl, bookUrl) =>
    `${company}: ¡perdone que no pudimos contestar! Escríbanos por aquí, pida su cotización gratis en ${quoteUrl} o reserve la visita gratis en ${bookUrl}. Responda STOP para no recibir más.`,
  savedReplies: (company, bookUrl) => [
    { label: 'Gracias, le llamamos', body: `¡Gracias por escribirle a ${company}! Alguien de nuestro equipo le va a llamar en un ratico.` },
    { label: 'Pedir fotos', body: '¿Nos puede mandar unas fotos de las ventanas por aquí? Así le damos el precio más rápido.' },
    { label: 'Reservar la visita', body: `Puede escoger la hora de su visita gratis para el estimado aquí: ${bookUrl}` },
  ],
};
