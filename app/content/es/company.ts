/** The company's words in Spanish; its facts (address, phone, hours) are the company profile's. */
export const companyEs = {
  tagline: 'Vistas claras y ventanas bien selladas, hechas para el clima del sur de la Florida.',
  satisfactionGuarantee: 'Todos nuestros trabajos tienen nuestra garantía de satisfacción del 100 %: si algo no queda bien, volvemos y lo dejamos bien.',
} as const;

/** Lo que hace la empresa y dónde: `county` es el de su zona de servicio (el perfil de la empresa). */
export function shortDescriptionEs(county: string): string {
  return `Instalación, reparación, mantenimiento y reemplazo de ventanas, reemplazo de vidrios y sellado contra agua y viento para casas y negocios de Coral Gables y todo ${county} desde 2005.`;
}
