import { type Testimonial, testimonials } from '../testimonials';

/** A review in Spanish: its words and the reviewer's role translated; who, where, stars and date as posted. */
function translated(id: string, words: Pick<Testimonial, 'quote' | 'role'>): Testimonial {
  const original = testimonials.find((entry) => entry.id === id);
  if (!original) throw new Error(`Unknown testimonial id: ${id}`);
  return { ...original, ...words };
}

/** The home page's reviews, translated from English for Spanish-speaking visitors. */
export const homeTestimonials: readonly Testimonial[] = [
  translated('maria-gonzalez', {
    quote:
      'Cambiaron todas las ventanas de nuestra casa de los años 40 en Coral Gables por ventanas de impacto y se encargaron del permiso y de los trámites de la revisión histórica. El equipo cuidó nuestros pisos y terminó en dos días.',
    role: 'Propietaria, Coral Gables',
  }),
  translated('david-thompson', {
    quote:
      'Nuestras puertas corredizas se trababan desde hacía años. Su técnico cambió las ruedas y limpió los rieles en una sola visita, y el precio fue exactamente el que nos dieron por teléfono.',
    role: 'Propietario, Pinecrest',
  }),
  translated('sandra-reyes', {
    quote:
      'Administramos tres edificios y contamos con ellos para el reemplazo de vidrios y el mantenimiento anual. Llegan cuando dicen que van a llegar, y sus informes nos facilitan el presupuesto de reparaciones.',
    role: 'Administradora de propiedades, Brickell',
  }),
];

/** The reviews beside the quote form, in Spanish. */
export const quoteTestimonials: readonly Testimonial[] = [
  translated('james-carter', {
    quote:
      'Cada vez que llovía se metía agua por dos ventanas de los cuartos. Encontraron la causa, volvieron a sellar todo e hicieron una prueba con manguera para demostrarlo. Ni una gota desde la temporada de huracanes.',
    role: 'Propietario, South Miami',
  }),
  translated('ana-martinez', {
    quote:
      'La asociación de nuestro condominio tenía reglas estrictas sobre el color y el tinte de las ventanas. Gables Window Care preparó los documentos, nos aprobaron a la primera e instalaron todo sin un solo problema.',
    role: 'Propietaria de condominio, Key Biscayne',
  }),
  translated('kevin-osei', {
    quote:
      'Después de poner las ventanas Low-E, la cuenta de la luz en el verano bajó bastante y la sala del frente por fin se siente fresca en las tardes. Amables, profesionales y ordenados de principio a fin.',
    role: 'Propietario, Coconut Grove',
  }),
];
