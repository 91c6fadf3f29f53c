import { type LegalCompany, type LegalDocument, type LegalLabels, retentionDaysIn } from '../legal';

// The privacy policy and terms of service in Spanish. Each document has the same sections, in the
// same order, as its English version. The date's machine-readable form (lastUpdatedIso) is shared.

export const legalLabels: LegalLabels = {
  lastUpdatedLabel: 'Última actualización:',
  tableOfContentsHeading: 'Contenido',
  lastUpdated: '1 de enero de 2024',
};

const contactParagraphs = (company: LegalCompany): readonly string[] => [
  `${company.name}, ${company.address}.`,
  `Teléfono: ${company.phone}. Correo electrónico: ${company.email}.`,
];

/** La política, con el nombre de la empresa; `emailDays` es JOB_RETENTION_DAYS (cuánto se conserva un correo enviado). */
export const privacyPolicyFor = (company: LegalCompany, emailDays = 30): LegalDocument => ({
  title: 'Política de privacidad',
  metaDescription: `Cómo ${company.name} recopila, usa, comparte y protege la información personal que usted nos da a través de nuestro sitio web, nuestros formularios y nuestro asistente virtual.`,
  intro: `Esta política explica qué información personal recopila ${company.name} a través de este sitio web, cómo la usamos, con quién la compartimos y qué opciones tiene usted. Solo recopilamos lo que necesitamos para responder a sus preguntas, preparar cotizaciones y atenderlo como cliente, y no vendemos su información personal.`,
  sections: [
    {
      id: 'information-you-give-us',
      heading: 'Información que usted nos da',
      paragraphs: [
        'Solicitudes de cotización: su nombre y apellido, su correo electrónico, su número de teléfono, la dirección, la ciudad, el estado y el código postal (ZIP) de la propiedad, el tipo de proyecto, la descripción que nos dé y, si decide indicarlos, su presupuesto, sus plazos y cómo supo de nosotros.',
        'Mensajes de contacto: su nombre, su correo electrónico, su número de teléfono si nos lo da, el asunto que elija y su mensaje.',
        'Asistente virtual: los mensajes que escribe en la ventana del chat y nuestras respuestas, junto con el nombre, el correo electrónico y el número de teléfono que comparta si nos pide que lo contactemos.',
        'Cuentas: si se registra, su nombre, su correo electrónico y su contraseña, y el número de teléfono o la dirección que agregue a su perfil. Las contraseñas solo se guardan protegidas con un hash seguro, de modo que nuestro personal no puede leerlas. También llevamos un registro de los servicios y pedidos vinculados a su cuenta.',
      ],
    },
    {
      id: 'information-collected-automatically',
      heading: 'Información que se recopila automáticamente',
      paragraphs: [
        'Como la mayoría de los sitios web, nuestros servidores registran información técnica básica con cada solicitud, como su dirección IP, el tipo de navegador, la página solicitada y la hora. La usamos para mantener el sitio web seguro y en funcionamiento, para limitar el abuso de nuestros formularios y de las páginas de inicio de sesión, y para investigar problemas.',
        'No usamos rastreadores publicitarios ni creamos perfiles de su navegación en otros sitios web.',
      ],
    },
    {
      id: 'how-we-use-your-information',
      heading: 'Cómo usamos su información',
      paragraphs: [
        'Usamos su información para responder a sus preguntas, preparar cotizaciones, programar y realizar trabajos en su propiedad, administrar su cuenta, prestarle el servicio de garantía y llevar un registro de los trabajos que hemos hecho.',
        'También la usamos para proteger el sitio web y a nuestros clientes contra el fraude y el abuso, y para cumplir nuestras obligaciones legales, fiscales y de permisos de construcción.',
      ],
    },
    {
      id: 'email-notifications',
      heading: 'Notificaciones por correo electrónico',
      paragraphs: [
        'Cuando usted nos envía una solicitud de cotización, un mensaje de contacto o sus datos a través del asistente virtual, nuestro personal recibe una notificación por correo electrónico con la información que envió, para poder responderle sin demora.',
        'Le enviamos correos relacionados con su solicitud o con su cuenta, como respuestas a su consulta, los detalles de sus citas y enlaces para restablecer su contraseña. No le enviamos correos promocionales a menos que haya pedido recibirlos, y puede darse de baja en cualquier momento.',
      ],
    },
    {
      id: 'the-virtual-assistant',
      heading: 'El asistente virtual',
      paragraphs: [
        'El asistente virtual responde preguntas frecuentes sobre nuestros servicios y puede hacerle llegar sus datos de contacto a nuestro equipo. Guardamos las conversaciones para que nuestro personal pueda darles seguimiento y mejorar las respuestas del asistente.',
        'Algunas respuestas pueden ser generadas por un servicio de inteligencia artificial que procesa sus mensajes en nuestro nombre y que no tiene permitido usarlos para sus propios fines. Por favor, no comparta información confidencial en el chat, como números de tarjetas de crédito o débito.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'Usamos cookies únicamente para mantener abierta la sesión de su cuenta. Si elige "Recordarme", la cookie de inicio de sesión dura hasta 30 días; de lo contrario, se borra cuando cierra el navegador.',
        'Si usa el asistente virtual, su navegador puede guardar un identificador de conversación aleatorio para que el chat continúe mientras usted pasa de una página a otra. No usamos cookies con fines publicitarios ni para seguirlo de un sitio web a otro.',
      ],
    },
    {
      id: 'how-we-share-information',
      heading: 'Cómo compartimos la información',
      paragraphs: [
        'Solo compartimos información personal en la medida necesaria para operar nuestro negocio: con los proveedores de servicios que alojan este sitio web, envían nuestros correos electrónicos o hacen funcionar el asistente virtual, mediante acuerdos que limitan el uso que pueden darle; con fabricantes y distribuidores de ventanas, para pedir productos y registrar garantías; y con los departamentos de construcción, los inspectores y, si usted lo pide, su asociación de propietarios o de condominio, cuando un proyecto requiere un permiso o una aprobación.',
        'También podemos divulgar información cuando la ley lo exija, para proteger nuestros derechos o la seguridad de otras personas, o como parte de la venta o reorganización de nuestro negocio. No vendemos ni alquilamos su información personal.',
      ],
    },
    {
      id: 'how-long-we-keep-information',
      heading: 'Cuánto tiempo conservamos la información',
      paragraphs: [
        'Conservamos las solicitudes de cotización, los mensajes de contacto y las conversaciones del chat mientras los necesitemos para responderle y darle seguimiento y, si usted no llega a ser cliente, por lo general no más de tres años después de nuestro último contacto.',
        'En el caso de nuestros clientes, conservamos los registros de los trabajos realizados mientras pueda aplicarse una garantía y durante el tiempo que exijan las normas fiscales, de permisos y demás requisitos legales. Los registros del servidor se guardan por un período corto, con fines de seguridad.',
        `Las copias de los correos que le enviamos, con sus archivos adjuntos, se eliminan de nuestros sistemas ${retentionDaysIn(emailDays, 'es')} después de enviarse, al igual que los registros de nuestras otras tareas automáticas. Hasta que un correo sale, los enlaces que abren su cotización, su pedido o su visita, o que cancelan su suscripción, se guardan solo cifrados.`,
      ],
    },
    {
      id: 'security',
      heading: 'Seguridad',
      paragraphs: [
        'Protegemos su información con conexiones cifradas, contraseñas protegidas con hash, controles que limitan el acceso del personal a quienes lo necesitan y un registro de los cambios que hace el personal. Ningún sistema es perfectamente seguro, pero trabajamos para mantener su información protegida y, si una filtración de datos lo afecta, se lo notificaremos según lo exija la ley.',
      ],
    },
    {
      id: 'your-choices-and-rights',
      heading: 'Sus opciones y derechos',
      paragraphs: [
        'Puede pedirnos que le mostremos la información personal que tenemos sobre usted, que la corrijamos o que la eliminemos cuando ya no necesitemos conservarla por motivos legales o de garantía. Usted mismo puede actualizar los datos de su cuenta desde la sección Mi cuenta.',
        'Para hacer una solicitud, comuníquese con nosotros por los medios que aparecen más abajo. Es posible que necesitemos confirmar su identidad antes de atenderla, y le responderemos en un plazo de 30 días.',
      ],
    },
    {
      id: 'children',
      heading: 'Menores de edad',
      paragraphs: [
        'Nuestro sitio web y nuestros servicios están dirigidos a adultos. No recopilamos a sabiendas información personal de niños menores de 13 años y, si descubrimos que lo hemos hecho, la eliminaremos.',
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'Cambios a esta política',
      paragraphs: [
        'Podemos actualizar esta política de vez en cuando. La fecha que aparece al principio indica cuándo se modificó por última vez. Si hacemos un cambio importante, publicaremos un aviso en este sitio web.',
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contáctenos',
      paragraphs: ['¿Tiene preguntas sobre esta política o sobre su información? Comuníquese con nosotros:', ...contactParagraphs(company)],
    },
  ],
});

export const termsOfServiceFor = (company: LegalCompany): LegalDocument => ({
  title: 'Términos del servicio',
  metaDescription: `Los términos para usar el sitio web de ${company.name} y nuestros servicios de ventanas: cotizaciones, programación, cancelaciones, pagos${company.guarantee ? ', garantía y garantía de satisfacción' : ' y garantía'}.`,
  intro: `Estos términos se aplican al uso del sitio web de ${company.name} y a los servicios de ventanas que ofrecemos. Al usar el sitio web o programar un trabajo con nosotros, usted los acepta. La cotización por escrito o el contrato de su proyecto puede incluir términos adicionales; si difiere de estos términos, prevalece lo que diga la cotización o el contrato.`,
  sections: [
    {
      id: 'using-our-website',
      heading: 'Uso de nuestro sitio web',
      paragraphs: [
        'Usted se compromete a dar información correcta en nuestros formularios y en su cuenta, a mantener su contraseña en privado y a usar el sitio web solo con fines lícitos. No intente interferir con el funcionamiento del sitio web, acceder a cuentas o datos que no le pertenecen ni enviar solicitudes automatizadas o abusivas.',
        'La información del sitio web, incluidas las respuestas del asistente virtual y los precios de nuestros paquetes de servicio, es una orientación general. No constituye una oferta vinculante ni sustituye una evaluación en su propiedad.',
      ],
    },
    {
      id: 'estimates',
      heading: 'Cotizaciones',
      paragraphs: [
        'Las cotizaciones son gratis. Las preparamos con la información que usted nos da y, en la mayoría de los proyectos, con las medidas que tomamos y la inspección que hacemos en su propiedad. Los precios de los paquetes son por ventana y pueden variar según el tamaño de la ventana, el producto, el tipo de vidrio, el acceso y el estado de la abertura.',
        'Una cotización por escrito es válida por 30 días, salvo que indique otra cosa. Si durante el trabajo encontramos problemas ocultos, como madera podrida en la estructura o daños por agua detrás de una ventana, se los mostraremos y le explicaremos las opciones, y no haremos ningún trabajo adicional con costo sin su aprobación.',
      ],
    },
    {
      id: 'scheduling',
      heading: 'Programación de los trabajos',
      paragraphs: [
        'Programamos el trabajo en una fecha y hora acordadas con usted. Por favor, asegúrese de que tengamos acceso seguro a las ventanas en las que vamos a trabajar, retire en lo posible los objetos frágiles que estén cerca y mantenga a sus mascotas en un lugar seguro mientras trabajamos.',
        'Las ventanas a la medida y las ventanas de impacto se fabrican por pedido, así que las fechas de instalación dependen de la entrega del fabricante. Por la seguridad de nuestros equipos y de su casa, podemos reprogramar el trabajo en caso de mal tiempo o cuando esté vigente una vigilancia o un aviso de tormenta tropical o de huracán. Nos comunicaremos con usted lo antes posible para fijar una nueva fecha.',
      ],
    },
    {
      id: 'cancellations-and-rescheduling',
      heading: 'Cancelaciones y cambios de fecha',
      paragraphs: [
        'Para cancelar se requiere un aviso de 24 horas. Por favor, llámenos o escríbanos por correo electrónico al menos 24 horas antes de su cita para cancelarla o cambiarla de fecha. Si cancela con menos anticipación, o si no podemos acceder a la propiedad a la hora programada, podemos cobrarle el cargo por visita indicado en su cotización.',
        'Es posible que los productos pedidos especialmente para su proyecto no se puedan devolver. Si cancela después de que los hayamos pedido, usted podría tener que pagar su costo en la medida en que el proveedor no acepte la devolución. Nada de lo dispuesto en estos términos limita el derecho de cancelación que le otorgue la ley de la Florida.',
      ],
    },
    {
      id: 'permits-and-approvals',
      heading: 'Permisos y aprobaciones',
      paragraphs: [
        'Cuando se requiere un permiso de construcción, nosotros lo solicitamos y programamos las inspecciones necesarias. Obtener la aprobación de la asociación de propietarios o del condominio es responsabilidad del dueño de la propiedad, pero le entregamos la información de los productos y los documentos que las asociaciones suelen pedir.',
      ],
    },
    {
      id: 'payment',
      heading: 'Pago',
      paragraphs: [
        'Los precios y las condiciones de pago se indican en su cotización por escrito. Los proyectos con productos hechos a la medida pueden requerir un depósito al aceptar la cotización. Salvo que su cotización indique otra cosa, el saldo se paga al terminar el trabajo.',
        'Aceptamos las formas de pago indicadas en su cotización o factura. Si un pago se atrasa, podemos suspender el resto del trabajo hasta que la cuenta se ponga al día.',
      ],
    },
    {
      id: 'warranty',
      heading: 'Garantía',
      paragraphs: [
        'Las ventanas, los vidrios y los demás productos que suministramos tienen la garantía del fabricante, que nosotros registramos y le ayudamos a hacer valer. Además, garantizamos nuestra mano de obra durante el período indicado en su cotización o factura.',
        'Las garantías no cubren daños causados por mal uso, accidentes, tormentas o impactos que superen la resistencia para la que está certificado el producto, modificaciones o reparaciones hechas por terceros, ni la falta de un mantenimiento razonable.',
      ],
    },
    // La promesa de la empresa, tal como el dueño la escribe en el perfil; ninguna si no hay.
    ...(company.guarantee
      ? [
          {
            id: 'satisfaction-guarantee',
            heading: 'Garantía de satisfacción',
            paragraphs: [
              company.guarantee,
              'La garantía cubre nuestra mano de obra. Los defectos de los productos se atienden mediante la garantía del fabricante, y nosotros le ayudamos a presentar el reclamo.',
            ],
          },
        ]
      : []),
    {
      id: 'limitation-of-liability',
      heading: 'Limitación de responsabilidad',
      paragraphs: [
        'Realizamos nuestro trabajo con cuidado y respondemos por los daños que causemos. En la medida en que lo permita la ley de la Florida, no somos responsables de pérdidas indirectas, incidentales ni consecuentes, y nuestra responsabilidad total por cualquier reclamo relacionado con un servicio se limita al monto que usted pagó por ese servicio.',
        'El sitio web se ofrece tal como está. Trabajamos para que sea preciso y esté disponible, pero no garantizamos que esté siempre libre de errores ni que funcione sin interrupciones. Nada de lo dispuesto en estos términos limita la responsabilidad que la ley no permita limitar.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Ley aplicable',
      paragraphs: [
        'Estos términos se rigen por las leyes del Estado de la Florida. Cualquier disputa que no podamos resolver de común acuerdo se tramitará ante los tribunales estatales ubicados en el condado de Miami-Dade, Florida.',
      ],
    },
    {
      id: 'changes-to-these-terms',
      heading: 'Cambios a estos términos',
      paragraphs: [
        'Podemos actualizar estos términos de vez en cuando. La fecha que aparece al principio indica cuándo se modificaron por última vez. Los trabajos ya programados se rigen por los términos vigentes en el momento en que usted aceptó la cotización.',
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contáctenos',
      paragraphs: ['¿Tiene preguntas sobre estos términos? Comuníquese con nosotros:', ...contactParagraphs(company)],
    },
  ],
});
