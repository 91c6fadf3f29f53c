// El enlace a la página de reservas (/es/book), en su propio módulo: lo dicen las palabras de las
// reservas (./booking.ts) y la confirmación de los formularios de cotización y de contacto
// (./lead-forms.ts), y las páginas de esos formularios no deben cargar por él las demás palabras.
export const bookLink = 'Reserve su visita de estimado gratis';
