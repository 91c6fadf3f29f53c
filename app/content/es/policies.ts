import type { Credentials, Policies } from '../policies';

/** The company's licence and insurance in Spanish: the same facts as ../policies.ts. */
export const credentials: Credentials = {
  licenceNumber: 'CGC1531187',
  licenceStatement:
    'Gables Window Care es un contratista general certificado con licencia en la Florida, número de licencia CGC1531187, que usted puede verificar en el sitio web del DBPR de la Florida.',
  insuranceStatement:
    'Tenemos seguro de responsabilidad civil general y cobertura de compensación para trabajadores (workers’ compensation) para cada miembro de nuestro equipo, y le enviamos un certificado de seguro a usted o a la asociación de su condominio si lo solicita.',
};

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
  impactWindows:
    'Sí, suministramos e instalamos ventanas de impacto contra huracanes: vidrio laminado en marcos reforzados, con aprobación de producto de Miami-Dade, instaladas según el Código de Construcción de la Florida, para que ya no tenga que poner tormenteras antes de una tormenta. También reducen el ruido y los rayos UV, y muchas aseguradoras ofrecen un descuento por mitigación de daños por viento a quienes las tienen.',
};
