import type { BookingWords } from '../booking';

// Reservar la visita de estimado gratis, en español (/es/book, el enlace para gestionarla, los correos).

export const bookingWords: BookingWords = {
  metaTitle: 'Reserve su visita de estimado gratis',
  metaDescription: (companyName) => `Elija el día y la hora de un estimado gratis en su casa con ${companyName}. Las horas son de la hora del Este.`,
  heading: 'Reserve su visita de estimado gratis',
  intro:
    'Escoja un día y luego una hora. Un estimador va a su casa, mide sus ventanas y le contesta sus preguntas. Toma más o menos una hora y no cuesta nada.',
  timeZoneNote: 'Todas las horas son de la hora del Este (Miami).',
  zipLabel: 'Código postal de la casa',
  zipHint: 'Revisamos que damos servicio en su zona antes de mostrarle las horas.',
  showTimes: 'Ver las horas disponibles',
  daysHeading: 'Escoja un día',
  timesHeading: (day) => `Horas del ${day}`,
  timeGroups: { morning: 'Mañana', afternoon: 'Tarde' },
  fullyBooked: 'Sin horas libres',
  noDays: 'No hay horas libres en las próximas dos semanas. Llámenos y le buscamos una.',
  chooseDay: (day) => `Ver las horas del ${day}`,
  chooseTime: (time, day) => `Reservar a las ${time} el ${day}`,
  outsideArea: {
    heading: 'Puede que no lleguemos a su zona',
    text: (zip) => `El código postal ${zip} está fuera de la zona que reservamos en línea. Llámenos y le decimos si podemos ir.`,
    call: (phone) => `Llame al ${phone}`,
  },
  held: (time, minutes) => `Le guardamos las ${time} por ${minutes} minutos mientras confirma.`,
  holdExpired: 'Ya no le estamos guardando esa hora. Si sigue libre, es suya cuando confirme.',
  detailsHeading: 'Sus datos',
  fields: { name: 'Nombre completo', email: 'Correo electrónico', phone: 'Teléfono', address: 'Dirección', zipCode: 'Código postal' },
  confirm: 'Confirmar la visita',
  chooseAnother: 'Escoger otra hora',
  taken: 'Lo sentimos, alguien reservó esa hora mientras usted escogía.',
  nextFree: 'Las próximas horas libres:',
  tooMany: (wait) => `Demasiadas reservas desde esta conexión. Vuelva a intentarlo en ${wait}, o llámenos.`,
  confirmed: {
    heading: 'Su visita de estimado está reservada',
    when: (when) => `Cuándo: ${when} (hora del Este)`,
    where: (address) => `Dónde: ${address}`,
    emailed: (email) => `Le mandamos los detalles y una invitación de calendario a ${email}.`,
    manage: 'Cambiar la hora o cancelar',
  },
  manage: {
    heading: 'Su visita de estimado',
    booked: (when) => `Reservada para el ${when} (hora del Este).`,
    cancelled: 'Esta visita se canceló.',
    reschedule: 'Escoger una hora nueva',
    cancel: 'Cancelar la visita',
    cancelDone: 'Su visita está cancelada. La hora queda libre para otra persona.',
    moved: (when) => `Su visita se cambió al ${when} (hora del Este).`,
    notFound: 'Este enlace no corresponde a ninguna visita. Revise el enlace de su correo, o llámenos.',
  },
  errors: {
    name: 'Escriba su nombre completo.',
    email: 'Escriba un correo como nombre@ejemplo.com.',
    phone: 'Escriba un teléfono de por lo menos 10 dígitos.',
    address: 'Escriba la dirección de la casa.',
    zipCode: 'Escriba un código postal de 5 dígitos.',
    start: 'Escoja una de las horas que le ofrecemos.',
    form: 'Corrija los campos marcados abajo.',
  },
  email: {
    confirmedSubject: (when) => `Su visita de estimado gratis: ${when}`,
    confirmedText: (name, when, address, manageUrl) =>
      `Hola, ${name}:\n\nSu visita de estimado gratis quedó reservada para el ${when} (hora del Este) en ${address}. Con la invitación adjunta la agrega a su calendario.\n\nPara cambiar la hora o cancelar: ${manageUrl}`,
    movedSubject: (when) => `Su visita de estimado se cambió al ${when}`,
    movedText: (name, when, address, manageUrl) =>
      `Hola, ${name}:\n\nSu visita de estimado ahora es el ${when} (hora del Este) en ${address}. La invitación adjunta actualiza su calendario.\n\nPara cambiar la hora o cancelar: ${manageUrl}`,
    cancelledSubject: (when) => `Se canceló su visita de estimado del ${when}`,
    cancelledText: (name, when, bookUrl) =>
      `Hola, ${name}:\n\nSu visita de estimado del ${when} (hora del Este) quedó cancelada.\n\nPara reservar otra hora: ${bookUrl}`,
    reminderSubject: (when) => `Recordatorio: su visita de estimado, ${when}`,
    reminderText: (name, when, address, manageUrl) =>
      `Hola, ${name}:\n\nLe recordamos que nuestro estimador lo visita el ${when} (hora del Este) en ${address}.\n\nPara cambiar la hora o cancelar: ${manageUrl}`,
    eventSummary: (companyName) => `Estimado de ventanas gratis – ${companyName}`,
    eventDescription: (manageUrl) => `Un estimador lo visita para medir sus ventanas y contestarle sus preguntas. Cambiar la hora o cancelar: ${manageUrl}`,
  },
  bookLink: 'Reserve su visita de estimado gratis',
};
