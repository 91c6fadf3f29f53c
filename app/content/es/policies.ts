import type { Credentials, Policies } from '../policies';

/** The licence in a sentence, in Spanish, for the company's name and licence number as the profile has them. */
export function licenceStatementOf(name: string, licenceNumber: string): string {
  return `${name} es un contratista general certificado con licencia en la Florida, número de licencia ${licenceNumber}, que usted puede verificar en el sitio web del DBPR de la Florida.`;
}

/** The company's licence and insurance in Spanish: the same facts as ../policies.ts. */
export const credentials: Credentials = {
  licenceNumber: 'CGC1531187',
  licenceStatement:
    'Gables Window Care es un contratista general certificado con licencia en la Florida, número de licencia CGC1531187, que usted puede verificar en el sitio web del DBPR de la Florida.',
  insuranceStatement:
    'Tenemos seguro de responsabilidad civil general y cobertura de compensación para trabajadores (workers’ compensation) para cada miembro de nuestro equipo, y le enviamos un certificado de seguro a usted o a la asociación de su condominio si lo solicita.',
};

const impactWindowFacts =
  'vidrio laminado en marcos reforzados, con aprobación de producto de Miami-Dade, instaladas según el Código de Construcción de la Florida, para que ya no tenga que poner tormenteras antes de una tormenta. También reducen el ruido y los rayos UV, y muchas aseguradoras ofrecen un descuento por mitigación de daños por viento a quienes las tienen.';

/** The company's standing answers in Spanish: the same facts as ../policies.ts. */
export const policies: Policies = {
  freeEstimates:
    'Sí, el estimado es gratis y sin compromiso. Tomamos las medidas y revisamos sus ventanas en su propiedad, y luego le entregamos una cotización por escrito, válida por 30 días.',
  financing:
    'Sí, ofrecemos financiamiento para proyectos de instalación y reemplazo de ventanas de $2,000 o más, a través de nuestra entidad financiera asociada y sujeto a aprobación de crédito. Pregúntenos por las opciones de pago mensual cuando preparemos su cotización; también puede pagar el total con tarjeta, cheque o transferencia bancaria.',
  warranty:
    'Las ventanas y los vidrios que suministramos tienen la garantía del fabricante, que nosotros registramos y le ayudamos a hacer valer, y garantizamos nuestra propia mano de obra durante el período indicado en su cotización (2 años en instalaciones y reemplazos, 1 año en reparaciones). Además, nuestra garantía de satisfacción del 100% cubre nuestro trabajo durante los 30 días siguientes a su terminación.',
  cancellation:
    'Para cancelar se requiere un aviso de 24 horas: llámenos o escríbanos por correo electrónico al menos 24 horas antes de su cita para cancelarla o cambiarla de fecha, sin ningún costo. Con menos anticipación puede aplicarse el cargo por visita indicado en su cotización, y es posible que los productos hechos a la medida no se puedan devolver una vez pedidos.',
  impactWindows: `Sí, suministramos e instalamos ventanas de impacto contra huracanes: ${impactWindowFacts}`,
  impactWindowDetails: `Nuestras ventanas de impacto son de ${impactWindowFacts}`,
  spanish:
    '¡Claro que sí! Nuestro equipo en la oficina y nuestras cuadrillas hablan español, y todo nuestro sitio web está en español en /es. Escríbame en español y le contesto en español.',
  emergency: {
    inHours: 'Nuestra oficina está abierta ahora: cuéntenos qué pasó y una cuadrilla va hoy mismo a dejar la abertura segura y cerrada.',
    afterHours:
      'Nuestra oficina está cerrada ahora, pero el mismo número comunica de día y de noche, fines de semana y feriados incluidos, con nuestra cuadrilla de emergencias de guardia: tapan la abertura con tablas o ponen un vidrio provisional para que su casa quede segura de inmediato, y en los días siguientes reemplazamos el vidrio o la ventana.',
    safety:
      'Mientras llegamos, mantenga a todos, mascotas incluidas, lejos de los vidrios rotos, use zapatos cerrados y no saque los pedazos sueltos del marco.',
  },
  insuranceClaims:
    'Para un reclamo al seguro documentamos los daños para su ajustador: fotos con fecha de cada ventana dañada y su abertura, las medidas y una cotización por escrito y detallada de la reparación o el reemplazo. Se las enviamos a usted o directamente a su ajustador, y podemos reunirnos con el ajustador en su casa. Lo que cubre la póliza lo decide su aseguradora.',
  windMitigation:
    'Muchas aseguradoras rebajan la parte de viento (windstorm) de la prima si tiene ventanas y puertas de impacto. El descuento se basa en una inspección de mitigación de viento, que un inspector calificado anota en el formulario de la Florida Uniform Mitigation Verification Inspection Form (OIR-B1-1802). De las aberturas que instalamos le entregamos la documentación de su protección que pide el formulario: las aprobaciones de producto de Miami-Dade (NOA), el permiso y su inspección final aprobada. El monto del descuento lo decide su aseguradora, así que consulte con su agente.',
  permits: (town) =>
    town
      ? `Sí: para reemplazar ventanas o instalar ventanas de impacto se necesita un permiso de construcción en ${town}, como en todo el condado de Miami-Dade. Nosotros sacamos el permiso en ${town} y coordinamos las inspecciones como parte del trabajo.`
      : 'Sí: para reemplazar ventanas o instalar ventanas de impacto se necesita un permiso de construcción en todos los municipios del condado de Miami-Dade. Nosotros sacamos el permiso y coordinamos las inspecciones como parte del trabajo. Dígame su ciudad y se lo confirmo.',
};
