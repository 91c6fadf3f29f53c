import type { Testimonial } from '../testimonials';

/** The home page's reviews, translated from English for Spanish-speaking visitors. */
export const homeTestimonials: readonly Testimonial[] = [
  {
    id: 'maria-gonzalez',
    quote:
      'Cambiaron todas las ventanas de nuestra casa de los años 40 en Coral Gables por ventanas de impacto y se encargaron del permiso y de los trámites de la revisión histórica. El equipo cuidó nuestros pisos y terminó en dos días.',
    author: 'Maria Gonzalez',
    role: 'Propietaria, Coral Gables',
  },
  {
    id: 'david-thompson',
    quote:
      'Nuestras puertas corredizas se trababan desde hacía años. Su técnico cambió las ruedas y limpió los rieles en una sola visita, y el precio fue exactamente el que nos dieron por teléfono.',
    author: 'David Thompson',
    role: 'Propietario, Pinecrest',
  },
  {
    id: 'sandra-reyes',
    quote:
      'Administramos tres edificios y contamos con ellos para el reemplazo de vidrios y el mantenimiento anual. Llegan cuando dicen que van a llegar, y sus informes nos facilitan el presupuesto de reparaciones.',
    author: 'Sandra Reyes',
    role: 'Administradora de propiedades, Brickell',
  },
];
