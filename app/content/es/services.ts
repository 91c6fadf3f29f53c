import type { Service, ServiceDetailPageContent, ServiceId, ServicesPageContent, ServiceSummary } from '../services';
import { packageNames } from './package-names';
import { pricing, unitNames } from './pricing';

// Los seis servicios en español, con los mismos ids y en el mismo orden que en inglés
// (app/content/services.ts). Los paquetes y sus precios vienen de ./pricing.ts.

export const services: readonly Service[] = [
  {
    id: 'window-installation',
    title: 'Instalación de ventanas',
    description:
      'Ventanas nuevas medidas, suministradas e instaladas según el Código de Construcción de la Florida, desde modelos de eficiencia energética hasta ventanas de impacto contra huracanes.',
    longDescription: [
      'Ya sea que esté terminando una construcción nueva, agregando una habitación o abriendo una pared para que entre más luz, de nada sirve una buena ventana si está mal instalada. Nuestros equipos miden cada abertura con precisión, le ayudan a elegir marcos y vidrios que vayan con la casa y con su presupuesto, e instalan cada ventana a plomo, nivelada y en escuadra para que funcione sin problemas durante años.',
      'Instalar ventanas en el sur de la Florida exige pensar en el viento, el agua y el sol. Seguimos el Código de Construcción de la Florida y las instrucciones del fabricante para el anclaje, los tapajuntas y el sellado, y podemos suministrar ventanas de impacto con aprobación de producto de Miami-Dade para las casas que están en la zona de huracanes de alta velocidad. Cuando hace falta un permiso, preparamos los trámites y programamos las inspecciones.',
      'Un día de instalación empieza protegiendo sus pisos y muebles, y termina con un recorrido final: le mostramos cómo se abre, se cierra y se asegura cada ventana, repasamos las instrucciones de cuidado y nos llevamos todos los empaques y escombros. Si vive en una comunidad con asociación de propietarios (HOA) o junta de revisión arquitectónica, le entregamos las especificaciones de los productos y los planos que normalmente piden.',
    ],
    metaDescription:
      'Instalación profesional de ventanas en Coral Gables y Miami-Dade: ventanas eficientes y de impacto, según el Código de Construcción de la Florida.',
    features: [
      'Estimado gratis en su casa y medición precisa de cada abertura',
      'Opciones de eficiencia energética, Low-E y de impacto contra huracanes',
      'Anclaje, tapajuntas y sellado según el Código de Construcción de la Florida',
      'Nos encargamos de los trámites del permiso y de programar las inspecciones',
      'Documentación para la aprobación de la asociación de propietarios (HOA) y de la junta de revisión arquitectónica',
      'Protección de pisos y muebles, limpieza completa y retiro de escombros',
      'Recorrido final con instrucciones de uso y cuidado',
    ],
    benefits: [
      'Cuentas de luz más bajas, con marcos y vidrios que aíslan mejor del calor',
      'Más protección contra los vientos de huracán y la lluvia con viento',
      'Una casa más silenciosa y cómoda, con menos ruido de la calle y de los aviones',
      'Una fachada más atractiva y un mayor valor de reventa',
      'Un solo equipo responsable desde la consulta hasta la inspección final',
    ],
    faqs: [
      {
        question: '¿Cuánto tiempo toma la instalación de ventanas?',
        answer:
          'En la mayoría de las casas toma de 1 a 2 días, una vez que llegan las ventanas. Las casas más grandes o los proyectos que requieren cambios estructurales en las aberturas pueden tardar más, y antes de empezar le damos el calendario por escrito.',
      },
      {
        question: '¿Necesito un permiso para instalar ventanas nuevas en Coral Gables?',
        answer:
          'En la mayoría de los casos, sí. La instalación de ventanas en el condado de Miami-Dade normalmente requiere un permiso de construcción y una inspección. Como parte del trabajo, preparamos y presentamos la solicitud del permiso y coordinamos la inspección.',
      },
      {
        question: '¿Instalan ventanas de impacto contra huracanes?',
        answer:
          'Sí. Instalamos ventanas de impacto con vidrio laminado y marcos reforzados que tienen aprobación de producto de Miami-Dade, y que pueden ahorrarle el trabajo de poner las tormenteras antes de una tormenta.',
      },
      {
        question: 'Mi asociación de propietarios tiene que aprobar los cambios en el exterior. ¿Me pueden ayudar?',
        answer:
          'Le entregamos los folletos de los productos, los detalles de color y acabado, las especificaciones y las medidas que piden la mayoría de las asociaciones de propietarios (HOA) y juntas de revisión arquitectónica, y programamos la instalación de acuerdo con su aprobación.',
      },
      {
        question: '¿Qué pasa con el espacio alrededor de mis ventanas durante la instalación?',
        answer:
          'Cubrimos los pisos y apartamos los muebles de las aberturas, mantenemos ordenada el área de trabajo durante el día y, al terminar, retiramos todos los empaques y escombros.',
      },
    ],
    pricing: pricing['window-installation'],
  },
  {
    id: 'window-repair',
    title: 'Reparación de ventanas',
    description:
      'Reparaciones rápidas y cuidadosas para ventanas que se traban, gotean, vibran o no cierran con seguro, para que las ventanas que ya tiene vuelvan a funcionar como nuevas.',
    longDescription: [
      'Muchos problemas de ventanas no requieren una ventana nueva. Los contrapesos rotos, las ruedas gastadas, las manivelas y los operadores dañados, las cerraduras flojas y los mosquiteros rotos tienen arreglo, y repararlos cuesta una fracción de lo que cuesta un reemplazo. En la primera visita encontramos la causa y le decimos con franqueza si vale la pena repararla.',
      'El salitre y la humedad del sur de la Florida son muy duros con los herrajes de las ventanas. Los rieles se corroen, los resortes y los operadores se atascan, y los sellos se encogen y se agrietan con el sol. Nuestros técnicos llevan en el camión las piezas más comunes, consiguen piezas compatibles con el fabricante para ventanas antiguas o descontinuadas, y de paso limpian y lubrican todo el mecanismo.',
      'También reparamos los daños que deja una filtración: alféizares reblandecidos, marcos de madera podridos y drywall manchado alrededor de la abertura. Probamos cada reparación antes de irnos, para que usted sepa que la ventana abre, cierra, asegura y no deja pasar el agua como debe ser.',
    ],
    metaDescription:
      'Reparación de ventanas en Coral Gables: arreglamos rápido ventanas trabadas o con filtraciones, cerraduras, contrapesos, manivelas, rieles y sellos.',
    features: [
      'Diagnóstico en su propiedad y precio claro antes de empezar',
      'Reparación de contrapesos, resortes, ruedas, manivelas y operadores',
      'Reparación o cambio de cerraduras, pestillos y manijas',
      'Limpieza, enderezado y tratamiento contra la corrosión de los rieles',
      'Renovación de sellos y burletes para acabar con filtraciones y corrientes de aire',
      'Reparación de marcos y alféizares de madera dañados por el agua',
      'Reparación de mosquiteros y cambio de la malla',
    ],
    benefits: [
      'Se ahorra el costo de reemplazar ventanas a las que todavía les quedan años de vida',
      'Más seguridad, con cerraduras que cierran como deben',
      'Adiós a las corrientes de aire, las filtraciones y los silbidos en las tormentas de verano',
      'Ventanas que vuelven a abrir y cerrar con suavidad',
      'Daños por agua detectados a tiempo, antes de que lleguen a las paredes',
    ],
    faqs: [
      {
        question: '¿Qué me conviene más: reparar o reemplazar mis ventanas?',
        answer:
          'Si el marco está en buen estado y el problema está en los herrajes, los sellos o un solo vidrio, reparar suele ser lo más conveniente. Si los marcos están podridos o muy corroídos, o si las ventanas no están certificadas para las cargas de viento que su casa necesita, le explicaremos por qué un reemplazo puede tener más sentido.',
      },
      {
        question: '¿Pueden reparar ventanas antiguas o descontinuadas?',
        answer:
          'Muchas veces, sí. Conseguimos piezas compatibles para muchas ventanas antiguas de aluminio, vinilo y madera. Si una pieza ya no se fabrica, le explicamos las opciones antes de hacer cualquier trabajo.',
      },
      {
        question: '¿Qué tan pronto pueden venir?',
        answer:
          'La mayoría de las visitas de reparación se programan en unos pocos días hábiles. Una ventana que no cierra o no asegura es un problema de seguridad, y en esos casos hacemos lo posible por ir antes.',
      },
      {
        question: '¿También reparan puertas corredizas de vidrio?',
        answer:
          'Sí. En las puertas corredizas de vidrio cambiamos las ruedas, limpiamos y reparamos los rieles, arreglamos manijas y cerraduras, y renovamos los burletes.',
      },
      {
        question: '¿Sabré el precio antes de que empiecen?',
        answer: 'Sí. Después de diagnosticar el problema, le damos el precio de la reparación. No empezamos ningún trabajo hasta que usted lo apruebe.',
      },
    ],
    pricing: pricing['window-repair'],
  },
  {
    id: 'window-maintenance',
    title: 'Mantenimiento de ventanas',
    description: 'Inspecciones, limpieza y ajustes programados que protegen sus ventanas del salitre, la humedad y la temporada de huracanes.',
    longDescription: [
      'En el sur de la Florida, las ventanas trabajan más que en casi cualquier otro lugar. El salitre corroe los herrajes, la humedad favorece el moho en los rieles y los sellos, y el sol del verano deteriora la masilla y los burletes. Con un mantenimiento regular, los problemas pequeños no llegan a convertirse en filtraciones, corrientes de aire y reparaciones costosas.',
      'Cada visita de mantenimiento cubre todas las ventanas del plan: limpiamos los rieles y los orificios de drenaje para que el agua de lluvia salga en vez de entrar, lubricamos bisagras, ruedas y cerraduras, revisamos los sellos y la masilla, y comprobamos que cada ventana abra, cierre y asegure bien. Usted recibe un informe por escrito con lo que encontramos y lo que necesita atención.',
      'Muchos clientes reservan una visita antes de que empiece la temporada de huracanes, el 1 de junio, y otra en el otoño. Las ventanas de impacto, en particular, necesitan sellos intactos y cerraduras que funcionen para dar la protección para la que están certificadas, así que una revisión antes de la temporada es una forma sencilla de saber que su casa está lista.',
    ],
    metaDescription:
      'Planes de mantenimiento de ventanas en el sur de la Florida: limpieza de rieles y drenajes, lubricación, revisión de sellos y chequeo antes de huracanes.',
    features: [
      'Limpieza de rieles, alféizares y orificios de drenaje',
      'Lubricación de ruedas, bisagras, operadores y cerraduras',
      'Inspección de sellos, masilla y burletes',
      'Revisión de la apertura, el cierre y el seguro de cada ventana',
      'Apriete de herrajes y ajustes menores',
      'Informe por escrito del estado de las ventanas después de cada visita',
    ],
    benefits: [
      'Ventanas, herrajes y sellos que duran más',
      'Menos filtraciones y reparaciones inesperadas en la temporada de lluvias',
      'Ventanas de impacto listas antes de la temporada de huracanes',
      'Menos pérdida de energía, gracias a sellos en buen estado',
      'Un historial de mantenimiento documentado para las garantías y la reventa',
    ],
    faqs: [
      {
        question: '¿Cada cuánto hay que darles mantenimiento a las ventanas en el sur de la Florida?',
        answer:
          'Recomendamos hacerlo al menos una vez al año, y dos veces al año en las casas cerca del agua, donde el salitre corroe los herrajes más rápido. La visita más valiosa es la que se hace antes de la temporada de huracanes.',
      },
      {
        question: '¿Cuántas ventanas cubre un plan de mantenimiento?',
        answer:
          'Cada paquete de mantenimiento cubre hasta 10 ventanas. Para casas más grandes y edificios comerciales, cotizamos las ventanas adicionales con el mismo nivel de servicio.',
      },
      {
        question: '¿El mantenimiento incluye la limpieza de las ventanas?',
        answer:
          'Limpiamos los rieles, los alféizares y los orificios de drenaje, y el paquete Cuidado premium agrega la limpieza de los vidrios por dentro y por fuera. Nuestro enfoque es que las ventanas funcionen bien y no dejen pasar el agua.',
      },
      {
        question: '¿Y si encuentran algo que necesita reparación?',
        answer:
          'Los ajustes menores están incluidos. Si hay que cambiar una pieza o un sello, lo anotamos en su informe con el precio, y solo hacemos el trabajo si usted lo aprueba.',
      },
    ],
    pricing: pricing['window-maintenance'],
  },
  {
    id: 'window-replacement',
    title: 'Reemplazo de ventanas',
    description:
      'Cambie sus ventanas gastadas, con filtraciones o anticuadas por modelos de eficiencia energética y de impacto. Retiramos las viejas e instalamos las nuevas con las mínimas molestias.',
    longDescription: [
      'En el sur de la Florida, las ventanas viejas muestran su edad: los marcos se corroen o se pudren, los sellos fallan y dejan pasar el agua y el aire húmedo, y el vidrio sencillo deja entrar de lleno el calor de la tarde. Reemplazarlas es una de las mejoras que más se notan en la comodidad, la seguridad y el aspecto de una casa.',
      'Empezamos evaluando cada ventana y la abertura que la rodea, y luego le ayudamos a comparar materiales de marco, opciones de vidrio y estilos, incluidas las ventanas de impacto con aprobación de producto de Miami-Dade. Nos encargamos del permiso y, cuando la asociación de propietarios (HOA) o la junta de revisión arquitectónica tiene que dar su visto bueno, le entregamos los documentos que necesitan para aprobar el proyecto.',
      'El día de la instalación retiramos las ventanas viejas con cuidado, revisamos y reparamos las aberturas, e instalamos las nuevas con el anclaje, los tapajuntas y el sellado correctos. Trabajamos habitación por habitación para que la casa nunca quede desprotegida, y terminamos con un recorrido final y todo limpio.',
    ],
    metaDescription:
      'Reemplazo de ventanas en Miami-Dade: cambiamos ventanas viejas con filtraciones por modelos eficientes o de impacto, con permisos y trámites de HOA.',
    features: [
      'Evaluación de cada ventana y abertura antes de cotizar',
      'Retiro cuidadoso y desecho de las ventanas viejas',
      'Inspección de la abertura y reparación de la base dañada',
      'Opciones de reemplazo de eficiencia energética y de impacto',
      'Trámite del permiso y documentación para la asociación de propietarios (HOA)',
      'Instalación habitación por habitación, sin dejar su casa desprotegida',
    ],
    benefits: [
      'Se acabaron las filtraciones, las corrientes de aire y los vidrios empañados',
      'Gastos de aire acondicionado notablemente más bajos con vidrio aislante Low-E',
      'Protección contra las tormentas sin tener que poner tormenteras',
      'Posible ahorro en el seguro contra huracanes con ventanas de impacto',
      'Un aspecto renovado por dentro y por fuera',
    ],
    faqs: [
      {
        question: '¿Cómo sé que llegó el momento de reemplazar mis ventanas?',
        answer:
          'Las señales más comunes son marcos podridos o muy corroídos, vidrios que se empañan por dentro, entre los dos paneles, ventanas que gotean durante las tormentas y habitaciones que siguen calientes por más que baje el termostato. En una evaluación le podemos decir si la reparación todavía es una opción.',
      },
      {
        question: '¿Las ventanas de impacto bajan el costo de mi seguro?',
        answer:
          'Muchas aseguradoras de la Florida ofrecen descuentos por mitigación de daños por viento (windstorm mitigation) cuando las aberturas son de impacto. El monto depende de su aseguradora y de su póliza, así que le recomendamos consultarlo con su agente. Nosotros le entregamos los documentos de aprobación de producto que pueda necesitar para la inspección.',
      },
      {
        question: '¿Reemplazan ventanas en condominios?',
        answer:
          'Sí. Las asociaciones de condominio suelen tener reglas sobre el estilo, el color y el tinte del vidrio de las ventanas, y algunas exigen que el contratista presente un comprobante de seguro. Trabajamos con la asociación para obtener la aprobación antes de programar el trabajo.',
      },
      {
        question: '¿Qué hacen con las ventanas viejas?',
        answer: 'Las retiramos y nos las llevamos, y reciclamos los marcos de aluminio y el vidrio cuando los centros de reciclaje de la zona los aceptan.',
      },
      {
        question: '¿Cuánto tiempo toma reemplazar las ventanas de toda la casa?',
        answer:
          'En la mayoría de las casas, la instalación toma unos pocos días, según la cantidad y el tamaño de las ventanas. Las ventanas a la medida y las de impacto se fabrican por pedido, así que le damos una fecha estimada de entrega cuando aprueba la cotización.',
      },
    ],
    pricing: pricing['window-replacement'],
  },
  {
    id: 'glass-replacement',
    title: 'Reemplazo de vidrios',
    description: 'Cambiamos vidrios rajados, rotos o empañados en sus marcos actuales, desde vidrio sencillo hasta vidrio aislante y laminado de impacto.',
    longDescription: [
      'Un vidrio rajado o una unidad de doble vidrio empañada no siempre significan una ventana nueva. Cuando el marco y los herrajes están en buen estado, podemos cambiar solo el vidrio: cuesta menos, toma menos tiempo y su casa se ve igual que siempre.',
      'Cuando se empaña el espacio entre los vidrios, es porque falló el sello de la unidad de vidrio aislante y entró aire húmedo, algo muy común con el clima de Miami. Medimos la unidad, pedimos el vidrio de reemplazo con el mismo grosor, tinte y recubrimiento, y lo instalamos con sellos nuevos para que se mantenga transparente.',
      'Cuando el vidrio está roto, primero aseguramos la abertura y luego lo reemplazamos con vidrio templado, laminado o Low-E, según lo que exija el lugar donde está. Los vidrios de las puertas, los que quedan cerca del piso y los de los baños deben ser vidrios de seguridad, y nos aseguramos de que el reemplazo cumpla con esos requisitos.',
    ],
    metaDescription:
      'Reemplazo de vidrios en Coral Gables: cambiamos vidrios rajados, rotos o empañados por vidrio aislante, templado, Low-E o laminado de impacto.',
    features: [
      'Cambio de vidrios sencillos y de unidades de vidrio aislante',
      'Solución para unidades de doble vidrio empañadas o con el sello dañado',
      'Vidrio templado de seguridad donde se exige',
      'Vidrio Low-E y tintado igual al de sus otras ventanas',
      'Vidrio laminado para marcos de impacto',
      'Protección provisional de las aberturas con el vidrio roto',
    ],
    benefits: [
      'Vistas claras otra vez, sin cambiar toda la ventana',
      'Menor costo y menos espera que con una ventana nueva',
      'Mejor aislamiento una vez cambiados los sellos dañados',
      'Vidrio de seguridad donde lo exigen las normas de construcción',
    ],
    faqs: [
      {
        question: '¿Por qué se empaña el espacio entre los vidrios de mi ventana?',
        answer:
          'Falló el sello que rodea la unidad de vidrio aislante y entró aire húmedo entre los vidrios. Limpiarlos no lo quita. Al reemplazar la unidad de vidrio, recupera la vista clara y la capacidad de aislamiento.',
      },
      {
        question: '¿Pueden cambiar el vidrio de las ventanas de impacto?',
        answer:
          'Sí. A las ventanas de impacto hay que ponerles vidrio laminado igual al del producto que se probó, así que pedimos el vidrio según la especificación original para que la ventana siga protegiendo como indica su certificación.',
      },
      {
        question: '¿Cuánto tiempo toma el reemplazo de un vidrio?',
        answer:
          'El vidrio de reemplazo normalmente se corta a la medida y llega en una o dos semanas. Instalarlo suele tomar menos de una hora por ventana. Si el vidrio está roto, mientras tanto podemos asegurar la abertura.',
      },
      {
        question: '¿Pueden igualar el tinte de mis vidrios?',
        answer:
          'En la mayoría de los casos, sí. Identificamos en su propiedad el tipo de vidrio y el tinte, y pedimos uno igual. Si no hay uno exactamente igual, le mostramos una muestra antes.',
      },
    ],
    pricing: pricing['glass-replacement'],
  },
  {
    id: 'weatherproofing',
    title: 'Sellado contra agua y viento',
    description:
      'Deje afuera la lluvia con viento, la humedad y el calor con un sellado profesional, burletes nuevos y arreglos en el drenaje alrededor de sus ventanas.',
    longDescription: [
      'En el sur de la Florida, las tormentas de verano empujan la lluvia de lado, y hasta unas ventanas en buen estado pueden gotear si el sellador que las rodea se agrietó o si los drenajes están tapados. El sellado cierra esos huecos para que el agua, el aire húmedo y el calor de afuera se queden afuera.',
      'Quitamos la masilla deteriorada hasta dejar las superficies limpias y aplicamos un sellador de alto rendimiento, resistente a los rayos UV y al ambiente de la costa. Cambiamos los burletes gastados, limpiamos y corregimos los orificios de drenaje y el desagüe de los alféizares, y revisamos los tapajuntas y las juntas de estuco alrededor de cada abertura.',
      'El resultado es una casa más hermética, más seca y más silenciosa, con cuentas de aire acondicionado más bajas y menos riesgo de moho dentro de las paredes. Recomendamos sellar antes de la temporada de lluvias y después de cualquier tormenta fuerte, y podemos hacerlo en la misma visita de mantenimiento.',
    ],
    metaDescription:
      'Sellado de ventanas en Miami-Dade: masilla, burletes y drenaje que acaban con filtraciones, humedad y corrientes de aire antes de las tormentas.',
    features: [
      'Retiro de la masilla vieja y agrietada hasta dejar las superficies limpias',
      'Sellador resistente a los rayos UV, apto para el ambiente de la costa',
      'Cambio de burletes en hojas y ventanas corredizas',
      'Limpieza de los orificios de drenaje y del desagüe de los alféizares',
      'Inspección de los tapajuntas y las juntas de estuco en cada abertura',
      'Prueba con manguera para confirmar que la abertura no deja pasar el agua',
    ],
    benefits: [
      'Acaba con las filtraciones de la lluvia con viento',
      'Mantiene afuera el aire húmedo y ayuda a prevenir el moho',
      'Cuentas de aire acondicionado más bajas, con menos fugas de aire',
      'Protege paredes, pisos y marcos de ventanas de los daños por agua',
      'Habitaciones más silenciosas, con menos huecos alrededor de las ventanas',
    ],
    faqs: [
      {
        question: '¿Cómo sé si mis ventanas necesitan sellado?',
        answer:
          'Fíjese si hay masilla agrietada o encogida, rendijas por las que se ve la luz, manchas de agua en los alféizares o las paredes después de la lluvia, corrientes de aire y silbidos durante las tormentas, o condensación y olor a humedad cerca de las ventanas.',
      },
      {
        question: '¿Cuánto dura el sellador?',
        answer:
          'Los selladores de alto rendimiento que usamos suelen durar muchos años en nuestro clima, pero el sol, el salitre y el movimiento del edificio varían de una casa a otra. Una inspección anual detecta a tiempo cualquier falla.',
      },
      {
        question: '¿El sellado es lo mismo que la protección contra huracanes?',
        answer:
          'No. El sellado mantiene afuera el agua y el aire, tanto con el clima de todos los días como en las tormentas. La protección contra los objetos que lanza el viento la dan las ventanas de impacto o las tormenteras, que también instalamos.',
      },
      {
        question: '¿Cuál es la mejor época para sellar las ventanas?',
        answer:
          'La primavera, antes de que empiecen la temporada de lluvias y la de huracanes, para que los selladores curen con tiempo seco. También inspeccionamos y volvemos a sellar después de las tormentas fuertes.',
      },
    ],
    pricing: pricing['weatherproofing'],
  },
];

/** Each service's name and card text in Spanish, taken from `services` so there is one of each. */
export const serviceSummaries = Object.fromEntries(services.map(({ id, title, description }) => [id, { id, title, description }])) as Readonly<
  Record<ServiceId, ServiceSummary>
>;

/** The services page in Spanish. */
export const servicesPage: ServicesPageContent = {
  meta: {
    title: 'Servicios de ventanas en Coral Gables y Miami-Dade',
    description:
      'Instalación, reparación, mantenimiento y reemplazo de ventanas, reemplazo de vidrios y sellado contra agua y viento para casas y negocios del sur de la Florida. Cotizaciones gratis.',
  },
  eyebrow: 'Nuestros servicios',
  heading: 'Servicios de ventanas para casas y negocios del sur de la Florida',
  intro:
    'Seis especialidades y un solo equipo local que responde por todo. Necesiten lo que necesiten sus ventanas, medimos, le damos una cotización por escrito y hacemos el trabajo según el Código de Construcción de la Florida.',
  jumpNavLabel: 'Ir a un servicio',
  featuresHeading: 'Qué incluye',
  learnMoreLabel: 'Más información',
  quoteLabel: 'Pida una cotización',
};

/** A service page's words around the service itself, in Spanish. */
export const serviceDetailPage: ServiceDetailPageContent = {
  eyebrow: 'Nuestros servicios',
  heroCtaLabel: 'Pida su cotización gratis',
  bookVisitLabel: 'Reserve una visita de estimado gratis',
  tabsLabel: 'Detalles del servicio',
  tabs: {
    overview: 'Resumen',
    features: 'Características y beneficios',
    pricing: 'Precios',
    faq: 'Preguntas frecuentes',
  },
  overview: { quoteLabel: 'Pida su cotización gratis', callPrompt: '¿Preguntas sobre este servicio? Llámenos y hable con una persona.' },
  features: {
    featuresHeading: 'Características principales',
    benefitsHeading: 'Beneficios',
    requestLabel: 'Solicite este servicio',
  },
  pricing: {
    heading: 'Precios',
    intro: 'Paquetes claros, con precio por ventana. Su cotización por escrito confirma el precio final después del estimado gratis en su casa.',
    popularLabel: 'El más popular',
    quoteLabel: 'Pida una cotización',
    forPackage: (name) => `del paquete ${name}`,
    units: unitNames,
    packageNames,
  },
  faq: { heading: 'Preguntas frecuentes' },
  cta: {
    heading: '¿Listo para empezar?',
    text: 'Pida una cotización gratis y sin compromiso, o escríbanos si tiene alguna pregunta. Normalmente respondemos en un día hábil.',
    quoteLabel: 'Pida su cotización gratis',
    contactLabel: 'Contáctenos',
  },
};
