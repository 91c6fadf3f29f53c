import type { ContactPageContent } from '../contact-page';

/** The contact page in Spanish. */
export const contactPage: ContactPageContent = {
  eyebrow: 'Contáctenos',
  heading: 'Estamos para ayudarle',
  intro:
    '¿Tiene preguntas sobre sus ventanas, una reparación que no puede esperar o un proyecto en mente? Llámenos, escríbanos o visite nuestra oficina en Coral Gables y alguien de nuestro equipo lo ayudará.',
  metaDescription: ({ name, county }) =>
    `Llame, escriba o visite a ${name} en Coral Gables, FL. Vea nuestro horario, la dirección de la oficina y las comunidades de ${county} que atendemos.`,
  methodsHeading: 'Comuníquese con nosotros',
  formHeading: 'Envíenos un mensaje',
  formIntro: '¿Preguntas sobre un proyecto, una cita o un trabajo que ya hicimos? Escríbanos y le respondemos en menos de un día hábil.',
  methodsIntro: 'La forma más rápida de comunicarse es por teléfono en horario de oficina. Los correos se contestan en menos de un día hábil.',
  phone: {
    title: 'Llámenos',
    description: 'Hable con nuestra oficina sobre reparaciones, citas o un proyecto nuevo.',
  },
  email: {
    title: 'Escríbanos',
    description: 'Mándenos fotos o detalles de sus ventanas y le respondemos en menos de un día hábil.',
  },
  quotePrompt: {
    text: '¿Está planeando un proyecto? Pida un estimado gratis y sin compromiso.',
    linkLabel: 'Pedir una cotización gratis',
  },
  hoursHeading: 'Horario de atención',
  location: {
    heading: 'Visite nuestra oficina',
    serviceAreaHeading: 'Zonas que atendemos',
    serviceAreaIntro: (county) => `Todo el condado de ${county}, incluidas:`,
    directionsLabel: 'Cómo llegar',
  },
};
