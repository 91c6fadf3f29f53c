import type { HomeContent, HomeFacts } from '../home';
import { homeServiceIds } from '../service-ids';

/** Las palabras de la página de inicio; el condado, el año de fundación, la garantía y el financiamiento son los del perfil de la empresa, y se dicen solo cuando están. */
export const homeFor = ({ county, foundedYear, guarantee, financing }: HomeFacts): HomeContent => ({
  meta: {
    title: 'Instalación, reparación y reemplazo de ventanas en Coral Gables, FL',
    description: `Instalación, reparación, mantenimiento y reemplazo de ventanas de impacto para casas y negocios de Coral Gables y ${county}${foundedYear ? ` desde ${foundedYear}` : ''}. Cotizaciones gratis.`,
  },
  hero: {
    eyebrow: foundedYear ? `Coral Gables, FL · Desde ${foundedYear}` : 'Coral Gables, FL',
    heading: 'Expertos en ventanas para el clima del sur de la Florida',
    subheading: `Instalamos, reparamos, damos mantenimiento y reemplazamos ventanas listas para huracanes en casas y negocios de Coral Gables y todo ${county}${foundedYear ? ` desde ${foundedYear}` : ''}.`,
    primaryCta: { label: 'Nuestros servicios', href: '/services' },
    secondaryCta: { label: 'Pida su cotización', href: '/get-quote' },
    bookCta: { label: 'Reservar visita', href: '/book' },
    credentials: `Con licencia y seguro · Licencia de la Florida {licence}`,
  },
  servicesPreview: {
    heading: 'Nuestros servicios',
    intro: 'Desde una ventana que se traba hasta un juego completo de ventanas de impacto, nuestro equipo se encarga de cada parte del trabajo con cuidado.',
    serviceIds: homeServiceIds,
    cardLinkLabel: 'Más información',
    allServicesCta: { label: 'Ver todos los servicios', href: '/services' },
  },
  trust: {
    eyebrow: 'Por qué elegirnos',
    heading: 'Un equipo local de confianza',
    intro: `Somos una empresa de Coral Gables y nos hemos ganado la reputación casa por casa, gracias a nuestros vecinos de todo ${county}.`,
    founded: foundedYear
      ? {
          title: `Al servicio del sur de la Florida desde ${foundedYear}`,
          text: 'Años instalando, reparando y cuidando ventanas preparadas para nuestro sol, el salitre y la temporada de huracanes.',
        }
      : undefined,
    guarantee: guarantee ? { title: 'Nuestra garantía', text: guarantee } : undefined,
    licensed: {
      title: 'Con licencia y seguro',
      text: `Contratista general certificado de la Florida, licencia {licence}, que puede verificar en el sitio web del DBPR del estado. Cada miembro de nuestro equipo está cubierto por nuestro seguro de responsabilidad civil y de compensación al trabajador.`,
    },
    certificationsHeading: 'Certificaciones y acreditaciones',
  },
  help: {
    heading: 'Ayuda cuando más la necesita',
    intro: 'Lo que nos preguntan los dueños de casa antes de llamarnos, respondido de una vez.',
    financing: financing ? { title: 'Financiamiento disponible', text: financing } : undefined,
    emergency: {
      title: 'Servicio de emergencia de vidrios',
      text: '¿Una ventana rota por una tormenta o un robo? Llámenos: aseguramos la abertura y cambiamos el vidrio por uno laminado o de impacto cuando el código lo exige.',
    },
    windMitigation: {
      title: 'Descuento del seguro por mitigación de viento',
      text: 'Muchas aseguradoras de la Florida bajan la prima contra huracanes cuando las aberturas son de impacto. Le damos los documentos de aprobación del producto que pide la inspección de mitigación de viento.',
    },
  },
  testimonials: {
    eyebrow: 'Opiniones de clientes',
    heading: 'Lo que dicen nuestros clientes',
    intro: `Dueños de casa, propietarios de condominios y administradores de edificios de todo ${county} nos confían sus ventanas.`,
  },
  closingCta: {
    heading: '¿Está listo para tener ventanas en las que pueda confiar?',
    text: 'Cuéntenos sobre su proyecto y le enviaremos una cotización gratis y sin compromiso. ¿Prefiere hablar con nosotros? Llámenos en horario de oficina.',
    callLabel: 'O llámenos al',
    primaryCta: { label: 'Pida su cotización gratis', href: '/get-quote' },
    secondaryCta: { label: 'Contáctenos', href: '/contact' },
  },
});
