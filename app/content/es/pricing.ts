import type { PricingTier } from '../pricing';
import type { ServiceId } from '../services';

// La lista de precios en español. El nombre de cada paquete, su precio, su unidad y si es el más
// popular son los mismos que en inglés (el nombre es el valor que se guarda con la cotización y la
// unidad es un código); solo la descripción y lo que incluye están traducidos.

/** What each price is for, in Spanish. */
export const unitNames: Readonly<Record<PricingTier['unit'], string>> = {
  'per window': 'por ventana',
  'per visit, up to 10 windows': 'por visita, hasta 10 ventanas',
};

export const pricing: Readonly<Record<ServiceId, readonly PricingTier[]>> = {
  'window-installation': [
    {
      name: 'Standard',
      priceCents: 35000,
      unit: 'per window',
      description: 'Ventanas de vinilo de calidad, de guillotina simple o corredizas, para aberturas de tamaño estándar.',
      includes: ['Medición y consulta', 'Vidrio aislante de doble panel', 'Instalación, sellado y limpieza', 'Retiro de empaques y escombros'],
      popular: false,
    },
    {
      name: 'Energy Efficient',
      priceCents: 55000,
      unit: 'per window',
      description: 'Vidrio aislante Low-E y marcos mejorados que mantienen afuera el calor y el resplandor del sol.',
      includes: [
        'Todo lo del paquete Estándar',
        'Vidrio aislante con recubrimiento Low-E',
        'Marcos y herrajes con mejores acabados',
        'Opciones de productos con certificación ENERGY STAR',
      ],
      popular: true,
    },
    {
      name: 'Hurricane Impact',
      priceCents: 75000,
      unit: 'per window',
      description: 'Vidrio laminado de impacto y marcos reforzados para proteger su casa de las tormentas.',
      includes: [
        'Todo lo del paquete Eficiencia energética',
        'Vidrio laminado de impacto',
        'Productos con aprobación de Miami-Dade',
        'Coordinación de permisos e inspecciones',
      ],
      popular: false,
    },
  ],
  'window-repair': [
    {
      name: 'Basic Repair',
      priceCents: 15000,
      unit: 'per window',
      description: 'Arreglos de herrajes para ventanas que se traban, vibran o no cierran con el pestillo.',
      includes: ['Diagnóstico y ajuste', 'Reparación de cerradura, pestillo o manija', 'Limpieza y lubricación de los rieles', 'Prueba de funcionamiento'],
      popular: false,
    },
    {
      name: 'Standard Repair',
      priceCents: 27500,
      unit: 'per window',
      description: 'Reparación de mecanismos y sellos para acabar con las corrientes de aire, las filtraciones y las hojas que se traban.',
      includes: [
        'Todo lo del paquete Reparación básica',
        'Cambio de contrapesos, ruedas o mecanismo de manivela',
        'Renovación de sellos y burletes',
        'Prueba de agua después de la reparación',
      ],
      popular: true,
    },
    {
      name: 'Complete Restoration',
      priceCents: 40000,
      unit: 'per window',
      description: 'Restauración completa para ventanas con daños en el marco o el alféizar, o daños por agua.',
      includes: [
        'Todo lo del paquete Reparación estándar',
        'Reparación del marco y el alféizar',
        'Realineación o reconstrucción de las hojas',
        'Retoque de las molduras interiores alrededor de la abertura',
      ],
      popular: false,
    },
  ],
  'window-maintenance': [
    {
      name: 'Basic Care',
      priceCents: 9900,
      unit: 'per visit, up to 10 windows',
      visitsPerYear: 1,
      description: 'Una visita de revisión al año que cubre hasta 10 ventanas.',
      includes: [
        'Cubre hasta 10 ventanas',
        'Limpieza de rieles y orificios de drenaje',
        'Lubricación de las piezas móviles',
        'Revisión del funcionamiento y las cerraduras',
      ],
      popular: false,
    },
    {
      name: 'Standard Care',
      priceCents: 19900,
      unit: 'per visit, up to 10 windows',
      visitsPerYear: 2,
      description: 'Dos visitas al año que cubren hasta 10 ventanas, programadas según la temporada de huracanes.',
      includes: [
        'Cubre hasta 10 ventanas',
        'Todo lo del paquete Cuidado básico',
        'Inspección de sellos, masilla y burletes',
        'Informe por escrito del estado de las ventanas',
      ],
      popular: true,
    },
    {
      name: 'Premium Care',
      priceCents: 29900,
      unit: 'per visit, up to 10 windows',
      visitsPerYear: 4,
      description: 'Cuidado cada tres meses que cubre hasta 10 ventanas, con prioridad en la agenda.',
      includes: [
        'Cubre hasta 10 ventanas',
        'Todo lo del paquete Cuidado estándar',
        'Limpieza de los vidrios por dentro y por fuera',
        'Prioridad para agendar reparaciones',
      ],
      popular: false,
    },
  ],
  'window-replacement': [
    {
      name: 'Standard Replacement',
      priceCents: 45000,
      unit: 'per window',
      description: 'Retiramos su ventana y la cambiamos por una de doble vidrio de calidad en la misma abertura.',
      includes: ['Retiro y desecho de la ventana vieja', 'Vidrio aislante de doble panel', 'Instalación y sellado', 'Limpieza del área de trabajo'],
      popular: false,
    },
    {
      name: 'Energy Efficient Replacement',
      priceCents: 65000,
      unit: 'per window',
      description: 'Vidrio Low-E y marcos mejorados para reducir el calor que entra y el resplandor.',
      includes: [
        'Todo lo del paquete Reemplazo estándar',
        'Vidrio aislante con recubrimiento Low-E',
        'Inspección de la abertura y reparaciones menores',
        'Opciones de productos con certificación ENERGY STAR',
      ],
      popular: true,
    },
    {
      name: 'Impact Replacement',
      priceCents: 90000,
      unit: 'per window',
      description: 'Ventanas de impacto que protegen por completo la abertura contra los huracanes.',
      includes: [
        'Todo lo del paquete Reemplazo con eficiencia energética',
        'Vidrio laminado de impacto',
        'Productos con aprobación de Miami-Dade',
        'Documentación para el permiso y la asociación de propietarios (HOA)',
      ],
      popular: false,
    },
  ],
  'glass-replacement': [
    {
      name: 'Single Pane',
      priceCents: 12000,
      unit: 'per window',
      description: 'Cambio de vidrio sencillo, transparente o tintado, en el marco que ya tiene.',
      includes: ['Medición en su propiedad', 'Vidrio recocido transparente o tintado', 'Sellos nuevos alrededor del vidrio', 'Retiro del vidrio roto'],
      popular: false,
    },
    {
      name: 'Insulated Glass',
      priceCents: 22000,
      unit: 'per window',
      description: 'Unidad de vidrio aislante de doble panel que acaba con el empañamiento y recupera la eficiencia.',
      includes: ['Todo lo del paquete Vidrio sencillo', 'Unidad sellada de doble vidrio', 'Opción de recubrimiento Low-E', 'Vidrio templado donde se exige'],
      popular: true,
    },
    {
      name: 'Laminated Impact Glass',
      priceCents: 34000,
      unit: 'per window',
      description: 'Vidrio laminado fabricado según la especificación original de sus ventanas de impacto.',
      includes: [
        'Todo lo del paquete Vidrio aislante',
        'Vidrio laminado de impacto',
        'Igual al vidrio con que se probó y aprobó la ventana',
        'Renovación de junquillos y sellos',
      ],
      popular: false,
    },
  ],
  weatherproofing: [
    {
      name: 'Seal',
      priceCents: 4500,
      unit: 'per window',
      description: 'Sellado exterior con masilla para cerrar grietas y huecos alrededor del marco.',
      includes: ['Retiro de la masilla exterior deteriorada', 'Sellador exterior resistente a los rayos UV', 'Inspección visual de la abertura'],
      popular: false,
    },
    {
      name: 'Seal and Strip',
      priceCents: 8500,
      unit: 'per window',
      description: 'Sellado por dentro y por fuera, más burletes nuevos.',
      includes: ['Todo lo del paquete Sellado', 'Sellado interior con masilla', 'Cambio de burletes', 'Limpieza de los orificios de drenaje'],
      popular: true,
    },
    {
      name: 'Storm Ready',
      priceCents: 14000,
      unit: 'per window',
      description: 'Sellado completo contra agua y viento, con corrección del drenaje y prueba de agua.',
      includes: [
        'Todo lo del paquete Sellado y burletes',
        'Corrección del drenaje del alféizar',
        'Reparación de tapajuntas y juntas de estuco',
        'Prueba con manguera de la abertura terminada',
      ],
      popular: false,
    },
  ],
};
