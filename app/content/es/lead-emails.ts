import type { LeadEmailWords } from '../lead-emails';

// Los correos a quien nos pidió una cotización o nos escribió, en español.

export const leadEmails: LeadEmailWords = {
  greeting: (first) => (first ? `Hola, ${first}:` : 'Hola:'),
  youAskedAbout: 'Nos consultó sobre',
  nextHeading: 'Lo que sigue',
  quote: {
    subject: (appName) => `Recibimos su solicitud de cotización | ${appName}`,
    thanks: (appName) => `Gracias por pedirle una cotización gratis a ${appName}. Su solicitud ya llegó a nuestro equipo.`,
    photos: (count) =>
      count === 1
        ? 'También recibimos la foto que nos mandó; puede verla en Mis solicitudes cuando entre a su cuenta con este correo electrónico.'
        : `También recibimos las ${count} fotos que nos mandó; puede verlas en Mis solicitudes cuando entre a su cuenta con este correo electrónico.`,
    priceRange: (range, note) => `Según nuestra lista de precios, el trabajo costaría unos ${range}. ${note}`,
    next: [
      'En menos de un día hábil, uno de nuestros especialistas en ventanas lo llamará o le escribirá, con los datos que nos dio, para hablar de su proyecto.',
      'Si le sirve, coordinamos una visita gratis para medir y revisar sus ventanas, y después le enviamos una cotización por escrito. Sin ningún compromiso.',
    ],
  },
  contact: {
    subject: (appName) => `Recibimos su mensaje | ${appName}`,
    thanks: (appName) => `Gracias por escribirle a ${appName}. Su mensaje ya llegó a nuestro equipo.`,
    next: ['Alguien de nuestra oficina leerá su mensaje y le responderá en menos de un día hábil, por correo o por teléfono si nos dejó un número.'],
  },
  needSooner: (phone, email, hours) =>
    `¿Necesita hablar con nosotros antes? Llámenos al ${phone} o escríbanos a ${email}. Nuestro horario de oficina es ${hours} (hora del Este).`,
  signOff: (appName, address) => `Saludos cordiales,\nEl equipo de ${appName}\n${address}`,
  notYou: (appName) => `Si usted no se comunicó con ${appName}, puede ignorar este correo.`,
  confirm: {
    lead: (days) =>
      `¿Nos lo envió usted? Confírmelo y aparecerá, con su estado, en Mis solicitudes cuando entre a su cuenta con este correo electrónico. El enlace funciona durante ${days} días.`,
    action: 'Sí, lo envié yo',
    page: {
      title: 'Confirme su solicitud',
      description: 'Confirme una solicitud que nos envió, para que aparezca en su cuenta.',
      heading: '¿Usted nos envió esto?',
      question:
        'Confirme que nos envió esta solicitud desde su correo electrónico. Después aparecerá en Mis solicitudes cuando entre a su cuenta con ese correo.',
      notYou: 'Si no la envió usted, cierre esta página: no se agrega nada a la cuenta de nadie.',
      button: 'Sí, la envié yo',
      confirmed: 'Gracias: su solicitud quedó confirmada. Aparece en Mis solicitudes cuando entra a su cuenta con su correo electrónico.',
      already: 'Esta solicitud ya está confirmada: aparece en Mis solicitudes cuando entra a su cuenta con su correo electrónico.',
      expired: 'Este enlace ya venció. Lo que nos envíe con su cuenta abierta aparece enseguida en Mis solicitudes.',
      invalid: 'Este enlace no es válido. Use el enlace de nuestro correo tal como se lo enviamos.',
      toRequests: 'Ir a Mis solicitudes',
    },
  },
};
