import type { CrewInvitationWords, CrewPageWords, InstallEmailWords } from '../crew';

// Lo mismo que app/content/crew.ts, en el español de Miami.

export const crewPage: CrewPageWords = {
  metaTitle: 'Mis visitas',
  heading: 'Mis visitas',
  intro: (first) => `Hola, ${first}. Sus visitas de instalación de hoy y mañana, en orden.`,
  today: (day) => `Hoy, ${day}`,
  tomorrow: (day) => `Mañana, ${day}`,
  noVisits: 'No hay visitas.',
  time: (range) => range,
  withCrew: (names) => `Equipo: ${names}`,
  openMap: 'Abrir en Mapas',
  call: (name) => `Llamar a ${name}`,
  notes: 'Notas',
  checklist: 'Lista de control',
  defaultChecklist: [
    'Proteger pisos y muebles cerca de cada abertura',
    'Comprobar la medida de cada abertura con la orden',
    'Anclar, sellar y calafatear cada ventana según la aprobación del producto',
    'Abrir, cerrar y trancar cada ventana con el cliente',
    'Limpiar y tomar fotos del trabajo terminado',
  ],
  onMyWay: 'Voy en camino',
  onMyWaySent: (time) => `Se le avisó al cliente que usted va en camino (${time}).`,
  onMyWayAgain: 'Avisar de nuevo',
  photos: 'Fotos',
  photosLabel: 'Tome o elija fotos',
  photosHint: 'Hasta 8 fotos de 15 MB cada una. Se guardan con el trabajo.',
  uploadPhotos: 'Subir fotos',
  photosSaved: (count) => (count === 1 ? 'Se guardó 1 foto.' : `Se guardaron ${count} fotos.`),
  noPhotosChosen: 'Primero elija al menos una foto.',
  photoAlt: (position) => `Foto del trabajo ${position}`,
  done: 'Trabajo terminado',
  doneHint: 'Muéstrele el trabajo al cliente y pídale que escriba su nombre aquí.',
  customerName: 'Nombre del cliente, como lo escriba',
  consent: 'El cliente revisó el trabajo y está de acuerdo en que está terminado',
  markDone: 'Marcar el trabajo como terminado',
  doneBy: (name, time) => `Terminado: aprobado por ${name} a las ${time}.`,
  doneSaved: 'Marcado como terminado. ¡Gracias!',
  errors: {
    customerName: 'Escriba el nombre del cliente.',
    consent: 'El cliente tiene que estar de acuerdo en que el trabajo está terminado: marque la casilla.',
    notYours: 'Esta visita no está en su agenda.',
    cancelled: 'Esta visita se canceló.',
    unreadable: 'No se pudo leer el formulario. Inténtelo de nuevo.',
    stage: 'No se pudo pasar el trabajo a la siguiente etapa; llame a la oficina.',
  },
  languageLink: 'View in English',
};

export const installEmails: InstallEmailWords = {
  eventSummary: (company) => `Instalación de ventanas – ${company}`,
  eventDescription: (company, phone) => `${company} instala sus ventanas. Preguntas o cambios: ${phone}.`,
  greeting: (first) => (first ? `Hola, ${first}:` : 'Hola:'),
  scheduledSubject: (when) => `Su instalación está programada: ${when}`,
  scheduledText: (when, location) =>
    `La instalación de sus ventanas está programada para el ${when}, en ${location}. La invitación adjunta la agrega a su calendario.`,
  movedSubject: (when) => `Su instalación se cambió al ${when}`,
  movedText: (when, location) =>
    `Cambiamos la fecha de la instalación de sus ventanas. Ahora es el ${when}, en ${location}. La invitación adjunta actualiza su calendario.`,
  cancelledSubject: (when) => `Instalación cancelada: ${when}`,
  cancelledText: (when) => `Se canceló la visita de instalación del ${when}. Le llamaremos para fijar una nueva fecha.`,
  reminderSubject: (when) => `Recordatorio: su instalación es el ${when}`,
  reminderText: (when, location) =>
    `Le recordamos que nuestro equipo va a instalar sus ventanas el ${when}, en ${location}. Por favor, deje libre el paso hasta las ventanas y mantenga las mascotas adentro.`,
  onMyWaySubject: (crew, company) => `${crew}, de ${company}, va en camino`,
  onMyWayText: (crew, location) => `${crew}, de nuestro equipo, va en camino a ${location} y llegará pronto.`,
  onMyWaySms: (crew, company) => `${company}: ${crew}, de nuestro equipo, va en camino a su casa y llegará pronto. Responda STOP para no recibir más mensajes.`,
  questions: (phone) => `¿Preguntas? Llámenos al ${phone}.`,
  addToGoogle: (url) => `Agréguela a Google Calendar: ${url}`,
};

export const crewInvitation: CrewInvitationWords = {
  subject: (company) => `Lo agregaron al equipo de ${company}`,
  greeting: (first) => (first ? `Hola, ${first}:` : 'Hola:'),
  lead: (company) => `${company} lo agregó como instalador. Elija una contraseña para ver en su teléfono sus visitas de hoy y mañana.`,
  action: 'Elegir mi contraseña',
  after: (days) => `El enlace sirve una sola vez, durante ${days} días. Después, inicie sesión con este correo electrónico.`,
  copyLink: (url) => `Si el botón no funciona, copie esta dirección en su navegador:\n${url}`,
};
