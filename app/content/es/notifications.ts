import type { CompanyContact } from '../estimates';
import type { UnsubscribeWords } from '../notifications';

// Cómo dejar de recibir los correos automáticos, al pie de cada uno y en la página de su enlace.

export const unsubscribeWordsFor = (company: CompanyContact): UnsubscribeWords => ({
  link: 'Cancelar suscripción',
  footer: `Recibe este correo porque le pidió a ${company.name} una cotización o un servicio. Para dejar de recibir seguimientos, solicitudes de reseña y recordatorios, cancele su suscripción aquí:`,
  page: {
    title: 'Dejar de recibir correos automáticos',
    intro: (email) => `Presione el botón y ${company.name} dejará de enviarle seguimientos, solicitudes de reseña y recordatorios a ${email}.`,
    stillGet: 'Seguirá recibiendo sus recibos, sus cotizaciones y las respuestas a lo que nos pregunte.',
    button: 'Cancelar suscripción',
    doneTitle: 'Listo, canceló su suscripción',
    done: (email) => `No le enviaremos más correos automáticos a ${email}.`,
    changedMind: `¿Cambió de opinión? Llámenos al ${company.phone} o escríbanos a ${company.email}.`,
    invalidTitle: 'Este enlace para cancelar la suscripción no funciona',
    invalid: `Puede que el enlace esté incompleto: copie el enlace completo del correo, o escríbanos a ${company.email} y lo sacamos de la lista.`,
    unavailable: 'No pudimos guardarlo en este momento. Por favor, inténtelo de nuevo en un minuto.',
  },
});
