// The notices Florida law puts in a residential construction contract over $2,500, in both
// languages: the English text is the statute's, word for word; the Spanish one is a courtesy
// translation shown beside it to a customer who wrote in Spanish (the English stays the notice the
// law asks for). Which statute and subsection each is: docs/estimates.md, "Florida on paper".

/** The languages the notices are written in (the site's). */
export type NoticeLanguage = 'en' | 'es';

/** The notices apply to a contract whose total is over this (§713.015(1)(a) and §489.1425(1)): $2,500.00 carries none. */
export const FLORIDA_NOTICE_THRESHOLD_CENTS = 250_000;

export type FloridaNoticeId = 'construction-lien' | 'recovery-fund';

/** One notice in one language: its heading, its paragraphs (capitals, as the statute prints them) and the lines that follow it. */
export interface FloridaNoticeText {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** What follows the statement (the board's address and telephone number for the Recovery Fund). */
  readonly contact: readonly string[];
}

export interface FloridaNotice {
  readonly id: FloridaNoticeId;
  /** The statute's section and subsection ("713.015(1)(a)"), Florida Statutes. */
  readonly statute: string;
  readonly text: Readonly<Record<NoticeLanguage, FloridaNoticeText>>;
}

/** The Construction Industry Licensing Board's address and telephone number, which §489.1425(1) has follow the statement. */
const BOARD_CONTACT = [
  'FLORIDA CONSTRUCTION INDUSTRY LICENSING BOARD',
  'DEPARTMENT OF BUSINESS AND PROFESSIONAL REGULATION',
  '2601 BLAIR STONE ROAD',
  'TALLAHASSEE, FLORIDA 32399-1039',
  '(850) 487-1395',
] as const;

/** §713.015(1)(a): the construction-lien notice, on the first page in at least 12-point capitalized boldfaced type. */
const constructionLien: FloridaNotice = {
  id: 'construction-lien',
  statute: '713.015(1)(a)',
  text: {
    en: {
      heading: 'NOTICE: FLORIDA’S CONSTRUCTION LIEN LAW',
      paragraphs: [
        'ACCORDING TO FLORIDA’S CONSTRUCTION LIEN LAW (SECTIONS 713.001-713.37, FLORIDA STATUTES), THOSE WHO WORK ON YOUR PROPERTY OR PROVIDE MATERIALS AND SERVICES AND ARE NOT PAID IN FULL HAVE A RIGHT TO ENFORCE THEIR CLAIM FOR PAYMENT AGAINST YOUR PROPERTY. THIS CLAIM IS KNOWN AS A CONSTRUCTION LIEN. IF YOUR CONTRACTOR OR A SUBCONTRACTOR FAILS TO PAY SUBCONTRACTORS, SUB-SUBCONTRACTORS, OR MATERIAL SUPPLIERS, THOSE PEOPLE WHO ARE OWED MONEY MAY LOOK TO YOUR PROPERTY FOR PAYMENT, EVEN IF YOU HAVE ALREADY PAID YOUR CONTRACTOR IN FULL. IF YOU FAIL TO PAY YOUR CONTRACTOR, YOUR CONTRACTOR MAY ALSO HAVE A LIEN ON YOUR PROPERTY. THIS MEANS IF A LIEN IS FILED YOUR PROPERTY COULD BE SOLD AGAINST YOUR WILL TO PAY FOR LABOR, MATERIALS, OR OTHER SERVICES THAT YOUR CONTRACTOR OR A SUBCONTRACTOR MAY HAVE FAILED TO PAY. TO PROTECT YOURSELF, YOU SHOULD STIPULATE IN THIS CONTRACT THAT BEFORE ANY PAYMENT IS MADE, YOUR CONTRACTOR IS REQUIRED TO PROVIDE YOU WITH A WRITTEN RELEASE OF LIEN FROM ANY PERSON OR COMPANY THAT HAS PROVIDED TO YOU A “NOTICE TO OWNER.” FLORIDA’S CONSTRUCTION LIEN LAW IS COMPLEX, AND IT IS RECOMMENDED THAT YOU CONSULT AN ATTORNEY.',
      ],
      contact: [],
    },
    es: {
      heading: 'AVISO: LEY DE GRAVÁMENES DE CONSTRUCCIÓN DE LA FLORIDA',
      paragraphs: [
        'SEGÚN LA LEY DE GRAVÁMENES DE CONSTRUCCIÓN DE LA FLORIDA (SECCIONES 713.001-713.37 DE LOS ESTATUTOS DE LA FLORIDA), QUIENES TRABAJAN EN SU PROPIEDAD O PROPORCIONAN MATERIALES Y SERVICIOS Y NO RECIBEN EL PAGO COMPLETO TIENEN DERECHO A HACER VALER SU RECLAMO DE PAGO CONTRA SU PROPIEDAD. ESTE RECLAMO SE CONOCE COMO GRAVAMEN DE CONSTRUCCIÓN. SI SU CONTRATISTA O UN SUBCONTRATISTA NO LES PAGA A LOS SUBCONTRATISTAS, SUB-SUBCONTRATISTAS O PROVEEDORES DE MATERIALES, LAS PERSONAS A QUIENES SE LES DEBE DINERO PUEDEN COBRARSE CON SU PROPIEDAD, AUNQUE USTED YA LE HAYA PAGADO TODO A SU CONTRATISTA. SI USTED NO LE PAGA A SU CONTRATISTA, SU CONTRATISTA TAMBIÉN PUEDE TENER UN GRAVAMEN SOBRE SU PROPIEDAD. ESTO SIGNIFICA QUE, SI SE REGISTRA UN GRAVAMEN, SU PROPIEDAD PODRÍA VENDERSE EN CONTRA DE SU VOLUNTAD PARA PAGAR LA MANO DE OBRA, LOS MATERIALES U OTROS SERVICIOS QUE SU CONTRATISTA O UN SUBCONTRATISTA NO HAYA PAGADO. PARA PROTEGERSE, USTED DEBE ESTIPULAR EN ESTE CONTRATO QUE, ANTES DE HACER CUALQUIER PAGO, SU CONTRATISTA ESTÁ OBLIGADO A ENTREGARLE UNA RENUNCIA DE GRAVAMEN POR ESCRITO DE CUALQUIER PERSONA O EMPRESA QUE LE HAYA ENVIADO UN “AVISO AL PROPIETARIO” (“NOTICE TO OWNER”). LA LEY DE GRAVÁMENES DE CONSTRUCCIÓN DE LA FLORIDA ES COMPLEJA, Y SE RECOMIENDA QUE CONSULTE CON UN ABOGADO.',
      ],
      contact: [],
    },
  },
};

/** §489.1425(1): the Homeowners' Construction Recovery Fund statement, followed by the board's address and telephone number. */
const recoveryFund: FloridaNotice = {
  id: 'recovery-fund',
  statute: '489.1425(1)',
  text: {
    en: {
      heading: 'FLORIDA HOMEOWNERS’ CONSTRUCTION RECOVERY FUND',
      paragraphs: [
        'PAYMENT MAY BE AVAILABLE FROM THE FLORIDA HOMEOWNERS’ CONSTRUCTION RECOVERY FUND IF YOU LOSE MONEY ON A PROJECT PERFORMED UNDER CONTRACT, WHERE THE LOSS RESULTS FROM SPECIFIED VIOLATIONS OF FLORIDA LAW BY A LICENSED CONTRACTOR. FOR INFORMATION ABOUT THE RECOVERY FUND AND FILING A CLAIM, CONTACT THE FLORIDA CONSTRUCTION INDUSTRY LICENSING BOARD AT THE FOLLOWING TELEPHONE NUMBER AND ADDRESS:',
      ],
      contact: BOARD_CONTACT,
    },
    es: {
      heading: 'FONDO DE RECUPERACIÓN DE CONSTRUCCIÓN PARA PROPIETARIOS DE VIVIENDAS DE LA FLORIDA',
      paragraphs: [
        'ES POSIBLE QUE EL FONDO DE RECUPERACIÓN DE CONSTRUCCIÓN PARA PROPIETARIOS DE VIVIENDAS DE LA FLORIDA (FLORIDA HOMEOWNERS’ CONSTRUCTION RECOVERY FUND) LE PAGUE SI USTED PIERDE DINERO EN UN PROYECTO REALIZADO BAJO CONTRATO, CUANDO LA PÉRDIDA SE DEBE A CIERTAS VIOLACIONES DE LA LEY DE LA FLORIDA COMETIDAS POR UN CONTRATISTA CON LICENCIA. PARA INFORMARSE SOBRE EL FONDO DE RECUPERACIÓN Y CÓMO PRESENTAR UN RECLAMO, COMUNÍQUESE CON LA JUNTA DE LICENCIAS DE LA INDUSTRIA DE LA CONSTRUCCIÓN DE LA FLORIDA (FLORIDA CONSTRUCTION INDUSTRY LICENSING BOARD) EN EL SIGUIENTE TELÉFONO Y DIRECCIÓN:',
      ],
      contact: BOARD_CONTACT,
    },
  },
};

/** One notice as a document shows it: the English text, and the Spanish one beside it for a Spanish customer. */
export interface ShownFloridaNotice {
  id: FloridaNoticeId;
  statute: string;
  texts: (FloridaNoticeText & { language: NoticeLanguage })[];
}

/** Both notices, in the order they are printed: the lien law first (the statute wants it on the first page). */
export const floridaNotices: readonly FloridaNotice[] = [constructionLien, recoveryFund];

/** What frames the notices, in each language: the section's heading and the line beside a translation. */
export const floridaNoticeWords: Readonly<
  Record<NoticeLanguage, { readonly heading: string; readonly intro: string; readonly translation: string; readonly statute: (section: string) => string }>
> = {
  en: {
    heading: 'Notices required by Florida law',
    intro: 'Florida law requires these notices in every home improvement contract over $2,500. Please read them before you sign.',
    translation: 'Courtesy translation. The English text is the notice the law requires.',
    statute: (section) => `Required by section ${section}, Florida Statutes.`,
  },
  es: {
    heading: 'Avisos que exige la ley de la Florida',
    intro: 'La ley de la Florida exige estos avisos en todo contrato de mejoras para el hogar de más de $2,500. Por favor, léalos antes de firmar.',
    translation: 'Traducción de cortesía. El texto en inglés es el aviso que exige la ley.',
    statute: (section) => `Lo exige la sección ${section} de los Estatutos de la Florida.`,
  },
};
