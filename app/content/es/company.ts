/** The company's words in Spanish; its facts (address, phone, hours) are the company profile's. */
export const companyEs = {
  tagline: 'Vistas claras y ventanas bien selladas, hechas para el clima del sur de la Florida.',
} as const;

/** La garantía de ejemplo con la que empieza una instalación nueva (el `guarantee` del perfil). */
export const sampleGuaranteeEs =
  'Todos nuestros trabajos tienen nuestra garantía de satisfacción del 100 %: si algo no queda bien, volvemos y lo dejamos bien.';

/** Lo que hace la empresa y dónde: `county` es el de su zona de servicio y `foundedYear` el año del perfil ("desde …" solo si está). */
export function shortDescriptionEs(county: string, foundedYear?: number): string {
  return `Instalación, reparación, mantenimiento y reemplazo de ventanas, reemplazo de vidrios y sellado contra agua y viento para casas y negocios de Coral Gables y todo ${county}${foundedYear ? ` desde ${foundedYear}` : ''}.`;
}
