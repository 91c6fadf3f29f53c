import { serviceCounty } from '~/content/service-area';
/** The company's words in Spanish; its facts (address, phone, hours) are in ../company.ts. */
export const companyEs = {
  tagline: 'Vistas claras y ventanas bien selladas, hechas para el clima del sur de la Florida.',
  shortDescription: `Instalación, reparación, mantenimiento y reemplazo de ventanas, reemplazo de vidrios y sellado contra agua y viento para casas y negocios de Coral Gables y todo ${serviceCounty} desde 2005.`,
  satisfactionGuarantee: 'Todos nuestros trabajos tienen nuestra garantía de satisfacción del 100 %: si algo no queda bien, volvemos y lo dejamos bien.',
} as const;
