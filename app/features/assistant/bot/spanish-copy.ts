import { waitWords } from '~/content/es/wait';
import type { AssistantCopy, CopyCompany } from './assistant-copy';

export const contactOfferEs = '¿Quiere dejarnos sus datos de contacto para que nuestro equipo se comunique con usted?';

/** The assistant in Spanish: every fixed line it says to a visitor who writes in Spanish. */
export const spanishCopy = (company: CopyCompany): AssistantCopy => ({
  greeting: `¡Hola! Soy el asistente virtual de ${company.name}. Pregúnteme por nuestros servicios, precios, horario o las zonas que atendemos.`,
  contactOffer: contactOfferEs,
  askName: '¡Perfecto! Empecemos por su nombre.',
  callbackAskName: 'Claro que sí, nuestro equipo se comunicará con usted. Empecemos por su nombre.',
  askNameHaving: (have) => `¡Gracias! Ya tengo su ${have}. ¿Cómo se llama?`,
  askEmail: (name) => `¡Mucho gusto, ${name}! ¿Cuál es su correo electrónico?`,
  invalidEmail: 'Ese correo electrónico no parece válido. ¿Me lo puede escribir de nuevo, por favor?',
  askPhone: '¡Gracias! ¿Y a qué número de teléfono lo podemos llamar?',
  askPhoneGreeting: (name) => `¡Mucho gusto, ${name}! ¿Y a qué número de teléfono lo podemos llamar?`,
  alreadyCollected: 'Ya tenemos sus datos de contacto de esta conversación y nuestro equipo se comunicará con usted pronto. ¿Le puedo ayudar con algo más?',
  page: {
    contactNotSaved: `No pudimos guardar sus datos en este momento. Oprima Guardar mis datos otra vez, o llámenos al ${company.phone.display}.`,
    conversationNotFound: `Esta conversación no está abierta en este navegador, así que no guardamos sus datos. Empiece una conversación nueva, o llámenos al ${company.phone.display}.`,
  },
  refusals: {
    network: (wait) => `Recibimos demasiados mensajes desde su red. Espere ${wait} y vuelva a intentarlo, o llámenos al ${company.phone.display}.`,
    conversation: (wait) =>
      `Esta conversación llegó por ahora a su límite de mensajes. Espere ${wait} y vuelva a intentarlo, o llámenos al ${company.phone.display}.`,
    submissions: (wait) => `Recibimos demasiados envíos desde su red. Espere ${wait} y vuelva a intentarlo, o llámenos al ${company.phone.display}.`,
    unavailable: `El asistente no está disponible en este momento. Inténtelo de nuevo en un momento, o llámenos al ${company.phone.display}.`,
    wait: waitWords,
  },

  collected: (name) => `¡Gracias, ${name}! Ya le pasé sus datos a nuestro equipo y se comunicarán con usted pronto. ¿Le puedo ayudar con algo más?`,
  declined: '¡No hay problema! Pregúnteme lo que quiera sobre nuestros servicios de ventanas y haré lo posible por ayudarle.',
  bookVisit:
    'Puede reservar su visita de estimado gratis en línea en menos de un minuto: escoja el día y la hora en /es/book. Las horas son del Este, y le enviamos por correo una invitación para su calendario con un enlace para cambiar la cita o cancelarla.',
  unreachable: `Disculpe, no puedo comunicarme con nuestra oficina en este momento. Inténtelo de nuevo en un momento, o llámenos al ${company.phone.display}.`,

  live: {
    connecting:
      'Lo estoy comunicando con una persona de nuestro equipo. Por favor, quédese en este chat: normalmente alguien se une en menos de dos minutos. Mientras espera, puede contarnos lo que necesita.',
    connectingAsk: (known) =>
      known.name && known.phone
        ? ''
        : known.name
          ? `Para poder llamarlo si se corta el chat, ¿a qué número de teléfono lo llamamos, ${known.name}?`
          : known.phone
            ? 'Para poder llamarlo si se corta el chat, ¿cómo se llama?'
            : 'Para poder llamarlo si se corta el chat, ¿me da su nombre y su número de teléfono?',
    joined: (name) => (name ? `${name}, de ${company.name}, se unió al chat` : `Una persona del equipo de ${company.name} se unió al chat`),
    handedBack: (name) =>
      `${name ?? 'Nuestro equipo'} lo pasó de nuevo al asistente virtual. Pregúnteme lo que quiera, o pida hablar con una persona cuando guste.`,
    endedByStaff: (name) => `${name ?? 'Nuestro equipo'} terminó el chat. ¡Gracias por escribirnos! Sigo aquí si necesita algo más.`,
    endedByVisitor: 'Usted terminó el chat con nuestro equipo. Sigo aquí si necesita algo más.',
    nobodyCame: 'Lo siento, nadie de nuestro equipo pudo unirse al chat en este momento.',
    nobodyAvailable: (officeOpen) =>
      officeOpen
        ? `No hay nadie de nuestro equipo en el chat ahora mismo (también puede llamarnos al ${company.phone.display}).`
        : 'Nuestra oficina está cerrada y no hay nadie de nuestro equipo en el chat ahora mismo.',
    callbackAskName: (why) => `${why} Podemos llamarlo nosotros. ¿Cómo se llama?`,
    callbackAskPhone: (why, name) => `${why} Podemos llamarlo nosotros, ${name}. ¿A qué número de teléfono lo llamamos?`,
    askPhone: (name) => `¡Gracias, ${name}! ¿A qué número de teléfono lo llamamos?`,
    callbackConfirmed: (why, name, phone) =>
      `${why} Gracias, ${name}: alguien de nuestro equipo lo llamará al ${phone} lo antes posible. ¿Le puedo ayudar con algo más?`.trim(),
  },
});
