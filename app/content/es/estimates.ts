import { describePhoto } from './photos';
import type {
  CompanyContact,
  EstimateEmailWords,
  EstimateErrorWords,
  EstimatePageWords,
  EstimatePageWordSet,
  EstimatePdfWords,
  EstimateWords,
  ExpiredEstimatePageWords,
  MissingEstimatePageWords,
  OrderEmailWords,
} from '../estimates';
import { orderStatusNames } from './order-statuses';

/** "Opción A" in the middle of a sentence: "la opción A". */
const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

// La cotización que el cliente abre desde nuestro correo, sus formularios y mensajes, los correos
// de la cotización y de la orden de trabajo, y el PDF firmado, en español.

export const estimateTerms: readonly string[] = [
  'Los precios están en dólares estadounidenses e incluyen materiales, mano de obra y limpieza del trabajo que se detalla en la opción que elija. Lo que no está detallado no está incluido.',
  'La cotización se puede aprobar hasta el final del día de su fecha de validez (hora del Este). Después de esa fecha, los precios pueden cambiar y le prepararemos una cotización nueva.',
  'Al aprobarla, se abre una orden de trabajo. Lo llamaremos para coordinar el trabajo; las medidas se confirman en el lugar antes de encargar cualquier producto.',
  'El pago se realiza al terminar el trabajo, salvo que acordemos otra cosa por escrito.',
  'Para cancelar o cambiar la fecha del trabajo, avísenos con al menos 24 horas de anticipación.',
];

export const estimatePageFor = (company: CompanyContact): EstimatePageWords => ({
  metaTitle: 'Su cotización',
  metaDescription: `Su cotización de ${company.name}.`,
  eyebrow: 'Su cotización',
  heading: (firstName) => `Hola, ${firstName}: esta es su cotización`,
  intro: 'Elija la opción que más le convenga y apruébela más abajo. No necesita una cuenta para hacerlo.',
  preparedFor: 'Preparada para',
  property: 'Propiedad',
  validUntil: 'Válida hasta',
  estimateNumber: 'Número de cotización',
  licence: 'Licencia de contratista de la Florida',
  messageHeading: 'Unas palabras de nuestro equipo',
  optionsHeading: 'Sus opciones',
  recommended: 'Recomendada',
  optionLabel: (letter) => `Opción ${letter}`,
  columns: { description: 'Descripción', quantity: 'Cant.', unitPrice: 'Precio unitario', amount: 'Monto' },
  total: 'Total',
  photosHeading: 'Fotos',
  photo: describePhoto,
  termsHeading: 'Condiciones',
  approveHeading: 'Aprobar esta cotización',
  approveIntro: 'Elija una opción, acepte firmar electrónicamente, escriba su nombre completo y acepte las condiciones. Su nombre escrito es su firma.',
  chooseOption: 'Elija una opción',
  fullName: 'Su nombre completo',
  acceptTerms: 'He leído y acepto las condiciones anteriores',
  esign: {
    heading: 'Consentimiento para firmar electrónicamente',
    paragraphs: [
      'Al marcar la casilla de abajo, usted acepta firmar esta cotización electrónicamente y recibirla, junto con los documentos de su pedido, de forma electrónica: en esta página y por correo electrónico. Su nombre escrito será su firma y vale lo mismo que una firma en papel.',
      `Puede pedir una copia en papel de cualquiera de ellos sin costo: llámenos al ${company.phone} o escríbanos a ${company.email}.`,
      'Puede retirar este consentimiento cuando quiera avisándonos al mismo número o correo; desde entonces le enviaremos los documentos en papel. Retirarlo no anula lo que ya se firmó.',
      'Para leer y guardar estos documentos necesita un teléfono o computadora con un navegador actualizado, una cuenta de correo electrónico y un programa que abra archivos PDF (casi todos los equipos lo tienen).',
    ],
    checkbox: 'Acepto usar firmas electrónicas y recibir estos documentos de forma electrónica',
  },
  approveButton: 'Aprobar y firmar',
  approving: 'Aprobando...',
  declineHeading: '¿No es lo que busca?',
  declineIntro: 'Avísenos y, si quiere, cuéntenos por qué: nos ayuda a mejorar.',
  declineReason: 'Motivo',
  optional: '(opcional)',
  declineButton: 'Rechazar esta cotización',
  declining: 'Enviando...',
  approvedHeading: '¡Gracias! Su cotización quedó aprobada.',
  approvedText: (option, name, when) =>
    `La ${lowerFirst(option)} fue aprobada y firmada por ${name} el ${when}. Le enviamos una copia en PDF por correo electrónico y lo llamaremos para coordinar el trabajo.`,
  approvedAccount: 'Inicie sesión en su cuenta con este correo electrónico para seguir su trabajo.',
  declinedHeading: 'Usted rechazó esta cotización',
  declinedText: 'Gracias por avisarnos. Si cambia de opinión o prefiere otra opción, llámenos y le preparamos una cotización nueva.',
  signatureHeading: 'Firma',
  signedBy: 'Firmado por',
  signedAt: 'Firmado el',
  fingerprint: 'Código de verificación del documento (SHA-256)',
  questions: `¿Tiene preguntas? Llámenos al ${company.phone} o escríbanos a ${company.email}.`,
  unavailable: 'No pudimos mostrar esta cotización en este momento. Por favor, vuelva a intentarlo en un rato.',
});

export const estimateErrors: EstimateErrorWords = {
  chooseOption: 'Elija una de las opciones',
  fullName: 'Escriba su nombre completo para firmar',
  fullNameLength: 'Su nombre no puede pasar de 120 caracteres',
  fullNameCharacters: (characters) =>
    `El PDF firmado no puede imprimir estos caracteres de su nombre: ${characters}. Escriba su nombre en letras latinas, como aparece en su identificación.`,
  acceptTerms: 'Marque la casilla para aceptar las condiciones',
  esignConsent: 'Marque la casilla para aceptar firmar electrónicamente',
  reasonLength: 'El motivo no puede pasar de 2000 caracteres',
  changed: 'Esta cotización cambió desde que la abrió. Por favor, revísela de nuevo antes de aprobarla.',
  alreadyDecided: 'Esta cotización ya fue respondida.',
  alreadyApproved: 'Esta cotización ya fue aprobada: su pedido ya está hecho. No tiene que hacer nada más.',
  expired: 'Esta cotización venció y ya no se puede aprobar.',
  notFound: 'No encontramos esta cotización.',
  unavailable: 'No pudimos registrar su respuesta en este momento. Por favor, vuelva a intentarlo en un rato.',
  unclearAnswer: 'No pudimos saber si quería aprobar o rechazar, así que no registramos nada. Vuelva a pulsar «Aprobar y firmar» o «Rechazar esta cotización».',
};

export const expiredEstimatePageFor = (company: CompanyContact): ExpiredEstimatePageWords => ({
  title: 'Esta cotización venció',
  text: (validUntil) =>
    `La cotización de este enlace era válida hasta el ${validUntil}. Los precios pueden haber cambiado desde entonces, así que ya no se puede aprobar.`,
  action: `Llámenos al ${company.phone} o escríbanos a ${company.email} y con gusto le preparamos una cotización nueva.`,
});

export const missingEstimatePage: MissingEstimatePageWords = {
  title: 'No encontramos la cotización',
  text: 'Este enlace no lleva a ninguna cotización. Revise que haya copiado el enlace completo de nuestro correo, o pídanos que se lo enviemos de nuevo.',
};

export const signOffFor = (company: CompanyContact) =>
  `El equipo de ${company.name}\n${company.phone} · ${company.email}${company.licenceNumber ? `\nLicencia de contratista de la Florida ${company.licenceNumber}` : ''}`;

export const estimateEmailsFor = (company: CompanyContact): EstimateEmailWords => ({
  signOff: signOffFor(company),
  sent: {
    subject: `Su cotización de ${company.name}`,
    greeting: (firstName) => `Hola, ${firstName}:`,
    lead: (options) => `Gracias por pedirnos una cotización. Ya está lista, con ${options === 1 ? 'una opción' : `${options} opciones`} para elegir.`,
    validUntil: (date) => `Puede aprobarla en línea hasta el ${date}. No necesita una cuenta.`,
    action: 'Ver y aprobar su cotización',
    fallback: (url) => `Si el botón no funciona, copie esta dirección en su navegador:\n${url}`,
    privacy: 'Este enlace es solo para usted: por favor, no lo reenvíe.',
  },
  approved: {
    subject: `Su cotización firmada de ${company.name}`,
    greeting: (firstName) => `¡Gracias, ${firstName}!`,
    lead: (option, total) => `Usted aprobó la ${lowerFirst(option)} por ${total}. Le adjuntamos su cotización firmada en PDF.`,
    next: 'Lo llamaremos en menos de un día hábil para coordinar el trabajo. El enlace de abajo le abre su trabajo y su cotización firmada cuando quiera, sin necesidad de crear una cuenta.',
    action: 'Ver su trabajo',
  },
});

export const orderEmailsFor = (company: CompanyContact): OrderEmailWords => ({
  signOff: signOffFor(company),
  statusNames: orderStatusNames,
  statusChanged: {
    subject: (status) => `Su trabajo con ${company.name} ahora está ${status.toLowerCase()}`,
    greeting: (firstName) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
    lead: (service, status) => `Su trabajo (${service}) ahora está ${status.toLowerCase()}.`,
    byStatus: {
      pending: 'Recibimos su orden de trabajo y nos comunicaremos con usted para coordinar el trabajo.',
      'in-progress': 'Nuestro equipo ya empezó el trabajo. Le avisaremos cuando esté terminado.',
      completed: 'El trabajo está terminado. ¡Gracias por elegirnos!',
      cancelled: 'Su trabajo fue cancelado. Si no lo esperaba, por favor llámenos.',
    },
    action: 'Ver su trabajo',
  },
});

export const estimatePdf: EstimatePdfWords = {
  title: 'Cotización firmada',
  customer: 'Cliente',
  property: 'Propiedad',
  estimateNumber: 'Número de cotización',
  validUntil: 'Válida hasta',
  chosen: 'Opción aprobada',
  signatureHeading: 'Firma',
  signedBy: 'Firmado por (nombre escrito)',
  signedAt: 'Fecha y hora de la firma',
  ipAddress: 'Dirección IP',
  browser: 'Navegador',
  fingerprint: 'SHA-256 de la cotización tal como se mostró',
  fingerprintNote:
    'La huella digital se calcula sobre el contenido exacto que se le mostró al cliente (opciones, precios, mensaje y condiciones); cualquier cambio en ese contenido la cambia.',
  certificate: {
    heading: 'Certificado de firma',
    intro: (estimateNumber) =>
      `La evidencia de la firma electrónica de la cotización ${estimateNumber}, según nuestros registros. Las horas se indican en hora del Este y en UTC.`,
    signerHeading: 'Firmante',
    signer: 'Nombre escrito',
    email: 'Correo electrónico',
    consent: 'Consentimiento',
    consentGiven: (version) => `Aceptó firmar y recibir documentos electrónicamente (aviso ESIGN, versión ${version})`,
    eventsHeading: 'Eventos',
    eventNames: {
      sent: 'Cotización enviada por correo electrónico',
      opened: 'Cotización abierta',
      consented: 'Consentimiento para firmar electrónicamente',
      signed: 'Cotización firmada',
      sealed: 'Documento sellado con nuestra firma digital',
      downloaded: 'Documento firmado descargado',
    },
    openedTimes: (count, first, last) => `${count} veces ese día (una por navegador): la primera ${first}, la última ${last}`,
    hashesHeading: 'Huellas digitales',
    documentSha256: 'SHA-256 de la cotización tal como se mostró',
    chainHead: 'Cabeza del registro de auditoría (SHA-256 de su último evento)',
    verifyHeading: 'Cómo verificar este documento',
    verifyText: (url) =>
      `Este archivo lleva nuestra firma digital sobre cada byte. Súbalo en ${url} para ver si lo firmamos nosotros y si ha cambiado desde entonces; el panel de firmas de un lector de PDF muestra lo mismo. Cada evento de arriba se guarda en un registro de auditoría encadenado por hashes, en el que ninguna entrada puede cambiarse ni borrarse sin romper la cadena.`,
  },
};

export const estimatePageWordsFor = (company: CompanyContact): EstimatePageWordSet => ({
  page: estimatePageFor(company),
  errors: estimateErrors,
  expiredPage: expiredEstimatePageFor(company),
  missingPage: missingEstimatePage,
});

export const estimateWordsFor = (company: CompanyContact): EstimateWords => ({
  ...estimatePageWordsFor(company),
  terms: estimateTerms,
  firstMessage: (projectType, firstName) =>
    `Gracias por la oportunidad de cotizar su proyecto${projectType === 'Otro' ? '' : ` de ${projectType.toLowerCase()}`}, ${firstName}. Estas son las opciones que le proponemos.`,
  orderDescription: (option, title, estimateNumber) => `${option}: ${title} (cotización ${estimateNumber})`,
  emails: estimateEmailsFor(company),
  orderEmails: orderEmailsFor(company),
  pdf: estimatePdf,
});
