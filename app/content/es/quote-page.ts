import type { QuotePageContent } from '../quote-page';

const emailSubject = 'Solicitud de cotización gratis';
const emailBody = [
  'Nombre:',
  'Teléfono:',
  'Dirección de la propiedad:',
  'Tipo de proyecto (instalación, reemplazo, reparación, vidrios, sellado, otro):',
  'Número de ventanas:',
  'Descripción del proyecto:',
  'Mejor hora para llamarme:',
  '',
].join('\n');

/** The quote page in Spanish. */
export const quotePage: QuotePageContent = {
  eyebrow: 'Estimados gratis y sin compromiso',
  heading: 'Pida su cotización gratis',
  intro:
    'Cuéntenos sobre sus ventanas y su proyecto. Alguien de nuestro equipo revisará los detalles, lo contactará en menos de un día hábil y, si hace falta, coordinará una visita gratis para medir y revisar. No le cuesta nada y no tiene ningún compromiso.',
  metaDescription:
    'Pida una cotización gratis de ventanas en Coral Gables y todo Miami-Dade. Precios por ventana por escrito, respuesta en menos de un día hábil y sin compromiso.',
  callLabel: (phone) => `Llame al ${phone}`,
  emailLabel: 'Envíenos los detalles',
  emailHref: (email) => `mailto:${email}?subject=${encodeURIComponent(emailSubject)}&body=${encodeURIComponent(emailBody)}`,
  formHeading: 'Pida su cotización gratis',
  formIntro: 'Cuéntenos sobre su propiedad y su proyecto. Le toma unos dos minutos y no tiene ningún compromiso.',
  stepsHeading: 'Cómo sigue el proceso',
  stepsIntro: 'Pedir una cotización es fácil, y nunca queda comprometido a nada.',
  steps: [
    {
      title: 'Cuéntenos sobre su proyecto',
      description: 'Llámenos o escríbanos con la dirección de la propiedad, las ventanas y lo que le gustaría hacer. Si tiene fotos, nos ayudan mucho.',
    },
    {
      title: 'Le respondemos en menos de un día hábil',
      description: 'Alguien de nuestro equipo revisa su solicitud, le contesta las preguntas y, si hace falta, agenda una visita gratis para medir y revisar.',
    },
    {
      title: 'Recibe una cotización por escrito',
      description: 'Precios claros por ventana, por escrito y válidos por 30 días, para que compare opciones y decida con calma.',
    },
    {
      title: 'Agendamos el trabajo',
      description: 'Cuando usted lo aprueba, nos encargamos de los permisos y los trámites con la asociación, y reservamos la fecha que mejor le quede.',
    },
  ],
  reasonsHeading: (name) => `Por qué elegir ${name}`,
  reasons: ({ foundedYear, guarantee }) => [
    {
      title: foundedYear ? `Experiencia local desde ${foundedYear}` : 'Experiencia local',
      description:
        'Nuestros equipos trabajan en Coral Gables y en todo Miami-Dade todos los días. Conocemos los códigos locales, las asociaciones de propietarios y lo que el salitre, el sol y la humedad les hacen a las ventanas.',
    },
    {
      title: 'Preparados para la temporada de huracanes',
      description:
        'Instalamos ventanas de impacto con aprobación de producto de Miami-Dade y nos aseguramos de que cada abertura quede anclada, sellada contra agua y viento según el Código de Construcción de la Florida.',
    },
    {
      title: 'Precios claros y por escrito',
      description: 'Recibe una cotización por escrito con el precio de cada ventana antes de empezar, y nunca cobramos nada extra sin su aprobación.',
    },
    {
      title: 'Permisos y trámites resueltos',
      description:
        'Preparamos las solicitudes de permiso, coordinamos las inspecciones y le damos los documentos que su asociación de propietarios o de condominio necesita para aprobar el trabajo.',
    },
    ...(guarantee ? [{ title: 'Nuestra garantía', description: guarantee }] : []),
  ],
  contactHeading: '¿Prefiere hablar con alguien?',
  contactIntro: 'Llame a nuestra oficina en Coral Gables o mándenos un correo. Lo atiende una persona de verdad.',
  testimonialsHeading: 'Lo que dicen nuestros clientes',
};
