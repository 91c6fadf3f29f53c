import type { AboutContent } from '../about';

/** The About page in Spanish. */
export const about: AboutContent = {
  eyebrow: 'Quiénes somos',
  heading: (name) => `Conozca a ${name}`,
  intro: (foundedYear) => `Una empresa de Coral Gables que cuida las ventanas del sur de la Florida${foundedYear ? ` desde ${foundedYear}` : ''}.`,
  metaDescription: ({ name, foundedYear }) =>
    `Conozca a ${name}, empresa de ventanas de Coral Gables${foundedYear ? ` desde ${foundedYear}` : ''}: su equipo y sus valores.`,
  highlights: (company) => [
    ...(company.foundedYear ? [{ value: String(company.foundedYear), label: 'Fundada en Coral Gables' }] : []),
    { value: String(company.serviceArea.length), label: `Comunidades de ${company.county} que atendemos` },
  ],
  story: {
    heading: 'Nuestra historia',
    paragraphs: (name, foundedYear) => [
      `${name} nació en Coral Gables${foundedYear ? ` en ${foundedYear}` : ''} con una idea sencilla: los dueños de casa merecen una empresa de ventanas que llegue a tiempo, explique el trabajo con honestidad y lo haga bien desde la primera vez.`,
      'Hoy somos una empresa de ventanas de servicio completo para casas, condominios y negocios de todo Miami-Dade, desde Key Biscayne hasta Kendall. Instalamos y reemplazamos ventanas de eficiencia energética y ventanas de impacto, reparamos y damos mantenimiento a las ventanas que nuestros clientes ya tienen, reemplazamos vidrios y sellamos puertas y ventanas contra la lluvia y la humedad propias de nuestro clima.',
      'Lo que no ha cambiado es nuestra forma de trabajar. Seguimos tomando nosotros mismos las medidas de cada abertura, damos la cotización por escrito antes de empezar, nos encargamos de los permisos y de los trámites con la asociación de propietarios, y dejamos cada casa tan limpia como la encontramos. Hoy buena parte de nuestro trabajo nos llega por recomendación y de clientes que vuelven a llamarnos, y queremos seguir ganándonos esa confianza.',
    ],
  },
  mission: {
    heading: 'Nuestra misión',
    text: 'Nuestra misión es mantener las casas y los negocios del sur de la Florida cómodos, eficientes y protegidos, con un servicio experto de instalación, reparación y cuidado de ventanas, consejos honestos, un trabajo esmerado y respeto por nuestros clientes y su propiedad.',
  },
  values: {
    heading: 'Nuestros valores',
    items: [
      {
        key: 'Quality',
        title: 'Calidad',
        description:
          'Instalamos y reparamos cada ventana según el Código de Construcción de la Florida y las instrucciones del fabricante, usamos materiales hechos para nuestro clima y probamos nuestro trabajo antes de darlo por terminado.',
      },
      {
        key: 'Integrity',
        title: 'Integridad',
        description:
          'Le damos cotizaciones claras por escrito, le recomendamos reparar cuando una reparación es suficiente y le explicamos con franqueza lo que implica cada trabajo. Sin presiones y sin cargos sorpresa.',
      },
      {
        key: 'Customer Satisfaction',
        title: 'Satisfacción del cliente',
        description:
          'Lo escuchamos, lo mantenemos informado desde la primera llamada hasta la revisión final y no damos el trabajo por terminado hasta que usted quede contento con el resultado.',
      },
    ],
  },
  team: {
    heading: 'Conozca a nuestro equipo',
    intro: 'Las personas que contestan su llamada, planifican su proyecto y cuidan sus ventanas.',
  },
  certifications: {
    heading: 'Certificaciones y membresías',
    intro: 'Reconocimientos que nos hemos ganado por la calidad de nuestros productos y de nuestro servicio.',
  },
  credentials: {
    heading: 'Con licencia y seguro',
    licenceLabel: 'Licencia de contratista de la Florida',
  },
  guarantee: { heading: 'Nuestra garantía' },
  cta: {
    heading: 'Hablemos de sus ventanas',
    text: 'Pida una cotización gratis y sin compromiso o comuníquese con nuestra oficina en Coral Gables. Respondemos cada solicitud en menos de un día hábil.',
    primaryCta: { label: 'Pida su cotización gratis', href: '/get-quote' },
    secondaryCta: { label: 'Contáctenos', href: '/contact' },
  },
};
