import type { VerifyPageWords } from '../verify';
import type { CompanyContact } from '../estimates';

// The page where anyone checks a signed estimate, in Spanish (/es/verify).

const contactOf = (company: CompanyContact) => `llámenos al ${company.phone} o escríbanos a ${company.email}`;

/** The page's words, naming the company as the company profile has it (its name, phone and email). */
export const verifyPageFor = (company: CompanyContact): VerifyPageWords => ({
  metaTitle: 'Verificar una cotización firmada',
  metaDescription: `Compruebe que el PDF de una cotización firmada viene de ${company.name} y no ha cambiado desde que se firmó. No necesita cuenta; el archivo no se guarda.`,
  heading: 'Verificar una cotización firmada',
  intro:
    'Suba el PDF de una cotización que firmó con nosotros. Revisamos su firma digital y su huella digital, y le decimos si la firmamos nosotros y si ha cambiado desde entonces.',
  privacy: 'No necesita cuenta. El archivo se revisa en memoria y no se guarda.',
  fileLabel: (megabytes) => `Archivo PDF (hasta ${megabytes} MB)`,
  submit: 'Verificar el documento',
  checking: 'Verificando…',
  verified: {
    heading: 'Es un documento firmado por nosotros y no ha cambiado',
    estimate: (estimateNumber, signer, when) => `Cotización ${estimateNumber}, firmada por ${signer} el ${when}.`,
    sealed: (when) => `Nuestra firma digital se aplicó el ${when} y cubre todo el archivo.`,
    timestamped: (when, authority) =>
      `El servicio de sellado de tiempo “${authority}” confirma, con su propia firma digital, que nuestra firma existía el ${when}.`,
    timestampUnconfirmed:
      'El archivo también trae un sello de tiempo que ninguna firma de un servicio de sellado de tiempo respalda, así que no podemos confirmar su fecha.',
    trailIntact: 'El registro de auditoría de la cotización está intacto.',
    trailBroken: `El registro de auditoría de la cotización en nuestros archivos no cuadra: por favor, ${contactOf(company)}.`,
    unrecorded: 'La firma es nuestra y el archivo no ha cambiado, pero no está entre las cotizaciones de nuestros registros.',
  },
  changed: {
    heading: 'Este documento cambió después de que lo firmamos',
    text: `Lleva nuestra firma, pero su contenido ya no es el que firmamos. Para obtener el original, ${contactOf(company)}.`,
  },
  foreign: {
    heading: 'Este no es un documento firmado por nosotros',
    text: `No lleva ninguna firma válida nuestra. Todas nuestras cotizaciones firmadas llevan nuestra firma digital; si esperaba una, ${contactOf(company)}.`,
  },
  errors: {
    missingFile: 'Elija un archivo PDF para verificar.',
    oneFile: 'Elija un solo archivo PDF a la vez.',
    tooLarge: (megabytes) => `El archivo pesa más de ${megabytes} MB; ninguna de nuestras cotizaciones firmadas es tan grande.`,
    busy: 'Se están verificando muchos documentos en este momento. Inténtelo de nuevo en un momento.',
    tooMany: (seconds) => `Ha verificado muchos documentos en poco tiempo. Inténtelo de nuevo en ${Math.ceil(seconds / 60)} minuto(s).`,
  },
});
