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

/** The reviews beside the quote form, in Spanish. */
export const quoteTestimonials: readonly Testimonial[] = [
  {
    id: 'james-carter',
    quote:
      'Cada vez que llovía se metía agua por dos ventanas de los cuartos. Encontraron la causa, volvieron a sellar todo e hicieron una prueba con manguera para demostrarlo. Ni una gota desde la temporada de huracanes.',
    author: 'James Carter',
    role: 'Propietario, South Miami',
  },
  {
    id: 'ana-martinez',
    quote:
      'La asociación de nuestro condominio tenía reglas estrictas sobre el color y el tinte de las ventanas. Gables Window Care preparó los documentos, nos aprobaron a la primera e instalaron todo sin un solo problema.',
    author: 'Ana Martinez',
    role: 'Propietaria de condominio, Key Biscayne',
  },
  {
    id: 'kevin-osei',
    quote:
      'Después de poner las ventanas Low-E, la cuenta de la luz en el verano bajó bastante y la sala del frente por fin se siente fresca en las tardes. Amables, profesionales y ordenados de principio a fin.',
    author: 'Kevin Osei',
    role: 'Propietario, Coconut Grove',
  },
];
