import type { TextingWords } from '../texting';

export const textingWords: TextingWords = {
  optedOut: (company) => `${company}: ya no recibirá más mensajes nuestros. Responda START para volver a recibirlos.`,
  optedIn: (company) => `${company}: volverá a recibir nuestros mensajes. Responda HELP para ayuda, STOP para no recibirlos.`,
  help: (company, phone) => `${company}: llámenos al ${phone}. Pueden aplicar tarifas de mensajes y datos. Responda STOP para no recibir más mensajes.`,
  missedCall: (company, quoteUrl, bookUrl) =>
    `${company}: ¡perdone que no pudimos contestar! Escríbanos por aquí, pida su cotización gratis en ${quoteUrl} o reserve la visita gratis en ${bookUrl}. Responda STOP para no recibir más.`,
  consent: (company) => ({
    label: 'Envíenme mensajes de texto sobre esta solicitud',
    disclosure: `${company} puede enviarme mensajes de texto sobre esta solicitud al número de arriba (también automáticos). La frecuencia varía; pueden aplicar tarifas de mensajes y datos. Responda STOP para no recibirlos, HELP para ayuda. Dar su consentimiento no es condición de compra.`,
  }),
  visitReminder: (company, when, address) =>
    `${company}: le recordamos su visita gratis para el estimado ${when} en ${address}. Para cambiarla o cancelarla, use el enlace de su correo. Responda STOP para no recibir más mensajes.`,
  savedReplies: (company, bookUrl) => [
    { label: 'Gracias, le llamamos', body: `¡Gracias por escribirle a ${company}! Alguien de nuestro equipo le va a llamar en un ratico.` },
    { label: 'Pedir fotos', body: '¿Nos puede mandar unas fotos de las ventanas por aquí? Así le damos el precio más rápido.' },
    { label: 'Reservar la visita', body: `Puede escoger la hora de su visita gratis para el estimado aquí: ${bookUrl}` },
  ],
};
