import type { BookingWords } from '../booking';
import { bookLink } from './book-link';

/** 'la 1:00 p. m.', 'las 9:00 a. m.': one o'clock is singular. */
const laHora = (time: string) => `${/^1:/.test(time) ? 'la' : 'las'} ${time}`;

// Reservar la visita de estimado gratis, en español (/es/book, el enlace para gestionarla, los correos).

export const bookingWords: BookingWords = {
  metaTitle: 'Reserve su visita de estimado gratis',
  metaDescription: (companyName) => `Elija el día y la hora de un estimado gratis en su casa con ${companyName}. Las horas son de la hora del Este.`,
  heading: 'Reserve su visita de estimado gratis',
  intro: 'Escoja un día y luego una hora. Un estimador va a su casa, mide sus ventanas y le contesta sus preguntas. No cuesta nada.',
  visitLength: (minutes) => `Esta visita toma unos ${minutes} minutos.`,
  visitLengths: (usual, longer) => `La visita toma unos ${usual} minutos; ${longer} minutos si son ventanas nuevas o de reemplazo.`,
  noEstimator: {
    heading: 'Todavía no se puede reservar en línea',
    text: 'Estamos preparando el calendario de nuestros estimadores. Llámenos y le reservamos la visita de estimado gratis por teléfono.',
    call: (phone) => `Llame al ${phone}`,
  },
  timeZoneNote: 'Todos los horarios están en hora del Este (Miami).',
  zipLabel: 'Código postal de la casa',
  zipHint: 'Revisamos que damos servicio en su zona antes de mostrarle las horas.',
  showTimes: 'Ver las horas disponibles',
  daysHeading: 'Escoja un día',
  timesHeading: (day) => `Horarios disponibles el ${day}`,
  timeGroups: { morning: 'Mañana', afternoon: 'Tarde' },
  fullyBooked: 'Sin horas libres',
  noDays: 'No hay horas libres en las próximas dos semanas. Llámenos y le buscamos una.',
  chooseDay: (day) => `Ver las horas del ${day}`,
  chooseTime: (time, day) => `Reservar el ${day} a ${laHora(time)}`,
  outsideArea: {
    heading: 'Puede que no lleguemos a su zona',
    text: (zip) => `El código postal ${zip} está fuera de la zona que reservamos en línea. Llámenos y le decimos si podemos ir.`,
    call: (phone) => `Llame al ${phone}`,
  },
  held: (day, time, minutes) => `Le guardamos el ${day} a ${laHora(time)} durante ${minutes} minutos mientras confirma.`,
  holdExpired: 'Ya no le estamos guardando esa hora. Si sigue libre, es suya cuando confirme.',
  detailsHeading: 'Sus datos',
  fields: { name: 'Nombre completo', email: 'Correo electrónico', phone: 'Teléfono', address: 'Dirección', zipCode: 'Código postal' },
  confirm: 'Confirmar la visita',
  chooseAnother: 'Escoger otra hora',
  taken: 'Lo sentimos, alguien reservó esa hora mientras usted escogía.',
  nextFree: 'Las próximas horas libres:',
  tooMany: (wait) => `Demasiadas reservas desde esta conexión. Vuelva a intentarlo en ${wait}, o llámenos.`,
  tooManyForEmail: (wait) => `Demasiadas reservas para este correo. Vuelva a intentarlo en ${wait}, o llámenos.`,
  tooManyToday: (wait) => `Por ahora no estamos tomando más reservas en línea. Vuelva a intentarlo en ${wait}, o llámenos.`,
  tooManyChanges: (wait) => `Esta visita se cambió demasiadas veces. Vuelva a intentarlo en ${wait}, o llámenos.`,
  cookiesNeeded: 'Para guardarle una hora, su navegador tiene que aceptar las cookies de este sitio. Permítalas y escoja la hora otra vez.',
  confirmNote: 'Después le mandamos un enlace por correo: la visita queda reservada cuando lo abra y la confirme.',
  pending: {
    heading: 'Revise su correo para confirmar la visita',
    text: (email, deadline) =>
      `Le mandamos un enlace a ${email}. Ábralo y confirme antes del ${deadline} (hora del Este); si no, la hora queda libre para otra persona.`,
    spam: '¿No le llegó nada? Revise la carpeta de correo no deseado, o llámenos.',
  },
  confirmPage: {
    heading: 'Confirme su visita de estimado',
    text: (when, address) => `${when} (hora del Este) en ${address}.`,
    button: 'Sí, confirmar mi visita',
    expired: 'Esta reserva no se confirmó a tiempo, así que la hora quedó libre. Reserve otra vez, por favor.',
    already: 'Esta visita ya está confirmada. El correo que le mandamos tiene el enlace para cambiar la hora o cancelarla.',
    notFound: 'Este enlace no corresponde a ninguna reserva. Revise el enlace de su correo, o llámenos.',
  },
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
    bookAnother: 'Reservar otra hora',
    reschedule: 'Escoja una hora nueva',
    cancel: 'Cancelar la visita',
    cancelDone: 'Su visita está cancelada. La hora queda libre para otra persona.',
    moved: (when) => `Su visita se cambió al ${when} (hora del Este).`,
    notFound: 'Este enlace no corresponde a ninguna visita. Revise el enlace de su correo, o llámenos.',
    begun: 'Esta visita ya empezó, así que ya no se puede cambiar ni cancelar en línea. Llámenos, por favor.',
    confirmFirst: 'Primero confirme la visita desde su correo; después puede escoger otra hora aquí.',
  },
  errors: {
    name: 'Escriba su nombre completo.',
    email: 'Escriba un correo como nombre@ejemplo.com.',
    phone: 'Escriba un teléfono de por lo menos 10 dígitos.',
    address: 'Escriba la dirección de la casa.',
    zipCode: 'Escriba un código postal de 5 dígitos.',
    start: 'Escoja una de las horas que le ofrecemos.',
    window: (lastDay) => `Escoja una hora de hoy al ${lastDay}.`,
    request: 'Este enlace de reserva no es válido. Abra otra vez el enlace de su correo, por favor.',
    quoteRequestId: 'Mande la referencia firmada de la solicitud como "request" (la que trae su correo de confirmación), no su id.',
    form: 'Corrija los campos marcados abajo.',
  },
  email: {
    greeting: (firstName) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
    confirm: {
      subject: (when) => `Confirme su visita de estimado gratis: ${when}`,
      lead: (when, address) => `Confirme, por favor, su visita de estimado gratis del ${when} (hora del Este) en ${address}.`,
      action: 'Confirmar mi visita',
      after: (deadline) =>
        `Le guardamos la hora hasta el ${deadline}. Si usted no pidió esta visita, ignore este correo: no se reserva nada hasta que usted la confirme.`,
    },
    booked: {
      subject: (when) => `Su visita de estimado gratis: ${when}`,
      lead: (when, address) =>
        `Su visita de estimado gratis quedó reservada para el ${when} (hora del Este) en ${address}. Use la invitación adjunta para agregarla a su calendario.`,
    },
    moved: {
      subject: (when) => `Su visita de estimado se cambió al ${when}`,
      lead: (when, address) => `Su visita de estimado ahora es el ${when} (hora del Este) en ${address}. La invitación adjunta actualiza su calendario.`,
    },
    cancelled: {
      subject: (when) => `Se canceló su visita de estimado del ${when}`,
      lead: (when) => `Su visita de estimado del ${when} (hora del Este) quedó cancelada.`,
      action: 'Reservar otra hora',
    },
    reminder: {
      subject: (when) => `Recordatorio: su visita de estimado, ${when}`,
      lead: (when, address) => `Le recordamos que nuestro estimador lo visita el ${when} (hora del Este) en ${address}.`,
    },
    manage: 'Cambiar la hora o cancelar',
    eventSummary: (companyName) => `Estimado de ventanas gratis – ${companyName}`,
    addToGoogle: 'Agregar a Google Calendar',
    eventDescription: (manageUrl) => `Un estimador lo visita para medir sus ventanas y contestarle sus preguntas. Cambiar la hora o cancelar: ${manageUrl}`,
  },
  bookLink,
};
